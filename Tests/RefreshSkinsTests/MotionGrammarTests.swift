import Foundation
import RefreshCore
import RefreshTestSupport
import RefreshXML
import Testing

@testable import RefreshSkins

/// The motion vocabulary: `<animation>` with `<key>`s, `maximumProgress`, `<finishedIcon>` and
/// `<fade>` read into ``SkinMotion``, and every mistake an author can make with them a located
/// error (or a warning when the skin still works).
@Suite("Motion in skins")
struct MotionGrammarTests {
    /// A skin whose header holds `inside` (after a text style), one line.
    static func skin(_ inside: String) -> String {
        #"<skin id="x" name="x" format="1"><header style="text">"# + inside + "</header></skin>"
    }

    /// One mistake: the part's XML with `⟨` where the diagnostic points, its severity and a
    /// piece of its message.
    struct Mistake: CustomTestStringConvertible, Sendable {
        var name: String
        var inside: String
        var error = true
        var message: String
        var testDescription: String { name }
    }

    static let keys = #"<key at="0" value="0"/><key at="1" value="1"/>"#
    static let seventeenKeys = (0..<16).map { #"<key at="\#($0)" value="0"/>"# }.joined()

    static let mistakes: [Mistake] = [
        Mistake(
            name: "one key",
            inside: #"⟨<animation property="scale"><key at="0" value="1"/></animation>"#,
            message: "<animation> needs at least 2 <key> elements, from and to (it has 1)"
        ),
        Mistake(
            name: "no key",
            inside: #"⟨<animation property="scale"></animation>"#,
            message: "(it has 0)"
        ),
        Mistake(
            name: "seventeen keys",
            inside: #"<metrics maximumProgress="4"/><animation property="scale" bind="time">"#
                + (0..<16).map { #"<key at="0.0\#($0 + 10)" value="1"/>"# }.joined()
                + #"⟨<key at="0.9" value="1"/></animation>"#,
            message: "an <animation> has at most 16 <key> elements"
        ),
        Mistake(
            name: "keys out of order",
            inside: #"<animation property="scale"><key at="0.5" value="1"/><key ⟨at="0.2" value="2"/></animation>"#,
            message: "keys go in increasing 'at': 0.2 comes after 0.5"
        ),
        Mistake(
            name: "two keys at the same place",
            inside: #"<animation property="scale"><key at="0.5" value="1"/><key ⟨at="0.5" value="2"/></animation>"#,
            message: "keys go in increasing 'at': 0.5 comes after 0.5"
        ),
        Mistake(
            name: "an opacity above 1",
            inside: #"<animation property="opacity"><key at="0" value="0"/><key at="1" ⟨value="2"/></animation>"#,
            message: "opacity values must be at least 0 and at most 1, not 2"
        ),
        Mistake(
            name: "a negative scale",
            inside: #"<animation property="scale"><key at="0" ⟨value="-1"/><key at="1" value="1"/></animation>"#,
            message: "scale values must be at least 0 and at most 10, not -1"
        ),
        Mistake(
            name: "an offset too far",
            inside: #"<animation property="offsetY"><key at="0" value="0"/><key at="1" ⟨value="500"/></animation>"#,
            message: "offsetY values must be at least -200 and at most 200 points, not 500"
        ),
        Mistake(
            name: "a rotation beyond ten turns",
            inside: #"<animation property="rotation"><key at="0" value="0"/><key at="1" ⟨value="4000"/></animation>"#,
            message: "value must be at least -3600 and at most 3600, not 4000"
        ),
        Mistake(
            name: "a key that is not a number",
            inside: #"<animation property="scale"><key ⟨at="NaN" value="0"/><key at="1" value="1"/></animation>"#,
            message: "at must be a number such as 0.25, not 'NaN'"
        ),
        Mistake(
            name: "a negative key",
            inside: #"<animation property="scale"><key ⟨at="-0.5" value="0"/><key at="1" value="1"/></animation>"#,
            message: "at must not be negative (-0.5)"
        ),
        Mistake(
            name: "a time key past the duration",
            inside:
                #"<animation property="scale" bind="time"><key at="0" value="1"/><key ⟨at="1.5" value="2"/></animation>"#,
            message: "with bind=\"time\", at is a fraction of the duration, 0 to 1, not 1.5"
        ),
        Mistake(
            name: "a zero duration",
            inside: #"<animation property="scale" bind="time" ⟨duration="0">"# + keys + "</animation>",
            message: "duration must be greater than 0 and at most 60 seconds, not 0"
        ),
        Mistake(
            name: "text that turns",
            inside: #"<animation target="text" ⟨property="rotation">"# + keys + "</animation>",
            message: "text moves (offsetX, offsetY) and fades (opacity) but does not turn"
        ),
        Mistake(
            name: "text that scales",
            inside: #"<animation target="text" ⟨property="scale">"# + keys + "</animation>",
            message: "does not scale"
        ),
        Mistake(
            name: "an unknown state",
            inside: #"<animation property="scale" ⟨states="idle loadin">"# + keys + "</animation>",
            message: "unknown state 'loadin' in states; did you mean 'loading'?"
        ),
        Mistake(
            name: "no state",
            inside: #"<animation property="scale" ⟨states=" ">"# + keys + "</animation>",
            message: "states must name at least one state"
        ),
        Mistake(
            name: "an unknown easing",
            inside: #"<animation property="scale" ⟨easing="bounce">"# + keys + "</animation>",
            message: "unknown easing 'bounce'"
        ),
        Mistake(
            name: "a duration on a progress animation",
            inside: #"<animation property="scale" ⟨duration="2">"# + keys + "</animation>",
            error: false,
            message: "duration applies only to bind=\"time\""
        ),
        Mistake(
            name: "a repeat on a progress animation",
            inside: #"<animation property="scale" ⟨repeat="off">"# + keys + "</animation>",
            error: false,
            message: "repeat applies only to bind=\"time\""
        ),
        Mistake(
            name: "a key without a value",
            inside: #"<animation property="scale"><key at="0" value="1"/>⟨<key at="1"/></animation>"#,
            message: "<key> needs a 'value' attribute"
        ),
        Mistake(
            name: "a key with text",
            inside: #"<animation property="scale"><key at="0" value="1"/>⟨<key at="1" value="2">x</key></animation>"#,
            message: "<key> cannot contain text"
        ),
        Mistake(
            name: "a key outside an animation",
            inside: #"⟨<key at="0" value="1"/>"#,
            message: "unknown element <key> in <header>"
        ),
        Mistake(
            name: "a key the pull never reaches",
            inside: #"<animation property="scale"><key at="0" value="1"/><key ⟨at="2" value="2"/></animation>"#,
            error: false,
            message: "at=\"2\" is past maximumProgress (1), so the pull never reaches it"
        ),
        Mistake(
            name: "maximumProgress out of range",
            inside: #"<metrics ⟨maximumProgress="5"/>"#,
            message: "maximumProgress must be at least 1 and at most 4, not 5"
        ),
        Mistake(
            name: "seventeen animations",
            inside: String(repeating: #"<animation property="scale">"# + keys + "</animation>", count: 16)
                + #"⟨<animation property="scale">"# + keys + "</animation>",
            message: "a part has at most 16 <animation> elements"
        ),
        Mistake(
            name: "an icon with neither image nor glyph",
            inside: #"⟨<finishedIcon result="success"/>"#,
            message: "<finishedIcon> needs an 'image' or a 'glyph' attribute"
        ),
        Mistake(
            name: "an icon with both",
            inside: #"<finishedIcon result="success" image="arrow.png" ⟨glyph="x"/>"#,
            message: "takes an 'image' or a 'glyph', not both"
        ),
        Mistake(
            name: "two icons for one result",
            inside: #"<finishedIcon result="failure" glyph="x"/>⟨<finishedIcon result="failure" glyph="y"/>"#,
            message: "a second <finishedIcon result=\"failure\">; give one icon per result"
        ),
        Mistake(
            name: "an icon without a result",
            inside: #"⟨<finishedIcon glyph="x"/>"#,
            message: "<finishedIcon> needs a 'result' attribute"
        ),
        Mistake(
            name: "an unknown result",
            inside: #"<finishedIcon ⟨result="done" glyph="x"/>"#,
            message: "unknown result 'done'"
        ),
        Mistake(
            name: "an icon image outside the folder",
            inside: #"<finishedIcon result="success" ⟨image="../ok.png"/>"#,
            message: "the finished icon image '../ok.png' is outside the skin's folder"
        ),
        Mistake(
            name: "a missing icon image",
            inside: #"<finishedIcon result="success" ⟨image="arow.png"/>"#,
            message: "unknown asset: there is no image 'arow.png' next to the skin; did you mean 'arrow.png'?"
        ),
        Mistake(
            name: "an icon image that is not a PNG",
            inside: #"<finishedIcon result="success" ⟨image="ok.gif"/>"#,
            message: "image must be a .png file or 'none', not 'ok.gif'"
        ),
        Mistake(
            name: "a long glyph",
            inside: #"<finishedIcon result="success" ⟨glyph="done!"/>"#,
            message: "a glyph is 1 to 4 characters"
        ),
        Mistake(
            name: "a glyph of spaces",
            inside: #"<finishedIcon result="success" ⟨glyph="  "/>"#,
            message: "a glyph is 1 to 4 characters"
        ),
        Mistake(
            name: "a glyph with a control character",
            inside: #"<finishedIcon result="success" ⟨glyph="a&#x202E;"/>"#,
            message: "a glyph is 1 to 4 characters that are not control characters"
        ),
        Mistake(
            name: "a fade that ends before it starts",
            inside: #"<fade from="1" ⟨to="0.5"/>"#,
            message: "to (0.5) must be more than from (1)"
        ),
        Mistake(
            name: "a fade that starts where it ends",
            inside: #"<fade ⟨from="1"/>"#,
            message: "to (1) must be more than from (1)"
        ),
        Mistake(
            name: "two fades",
            inside: #"<fade/>⟨<fade/>"#,
            message: "<fade> appears more than once in <header>"
        ),
    ]

    @Test(arguments: mistakes)
    func eachMistakeIsLocated(mistake: Mistake) throws {
        let marked = Self.skin(mistake.inside)
        let column = try #require(marked.firstIndex(of: "⟨")).utf16Offset(in: marked) + 1
        let text = marked.replacingOccurrences(of: "⟨", with: "")
        let (registry, file) = try SkinGrammarTests.load(text)
        let expected = "\(file):1:\(column): \(mistake.error ? "error" : "warning"): "
        let found = registry.diagnostics.map(\.description)
        #expect(
            found.contains { $0.hasPrefix(expected) && $0.contains(mistake.message) },
            "expected \(expected)…\(mistake.message) in \(found)"
        )
        // One problem, one message: nothing else is reported.
        #expect(found.count == 1, "\(found)")
        if !mistake.error { #expect(registry.skin(id: "x") != nil) }
    }

    @Test func aPartReadsItsMotion() throws {
        let (registry, _) = try SkinGrammarTests.load(
            Self.skin(
                #"<metrics maximumProgress="2.5"/>"#
                    + #"<animation property="rotation" easing="easeOut"><key at="0" value="0"/><key at="2.5" value="360"/></animation>"#
                    + #"<animation target="text" property="opacity" bind="time" states="loading finished" duration="1.2" repeat="off" easing="spring">"#
                    + #"<key at="0" value="1"/><key at="0.5" value="0.2"/><key at="1" value="1"/></animation>"#
                    + #"<finishedIcon result="success" image="arrow.png"/><finishedIcon result="failure" glyph="✕"/>"#
                    + #"<fade from="0.2" to="0.8"/>"#
            )
        )
        #expect(registry.diagnostics.isEmpty, "\(registry.diagnostics)")
        let motion = try #require(registry.skin(id: "x")).header.motion
        #expect(motion.maximumProgress == 2.5)
        #expect(
            motion.animations.first
                == SkinAnimation(
                    property: .rotation,
                    easing: .easeOut,
                    keys: [SkinAnimation.Key(at: 0, value: 0), SkinAnimation.Key(at: 2.5, value: 360)]
                )
        )
        let text = try #require(motion.animations.last)
        #expect(text.target == .text && text.property == .opacity && text.binding == .time)
        #expect(text.states == [.loading, .finished] && text.duration == 1.2 && !text.repeats)
        #expect(text.easing == .spring && text.keys.map(\.value) == [1, 0.2, 1])
        #expect(motion.fade == SkinFade(from: 0.2, to: 0.8))
        #expect(motion.finishedIcons[.failure] == .glyph("✕"))
        guard case .image(let image)? = motion.finishedIcons[.success] else {
            Issue.record("no success image")
            return
        }
        #expect(image.path == "arrow.png" && image.size.width > 0)
    }

    @Test func defaultsFollowTheBinding() {
        #expect(SkinAnimation(property: .scale, keys: []).states == [.idle, .pulling])
        #expect(SkinAnimation(property: .scale, binding: .time, keys: []).states == [.loading])
    }

    @Test func aSkinThatExtendsKeepsItsBasesMotionUnlessItGivesItsOwn() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let base = try folder.write(
            "base.xml",
            #"<skin id="base" name="b" format="1"><header style="text"><fade/><finishedIcon result="success" glyph="✓"/>"#
                + #"<animation property="scale">"# + Self.keys + "</animation></header></skin>"
        )
        let child = try folder.write(
            "child.xml",
            #"<skin id="child" name="c" format="1" extends="base"><header><finishedIcon result="failure" glyph="✕"/>"#
                + #"<animation property="opacity">"# + Self.keys + "</animation></header></skin>"
        )
        let registry = SkinRegistry.load(builtIn: nil, files: [base, child], loader: SkinLoader())
        #expect(registry.diagnostics.isEmpty, "\(registry.diagnostics)")
        let motion = try #require(registry.skin(id: "child")).header.motion
        #expect(motion.fade == SkinFade())
        #expect(motion.finishedIcons == [.success: .glyph("✓"), .failure: .glyph("✕")])
        #expect(motion.animations.map(\.property) == [.opacity])
    }

    /// `glyph="none"` takes away the icon of the skin extended (it was drawn as the word "none"):
    /// the text skin shows no ✓ or ✕ of blue's.
    @Test func aGlyphOfNoneTakesAwayTheBasesIcon() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let base = try folder.write(
            "base.xml",
            #"<skin id="base" name="b" format="1"><header style="text"><finishedIcon result="success" glyph="✓"/>"#
                + #"<finishedIcon result="failure" glyph="✕"/></header></skin>"#
        )
        let child = try folder.write(
            "child.xml",
            #"<skin id="child" name="c" format="1" extends="base"><header>"#
                + #"<finishedIcon result="success" glyph="none"/></header></skin>"#
        )
        let registry = SkinRegistry.load(builtIn: try BuiltInSkins.files, files: [base, child], loader: SkinLoader())
        #expect(registry.diagnostics.isEmpty, "\(registry.diagnostics)")
        #expect(try #require(registry.skin(id: "child")).header.motion.finishedIcons == [.failure: .glyph("✕")])
        let text = try #require(registry.skin(id: "text"))
        #expect(text.header.motion.finishedIcons.isEmpty && text.footer.motion.finishedIcons.isEmpty)
    }

