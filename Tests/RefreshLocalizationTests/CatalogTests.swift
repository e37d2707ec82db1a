import Foundation
import RefreshLocalization
import Testing

@Test func smoke() throws {
    let a = try MessageFormatter.arguments(of: "{count, plural, =0 {No} one {# x {name}} other {#}} {date}")
    print("ARGS", a.count, a)
    let f = try MessageFormatter(pattern: "{count, plural, =0 {No} one {# x {name}} other {# y {name}}} {date}", locale: .english)
    print(try f.format(["count": 1, "name": "N", "date": "D"]))
}
