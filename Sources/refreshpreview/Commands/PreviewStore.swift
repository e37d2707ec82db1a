import RefreshCommandLine
import RefreshCore
import RefreshFoundation
import RefreshStore

/// Where the preview keeps the header's "last updated" date between runs: the
/// `FileLastUpdatedStore` (`$XDG_STATE_HOME/refreshkit/last-updated.json`) under the skin's key,
/// so that a second run says "Last updated: 2 minutes ago". `--last-updated` shows a given age
/// instead and `--no-store` shows none; both leave the file alone. A store that cannot be read or
/// written is a warning, never a failure: the picture does not depend on it. A store that could
/// not be read (a symlink to a file that is not a store, say) is not written either, so the
/// warning is said once.
final class PreviewStore {
    let store: FileLastUpdatedStore?
    let key: String
    private var unreadable = false

    init(options: PreviewOptions, key: String, environment: [String: String]) {
        self.key = key
        guard !options.noStore && !options.lastUpdatedGiven else {
            store = nil
            return
        }
        guard let url = FileLastUpdatedStore.defaultURL(environment: environment) else {
            Output.warning(
                "there is no place to keep the last-updated date: neither XDG_STATE_HOME nor HOME is an absolute "
                    + "path, and the account has no home folder; set XDG_STATE_HOME to keep it"
            )
            store = nil
            return
        }
        store = FileLastUpdatedStore(url: url) { Output.warning($0) }
    }

    /// The date to show before the demo's refresh: `--last-updated`, or the stored one.
    func lastUpdated(options: PreviewOptions, now: Date) -> Date? {
        if let ago = options.lastUpdatedAgo { return now.addingTimeInterval(-ago) }
        guard let store else { return nil }
        do {
            return try store.date(forKey: key)
        } catch {
            unreadable = true
            Output.warning("the last-updated date could not be read: \(error)")
            return nil
        }
    }

    /// Keeps the date of a refresh the demo finished.
    func record(_ date: Date?) {
        guard let store, let date, !unreadable else { return }
        do {
            try store.setDate(date, forKey: key)
        } catch {
            Output.warning("the last-updated date could not be kept: \(error)")
        }
    }
}
