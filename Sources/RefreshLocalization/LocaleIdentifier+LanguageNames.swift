internal import CICUShim

extension LocaleIdentifier {
    /// The ISO 639 language codes ICU knows (`uloc_getISOLanguages`), in ICU's order.
    package static var isoLanguageCodes: [String] {
        var codes: [String] = []
        var next = rk_icu_iso_languages()
        while let entry = next?.pointee {
            codes.append(String(cString: entry))
            next = next?.successor()
        }
        return codes
    }

    /// The name of this locale's language in the language of `display` ("German" in English,
    /// "Deutsch" in German), from `uloc_getDisplayLanguage`; `nil` when ICU has no name for it.
    package func languageName(in display: LocaleIdentifier) -> String? {
        let (name, status) = ICU.utf16 { buffer, capacity, status in
            rk_icu_display_language(icuIdentifier, display.icuIdentifier, buffer, capacity, &status)
        }
        return ICU.failed(status) || name.isEmpty ? nil : name
    }
}
