import RefreshCommandLine
import RefreshFoundation
import RefreshLint
import RefreshPresentation
import RefreshSkins
import RefreshSupport

/// `refreshpreview lint FILE...`: checks skin descriptors as the loader will read them.
enum LintCommand {
    static let help = """
        OVERVIEW: Check skin descriptors: XML syntax, encoding (UTF-8), the schema, colours,
        metrics, assets, 'extends', locales, and string overrides (compiled by ICU, with
        the arguments of their keys); warn about text under WCAG AA contrast, and about
        the picture in every state, language and appearance, laid out as the hosts draw
        it with real fonts: texts cut, indicators under 3:1, one picture for success and
        failure, a trigger no pull reaches. Every problem is printed as
        'path:line:col: error: message' (or as JSON with --format json).

        \(Invocation.Subcommand.lint.usage)

        ARGUMENTS:
          FILE                  A skin descriptor (.xml); named through a symbolic link, the
                                file it leads to, with its assets beside it. Built-in skins and
                                the search path are loaded too, so 'extends="blue"' resolves; a
                                skin it extends that sits beside it (base.xml, or base/base.xml
                                in the folder next to its own) is found and checked too. A style
                                may name the kinds the preview draws and those of a theme
                                package's kinds.txt (at the top of the file's tree or up to
                                three folders above it). A Lottie animation (.json) is checked
                                alone: every refusal at once, with its JSON path in a minified
                                file.

        \(OptionDeclaration.helpSection(LintOptions.options))

        EXAMPLE:
          refreshpreview lint Resources/Skins/*/*.xml
          refreshpreview lint --root skins skins/sunset/sunset.xml

        Exits 0 when every file is valid, 1 when any has an error.
        """

    static func run(_ options: LintOptions) throws -> Int32 {
        let root = options.root
        let files = SkinRegistry.withSkinsBeside(options.files)
        if let root, case let kind = PathKind(of: root), kind != .folder {
            let reason = kind == .missing ? "no such folder" : "it is a file, not a folder"
            throw RuntimeFailure("cannot use the root folder '\(ControlCharacters.escaped(root))': \(reason)")
        }
        let report = SkinLint.check(
            files: files,
            root: root,
            searchPath: SkinRegistry.searchPath(environment: ProcessInfo.processInfo.environment),
            // A style may name any kind the preview draws; another name is a warning.
            loader: SkinLoader(decodesImages: true, indicatorKinds: IndicatorRegistry.builtIn.kindNames)
        )
        if options.format == .json {
            try Output.line(SkinDiagnostic.json(report.diagnostics, kind: .skin))
            return report.errors.isEmpty ? ExitStatus.success : ExitStatus.failure
        }
        for line in SkinDiagnostic.lines(report.diagnostics) {
            Output.errorLine(line)
        }
        let errors = report.errors.count
        let warnings = report.warnings.count
        let summary =
            "\(report.fileCount) file\(report.fileCount == 1 ? "" : "s") checked: "
            + "\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")"
        try Output.line(summary)
        return errors == 0 ? ExitStatus.success : ExitStatus.failure
    }
}
