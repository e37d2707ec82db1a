// refreshkit-skins: validates skins, images and catalogs and embeds them as Swift, for the
// RefreshKit skins plugins (see SkinsPluginContract.swift and Docs/Plugins.md).
import Foundation
import RefreshSupport

FileDescriptorWriter.reserveStandardDescriptors()
let status = Tool.run(Array(CommandLine.arguments.dropFirst()))
exit(status)