    /// `image="none"` is the same as `glyph="none"` (it was refused as "the arrow image must be a
    /// .png file"); another image that is not a PNG is refused in the finished icon's words.
    @Test func anImageOfNoneTakesAwayTheBasesIconToo() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let base = try folder.write(
            "base.xml",
            #"<skin id="base" name="b" format="1"><header style="text"><finishedIcon result="success" glyph="✓"/>"#
                + #"<finishedIcon result="failure" glyph="✕"/></header></skin>"#
        )
        let childText =
            #"<skin id="child" name="c" format="1" extends="base"><header>"#
            + #"<finishedIcon result="failure" image="none"/></header></skin>"#
        let child = try folder.write("child.xml", childText)
        let wrong = try folder.write(
            "wrong.xml",
            #"<skin id="wrong" name="w" format="1" extends="base"><header>"#
                + #"<finishedIcon result="failure" image="cross.gif"/></header></skin>"#
        )
        let registry = SkinRegistry.load(builtIn: nil, files: [base, child, wrong], loader: SkinLoader())
        #expect(try #require(registry.skin(id: "child")).header.motion.finishedIcons == [.success: .glyph("✓")])
        #expect(
            registry.diagnostics.map(\.message) == [
                "the finished icon's image must be a .png file or 'none', not 'cross.gif'"
            ]
        )
        // The generated schema takes it too.
        let schema = try RelaxNGSchema(bytes: Array(SkinGrammar.relaxNG().utf8), path: "skin.rng")
        #expect(XMLSecureParser.parse(Array(childText.utf8), path: "child.xml", schema: schema).diagnostics.isEmpty)
    }
}
