import Foundation
import RefreshCore
import RefreshImage
import RefreshLocalization
import RefreshPresentation
import RefreshSimulation
import RefreshSkins
import RefreshStyle
import RefreshTerminal
import Testing

/// The `frames` kind: the frame of the sequence covering the state, by progress or by time, and
/// the built-in `pulse` skin drawn by the terminal host (which knows nothing of frames).
@Suite("Frames indicator")
struct FramesIndicatorTests {
    /// A one-pixel frame whose red channel is its index.
    static func frames(_ count: Int, states: [RefreshState], binding: SkinFrames.Binding) -> SkinFrames {
        SkinFrames(
            states: states,
            binding: binding,
            source: .sprite(path: "s.png"),
            frames: (0..<count).map {
                RGBAImage.filled(RGBAColor(red: UInt8($0), green: 0, blue: 0, alpha: 255), width: 1, height: 1)
            }
        )
    }

    static let sequences = [
        frames(4, states: [.idle, .pulling], binding: .progress),
        frames(6, states: [.loading], binding: .time(fps: 10, loops: true)),
        frames(3, states: [.finished], binding: .time(fps: 10, loops: false)),
    ]

    /// The index of the frame drawn (its red channel), or nil when no image is drawn.
    static func shown(
        _ state: RefreshState,
        progress: Double = 0,
        time: Double = 0,
        secondsInState: Double? = nil,
        frame: RefreshFrame.Indicator = .none
    ) throws -> PresentedIndicator {
        let kind = try #require(IndicatorRegistry.builtIn.kind(named: "frames"))
        return kind.present(
            IndicatorContext(
                model: RefreshRenderModel(edge: .header, state: state, progress: progress),
                frame: frame,
                image: nil,
                angle: 0,
                time: time,
                frames: sequences,
                secondsInState: secondsInState
            )
        )
    }

    static func index(_ indicator: PresentedIndicator) -> Int? {
        guard case .image(let image, let angle) = indicator.content, angle == 0 else { return nil }
        return Int(image.pixel(0, 0).red)
    }

    @Test("The kind is registered by name with the other built-ins")
    func registered() {
        #expect(IndicatorRegistry.builtIn.kind(named: "frames") is FramesIndicator)
        #expect(SkinStyle.frames.rawValue == FramesIndicator().name)
    }

    @Test("The pull's progress picks the frame")
    func progress() throws {
        let cases: [(Double, Int)] = [(0, 0), (0.3, 1), (0.6, 2), (0.8, 3), (1, 3), (2, 3)]
        for (progress, expected) in cases {
            #expect(Self.index(try Self.shown(.idle, progress: progress)) == expected, "idle at \(progress)")
        }
        #expect(Self.index(try Self.shown(.pulling, progress: 1)) == 3)
    }

    @Test("Time since the state began picks the frame: looping while loading, held when done")
    func time() throws {
        // The clock's time does not matter; the time in the state does.
        #expect(Self.index(try Self.shown(.loading, time: 50, secondsInState: 0)) == 0)
        #expect(Self.index(try Self.shown(.loading, time: 50, secondsInState: 0.25)) == 2)
        #expect(Self.index(try Self.shown(.loading, time: 50, secondsInState: 0.65)) == 0)
        #expect(Self.index(try Self.shown(.finished, secondsInState: 0.15)) == 1)
        #expect(Self.index(try Self.shown(.finished, secondsInState: 9)) == 2)
        // Without a time in the state, the clock's time stands for it.
        #expect(Self.index(try Self.shown(.loading, time: 0.35)) == 3)
    }

    @Test("A state no sequence covers shows the spinner while loading, else nothing")
    func fallback() throws {
        let color = RGBAColor(red: 1, green: 2, blue: 3)
        let kind = FramesIndicator()
        let loading = kind.present(
            IndicatorContext(
                model: RefreshRenderModel(edge: .header, state: .loading),
                frame: .spinner(color),
                image: nil,
                angle: 0,
                time: 0.5
            )
        )
        #expect(loading.content == PresentedIndicator.Content.activity(phase: 6, color: color))
        #expect(try Self.shown(.failed).content == .none)
        #expect(try Self.shown(.noMoreData).content == .none)
    }

    static func pulse(_ appearance: Appearance = .light, locale: String = "en") throws -> TerminalPreview {
        let skin = try #require(SkinRegistry.builtIn.skin(id: "pulse"))
        let strings = try CatalogSet.builtIn.strings(for: LocaleIdentifier(locale))
        return TerminalPreview(
            player: PreviewPlayer(
                presenter: try SkinPresenter(skin: skin, strings: strings, appearance: appearance),
                edge: .header,
                viewportHeight: 0,
                lastUpdated: nil,
                wallClock: PreviewTests.wallClock
            ),
            renderer: TerminalRenderer(columns: 56, rows: 20, blocks: .sextants)
        )
    }

    @Test("The pulse skin's terminal frames differ at different pulls")
    func terminalProgress() throws {
        let preview = try Self.pulse()
        let pulls = [0.1, 0.5, 0.95]
        let frames = try pulls.map { try preview.player.stillFrame(.idle, progress: $0) }
        let shown = frames.map { Self.index($0.header.indicator) == nil }
        #expect(shown == [false, false, false], "each pull shows a frame image")
        let drawn = try pulls.map { try preview.stillFrame(.idle, progress: $0) }
        #expect(Set(drawn).count == pulls.count, "three pulls, three different pictures")
    }

    @Test(
        "The pulse skin animates while loading and ends on its check, in light and dark, left to right and right to left"
    )
    func animates() throws {
        for (appearance, locale) in [(Appearance.light, "en"), (.dark, "ar")] {
            let preview = try Self.pulse(appearance, locale: locale)
            let frames = try preview.player.timeline(fps: 30)
            let images = frames.compactMap { frame -> RGBAImage? in
                guard case .image(let image, _) = frame.header.indicator.content else { return nil }
                return image
            }
            #expect(images.count == frames.count, "every frame of the cycle shows a frame image")
            #expect(Set(images).count > 20, "\(Set(images).count) different images")
            let drawn = Set(frames.map { preview.renderer.render($0) })
            #expect(drawn.count > 20, "\(drawn.count) different terminal pictures")
            #expect(frames.allSatisfy { $0.header.rightToLeft == (locale == "ar") })
        }
    }
}
