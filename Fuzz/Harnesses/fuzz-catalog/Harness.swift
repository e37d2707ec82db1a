import RefreshLocalization

/// `.strings` bytes in, a catalog or a located error out; the first few values of a catalog are
/// also compiled and formatted by ICU, as a catalog from a stranger would be.
func fuzzOne(_ bytes: UnsafeBufferPointer<UInt8>) -> Int32 {
    let catalog: Catalog
    do {
        catalog = try Catalog(locale: .english, bytes: Array(bytes), file: "fuzz.strings")
    } catch {
        _ = error.description
        return 0
    }
    for key in catalog.keys.prefix(4) {
        guard let pattern = catalog[key],
            let formatter = try? MessageFormatter(pattern: pattern, locale: .english)
        else { continue }
        var values: [String: MessageArgument] = [:]
        for name in formatter.argumentNames { values[name] = .number(3) }
        _ = try? formatter.format(values)
    }
    return 0
}
