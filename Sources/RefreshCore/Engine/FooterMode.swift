/// How the load-more footer decides to load.
public enum FooterMode: Sendable, Hashable {
    /// The user pulls up past the bottom by the trigger distance and lets go.
    case manual
    /// Loading starts by itself as the bottom edge comes within the trigger distance.
    ///
    /// `maxTriggers` bounds how many automatic loads may start while the content height stays the
    /// same: a load that adds nothing cannot start another one at once, in a loop. A manual pull
    /// still works past the bound.
    case automatic(maxTriggers: Int)
}
