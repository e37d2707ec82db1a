import Foundation

// FeedApp: plays every scenario on the feed screen at 60 and 120 frames a second.
//   FeedApp            prints every frame that changes
//   FeedApp --check    compares them with Goldens/, exit 1 on a difference
//   FeedApp --record   writes Goldens/ anew
let arguments = CommandLine.arguments.dropFirst()
let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Goldens")
    .standardizedFileURL
var differences = 0
for scenario in Scenario.all {
    for hz in [60, 120] {
        let lines = try await Player(scenario: scenario, hz: hz).play()
        let text = lines.joined(separator: "\n") + "\n"
        let file = goldens.appendingPathComponent("\(scenario.name).\(hz)hz.txt")
        if arguments.contains("--record") {
            try text.write(to: file, atomically: true, encoding: .utf8)
        } else if arguments.contains("--check") {
            let expected = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
            guard expected != text else { continue }
            differences += 1
            let want = expected.split(separator: "\n", omittingEmptySubsequences: false)
            let got = text.split(separator: "\n", omittingEmptySubsequences: false)
            let index = (0..<min(want.count, got.count)).first { want[$0] != got[$0] } ?? min(want.count, got.count)
            print("\(scenario.name) at \(hz) Hz differs from \(file.lastPathComponent), line \(index + 1):")
            print("  expected: \(index < want.count ? String(want[index]) : "(end)")")
            print("  got:      \(index < got.count ? String(got[index]) : "(end)")")
        } else {
            print("== \(scenario.name) at \(hz) Hz")
            print(text, terminator: "")
        }
    }
}
if arguments.contains("--check") {
    print(differences == 0 ? "all scenarios match their goldens" : "\(differences) scenarios differ")
    exit(differences == 0 ? 0 : 1)
}
