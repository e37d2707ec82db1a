/// "Did you mean …?": the one rule the package uses to guess what a misspelt name was meant to be
/// (an option, a subcommand, a trace event or field, a skin element, attribute, value or key).
package enum NameSuggestion {
    /// The most edits a name of `length` characters may be from a candidate and still count as a
    /// typo of it: 1 for names of up to 2 characters, else a third of the length, between 2 and 3.
    package static func threshold(forLength length: Int) -> Int {
        length <= 2 ? 1 : max(2, min(3, length / 3))
    }

    /// The candidate closest to `name` by edit distance (ignoring case), if it is close enough to
    /// be a typo (of two as close, the one that begins more like `name`: `off` for `of`, not
    /// `on`); else the one that is another form of the same word (`failed` for `failure`,
    /// `succeeded` for `success`: at least 4 letters and two thirds of the shorter name the same
    /// from the start). Candidates whose length alone rules them out are not compared letter by
    /// letter, so a huge name from a stranger costs no more than reading it.
    package static func nearest(to name: String, among candidates: some Sequence<String>) -> String? {
        let target = Array(name.lowercased().unicodeScalars)
        var best: (name: String, distance: Int, shared: Int)?
        var sameWord: (name: String, shared: Int)?
        for candidate in candidates {
            let scalars = Array(candidate.lowercased().unicodeScalars)
            let shared = zip(target, scalars).prefix { $0 == $1 }.count
            if shared >= 4, shared * 3 >= min(target.count, scalars.count) * 2, shared > (sameWord?.shared ?? 0) {
                sameWord = (candidate, shared)
            }
            let limit = threshold(forLength: scalars.count)
            guard abs(target.count - scalars.count) <= limit else { continue }
            let distance = editDistance(target, scalars)
            let closer = distance < (best?.distance ?? Int.max)
            let tieBeginningMoreAlike = distance == best?.distance && shared > (best?.shared ?? 0)
            if distance <= limit, closer || tieBeginningMoreAlike { best = (candidate, distance, shared) }
        }
        return best?.name ?? sameWord?.name
    }

    /// ` (did you mean 'x'?)`, or the empty string when no candidate is close (a candidate read
    /// from data, such as a file name, is escaped and cut as every quoted value is).
    package static func hint(for name: String, among candidates: some Sequence<String>) -> String {
        nearest(to: name, among: candidates).map { " (did you mean '\(ControlCharacters.escaped($0))'?)" } ?? ""
    }

    /// `; did you mean 'x'?`, or the empty string when no candidate is close: for messages that
    /// go on after the name, as the skin loader's do.
    package static func clause(for name: String, in candidates: some Sequence<String>) -> String {
        clause(nearest(to: name, among: candidates))
    }

    /// `; did you mean 'x'?` for a guess already made (`nearest(to:among:)`), or the empty
    /// string for none: for a message whose checker also hands the guess on as its suggestion.
    package static func clause(_ guess: String?) -> String {
        guess.map { "; did you mean '\(ControlCharacters.escaped($0))'?" } ?? ""
    }

    /// The Levenshtein distance between two scalar sequences.
    package static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
