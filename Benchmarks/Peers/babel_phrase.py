"""The Babel peers' "last updated" phrase (Debian's python3-babel): RefreshKit's unit choice
with babel.dates.format_timedelta (a delta of exactly n units with threshold 1, so Babel keeps
the unit) and babel.dates.format_skeleton for dates older than four weeks; days are calendar
days in the given zone, and a future date reads as now. Used by babel-timedelta.py and
babel-conformance.py.
"""

import datetime

from babel.dates import format_skeleton, format_timedelta


def phrase(locale, date, now, zone=datetime.timezone.utc):
    """The phrase for `date` seen at `now` (milliseconds since 1970) in a babel Locale."""
    date = min(date, now)
    elapsed = (now - date) / 1000
    if elapsed < 60:
        delta = datetime.timedelta(0)
    else:
        minutes = int(elapsed / 60)
        hours = int(elapsed / 3600)
        moment = datetime.datetime.fromtimestamp(date / 1000, zone)
        today = datetime.datetime.fromtimestamp(now / 1000, zone)
        days = today.toordinal() - moment.toordinal()
        if minutes <= 59:
            delta = datetime.timedelta(minutes=-minutes)
        elif hours <= 23 or days == 0:
            delta = datetime.timedelta(hours=-hours)
        elif days <= 6:
            delta = datetime.timedelta(days=-days)
        elif max(1, days // 7) <= 4:
            delta = datetime.timedelta(weeks=-max(1, days // 7))
        else:
            skeleton = "MMMMd" if moment.year == today.year else "yMMMMd"
            return format_skeleton(skeleton, moment, locale=locale)
    return format_timedelta(delta, threshold=1, add_direction=True, format="long", locale=locale)
