// swift-tools-version: 6.2
// Part of RefreshKit, licensed under the Apache License 2.0 (see LICENSE at the repository root).
// A server that labels "last updated" dates in each client's language: it uses RefreshLocalization
// alone, so its build needs ICU (libicu-dev) and nothing of the XML, PNG, skins or text modules.
// It depends on RefreshKit by path; a real service would use
// .package(url: "https://…/RefreshKit.git", from: "1.0.0").
import PackageDescription

let package = Package(
    name: "ServerPackage",
    dependencies: [
        .package(name: "RefreshKit", path: "../..")
    ],
    targets: [
        .executableTarget(
            name: "label-server",
            dependencies: [.product(name: "RefreshLocalization", package: "RefreshKit")]
        )
    ],
    swiftLanguageModes: [.v6]
)
