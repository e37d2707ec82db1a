import Foundation
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
                $0.hasPrefix("\(descriptor):12:") && $0.contains("error: the sprite 'pull.png' is 720 pixels wide")
            },
            "\(lint)"
        )
        let preview = try Program.run(["--skin-file", descriptor, "--state", "loading", "--no-store"])
        #expect(preview.status != 0, "\(preview)")
    }
}
