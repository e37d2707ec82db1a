// swift-tools-version: 6.2
// Part of RefreshKit, licensed under the Apache License 2.0 (see LICENSE at the repository root).
// An app's feed screen on RefreshController (Sources/FeedApp/FeedScreen.swift), over a simulated
// scroll view, driven by scripted fingers at 60 and 120 Hz. `swift run FeedApp --check` compares
// every scenario's frames with Goldens/. It depends on RefreshKit by path; a real app would use
// .package(url: "https://…/RefreshKit.git", from: "1.0.0").
import PackageDescription

let package = Package(
    name: "FeedApp",
    dependencies: [
        .package(name: "RefreshKit", path: "../..")
    ],
    targets: [
        .executableTarget(
            name: "FeedApp",
            dependencies: [.product(name: "RefreshKit", package: "RefreshKit")]
        )
    ],
    swiftLanguageModes: [.v6]
)
