// Stand-ins for the engine API that lands with the engine-traps branch; deleted at its merge.
import RefreshCore

extension RefreshEngine {
    var nextDeadline: Double? { nil }
}

extension RefreshRenderModel {
    var isEnabled: Bool { true }
    var isBlocked: Bool { false }
}
