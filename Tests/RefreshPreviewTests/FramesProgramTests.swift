import Foundation
import RefreshImage
import RefreshSkins
import RefreshTestSupport
import Testing

/// The frame-sequence skin `pulse` run as a person would: lint, still frames at several pulls,
/// an animated SVG, and a copy with a mistake.
@Suite struct FramesProgramTests {
    @Test("pulse lints clean, and its still frames differ with the pull")
    func lintsAndFollowsThePull() throws {
        let lint = try Program.run(["lint", "Resources/Skins/pulse/pulse.xml"])
        #expect(lint.status == 0 && lint.stderr.isEmpty, "\(lint)")
        #expect(lint.stdoutLines == ["1 file checked: 0 errors, 0 warnings"], "\(lint)")
        var pictures: Set<String> = []
        // A short pull shows only part of the header; the frame drawn changes with it.
        for progress in ["0.3", "0.6", "0.95"] {
            let run = try Program.run(["--skin", "pulse", "--state", "idle", "--progress", progress, "--no-store"])
            #expect(run.status == 0 && run.stderr.isEmpty, "\(run)")
            pictures.insert(run.stdout)
        }
        #expect(pictures.count == 3, "three pulls, three pictures")
    }

    @Test("--svg --animate plays pulse's frames: many different images, embedded once each")
    func animatedSVG() throws {
        let folder = try TemporaryFolder()
        let file = folder.path + "/pulse.svg"
        let run = try Program.run(["--skin", "pulse", "--svg", file, "--animate", "--no-store"])
        #expect(run.status == 0, "\(run)")
        let document = try String(contentsOfFile: file, encoding: .utf8)
        let images = document.components(separatedBy: "<image id=\"image").count - 1
        #expect(images > 20, "\(images) different frames embedded")
        #expect(document.contains("@keyframes") && !document.contains("<script"))
    }

    @Test("A copy of pulse with a sprite that does not divide fails lint at the sprite, and nothing is shown")
    func brokenCopy() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.copyItem(atPath: Program.root + "/Resources/Skins/pulse", toPath: folder.path + "/p")
        let descriptor = folder.path + "/p/pulse.xml"
        let text = try String(contentsOfFile: descriptor, encoding: .utf8)
        let broken = text.replacingOccurrences(
            of: #"<frames states="idle pulling" bind="progress" sprite="pull.png" count="24"/>"#,
            with: #"<frames states="idle pulling" bind="progress" sprite="pull.png" count="25"/>"#
        )
        #expect(broken != text)
        try Data(broken.utf8).write(to: URL(fileURLWithPath: descriptor))
        let lint = try Program.run(["lint", descriptor])
        #expect(lint.status == 1, "\(lint)")
        #expect(
            lint.stderrLines.contains {
                $0.hasPrefix("\(descriptor):13:") && $0.contains("error: the sprite 'pull.png' is 720 pixels wide")
            },
            "\(lint)"
        )
        let preview = try Program.run(["--skin-file", descriptor, "--state", "loading", "--no-store"])
        #expect(preview.status != 0, "\(preview)")
    }

    /// A folder holding `skin.xml` whose parts show `header` and `footer` states, each from a
    /// `<frames>` of 4 frames of 1024x512 (a 4096x512 strip and its 8192x1024 2x, each within the
    /// limits of one `<frames>`): (the folder, the descriptor, its text).
    static func largeFramesSkin(header: [String], footer: [String]) throws -> (TemporaryFolder, String, String) {
        let folder = try TemporaryFolder()
        func strip(_ width: Int, _ height: Int) throws -> Data {
            Data(
                try PNGImageEncoder.encode(
                    width: width,
                    height: height,
                    pixels: [UInt8](repeating: 90, count: width * height * 4)
                ).get()
            )
        }
        let (oneX, twoX) = (try strip(4096, 512), try strip(8192, 1024))
        var number = 0
        func part(_ edge: String, _ states: [String]) throws -> String {
            guard !states.isEmpty else { return "" }
            var frames = ""
            for state in states {
                try oneX.write(to: URL(fileURLWithPath: folder.path + "/s\(number).png"))
                try twoX.write(to: URL(fileURLWithPath: folder.path + "/s\(number)@2x.png"))
                frames += #"<frames states="\#(state)" sprite="s\#(number).png" count="4"/>"#
                number += 1
            }
            return #"<\#(edge) style="frames">\#(frames)</\#(edge)>"#
        }
        let text =
            #"<skin id="big" name="Big" format="1">"# + (try part("header", header))
            + (try part("footer", footer)) + "</skin>"
        let descriptor = folder.path + "/skin.xml"
        try Data(text.utf8).write(to: URL(fileURLWithPath: descriptor))
        return (folder, descriptor, text)
    }

    /// The preview run with its address space capped at 320 MB (about twice what it needs for a
    /// skin at the frame budget; the skin below once took 677 MB).
    static let memoryCap = ["/usr/bin/prlimit", "--as=320000000"]

    @Test("A skin whose frames pass the whole-skin pixel budget is refused at the <frames> that passes it")
    func frameBudget() throws {
        // Seven <frames> per edge, each at the limit of one <frames>: 41 KB of files that once
        // decoded to 677 MB for one still frame.
        let (folder, descriptor, text) = try Self.largeFramesSkin(
            header: ["idle", "pulling", "loading", "finished", "secondLevel"],
            footer: ["idle", "pulling", "loading", "finished", "noMoreData", "failed"]
        )
        defer { withExtendedLifetime(folder) {} }
        let third = try #require(text.range(of: #"sprite="s2.png""#))
        let column = text.distance(from: text.startIndex, to: third.lowerBound) + 1
        let message =
            "error: with these 4 frames of 1024x512 pixels the skin's frames hold 6291456 pixels; at most 4194304 "
            + "are allowed in all the <frames> of a skin, header and footer together (the 2x frames may hold four "
            + "times as many): use fewer or smaller frames"
        let lint = try Program.run(["lint", descriptor], prefix: Self.memoryCap)
        #expect(lint.status == 1, "\(lint)")
        #expect(lint.stderrLines.first == "\(descriptor):1:\(column): \(message)", "\(lint)")
        #expect(lint.stderrLines.count == 9 && !lint.stderr.contains("memory"), "\(lint)")
        let preview = try Program.run(
            ["--skin-file", descriptor, "--state", "loading", "--no-store"],
            prefix: Self.memoryCap
        )
        #expect(preview.status == 1, "\(preview)")
        #expect(preview.stderrLines.first == "\(descriptor):1:\(column): \(message)", "\(preview)")
    }

    @Test("A skin at the frame budget lints without an error and draws its still frames within a memory cap")
    func atTheFrameBudget() throws {
        let (folder, descriptor, _) = try Self.largeFramesSkin(header: ["idle", "loading"], footer: [])
        defer { withExtendedLifetime(folder) {} }
        let lint = try Program.run(["lint", descriptor], prefix: Self.memoryCap)
        // Its pale test pattern is under 3:1 (a warning); nothing is an error.
        #expect(lint.status == 0 && !lint.stderr.contains("error:"), "\(lint)")
        for state in ["idle", "loading"] {
            let run = try Program.run(
                ["--skin-file", descriptor, "--state", state, "--no-store"],
                prefix: Self.memoryCap
            )
            #expect(run.status == 0 && run.stderr.isEmpty, "\(state): \(run)")
        }
    }
}
