"""refreshbench's Python peer: the last-updated phrase of each row with Babel
(babel_phrase.py: babel.dates.format_timedelta and format_skeleton with the same unit choice as
RefreshKit's standard thresholds, in UTC). Locales are parsed before timing.

    python3 babel-timedelta.py ROWS.json

ROWS.json: {"now": ms, "locales": ["en", ...], "rows": [[localeIndex, dateMs], ...], "rounds": n}
Prints "<median ns per row> <rows> <rounds>" on one line, then the phrase of row 0.
"""

import json
import statistics
import sys
import time

from babel import Locale

from babel_phrase import phrase

with open(sys.argv[1], encoding="utf-8") as file:
    data = json.load(file)
now = data["now"]
rows = data["rows"]
rounds = data.get("rounds", 5)
locales = [Locale.parse(tag.replace("-", "_")) for tag in data["locales"]]
sink = 0
for locale_index, date in rows:
    sink += len(phrase(locales[locale_index], date, now))
samples = []
for _ in range(rounds):
    start = time.perf_counter_ns()
    for locale_index, date in rows:
        sink += len(phrase(locales[locale_index], date, now))
    samples.append((time.perf_counter_ns() - start) / len(rows))
print(f"{statistics.median(samples)} {len(rows)} {rounds}")
print(phrase(locales[rows[0][0]], rows[0][1], now) if sink > 0 else "")
