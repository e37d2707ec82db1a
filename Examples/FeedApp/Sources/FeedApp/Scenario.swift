import Foundation
import RefreshKit

/// One thing the user, the app or the network does in a scenario, in order.
enum Step {
    /// A finger goes down.
    case touch
    /// The finger moves by this many points (down is positive) over this many seconds.
    case drag(Double, over: Double)
    /// The finger lifts.
    case lift
    /// Time passes.
    case wait(Double)
    /// A tap on the footer.
    case tapFooter
    /// The toolbar's refresh button.
    case button
    /// The model's own sync starts or ends.
    case sync(Bool)
    /// Editing starts or ends.
    case edit(Bool)
    /// The screen goes away.
    case leave
    /// How the network answers the next requests.
    case answers([Feed.Answer])
}

/// A scripted session on the feed screen.
struct Scenario {
    var name: String
    var languages = ["en"]
    var placement = RefreshPlacement.follow
    var reducedMotion = false
    /// When the feed was last updated before the session, in seconds before it starts.
    var updatedBefore: Double?
    var steps: [Step]

    static let pull: [Step] = [.touch, .drag(160, over: 0.5), .wait(0.2), .lift]
    static let flingUp: [Step] = [.touch, .drag(-420, over: 0.2), .lift, .wait(1.6)]

    /// Every scenario the app plays.
    static let all: [Scenario] = [
        Scenario(name: "refresh", updatedBefore: 3600, steps: [.answers([.posts(3)])] + pull + [.wait(2)]),
        Scenario(name: "refresh-failure", steps: [.answers([.status(503)])] + pull + [.wait(2)]),
        Scenario(
            name: "button-and-sync",
            steps: [.button, .wait(1.5), .sync(true), .wait(0.5), .sync(false), .wait(1)]
        ),
        Scenario(name: "leave-mid-load", steps: pull + [.wait(0.3), .leave, .wait(1)]),
        Scenario(
            name: "load-more",
            steps: [.answers([.posts(3), .end])] + Array(repeating: flingUp, count: 6).flatMap { $0 }
        ),
        Scenario(
            name: "load-more-failure-tap",
            steps: [.answers([.status(500), .posts(2)])] + flingUp + flingUp + [.wait(0.5), .tapFooter, .wait(1.5)]
        ),
        Scenario(name: "editing", steps: [.edit(true)] + pull + [.wait(0.5), .edit(false)] + pull + [.wait(2)]),
        Scenario(name: "german", languages: ["de"], updatedBefore: 300, steps: pull + [.wait(2)]),
        Scenario(name: "arabic", languages: ["ar"], updatedBefore: 300, steps: pull + [.wait(2)]),
        Scenario(name: "reduced-motion", reducedMotion: true, steps: pull + [.wait(2)]),
        Scenario(name: "overlay", placement: .overlay, steps: [.answers([.posts(1)])] + pull + [.wait(2)]),
    ]
}

/// What the device says (languages, reduced motion) and the app chose (the header's placement),
/// with the store, the clock and the date the screen's controller uses (a real app leaves these to
/// the controller's defaults).
struct Settings {
    var languages: [String]
    var placement: RefreshPlacement
    var reducedMotion: Bool
    var store: any LastUpdatedStore
    var clock: ManualClock
    /// The wall-clock date at the clock's start.
    var date = Feed.launchDate
}
