// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "RefreshKit",
    products: [
        // What an app adds and imports: RefreshController, with the engine, skins, presentation
        // and stores it needs.
        .library(name: "RefreshKit", targets: ["RefreshKit"]),
        .library(name: "RefreshCore", targets: ["RefreshCore"]),
        .library(name: "RefreshStyle", targets: ["RefreshStyle"]),
        .library(name: "RefreshTrace", targets: ["RefreshTrace"]),
        .library(name: "RefreshStore", targets: ["RefreshStore"]),
        .library(name: "RefreshLocalization", targets: ["RefreshLocalization"]),
        .library(name: "RefreshImage", targets: ["RefreshImage"]),
        .library(name: "RefreshLottie", targets: ["RefreshLottie"]),
        .library(name: "RefreshSkins", targets: ["RefreshSkins"]),
        .library(name: "RefreshPresentation", targets: ["RefreshPresentation"]),
        .library(name: "RefreshSimulation", targets: ["RefreshSimulation"]),
        .library(name: "RefreshText", targets: ["RefreshText"]),
        .library(name: "RefreshLint", targets: ["RefreshLint"]),
        .library(name: "RefreshTerminal", targets: ["RefreshTerminal"]),
        .library(name: "RefreshSVG", targets: ["RefreshSVG"]),
        // Pull-to-refresh for GTK 4 apps: a widget wrapping the app's scrolled window.
        .library(name: "RefreshGTK", targets: ["RefreshGTK"]),
        .executable(name: "refreshpreview", targets: ["refreshpreview"]),
        // RefreshGTK's example app: a feed with header and footer (Docs/GTK.md).
        .executable(name: "refreshkit-gtk-demo", targets: ["refreshkit-gtk-demo"]),
        // For theme packages: check and embed a target's Skins folder at build time, and
        // `swift package lint-skins`. See Docs/Plugins.md.
        .plugin(name: "RefreshKitSkinsPlugin", targets: ["RefreshKitSkinsPlugin"]),
        .plugin(name: "LintSkins", targets: ["LintSkins"]),
    ],
    targets: [
        // Small pieces the modules share, Foundation-free (for RefreshXML): a lock TSan can see.
        .target(name: "RefreshSupport"),
        // Foundation in one import for every module that uses it: FoundationEssentials where the
        // toolchain has it (all of Foundation would load its own ICU at every start of
        // refreshpreview), Foundation elsewhere, and the C library. Not a product.
        .target(name: "RefreshFoundation"),

        // The engine: state machines, metrics, inputs, effects, the render model, message keys.
        .target(name: "RefreshCore", dependencies: ["RefreshFoundation", "RefreshSupport"]),
        // Where drawing starts: colours and their compositing, font requests, light and dark.
        .target(name: "RefreshStyle", dependencies: ["RefreshSupport"]),
        // Gesture traces: the JSON Lines codec, the replayer, bounded line reading.
        .target(name: "RefreshTrace", dependencies: ["RefreshCore", "RefreshSupport"]),
        // Where last-updated dates are kept: a file (atomic, locked, crash-safe) or memory.
        .target(name: "RefreshStore", dependencies: ["RefreshFoundation", "RefreshSupport"]),

        // ICU behind a narrow C API of our own; ICU headers appear only in its .c files.
        .target(
            name: "CICUShim",
            linkerSettings: [.linkedLibrary("icui18n"), .linkedLibrary("icuuc"), .linkedLibrary("icudata")]
        ),
        .target(
            name: "RefreshLocalization",
            dependencies: ["RefreshCore", "CICUShim", "RefreshEmbedding", "RefreshFoundation", "RefreshSupport"],
            exclude: ["Localizations"],
            plugins: ["EmbedResources"]
        ),

        // libxml2 behind a narrow C API of our own (CRefreshXML, which keeps the secure-parsing
        // rules); libxml2 headers appear only in its .c file. CLibXML2 gives the C targets
        // libxml2's include path and library, and no Swift module imports it.
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"])]
        ),
        .target(name: "CRefreshXML", dependencies: ["CLibXML2"]),
        .target(name: "RefreshXML", dependencies: ["CRefreshXML", "RefreshSupport"]),

        // libpng behind a small C API (libpng reports errors by longjmp, which must stay in C).
        .target(name: "CRefreshPNG", linkerSettings: [.linkedLibrary("png16")]),
        // rlottie (Lottie animations) behind a small C API; only JSON RefreshLottie's own reader
        // accepted reaches it.
        // rlottie is opened with dlopen when the first animation is read (CRefreshLottie/lottie.c).
        .target(name: "CRefreshLottie"),
        .target(
            name: "RefreshLottie",
            dependencies: ["CRefreshLottie", "RefreshImage", "RefreshSupport"]
        ),
        // The one RGBA image type, and PNG decoding and encoding over CRefreshPNG.
        .target(
            name: "RefreshImage",
            dependencies: ["RefreshStyle", "CRefreshPNG", "RefreshFoundation", "RefreshSupport"]
        ),
        .target(
            name: "RefreshSkins",
            dependencies: [
                "RefreshStyle",
                "RefreshCore", "RefreshXML", "RefreshLocalization", "RefreshImage", "RefreshEmbedding",
                "RefreshFoundation", "RefreshSupport", "RefreshLottie",
            ],
            exclude: ["Resources"],
            plugins: ["EmbedResources"]
        ),

        // Render model to what a host draws: texts, colours, indicators, layout.
        .target(
            name: "RefreshPresentation",
            dependencies: [
                "RefreshStyle", "RefreshCore", "RefreshLocalization", "RefreshSkins", "RefreshImage",
                "RefreshFoundation", "RefreshSupport",
            ]
        ),
        // What an app meets: RefreshController on the main actor, its async actions and the frame a
        // host draws.
        .target(
            name: "RefreshKit",
            dependencies: [
                "RefreshCore", "RefreshStyle", "RefreshLocalization", "RefreshSkins", "RefreshPresentation",
                "RefreshStore", "RefreshFoundation", "RefreshSupport",
            ]
        ),
        // The preview's scroll simulation, demo script and player: a demo, not what an app presents.
        .target(
            name: "RefreshSimulation",
            dependencies: [
                "RefreshCore", "RefreshLocalization", "RefreshPresentation", "RefreshSkins", "RefreshFoundation",
                "RefreshSupport",
            ]
        ),
        // Text measured with real fonts: fontconfig finds them, FreeType opens them, HarfBuzz shapes,
        // behind a small C API (their headers appear only in its .c file). The libraries are opened
        // with dlopen when text is first measured, not linked, so that refreshpreview's terminal
        // path does not load them (and the nine libraries they need) at every start.
        .target(name: "CRefreshText"),
        // The shaping TextMeasurer, for the SVG host and the lint.
        .target(
            name: "RefreshText",
            dependencies: ["RefreshStyle", "RefreshCore", "RefreshPresentation", "CRefreshText", "RefreshSupport"]
        ),
        // The one lint of skins, for refreshpreview and the skins plugins' tool: the loader's
        // diagnostics, then the picture each skin draws in every state, appearance and language,
        // laid out as the hosts lay it out, with texts measured by real fonts.
        .target(
            name: "RefreshLint",
            dependencies: [
                "RefreshSimulation",
                "RefreshStyle",
                "RefreshCore", "RefreshLocalization", "RefreshSkins", "RefreshXML", "RefreshImage",
                "RefreshLottie", "RefreshPresentation", "RefreshText", "RefreshFoundation", "RefreshSupport",
            ]
        ),
        // Hosts: each turns a PresentedFrame into its medium and decides nothing about text or colour.
        .target(
            name: "RefreshTerminal",
            dependencies: [
                "RefreshSimulation", "CICUShim",
                "RefreshStyle", "RefreshSkins",
                "RefreshCore", "RefreshLocalization", "RefreshPresentation", "RefreshImage", "RefreshFoundation",
                "RefreshSupport",
            ]
        ),
        .target(
            name: "RefreshSVG",
            dependencies: [
                "RefreshStyle", "RefreshCore", "RefreshPresentation", "RefreshImage", "RefreshText",
                "RefreshFoundation", "RefreshSupport",
            ]
        ),
        // GTK 4 (Debian 12 has 4.8) through its C API. CRefreshGTK holds what Swift cannot: varargs
        // (accessible properties, g_object_new), GTK calls newer than 4.8 looked up at run time,
        // and the GLib source that runs the main actor's queue inside GTK's main loop.
        .systemLibrary(name: "CGtk4", pkgConfig: "gtk4", providers: [.apt(["libgtk-4-dev"])]),
        .target(name: "CRefreshGTK", dependencies: ["CGtk4"]),
        .target(
            name: "RefreshGTK",
            dependencies: [
                "RefreshKit", "RefreshCore", "RefreshPresentation", "RefreshStyle", "RefreshImage", "RefreshText",
                "CGtk4", "CRefreshGTK",
            ]
        ),
        // The example app: a feed of rows, a fake network that can fail, and its controller's
        // effects as JSON Lines (--log-effects), which the GTK tests read. In the main package so
        // that CI's one build and the tests (which depend on it) build it; an Examples/ package of
        // its own would build the whole package a second time.
        .executableTarget(
            name: "refreshkit-gtk-demo",
            dependencies: ["RefreshGTK", "RefreshKit", "RefreshTrace", "RefreshSupport", "CGtk4", "CRefreshGTK"]
        ),
        // The command-line layer of refreshpreview and refreshkit-skins: options declared once (parsed
        // and listed in help from the declaration), one usage error, one output, the exit statuses;
        // and refreshpreview's options, parsed without side effects for the fuzz-args harness, and
        // the batch's answer to a line for fuzz-batch (an executable target cannot be a
        // dependency). Not a product.
        .target(
            name: "RefreshCommandLine",
            dependencies: [
                "RefreshStyle", "RefreshCore", "RefreshLocalization", "RefreshFoundation", "RefreshSupport",
                "RefreshTrace",
            ]
        ),
        // refreshpreview's terminal signal handlers: async-signal-safe C with static buffers (a
        // Swift handler calls into the runtime, which is not safe in a handler).
        .target(name: "CRefreshSignals"),
        .executableTarget(
            name: "refreshpreview",
            dependencies: [
                "RefreshSimulation",
                "RefreshStyle",
                "RefreshCore", "RefreshTrace", "RefreshStore", "RefreshLocalization", "RefreshSkins",
                "RefreshPresentation", "RefreshTerminal", "RefreshSVG", "RefreshCommandLine", "RefreshFoundation",
                "RefreshSupport",
                "RefreshLint", "CRefreshSignals",
            ]
        ),

        // Build-time embedding of the package's own data files (catalogs, skins, arrows, schema):
        // Sources/RefreshLocalization/Localizations and Sources/RefreshSkins/Resources are links to
        // the top-level folders, which the plugin reads itself. They are excluded, not resources: a
        // target with resources gets a generated accessor that imports Foundation, and refreshpreview
        // starts faster with FoundationEssentials alone.
        .executableTarget(name: "refreshkit-embed", dependencies: ["RefreshSupport"]),

        // What the generated files conform to: EmbedResources makes each module's own empty
        // `EmbeddedResources` an `EmbeddedFileTable`. SwiftPM builds plugin tools in a pass that runs
        // no build-tool plugin; there asking for the built-ins throws NotEmbeddedError (nothing is
        // silently empty), and refreshkit-skins reads them from disk (--resources, --localizations).
        .target(name: "RefreshEmbedding", dependencies: ["RefreshFoundation"]),
        .plugin(name: "EmbedResources", capability: .buildTool(), dependencies: ["refreshkit-embed"]),

        // The skins plugins and their tool. The plugins and the tool share one contract (file
        // names, flags): Sources/refreshkit-skins/SkinsPluginContract.swift, linked into
        // Plugins/PluginsShared/. The tool uses RefreshSkins, so RefreshKit's own built-ins are
        // checked by CheckBuiltInSkins on a target of their own rather than on RefreshSkins. Not on
        // refreshpreview: SwiftPM builds the tools of the plugins that a dependency's executable
        // products use, so a server depending on RefreshLocalization alone would build this tool,
        // and with it RefreshSkins, RefreshXML and libxml2, libpng (Examples/ServerPackage,
        // scripts/check-server-example). Not on a test target either: the test bundle then links
        // this tool twice (its plugin build and RefreshPreviewTests' dependency).
        .executableTarget(
            name: "refreshkit-skins",
            dependencies: [
                "RefreshCore", "RefreshSkins", "RefreshLocalization", "RefreshXML", "RefreshCommandLine",
                "RefreshLint", "RefreshSupport",
            ]
        ),
        .plugin(name: "RefreshKitSkinsPlugin", capability: .buildTool(), dependencies: ["refreshkit-skins"]),
        .plugin(
            name: "LintSkins",
            capability: .command(
                intent: .custom(verb: "lint-skins", description: "Check skins, their images and catalogs"),
                permissions: []
            ),
            dependencies: ["refreshkit-skins"]
        ),
        .plugin(name: "CheckBuiltInSkins", capability: .buildTool(), dependencies: ["refreshkit-skins"]),
        // A broken built-in skin, image, schema or catalog fails RefreshKit's build (and so its
        // tests) here, with path:line:col. The target holds nothing else and is no product, so no
        // package depending on RefreshKit builds it or the skins tool.
        .target(name: "RefreshBuiltInsCheck", plugins: ["CheckBuiltInSkins"]),

        // Writes dates in a loop for the crash-safety tests of the last-updated store.
        .executableTarget(name: "refreshkit-store-writer", dependencies: ["RefreshStore", "RefreshSupport"]),

        // What the test targets share: the repository's root, temporary folders, golden files and a
        // chunked replay (not a product)
        // (the fuzz-replay harness uses its chunked replay too).
        .target(name: "RefreshTestSupport", dependencies: ["RefreshTrace"], path: "Tests/RefreshTestSupport"),
        // CRefreshText's FreeType declarations compiled after FreeType's own headers, so that one
        // that differs is a compile error. Only the tests build it: its header search path is an
        // unsafe flag, which a product that other packages use may not have.
        .target(
            name: "CRefreshTextHeaderCheck",
            path: "Tests/CRefreshTextHeaderCheck",
            cSettings: [.unsafeFlags(["-I/usr/include/freetype2"], .when(platforms: [.linux]))]
        ),
        .testTarget(
            name: "RefreshCoreTests",
            dependencies: ["RefreshStyle", "RefreshCore", "RefreshTrace", "RefreshSupport", "RefreshTestSupport"]
        ),
        .testTarget(
            name: "RefreshKitTests",
            dependencies: ["RefreshKit", "RefreshCore", "RefreshSkins", "RefreshStore", "RefreshPresentation"]
        ),
        .testTarget(
            name: "RefreshTraceTests",
            dependencies: ["RefreshTrace", "RefreshCore", "RefreshSupport", "RefreshTestSupport"]
        ),
        .testTarget(
            name: "RefreshStoreTests",
            dependencies: ["RefreshStore", "RefreshSupport", "RefreshTestSupport", "refreshkit-store-writer"]
        ),
        .testTarget(
            name: "RefreshLocalizationTests",
            dependencies: ["RefreshCore", "RefreshSupport", "RefreshLocalization", "CICUShim"]
        ),
        .testTarget(name: "RefreshXMLTests", dependencies: ["RefreshXML", "RefreshSupport"]),
        .testTarget(
            name: "RefreshSkinsTests",
            dependencies: [
                "RefreshCore", "RefreshEmbedding", "RefreshLocalization", "RefreshSupport", "RefreshXML",
                "RefreshStyle",
                "RefreshSkins", "RefreshLint", "RefreshImage", "RefreshText", "RefreshLottie", "RefreshTestSupport",
            ],
            exclude: ["Fixtures", "Golden"]
        ),
        .testTarget(
            name: "RefreshTerminalTests",
            dependencies: [
                "RefreshSimulation",
                "RefreshCore", "RefreshImage",
                "RefreshStyle",
                "RefreshTerminal", "RefreshPresentation", "RefreshSVG", "RefreshSkins", "RefreshLocalization",
                "RefreshXML", "RefreshSupport", "RefreshTestSupport",
            ],
            exclude: ["__Snapshots__"]
        ),
        // End-to-end tests run the built program (the dependency makes sure it is built). The
        // browser tests (REFRESHKIT_BROWSER_TESTS=1, .ci/run sets it) decode Chromium's
        // screenshots with RefreshSkins' PNG decoder and read the skins' colours.
        .testTarget(
            name: "RefreshPreviewTests",
            dependencies: [
                "RefreshSimulation",
                "RefreshTrace",
                "RefreshStyle",
                "refreshpreview", "refreshkit-skins", "RefreshSupport", "RefreshSkins", "RefreshImage", "RefreshCore",
                "RefreshTestSupport", "RefreshLocalization", "RefreshText", "RefreshPresentation", "RefreshSVG",
            ]
        ),
        .testTarget(name: "RefreshCommandLineTests", dependencies: ["RefreshSupport", "RefreshCommandLine"]),
        .testTarget(name: "RefreshLottieTests", dependencies: ["RefreshLottie", "RefreshImage", "RefreshTestSupport"]),
        .testTarget(
            name: "RefreshLintTests",
            dependencies: [
                "RefreshLint", "RefreshSkins", "RefreshText", "RefreshLocalization", "RefreshCore",
                "RefreshPresentation", "RefreshStyle", "RefreshTestSupport",
            ]
        ),
        // The shaping measurer against HarfBuzz's and fontconfig's own programs (hb-shape, fc-match).
        .testTarget(
            name: "RefreshTextTests",
            dependencies: [
                "RefreshStyle", "RefreshText", "RefreshCore", "RefreshLocalization", "RefreshTestSupport",
                "CRefreshTextHeaderCheck",
            ]
        ),
        .testTarget(
            name: "RefreshConcurrencyTests",
            dependencies: [
                "RefreshImage", "RefreshStyle", "RefreshCore", "RefreshLocalization", "RefreshSkins", "RefreshText",
            ]
        ),
        // Builds copies of Examples/ThemePackage with mistakes; slow, so they run only with
        // REFRESHKIT_PLUGIN_TESTS=1 (.ci/run sets it). Their build folder is .build-example/.
        .testTarget(name: "RefreshKitPluginTests", dependencies: ["RefreshTestSupport"]),
        // The GTK host and its demo: the widget's logic offscreen, and (REFRESHKIT_GTK_TESTS=1,
        // .ci/run sets it) real touch through Broadway in headless Chromium, wheel and keys
        // under Xvfb, checked against the demo's --log-effects file.
        .testTarget(
            name: "RefreshGTKTests",
            dependencies: [
                "refreshkit-gtk-demo", "RefreshGTK", "RefreshKit", "RefreshImage", "RefreshText", "RefreshTestSupport",
                "RefreshTrace",
            ],
            // The recorded screenshots BroadwaySkinTests compares with, read from the source tree.
            exclude: ["Goldens"]
        ),
        // The module graph: what each target may import, read from the sources.
        .testTarget(name: "RefreshModuleGraphTests", dependencies: ["RefreshTestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)

// libFuzzer harnesses (Fuzz/), declared only when REFRESHKIT_FUZZ is set, so ordinary builds and
// tests never see them. `scripts/fuzz` builds them with AddressSanitizer and coverage, and links
// libFuzzer without its `main`: each harness's main.swift hands its callback to
// `LLVMFuzzerRunDriver` (SwiftPM already owns the entry point of an executable target).
if Context.environment["REFRESHKIT_FUZZ"] != nil {
    package.targets.append(.target(name: "CFuzzDriver", path: "Fuzz/CFuzzDriver"))
    let harnesses: [(name: String, dependencies: [Target.Dependency])] = [
        ("fuzz-skin", ["RefreshSkins"]),
        ("fuzz-catalog", ["RefreshLocalization"]),
        ("fuzz-replay", ["RefreshTrace", "RefreshCore", "RefreshSupport", "RefreshTestSupport"]),
        ("fuzz-color", ["RefreshSkins", "RefreshStyle"]),
        ("fuzz-png", ["RefreshImage"]),
        ("fuzz-args", ["RefreshCommandLine"]),
        ("fuzz-batch", ["RefreshCommandLine", "RefreshSupport"]),
        ("fuzz-expect", ["RefreshTrace", "RefreshSupport"]),
        ("fuzz-lottie", ["RefreshLottie"]),
    ]
    for harness in harnesses {
        package.targets.append(
            .executableTarget(
                name: harness.name,
                dependencies: harness.dependencies + ["CFuzzDriver"],
                path: "Fuzz/Harnesses/\(harness.name)",
                linkerSettings: [.linkedLibrary("clang_rt.fuzzer_no_main-x86_64"), .linkedLibrary("stdc++")]
            )
        )
    }
}
