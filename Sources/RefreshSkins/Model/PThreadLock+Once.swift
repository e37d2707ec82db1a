import RefreshSupport

extension PThreadLock {
    /// The value `make` makes the first time it is asked for, kept and shared: made under the
    /// lock, so it is made once however many threads ask.
    func once<Made>(_ make: () -> Made) -> Made where Value == Made? {
        withLock { kept in
            if let kept { return kept }
            let made = make()
            kept = made
            return made
        }
    }
}
