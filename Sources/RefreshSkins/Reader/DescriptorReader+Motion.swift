import RefreshCore
import RefreshSupport
import RefreshXML

/// Reading the motion elements (SkinGrammar+Motion.swift): each mistake is a located error and
/// drops the element it is in; what is only odd is a warning.
extension DescriptorReader {
    // MARK: Animations

    /// Reads one `<animation>` into `motion.animations` (which a part that writes any replaces
    /// a base's with, even when none of them is usable).
    mutating func readAnimation(_ element: XMLTreeElement, rule: SkinElementRule, into motion: inout PartialMotion) {
        guard (motion.animations?.count ?? 0) < SkinMotion.Bounds.maxAnimations else {
            let most = SkinMotion.Bounds.maxAnimations
            error(element, .tooManyElements, "a part has at most \(most) <animation> elements")
            return
        }
        motion.animations = motion.animations ?? []
        let before = diagnostics.count
        let values = attributeValues(element, rule: rule)
        let target = values["target", as: SkinAnimation.Target.self] ?? .indicator
        let binding = values["bind", as: SkinAnimation.Binding.self] ?? .progress
        guard let property = values["property", as: SkinAnimation.Property.self] else { return }
        if target == .text, property == .rotation || property == .scale, let attribute = element.attribute("property") {
            error(
                attribute,
                .inapplicableValue,
                "text moves (offsetX, offsetY) and fades (opacity) but does not \(property == .rotation ? "turn" : "scale"); "
                    + "animate the indicator's \(property.rawValue) instead"
            )
        }
        if binding == .progress {
            for name in ["duration", "repeat"] {
                guard let attribute = element.attribute(name) else { continue }
                warning(
                    attribute,
                    .inapplicableAttribute,
                    "\(name) applies only to bind=\"time\"; an animation bound to progress follows the pull"
                )
            }
        }
        let states = values["states", as: String.self].map {
            Set(SkinTextRule.words($0).compactMap { RefreshState(rawValue: String($0)) })
        }
        let keys = readKeys(element, rule: rule, property: property, binding: binding)
        guard diagnostics[before...].allSatisfy({ $0.severity == .warning }), let keys else { return }
        let animation = SkinAnimation(
            target: target,
            property: property,
            binding: binding,
            states: states,
            duration: values["duration", as: Double.self] ?? 1,
            repeats: values["repeat", as: Bool.self] ?? true,
            easing: values["easing", as: SkinEasing.self] ?? .linear,
            keys: keys
        )
        motion.animations?.append(animation)
    }

    /// The keys of an animation, or `nil` after reporting what is wrong with them.
    mutating func readKeys(
        _ element: XMLTreeElement,
        rule: SkinElementRule,
        property: SkinAnimation.Property,
        binding: SkinAnimation.Binding
    ) -> [SkinAnimation.Key]? {
        guard let keyRule = rule.child(SkinGrammar.key.name) else { return nil }
        let written = element.children(named: keyRule.name).filter { $0.namespaceURI == nil }
        let range = SkinMotion.Bounds.keyCount
        guard written.count >= range.lowerBound else {
            error(
                element,
                .missingElement,
                "<animation> needs at least \(range.lowerBound) <key> elements, from and to (it has \(written.count))"
            )
            return nil
        }
        var keys: [SkinAnimation.Key] = []
        var valid = true
        for (index, key) in written.enumerated() {
            guard index < range.upperBound else {
                error(key, .tooManyElements, "an <animation> has at most \(range.upperBound) <key> elements")
                return nil
            }
            let values = attributeValues(key, rule: keyRule)
            guard let at = values["at", as: Double.self], let value = values["value", as: Double.self] else {
                valid = false
                continue
            }
            if binding == .time, at > 1, let attribute = key.attribute("at") {
                error(
                    attribute,
                    .valueOutOfRange,
                    "with bind=\"time\", at is a fraction of the duration, 0 to 1, not \(ValueBounds.format(at))"
                )
                valid = false
            }
            if !property.bounds.contains(value), let attribute = key.attribute("value") {
                error(
                    attribute,
                    .valueOutOfRange,
                    "\(property.rawValue) values must be \(property.bounds.phrase)\(property.unit), not \(ValueBounds.format(value))"
                )
                valid = false
            }
            if let previous = keys.last, at <= previous.at, let attribute = key.attribute("at") {
                error(
                    attribute,
                    .valuesOutOfOrder,
                    "keys go in increasing 'at': \(ValueBounds.format(at)) comes after \(ValueBounds.format(previous.at))"
                )
                valid = false
            }
            keys.append(SkinAnimation.Key(at: at, value: value))
        }
        return valid ? keys : nil
    }

