import Foundation
import Synchronization

/// Runs `body(thread)` on `threads` real threads that start together (a barrier holds each one
/// until all exist), so first uses of caches and shared objects overlap as much as they can.
/// Returns what each thread returned, by thread index; rethrows the first error.
func inParallel<T: Sendable>(
    threads: Int = 8,
    _ body: @escaping @Sendable (_ thread: Int) throws -> T
) throws -> [T] {
    let results = Mutex<[Int: Result<T, any Error>]>([:])
    let ready = Mutex(0)
    let finished = DispatchGroup()
    for index in 0..<threads {
        finished.enter()
        let thread = Thread {
            ready.withLock { $0 += 1 }
            while ready.withLock({ $0 }) < threads { sched_yield() }
            let result = Result { try body(index) }
            results.withLock { $0[index] = result }
            finished.leave()
        }
        thread.stackSize = 4 << 20
        thread.start()
    }
    finished.wait()
    let collected = results.withLock { $0 }
    return try (0..<threads).map { try collected[$0]!.get() }
}
