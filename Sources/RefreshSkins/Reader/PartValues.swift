/// A part's checked attribute values, one place per value path of the grammar table (`style`,
/// `colors.text.light`, `metrics.dragRate`; ``SkinGrammar/partPathList``).
///
/// The reader stores a value at its attribute's place without building its path (``Slots``);
/// laying one part over another is a walk over the places.
struct PartValues: Sendable, Hashable {
    /// The values by place (empty until the first value is stored).
    private var values: [SkinValue?] = []

    /// The value at a place of ``SkinGrammar/partPathList``, if any; storing at `nil` (a path the
    /// table does not have) stores nothing.
    subscript(slot: Int?) -> SkinValue? {
        get {
            guard let slot, values.indices.contains(slot) else { return nil }
            return values[slot]
        }
        set {
            guard let slot, SkinGrammar.partPathList.indices.contains(slot) else {
                assertionFailure("a value without a place in the skin grammar")
                return
            }
            if values.isEmpty { values = Array(repeating: nil, count: SkinGrammar.partPathList.count) }
            values[slot] = newValue
        }
    }

    /// The value of a path of ``SkinGrammar/partPathList``, if any.
    subscript(path path: String) -> SkinValue? {
        get { self[SkinGrammar.partSlots[path]] }
        set { self[SkinGrammar.partSlots[path]] = newValue }
    }

    /// The value of a path of ``SkinGrammar/partPathList`` as a `T`, if any.
    subscript<T: SkinValueField>(path path: String, as type: T.Type) -> T? {
        self[path: path].flatMap(T.init(skinValue:))
    }

    /// Lays `other` over these values: each value `other` has replaces this one.
    mutating func overlay(_ other: PartValues) {
        guard !other.values.isEmpty else { return }
        guard !values.isEmpty else {
            values = other.values
            return
        }
        for (slot, value) in other.values.enumerated() where value != nil { values[slot] = value }
    }

    /// These values without those of the element or attribute paths given (`mode`, `lastUpdated`).
    func removing(_ paths: [String]) -> PartValues {
        var copy = self
        for (slot, path) in SkinGrammar.partPathList.enumerated() where copy[slot] != nil {
            if paths.contains(where: { path == $0 || path.hasPrefix($0 + ".") }) { copy.values[slot] = nil }
        }
        return copy
    }

    /// The places of an element rule's attributes, found once per element read.
    struct Slots {
        let rule: SkinElementRule
        private let known: [Int?]

        init(rule: SkinElementRule) {
            self.rule = rule
            let known = SkinGrammar.attributeSlots[ObjectIdentifier(rule)]
            // Every rule whose attributes become values has its places (SkinGrammarTests).
            assert(known != nil || rule.attributes.isEmpty || ![.values, .colourPair, .tint].contains(rule.reader))
            self.known = known ?? []
        }

        /// The place of the rule's attribute at `index`.
        subscript(index: Int) -> Int? {
            known.indices.contains(index) ? known[index] : nil
        }

        /// The place of the rule's attribute named `name`.
        subscript(name: String) -> Int? {
            rule.attributeIndex(name).flatMap { self[$0] }
        }
    }
}

extension SkinGrammar {
    /// Every value path a part can hold, in the order `<header>` and then `<footer>` list them: a
    /// path's place in this list is its place in ``PartValues``.
    static let partPathList: [String] = partLayout.paths

    /// The place of each path of ``partPathList``.
    static let partSlots: [String: Int] = partLayout.places

    /// For each element rule of a part, the places of its attributes, found from its path in
    /// `<header>` and `<footer>`. A rule met under two different paths would have none here, so
    /// its values would not be kept: the grammar must not share a rule between paths, which
    /// `SkinGrammarTests.everyPartValueHasItsPlace` checks.
    static let attributeSlots: [ObjectIdentifier: [Int?]] = partLayout.rules

    /// What sets the model's field from the value at each place of ``partPathList``, if anything
    /// (``SkinAttributeRule/sets``).
    static let partSetters = partLayout.setters

    private typealias PartLayout = (
        paths: [String], places: [String: Int], rules: [ObjectIdentifier: [Int?]], setters: [SkinAttributeRule.Setter?]
    )

    /// The paths, their places and each rule's places, from one walk of the table.
    private static let partLayout: PartLayout = {
        var paths: [String] = []
        var places: [String: Int] = [:]
        var rules: [ObjectIdentifier: [Int?]] = [:]
        var setters: [SkinAttributeRule.Setter?] = []
        var shared: Set<ObjectIdentifier> = []
        func visit(_ rule: SkinElementRule, _ prefix: String) {
            let id = ObjectIdentifier(rule)
            let ruleSlots = rule.attributes.map { attribute -> Int? in
                let path = prefix + attribute.name
                if let place = places[path] { return place }
                places[path] = paths.count
                paths.append(path)
                setters.append(attribute.sets)
                return paths.count - 1
            }
            if let known = rules[id], known != ruleSlots { shared.insert(id) }
            rules[id] = ruleSlots
            for child in rule.children { visit(child, prefix + child.name + ".") }
        }
        visit(header, "")
        visit(footer, "")
        for id in shared { rules[id] = nil }
        return (paths, places, rules, setters)
    }()
}
