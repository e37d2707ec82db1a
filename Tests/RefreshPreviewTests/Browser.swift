import Foundation
import RefreshImage
import RefreshSkins

/// Headless Chromium, run as a program: screenshots of pages and SVG files, and what the page
/// printed on its console.
enum Browser {
    /// Chromium's program, if installed (`scripts/install-dependencies` installs Debian's).
    static let path: String? = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    /// A screenshot, decoded, and the console lines the page printed.
    struct Shot {
        var width: Int
        var height: Int
        /// RGBA, row by row.
        var pixels: [UInt8]
        var consoleLines: [String]

        /// The pixel at (x, y) as (red, green, blue).
        func pixel(_ x: Int, _ y: Int) -> (Int, Int, Int) {
            let index = (y * width + x) * 4
            return (Int(pixels[index]), Int(pixels[index + 1]), Int(pixels[index + 2]))
        }

        /// How many pixels in rows `rows` are within `tolerance` of a colour in every channel.
        func count(_ colour: (Int, Int, Int), rows: Range<Int>, tolerance: Int = 3) -> Int {
            var count = 0
            for y in rows.clamped(to: 0..<height) {
                for x in 0..<width {
                    let (r, g, b) = pixel(x, y)
                    if abs(r - colour.0) <= tolerance && abs(g - colour.1) <= tolerance
                        && abs(b - colour.2) <= tolerance
                    {
                        count += 1
                    }
                }
            }
            return count
        }
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Opens `file` in headless Chromium at a window size, lets `virtualTime` milliseconds of
    /// page time pass (animations included), and takes a screenshot; `keep` also copies the PNG
    /// there.
    static func screenshot(
        of file: String,
        width: Int,
        height: Int,
        virtualTime: Int = 1000,
        keep: String? = nil
    ) throws -> Shot {
        let (data, log) = try run(
            ["--hide-scrollbars", "--window-size=\(width),\(height)", "--virtual-time-budget=\(virtualTime)"],
            page: file
        ) { folder in
            "--screenshot=\(folder.path)/shot.png"
        } result: { folder, _ in
            FileManager.default.contents(atPath: folder.path + "/shot.png")
        }
        if let keep { try data.write(to: URL(fileURLWithPath: keep)) }
        let image = try PNGImageDecoder.decode([UInt8](data), maxWidth: 8192, maxHeight: 16384).get()
        // Chromium prints the page's console messages as `…:CONSOLE(line)] "message", source: …`.
        let console = log.split(separator: "\n").map(String.init).filter { $0.contains(":CONSOLE") }
        return Shot(width: image.width, height: image.height, pixels: image.pixels, consoleLines: console)
    }

    /// Opens `file` in headless Chromium, runs its scripts, and returns the page's DOM as HTML
    /// (`--dump-dom`): what an inline script wrote into the page, such as the boxes it measured.
    /// `options` are added to Chromium's (`--force-prefers-reduced-motion`).
    static func dumpDOM(of file: String, options: [String] = []) throws -> String {
        try run(options, page: file) { _ in
            "--dump-dom"
        } result: { _, stdout in
            stdout.isEmpty ? nil : stdout
        }.0
    }

    /// Runs headless Chromium on `page` with `options` and the option `action` makes for a fresh
    /// folder, and returns what `result` reads from the folder and standard output, with the log
    /// (standard error, then standard output). Chromium is stopped after two minutes.
    private static func run<Result>(
        _ options: [String],
        page: String,
        action: (URL) -> String,
        result: (URL, String) -> Result?
    ) throws -> (Result, String) {
        guard let path else { throw Failure(description: "no Chromium") }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "refreshkit-browser-\(UUID().uuidString)"
        )
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments =
            [
                "--headless", "--no-sandbox", "--disable-gpu", "--force-device-scale-factor=1",
                "--user-data-dir=\(folder.path)/profile", "--enable-logging=stderr", "--v=0",
            ] + options + [action(folder), URL(fileURLWithPath: page).absoluteString]
        process.environment = ["HOME": folder.path, "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"]
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let out = Program.Collector(stdout.fileHandleForReading)
        let err = Program.Collector(stderr.fileHandleForReading)
        let watchdog = DispatchWorkItem { if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + 120, execute: watchdog)
        process.waitUntilExit()
        watchdog.cancel()
        let output = out.text()
        let log = err.text() + output
        guard process.terminationStatus == 0, let value = result(folder, output) else {
            throw Failure(description: "chromium exited \(process.terminationStatus) without its result:\n\(log)")
        }
        return (value, log)
    }
}
