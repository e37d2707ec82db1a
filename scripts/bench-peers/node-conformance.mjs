// The Node peer on Conformance/dates/: each case's phrase from Intl.RelativeTimeFormat (numeric
// "auto") with RefreshKit's unit choice and day rule (calendar days in the case's zone, from
// Intl.DateTimeFormat), a future date read as now; counts how many cases' expected labels end
// with Node's phrase.
//
//   node node-conformance.mjs Conformance/dates/relative-dates.jsonl
//
// Prints "node: R of N cases right", then one line per case it gets wrong.
import { readFileSync } from "node:fs";

function millis(value) {
    return typeof value === "number" ? value * 1000 : Date.parse(value);
}

/// Days since 1970 of the local calendar date of `ms` in `zone`.
function localDay(ms, zone) {
    const parts = new Intl.DateTimeFormat("en-US", {
        timeZone: zone, year: "numeric", month: "numeric", day: "numeric", era: "short",
    }).formatToParts(new Date(ms));
    const get = (type) => parts.find((part) => part.type === type)?.value;
    let year = Number(get("year"));
    if (get("era") === "BC") year = 1 - year;
    const date = new Date(0);
    date.setUTCFullYear(year, Number(get("month")) - 1, Number(get("day")));
    return Math.floor(date.getTime() / 86_400_000);
}

function phrase(locale, zone, date, now) {
    const auto = new Intl.RelativeTimeFormat(locale, { numeric: "auto", style: "long" });
    const always = new Intl.RelativeTimeFormat(locale, { numeric: "always", style: "long" });
    date = Math.min(date, now);
    const elapsed = (now - date) / 1000;
    if (elapsed < 60) return auto.format(0, "second");
    const minutes = Math.trunc(elapsed / 60);
    if (minutes <= 59) return always.format(-minutes, "minute");
    const hours = Math.trunc(elapsed / 3600);
    const days = localDay(now, zone) - localDay(date, zone);
    if (hours <= 23 || days === 0) return always.format(-hours, "hour");
    if (days <= 6) return auto.format(-days, "day");
    const weeks = Math.max(1, Math.trunc(days / 7));
    if (weeks <= 4) return auto.format(-weeks, "week");
    return new Intl.DateTimeFormat(locale, { month: "long", day: "numeric", timeZone: zone }).format(date);
}

const lines = readFileSync(process.argv[2], "utf8").split("\n").filter((line) => line.startsWith("{"));
let right = 0;
const wrong = [];
for (const line of lines) {
    const test = JSON.parse(line);
    const got = phrase(test.locale, test.timeZone ?? "UTC", millis(test.date), millis(test.now));
    if (test.expect.endsWith(got)) right += 1;
    else wrong.push(`  ${test.report}: expected '${test.expect}', Node says '${got}'`);
}
console.log(`node: ${right} of ${lines.length} cases right`);
for (const line of wrong) console.log(line);
