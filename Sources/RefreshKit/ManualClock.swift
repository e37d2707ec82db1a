import RefreshSupport

/// A clock that moves only when told: for tests and simulations of a screen, where a scripted
/// finger, the controller's timers and the app's fake network must keep one time.
///
/// ```swift
/// let clock = ManualClock()
/// let refresh = try RefreshController(store: nil, clock: clock)
/// refresh.onRefresh = { try await clock.sleep(for: .seconds(1)); return .loaded(3) }
/// clock.advance(by: .seconds(1))  // the load's sleep ends
/// ```
///
/// A sleep ends when ``advance(by:)`` reaches its deadline (sleepers resume in deadline order), or
/// throws `CancellationError` at once when its task is cancelled.
public final class ManualClock: Clock, Sendable {
    /// An instant of the clock: the time since it started.
    public struct Instant: InstantProtocol, Sendable, Hashable {
        /// How long after the clock's start this instant is.
        public var offset: Duration

        /// Creates an instant `offset` after the clock's start.
        public init(offset: Duration) {
            self.offset = offset
        }

        /// The instant `duration` later.
        public func advanced(by duration: Duration) -> Instant {
            Instant(offset: offset + duration)
        }

        /// The time from this instant to `other`.
        public func duration(to other: Instant) -> Duration {
            other.offset - offset
        }

        /// Whether `lhs` comes before `rhs`.
        public static func < (lhs: Instant, rhs: Instant) -> Bool {
            lhs.offset < rhs.offset
        }
    }

    private struct Sleeper {
        let id: Int
        let deadline: Instant
        let continuation: CheckedContinuation<Void, any Error>
    }

    private struct State {
        var now = Instant(offset: .zero)
        var sleepers: [Sleeper] = []
        var nextID = 0
    }

    private let state = PThreadLock(State())

    /// A clock at its start.
    public init() {}

    /// The present instant.
    public var now: Instant {
        state.withLock { $0.now }
    }

    /// The clock moves in steps of any size.
    public var minimumResolution: Duration { .zero }

    /// Waits until the clock has been advanced to `deadline`.
    ///
    /// - Throws: `CancellationError` when the task is cancelled before then.
    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        let id = state.withLock { state in
            state.nextID += 1
            return state.nextID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let resumeNow = state.withLock { state -> Bool in
                    if deadline <= state.now || Task.isCancelled { return true }
                    state.sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
                    return false
                }
                if resumeNow { continuation.resume() }
            }
            try Task.checkCancellation()
        } onCancel: {
            let cancelled = state.withLock { state -> Sleeper? in
                guard let index = state.sleepers.firstIndex(where: { $0.id == id }) else { return nil }
                return state.sleepers.remove(at: index)
            }
            cancelled?.continuation.resume(throwing: CancellationError())
        }
    }

    /// Moves the clock forward by `duration` (a negative one is taken as zero) and ends the sleeps
    /// that are due, earliest deadline first.
    public func advance(by duration: Duration) {
        let due = state.withLock { state -> [Sleeper] in
            state.now = state.now.advanced(by: max(duration, .zero))
            let now = state.now
            let due = state.sleepers.filter { $0.deadline <= now }.sorted { $0.deadline < $1.deadline }
            state.sleepers.removeAll { $0.deadline <= now }
            return due
        }
        for sleeper in due { sleeper.continuation.resume() }
    }
}
