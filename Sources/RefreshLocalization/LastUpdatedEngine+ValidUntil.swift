/// When a phrase stops being true. As "now" moves on, the phrase for a date changes only where its
/// ``LastUpdatedEngine/ResultKey`` does, and the key only ever moves forward (more minutes, then
/// hours, days, weeks, the date; a later calendar day): it never comes back. So the first instant
/// it changes is found by stepping over the instants where it could change (the next boundary of
/// the unit counted, the next local midnight or new year in the zone, the next local minute for a
/// future date taken as now) until the key differs, then halving the last step to the millisecond.
/// The steps are estimates from the zone offset at hand; a daylight-saving change on the way only
/// makes a step land early (and another is taken) or late (and the halving finds the instant).
extension LastUpdatedEngine {
    /// How many steps ``validUntil(dateMillis:nowMillis:)`` takes at most (thresholds that keep one
    /// phrase over thousands of days); past them it answers the last instant known to be the same.
    static let validityStepLimit = 4096

    /// The first instant after `nowMillis` (in milliseconds) at which the phrase for `dateMillis`
    /// differs from the phrase at `nowMillis`, or `nil` when it never does (the absolute style, a
    /// date of an earlier year past the thresholds, or a change beyond the range of dates shown).
    /// An absolute skeleton that shows seconds, with a future date taken as now, changes with
    /// every instant: the answer is then the next millisecond.
    ///
    /// - Throws: what ``string(dateMillis:nowMillis:)`` throws for the same instants.
    func validUntil(dateMillis: Double, nowMillis: Double) throws(LocalizationError) -> Double? {
        guard let key = try resultKey(dateMillis: dateMillis, nowMillis: nowMillis) else {
            return dateMillis > nowMillis ? nowMillis + 1 : nil
        }
        var same = nowMillis
        for _ in 0..<Self.validityStepLimit {
            guard let step = try nextPossibleChange(after: same, key: key, dateMillis: dateMillis),
                step <= Self.maximumMillis
            else { return nil }
            if try resultKey(dateMillis: dateMillis, nowMillis: step) != key {
                return try firstChange(after: same, atOrBefore: step, key: key, dateMillis: dateMillis)
            }
            same = step
        }
        return same
    }

    /// The smallest whole millisecond in `(same, changed]` whose key differs from `key`, or
    /// `changed` itself when no whole millisecond lies between.
    private func firstChange(after same: Double, atOrBefore changed: Double, key: ResultKey, dateMillis: Double)
        throws(LocalizationError) -> Double
    {
        // A whole-millisecond step is the change itself unless a daylight-saving change lay on
        // the way: one look at the millisecond before spares the halving (some 25 looks).
        if changed == changed.rounded(.down), changed - 1 > same,
            try resultKey(dateMillis: dateMillis, nowMillis: changed - 1) == key
        {
            return changed
        }
        var low = same
        var high = changed
        while high - low > 1 {
            let middle = ((low + high) / 2).rounded(.down)
            guard middle > low && middle < high else { break }
            if try resultKey(dateMillis: dateMillis, nowMillis: middle) == key {
                low = middle
            } else {
                high = middle
            }
        }
        return high
    }

    /// An instant after `instant` no later than the next one at which the key can change, or `nil`
    /// when the key never changes.
    private func nextPossibleChange(after instant: Double, key: ResultKey, dateMillis: Double)
        throws(LocalizationError) -> Double?
    {
        let local = try calendar.fields(millis: instant)
        let offset = Double(local.utcOffsetMillis)
        let nextMidnight = Double((local.localDay + 1) * Self.dayMillis) - offset
        let nextYear = Double(Self.daysFrom1970(toJanuaryFirstOf: local.year + 1) * Self.dayMillis) - offset
        switch key {
        case .bucket(let bucket):
            let thresholds = configuration.thresholds
            switch bucket {
            case .now:
                let end = dateMillis + max(0, thresholds.nowInterval) * 1000
                return end > instant ? end : unitBoundary(after: instant, dateMillis: dateMillis, unit: 60_000)
            case .minutes: return unitBoundary(after: instant, dateMillis: dateMillis, unit: 60_000)
            case .hours: return min(unitBoundary(after: instant, dateMillis: dateMillis, unit: 3_600_000), nextMidnight)
            case .days, .weeks: return nextMidnight
            case .date(let sameYear): return sameYear ? nextYear : nil
            }
        case .day(let sameYear, _):
            return sameYear ? nextYear : nil
        case .dated(let form, _):
            // A future date is taken as now, whose minute the phrase shows until the date comes.
            let nextMinute = Double((Int64(((instant + offset) / 60_000).rounded(.down)) + 1) * 60_000) - offset
            let untilDate = dateMillis > instant ? nextMinute : Double.infinity
            switch form {
            case .nearDay, .weekday: return min(untilDate, nextMidnight)
            case .calendarDate(sameYear: true): return min(untilDate, nextYear)
            case .calendarDate(sameYear: false), .absolute:
                return untilDate.isFinite ? untilDate : nil
            }
        }
    }

    /// The next instant after `instant` at which the count of `unit` since the date, rounded as
    /// the thresholds round, grows by one.
    private func unitBoundary(after instant: Double, dateMillis: Double, unit: Double) -> Double {
        let units = (instant - dateMillis) / unit
        switch configuration.thresholds.rounding {
        case .down: return dateMillis + (units.rounded(.down) + 1) * unit
        case .nearest: return dateMillis + ((units + 0.5).rounded(.down) + 0.5) * unit
        }
    }

    private static let dayMillis: Int64 = 86_400_000

    /// Days from 1970-01-01 to January 1 of a proleptic Gregorian year (Howard Hinnant's
    /// days-from-civil, as ``CalendarHandle`` computes the inverse).
    static func daysFrom1970(toJanuaryFirstOf year: Int64) -> Int64 {
        // January is month 11 of the year before in the algorithm's March-based years.
        let shifted = year - 1
        let era = (shifted >= 0 ? shifted : shifted - 399) / 400
        let yearOfEra = shifted - era * 400
        let dayOfYear: Int64 = 306  // March 1 to January 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}
