import Foundation
import SlideOutApp

exit(SlideOut.main(arguments: Array(CommandLine.arguments.dropFirst())))
