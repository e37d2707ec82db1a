/// Whole numbers from floating-point values that may be anything: `Int(someDouble)` traps when the
/// value is NaN, infinite or out of range, so values from data (stored dates, ages, metrics) go
/// through here instead.
extension FixedWidthInteger {
    /// `value` rounded by `rule` and clamped to `min ... max`; NaN gives `nanValue` (zero by default).
    ///
    /// `Int(clamping: 1e300)` is `Int.max`, `Int(clamping: -.infinity)` is `Int.min`,
    /// `Int(clamping: 2.7)` is 2, `Int(clamping: 2.5, rounding: .toNearestOrAwayFromZero)` is 3.
    /// Inlinable so that callers get it specialized for their type: the generic conversion costs
    /// about 50 ns a call, which showed on per-row paths.
    @inlinable @inline(__always)
    package init(
        clamping value: Double,
        rounding rule: FloatingPointRoundingRule = .towardZero,
        nanValue: Self = 0
    ) {
        guard !value.isNaN else {
            self = nanValue
            return
        }
        let rounded = value.rounded(rule)
        // Double(Self.max) rounds up to a power of two for 64-bit types, which is out of range:
        // compare against it with >=, so every value that passes converts exactly.
        if rounded >= Double(Self.max) {
            self = Self.max
        } else if rounded <= Double(Self.min) {
            self = Self.min
        } else if Self.bitWidth < 64 || (Self.bitWidth == 64 && Self.isSigned) {
            // Within Int64's range: the concrete conversion is one instruction, where the generic
            // `Self(rounded)` goes through the standard library's unspecialized `_convert(from:)`.
            self = Self(truncatingIfNeeded: Int64(rounded))
        } else {
            self = Self(rounded)
        }
    }
}
