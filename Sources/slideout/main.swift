import Glibc
import SlideOutApp

exit(SlideOutCommand.main(arguments: Array(CommandLine.arguments.dropFirst())))
