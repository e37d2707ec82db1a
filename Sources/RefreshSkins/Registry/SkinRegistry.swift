import RefreshCore
import RefreshSupport
import RefreshXML

/// The skins a program can use: built-ins first, then the search path, then files named
/// explicitly. A later skin replaces an earlier one with the same id (with a warning); two skins
/// with one id at the same level are an error, and the first one is kept.
public struct SkinRegistry: Sendable {
    /// The resolved skins, sorted by id.
    public private(set) var skins: [SkinDescriptor]
    /// Every problem found in every file, in the order the files were read.
    public internal(set) var diagnostics: [SkinDiagnostic]
    /// The descriptors that were read but gave no skin (an error in the file, or in what it
    /// extends): each one's path as diagnostics name it, by its id. A program asked for one says
    /// it failed to load (with its errors) rather than that no skin has the id. An id another
    /// definition still gives (a built-in's) is not among them.
    public private(set) var unloaded: [String: String] = [:]
    /// The problems each descriptor's reading found in another file, by the descriptor's path: a
    /// Lottie file it names that the reader refuses is reported at the JSON's own line and column.
    private var problemsElsewhere: [String: [SkinDiagnostic]] = [:]

    /// Resolves documents (in precedence order) into skins: duplicates, `extends` chains and
    /// cycles are checked here.
    public init(documents: [SkinDocument]) {
        var diagnostics = documents.flatMap(\.diagnostics)
        for document in documents {
            let path = document.source.path
            let elsewhere = document.diagnostics.filter { $0.file != path }
            if !elsewhere.isEmpty { problemsElsewhere[path, default: []] += elsewhere }
        }
        var byID: [String: PartialSkin] = [:]
        var definitions: [String: [PartialSkin]] = [:]
        for document in documents {
            guard document.isValid, let partial = document.partial else { continue }
            if let existing = byID[partial.id] {
                if existing.source.level == partial.source.level {
                    diagnostics.append(
                        SkinDiagnostic(
                            file: partial.path,
                            line: partial.line,
                            column: partial.column,
                            message: "duplicate skin id '\(partial.id)': "
                                + "\(ControlCharacters.escaped(existing.path)) already defines it; give one of them another id",
                            code: .duplicateSkinID
                        )
                    )
                    continue
                }
                // A copy that says the same thing (a built-in's own descriptor given to `lint`, an
                // unchanged copy of a built-in's folder) replaces nothing.
                if !Self.isSameSkin(partial, existing) {
                    diagnostics.append(
                        SkinDiagnostic(
                            file: partial.path,
                            line: partial.line,
                            column: partial.column,
                            severity: .warning,
                            message: "skin '\(partial.id)' replaces the one from "
                                + ControlCharacters.escaped(existing.source.description),
                            code: .replacedSkin
                        )
                    )
                }
            }
            byID[partial.id] = partial
            definitions[partial.id, default: []].append(partial)
        }
        // A file with errors is not resolved, but an `extends` naming no skin at all is reported
        // with its other errors, so one pass shows every mistake.
        for document in documents where !document.isValid {
            guard let partial = document.partial, let parentID = partial.extends, !parentID.isEmpty,
                parentID != partial.id, definitions[parentID] == nil
            else { continue }
            diagnostics.append(Self.unknownParent(parentID, of: partial, definitions: definitions))
        }
        var skins: [SkinDescriptor] = []
        for id in byID.keys.sorted() {
            guard let skin = byID[id] else { continue }
            switch Self.resolve(skin, definitions: definitions) {
            case .skin(let skin, let warnings):
                skins.append(skin)
                diagnostics += warnings
            case .failure(let diagnostic): diagnostics.append(diagnostic)
            }
        }
        self.skins = skins
        self.diagnostics = diagnostics
        let loaded = Set(skins.map(\.id))
        for document in documents {
            guard let id = document.partial?.id, !loaded.contains(id) else { continue }
            unloaded[id] = document.source.path
        }
    }

    /// The skin with this id.
    public func skin(id: String) -> SkinDescriptor? {
        skins.first { $0.id == id }
    }

    /// The ids of all skins, sorted.
    public var ids: [String] { skins.map(\.id) }

    /// The problems of the descriptors at `paths` (as diagnostics name them), in the order they
    /// were found, each once: those located in the descriptors, and those their reading found in
    /// the files they name (a refused Lottie file, at its own line and column): what lint reports
    /// of the files it checks.
    public func diagnostics(of paths: Set<String>) -> [SkinDiagnostic] {
        let elsewhere = Set(paths.flatMap { problemsElsewhere[$0] ?? [] })
        var seen: Set<SkinDiagnostic> = []
        return diagnostics.filter {
            (paths.contains($0.file) || elsewhere.contains($0)) && seen.insert($0).inserted
        }
    }

