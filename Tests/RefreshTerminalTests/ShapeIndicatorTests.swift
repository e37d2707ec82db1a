import Foundation
import RefreshCore
import RefreshPresentation
import RefreshStyle
import Testing

/// The code-drawn built-in kinds, `ring` and `dots`: their shapes at several pulls and times.
@Suite("Ring and dots indicators")
struct ShapeIndicatorTests {
    static let color = RGBAColor(red: 10, green: 20, blue: 30)
    static let size = IndicatorSize(width: 30, height: 55)

    static func present(
        _ kind: String,
        _ state: RefreshState,
        progress: Double = 0,
        pullRatio: Double? = nil,
        time: Double = 0,
        result: RefreshResult? = nil
    ) throws -> [IndicatorShape] {
        let kind = try #require(IndicatorRegistry.builtIn.kind(named: kind))
        let indicator = kind.present(
            IndicatorContext(
                model: RefreshRenderModel(
                    edge: .header,
                    state: state,
                    progress: progress,
                    pullRatio: pullRatio,
                    result: result
                ),
                frame: .none,
                image: nil,
                angle: 0,
                time: time,
                size: size,
                color: color
            )
        )
        guard case .shapes(let shapes) = indicator.content else { return [] }
        return shapes
    }

    /// The arcs' (from, to, width, alpha).
    static func arcs(_ shapes: [IndicatorShape]) -> [(from: Double, to: Double, width: Double, alpha: UInt8)] {
        shapes.compactMap {
            guard case .arc(let centre, let radius, let from, let to, let width, let color) = $0 else { return nil }
            #expect(centre == IndicatorPoint(x: 15, y: 27.5))
            #expect(radius == RingIndicator.radius)
            return (from, to, width, color.alpha)
        }
    }

    /// The discs' (x, radius, alpha).
    static func discs(_ shapes: [IndicatorShape]) -> [(x: Double, radius: Double, alpha: UInt8)] {
        shapes.compactMap {
            guard case .circle(let centre, let radius, let color) = $0 else { return nil }
            #expect(centre.y == 27.5)
            return (centre.x, radius, color.alpha)
        }
    }

    @Test("The ring fills clockwise with progress over a faint track", arguments: [0.25, 0.5, 0.75, 1.0])
    func ringFills(progress: Double) throws {
        let arcs = Self.arcs(try Self.present("ring", .pulling, progress: progress))
        #expect(arcs.count == 2)
        #expect(arcs[0].from == 0 && arcs[0].to == 2 * .pi && arcs[0].alpha < 255)
        #expect(arcs[1].from == 0)
        #expect(abs(arcs[1].to - progress * 2 * .pi) < 1e-9)
        #expect(arcs[1].width == RingIndicator.width && arcs[1].alpha == 255)
    }

    @Test("At rest the ring is only its track")
    func ringAtRest() throws {
        let arcs = Self.arcs(try Self.present("ring", .idle, progress: 0))
        #expect(arcs.count == 1)
        #expect(arcs[0].alpha < 255)
    }

    @Test("Past the trigger the ring thickens with the pull ratio, up to twice the trigger")
    func ringOverPull() throws {
        let widths = try [1.0, 1.5, 2.0, 5.0].map { ratio in
            try #require(Self.arcs(try Self.present("ring", .pulling, progress: 1, pullRatio: ratio)).last).width
        }
        #expect(widths == [4, 5, 6, 6])
    }

    @Test("While loading a segment spins a turn a second", arguments: [0.0, 0.25, 0.5, 1.75])
    func ringSpins(time: Double) throws {
        let arcs = Self.arcs(try Self.present("ring", .loading, progress: 1, time: time))
        #expect(arcs.count == 2)
        let start = time.truncatingRemainder(dividingBy: 1) * 2 * .pi
        #expect(abs(arcs[1].from - start) < 1e-9)
        #expect(abs(arcs[1].to - arcs[1].from - RingIndicator.segment * 2 * .pi) < 1e-9)
    }

