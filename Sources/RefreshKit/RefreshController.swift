import Foundation
import RefreshCore
import RefreshLocalization
import RefreshPresentation
import RefreshSkins
import RefreshStore
import RefreshStyle

/// Pull-to-refresh and load-more for one scrollable list, on the main actor: what an app adds to a
/// screen.
///
/// The controller owns everything between the app and its scroll view: the engine, the tasks that
/// run the app's loads, the skin's presentation in the user's languages, the arrow's turn, the
/// timers and the last-updated date. The app gives it actions; the scroll view (a
/// ``RefreshScrollHost``) feeds it scroll callbacks and draws ``display()``.
///
/// ```swift
/// @MainActor final class FeedScreen {
///     let feed = Feed()
///     let refresh: RefreshController
///
///     init() throws {
///         refresh = try RefreshController()
///         refresh.onRefresh = { [feed] in .loaded(try await feed.reload()) }
///         refresh.onLoadMore = { [feed] in try await feed.loadMore() ? .loaded : .noMoreData }
///     }
/// }
/// ```
///
/// Actions run on the main actor, so they can change the app's model directly. What an action
/// returns ends the load (``LoadResult``); an error it throws is a failure, shown by the skin
/// ("Couldn't refresh") and passed to ``onError``; a `CancellationError` is a cancel. A load's task
/// follows its edge: whenever the edge stops loading (``cancel()``, ``isRefreshing`` set to
/// `false`, the controller released) the task is cancelled and its result dropped, and the next
/// load starts once it has ended. Capture the app's model in an action, not the screen: the
/// controller holds its actions, and the screen holds the controller.
@MainActor
public final class RefreshController {
    /// A header refresh or a footer load: runs on the main actor, returns how the load ended.
    public typealias Action = @MainActor () async throws -> LoadResult

    /// Refreshes the list (the header). The header takes pulls only while it has an action.
    public var onRefresh: Action? {
        didSet { updateEnabled(.header) }
    }
    /// Loads more at the end of the list (the footer). The footer takes pulls, and shows, only
    /// while it has an action.
    public var onLoadMore: Action? {
        didSet { updateEnabled(.footer) }
    }
    /// Called with the error an action threw (the load is shown as failed), or the last-updated
    /// store's error when the date could not be kept, and the edge it concerns.
    public var onError: (@MainActor (_ error: any Error, _ edge: RefreshEdge) -> Void)?
    /// Called with each effect the engine gives, just before the controller carries it out, and
    /// the number of the input that caused it (``inputCount`` then): to log a screen's effects as
    /// Docs/Traces.md writes them (`Replayer.encode(_:input:)` in RefreshTrace), or to test a
    /// host. It must not call back into the controller.
    public var onEffect: (@MainActor (_ effect: RefreshEffect, _ input: Int) -> Void)?
    /// How many inputs the controller has handed its engine: scroll callbacks, taps, loads'
    /// ends, settings and the ticks of ``display()``, each counted once, from 1.
    public private(set) var inputCount = 0
    /// The scroll view: it applies insets and offsets, speaks announcements and draws again when
    /// asked. Held weakly.
    public weak var host: (any RefreshScrollHost)?

    /// The skin, with any metrics the app set on it before giving it: the engine and the
    /// presentation both read these.
    public let skin: SkinDescriptor
    /// When the list was last refreshed: read from the store at start, set when a header load
    /// succeeds.
    public private(set) var lastUpdated: Date?

    var engine: RefreshEngine
    var presenter: SkinPresenter
    /// The IANA zone dates are shown in.
    private let timeZone: String
    let store: (any LastUpdatedStore)?
    var timeline = EdgeTimeline()
    /// The engine's time now: seconds since the controller started, by its clock.
    private let elapsed: @Sendable () -> Duration
    /// The wall-clock date of the engine's time 0.
    private let startDate: Date
    /// Each edge's state as last seen, to notice when a load ends.
    private var states: [RefreshEdge: RefreshState] = [.header: .idle, .footer: .idle]
    /// Whether the app allows each edge (``setEnabled(_:for:)``).
    private var allowed: [RefreshEdge: Bool] = [.header: true, .footer: true]
    /// Whether each edge is enabled in the engine: allowed and with an action.
    private(set) var enabled: [RefreshEdge: Bool] = [.header: true, .footer: true]
    /// The app set ``isRefreshing`` and the header has not started loading yet.
    private var flagWaiting = false
    /// The running load of each edge.
    var loads: [RefreshEdge: LoadTask] = [:]
    /// Loads cancelled but perhaps still running, awaited before the next load of their edge.
    private var winding: [RefreshEdge: Task<Void, Never>] = [:]
    private var nextLoadID = 0

    /// A load's task and its number.
    struct LoadTask {
        let id: Int
        let task: Task<Void, Never>
    }

