// refreshkit-skins: validates skins, images and catalogs and embeds them as Swift, for the
// RefreshKit skins plugins (see SkinsPluginContract.swift and Docs/Plugins.md).
import Foundation
import RefreshCommandLine
import RefreshSupport

FileDescriptorWriter.reserveStandardDescriptors()
// Before fontconfig reads its configuration (lint measures text): the files the environment names.
for warning in EnvironmentFiles.setAsideUnsafeFiles() { Output.warning(warning) }
let status = Tool.run(Array(CommandLine.arguments.dropFirst()))
exit(status)
