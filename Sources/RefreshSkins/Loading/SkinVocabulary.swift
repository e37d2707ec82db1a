/// The elements and attributes a descriptor may use, for unknown-name errors and suggestions.
enum SkinVocabulary {
    struct Rule {
        var attributes: [String]
        var required: [String] = []
        var children: [String] = []
        var repeatable: Set<String> = []
        var allowsText = false
    }

    static let colorPair = Rule(attributes: ["light", "dark"], required: ["light"])
    static let font = Rule(attributes: ["size", "weight"])
    /// The number-valued attributes of `<metrics>`.
    static let numericMetricNames = [
        "triggerDistance", "loadingInset", "flipDuration", "openDuration", "closeDuration",
        "minimumLoadingTime", "resultHoldTime", "staleAfter", "secondLevelDistance", "dragRate", "maximumPull",
    ]
    /// Every attribute of `<metrics>`: the numbers, `haptics` (on, off) and `trigger` (release, reach).
    static let metricNames = numericMetricNames + ["haptics", "trigger"]
    static let partChildren = ["colors", "arrow", "metrics", "fonts", "layout", "strings"]

    /// The rule for an element, given its parent's name (names are unique per parent).
    static func rule(for name: String, parent: String?) -> Rule? {
        switch (parent, name) {
        case (nil, "skin"):
            Rule(
                attributes: ["id", "name", "format", "extends"],
                required: ["id", "name", "format"],
                children: ["description", "header", "footer"]
            )
        case ("skin", "description"): Rule(attributes: [], allowsText: true)
        case ("skin", "header"):
            Rule(attributes: ["style"], children: partChildren + ["lastUpdated"], repeatable: ["strings"])
        case ("skin", "footer"):
            Rule(attributes: ["style", "mode", "maxTriggers"], children: partChildren, repeatable: ["strings"])
        case ("header", "colors"), ("footer", "colors"):
            Rule(attributes: [], children: ["background", "text", "textShadow", "arrowTint", "spinner"])
        case ("colors", "textShadow"):
            Rule(attributes: ["light", "dark", "offsetX", "offsetY"], required: ["light"])
        case ("colors", _): colorPair
        case (_, "arrow"): Rule(attributes: ["image"], required: ["image"])
        case (_, "metrics"): Rule(attributes: metricNames)
        case ("header", "lastUpdated"): Rule(attributes: ["style", "skeleton", "storeKey"])
        case (_, "fonts"): Rule(attributes: [], children: ["status", "detail"])
        case ("fonts", _): font
        case (_, "layout"): Rule(attributes: ["direction"], required: ["direction"])
        case (_, "strings"):
            Rule(attributes: ["locale"], required: ["locale"], children: ["string"], repeatable: ["string"])
        case ("strings", "string"): Rule(attributes: ["key"], required: ["key"], allowsText: true)
        default: nil
        }
    }
}
