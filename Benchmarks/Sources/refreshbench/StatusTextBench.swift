import CBenchICU
import Foundation
import RefreshCore
import RefreshLocalization

/// "3 new items" (`header.finished`, a plural) in the five locales, counts 0...23.
struct StatusTextWorkload {
    static let operations = 2_400
    let strings: [RefreshStrings]
    let counts: [Int64]

    init() throws {
        let catalogs = try CatalogSet.builtIn
        strings = try LastUpdatedWorkload.localeTags.map { try catalogs.strings(for: LocaleIdentifier($0)) }
        counts = (0..<Int64(Self.operations)).map { $0 % 24 }
    }

    func runOurs() {
        for (index, count) in counts.enumerated() {
            do {
                blackHole(try strings[index % strings.count].text(.headerFinished, "count", .integer(count)).text)
            } catch {
                recordLoopFailure(error, in: "status-text")
            }
        }
    }
}

/// The floor: the same catalog pattern compiled once per locale with ICU's MessageFormat, then a
/// straight `format` call with the named argument `count` into a reused buffer.
final class RawMessageFormat: @unchecked Sendable {  // one instance per thread: the buffer is its own
    private var formatters: [OpaquePointer] = []
    private var buffer = [UInt16](repeating: 0, count: 256)
    private let name = Array("count".utf16)

    init(_ workload: StatusTextWorkload) throws {
        for strings in workload.strings {
            guard let pattern = strings.catalogs.catalog(for: strings.locale)?[MessageKey.headerFinished.rawValue]
            else {
                throw BenchError("no header.finished in \(strings.locale)")
            }
            let units = Array(pattern.utf16)
            var status: Int32 = 0
            let locale = strings.locale.icuIdentifier
            guard let handle = rk_bench_msgfmt_open(locale, units, Int32(units.count), &status) else {
                throw BenchError("umsg_open failed for \(strings.locale)")
            }
            formatters.append(handle)
        }
    }

    deinit { formatters.forEach(rk_bench_msgfmt_close) }

    func run(_ workload: StatusTextWorkload) {
        let formatters = self.formatters
        for (index, count) in workload.counts.enumerated() {
            var status: Int32 = 0
            let length = buffer.withUnsafeMutableBufferPointer { out in
                rk_bench_msgfmt_format_int64(
                    formatters[index % formatters.count],
                    name,
                    Int32(name.count),
                    count,
                    out.baseAddress,
                    Int32(out.count),
                    &status
                )
            }
            blackHole(length)
        }
    }
}
