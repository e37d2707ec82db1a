// Prints the theme's skins from the registry embedded in the program, then draws the dusk skin's
// indicator, the theme's own kind (SunburstIndicator), as its presenter does.
import Foundation
import RefreshCore
import RefreshPresentation
import RefreshSkins
import SunsetTheme

let registry = EmbeddedSkins.registry
for problem in registry.diagnostics {
    print(problem)
}
print("theme skins: \(EmbeddedSkins.ids.joined(separator: ", "))")
for id in EmbeddedSkins.ids {
    guard let skin = registry.skin(id: id) else { continue }
    let arrow = skin.header.arrow.map { "\($0.image.width)x\($0.image.height) arrow \($0.path)" } ?? "no arrow"
    let pull = skin.header.strings.pattern(for: .headerPull, locale: "en") ?? "(RefreshKit's wording)"
    let extends = skin.extends ?? "nothing"
    print("\(skin.id): \(skin.name), \(skin.header.style), extends \(extends), \(arrow), pull: \(pull)")
}
let catalogs = try EmbeddedSkins.package.catalogs()
print("footer.noMore (en): \(catalogs.catalog(for: .english)?["footer.noMore"] ?? "?")")
print("all skins: \(registry.ids.joined(separator: ", "))")

// The dusk skin names `style="sunburst"`; the theme's registry draws it.
guard let dusk = registry.skin(id: "dusk") else {
    print("the dusk skin is missing; see the problems above")
    exit(1)
}
let presenter = try SkinPresenter(
    skin: dusk,
    strings: catalogs.strings(for: .english),
    appearance: .light,
    indicators: SunsetTheme.indicators
)
if !presenter.missingIndicatorKinds.isEmpty {
    print("missing indicator kinds: \(presenter.missingIndicatorKinds)")
}

/// The header's indicator shapes at one moment.
func shapes(_ state: RefreshState, progress: Double, time: Double) throws -> [IndicatorShape] {
    let model = RefreshRenderModel(edge: .header, state: state, progress: progress)
    let edge = try presenter.present(model, now: Date(), arrowAngle: 0, time: time)
    guard case .shapes(let shapes) = edge.indicator.content else { return [] }
    return shapes
}

/// Shapes as text: `#` where a shape covers the middle of a cell (1.5 by 3 points), in the
/// 30-point square around the indicator's centre.
func picture(_ shapes: [IndicatorShape]) -> [String] {
    let size = EdgeLayout.classic(.header).indicator
    let top = size.height / 2 - 15
    return (0..<10).map { row in
        String(
            (0..<20).map { column in
                let point = IndicatorPoint(x: (Double(column) + 0.5) * 1.5, y: top + (Double(row) + 0.5) * 3)
                return shapes.contains { $0.contains(point) } ? "#" : "."
            }
        )
    }
}

let kind = presenter.indicatorKindName(for: .header)
let half = try shapes(.pulling, progress: 0.5, time: 0)
let full = try shapes(.pulling, progress: 1, time: 0)
let loadingA = try shapes(.loading, progress: 1, time: 0)
let loadingB = try shapes(.loading, progress: 1, time: 0.25)
print(
    "dusk header: \(kind) kind drawn, pull 0.5: \(half.count) shapes, pull 1.0: \(full.count) shapes, "
        + "loading frames differ: \(loadingA != loadingB ? "yes" : "no")"
)
for line in picture(loadingA) { print("  " + line) }
