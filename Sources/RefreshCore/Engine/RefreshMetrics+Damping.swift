import RefreshFoundation

extension RefreshMetrics {
    /// UIKit's rubber-band constant.
    public static let rubberBandCoefficient = 0.55

    /// The share of the finger's travel Material 3 shows before its threshold (its
    /// `DragMultiplier`).
    public static let materialDragMultiplier = 0.5

    /// How far the content is displayed past its end when the finger has travelled `travel`
    /// points past it, in a scroll view `viewportHeight` points tall. A pure function, for hosts
    /// that draw their own overscroll (the terminal simulator uses it) and for tests.
    ///
    /// The travel is scaled by ``dragRate`` to `x`, then shaped by the ``curve``:
    /// - ``RefreshCurve/rubberBand`` resists as UIKit's rubber band does:
    ///   `(1 - 1 / (x · 0.55 / H + 1)) · H` in a viewport `H` tall;
    /// - ``RefreshCurve/material`` maps as Material 3 does, with the ``triggerDistance`` `T`:
    ///   `a = x / 2`; up to `T` the pull is `a`; past it, with the overshoot
    ///   `o = min(a / T - 1, 2)`, the pull is `T · (1 + o - o² / 4)`, which eases to `2T` at a
    ///   travel of `6T` and stays there.
    ///
    /// Then, with a ``maximumPull`` `M`, the pull `d` is bounded smoothly by `M · (1 - e^(-d / M))`,
    /// which follows the curve at first and never reaches `M`. With the classic metrics this is
    /// exactly UIKit's rubber band. A travel of 0 or less (moving into the content) is returned
    /// as it is.
    public func displayedPull(forTravel travel: Double, viewportHeight: Double) -> Double {
        guard travel > 0 else { return travel }
        let scaled = travel * dragRate
        var pull = scaled
        switch curve {
        case .rubberBand where viewportHeight > 0:
            pull = (1 - 1 / (scaled * Self.rubberBandCoefficient / viewportHeight + 1)) * viewportHeight
        case .rubberBand:
            break
        case .material:
            let half = scaled * Self.materialDragMultiplier
            let overshoot = min(max(half / triggerDistance - 1, 0), 2)
            pull = half <= triggerDistance ? half : triggerDistance * (1 + overshoot - overshoot * overshoot / 4)
        }
        if let maximumPull, maximumPull > 0 {
            pull = maximumPull * (1 - exp(-pull / maximumPull))
        }
        return pull
    }

    /// The finger travel that displays the content `pull` points past its end: the inverse of
    /// ``displayedPull(forTravel:viewportHeight:)`` (a pull at or beyond what can be displayed
    /// is taken as just below it, so the result stays finite).
    public func travel(forDisplayedPull pull: Double, viewportHeight: Double) -> Double {
        guard pull > 0 else { return pull }
        var band = pull
        if let maximumPull, maximumPull > 0 {
            band = -maximumPull * log(1 - min(pull / maximumPull, 0.999))
        }
        var scaled = band
        switch curve {
        case .rubberBand where viewportHeight > 0:
            let stretch = min(band, viewportHeight * 0.95)
            scaled = stretch * viewportHeight / ((viewportHeight - stretch) * Self.rubberBandCoefficient)
        case .rubberBand:
            break
        case .material:
            var half = band
            if band > triggerDistance {
                // Solve T · (1 + o - o² / 4) = band for the overshoot o in 0...2.
                let excess = min(band / triggerDistance - 1, 0.999)
                half = triggerDistance * (1 + 2 - 2 * (1 - excess).squareRoot())
            }
            scaled = half / Self.materialDragMultiplier
        }
        return dragRate > 0 ? scaled / dragRate : scaled
    }
}
