/// Which end of the scroll view a refresh control sits at.
public enum RefreshEdge: String, Sendable, Hashable, CaseIterable {
    /// The pull-to-refresh header above the content.
    case header
    /// The load-more footer below the content.
    case footer
}
