// swift-tools-version:6.0
import PackageDescription

// A host app that embeds SlideOut: its own layers, a push menu, one run loop.
let package = Package(
    name: "EmbedMenu",
    dependencies: [.package(name: "SlideOut", path: "../..")],
    targets: [
        .executableTarget(name: "EmbedMenu", dependencies: [.product(name: "SlideOut", package: "SlideOut")]),
    ]
)
