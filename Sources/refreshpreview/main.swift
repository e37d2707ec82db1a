import Foundation

exit(RefreshPreview.main(Array(CommandLine.arguments.dropFirst())))
