import RefreshCore
import RefreshStyle
import RefreshTerminal
import RefreshText

extension Benchmarks {
    /// `text-width`: a status line and a last-updated line measured by ShapedTextMeasurer as a
    /// host measures them every frame (remembered widths), the same texts shaped anew each time
    /// (texts it has not measured before), and CellTextMeasurer on the same lines.
    func textWidth() throws -> [BenchResult] {
        progress("text-width: ShapedTextMeasurer remembered and shaped, CellTextMeasurer")
        let measurer = try ShapedTextMeasurer()
        let cells = CellTextMeasurer()
        let status = FontSpec(size: 13, bold: true)
        let detail = FontSpec(size: 12)
        let lines = ("Zum Aktualisieren nach unten ziehen", "Zuletzt aktualisiert: vor 5 Minuten")
        let times = 1_000
        var fresh = 0
        var total = 0.0
        let measured = interleave(
            rounds: options.rounds(31),
            [
                Contestant(name: "remembered", operations: times * 2) {
                    for _ in 0..<times {
                        total += measurer.width(of: lines.0, font: status) + measurer.width(of: lines.1, font: detail)
                    }
                },
                Contestant(name: "shaped", operations: 100 * 2) {
                    // Texts not measured before: the same lines with a number no run has used.
                    for _ in 0..<100 {
                        fresh += 1
                        total += measurer.width(of: "\(lines.0) \(fresh)", font: status)
                        total += measurer.width(of: "\(lines.1) \(fresh)", font: detail)
                    }
                },
                Contestant(name: "cells", operations: times * 2) {
                    for _ in 0..<times {
                        total += cells.width(of: lines.0, font: status) + cells.width(of: lines.1, font: detail)
                    }
                },
            ]
        )
        guard total > 0 else { throw BenchError("text-width measured nothing") }
        let remembered = measured.median(of: "remembered")
        let lineTexts = "'\(lines.0)' (13 pt bold) and '\(lines.1)' (12 pt)"
        return [
            BenchResult(
                name: "text-width",
                median: remembered,
                unit: "ns",
                peers: ["shaped": measured.median(of: "shaped"), "cells": measured.median(of: "cells")],
                target: "two lines a frame well inside preview-frame's 100 µs",
                met: 2 * remembered < 5_000,
                measures: "ns per ShapedTextMeasurer.width(of:font:) of \(lineTexts), as a host measures them "
                    + "every frame (widths remembered); peers: the same lines with a new number each call (shaped "
                    + "by HarfBuzz: fonts chosen, runs shaped, the width remembered) and CellTextMeasurer"
            )
        ]
    }
}
