// What an app needs besides the controller, so that `import RefreshKit` is the one import: edges,
// states, metrics and layouts (RefreshCore), skins (RefreshSkins), what a host draws
// (RefreshPresentation), colours and appearance (RefreshStyle), last-updated stores (RefreshStore).
@_exported import RefreshCore
@_exported import RefreshPresentation
@_exported import RefreshSkins
@_exported import RefreshStore
@_exported import RefreshStyle
