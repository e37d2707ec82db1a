import Foundation

/// Runs `body(thread)` on `threads` real threads that start together (a barrier holds each one
/// until all exist), so first uses of caches and shared objects overlap as much as they can.
/// Returns what each thread returned, by thread index; rethrows the first error.
///
/// The bookkeeping uses `NSCondition` (pthread), which ThreadSanitizer sees, rather than
/// `Synchronization.Mutex`, which it does not see on Linux.
func inParallel<T: Sendable>(
    threads: Int = 8,
    _ body: @escaping @Sendable (_ thread: Int) throws -> T
) throws -> [T] {
    let state = ParallelState<T>(threads: threads)
    for index in 0..<threads {
        let thread = Thread {
            state.arriveAndWait()
            state.finish(index, Result { try body(index) })
        }
        thread.stackSize = 4 << 20
        thread.start()
    }
    return try state.results().map { try $0.get() }
}

/// The barrier and the results of ``inParallel(threads:_:)``.
private final class ParallelState<T: Sendable>: @unchecked Sendable {
    private let condition = NSCondition()
    private let threads: Int
    private var arrived = 0
    private var finished: [Int: Result<T, any Error>] = [:]

    init(threads: Int) { self.threads = threads }

    func arriveAndWait() {
        condition.lock()
        arrived += 1
        condition.broadcast()
        while arrived < threads { condition.wait() }
        condition.unlock()
    }

    func finish(_ index: Int, _ result: Result<T, any Error>) {
        condition.lock()
        finished[index] = result
        condition.broadcast()
        condition.unlock()
    }

    func results() -> [Result<T, any Error>] {
        condition.lock()
        while finished.count < threads { condition.wait() }
        let collected = (0..<threads).map { finished[$0]! }
        condition.unlock()
        return collected
    }
}
