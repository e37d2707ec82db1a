import Foundation
import RefreshCore
import RefreshImage
import RefreshLocalization
import RefreshPresentation
import RefreshSVG
import RefreshSimulation
import RefreshSkins
import RefreshTestSupport
import Testing

/// Reduced motion (`<motion reduced>`, ``SkinPresenter/prefersReducedMotion``): what moves by
/// itself stands still, slows down or fades, in every kind; what the pull drives, the states,
/// the texts and the announcements stay as they are.
@Suite struct ReducedMotionTests {
    static let strings: RefreshStrings = {
        do {
            return try CatalogSet.builtIn.strings(for: LocaleIdentifier("en"))
        } catch {
            fatalError("the built-in catalogs: \(error)")
        }
    }()

    /// The built-in skin `id`, or one read from `xml` (with `files` beside it).
    static func skin(_ id: String, xml: String? = nil, files: [String: [UInt8]] = [:]) throws -> SkinDescriptor {
        guard let xml else { return try #require(SkinRegistry.builtIn.skin(id: id)) }
        let tree = MemorySkinFiles(files: files.merging(["own.xml": Array(xml.utf8)]) { $1 })
        let registry = SkinRegistry.load(
            builtIn: BuiltInSkins.filesOrProblem().files,
            packages: [tree],
            loader: SkinLoader()
        )
        #expect(registry.errors.isEmpty, "\(registry.errors)")
        return try #require(registry.skin(id: id))
    }

    static func player(_ skin: SkinDescriptor, reduced: Bool, edge: RefreshEdge = .header) throws -> PreviewPlayer {
        var presenter = try SkinPresenter(skin: skin, strings: strings, appearance: .light)
        presenter.prefersReducedMotion = reduced
        return PreviewPlayer(
            presenter: presenter,
            edge: edge,
            viewportHeight: 400,
            lastUpdated: nil,
            wallClock: Date(timeIntervalSince1970: 1_796_000_000)
        )
    }

    /// The indicator an edge in `state` shows `seconds` into it.
    static func indicator(
        _ player: PreviewPlayer,
        _ state: RefreshState,
        at seconds: Double,
        result: RefreshResult? = nil
    ) throws -> PresentedIndicator {
        var player = player
        player.finishResult = result ?? .success
        let simulator = try player.simulation(at: state)
        let model = player.renderModel(simulator, edge: player.edge)
        return try player.presenter.present(
            model,
            now: player.wallClock,
            arrowAngle: 0,
            time: 10 + seconds,
            secondsInState: seconds
        ).indicator
    }

    @Test("<motion reduced> is read per edge; static by default; an unknown value names the three")
    func grammar() throws {
        let xml = """
            <skin id="own" name="Own" format="1" extends="blue"><header><motion reduced="slow"/></header>\
            <footer><motion reduced="crossfade"/></footer></skin>
            """
        let own = try Self.skin("own", xml: xml)
        #expect(own.header.motion.reduced == .slow && own.footer.motion.reduced == .crossfade)
        #expect(try Self.skin("blue").header.motion.reduced == .static)
        let tree = MemorySkinFiles(files: [
            "own.xml": Array(
                #"<skin id="own" name="Own" format="1" extends="blue"><header><motion reduced="still"/></header></skin>"#
                    .utf8
            )
        ])
        let registry = SkinRegistry.load(
            builtIn: BuiltInSkins.filesOrProblem().files,
            packages: [tree],
            loader: SkinLoader()
        )
        let error = try #require(registry.errors.first)
        #expect(error.line == 1 && error.message.contains("'still'"), "\(error)")
        #expect(["static", "slow", "crossfade"].allSatisfy { error.message.contains($0) }, "\(error)")
    }

    @Test("static: the spinner stops turning but stays; without the preference it turns")
    func staticSpinner() throws {
        let blue = try Self.skin("blue")
        var full: Set<PresentedIndicator> = []
        var still: Set<PresentedIndicator> = []
        for seconds in stride(from: 0.0, to: 1, by: 0.1) {
            full.insert(try Self.indicator(try Self.player(blue, reduced: false), .loading, at: seconds))
            still.insert(try Self.indicator(try Self.player(blue, reduced: true), .loading, at: seconds))
        }
        #expect(full.count > 5, "the spinner turns: \(full.count) pictures")
        #expect(still.count == 1, "one picture: \(still.count)")
        guard case .activity? = still.first?.content else {
            Issue.record("the spinner is not shown: \(String(describing: still.first))")
            return
        }
        #expect(still.first?.opacity == 1)
    }

    @Test("static: a loop shows its first frame, a run played once its last (frames and Lottie)")
    func staticLoopsAndRuns() throws {
        // pulse: a looping pulse while loading, a check drawn once (loop="off") when finished.
        let pulse = try Self.player(try Self.skin("pulse"), reduced: true)
        let fullPulse = try Self.player(try Self.skin("pulse"), reduced: false)
        let loading = try (0..<8).map { try Self.indicator(pulse, .loading, at: Double($0) * 0.13) }
        #expect(Set(loading).count == 1)
        #expect(loading[0] == (try Self.indicator(fullPulse, .loading, at: 0)), "the loop's first frame")
        let done = try Self.indicator(pulse, .finished, at: 0)
        #expect(done == (try Self.indicator(fullPulse, .finished, at: 5)), "the check's last frame at once")
        #expect(done != (try Self.indicator(fullPulse, .finished, at: 0)))

        let lottie = try Self.skin("lottie")
        let file = try #require(lottie.header.lottie)
        let loop = try #require(file.frames(playing: .loading, in: file.light))
        let success = try #require(file.frames(playing: .success, in: file.light))
        for seconds in [0.0, 0.4, 1.7] {
            let frame = file.frame(
                of: file.light,
                state: .loading,
                progress: 1,
                result: nil,
                secondsInState: seconds,
                stills: true
            )
            #expect(frame == loop.lowerBound)
            let finished = file.frame(
                of: file.light,
                state: .finished,
                progress: 1,
                result: .success,
                secondsInState: seconds,
                stills: true
            )
            #expect(finished == success.upperBound)
        }
        // What the pull drives still follows it.
        let reducedLottie = try Self.player(lottie, reduced: true)
        let early = try reducedLottie.stillFrame(.idle, progress: 0.3).header.indicator
        let late = try reducedLottie.stillFrame(.idle, progress: 0.9).header.indicator
        #expect(early != late)
    }

    @Test("slow: what moves by itself moves at a quarter of its speed")
    func slow() throws {
        let xml =
            #"<skin id="own" name="Own" format="1" extends="lottie"><header><motion reduced="slow"/></header></skin>"#
        let skin = try Self.skin("own", xml: xml)
        let slow = try Self.player(skin, reduced: true)
        let full = try Self.player(skin, reduced: false)
        for seconds in [0.2, 0.5, 0.9] {
            let slowed = try Self.indicator(slow, .loading, at: seconds / ReducedMotion.slowRate)
            #expect(slowed == (try Self.indicator(full, .loading, at: seconds)), "\(seconds) s")
        }
        #expect(try Self.indicator(slow, .loading, at: 0.5) != (try Self.indicator(slow, .loading, at: 0.9)))
    }

    @Test("crossfade: a still that fades out and back in while loading, opaque when done")
    func crossfade() throws {
        let xml =
            #"<skin id="own" name="Own" format="1" extends="blue"><header><motion reduced="crossfade"/></header></skin>"#
        let player = try Self.player(try Self.skin("own", xml: xml), reduced: true)
        let samples = try stride(from: 0.0, through: 2, by: 0.25).map { try Self.indicator(player, .loading, at: $0) }
        #expect(Set(samples.map(\.content)).count == 1, "nothing moves")
        let opacities = samples.map(\.opacity)
        #expect(opacities.first == 1 && opacities.last == 1)
        #expect(abs(opacities[4] - ReducedMotion.crossfadeFloor) < 1e-9, "the faintest half a period on")
        #expect(opacities.allSatisfy { $0 >= ReducedMotion.crossfadeFloor && $0 <= 1 })
        #expect(try Self.indicator(player, .pulling, at: 1).opacity == 1)
    }

    @Test("Time-bound keyframe animations: a repeating one stands at its start, a repeat=\"off\" one at its end")
    func keyframes() throws {
        let xml = """
            <skin id="own" name="Own" format="1" extends="spinner"><header>\
            <animation property="rotation" bind="time" duration="1"><key at="0" value="0"/><key at="1" value="360"/></animation>\
            <animation property="scale" bind="time" duration="1" repeat="off"><key at="0" value="0.5"/><key at="1" value="1.5"/></animation>\
            </header></skin>
            """
        let player = try Self.player(try Self.skin("own", xml: xml), reduced: true)
        for seconds in [0.0, 0.3, 0.7] {
            let transform = try Self.indicator(player, .loading, at: seconds).transform
            #expect(transform.rotation == 0 && transform.scale == 1.5, "\(seconds) s: \(transform)")
        }
    }

    @Test("States, texts and announcements are the same with reduced motion, in every built-in skin")
    func sameStatesTextsAndAnnouncements() throws {
        for id in SkinRegistry.builtIn.skins.map(\.id) {
            let skin = try Self.skin(id)
            for edge in RefreshEdge.allCases {
                let full = try Self.player(skin, reduced: false, edge: edge)
                let reduced = try Self.player(skin, reduced: true, edge: edge)
                #expect(try full.keyFrames().map(\.name) == reduced.keyFrames().map(\.name), "\(id) \(edge)")
                let fullFrames = try full.timeline(fps: 12)
                let reducedFrames = try reduced.timeline(fps: 12)
                #expect(fullFrames.count == reducedFrames.count)
                for (a, b) in zip(fullFrames, reducedFrames) {
                    let (one, other) = edge == .header ? (a.header, b.header) : (a.footer, b.footer)
                    #expect(one.status == other.status && one.detail == other.detail, "\(id) \(edge) at \(a.time)")
                    #expect(a.offset == b.offset, "the pull and the insets are the engine's")
                }
                var fullDemo = DemoPlayer(script: full.script, simulator: full.makeSimulator())
                var reducedDemo = DemoPlayer(script: reduced.script, simulator: reduced.makeSimulator())
                var time = 0.0
                while !fullDemo.isFinished {
                    time += 1.0 / 30
                    _ = fullDemo.advance(to: time)
                    _ = reducedDemo.advance(to: time)
                    #expect(
                        try full.announcementText(of: fullDemo.simulator)
                            == reduced.announcementText(of: reducedDemo.simulator)
                    )
                }
            }
        }
    }

    @Test("An animated SVG holds both cycles, the reduced one shown for prefers-reduced-motion")
    func svgHoldsBoth() throws {
        let blue = try Self.skin("blue")
        let full = try Self.player(blue, reduced: false).timeline(fps: 12)
        let reduced = try Self.player(blue, reduced: true).timeline(fps: 12)
        #expect(full != reduced)
        let document = try SVGAnimation(full, fps: 12, reduced: reduced).document()
        #expect(document.contains("@media (prefers-reduced-motion: reduce)"))
        #expect(document.contains(#"<g class="motion-full">"#) && document.contains(#"<g class="motion-reduced">"#))
        // The reduced cycle's spinner stands still: fewer distinct pictures than the full one's.
        let fullGroups = document.components(separatedBy: #"id="frame"#).count - 1
        let reducedGroups = document.components(separatedBy: #"id="reduced-frame"#).count - 1
        #expect(reducedGroups > 0 && reducedGroups < fullGroups, "\(reducedGroups) < \(fullGroups)")
        #expect(try !SVGAnimation(full, fps: 12).document().contains("prefers-reduced-motion"))
    }
}
