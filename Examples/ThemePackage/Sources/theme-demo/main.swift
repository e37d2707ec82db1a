// Prints the theme's skins from the registry embedded in the program.
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
    print("\(skin.id): \(skin.name), \(skin.header.style), extends \(skin.extends ?? "nothing"), \(arrow), pull: \(pull)")
}
let catalogs = try EmbeddedSkins.package.catalogs()
print("footer.noMore (en): \(catalogs.catalog(for: .english)?["footer.noMore"] ?? "?")")
print("all skins: \(registry.ids.joined(separator: ", "))")
