// The Node peers' "last updated" phrase: Intl.RelativeTimeFormat with RefreshKit's unit choice
// and day rule (calendar days in the request's zone, from Intl.DateTimeFormat), a future date
// read as now, and the instant the phrase stops being true. Used by node-conformance.mjs and
// node-batch.mjs; every formatter is made once per locale and zone and kept.
const DAY = 86_400_000;
/// "12/1/2026 AD, 03:48:00": month, day, year, era, hour, minute, second.
const wallClock = /^(\d+)\/(\d+)\/(\d+) (AD|BC), (\d+):(\d+):(\d+)$/;

const internetDate = /^(\d{4})-(\d{2})-(\d{2})[Tt]\d{2}:\d{2}:\d{2}(\.\d+)?([Zz]|[+-]\d{2}:\d{2})$/;

/// Milliseconds since 1970 of a request's date: epoch seconds, or ISO 8601 text with a time and
/// zone whose day exists (Date.parse takes 2026-02-30 for March 2); NaN for anything else.
export function millis(value) {
    if (typeof value === "number") return value * 1000;
    const match = typeof value === "string" ? internetDate.exec(value) : null;
    if (match === null) return NaN;
    const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
    const check = new Date(Date.UTC(year, month - 1, day));
    if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return NaN;
    return Date.parse(value);
}

export class Phrases {
    #kept = new Map();

    #keep(key, make) {
        let value = this.#kept.get(key);
        if (value === undefined) {
            value = make();
            this.#kept.set(key, value);
        }
        return value;
    }

    /// The local calendar day (days since 1970) of `ms` in `zone`, its year, and the zone's
    /// offset then. The wall clock is read from Intl.DateTimeFormat's text in en-US (as Luxon
    /// does: three times faster than formatToParts).
    local(ms, zone) {
        const format = this.#keep(`wall ${zone}`, () => new Intl.DateTimeFormat("en-US", {
            timeZone: zone, hourCycle: "h23", era: "short",
            year: "numeric", month: "numeric", day: "numeric", hour: "numeric", minute: "numeric", second: "numeric",
        }));
        const [, month, dayOfMonth, yearOfEra, era, hour, minute, second] = wallClock.exec(format.format(ms));
        const year = era === "BC" ? 1 - Number(yearOfEra) : Number(yearOfEra);
        const date = new Date(0);
        date.setUTCFullYear(year, Number(month) - 1, Number(dayOfMonth));
        const day = Math.floor(date.getTime() / DAY);
        const wall = day * DAY + ((Number(hour) * 60 + Number(minute)) * 60 + Number(second)) * 1000;
        return { day, year, offset: wall - (ms - (((ms % 1000) + 1000) % 1000)) };
    }

    /// The next local midnight after `ms` in `zone`, `days` - 1 days further on.
    midnight(ms, zone, days = 1) {
        const { day, offset } = this.local(ms, zone);
        const guess = (day + days) * DAY - offset;
        return (day + days) * DAY - this.local(guess, zone).offset;
    }

    /// `{ phrase, validUntil }` (validUntil in ms, or null when the phrase never changes).
    phrase(locale, zone, style, date, now) {
        date = Math.min(date, now);
        if (style === "absolute") {
            const format = this.#keep(`absolute ${locale} ${zone}`, () => new Intl.DateTimeFormat(locale, {
                dateStyle: "medium", timeStyle: "short", timeZone: zone,
            }));
            return { phrase: format.format(date), validUntil: null };
        }
        const auto = this.#keep(`auto ${locale}`, () => new Intl.RelativeTimeFormat(locale, { numeric: "auto" }));
        const elapsed = (now - date) / 1000;
        if (style === "calendar") {
            const days = this.local(now, zone).day - this.local(date, zone).day;
            if (days > 6) {
                const format = this.#keep(`absolute ${locale} ${zone}`, () => new Intl.DateTimeFormat(locale, {
                    dateStyle: "medium", timeStyle: "short", timeZone: zone,
                }));
                return { phrase: format.format(date), validUntil: null };
            }
            const time = this.#keep(`time ${locale} ${zone}`, () => new Intl.DateTimeFormat(locale, {
                hour: "numeric", minute: "numeric", timeZone: zone,
            }));
            const weekday = this.#keep(`weekday ${locale} ${zone}`, () => new Intl.DateTimeFormat(locale, {
                weekday: "long", timeZone: zone,
            }));
            const day = days <= 1 ? auto.format(-days, "day") : weekday.format(date);
            return { phrase: `${day}, ${time.format(date)}`, validUntil: this.midnight(now, zone) };
        }
        if (elapsed < 60) return { phrase: auto.format(0, "second"), validUntil: date + 60_000 };
        const always = this.#keep(`always ${locale}`, () => new Intl.RelativeTimeFormat(locale, { numeric: "always" }));
        const minutes = Math.trunc(elapsed / 60);
        if (minutes <= 59) return { phrase: always.format(-minutes, "minute"), validUntil: date + (minutes + 1) * 60_000 };
        const hours = Math.trunc(elapsed / 3600);
        const nowLocal = this.local(now, zone);
        const dateLocal = this.local(date, zone);
        const days = nowLocal.day - dateLocal.day;
        if (hours <= 23 || days === 0) {
            const next = date + (hours + 1) * 3_600_000;
            const until = days === 0 && hours >= 23 ? Math.min(next, this.midnight(now, zone)) : next;
            return { phrase: always.format(-hours, "hour"), validUntil: until };
        }
        if (days <= 6) return { phrase: auto.format(-days, "day"), validUntil: this.midnight(now, zone) };
        const weeks = Math.max(1, Math.trunc(days / 7));
        if (weeks <= 4) {
            return { phrase: auto.format(-weeks, "week"), validUntil: this.midnight(now, zone, (weeks + 1) * 7 - days) };
        }
        const sameYear = dateLocal.year === nowLocal.year;
        const format = this.#keep(`${sameYear ? "dayMonth" : "fullDate"} ${locale} ${zone}`, () =>
            new Intl.DateTimeFormat(locale, {
                year: sameYear ? undefined : "numeric", month: "long", day: "numeric", timeZone: zone,
            }));
        const newYear = sameYear ? this.midnight(now, zone, Date.UTC(nowLocal.year + 1, 0, 1) / DAY - nowLocal.day) : null;
        return { phrase: format.format(date), validUntil: newYear };
    }
}
