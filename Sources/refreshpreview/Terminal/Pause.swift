#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Sleeps the calling thread for `duration` (not at all for zero or less), sleeping on after a
/// signal until the time is up: the frame pacing of the animated demos.
func pause(for duration: Duration) {
    guard duration > .zero else { return }
    let (seconds, attoseconds) = duration.components
    var request = timespec(tv_sec: .init(clamping: seconds), tv_nsec: .init(attoseconds / 1_000_000_000))
    var remaining = timespec()
    while nanosleep(&request, &remaining) != 0 && errno == EINTR { request = remaining }
}
