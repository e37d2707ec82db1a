import Foundation
import RefreshLocalization

extension RefreshController {
    /// The user's languages, most preferred first: the system's preferred languages on Apple
    /// platforms; elsewhere `LANGUAGE`, then `LC_ALL`, `LC_MESSAGES` or `LANG`, as gettext reads
    /// them; English when none is set.
    public nonisolated static func preferredLanguages(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> [String] {
        #if canImport(Darwin)
            return Locale.preferredLanguages
        #else
            let request = LocaleRequest.fromEnvironment(environment) ?? LocaleRequest([.english])
            return request.preferences.map(\.languageTag)
        #endif
    }

    /// The device's time zone as an IANA id: `TZ` when it is set and known, else the system's
    /// (`/etc/localtime` on Linux), else UTC.
    public nonisolated static func deviceTimeZone(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> String {
        #if canImport(Darwin)
            return TimeZone.current.identifier
        #else
            if let value = environment["TZ"], let zone = try? TimeZoneSetting.zone(fromTZ: value) { return zone }
            return (try? TimeZoneSetting.zone(fromTZ: "/etc/localtime")) ?? "UTC"
        #endif
    }
}
