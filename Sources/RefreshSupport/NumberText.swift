/// Numbers as people and JSON write them.
package enum NumberText {
    /// Whole numbers without a fraction (`60`, not `60.0`), others in the shortest form that reads
    /// back the same (`0.25`); what JSON Lines output, SVG coordinates and messages show.
    package static func shortest(_ number: Double) -> String {
        if number == number.rounded() && abs(number) < 1e15 { return String(Int64(number)) }
        return String(number)
    }
}
