import Foundation
import Testing

/// The languages work of issue 15, through the built program: new catalogs chosen by negotiation,
/// dates inside a sentence, `LANGUAGE`, and numbering systems.
@Suite struct LanguageProgramTests {
    @Test(arguments: [
        ("ur-PK", "ریفریش کرنے کے لیے نیچے کھینچیں"),
        ("sr-Latn-RS", "Povucite nadole da biste osvežili"),
        ("sr_RS@latin", "Povucite nadole da biste osvežili"),
        ("mr-IN", "रिफ्रेश करण्यासाठी खाली ओढा"),
        ("te-IN", "రిఫ్రెష్ చేయడానికి కిందికి లాగండి"),
        ("gu-IN", "રિફ્રેશ કરવા માટે નીચે ખેંચો"),
        ("kn-IN", "ರಿಫ್ರೆಶ್ ಮಾಡಲು ಕೆಳಗೆ ಎಳೆಯಿರಿ"),
        ("ml-IN", "പുതുക്കാൻ താഴേക്ക് വലിക്കുക"),
        ("pa-Guru", "ਰਿਫ੍ਰੈਸ਼ ਕਰਨ ਲਈ ਹੇਠਾਂ ਖਿੱਚੋ"),
        ("sw-KE", "Vuta chini ili kuonyesha upya"),
        ("fil-PH", "Hilahin pababa para i-refresh"),
        ("zh-HK", "下拉以重新載入"),
        ("kk-KZ", "Жаңарту үшін төмен тартыңыз"),
        ("uz-Latn", "Yangilash uchun pastga torting"),
        ("az-Latn", "Yeniləmək üçün aşağı çəkin"),
    ])
    func newCatalogsAreChosenWithoutAWarning(locale: String, expected: String) throws {
        let run = try Program.run(["text", "--locale", locale, "header.pull"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout == expected + "\n")
        #expect(run.stderr.isEmpty, "\(run)")
    }

    @Test(
        "Right-to-left labels go to a pipe in logical order, and in visual order with --visual-order",
        arguments: [("ar", "أفلِت للتحديث", "لم يتم التحديث مطلقًا"), ("he", "שחררו לרענון", "לא עודכן מעולם")]
    )
    func rightToLeftOrderInAPipe(locale: String, status: String, detail: String) throws {
        let options = [
            "--state", "pulling", "--locale", locale, "--color", "never", "--no-store", "--last-updated", "never",
        ]
        let logical = try Program.run(options)
        #expect(logical.status == 0, "\(logical)")
        #expect(logical.stdout.contains(status) && logical.stdout.contains(detail), "\(logical)")
        let visual = try Program.run(options + ["--visual-order"])
        #expect(visual.status == 0, "\(visual)")
        #expect(!visual.stdout.contains(status), "\(visual)")
        // ICU's visual order of a single right-to-left run: its scalars backwards.
        let reversed = String(String.UnicodeScalarView(status.unicodeScalars.reversed()))
        #expect(visual.stdout.contains(reversed), "\(visual)")
        // The picture is the same apart from the order of the letters.
        #expect(logical.stdout.split(separator: "\n").map(\.count) == visual.stdout.split(separator: "\n").map(\.count))
    }

    @Test func aDatePhraseInsideTheLabelIsLowercaseAndAloneItIsNot() throws {
        // 25 hours before noon is yesterday; before 01:00 it would be the day before, so the
        // moment and the zone are fixed rather than read from the clock.
        let moment = ["--ago", "90000", "--now", "2026-11-29T12:00:00Z", "--time-zone", "UTC"]
        let label = try Program.run(["last-updated", "--locale", "vi"] + moment)
        #expect(label.stdout == "Cập nhật lần cuối: hôm qua\n", "\(label)")
        let phrase = try Program.run(["last-updated", "--locale", "vi", "--phrase"] + moment)
        #expect(phrase.stdout == "Hôm qua\n", "\(phrase)")
        let german = try Program.run(["last-updated", "--locale", "de"] + moment)
        #expect(german.stdout == "Zuletzt aktualisiert: gestern\n", "\(german)")
    }

    @Test(arguments: [
        (["LANGUAGE": "de:en", "LANG": "fr_FR.UTF-8"], "Zum Aktualisieren nach unten ziehen"),
        (["LANGUAGE": "de:en", "LANG": "C.UTF-8"], "Zum Aktualisieren nach unten ziehen"),
        (["LANGUAGE": "de:en", "LANG": "C"], "Pull down to refresh"),
        (["LANGUAGE": "de", "LC_ALL": "POSIX", "LANG": "fr_FR.UTF-8"], "Pull down to refresh"),
        (["LANGUAGE": "", "LANG": "fr_FR.UTF-8"], "Tirez vers le bas pour actualiser"),
    ])
    func languageComesBeforeTheLocaleUnlessItIsC(environment: [String: String], expected: String) throws {
        let run = try Program.run(["text", "header.pull"], environment: environment)
        #expect(run.stdout == expected + "\n", "\(run)")
        #expect(run.stderr.isEmpty, "\(run)")
    }

    @Test func aMalformedLanguageEntryIsSkippedWithAWarning() throws {
        let run = try Program.run(
            ["text", "header.pull"],
            environment: ["LANGUAGE": "xx\u{1B}!:ja", "LANG": "fr_FR.UTF-8"]
        )
        #expect(run.stdout == "下に引いて更新\n", "\(run)")
        #expect(run.stderr.contains("LANGUAGE entry 'xx\\u{1B}!' is not a locale; skipped"), "\(run)")
        #expect(!run.stderr.contains("\u{1B}"))
    }

    @Test(arguments: [
        ("ar", "١٢ عنصرًا جديدًا", "آخر تحديث: قبل ٥ ساعات"),
        ("ar-u-nu-latn", "12 عنصرًا جديدًا", "آخر تحديث: قبل 5 ساعات"),
        ("hi-u-nu-deva", "१२ नए आइटम", "पिछला अपडेट: ५ घंटे पहले"),
        ("th-u-nu-thai", "๑๒ รายการใหม่", "อัปเดตล่าสุด: ๕ ชั่วโมงที่ผ่านมา"),
    ])
    func theNumberingSystemSetsTheDigits(locale: String, count: String, label: String) throws {
        let text = try Program.run(["text", "--locale", locale, "header.finished", "count=12"])
        #expect(text.stdout == count + "\n", "\(text)")
        let date = try Program.run(["last-updated", "--locale", locale, "--ago", "18000"])
        #expect(date.stdout == label + "\n", "\(date)")
    }
}
