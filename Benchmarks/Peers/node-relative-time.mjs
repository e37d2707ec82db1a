// refreshbench's Node peer: the last-updated phrase of each row with Intl.RelativeTimeFormat
// (V8 + ICU), making the same unit choice as RefreshKit's standard thresholds in UTC, and
// Intl.DateTimeFormat for rows older than four weeks. Formatters are made before timing.
//
//   node node-relative-time.mjs ROWS.json
//
// ROWS.json: {"now": ms, "locales": ["en", ...], "rows": [[localeIndex, dateMs], ...], "rounds": n}
// Prints "<median ns per row> <rows> <rounds>" on one line, then the phrase of row 0.
import { readFileSync } from "node:fs";

const input = JSON.parse(readFileSync(process.argv[2], "utf8"));
const { now, locales, rows } = input;
const rounds = input.rounds ?? 15;
const auto = locales.map((l) => new Intl.RelativeTimeFormat(l, { numeric: "auto", style: "long" }));
const always = locales.map((l) => new Intl.RelativeTimeFormat(l, { numeric: "always", style: "long" }));
const dayMonth = locales.map((l) => new Intl.DateTimeFormat(l, { month: "long", day: "numeric", timeZone: "UTC" }));
const fullDate = locales.map(
    (l) => new Intl.DateTimeFormat(l, { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" }),
);
const dayMillis = 86_400_000;

function phrase(locale, date) {
    const elapsed = (now - date) / 1000;
    if (elapsed < 60) return auto[locale].format(0, "second");
    const minutes = Math.trunc(elapsed / 60);
    if (minutes <= 59) return always[locale].format(-minutes, "minute");
    const hours = Math.trunc(elapsed / 3600);
    const days = Math.floor(now / dayMillis) - Math.floor(date / dayMillis);
    if (hours <= 23 || days === 0) return always[locale].format(-hours, "hour");
    if (days <= 6) return auto[locale].format(-days, "day");
    const weeks = Math.max(1, Math.trunc(days / 7));
    if (weeks <= 4) return auto[locale].format(-weeks, "week");
    const sameYear = new Date(date).getUTCFullYear() === new Date(now).getUTCFullYear();
    return (sameYear ? dayMonth : fullDate)[locale].format(date);
}

let sink = 0;
for (const [locale, date] of rows) sink += phrase(locale, date).length; // warm-up
const samples = [];
for (let round = 0; round < rounds; round++) {
    const start = process.hrtime.bigint();
    for (const [locale, date] of rows) sink += phrase(locale, date).length;
    samples.push(Number(process.hrtime.bigint() - start) / rows.length);
}
samples.sort((a, b) => a - b);
const middle = samples.length >> 1;
const median = samples.length % 2 ? samples[middle] : (samples[middle - 1] + samples[middle]) / 2;
console.log(`${median} ${rows.length} ${rounds}`);
console.log(sink > 0 ? phrase(rows[0][0], rows[0][1]) : "");