    /// Creates a controller.
    ///
    /// - Parameters:
    ///   - skin: the skin, with the metrics the app sets in code (placement, footer mode,
    ///     trigger, date style); the classic blue skin by default. See
    ///     `SkinDescriptor.builtIn(_:)` and `SkinDescriptor(xml:)`.
    ///   - languages: the user's languages, most preferred first (BCP 47 or POSIX tags); by
    ///     default the system's (``preferredLanguages(environment:)``).
    ///   - timeZone: the IANA zone for dates; by default the device's (``deviceTimeZone(environment:)``).
    ///   - appearance: light or dark.
    ///   - store: where the last-updated date is kept, under the skin's `lastUpdatedKey`; by
    ///     default a file in the user's state folder. `nil` keeps it in memory only.
    ///   - clock: the clock for durations and timers.
    ///   - date: the wall-clock date of the clock's present instant.
    /// - Throws: `LocalizationError` for a malformed language tag, an unknown time zone, or a skin
    ///   string that does not compile in the language.
    public init(
        skin: SkinDescriptor? = nil,
        languages: [String]? = nil,
        timeZone: String? = nil,
        appearance: Appearance = .light,
        store: (any LastUpdatedStore)? = FileLastUpdatedStore(),
        clock: some Clock<Duration> = ContinuousClock(),
        date: Date = Date()
    ) throws {
        let skin = try skin ?? SkinDescriptor.builtIn("blue")
        let request = try LocaleRequest(preferredLanguages: languages ?? Self.preferredLanguages())
        self.skin = skin
        let zone = timeZone ?? Self.deviceTimeZone()
        self.timeZone = zone
        presenter = try SkinPresenter(
            skin: skin,
            strings: CatalogSet.builtIn.strings(for: request),
            appearance: appearance,
            timeZone: zone
        )
        engine = RefreshEngine(
            header: skin.metrics(for: .header),
            footer: skin.metrics(for: .footer),
            footerMode: skin.footerMode
        )
        self.store = store
        lastUpdated = try? store?.date(forKey: skin.lastUpdatedKey)
        let start = clock.now
        elapsed = { start.duration(to: clock.now) }
        startDate = date
        updateEnabled(.header)
        updateEnabled(.footer)
    }

    deinit {
        // Leaving the screen: the running loads end with it.
        for load in loads.values { load.task.cancel() }
    }

    // MARK: - What the app sets

    /// Whether the header is loading: read it to draw a button, set it from the app's own model.
    /// Setting `true` shows the header loading without running ``onRefresh`` (the app loads by
    /// itself: Compose's and UIRefreshControl's flag); setting `false` ends that load as a
    /// success, or cancels a pull's running refresh. Setting the value it has does nothing.
    public var isRefreshing: Bool {
        get { flagWaiting || engine.state(of: .header) == .loading }
        set {
            guard newValue != isRefreshing else { return }
            flagWaiting = newValue && enabled[.header] == true
            send(.refreshing(edge: .header, isRefreshing: newValue))
        }
    }

    /// Whether the footer is loading more.
    public var isLoadingMore: Bool {
        engine.state(of: .footer) == .loading
    }

    /// Refreshes from code (a button, a launch): runs ``onRefresh`` and shows the header loading,
    /// revealed when the list is at the top, quietly when it is scrolled away. Waits for the first
    /// layout and for a finger to lift; does nothing while a load runs.
    public func beginRefreshing() {
        send(.begin(edge: .header))
    }

    /// Turns an edge on or off (while editing, for example). A disabled edge starts nothing and
    /// draws no indicator or text; a load already running goes on.
    public func setEnabled(_ enabled: Bool, for edge: RefreshEdge) {
        allowed[edge] = enabled
        updateEnabled(edge)
    }

    /// Whether the app allows an edge (``setEnabled(_:for:)``).
    public func isEnabled(_ edge: RefreshEdge) -> Bool {
        allowed[edge] ?? true
    }

    /// Cancels the running loads of both edges (the screen goes away): their tasks are cancelled,
    /// the edges close and announce the cancel, and the loads' late results are dropped.
    public func cancel() {
        flagWaiting = false
        for edge in RefreshEdge.allCases {
            send(.cancel(edge: edge))
        }
    }

    /// Whether the user asks for reduced motion: what moves by itself slows or stands still, as
    /// the skin's `<motion reduced>` says.
    public var prefersReducedMotion: Bool {
        get { presenter.prefersReducedMotion }
        set {
            presenter.prefersReducedMotion = newValue
            host?.setNeedsDisplay()
        }
    }

    /// Light or dark, as the skin's colours are shown.
    public var appearance: Appearance { presenter.appearance }

