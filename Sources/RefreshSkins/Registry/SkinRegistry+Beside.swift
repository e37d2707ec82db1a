extension SkinRegistry {
    /// `files` with the skins they extend that sit beside them, each put just before the first
    /// file that needs it, so that a skin written in a family of skins loads on its own.
    ///
    /// For a descriptor `dusk/dusk.xml` with `extends="base"`, the skin `base` is looked for in
    /// `dusk/base.xml`, then `base/base.xml` (a sibling folder, as `refreshpreview new` lays skins
    /// out); a file is taken when its root element says `id="base"`, or when its root element
    /// cannot be read (so that its own mistakes are reported where they are, rather than an
    /// unknown skin). A skin that one of `files` already defines is not looked for, and the look
    /// goes on up the chain (`base` may extend a skin beside it too). When neither file is there,
    /// the registry reports the unknown skin as before. The order of `files` is kept, so the last
    /// of them stays last.
    ///
    /// `refreshpreview lint` and `--skin-file` use it, so `lint dusk/dusk.xml` resolves
    /// `extends="base"` without naming `base/base.xml` too.
    public static func withSkinsBeside(_ files: [String], limits: SkinLimits = SkinLimits()) -> [String] {
        /// `nil` when there is no such file; an unknown id when its root cannot be read.
        func root(_ path: String) -> (id: String?, extends: String?)? {
            let (tree, name) = DirectorySkinFiles.containing(path)
            guard tree.contains(name) else { return nil }
            return rootOf(name, in: tree, limits: limits) ?? (nil, nil)
        }
        let roots = files.map(root)
        var defined = Set(roots.compactMap { $0?.id })
        var result: [String] = []
        for (file, fileRoot) in zip(files, roots) {
            // The chain above the file, nearest first; each link is looked for from where the
            // one below it sits. Each file is read once, so a long chain costs its length.
            var chain: [String] = []
            var (path, wanted) = (file, fileRoot?.extends)
            while let id = wanted, !defined.contains(id), SkinDescriptor.isValidID(id) {
                // A valid id holds no '/' and does not start with '.', so it names a file in the folder.
                let folder = SkinPath.directory(of: path)
                let candidates = [
                    (folder.isEmpty ? "" : folder + "/") + id + ".xml",
                    siblingFolder(id, of: folder) + "/" + id + ".xml",
                ]
                guard
                    let found = candidates.lazy.compactMap({ path in root(path).map { (path, $0) } })
                        .first(where: { $0.1.id == id || $0.1.id == nil })
                else { break }
                chain.append(found.0)
                defined.insert(id)
                (path, wanted) = (found.0, found.1.extends)
            }
            // Each before the file that needs it.
            result += chain.reversed()
            result.append(file)
        }
        return result
    }

    /// The folder `name` beside `folder`: `base` for `dusk`, `../base` for the current folder.
    private static func siblingFolder(_ name: String, of folder: String) -> String {
        let last = folder.split(separator: "/").last
        if folder.isEmpty || last == "." || last == ".." {
            return (folder.isEmpty ? "" : folder + "/") + "../" + name
        }
        let up = SkinPath.directory(of: folder)
        return (up.isEmpty ? (folder.hasPrefix("/") ? "/" : "") : up + "/") + name
    }
}
