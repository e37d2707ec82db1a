"""refreshbench's Python peer: the last-updated phrase of each row with Babel
(babel.dates.format_timedelta, Debian's python3-babel), making the same unit choice as
RefreshKit's standard thresholds in UTC (a delta of exactly n units with threshold 1, so Babel
keeps the unit), and babel.dates.format_skeleton for rows older than four weeks. Locales are
parsed before timing.

    python3 babel-timedelta.py ROWS.json

ROWS.json: {"now": ms, "locales": ["en", ...], "rows": [[localeIndex, dateMs], ...], "rounds": n}
Prints "<median ns per row> <rows> <rounds>" on one line, then the phrase of row 0.
"""

import datetime
import json
import statistics
import sys
import time

from babel import Locale
from babel.dates import format_skeleton, format_timedelta

with open(sys.argv[1], encoding="utf-8") as file:
    data = json.load(file)
now = data["now"]
rows = data["rows"]
rounds = data.get("rounds", 5)
locales = [Locale.parse(tag.replace("-", "_")) for tag in data["locales"]]
utc = datetime.timezone.utc
now_year = datetime.datetime.fromtimestamp(now / 1000, utc).year
DAY = 86_400_000


def phrase(locale_index, date):
    locale = locales[locale_index]
    elapsed = (now - date) / 1000
    if elapsed < 60:
        delta = datetime.timedelta(0)
    else:
        minutes = int(elapsed / 60)
        hours = int(elapsed / 3600)
        days = now // DAY - date // DAY
        if minutes <= 59:
            delta = datetime.timedelta(minutes=-minutes)
        elif hours <= 23 or days == 0:
            delta = datetime.timedelta(hours=-hours)
        elif days <= 6:
            delta = datetime.timedelta(days=-days)
        elif max(1, days // 7) <= 4:
            delta = datetime.timedelta(weeks=-max(1, days // 7))
        else:
            moment = datetime.datetime.fromtimestamp(date / 1000, utc)
            skeleton = "MMMMd" if moment.year == now_year else "yMMMMd"
            return format_skeleton(skeleton, moment, locale=locale)
    return format_timedelta(delta, threshold=1, add_direction=True, format="long", locale=locale)


sink = 0
for locale_index, date in rows:
    sink += len(phrase(locale_index, date))
samples = []
for _ in range(rounds):
    start = time.perf_counter_ns()
    for locale_index, date in rows:
        sink += len(phrase(locale_index, date))
    samples.append((time.perf_counter_ns() - start) / len(rows))
print(f"{statistics.median(samples)} {len(rows)} {rounds}")
print(phrase(rows[0][0], rows[0][1]) if sink > 0 else "")
