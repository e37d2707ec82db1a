import Foundation

/// A small deterministic random source (SplitMix64), so property tests are repeatable: a failure
/// names its seed, and the same seed gives the same values.
public struct SeededGenerator: RandomNumberGenerator {
    /// The generator's state; the seed to begin with.
    public var state: UInt64

    /// The seed of a test's random choices (kill moments, window sizes): `REFRESHKIT_SEED` when
    /// set, else a fixed one, so a failure is played again by running with the seed it names.
    public static var testSeed: UInt64 {
        ProcessInfo.processInfo.environment["REFRESHKIT_SEED"].flatMap { UInt64($0) } ?? 0x5EED_2026
    }

    /// A generator from `seed`.
    public init(state seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