    /// Progress-bound keys past the part's `maximumProgress` (as this descriptor states it, 1
    /// otherwise) are never reached: a warning at the first such key of each animation.
    mutating func checkMotionReach(_ element: XMLTreeElement, part: PartialPart) {
        let maximum = part.values[path: "metrics.maximumProgress", as: Double.self] ?? 1
        for animation in element.children(named: SkinGrammar.animation.name) where animation.namespaceURI == nil {
            guard animation[attribute: "bind"] ?? "progress" == "progress" else { continue }
            for key in animation.children(named: SkinGrammar.key.name) {
                guard let attribute = key.attribute("at"), let at = Double(attribute.value.trimmingASCIIWhitespace()),
                    at > maximum
                else { continue }
                warning(
                    attribute,
                    .unreachableKey,
                    "at=\"\(ValueBounds.format(at))\" is past maximumProgress (\(ValueBounds.format(maximum))), "
                        + "so the pull never reaches it; raise maximumProgress in <metrics>"
                )
                break
            }
        }
    }

    // MARK: Finished icons and fade

    mutating func readFinishedIcon(
        _ element: XMLTreeElement,
        rule: SkinElementRule,
        into motion: inout PartialMotion
    ) {
        let values = attributeValues(element, rule: rule)
        let image = element.attribute("image")
        let glyph = element.attribute("glyph")
        if image == nil, glyph == nil {
            error(element, .missingAttribute, "<finishedIcon> needs an 'image' or a 'glyph' attribute")
            return
        }
        if image != nil, let glyph {
            error(glyph, .conflictingAttributes, "<finishedIcon> takes an 'image' or a 'glyph', not both")
            return
        }
        guard let result = values["result", as: RefreshResult.self] else { return }
        if motion.finishedIcons[result] != nil {
            error(
                element,
                .duplicateElement,
                "a second <finishedIcon result=\"\(result.rawValue)\">; give one icon per result"
            )
            return
        }
        if case .name("none")? = values[image == nil ? "glyph" : "image"] {
            // No icon: the indicator's own picture, and none of a skin extended.
            motion.finishedIcons[result] = .some(nil)
        } else if let image, case .name(let reference)? = values["image"] {
            guard let file = readArrow(reference, attribute: image, what: "the finished icon image") else { return }
            motion.finishedIcons[result] = .image(file)
        } else if case .name(let text)? = values["glyph"] {
            motion.finishedIcons[result] = .glyph(text)
        }
    }

    mutating func readFade(
        _ element: XMLTreeElement,
        rule: SkinElementRule,
        into motion: inout PartialMotion
    ) {
        let values = attributeValues(element, rule: rule)
        let fade = SkinFade(from: values["from", as: Double.self] ?? 0, to: values["to", as: Double.self] ?? 1)
        for name in ["from", "to"] where element.attribute(name) != nil && values[name] == nil { return }
        // Out of order only when one of them is written.
        guard fade.to > fade.from else {
            guard let attribute = element.attribute("to") ?? element.attribute("from") else { return }
            error(
                attribute,
                .valuesOutOfOrder,
                "<fade> goes from invisible at 'from' to opaque at 'to': to (\(ValueBounds.format(fade.to))) must be "
                    + "more than from (\(ValueBounds.format(fade.from)))"
            )
            return
        }
        motion.fade = fade
    }
}
