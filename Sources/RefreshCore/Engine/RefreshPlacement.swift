/// Where an edge's indicator sits, and whether the content moves to make room for it.
public enum RefreshPlacement: String, Sendable, Hashable, CaseIterable {
    /// The content moves down (or up, for the footer) and the indicator follows it, as the EGO
    /// header does: the engine asks for insets and offsets.
    case follow
    /// The indicator floats over content that does not move, as Material's does: the engine asks
    /// for no inset and no offset, and the render model's
    /// ``RefreshRenderModel/indicatorOffset`` says where to draw the indicator. The host reports
    /// the displayed pull as the scroll offset, as usual.
    case overlay
    /// As ``overlay``, over content that cannot scroll (an empty list, a still image): the host
    /// has no scroll events to forward, so it reports the drag itself as `scroll` samples.
    case fixed
}
