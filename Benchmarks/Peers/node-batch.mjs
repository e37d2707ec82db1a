// refreshbench's Node peer of batch-throughput: the requests of `refreshpreview last-updated
// --batch --format json`, answered in process with Intl as a Node service would: each line read
// with JSON.parse and checked, the locale matched (Intl.RelativeTimeFormat.supportedLocalesOf),
// the phrase made with RefreshKit's unit choice and day rule in the request's zone
// (relative-phrase.mjs), and the answer written with JSON.stringify. Formatters are cached by
// locale and zone as they are first asked for; the lines are read from the file before timing.
//
//   node node-batch.mjs REQUESTS.jsonl ROUNDS
//
// Prints "<median ns per request> <requests> <rounds> <errors>" on one line, then the answer to
// the first request.
import { readFileSync } from "node:fs";
import { Phrases, millis } from "./relative-phrase.mjs";

const lines = readFileSync(process.argv[2], "utf8").split("\n");
if (lines.at(-1) === "") lines.pop();
const rounds = Number(process.argv[3] ?? 5);
const phrases = new Phrases();
const fields = new Set(["locale", "date", "now", "timeZone", "style"]);
const styles = new Set(["relative", "calendar", "absolute"]);
const matched = new Map();

/// The locale a request is answered in, and whether it runs right to left.
function match(requested) {
    let found = matched.get(requested);
    if (found === undefined) {
        const tags = requested === "" || requested === "*"
            ? ["en"]
            : requested.split(",").map((part) => part.split(";")[0].trim());
        const locale = Intl.RelativeTimeFormat.supportedLocalesOf(tags)[0] ?? "en";
        found = { locale, fallback: locale !== tags[0], rtl: new Intl.Locale(locale).textInfo.direction === "rtl" };
        matched.set(requested, found);
    }
    return found;
}

/// The answer to line `number` (from 1), as one JSON text.
function answer(line, number) {
    try {
        const request = JSON.parse(line);
        if (request === null || typeof request !== "object" || Array.isArray(request)) {
            throw new Error("each line is a JSON object");
        }
        for (const key of Object.keys(request)) {
            if (!fields.has(key)) throw new Error(`unknown field '${key}'`);
        }
        const style = request.style ?? "relative";
        if (!styles.has(style)) throw new Error(`"style" is one of relative, calendar, absolute, not '${style}'`);
        if (request.date === undefined) throw new Error("the line has no \"date\"");
        const date = millis(request.date);
        const now = request.now === undefined ? Date.now() : millis(request.now);
        if (!Number.isFinite(date) || !Number.isFinite(now)) throw new Error("\"date\" or \"now\" is not a date");
        const { locale, fallback, rtl } = match(request.locale ?? "en");
        const zone = request.timeZone ?? "UTC";
        const { phrase, validUntil } = phrases.phrase(locale, zone, style, date, now);
        return JSON.stringify({
            label: phrase, locale, fallback, direction: rtl ? "rtl" : "ltr",
            validUntil: validUntil === null ? null : validUntil / 1000,
        });
    } catch (error) {
        return JSON.stringify({ error: error.message, line: number });
    }
}

function run() {
    const out = new Array(lines.length);
    for (let index = 0; index < lines.length; index++) out[index] = answer(lines[index], index + 1);
    return out.join("\n");
}

let sink = run().length; // warm-up: every formatter made
const samples = [];
for (let round = 0; round < rounds; round++) {
    const start = process.hrtime.bigint();
    sink += run().length;
    samples.push(Number(process.hrtime.bigint() - start) / lines.length);
}
samples.sort((a, b) => a - b);
const middle = samples.length >> 1;
const median = samples.length % 2 ? samples[middle] : (samples[middle - 1] + samples[middle]) / 2;
const errors = lines.filter((line, index) => answer(line, index + 1).startsWith("{\"error\"")).length;
console.log(`${median} ${lines.length} ${rounds} ${errors}`);
console.log(sink > 0 ? answer(lines[0], 1) : "");
