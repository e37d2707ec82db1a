import Foundation
import RefreshSupport

FileDescriptorWriter.reserveStandardDescriptors()
exit(RefreshPreview.main(Array(CommandLine.arguments.dropFirst())))
