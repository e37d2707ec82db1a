/// IANA's current names for the zones ICU 72 calls by an older one. ICU's canonical zone ids are
/// CLDR's, which keep the first name a zone had (`Asia/Calcutta`, `Europe/Kiev`, `Etc/UTC`), while
/// IANA, and the people reading a service's output, use the new one (`Asia/Kolkata`,
/// `Europe/Kyiv`, `UTC`). ICU 74 answers this itself (`ucal_getIanaTimeZoneID`); ICU 72 does not.
///
/// Only renames: zones IANA merged into another (`Europe/Amsterdam` is a link to
/// `Europe/Brussels` in tzdata) keep their own name, which is the one their readers know.
enum IANAZoneNames {
    /// CLDR's canonical id to IANA's name, for the ids that differ.
    static let renamed: [String: String] = [
        "Africa/Asmera": "Africa/Asmara",
        "America/Buenos_Aires": "America/Argentina/Buenos_Aires",
        "America/Catamarca": "America/Argentina/Catamarca",
        "America/Cordoba": "America/Argentina/Cordoba",
        "America/Godthab": "America/Nuuk",
        "America/Indianapolis": "America/Indiana/Indianapolis",
        "America/Jujuy": "America/Argentina/Jujuy",
        "America/Louisville": "America/Kentucky/Louisville",
        "America/Mendoza": "America/Argentina/Mendoza",
        "Asia/Calcutta": "Asia/Kolkata",
        "Asia/Katmandu": "Asia/Kathmandu",
        "Asia/Rangoon": "Asia/Yangon",
        "Asia/Saigon": "Asia/Ho_Chi_Minh",
        "Atlantic/Faeroe": "Atlantic/Faroe",
        "Etc/UTC": "UTC",
        "Europe/Kiev": "Europe/Kyiv",
        "Pacific/Enderbury": "Pacific/Kanton",
        "Pacific/Ponape": "Pacific/Pohnpei",
        "Pacific/Truk": "Pacific/Chuuk",
    ]

    /// IANA's name for a zone ICU calls `canonicalID`.
    static func name(forCanonicalID canonicalID: String) -> String { renamed[canonicalID] ?? canonicalID }
}
