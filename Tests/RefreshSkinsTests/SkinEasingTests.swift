import RefreshCore
import Testing

@testable import RefreshSkins

/// The easings between keys, the interpolation of keys, and the positions progress and time give.
@Suite("Easing and keyframes")
struct SkinEasingTests {
    @Test(arguments: SkinEasing.allCases)
    func everyEasingStartsAtZeroAndEndsAtOne(easing: SkinEasing) {
        #expect(easing(0) == 0)
        #expect(abs(easing(1) - 1) < 1e-12)
        // Outside 0...1, and NaN, the segment's ends.
        #expect(easing(-3) == 0 && abs(easing(7) - 1) < 1e-12 && easing(.nan) == 0)
    }

    @Test func valuesOfTheCurves() {
        #expect(SkinEasing.linear(0.25) == 0.25)
        #expect(SkinEasing.easeIn(0.5) == 0.125)
        #expect(SkinEasing.easeOut(0.5) == 0.875)
        #expect(SkinEasing.easeInOut(0.25) == 0.0625)
        #expect(SkinEasing.easeInOut(0.5) == 0.5)
        #expect(SkinEasing.easeInOut(0.75) == 0.9375)
    }

    @Test func theCubicsAreMonotonic() {
        for easing in [SkinEasing.linear, .easeIn, .easeOut, .easeInOut] {
            var last = -1.0
            for step in 0...200 {
                let value = easing(Double(step) / 200)
                #expect(value >= last, "\(easing) at \(step)")
                last = value
            }
        }
    }

    @Test func theSpringOvershootsWithinItsBoundAndSettles() {
        let samples = (0...1000).map { SkinEasing.spring(Double($0) / 1000) }
        let peak = samples.max() ?? 0
        #expect(peak > 1, "a spring overshoots a little")
        #expect(peak <= 1 + SkinEasing.springOvershootBound)
        #expect(samples.allSatisfy { $0 >= 0 && $0.isFinite })
        // It rushes first (past half way by a fifth of the segment) and is settled in the last fifth.
        #expect(SkinEasing.spring(0.2) > 0.5)
        #expect(samples[800...].allSatisfy { abs($0 - 1) < 0.01 })
    }

    static let turn = SkinAnimation(
        property: .rotation,
        keys: [.init(at: 0, value: 0), .init(at: 1, value: 90), .init(at: 2, value: 360)]
    )

    @Test func keysInterpolateSegmentBySegment() {
        #expect(Self.turn.value(at: -1) == 0)
        #expect(Self.turn.value(at: 0.5) == 45)
        #expect(Self.turn.value(at: 1) == 90)
        #expect(Self.turn.value(at: 1.5) == 225)
        #expect(Self.turn.value(at: 9) == 360)
        #expect(Self.turn.value(at: .nan) == 0)
        var eased = Self.turn
        eased.easing = .easeIn
        #expect(eased.value(at: 0.5) == 11.25)
    }

    @Test func progressIsThePullCutToTheMaximum() {
        let position = { (ratio: Double, maximum: Double) in
            Self.turn.position(pullRatio: ratio, maximumProgress: maximum, secondsInState: 5)
        }
        #expect(position(0.5, 1) == 0.5)
        #expect(position(1.7, 1) == 1)
        #expect(position(1.7, 2) == 1.7)
        #expect(position(3, 2) == 2)
        #expect(position(-1, 2) == 0)
        #expect(position(.infinity, 2) == 0)
    }

    @Test func timeIsTheFractionOfAPass() {
        var pulse = SkinAnimation(
            property: .scale,
            binding: .time,
            duration: 2,
            keys: [.init(at: 0, value: 1), .init(at: 1, value: 2)]
        )
        let position = { (animation: SkinAnimation, seconds: Double) in
            animation.position(pullRatio: 0, maximumProgress: 1, secondsInState: seconds)
        }
        #expect(position(pulse, 0.5) == 0.25)
        #expect(position(pulse, 5) == 0.5)  // the third pass, half way
        #expect(position(pulse, -1) == 0)
        #expect(position(pulse, .nan) == 0)
        pulse.repeats = false
        #expect(position(pulse, 5) == 1)
        #expect(pulse.value(at: position(pulse, 1)) == 1.5)
    }

    @Test func aFadeFollowsThePullUntilLoading() {
        let fade = SkinFade(from: 0.2, to: 0.6)
        #expect(fade.opacity(state: .idle, pullRatio: 0) == 0)
        #expect(abs(fade.opacity(state: .idle, pullRatio: 0.4) - 0.5) < 1e-12)
        #expect(fade.opacity(state: .pulling, pullRatio: 1.2) == 1)
        #expect(fade.opacity(state: .loading, pullRatio: 0) == 1)
        #expect(fade.opacity(state: .finished, pullRatio: 0) == 1)
        #expect(fade.opacity(state: .idle, pullRatio: .nan) == 0)
    }
}
