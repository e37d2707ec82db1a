import RefreshCommandLine
import Testing

/// The declarations of refreshpreview's commands drive parsing, usage lines and errors alike.
@Suite struct CommandTableTests {
    /// One option of one command, given another declared option's name as its value.
    struct Swallow: Sendable, CustomTestStringConvertible {
        /// The subcommand's name, or `nil` for the preview.
        var subcommand: String?
        var option: String
        var value: String
        var testDescription: String { ([subcommand ?? "(preview)", option, value]).joined(separator: " ") }
    }

    /// Every (option, other declared option) pair of every command.
    static let swallows: [Swallow] = {
        let commands: [(String?, [OptionDeclaration])] =
            [(nil, PreviewOptions.options)] + Invocation.Subcommand.allCases.map { ($0.name, $0.options) }
        return commands.flatMap { subcommand, options in
            options.filter { $0.valueName != nil }.flatMap { option in
                options.filter { $0.name != option.name }.map {
                    Swallow(subcommand: subcommand, option: option.name, value: $0.name)
                }
            }
        }
    }()

    @Test("An option is never given another declared option's name as its value", arguments: swallows)
    func optionNameIsNotAValue(_ test: Swallow) {
        let arguments = (test.subcommand.map { [$0] } ?? []) + [test.option, test.value]
        #expect(throws: UsageError("\(test.option) needs a value", command: test.subcommand)) {
            _ = try Invocation.parse(arguments)
        }
        // The other way round too: the name first, the option without a value last.
        #expect(throws: UsageError("\(test.option) needs a value", command: test.subcommand)) {
            _ = try Invocation.parse((test.subcommand.map { [$0] } ?? []) + [test.option])
        }
    }

    @Test("The table is not empty and covers every subcommand")
    func swallowCount() {
        #expect(Set(Self.swallows.compactMap(\.subcommand)) == ["replay", "lint", "new", "last-updated", "gallery"])
        #expect(Self.swallows.count > 300)
    }

    struct Failure: Sendable, CustomTestStringConvertible {
        var arguments: [String]
        var message: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    @Test(
        "A choice option's error lists its cases, with a suggestion when one is near",
        arguments: [
            Failure(
                arguments: ["--state", "bogus"],
                message:
                    "--state must be one of idle, pulling, loading, finished, noMoreData, failed, secondLevel, not 'bogus'"
            ),
            Failure(
                arguments: ["--state", "pullling"],
                message:
                    "--state must be one of idle, pulling, loading, finished, noMoreData, failed, secondLevel, not 'pullling' (did you mean 'pulling'?)"
            ),
            Failure(
                arguments: ["--color", "alway"],
                message: "--color must be one of auto, always, never, not 'alway' (did you mean 'always'?)"
            ),
            Failure(
                arguments: ["--state", "finished", "--result", "failed"],
                message: "--result must be one of success, failure, not 'failed' (did you mean 'failure'?)"
            ),
            Failure(
                arguments: ["--appearance", "Dark"],
                message: "--appearance must be one of light, dark, not 'Dark' (did you mean 'dark'?)"
            ),
            Failure(
                arguments: ["last-updated", "--ago", "5", "--style", "relativ"],
                message: "--style must be one of relative, calendar, absolute, not 'relativ' (did you mean 'relative'?)"
            ),
            Failure(
                arguments: ["last-updated", "--ago", "5", "--unit-width", "wide"],
                message: "--unit-width must be one of long, short, narrow, not 'wide'"
            ),
            Failure(
                arguments: ["lint", "--format", "jsno", "a.xml"],
                message: "--format must be one of text, json, not 'jsno' (did you mean 'json'?)"
            ),
        ]
    )
    func choiceErrors(_ test: Failure) {
        let command = test.arguments.first.flatMap { $0.hasPrefix("-") ? nil : $0 }
        #expect(throws: UsageError(test.message, command: command)) { _ = try Invocation.parse(test.arguments) }
    }

    @Test("An option name has one value name and one kind in every command that takes it")
    func oneMeaningPerName() {
        var seen: [String: OptionDeclaration] = [:]
        for options in [PreviewOptions.options] + Invocation.Subcommand.allCases.map(\.options) {
            for option in options where option.retiredMessage == nil {
                guard let earlier = seen[option.name] else {
                    seen[option.name] = option
                    continue
                }
                #expect(earlier.valueName == option.valueName, "\(option.name)")
                #expect(earlier.isNumber == option.isNumber, "\(option.name)")
            }
        }
        #expect(seen["--width"]?.valueName == "COLUMNS")
        #expect(seen["--time-zone"]?.valueName == "ZONE")
    }

    @Test("last-updated's old --width is an error that names --unit-width, and no help or usage shows it")
    func retiredWidth() throws {
        let message =
            "last-updated's --width is now --unit-width (long, short or narrow); --width is the preview's width in columns"
        for arguments in [["--width", "short"], ["--width=short"], ["--ago", "5", "--width", "narrow"]] {
            #expect(throws: UsageError(message, command: "last-updated")) {
                _ = try Invocation.parse(["last-updated"] + arguments)
            }
        }
        #expect(!Invocation.Subcommand.lastUpdated.usage.contains("--width"))
        #expect(!OptionDeclaration.helpSection(LastUpdatedOptions.options).contains("--width"))
        let parsed = try Invocation.parse(["last-updated", "--ago", "5", "--unit-width", "short"])
        guard case .lastUpdated(let options) = parsed else { throw UsageError("not last-updated") }
        #expect(options.width == .short)
    }

    @Test("One declaration per option: defaults outside a parse, values from the command line, help order")
    func declaredOnce() throws {
        let defaults = PreviewOptions()
        #expect(defaults.width == 56 && defaults.fps == 30 && defaults.color == .auto && !defaults.footer)
        #expect(defaults.skinName == nil && defaults.skinFiles.isEmpty && defaults.lastUpdated == nil)
        #expect(PreviewOptions.options.first?.name == "--skin")
        #expect(PreviewOptions.options.last?.name == "--visual-order")
        let list = try ArgumentList(
            ["--footer", "--skin-file", "a.xml", "--width", "30", "--skin-file=b.xml", "--last-updated", "never"],
            options: PreviewOptions.options
        )
        let options = try PreviewOptions.parse(list)
        #expect(options.edge == .footer && options.width == 30 && options.skinFiles == ["a.xml", "b.xml"])
        #expect(options.lastUpdated == .never && options.lastUpdatedGiven && options.lastUpdatedAgo == nil)
        // Parsing left nothing behind: a value made afterwards has the defaults again.
        #expect(PreviewOptions().width == 56)
    }

    @Test("Usage lines come from the declarations")
    func usageLines() {
        #expect(
            Invocation.Subcommand.replay.usage
                == "USAGE: refreshpreview replay [--skin NAME] [--skin-file PATH]... [--expect FILE] [FILE]"
        )
        #expect(
            Invocation.Subcommand.gallery.usage
                == """
                USAGE: refreshpreview gallery [--skin NAME]... [--skin-file PATH]... [--locale LOCALE]...
                                              [--appearance light|dark] DIR
                """
        )
        #expect(
            Invocation.Subcommand.lastUpdated.usage == """
                USAGE: refreshpreview last-updated [--locale LOCALE] [--ago SECONDS] [--date ISO8601]
                                                   [--now ISO8601] [--style relative|calendar|absolute]
                                                   [--unit-width long|short|narrow] [--time-zone ZONE]
                                                   [--skeleton SKELETON] [--future now|error] [--phrase] [--batch]
                                                   [--format text|json] [--expect FILE]
                """
        )
    }

    @Test(
        "One table of subcommands: parsing, help topics and suggestions",
        arguments: [
            Failure(
                arguments: ["galery"],
                message:
                    "unknown subcommand 'galery' (did you mean 'gallery'?); the subcommands are replay, skins, lint, new, text, last-updated, gallery"
            ),
            Failure(
                arguments: ["help", "last-update"],
                message:
                    "no help for 'last-update'; the subcommands are replay, skins, lint, new, text, last-updated, gallery (did you mean 'last-updated'?)"
            ),
        ]
    )
    func subcommands(_ test: Failure) {
        #expect(throws: UsageError(test.message)) { _ = try Invocation.parse(test.arguments) }
    }

    @Test("Every subcommand of the table parses by its name, and has help by its name")
    func everySubcommand() throws {
        for subcommand in Invocation.Subcommand.allCases {
            guard case .help(let topic) = try Invocation.parse(["help", subcommand.name]) else {
                Issue.record("no help for \(subcommand.name)")
                continue
            }
            #expect(topic == subcommand)
            #expect(throws: UsageError("unknown option '--xyzzy'", command: subcommand.name)) {
                _ = try Invocation.parse([subcommand.name, "--xyzzy"])
            }
        }
    }
}
