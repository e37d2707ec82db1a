import Foundation
import RefreshCore
import RefreshLocalization
import Testing

/// The findings of the catalog reviews (issues 15 and 28), each pinned to its exact text as ICU
/// formats it, so that a regression in any of these strings fails here.
@Suite struct CatalogWordingTests {
    struct Case: Sendable, CustomStringConvertible {
        let locale: String
        let key: MessageKey
        let count: Int64?
        let text: String
        init(_ locale: String, _ key: MessageKey, _ count: Int64? = nil, _ text: String) {
            self.locale = locale
            self.key = key
            self.count = count
            self.text = text
        }
        var description: String { "\(locale) \(key.rawValue)\(count.map { " \($0)" } ?? "")" }
    }

    @Test(arguments: [
        // Screen-reader errors: "loaded # more", not "re-loaded" (zh), and =0 is not a failure (vi).
        // "Loaded # more" is "additionally loaded", not "loaded again" (又) (issue 28).
        Case("zh-Hans", .a11yLoadedMore, 3, "已额外加载3条内容"),
        Case("zh-Hans", .a11yLoadedMore, 0, "没有加载更多内容"),
        Case("zh-Hant", .a11yLoadedMore, 3, "已額外載入 3 個項目"),
        Case("zh-HK", .a11yLoadedMore, 3, "已額外載入 3 個項目"),
        Case("zh-Hant", .a11yLoadedMore, 0, "沒有載入更多項目"),
        Case("vi", .a11yLoadedMore, 0, "Không có mục mới nào"),
        Case("vi", .a11yLoadedMore, 3, "Đã tải thêm 3 mục"),
        // Wording (issue 28): no space between a number and its classifier in zh-Hans; "more"
        // before the number in ur; "new: # items" in ja; "press" (اضغط), not "click" (انقر), in
        // ar; "let go" (босатыңыз), not "send" (жіберіңіз), in kk; fil as said.
        Case("zh-Hans", .headerFinished, 3, "3条新内容"),
        Case("zh-Hans", .a11yRefreshed, 3, "已刷新，3条新内容"),
        Case("ur", .a11yLoadedMore, 1, "مزید 1 آئٹم لوڈ ہوا"),
        Case("ur", .a11yLoadedMore, 3, "مزید 3 آئٹمز لوڈ ہوئے"),
        Case("ja", .headerFinished, 3, "新着 3 件"),
        Case("ar", .footerIdle, nil, "اسحب للأعلى أو اضغط لتحميل المزيد"),
        Case("ar", .footerFailed, nil, "تعذّر تحميل المزيد. اضغط لإعادة المحاولة"),
        Case("kk", .headerRelease, nil, "Жаңарту үшін босатыңыз"),
        Case("kk", .footerRelease, nil, "Көбірек жүктеу үшін босатыңыз"),
        Case("fil", .headerNeverUpdated, nil, "Hindi pa kailanman na-update"),
        Case("fil", .footerFailed, nil, "Hindi ma-load ang iba pa. I-tap para subukang muli"),
        // Wording.
        Case("zh-Hans", .headerLoading, nil, "正在刷新…"),
        Case("ja", .headerPull, nil, "下に引いて更新"),
        Case("ja", .footerIdle, nil, "上に引くかタップしてさらに読み込む"),
        Case("ko", .headerRelease, nil, "놓으면 새로 고침"),
        Case("ko", .footerRelease, nil, "놓으면 더 불러오기"),
        Case("ru", .a11yLoadingMore, nil, "Загрузка следующих записей"),
        Case("uk", .a11yLoadingMore, nil, "Завантаження наступних записів"),
        Case("id", .a11yRefreshing, nil, "Sedang memuat ulang"),
        Case("de", .a11yNoMore, nil, "Keine weiteren Einträge vorhanden"),
        Case("hu", .headerNeverUpdated, nil, "Még nem frissült"),
        Case("cs", .footerIdle, nil, "Potažením nahoru nebo klepnutím načtete další"),
        Case("sk", .footerIdle, nil, "Potiahnutím nahor alebo ťuknutím načítate ďalšie"),
        Case("pt-BR", .a11yLoadedMore, 0, "Nenhum item adicional carregado"),
        Case("pt-BR", .a11yLoadedMore, 1, "1 item adicional carregado"),
        Case("pt-BR", .a11yLoadedMore, 3, "3 itens adicionais carregados"),
        Case("pt-BR", .a11yLoadedMore, 1_000_000, "1.000.000 de itens adicionais carregados"),
    ])
    func reviewedTextsReadAsReviewed(test: Case) throws {
        let strings = catalogs.strings(for: try LocaleIdentifier(test.locale))
        #expect(strings.locale.languageTag == test.locale)
        let arguments: [String: MessageArgument] = test.count.map { ["count": .integer($0)] } ?? [:]
        let text = try strings.text(test.key, arguments)
        #expect(text.text == test.text)
        #expect(!text.isFallback)
    }

    /// The replaced wordings are gone from every key, not just moved.
    @Test(arguments: [
        ("zh-Hans", "已再"), ("zh-Hant", "已再"), ("vi", "Không tải thêm được"), ("ja", "引き下げて"),
        ("ja", "引き上げるか"), ("ko", "놓아서"), ("ru", "других записей"), ("uk", "інших записів"),
        ("de", "zum Laden"), ("hu", "nem volt frissítve"), ("cs", "pro načtení"), ("pt-BR", "a mais carregad"),
        ("zh-Hans", "又"), ("zh-Hant", "又"), ("zh-HK", "又"), ("zh-Hans", "# 条"), ("ar", "انقر"),
        ("kk", "жіберіңіз"), ("ja", "件の新しい項目"), ("fil", "kahit kailan"), ("fil", "makapag-load"),
    ])
    func replacedWordingsAreGone(locale: String, fragment: String) throws {
        let catalog = try #require(catalogs.catalog(for: LocaleIdentifier(locale)))
        for key in catalog.keys {
            #expect(catalog[key]?.contains(fragment) == false, "\(locale) \(key) still says '\(fragment)'")
        }
    }
}
