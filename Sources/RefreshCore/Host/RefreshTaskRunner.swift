/// Runs each load as a Swift task: an `async throws` closure is the data source, as SwiftUI's
/// `.refreshable` action is.
///
/// The host gives the runner the engine's effects; on ``RefreshEffect/refresh(_:)`` the runner
/// starts a task that calls `load`, and when the task ends it sends the engine the input that
/// ends the load, through `send` (the host's own way of handing inputs to its engine with the
/// time):
///
/// - the closure returns: ``RefreshInput/finish(edge:result:newItems:)`` with
///   ``RefreshResult/success`` and the count it returned;
/// - it throws: a finish with ``RefreshResult/failure``;
/// - the task is cancelled (``cancel(_:)``, or the closure throws `CancellationError`):
///   ``RefreshInput/cancel(edge:)``, never a failure.
///
/// An edge never runs two tasks at once: a task still winding down after a cancel is awaited
/// before the next load starts, and a refresh while a task runs starts none. A task's end is
/// sent only while it is the edge's current task, so a cancelled load never finishes a later one.
///
/// ```swift
/// let runner = RefreshTaskRunner(send: { controller.send($0, at: clock.now) }) { edge in
///     try await store.reload(edge)  // returns how many new items, or nil
/// }
/// // For each effect the engine gives: runner.apply(effect)
/// // When the view goes away: runner.cancelAll()
/// ```
@MainActor
public final class RefreshTaskRunner {
    /// The data source: loads for an edge and returns how many new items it brought, or `nil`.
    public typealias Load = @Sendable (RefreshEdge) async throws -> Int?

    private let send: @MainActor (RefreshInput) -> Void
    private let load: Load
    private var tasks: [RefreshEdge: (id: Int, task: Task<Void, Never>)] = [:]
    private var nextID = 0

    /// Creates a runner.
    ///
    /// - Parameters:
    ///   - send: Hands an input to the host's engine, with the time it happened, and applies its
    ///     effects (passing them back to ``apply(_:)``).
    ///   - load: The data source, run once for each load the engine asks for.
    public init(send: @escaping @MainActor (RefreshInput) -> Void, load: @escaping Load) {
        self.send = send
        self.load = load
    }

    /// Whether a load of `edge` is running.
    public func isRunning(_ edge: RefreshEdge) -> Bool {
        tasks[edge] != nil
    }

    /// Takes one of the engine's effects: a refresh starts a task; the others are for the host.
    public func apply(_ effect: RefreshEffect) {
        guard case .refresh(let edge) = effect, tasks[edge] == nil else { return }
        nextID += 1
        let id = nextID
        let previous = winding[edge]
        let load = self.load
        let task = Task { [weak self] in
            await previous?.value
            let input: RefreshInput
            do {
                try Task.checkCancellation()
                let newItems = try await load(edge)
                try Task.checkCancellation()
                input = .finish(edge: edge, result: .success, newItems: newItems)
            } catch is CancellationError {
                input = .cancel(edge: edge)
            } catch {
                input = .finish(edge: edge, result: .failure, newItems: nil)
            }
            self?.ended(edge, id: id, input)
        }
        tasks[edge] = (id, task)
    }

    /// Cancels the running load of `edge` (the view went away): the task is cancelled and the
    /// engine is sent ``RefreshInput/cancel(edge:)`` at once.
    public func cancel(_ edge: RefreshEdge) {
        guard let running = tasks.removeValue(forKey: edge) else { return }
        running.task.cancel()
        winding[edge] = running.task
        send(.cancel(edge: edge))
    }

    /// Cancels the running loads of both edges.
    public func cancelAll() {
        for edge in RefreshEdge.allCases { cancel(edge) }
    }

    /// Tasks cancelled but perhaps still running, awaited before the next load of their edge.
    private var winding: [RefreshEdge: Task<Void, Never>] = [:]

    private func ended(_ edge: RefreshEdge, id: Int, _ input: RefreshInput) {
        guard tasks[edge]?.id == id else { return }
        tasks[edge] = nil
        winding[edge] = nil
        send(input)
    }
}
