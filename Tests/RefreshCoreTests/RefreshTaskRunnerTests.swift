import RefreshCore
import Testing

/// A host on the main actor: an engine, the effects it gave, and a runner fed with them.
@MainActor
private final class Host {
    var engine = RefreshEngine()
    var effects: [RefreshEffect] = []
    var runner: RefreshTaskRunner?
    var time = 0.0

    init(load: @escaping RefreshTaskRunner.Load) {
        runner = RefreshTaskRunner(send: { [weak self] input in self?.send(input) }, load: load)
        send(.layout(ScrollLayout()))
    }

    func send(_ input: RefreshInput) {
        time += 0.1
        for effect in engine.handle(input, at: time) {
            effects.append(effect)
            runner?.apply(effect)
        }
    }

    func pull() {
        send(.scroll(offset: -80, dragging: true))
        send(.release(offset: -80))
    }

    var announcements: [RefreshAnnouncement] {
        effects.compactMap { effect in
            if case .announce(_, let announcement) = effect { announcement } else { nil }
        }
    }

    /// Waits, yielding, until `condition` holds; false if it never did.
    func waitUntil(_ condition: () async -> Bool) async -> Bool {
        for _ in 0..<2000 {
            if await condition() { return true }
            try? await Task.sleep(for: .milliseconds(1))
        }
        return false
    }
}

/// Counts the loads running at once, and the most that ever did.
private actor Loads {
    var running = 0
    var most = 0
    var started = 0
    var ended = 0

    /// Returns how many loads have started, this one included.
    @discardableResult
    func enter() -> Int {
        running += 1
        started += 1
        most = max(most, running)
        return started
    }

    func leave() {
        running -= 1
        ended += 1
    }
}

/// Holds loads until the test opens it; waiting ignores cancellation.
private actor Gate {
    private var isOpen = false
    private var waiters: [CheckedContinuation<Void, Never>] = []

    func wait() async {
        if isOpen { return }
        await withCheckedContinuation { waiters.append($0) }
    }

    func open() {
        isOpen = true
        for waiter in waiters { waiter.resume() }
        waiters = []
    }
}

private struct ServerDown: Error {}

@Suite("RefreshTaskRunner: an async closure as the load")
@MainActor
struct RefreshTaskRunnerTests {
    @Test("The closure's count finishes the load as a success")
    func success() async {
        let host = Host { _ in 3 }
        host.pull()
        #expect(host.runner?.isRunning(.header) == true)
        #expect(await host.waitUntil { host.engine.state(of: .header) == .idle })
        #expect(host.announcements == [.refreshing, .refreshed(count: 3)])
        #expect(host.runner?.isRunning(.header) == false)
    }

    @Test("A thrown error is a failure")
    func failure() async {
        let host = Host { _ in throw ServerDown() }
        host.pull()
        #expect(await host.waitUntil { host.engine.state(of: .header) == .idle })
        #expect(host.announcements == [.refreshing, .refreshFailed])
    }

    @Test("CancellationError thrown by the closure is a cancel, never a failure")
    func closureCancelled() async {
        let host = Host { _ in throw CancellationError() }
        host.pull()
        #expect(await host.waitUntil { host.engine.state(of: .header) == .idle })
        #expect(host.announcements == [.refreshing, .refreshCancelled])
    }

    @Test("Cancelling the load cancels its task, tells the engine at once, and its end is never sent")
    func cancel() async {
        let loads = Loads()
        let host = Host { _ in
            await loads.enter()
            defer { Task { await loads.leave() } }
            try await Task.sleep(for: .seconds(60))
            return 1
        }
        host.pull()
        #expect(await host.waitUntil { await loads.started == 1 })
        host.runner?.cancel(.header)
        #expect(host.engine.state(of: .header) == .idle)
        #expect(host.announcements == [.refreshing, .refreshCancelled])
        #expect(await host.waitUntil { await loads.ended == 1 }, "the task was cancelled")
        // Once the runner holds no task for the edge, nothing of the load can reach the engine.
        #expect(await host.waitUntil { host.runner?.isRunning(.header) == false })
        #expect(host.announcements == [.refreshing, .refreshCancelled], "nothing after the cancel")
    }

    @Test("Two pulls never run two tasks: the next load waits for a cancelled one to end")
    func neverTwoTasks() async {
        let loads = Loads()
        let gate = Gate()
        let host = Host { _ in
            // The first load ignores cancellation and waits for the gate, as a load that never
            // checks for cancellation would; the second returns at once.
            if await loads.enter() == 1 { await gate.wait() }
            await loads.leave()
            return 2
        }
        host.pull()
        #expect(await host.waitUntil { await loads.started == 1 })
        host.runner?.apply(.refresh(.header))  // a refresh while a task runs starts none
        host.runner?.cancel(.header)
        host.pull()
        try? await Task.sleep(for: .milliseconds(30))
        #expect(await loads.started == 1, "the next load started while the cancelled one ran")
        await gate.open()
        #expect(
            await host.waitUntil { host.engine.state(of: .header) == .idle && host.runner?.isRunning(.header) == false }
        )
        #expect(await loads.started == 2)
        #expect(await loads.ended == 2)
        #expect(await loads.most == 1, "two loads ran at once")
        #expect(host.announcements == [.refreshing, .refreshCancelled, .refreshing, .refreshed(count: 2)])
    }
}