    /// Only the errors among ``diagnostics``.
    public var errors: [SkinDiagnostic] { diagnostics.filter { $0.severity == .error } }

    /// How many ids ``unknownSkinMessage(_:)`` lists before it says how many more there are.
    static let namesListed = 30

    /// A sentence for an unknown id, with a suggestion when one is close, listing the first
    /// ids (`refreshpreview skins` lists them all).
    public func unknownSkinMessage(_ id: String) -> String {
        let shown = ids.prefix(Self.namesListed).joined(separator: ", ")
        let more = ids.count - Self.namesListed
        let rest = more > 0 ? ", and \(more) more: 'refreshpreview skins' lists them" : ""
        let suggestion = NameSuggestion.clause(for: id, in: ids)
        return "unknown skin '\(ControlCharacters.escaped(id))'\(suggestion) (available: \(shown)\(rest))"
    }

    /// Whether two definitions of one id say the same thing, wherever they were read from: the
    /// same attributes, colours, metrics, strings and arrow pixels.
    static func isSameSkin(_ one: PartialSkin, _ other: PartialSkin) -> Bool {
        func placeless(_ skin: PartialSkin) -> PartialSkin {
            var skin = skin
            skin.path = ""
            skin.source = .file(path: "")
            skin.header?.strings.origins = [:]
            skin.footer?.strings.origins = [:]
            return skin
        }
        return placeless(one) == placeless(other)
    }

    enum Resolution {
        case skin(SkinDescriptor, warnings: [SkinDiagnostic])
        case failure(SkinDiagnostic)
    }

    /// The skin `extends="id"` in `child` names: the latest definition of that id at the child's
    /// level or before, other than the child itself. So built-ins never see a user's overrides,
    /// and a user's `blue` may extend the built-in `blue`.
    static func parent(named id: String, of child: PartialSkin, in definitions: [String: [PartialSkin]]) -> PartialSkin?
    {
        definitions[id]?.last { $0.source.level <= child.source.level && $0.path != child.path }
    }

    /// The error at `skin`'s `extends` when `parentID` (its own, or one of a skin of its id above
    /// it) names no skin of `definitions`, with the nearest id (never the skin's own: a skin
    /// cannot extend itself).
    static func unknownParent(
        _ parentID: String,
        of skin: PartialSkin,
        definitions: [String: [PartialSkin]]
    ) -> SkinDiagnostic {
        let guess = NameSuggestion.nearest(to: parentID, among: definitions.keys.filter { $0 != skin.id }.sorted())
        return SkinDiagnostic(
            file: skin.path,
            line: skin.extendsLine,
            column: skin.extendsColumn,
            message: "skin '\(skin.id)' extends unknown skin '\(ControlCharacters.escaped(parentID))'"
                + NameSuggestion.clause(guess),
            code: .unknownSkin,
            suggestion: guess
        )
    }

    /// The most skins that may stand above a skin through `extends` (its parent, the parent's
    /// parent, and so on). A longer chain is an error at the skin's `extends`, so resolving every
    /// skin of a registry costs at most this many steps a skin.
    public static let maximumExtendsDepth = 16

