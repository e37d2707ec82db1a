import RefreshSupport

/// A reference to a shared object that can be copied without writing to the object's reference
/// count.
///
/// Swift retains an object each time a value holding it is copied: a service that takes a
/// labeler out of a shared array for every row increments and decrements one count per row, and
/// on two threads that count is a cache line both cores write, which costs more than the row.
/// When a ``ProcessKeeper`` keeps the object for the rest of the process, the reference is a
/// plain pointer and a copy writes nothing; when the keeper is full, the reference owns the
/// object as usual.
struct KeptReference<Object: AnyObject & Sendable>: @unchecked Sendable {
    // Always the object; valid because the keeper or `owner` keeps it alive.
    private let pointer: Unmanaged<Object>
    // The object when no keeper keeps it (a strong reference, counted as usual), else nil.
    private let owner: Object?

    /// A reference to an object the process keeps.
    fileprivate init(kept object: Object) {
        pointer = Unmanaged.passUnretained(object)
        owner = nil
    }

    /// A reference that owns `object`.
    init(owning object: Object) {
        pointer = Unmanaged.passUnretained(object)
        owner = object
    }

    /// Whether a keeper keeps the object (copies write no reference count).
    var isKept: Bool { owner == nil }

    /// The object, retained as usual: for paths that run once, not per row.
    var object: Object { pointer.takeUnretainedValue() }

    /// Calls `body` with the object without retaining it.
    @inline(__always)
    func with<Value, Failure: Error>(_ body: (Object) throws(Failure) -> Value) throws(Failure) -> Value {
        try pointer._withUnsafeGuaranteedRef { object in Result { () throws(Failure) in try body(object) } }.get()
    }
}

/// Objects kept for the rest of the process, at most `limit` of them, each under a key that says
/// when two are interchangeable; references to them (``KeptReference``) copy without a count.
/// Past the limit, new objects are owned by their references and freed as usual, so memory stays
/// bounded however many distinct objects a process makes.
/// (Its objects are `HashedEntries`: a keeper of a new key type costs no conformance check at
/// start-up.)
final class ProcessKeeper<Key: Sendable, Object: AnyObject & Sendable>: Sendable {
    private let objects = PThreadLock(HashedEntries<Key, Object>())
    /// The most objects kept.
    let limit: Int

    init(limit: Int) { self.limit = limit }

    /// The number of objects kept.
    var count: Int { objects.withLock { $0.count } }
}

extension ProcessKeeper where Key: Hashable {

    /// A reference to the object kept under `key`, making and keeping it when there is none; an
    /// owning reference to a new object when the keeper is full. `make` runs outside the lock.
    func reference<Failure: Error>(for key: Key, make: () throws(Failure) -> Object) throws(Failure)
        -> KeptReference<Object>
    {
        if let known = objects.withLock({ $0[key] }) { return KeptReference(kept: known) }
        let made = try make()
        let kept: Object? = objects.withLock { objects in
            if let known = objects[key] { return known }
            guard objects.count < limit else { return nil }
            objects[key] = made
            return made
        }
        guard let kept else { return KeptReference(owning: made) }
        return KeptReference(kept: kept)
    }
}
