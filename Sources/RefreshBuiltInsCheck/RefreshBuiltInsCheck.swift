// RefreshBuiltInsCheck exists to carry the CheckBuiltInSkins plugin: building it checks
// RefreshKit's built-in skins, images, schema (Resources/) and catalogs (Localizations/), and a
// broken file fails the build with path:line:col. The plugin adds a generated file of comments
// only; the module has no API. See Package.swift for why the check sits on a target of its own.