    static func resolve(_ skin: PartialSkin, definitions: [String: [PartialSkin]]) -> Resolution {
        let id = skin.id
        // The skins it extends, nearest first, and the files met on the way up (both made only
        // for a skin that extends another).
        var ancestors: [PartialSkin] = []
        var seen: Set<String> = skin.extends == nil ? [] : [skin.path]
        var parentID = skin.extends
        while let wanted = parentID {
            let current = ancestors.last ?? skin
            // Every failure is at the skin's own `extends` (the loop runs only when it has one).
            func failure(_ code: DiagnosticCode, _ message: String, suggestion: String? = nil) -> Resolution {
                .failure(
                    SkinDiagnostic(
                        file: skin.path,
                        line: skin.extendsLine,
                        column: skin.extendsColumn,
                        message: message,
                        code: code,
                        suggestion: suggestion
                    )
                )
            }
            func cycle() -> Resolution {
                let chain = ([id] + ancestors.map(\.id) + [wanted]).joined(separator: " → ")
                return failure(
                    .extendsCycle,
                    "cyclic extends: \(chain); a skin cannot extend itself, directly or indirectly"
                )
            }
            guard ancestors.count < maximumExtendsDepth else {
                return failure(
                    .extendsTooDeep,
                    "skin '\(id)' stands on more than \(maximumExtendsDepth) skins through extends "
                        + "('\(ancestors[0].id)' → … → '\(current.id)' → '\(wanted)'); at most "
                        + "\(maximumExtendsDepth) are allowed: extend a skin higher up the chain, or merge some of them"
                )
            }
            guard let parent = parent(named: wanted, of: current, in: definitions) else {
                if wanted == current.id { return cycle() }
                guard current.id != id else {
                    return .failure(unknownParent(wanted, of: skin, definitions: definitions))
                }
                // The fix is in another skin's file, which is reported with the suggestion; never a
                // skin of the chain itself (it cannot extend itself).
                let chain = Set([id, current.id])
                let guess = NameSuggestion.nearest(
                    to: wanted,
                    among: definitions.keys.filter { !chain.contains($0) }.sorted()
                )
                return failure(
                    .unknownSkin,
                    "skin '\(current.id)' extends unknown skin '\(wanted)' (through '\(current.id)')"
                        + (guess.map { "; fix it in '\(current.id)' (the nearest skin is '\($0)')" } ?? "")
                )
            }
            guard seen.insert(parent.path).inserted else { return cycle() }
            ancestors.append(parent)
            parentID = parent.extends
        }
        // Merge from the root of the chain down to the skin itself.
        var header: PartialPart?
        var footer: PartialPart?
        func merge(_ link: PartialSkin) {
            if let part = link.header { header = header.map { part.overlaid(on: $0) } ?? part }
            if let part = link.footer { footer = footer.map { part.overlaid(on: $0) } ?? part }
        }
        for link in ancestors.reversed() { merge(link) }
        merge(skin)
        // A skin with one part uses it for the other too.
        var headerPart = header ?? footer ?? PartialPart()
        var footerPart = footer ?? header ?? PartialPart()
        if header == nil { headerPart = headerPart.removing(["mode", "maxTriggers"]) }
        if footer == nil { footerPart = footerPart.removing(["lastUpdated"]) }
        let resolvedHeader = headerPart.resolved(edge: .header)
        let resolvedFooter = footerPart.resolved(edge: .footer)
        let parts = [(resolvedHeader, headerPart), (resolvedFooter, footerPart)]
        for style in [SkinStyle.arrow, .frames, .lottie] {
            for (part, partial) in parts where part.style == style {
                if let problem = missingDrawing(skin, part, partial) { return .failure(problem) }
            }
        }
        return .skin(
            SkinDescriptor(
                id: skin.id,
                name: skin.name,
                summary: skin.summary,
                extends: skin.extends,
                header: resolvedHeader,
                footer: resolvedFooter,
                source: skin.source
            ),
            warnings: oneEdgeWarnings(skin, ancestors: ancestors)
                + unusedFramesWarnings(skin, header: resolvedHeader, footer: resolvedFooter)
        )
    }

    /// A part of style `arrow`, `frames` or `lottie` without its arrow image, `<frames>` or
    /// `<lottie>` (here or in a skin it extends): an error at the part as the skin writes it (or at
    /// the skin, for a part it does not write).
    static func missingDrawing(_ skin: PartialSkin, _ part: SkinPart, _ partial: PartialPart) -> SkinDiagnostic? {
        let (element, fix): (String, String)
        switch part.style {
        case .arrow where part.arrow == nil:
            (element, fix) = (#"<arrow image="..."/>"#, #" or use style="spinner" or "text""#)
        case .frames where part.frames.isEmpty:
            element = "<frames>"
            fix =
                #" such as <frames states="loading" bind="time" fps="24" sprite="load.png" count="12"/>"#
                + " or use another style"
        case .lottie where part.lottie == nil:
            (element, fix) = ("<lottie>", #" such as <lottie src="indicator.json"/> or use another style"#)
        default:
            return nil
        }
        return SkinDiagnostic(
            file: skin.path,
            line: partial.line == 0 ? skin.line : partial.line,
            column: partial.line == 0 ? skin.column : partial.column,
            message: "the \(part.edge.rawValue) uses style \"\(part.style.rawValue)\" but no \(element) is "
                + "given (here or in a skin it extends); add one\(fix)",
            code: .missingElement
        )
    }

    /// A skin that extends another and gives only one edge takes the other edge from the skin it
    /// extends, unchanged (a skin that extends nothing uses its one edge for both): say so, with
    /// the fix, when the skins above it do give the other edge.
    static func oneEdgeWarnings(_ skin: PartialSkin, ancestors: [PartialSkin]) -> [SkinDiagnostic] {
        guard let parentID = skin.extends, (skin.header == nil) != (skin.footer == nil) else { return [] }
        let (given, missing) = skin.header == nil ? ("footer", "header") : ("header", "footer")
        guard ancestors.contains(where: { given == "header" ? $0.footer != nil : $0.header != nil }) else { return [] }
        return [
            SkinDiagnostic(
                file: skin.path,
                line: skin.extendsLine,
                column: skin.extendsColumn,
                severity: .warning,
                message:
                    "skin '\(skin.id)' gives only a <\(given)>, so its \(missing) comes unchanged from '\(parentID)' "
                    + "(a skin that extends nothing would use its <\(given)> for both); add a <\(missing)> with your "
                    + "changes, or an empty <\(missing)/> to keep the inherited one and silence this warning",
                code: .inheritedEdge
            )
        ]
    }
}
