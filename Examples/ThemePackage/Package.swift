// swift-tools-version: 6.2
// Part of RefreshKit, licensed under the Apache License 2.0 (see LICENSE at the repository root).
// A theme package: skins of its own, checked when it builds and carried inside the program by
// RefreshKit's skins plugin. It depends on RefreshKit by path; a real theme would use
// .package(url: "https://…/RefreshKit.git", from: "1.0.0").
import PackageDescription

let package = Package(
    name: "ThemePackage",
    products: [
        .library(name: "SunsetTheme", targets: ["SunsetTheme"])
    ],
    dependencies: [
        .package(name: "RefreshKit", path: "../..")
    ],
    targets: [
        // The skins live in Sources/SunsetTheme/Skins, declared as a resource folder so that
        // SwiftPM tracks its files; the plugin checks them and generates SunsetTheme.EmbeddedSkins.
        // Skins/kinds.txt declares the indicator kind the module registers in code (sunburst).
        .target(
            name: "SunsetTheme",
            dependencies: [
                .product(name: "RefreshSkins", package: "RefreshKit"),
                .product(name: "RefreshPresentation", package: "RefreshKit"),
            ],
            resources: [.copy("Skins")],
            plugins: [.plugin(name: "RefreshKitSkinsPlugin", package: "RefreshKit")]
        ),
        .executableTarget(
            name: "theme-demo",
            dependencies: [
                "SunsetTheme",
                .product(name: "RefreshCore", package: "RefreshKit"),
                .product(name: "RefreshSkins", package: "RefreshKit"),
                .product(name: "RefreshPresentation", package: "RefreshKit"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
