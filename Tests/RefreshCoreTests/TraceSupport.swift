import RefreshCore
import RefreshTrace

/// Replays trace lines through a fresh engine and returns the effect lines, failing loudly on a
/// bad line.
func replay(_ lines: [String], engine: RefreshEngine = RefreshEngine()) throws -> [String] {
    var replayer = Replayer(engine: engine)
    return try lines.flatMap { try replayer.feed($0) }
}

/// Effects of a sequence of inputs, each with its time.
func effects(_ inputs: [(RefreshInput, Double)], engine: inout RefreshEngine) -> [RefreshEffect] {
    inputs.flatMap { engine.handle($0.0, at: $0.1) }
}
