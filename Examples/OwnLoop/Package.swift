// swift-tools-version:6.0
import PackageDescription

// A host that owns its GLFW window, GL context and loop, and draws a SlideOut
// menu into a corner of its own frame.
let package = Package(
    name: "OwnLoop",
    dependencies: [.package(name: "SlideOut", path: "../..")],
    targets: [
        .executableTarget(name: "OwnLoop", dependencies: [
            .product(name: "SlideOut", package: "SlideOut"),
            .product(name: "CGLFW", package: "SlideOut"),
            .product(name: "CEpoxy", package: "SlideOut"),
        ],
        // Swift 5 mode: epoxy's GL entry points are C global function
        // pointers, which Swift 6's data-race checking will not call.
        swiftSettings: [.swiftLanguageMode(.v5)],
        // It calls GLFW itself, so it links it (SlideOut then uses this one).
        linkerSettings: [.linkedLibrary("glfw")]),
    ]
)
