import RefreshCore
import RefreshStyle
import RefreshSupport
import Testing

/// `Int(clamping:rounding:)`, the one way the package turns a Double from data into an integer.
@Suite struct ClampedConversionTests {
    struct Case: Sendable, CustomStringConvertible {
        let value: Double
        let int: Int
        let int64: Int64
        let int32: Int32
        let uint8: UInt8
        var description: String { "\(value)" }
    }

    @Test(arguments: [
        Case(value: 0, int: 0, int64: 0, int32: 0, uint8: 0),
        Case(value: -0.0, int: 0, int64: 0, int32: 0, uint8: 0),
        Case(value: .leastNonzeroMagnitude, int: 0, int64: 0, int32: 0, uint8: 0),
        Case(value: -.leastNonzeroMagnitude, int: 0, int64: 0, int32: 0, uint8: 0),
        Case(value: 2.7, int: 2, int64: 2, int32: 2, uint8: 2),
        Case(value: -2.7, int: -2, int64: -2, int32: -2, uint8: 0),
        Case(value: 255.9, int: 255, int64: 255, int32: 255, uint8: 255),
        Case(value: 1e21, int: .max, int64: .max, int32: .max, uint8: .max),
        Case(value: -1e21, int: .min, int64: .min, int32: .min, uint8: 0),
        Case(value: 1e300, int: .max, int64: .max, int32: .max, uint8: .max),
        Case(value: -1e300, int: .min, int64: .min, int32: .min, uint8: 0),
        Case(value: .greatestFiniteMagnitude, int: .max, int64: .max, int32: .max, uint8: .max),
        Case(value: -.greatestFiniteMagnitude, int: .min, int64: .min, int32: .min, uint8: 0),
        Case(value: .infinity, int: .max, int64: .max, int32: .max, uint8: .max),
        Case(value: -.infinity, int: .min, int64: .min, int32: .min, uint8: 0),
        Case(value: .nan, int: 0, int64: 0, int32: 0, uint8: 0),
        // 2^63 is just past Int64.max; the largest Double below it converts exactly.
        Case(value: 9_223_372_036_854_775_808, int: .max, int64: .max, int32: .max, uint8: .max),
        Case(
            value: 9_223_372_036_854_774_784,
            int: 9_223_372_036_854_774_784,
            int64: 9_223_372_036_854_774_784,
            int32: .max,
            uint8: .max
        ),
        Case(value: -9_223_372_036_854_775_808, int: .min, int64: .min, int32: .min, uint8: 0),
    ])
    func clamps(test: Case) {
        #expect(Int(clamping: test.value) == test.int)
        #expect(Int64(clamping: test.value) == test.int64)
        #expect(Int32(clamping: test.value) == test.int32)
        #expect(UInt8(clamping: test.value) == test.uint8)
    }

    /// UInt64 reaches past Int64's range, so it keeps the standard library's conversion; the
    /// narrower and signed types take the fast one.
    @Test func unsignedSixtyFourBits() {
        #expect(UInt64(clamping: 1.8e19) == 18_000_000_000_000_000_000)
        #expect(UInt64(clamping: 1.9e19) == .max)
        #expect(UInt64(clamping: 0x1p63) == UInt64(1) << 63)
        #expect(UInt64(clamping: -1) == 0)
        #expect(UInt32(clamping: 4_294_967_295.5) == .max)
        #expect(Int8(clamping: -128.9) == -128)
    }

    @Test func roundingRules() {
        #expect(Int(clamping: 2.5, rounding: .toNearestOrAwayFromZero) == 3)
        #expect(Int(clamping: -2.5, rounding: .down) == -3)
        #expect(Int64(clamping: -0.5, rounding: .down) == -1)
        #expect(Int(clamping: .nan, nanValue: 7) == 7)
    }
}

/// Colours built from Doubles (UIKit's white levels) clamp instead of trapping.
@Suite struct ColorLevelTests {
    @Test(arguments: [Double.nan, .infinity, -.infinity, 1e300, -1e300, -0.0, 2, -1])
    func whiteLevels(level: Double) {
        let color = RGBAColor(white: level, alpha: level)
        let expected: UInt8 = level > 0 ? 255 : 0
        #expect(color.red == expected && color.alpha == expected)
    }
}
