/// "Did you mean …?" suggestions by edit distance.
enum Suggestion {
    /// The candidate closest to `word` when it is close enough to be a likely typo.
    static func closest(to word: String, in candidates: some Sequence<String>) -> String? {
        let lowered = word.lowercased()
        var best: (String, Int)?
        for candidate in candidates {
            let distance = editDistance(lowered, candidate.lowercased())
            if best == nil || distance < best!.1 { best = (candidate, distance) }
        }
        guard let best else { return nil }
        let length = best.0.count
        let threshold = length <= 2 ? 1 : max(2, min(3, length / 3))
        return best.1 <= threshold ? best.0 : nil
    }

    /// `; did you mean 'x'?` or the empty string.
    static func phrase(for word: String, in candidates: some Sequence<String>) -> String {
        closest(to: word, in: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }

    /// The Levenshtein distance between two strings (by Unicode scalar).
    static func editDistance(_ lhs: String, _ rhs: String) -> Int {
        let a = Array(lhs.unicodeScalars)
        let b = Array(rhs.unicodeScalars)
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
