// The Node peer on Conformance/dates/: each case's phrase from Intl.RelativeTimeFormat (numeric
// "auto") with RefreshKit's unit choice and day rule (relative-phrase.mjs: calendar days in the
// case's zone, a future date read as now); counts how many cases' expected labels end with
// Node's phrase.
//
//   node node-conformance.mjs Conformance/dates/relative-dates.jsonl
//
// Prints "node: R of N cases right", then one line per case it gets wrong.
import { readFileSync } from "node:fs";
import { Phrases, millis } from "./relative-phrase.mjs";

const phrases = new Phrases();
const lines = readFileSync(process.argv[2], "utf8").split("\n").filter((line) => line.startsWith("{"));
let right = 0;
const wrong = [];
for (const line of lines) {
    const test = JSON.parse(line);
    const zone = test.timeZone ?? "UTC";
    const { phrase } = phrases.phrase(test.locale, zone, test.style ?? "relative", millis(test.date), millis(test.now));
    if (test.expect.endsWith(phrase)) right += 1;
    else wrong.push(`  ${test.report}: expected '${test.expect}', Node says '${phrase}'`);
}
console.log(`node: ${right} of ${lines.length} cases right`);
for (const line of wrong) console.log(line);
