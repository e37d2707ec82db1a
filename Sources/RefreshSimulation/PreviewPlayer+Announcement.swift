import RefreshCore
import RefreshFoundation
import RefreshLocalization
import RefreshPresentation

extension PreviewPlayer {
    /// The simulation's last accessibility announcement as localized text ("Refreshed, 3 new
    /// items"), through the skin's strings and the catalogs; `nil` before the first one.
    public func announcementText(of simulator: ScrollSimulator) throws(LocalizationError) -> String? {
        guard let last = simulator.lastAnnouncement else { return nil }
        return try presenter.text(last.announcement.message, edge: last.edge, now: wallClock)
    }
}
