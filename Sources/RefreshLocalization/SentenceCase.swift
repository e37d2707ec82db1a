internal import CICUShim

/// The case of a date phrase inside a sentence.
///
/// ICU's capitalization context only ever raises a first letter (for the start of a sentence,
/// where CLDR's context transforms say so); it never lowers one. A few locales store their
/// relative phrases capitalized, so ICU gives "Hôm qua" (Vietnamese "yesterday") even in the
/// middle-of-sentence context, and "Cập nhật lần cuối: Hôm qua" reads wrong. Among the locales of
/// ICU 72 this is Vietnamese (hôm qua, hôm nay, hôm kia), Filipino (araw bago ang kahapon),
/// Basque (duela 5 minutu) and about 60 African, Cherokee, Lakota and Siberian locales; none of
/// their relative phrases begins with a word that keeps its capital inside a sentence (all are
/// adverbs, prepositions or numbers), so lowering the first letter is right for all of them.
///
/// Only relative phrases are lowered: absolute dates can begin with a month or weekday name, whose
/// case ICU's context transforms already handle.
enum SentenceCase {
    /// `phrase` as it reads inside a sentence: its first character lowercased with the case rules
    /// of `localeID` (an ICU id) when that character is an uppercase or titlecase letter.
    static func middleOfSentence(_ phrase: String, localeID: String) -> String {
        guard let first = phrase.first, let scalar = first.unicodeScalars.first,
            scalar.properties.isUppercase || scalar.properties.generalCategory == .titlecaseLetter
        else { return phrase }
        let units = Array(String(first).utf16)
        let (lowered, status) = ICU.utf16 { rk_icu_to_lower(localeID, units, Int32(units.count), $0, $1, &$2) }
        guard !ICU.failed(status), !lowered.isEmpty else { return phrase }
        return lowered + phrase.dropFirst()
    }
}
