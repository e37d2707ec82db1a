import RefreshLocalization
import RefreshSupport

/// The locale request of `--locale`, or of the environment (English when none is set).
package func parseRequest(_ locale: String?, environment: [String: String]) throws(LocalizationError) -> LocaleRequest {
    if let locale { return try LocaleRequest.parse(locale) }
    return LocaleRequest.fromEnvironment(environment) ?? LocaleRequest([.english])
}

/// The zone for dates: `--time-zone` when given (an unknown one is a usage error, when the
/// formatter is made), else `TZ` read as the C library does (see `TimeZoneSetting`), else UTC.
/// An unknown zone in `TZ` is a warning and UTC: the environment is not the command line, and a
/// date in UTC is better than no preview.
package func timeZoneSetting(_ option: String?, environment: [String: String]) -> String {
    if let option { return option }
    guard let value = environment["TZ"] else { return "UTC" }
    do {
        return try TimeZoneSetting.zone(fromTZ: value)
    } catch {
        Output.warning(
            "the time zone '\(ControlCharacters.escaped(value))' from TZ is unknown; using UTC (set TZ to an IANA zone such as Europe/Berlin, or use --time-zone)"
        )
        return "UTC"
    }
}
