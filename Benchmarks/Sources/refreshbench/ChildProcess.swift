import Foundation

/// What one run of a child process gave.
struct ChildRun {
    /// Spawn to exit, in nanoseconds.
    var wallNanoseconds: UInt64
    var status: Int32
    var output: String
}

/// Runs `path` with `arguments`, its standard output into a pipe that is read to the end, its
/// standard error to /dev/null (or into the same pipe, with `errorsToo`), its standard input from
/// the file `input` when given, and waits for it. The child gets this process's environment
/// without `NO_COLOR`, with `settings` added.
func runChild(
    _ path: String,
    _ arguments: [String],
    settings: [String: String] = [:],
    input: String? = nil,
    errorsToo: Bool = false
) throws -> ChildRun {
    var pipe: [Int32] = [0, 0]
    guard Glibc.pipe(&pipe) == 0 else { throw BenchError("pipe failed") }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, pipe[1], 1)
    if errorsToo {
        posix_spawn_file_actions_adddup2(&actions, pipe[1], 2)
    } else {
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    }
    posix_spawn_file_actions_addclose(&actions, pipe[0])
    posix_spawn_file_actions_addclose(&actions, pipe[1])
    if let input { posix_spawn_file_actions_addopen(&actions, 0, input, O_RDONLY, 0) }
    let argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = nil
    environment.merge(settings) { _, setting in setting }
    let envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { envp.forEach { free($0) } }
    var pid: pid_t = 0
    let start = nanoseconds()
    let spawned = posix_spawn(&pid, path, &actions, nil, argv, envp)
    close(pipe[1])
    guard spawned == 0 else {
        close(pipe[0])
        throw BenchError("cannot run \(path): \(String(cString: strerror(spawned)))")
    }
    var output: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
        let count = chunk.withUnsafeMutableBytes { read(pipe[0], $0.baseAddress, $0.count) }
        if count > 0 {
            output += chunk[0..<count]
        } else if count == 0 || errno != EINTR {
            break
        }
    }
    close(pipe[0])
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    let elapsed = nanoseconds() - start
    let exitStatus = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    return ChildRun(
        wallNanoseconds: elapsed,
        status: exitStatus,
        output: String(decoding: output, as: UTF8.self)
    )
}

/// The path of this program (to run itself as a child).
func ownExecutablePath() -> String {
    (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
}
