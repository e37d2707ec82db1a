import RefreshCore
import RefreshSupport

/// The files generated from the grammar table: the RELAX NG schema for editors and the reference
/// section of the format guide. Tests fail when the checked-in copies are stale
/// (`REFRESHKIT_RECORD=1 swift test --filter SkinGrammarFileTests` rewrites both).
extension SkinGrammar {
    // MARK: RELAX NG

    /// `Resources/Schema/skin.rng`, generated.
    static func relaxNG() -> String {
        var out = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!--
              RefreshKit skin descriptor, format 1 (RELAX NG, XML syntax), for editors.

              GENERATED from the grammar table (Sources/RefreshSkins/Grammar/SkinGrammar.swift); do not
              edit. Regenerate it by running the test suite SkinGrammarFileTests with REFRESHKIT_RECORD=1.

              RefreshKit does not use this file at run time: the loader checks the same table, and a few
              rules a schema cannot express (the arrow and frame images must exist, be PNGs and stay
              inside the skin's folder; a sprite's width must divide into its frames; `extends` must
              name a known skin without a cycle; a part with the arrow style needs an arrow image and
              one with the frames style a <frames>; string overrides must be valid ICU MessageFormat;
              a style a typo away from a built-in kind's name is refused, and one the loader does not
              know warned about).
              See Docs/SkinFormat.md for the author's guide.
            -->
            <grammar xmlns="http://relaxng.org/ns/structure/1.0"
                     datatypeLibrary="http://www.w3.org/2001/XMLSchema-datatypes">
              <start>

            """
        element(skin, indent: "    ", into: &out)
        out += "  </start>\n</grammar>\n"
        return out
    }

    static func element(_ rule: SkinElementRule, indent: String, into out: inout String) {
        out += "\(indent)<element name=\"\(rule.name)\">\n"
        let inner = indent + "  "
        attributes(rule, indent: inner, into: &out)
        if rule.children.isEmpty {
            if rule.allowsText { out += "\(inner)<text/>\n" }
        } else if rule.name == skin.name {
            // A skin has a header, a footer or both.
            out += "\(inner)<interleave>\n"
            for child in rule.children where child !== header && child !== footer {
                out += "\(inner)  <optional>\n"
                element(child, indent: inner + "    ", into: &out)
                out += "\(inner)  </optional>\n"
            }
            out += "\(inner)  <choice>\n\(inner)    <interleave>\n"
            element(header, indent: inner + "      ", into: &out)
            out += "\(inner)      <optional>\n"
            element(footer, indent: inner + "        ", into: &out)
            out += "\(inner)      </optional>\n\(inner)    </interleave>\n"
            element(footer, indent: inner + "    ", into: &out)
            out += "\(inner)  </choice>\n\(inner)</interleave>\n"
        } else {
            let grouped = rule.children.count > 1
            if grouped { out += "\(inner)<interleave>\n" }
            let childIndent = grouped ? inner + "  " : inner
            for child in rule.children {
                let wrapper = child.repeatable ? "zeroOrMore" : "optional"
                out += "\(childIndent)<\(wrapper)>\n"
                element(child, indent: childIndent + "  ", into: &out)
                out += "\(childIndent)</\(wrapper)>\n"
            }
            if grouped { out += "\(inner)</interleave>\n" }
        }
        out += "\(indent)</element>\n"
    }

    static func attributes(_ rule: SkinElementRule, indent: String, into out: inout String) {
        func line(_ attribute: SkinAttributeRule, only value: String? = nil) -> String {
            let type = value.map { "<value>\($0)</value>" } ?? relaxNG(attribute.type)
            return "<attribute name=\"\(attribute.name)\">\(type)</attribute>"
        }
        if rule.reader == .tint {
            // At least one of the two.
            let (light, dark) = (rule.attributes[0], rule.attributes[1])
            out += "\(indent)<choice>\n"
            out += "\(indent)  <group>\n\(indent)    \(line(light))\n"
            out += "\(indent)    <optional>\(line(dark))</optional>\n\(indent)  </group>\n"
            out += "\(indent)  \(line(dark))\n\(indent)</choice>\n"
            return
        }
        let dependents = rule.attributes.filter { $0.requires != nil }
        for attribute in rule.attributes where attribute.requires == nil {
            let needed = dependents.filter { $0.requires?.attribute == attribute.name }
            if let (_, value) = needed.first?.requires, case .choice(let names, _) = attribute.type {
                // The dependent attributes only with their value: `mode="automatic" maxTriggers="5"`.
                out += "\(indent)<optional>\n\(indent)  <choice>\n"
                for name in names where name != value {
                    out += "\(indent)    \(line(attribute, only: name))\n"
                }
                out += "\(indent)    <group>\n\(indent)      \(line(attribute, only: value))\n"
                for dependent in needed { out += "\(indent)      <optional>\(line(dependent))</optional>\n" }
                out += "\(indent)    </group>\n\(indent)  </choice>\n\(indent)</optional>\n"
            } else if attribute.required {
                out += "\(indent)\(line(attribute))\n"
            } else {
                out += "\(indent)<optional>\(line(attribute))</optional>\n"
            }
        }
    }

    static func relaxNG(_ type: SkinValueType) -> String {
        switch type {
        case .colour:
            return "<data type=\"string\"><param name=\"pattern\">\(XMLEscaping.escaped(colourPattern))</param></data>"
        case .number(let bounds, _):
            let lower = bounds.includesLower ? "minInclusive" : "minExclusive"
            return "<data type=\"decimal\"><param name=\"\(lower)\">\(ValueBounds.format(bounds.lower))</param>"
                + "<param name=\"maxInclusive\">\(ValueBounds.format(bounds.upper))</param></data>"
        case .wholeNumber(let range):
            return "<data type=\"integer\"><param name=\"minInclusive\">\(range.lowerBound)</param>"
                + "<param name=\"maxInclusive\">\(range.upperBound)</param></data>"
        case .choice(let names, _):
            return "<choice>" + names.map { "<value>\($0)</value>" }.joined() + "</choice>"
        case .onOff:
            return "<choice><value>on</value><value>off</value></choice>"
        case .text(let rule):
            return rule.relaxNG
        case .messageKey:
            return "<choice>" + MessageKey.allCases.map { "<value>\($0.rawValue)</value>" }.joined() + "</choice>"
        }
    }

    // MARK: The guide's reference

    /// The markers around the generated reference in `Docs/SkinFormat.md`.
    static let referenceStart =
        "<!-- BEGIN REFERENCE: generated from the grammar table (SkinGrammar.swift); "
        + "run the SkinGrammarFileTests with REFRESHKIT_RECORD=1 to rewrite it -->"
    static let referenceEnd = "<!-- END REFERENCE -->"

    /// The reference section: every element with its place, its attributes (type, default,
    /// meaning) and what it may hold.
    static func reference() -> String {
        var parents: [String: [String]] = [:]
        var order: [SkinElementRule] = []
        func visit(_ rule: SkinElementRule, parent: String?) {
            if let parent { parents[rule.name, default: []].append(parent) }
            if !order.contains(where: { $0.name == rule.name }) { order.append(rule) }
            for child in rule.children { visit(child, parent: rule.name) }
        }
        visit(skin, parent: nil)
        var out = ""
        for rule in order {
            out += "#### `<\(rule.name)>`\n\n"
            let places = parents[rule.name].map { list in Set(list).sorted().map { "`<\($0)>`" } }
            var facts: [String] = []
            if let places {
                facts.append(
                    "In " + SkinValueType.list(places)
                        + (rule.repeatable ? ", any number of times." : ", at most once.")
                )
            } else {
                facts.append("The root element.")
            }
            if rule.name == skin.name {
                facts.append("Holds a `<header>`, a `<footer>` or both, in any order.")
            } else if !rule.children.isEmpty {
                let names = SkinValueType.list(rule.children.map { "`<\($0.name)>`" }, lastJoinedBy: "and")
                facts.append("Holds " + names + ", each optional, in any order.")
            }
            if rule.allowsText { facts.append("Its text is the value.") }
            if let misplaced = rule.misplaced.keys.sorted().first { facts.append("No `<\(misplaced)>` here.") }
            out += rule.doc + " " + facts.joined(separator: " ") + "\n\n"
            if !rule.attributes.isEmpty {
                out += "| attribute | value | default | meaning |\n| --- | --- | --- | --- |\n"
                for attribute in rule.attributes {
                    let value = describe(attribute.type)
                    let fallback = attribute.required ? "required" : (attribute.defaultValue ?? "none")
                    var doc = attribute.doc
                    if let (other, needed) = attribute.requires { doc += " Only with `\(other)=\"\(needed)\"`." }
                    out += "| `\(attribute.name)` | \(value) | \(fallback) | \(doc) |\n"
                }
                if rule.reader == .tint { out += "\nGive at least one of `light` and `dark`.\n" }
                out += "\n"
            }
        }
        return out
    }

    static func describe(_ type: SkinValueType) -> String {
        switch type {
        case .colour: "colour"
        case .number(let bounds, let unit): "number, \(bounds.phrase)\(unit)"
        case .wholeNumber(let range): "whole number, \(range.lowerBound) to \(range.upperBound)"
        case .choice(let names, _): SkinValueType.list(names.map { "`\($0)`" })
        case .onOff: "`on` or `off`"
        case .text(let rule): rule.summary
        case .messageKey: "a message key (see the table of keys)"
        }
    }

    /// `guide` with its reference section replaced by a freshly generated one.
    static func guide(updating guide: String) -> String? {
        guard let start = guide.firstRange(of: referenceStart), let end = guide.firstRange(of: referenceEnd),
            start.upperBound <= end.lowerBound
        else { return nil }
        return String(guide[..<start.upperBound]) + "\n\n" + reference() + String(guide[end.lowerBound...])
    }
}
