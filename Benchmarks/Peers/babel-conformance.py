"""The Babel peer on Conformance/dates/: each case's phrase from babel_phrase.py (RefreshKit's
unit choice with babel.dates.format_timedelta, calendar days in the case's zone, a future date
read as now); counts how many cases' expected labels end with Babel's phrase. A case Babel
cannot take (a date out of Python's range) is counted wrong, with the reason.

    /usr/bin/python3 babel-conformance.py Conformance/dates/relative-dates.jsonl

Prints "babel: R of N cases right", then one line per case it gets wrong.
"""

import datetime
import json
import sys
import zoneinfo

from babel import Locale

from babel_phrase import phrase


def millis(value):
    if isinstance(value, (int, float)):
        return value * 1000
    moment = datetime.datetime.fromisoformat(value.replace("Z", "+00:00"))
    return moment.timestamp() * 1000


with open(sys.argv[1], encoding="utf-8") as file:
    cases = [json.loads(line) for line in file if line.startswith("{")]
right = 0
wrong = []
for case in cases:
    try:
        locale = Locale.parse(case["locale"].replace("-", "_"))
        zone = zoneinfo.ZoneInfo(case.get("timeZone", "UTC"))
        got = phrase(locale, millis(case["date"]), millis(case["now"]), zone)
    except (ValueError, OverflowError, OSError) as error:
        wrong.append(f"  {case['report']}: expected '{case['expect']}', Babel fails: {error}")
        continue
    if case["expect"].endswith(got):
        right += 1
    else:
        wrong.append(f"  {case['report']}: expected '{case['expect']}', Babel says '{got}'")
print(f"babel: {right} of {len(cases)} cases right")
for line in wrong:
    print(line)
