import RefreshFoundation

/// Reads the ISO 8601 dates that `refreshpreview last-updated` takes (`--date`, `--now` and the
/// batch's `date` and `now` fields): RFC 3339's internet date-time, `2026-11-29T14:03:00Z`, with
/// optional fractional seconds (`14:03:00.250Z`) and a zone that is `Z` or an offset (`+01:00`).
///
/// Every field is checked against its range: the month 01–12, the day within its month
/// (February has 29 days in leap years), the hour 00–23, minutes and seconds 00–59, an offset's
/// hours 00–23 and minutes 00–59. Foundation's `ISO8601DateFormatter` rolls an impossible date
/// over instead (`2026-02-30` becomes March 2, an offset of `+25:00` a day earlier), which
/// would label a moment nobody wrote.
package enum InternetDateTime {
    /// Why a text is not an internet date-time: a phrase to put after the text in a message.
    package struct Problem: Error, Sendable, Equatable {
        /// What is wrong, such as "February 2026 has 28 days".
        package let reason: String
    }

    private static let monthNames = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
        "November", "December",
    ]

    /// The instant `text` names.
    ///
    /// - Throws: ``Problem`` saying which part is malformed or which field is out of its range.
    package static func date(from text: String) throws(Problem) -> Date {
        var reader = Reader(bytes: Array(text.utf8))
        let shape = Problem(
            reason: "write it as YYYY-MM-DDTHH:MM:SS, with Z or an offset such as +01:00 at the end"
        )
        guard let year = reader.digits(4), reader.take("-"), let month = reader.digits(2), reader.take("-"),
            let day = reader.digits(2), reader.take("T") || reader.take("t"), let hour = reader.digits(2),
            reader.take(":"), let minute = reader.digits(2), reader.take(":"), let second = reader.digits(2)
        else { throw shape }
        var fraction = 0.0
        if reader.take(".") {
            var scale = 0.1
            var count = 0
            while let digit = reader.digit() {
                fraction += Double(digit) * scale
                scale /= 10
                count += 1
            }
            guard count > 0 else { throw shape }
        }
        var offsetMinutes = 0
        if !reader.take("Z") && !reader.take("z") {
            guard let sign = reader.sign(), let hours = reader.digits(2), reader.take(":"),
                let minutes = reader.digits(2)
            else { throw shape }
            guard hours <= 23 else { throw Problem(reason: "an offset's hours are 00 to 23, not \(hours)") }
            guard minutes <= 59 else { throw Problem(reason: "an offset's minutes are 00 to 59, not \(minutes)") }
            offsetMinutes = sign * (hours * 60 + minutes)
        }
        guard reader.atEnd else { throw shape }
        guard (1...12).contains(month) else { throw Problem(reason: "the month is 01 to 12, not \(month)") }
        let monthLength = daysIn(month: month, year: year)
        guard (1...monthLength).contains(day) else {
            throw Problem(
                reason: "\(monthNames[month - 1]) \(year) has \(monthLength) days, so the day is 01 to "
                    + "\(monthLength), not \(day)"
            )
        }
        guard hour <= 23 else { throw Problem(reason: "the hour is 00 to 23, not \(hour)") }
        guard minute <= 59 else { throw Problem(reason: "the minutes are 00 to 59, not \(minute)") }
        guard second <= 59 else { throw Problem(reason: "the seconds are 00 to 59, not \(second)") }
        // Four-digit years keep every count far inside Int.
        let seconds = (daysSince1970(year: year, month: month, day: day) * 24 + hour) * 3600 + minute * 60 + second
        return Date(timeIntervalSince1970: Double(seconds - offsetMinutes * 60) + fraction)
    }

    private static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// Days from 1970-01-01 to a date of the proleptic Gregorian calendar (Howard Hinnant's
    /// days-from-civil).
    private static func daysSince1970(year: Int, month: Int, day: Int) -> Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// A cursor over the text's bytes.
    private struct Reader {
        let bytes: [UInt8]
        var index = 0

        var atEnd: Bool { index == bytes.count }

        mutating func take(_ character: Unicode.Scalar) -> Bool {
            guard index < bytes.count, bytes[index] == UInt8(ascii: character) else { return false }
            index += 1
            return true
        }

        mutating func digit() -> Int? {
            guard index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) else {
                return nil
            }
            defer { index += 1 }
            return Int(bytes[index] - UInt8(ascii: "0"))
        }

        /// Exactly `count` decimal digits as a number.
        mutating func digits(_ count: Int) -> Int? {
            var value = 0
            for _ in 0..<count {
                guard let digit = digit() else { return nil }
                value = value * 10 + digit
            }
            return value
        }

        /// `+` as 1, `-` as -1.
        mutating func sign() -> Int? {
            if take("+") { return 1 }
            if take("-") { return -1 }
            return nil
        }
    }
}