    @Test("Finished shows a full ring with a check, or a cross after a failure, as a footer that failed does")
    func ringFinished() throws {
        let success = try Self.present("ring", .finished, progress: 1, result: .success)
        #expect(Self.arcs(success).map(\.to) == [2 * .pi])
        #expect(Self.arcs(success).map(\.alpha) == [255])
        let check = success.compactMap { shape -> IndicatorPoint? in
            guard case .line(_, let to, _, _) = shape else { return nil }
            return to
        }
        #expect(check.count == 2)
        // The check's long stroke ends up and to the right of its short one.
        #expect(check[1].x > check[0].x && check[1].y < check[0].y)
        let failure = try Self.present("ring", .finished, progress: 1, result: .failure)
        let cross = failure.filter { if case .line = $0 { true } else { false } }
        #expect(cross.count == 2 && failure != success)
        // A footer that failed shows the same ring and cross: one family of result pictures.
        #expect(try Self.present("ring", .failed) == failure)
        #expect(try Self.present("ring", .noMoreData).isEmpty)
    }

    @Test("The dots grow and darken in turn as the pull goes")
    func dotsFollowProgress() throws {
        let least = DotsIndicator.radius * DotsIndicator.least
        let atRest = Self.discs(try Self.present("dots", .idle, progress: 0))
        #expect(atRest.map(\.x) == [5, 15, 25])
        #expect(atRest.map(\.radius) == [least, least, least])
        let third = Self.discs(try Self.present("dots", .pulling, progress: 0.5))
        #expect(third[0].radius == DotsIndicator.radius && third[0].alpha == 255)
        #expect(third[1].radius > least && third[1].radius < DotsIndicator.radius)
        #expect(third[2].radius == least && third[2].alpha < third[1].alpha)
        let full = Self.discs(try Self.present("dots", .pulling, progress: 1))
        #expect(full.map(\.radius) == [4, 4, 4])
        let over = Self.discs(try Self.present("dots", .pulling, progress: 1, pullRatio: 2))
        #expect(over.allSatisfy { abs($0.radius - 4 * 1.15) < 1e-9 })
    }

    @Test("While loading the dots pulse one after another", arguments: [0.0, 0.3, 0.6])
    func dotsPulse(time: Double) throws {
        let discs = Self.discs(try Self.present("dots", .loading, progress: 1, time: time))
        // At time k·period/3 the dot k (mod 3) is at its smallest... the others larger.
        let index = Int((time / (DotsIndicator.period / 3)).rounded()) % 3
        let radii = discs.map(\.radius)
        #expect(abs(radii[index] - DotsIndicator.radius * DotsIndicator.least) < 1e-9)
        #expect(radii.enumerated().allSatisfy { $0.offset == index || $0.element > radii[index] })
        // Half a period later the same dot is at its largest.
        let later = Self.discs(try Self.present("dots", .loading, progress: 1, time: time + DotsIndicator.period / 2))
        #expect(abs(later[index].radius - DotsIndicator.radius) < 1e-9)
    }

    @Test("Finished shows three full dots; the footer's other states none")
    func dotsFinished() throws {
        #expect(Self.discs(try Self.present("dots", .finished, progress: 1)).map(\.radius) == [4, 4, 4])
        #expect(try Self.present("dots", .failed).isEmpty)
    }

    @Test(
        "The built-in ring and dots skins animate in the terminal preview while loading",
        arguments: ["ring", "dots"]
    )
    func skinsAnimateInTheTerminal(skin: String) throws {
        let preview = try IndicatorPluginTests.player(kind: nil, skin: skin)
        let frames = try preview.player.timeline(fps: 30)
        let loading = frames.filter { $0.header.status == "Loading…" }
        #expect(loading.count > 10)
        #expect(Set(loading.map(\.header.indicator)).count > loading.count / 2)
        let drawn = Set(loading.map { preview.renderer.render($0) })
        #expect(drawn.count >= 4, "\(drawn.count) distinct terminal frames of \(loading.count)")
        // While pulling, the indicator follows the pull: the frames before loading differ too.
        let pulling = frames.prefix { $0.header.status != "Loading…" }
        #expect(Set(pulling.map(\.header.indicator)).count > 3)
    }
}
