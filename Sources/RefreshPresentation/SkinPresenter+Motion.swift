import RefreshCore
import RefreshImage
import RefreshSkins
import RefreshStyle

/// A part's motion (`SkinMotion`) applied to a presented edge: the finished icon replaces the
/// indicator, keyframe animations turn, size, move and fade the indicator and the labels, and a
/// fade sets the edge's opacity by the pull.
extension SkinPresenter {
    /// The finished icons of each edge as the hosts draw them: images as they are (not tinted),
    /// glyphs in the spinner colour.
    static func finishedIcons(
        of skin: SkinDescriptor,
        appearance: Appearance
    ) -> [RefreshEdge: [RefreshResult: PresentedIndicator.Content]] {
        var icons: [RefreshEdge: [RefreshResult: PresentedIndicator.Content]] = [:]
        for edge in RefreshEdge.allCases {
            let part = skin.part(edge)
            for (result, icon) in part.motion.finishedIcons {
                icons[edge, default: [:]][result] =
                    switch icon {
                    case .glyph(let text): .glyph(text, color: part.colors.spinner.resolved(for: appearance))
                    case .image(let file): .image(file.image(forScale: 2), angle: 0)
                    }
            }
        }
        return icons
    }

    /// The icon for a finished load of an edge (a failure's for a failure, the success one for
    /// any other result), if the skin gives one. The footer's `failed` state ("tap to try again")
    /// shows the failure's icon too, so that a failed load looks failed for as long as it lasts.
    public func finishedIcon(for model: RefreshRenderModel) -> PresentedIndicator.Content? {
        switch model.state {
        case .finished: finishedIcons[model.edge]?[model.result == .failure ? .failure : .success]
        case .failed: finishedIcons[model.edge]?[.failure]
        default: nil
        }
    }

    /// Applies the part's motion for `model` to `edge`, animations bound to time at
    /// `secondsInState` (or standing still, with `stills`).
    func applyMotion(to edge: inout PresentedEdge, model: RefreshRenderModel, secondsInState: Double, stills: Bool) {
        let motion = skin.part(model.edge).motion
        if let icon = finishedIcon(for: model) { edge.indicator = PresentedIndicator(icon) }
        // A picture shown for a finished load (a disc with a check) stands for its outcome.
        switch (model.state, edge.indicator.content) {
        case (.finished, .image), (.finished, .shapes):
            edge.indicator.symbol = .result(model.result == .failure ? .failure : .success)
        default: break
        }
        if let fade = motion.fade { edge.opacity = fade.opacity(state: model.state, pullRatio: model.pullRatio) }
        guard !motion.animations.isEmpty else { return }
        let moved = Self.motionValues(motion, model: model, secondsInState: secondsInState, stills: stills)
        // The kind's own transform (a `disc` scaling out) and the animations' add up.
        edge.indicator.transform = IndicatorTransform(
            rotation: edge.indicator.transform.rotation + moved.indicator.rotation,
            scale: edge.indicator.transform.scale * moved.indicator.scale,
            offsetX: edge.indicator.transform.offsetX + moved.indicator.offsetX,
            offsetY: edge.indicator.transform.offsetY + moved.indicator.offsetY
        )
        edge.indicator.opacity = min(max(edge.indicator.opacity * moved.indicatorOpacity, 0), 1)
        edge.textOpacity = moved.textOpacity
        edge.textOffsetX = moved.text.x
        edge.textOffsetY = moved.text.y
    }

    /// What the animations that apply in the model's state make of the indicator and the
    /// labels: rotations and offsets add up, scales and opacities multiply.
    package static func motionValues(
        _ motion: SkinMotion,
        model: RefreshRenderModel,
        secondsInState: Double,
        stills: Bool = false
    ) -> (indicator: IndicatorTransform, indicatorOpacity: Double, text: (x: Double, y: Double), textOpacity: Double) {
        var transform = IndicatorTransform.identity
        var indicatorOpacity = 1.0
        var text = (x: 0.0, y: 0.0)
        var textOpacity = 1.0
        for animation in motion.animations where animation.states.contains(model.state) {
            let position = animation.position(
                pullRatio: model.pullRatio,
                maximumProgress: motion.maximumProgress,
                secondsInState: secondsInState,
                stills: stills
            )
            let value = animation.value(at: position)
            switch (animation.target, animation.property) {
            case (.indicator, .rotation): transform.rotation += value * .pi / 180
            case (.indicator, .scale): transform.scale *= max(value, 0)
            case (.indicator, .offsetX): transform.offsetX += value
            case (.indicator, .offsetY): transform.offsetY += value
            case (.indicator, .opacity): indicatorOpacity *= value
            case (.text, .offsetX): text.x += value
            case (.text, .offsetY): text.y += value
            case (.text, .opacity): textOpacity *= value
            case (.text, .rotation), (.text, .scale): break
            }
        }
        return (transform, min(max(indicatorOpacity, 0), 1), text, min(max(textOpacity, 0), 1))
    }
}
