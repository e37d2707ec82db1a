// swift-tools-version: 6.2
// Part of RefreshKit, licensed under the Apache License 2.0 (see LICENSE at the repository root).
// RefreshKit's benchmarks: a package of their own that uses RefreshKit's products as any client
// does, so the library package has no benchmark target, and the benchmarks no way into its
// internals. Run from the repository's root (Docs/Benchmarks.md):
//
//   swift run -c release --package-path Benchmarks refreshbench          a table
//   swift run -c release --package-path Benchmarks refreshbench --json   one JSON object
import PackageDescription

let package = Package(
    name: "RefreshKitBenchmarks",
    dependencies: [
        .package(name: "RefreshKit", path: "..")
    ],
    targets: [
        // RefreshKit against its peers, in one run. It depends on refreshpreview (whose commands
        // the startup, batch-throughput and conformance-dates groups time) and on the hello world
        // (the start-up floor) only so that they are built beside it: an executable is not linked
        // into another.
        .executableTarget(
            name: "refreshbench",
            dependencies: [
                "CBenchSupport", "CBenchICU", "refreshbench-hello",
                .product(name: "refreshpreview", package: "RefreshKit"),
                .product(name: "RefreshKit", package: "RefreshKit"),
                .product(name: "RefreshCore", package: "RefreshKit"),
                .product(name: "RefreshStyle", package: "RefreshKit"),
                .product(name: "RefreshImage", package: "RefreshKit"),
                .product(name: "RefreshLocalization", package: "RefreshKit"),
                .product(name: "RefreshLottie", package: "RefreshKit"),
                .product(name: "RefreshSkins", package: "RefreshKit"),
                .product(name: "RefreshPresentation", package: "RefreshKit"),
                .product(name: "RefreshSimulation", package: "RefreshKit"),
                .product(name: "RefreshText", package: "RefreshKit"),
                .product(name: "RefreshLint", package: "RefreshKit"),
                .product(name: "RefreshTerminal", package: "RefreshKit"),
                .product(name: "RefreshGTK", package: "RefreshKit"),
            ]
        ),
        // A Swift hello world (importing nothing): the floor refreshbench times start-up against.
        .executableTarget(name: "refreshbench-hello"),
        // Counting allocations (malloc and its family, interposed in the executable) and the
        // libxml2 peer of skin loading, in C: no libxml2 header reaches a Swift module.
        .target(name: "CBenchSupport", dependencies: ["CBenchLibXML2"]),
        // libxml2's include path and library for CBenchSupport (no Swift module imports it:
        // Debian's libxml2 headers include ICU's, which clash with Foundation's own ICU).
        .systemLibrary(name: "CBenchLibXML2", pkgConfig: "libxml-2.0", providers: [.apt(["libxml2-dev"])]),
        // The raw ICU peers (relative dates, dates, MessageFormat), called from C: system ICU
        // renames its functions by macro, which Swift cannot call.
        .target(
            name: "CBenchICU",
            linkerSettings: [.linkedLibrary("icui18n"), .linkedLibrary("icuuc"), .linkedLibrary("icudata")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
