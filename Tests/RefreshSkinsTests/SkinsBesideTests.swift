import Foundation
import RefreshSkins
import RefreshTestSupport
import Testing

/// A skin that extends one sitting beside it finds it: in its own folder or in a sibling folder
/// (the layout `refreshpreview new` makes), up the chain, and only when the id matches.
@Suite struct SkinsBesideTests {
    static func skin(_ id: String, extends parent: String? = nil) -> String {
        let extends = parent.map { " extends=\"\($0)\"" } ?? ""
        return "<skin id=\"\(id)\" name=\"\(id)\" format=\"1\"\(extends)>"
            + "<header style=\"text\"/><footer style=\"text\"/></skin>\n"
    }

    @Test func aParentInTheSameFolderOrASiblingFolderComesFirst() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let child = try folder.write("family/child.xml", Self.skin("child", extends: "base"))
        let base = try folder.write("family/base.xml", Self.skin("base"))
        #expect(SkinRegistry.withSkinsBeside([child]) == [base, child])

        let night = try folder.write("night/night.xml", Self.skin("night", extends: "dawn"))
        try folder.write("dawn/dawn.xml", Self.skin("dawn", extends: "base"))
        // dawn sits in a sibling folder; its own parent is looked for beside dawn, which has none.
        #expect(SkinRegistry.withSkinsBeside([night]) == [folder.path + "/dawn/dawn.xml", night])

        // The whole chain, each parent found from where its child sits.
        try folder.write("dawn/base.xml", Self.skin("base"))
        #expect(
            SkinRegistry.withSkinsBeside([night])
                == [folder.path + "/dawn/base.xml", folder.path + "/dawn/dawn.xml", night]
        )
        let registry = SkinRegistry.load(
            builtIn: nil,
            files: SkinRegistry.withSkinsBeside([night]),
            loader: SkinLoader()
        )
        #expect(registry.diagnostics.isEmpty, "\(registry.diagnostics)")
        #expect(registry.skin(id: "night") != nil)
    }

    @Test func nothingIsAddedWhenTheParentIsGivenKnownElsewhereOrNotThere() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let child = try folder.write("family/child.xml", Self.skin("child", extends: "base"))
        let base = try folder.write("family/base.xml", Self.skin("base"))
        // Given already (after the child, too): the order is kept.
        #expect(SkinRegistry.withSkinsBeside([child, base]) == [child, base])
        // A file of that name whose id is another is not taken.
        let other = try folder.write("other/other.xml", Self.skin("other", extends: "blue"))
        try folder.write("other/blue.xml", Self.skin("sky"))
        #expect(SkinRegistry.withSkinsBeside([other]) == [other])
        // No file: the registry reports the unknown skin as before.
        let lonely = try folder.write("lonely/lonely.xml", Self.skin("lonely", extends: "nowhere"))
        #expect(SkinRegistry.withSkinsBeside([lonely]) == [lonely])
        // An extends that is no id is not turned into a path.
        try folder.write("x/x.xml", Self.skin("..", extends: nil))
        let sneaky = try folder.write("y/y.xml", Self.skin("y", extends: "../x/x"))
        #expect(SkinRegistry.withSkinsBeside([sneaky]) == [sneaky])
        // A file of that name whose root cannot be read is taken, so that its mistakes are shown.
        let hopeful = try folder.write("hope/hope.xml", Self.skin("hope", extends: "broken"))
        let broken = try folder.write("hope/broken.xml", "<skin id=\"broken\"")
        #expect(SkinRegistry.withSkinsBeside([hopeful]) == [broken, hopeful])
        // A file that is not there is passed over.
        #expect(SkinRegistry.withSkinsBeside([folder.path + "/missing.xml"]) == [folder.path + "/missing.xml"])
    }

    @Test("A chain beside the file longer than the cap is found whole, and only the skins too deep are errors")
    func aChainDeeperThanTheCapIsALocatedError() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        // s0 → s1 → … → s17: s0 stands on 17 skins, one more than the cap; s1 on 16.
        let depth = SkinRegistry.maximumExtendsDepth + 1
        var files: [String] = []
        for index in 0...depth {
            let parent = index < depth ? "s\(index + 1)" : nil
            files.append(try folder.write("s\(index).xml", Self.skin("s\(index)", extends: parent)))
        }
        let found = SkinRegistry.withSkinsBeside([files[0]])
        #expect(found == files.reversed())
        let registry = SkinRegistry.load(builtIn: nil, files: found, loader: SkinLoader())
        #expect(
            registry.diagnostics.map(\.description) == [
                "\(files[0]):1:36: error: skin 's0' stands on more than 16 skins through extends "
                    + "('s1' → … → 's16' → 's17'); at most 16 are allowed: extend a skin higher up the chain, "
                    + "or merge some of them"
            ]
        )
        #expect(registry.ids == (1...depth).map { "s\($0)" }.sorted())
    }
}
