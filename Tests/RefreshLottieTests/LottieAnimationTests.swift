import Foundation
import RefreshImage
import RefreshTestSupport
import Testing

@testable import RefreshLottie

/// rlottie behind the package's C shim: frames drawn into straight RGBA, markers read.
@Suite struct LottieAnimationTests {
    /// A red dot moving across the canvas, with `pull` and `loading` markers.
    static let movingDot = LottieFixtures.movingDot

    /// The mean x of the image's red pixels.
    static func redCentre(_ image: RGBAImage) -> Double? {
        var sum = 0
        var count = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let at = (y * image.width + x) * 4
                if image.pixels[at] > 200, image.pixels[at + 1] < 60, image.pixels[at + 3] > 200 {
                    sum += x
                    count += 1
                }
            }
        }
        return count > 0 ? Double(sum) / Double(count) : nil
    }

    @Test("The canvas, frame count, rate and markers are read")
    func info() throws {
        let renderer = try LottieAnimation(json: Array(Self.movingDot.utf8))
        #expect(renderer.width == 100 && renderer.height == 100)
        #expect(renderer.frameCount == 30 && renderer.frameRate == 30)
        #expect(renderer.markers.map(\.name) == ["pull", "loading"])
        #expect(renderer.markers.first?.start == 0 && renderer.markers.last?.start == 10)
    }

    @Test("Frames are drawn where the keyframes put the dot, straight RGBA, scaled to the size asked")
    func frames() throws {
        let renderer = try LottieAnimation(json: Array(Self.movingDot.utf8))
        let first = try #require(renderer.image(frame: 0, width: 100, height: 100))
        let last = try #require(renderer.image(frame: 29, width: 100, height: 100))
        let start = try #require(Self.redCentre(first))
        let end = try #require(Self.redCentre(last))
        #expect(abs(start - 20) < 1.5, "\(start)")
        #expect(abs(end - 80) < 1.5, "\(end)")
        // Past the end is the last frame; half the size halves the place.
        #expect(renderer.image(frame: 1000, width: 100, height: 100) == last)
        let small = try #require(renderer.image(frame: 29, width: 50, height: 50))
        #expect(abs((Self.redCentre(small) ?? 0) - 40) < 1.5)
        // Transparent where nothing is drawn.
        #expect(first.pixels[3] == 0)
    }

    @Test("Sizes of 0 or over the cap draw nothing; text rlottie cannot read is an error")
    func refusals() throws {
        let renderer = try LottieAnimation(json: Array(Self.movingDot.utf8))
        #expect(renderer.image(frame: 0, width: 0, height: 10) == nil)
        #expect(renderer.image(frame: 0, width: 10, height: LottieAnimation.maximumSide + 1) == nil)
        #expect(throws: LottieRenderError.self) { try LottieAnimation(json: Array("{}".utf8)) }
        #expect(throws: LottieRenderError.self) { try LottieAnimation(json: []) }
    }

    @Test("Two different texts never share a model: each draws its own")
    func modelsAreKeyedByText() throws {
        let moved = Self.movingDot.replacingOccurrences(of: "\"s\":[80,50,0]", with: "\"s\":[50,50,0]")
        let one = try LottieAnimation(json: Array(Self.movingDot.utf8))
        let other = try LottieAnimation(json: Array(moved.utf8))
        let a = try #require(one.image(frame: 29, width: 100, height: 100))
        let b = try #require(other.image(frame: 29, width: 100, height: 100))
        #expect(abs((Self.redCentre(a) ?? 0) - 80) < 1.5)
        #expect(abs((Self.redCentre(b) ?? 0) - 50) < 1.5)
    }

    /// A hostile file of the fuzz corpus, as it is (rlottie gets it without the reader's budget).
    static func hostile(_ name: String) throws -> [UInt8] {
        Array(try Data(contentsOf: URL(fileURLWithPath: Repository.root + "/Fuzz/Corpus/lottie/hostile-\(name).json")))
    }

    @Test(
        "rlottie runs in a child process under limits: a file that makes it grow or loop is stopped there, the animation says why, and the caller goes on",
        arguments: [("nested-repeaters", "memory"), ("negative-dash", "seconds")]
    )
    func contained(name: String, limit: String) throws {
        let start = ContinuousClock.now
        var failure: LottieRenderError?
        let json = try Self.hostile(name)
        do throws(LottieRenderError) {
            let animation = try LottieAnimation(json: json)
            #expect(animation.image(frame: 0, width: 60, height: 110) == nil)
            failure = animation.failure
            // Once stopped, every request fails at once with the same reason.
            #expect(animation.image(frame: 1, width: 60, height: 110) == nil)
            #expect(animation.svg(frame: 1, width: 60, height: 110) == nil)
            #expect(animation.failure == failure)
        } catch {
            failure = error
        }
        let stopped = try #require(failure, "\(name) was drawn")
        #expect(stopped.pastLimits)
        #expect(
            stopped.message.hasPrefix(
                "the animation could not be drawn within limits (1 GiB of memory, 5 seconds a frame): rlottie "
            ),
            "\(stopped)"
        )
        let words = limit == "memory" ? "ran out of its 1 GiB of memory" : "5 seconds"
        #expect(stopped.message.contains(words), "\(stopped)")
        // Within the limit's own time (and some slack for a loaded machine).
        #expect(ContinuousClock.now - start < .seconds(LottieAnimation.secondsLimit * 3))
        // The process that asked goes on drawing other animations.
        let after = try LottieAnimation(json: Array(Self.movingDot.utf8))
        #expect(after.image(frame: 0, width: 100, height: 100) != nil)
        #expect(after.failure == nil)
    }

    @Test("An animation opened on a thread that has ended still draws: its child outlives that thread")
    func childOutlivesTheOpeningThread() throws {
        let opened = Locked<Result<LottieAnimation, LottieRenderError>?>(nil)
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            opened.withLock {
                $0 = Result { () throws(LottieRenderError) in try LottieAnimation(json: Array(Self.movingDot.utf8)) }
            }
            done.signal()
        }
        thread.start()
        done.wait()
        let animation = try #require(try opened.withLock { $0 }?.get())
        // The thread has ended once it is marked finished; give its exit a moment to be seen.
        while !thread.isFinished { usleep(1_000) }
        usleep(100_000)
        #expect(animation.image(frame: 0, width: 100, height: 100) != nil)
        #expect(animation.failure == nil, "\(String(describing: animation.failure))")
    }

    @Test("Each animation's child process ends with it")
    func childEnds() throws {
        var animation: LottieAnimation? = try LottieAnimation(json: Array(Self.movingDot.utf8))
        let process = try #require(animation?.process)
        #expect(process > 0 && kill(process, 0) == 0)
        #expect(animation?.image(frame: 0, width: 10, height: 10) != nil)
        animation = nil
        // Ended and waited for: no such process is left, not even a zombie.
        #expect(kill(process, 0) == -1 && errno == ESRCH)
    }
}

/// A value behind a lock, for a result written on another thread.
final class Locked<Value>: @unchecked Sendable {
    private var value: Value
    private let lock = NSLock()

    init(_ value: Value) { self.value = value }

    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
