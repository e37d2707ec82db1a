import Foundation
import RefreshCommandLine
import RefreshCore
import RefreshStore

/// Where the preview keeps the header's "last updated" date between runs: the
/// `FileLastUpdatedStore` (`$XDG_STATE_HOME/refreshkit/last-updated.json`) under the skin's key,
/// so that a second run says "Last updated: 2 minutes ago". `--last-updated` shows a given age
/// instead and `--no-store` shows none; both leave the file alone. A store that cannot be read or
/// written is a warning, never a failure: the picture does not depend on it.
struct PreviewStore {
    let store: FileLastUpdatedStore?
    let key: String

    init(options: PreviewOptions, key: String, environment: [String: String]) {
        self.key = key
        let used = !options.noStore && !options.lastUpdatedGiven
        store =
            used
            ? FileLastUpdatedStore(
                url: FileLastUpdatedStore.defaultURL(environment: environment),
                warn: { Output.warning($0) }
            ) : nil
    }

    /// The date to show before the demo's refresh: `--last-updated`, or the stored one.
    func lastUpdated(options: PreviewOptions, now: Date) -> Date? {
        if let ago = options.lastUpdatedAgo { return now.addingTimeInterval(-ago) }
        guard let store else { return nil }
        do {
            return try store.date(forKey: key)
        } catch {
            Output.warning("the last-updated date could not be read: \(error)")
            return nil
        }
    }

    /// Keeps the date of a refresh the demo finished.
    func record(_ date: Date?) {
        guard let store, let date else { return }
        do {
            try store.setDate(date, forKey: key)
        } catch {
            Output.warning("the last-updated date could not be kept: \(error)")
        }
    }
}