    /// Shows the skin in the other appearance (the system's dark preference changed).
    ///
    /// - Throws: `LocalizationError` as the initializer does; the controller keeps its look then.
    public func setAppearance(_ appearance: Appearance) throws(LocalizationError) {
        guard appearance != presenter.appearance else { return }
        var presenter = try SkinPresenter(
            skin: skin,
            strings: presenter.strings,
            appearance: appearance,
            timeZone: timeZone
        )
        presenter.prefersReducedMotion = self.presenter.prefersReducedMotion
        self.presenter = presenter
        host?.setNeedsDisplay()
    }

    // MARK: - Inputs

    /// The seconds of the engine's clock now.
    var now: Double {
        let parts = elapsed().components
        return Double(parts.seconds) + Double(parts.attoseconds) * 1e-18
    }

    /// The wall-clock date of an engine time.
    func date(at time: Double) -> Date {
        startDate.addingTimeInterval(time)
    }

    /// Hands the engine one input now and carries out what it asks. The scroll callbacks
    /// (``scrolled(to:isDragging:)`` and the others) are this with one input each.
    public func send(_ input: RefreshInput) {
        let time = now
        inputCount += 1
        let number = inputCount
        for effect in engine.handle(input, at: time) {
            onEffect?(effect, number)
            apply(effect, at: time)
        }
    }

    private func apply(_ effect: RefreshEffect, at time: Double) {
        timeline.record(effect, engine: engine, at: time)
        switch effect {
        case .state(let edge, let state):
            let previous = states[edge]
            states[edge] = state
            if edge == .header && state == .loading { flagWaiting = false }
            guard previous == .loading, state != .loading else { return }
            // The edge stopped loading: a task still running belongs to a load that has ended.
            endTask(of: edge)
            let result = engine.renderModel(for: edge).result
            if edge == .header, let result, result != .failure { refreshed(at: time) }
        case .refresh(let edge):
            startLoad(edge)
        case .inset(let edge, let points, let duration):
            host?.setRefreshInset(points, for: edge, animatedOver: .seconds(duration))
        case .offset(_, let offset):
            host?.setContentOffset(offset, animated: !engine.isDragging)
        case .announce(let edge, let announcement):
            if let text = try? presenter.text(announcement.message, edge: edge, now: date(at: time)) {
                host?.announce(text)
            }
        case .haptic(_, let haptic):
            host?.playHaptic(haptic)
        case .pullEnded:
            break
        }
    }

    /// A header load succeeded: the date is kept.
    private func refreshed(at time: Double) {
        let date = date(at: time)
        lastUpdated = date
        do {
            try store?.setDate(date, forKey: skin.lastUpdatedKey)
        } catch {
            onError?(error, .header)
        }
    }

    private func updateEnabled(_ edge: RefreshEdge) {
        let action = edge == .header ? onRefresh : onLoadMore
        let value = allowed[edge] == true && action != nil
        guard enabled[edge] != value else { return }
        enabled[edge] = value
        send(.setEnabled(edge: edge, enabled: value))
        host?.setNeedsDisplay()
    }

    // MARK: - Loads

    /// Runs an edge's action in a task; a task still running for the edge is cancelled first and
    /// awaited, so that two loads of an edge never run at once and a refresh is never dropped.
    private func startLoad(_ edge: RefreshEdge) {
        endTask(of: edge)
        guard let action = edge == .header ? onRefresh : onLoadMore else {
            send(.cancel(edge: edge))
            return
        }
        nextLoadID += 1
        let id = nextLoadID
        let previous = winding[edge]
        let task = Task { [weak self] in
            await previous?.value
            var failure: (any Error)?
            let input: RefreshInput
            do {
                try Task.checkCancellation()
                let result = try await action()
                try Task.checkCancellation()
                input = .finish(edge: edge, result: result.isEnd ? .noMoreData : .success, newItems: result.newItems)
            } catch {
                if error is CancellationError || Task.isCancelled {
                    input = .cancel(edge: edge)
                } else {
                    input = .finish(edge: edge, result: .failure, newItems: nil)
                    failure = error
                }
            }
            self?.loadEnded(edge, id: id, input, error: failure)
        }
        loads[edge] = LoadTask(id: id, task: task)
    }

    /// Cancels the edge's running task, if any, keeping it to be awaited by the next load.
    private func endTask(of edge: RefreshEdge) {
        guard let running = loads.removeValue(forKey: edge) else { return }
        running.task.cancel()
        winding[edge] = running.task
    }

    private func loadEnded(_ edge: RefreshEdge, id: Int, _ input: RefreshInput, error: (any Error)?) {
        guard loads[edge]?.id == id else { return }
        loads[edge] = nil
        winding[edge] = nil
        send(input)
        if let error { onError?(error, edge) }
        host?.setNeedsDisplay()
    }
}
