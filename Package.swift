// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "SlideOut",
    products: [
        // Everything a host needs: `import SlideOut`.
        .library(name: "SlideOut", targets: ["SlideOut"]),
        .library(name: "SlideOutCore", targets: ["SlideOutCore"]),
        // The window and GL libraries SlideOut is built on, for a host that owns
        // its GLFW window, GL context and loop (Examples/OwnLoop): the same
        // modules SlideOut imports, so one program never holds two of each header.
        // CGLFW is GLFW's header only: SlideOut loads GLFW at run time (the build
        // for the session's window system), so a host that calls GLFW itself
        // links it: `linkerSettings: [.linkedLibrary("glfw")]`.
        .library(name: "CGLFW", targets: ["CGLFW"]),
        .library(name: "CEpoxy", targets: ["CEpoxy"]),
        .executable(name: "slideout", targets: ["slideout"]),
    ],
    targets: [
        // Pure Swift: geometry, layers, animation, input, styles. No C libraries.
        .target(name: "SlideOutCore"),

        // GLFW's header (libglfw3-dev), linked by no SlideOut module: see LoadedGLFW.
        .systemLibrary(name: "CGLFW"),
        // System libraries, through pkg-config.
        .systemLibrary(name: "CEpoxy", pkgConfig: "epoxy",
                       providers: [.apt(["libepoxy-dev"])]),
        .systemLibrary(name: "CGLX", pkgConfig: "epoxy",
                       providers: [.apt(["libepoxy-dev", "libx11-dev"])]),
        .systemLibrary(name: "CEGL", pkgConfig: "epoxy",
                       providers: [.apt(["libepoxy-dev"])]),
        .systemLibrary(name: "CPangoCairo", pkgConfig: "pangocairo",
                       providers: [.apt(["libpango1.0-dev", "libcairo2-dev"])]),
        .systemLibrary(name: "CGio", pkgConfig: "gio-2.0",
                       providers: [.apt(["libglib2.0-dev"])]),
        .systemLibrary(name: "CWayland", pkgConfig: "wayland-client",
                       providers: [.apt(["libwayland-dev"])]),
        .systemLibrary(name: "CWaylandEGL", pkgConfig: "wayland-egl",
                       providers: [.apt(["libwayland-dev"])]),
        .systemLibrary(name: "CX11", pkgConfig: "xi",
                       providers: [.apt(["libxi-dev", "libxcursor-dev"])]),

        // wp_viewporter's interface tables and requests (Wayland planes).
        .target(name: "CWaylandProtocols", dependencies: ["CWayland"]),

        // The top-level shaders/, compiled in (C23 #embed).
        .target(name: "CShaders"),

        // Layer tree -> draw list -> GL draws; text through Pango/Cairo.
        .target(name: "SlideOutRender",
                dependencies: ["SlideOutCore", "CEpoxy", "CPangoCairo", "CShaders"]),

        // GLFW window, run loop and input.
        .target(name: "SlideOutPlatform",
                dependencies: ["SlideOutCore", "CEpoxy", "CGLFW", "CGLX", "CEGL", "CGio", "CWayland", "CWaylandEGL", "CWaylandProtocols", "CX11"]),

        // The host API: a run loop over a time source, wiring platform and renderer.
        .target(name: "SlideOut",
                dependencies: ["SlideOutCore", "SlideOutRender", "SlideOutPlatform"]),

        // glibc's malloc.h (mallinfo2), for the demo's bench and soak figures.
        .systemLibrary(name: "CMalloc"),

        // The demo app: options, trace, the five tutorials' screens.
        .target(name: "SlideOutApp", dependencies: ["SlideOut", "CMalloc"]),
        .executableTarget(name: "slideout", dependencies: ["SlideOutApp"]),
        // Draws the seed motion curves into a PNG for the docs.
        .executableTarget(name: "curve-plot", dependencies: ["SlideOutCore", "CPangoCairo"]),
        // Opens and closes hosts in one process for the lifetime tests.
        .executableTarget(name: "host-cycle", dependencies: ["SlideOut"], path: "Tests/HostCycle"),
        // A host as the README writes one, for HiddenHostTests to watch from outside.
        .executableTarget(name: "hidden-host", dependencies: ["SlideOut"], path: "Tests/HiddenHost"),
        // Examples/OwnLoop's sources built here too, for OwnLoopTests to run
        // (Swift 5 mode, as there: epoxy's GL entry points are C globals).
        .executableTarget(name: "own-loop", dependencies: ["SlideOut", "CGLFW", "CEpoxy"],
                          path: "Examples/OwnLoop/Sources/OwnLoop", swiftSettings: [.swiftLanguageMode(.v5)],
                          linkerSettings: [.linkedLibrary("glfw")]),

        .testTarget(name: "SlideOutCoreTests", dependencies: ["SlideOutCore"]),
        .testTarget(name: "SlideOutPlatformTests", dependencies: ["SlideOutPlatform", "SlideOutCore", "CGLFW", "CEpoxy", "CX11"]),
        .testTarget(name: "SlideOutTests", dependencies: ["SlideOut", "SlideOutPlatform", "SlideOutRender"]),
        .testTarget(name: "SlideOutRenderTests",
                    dependencies: ["SlideOutRender", "SlideOutCore", "CPangoCairo"]),
        .testTarget(name: "SlideOutAppTests",
                    dependencies: ["SlideOutApp", "CPangoCairo", "CGio", "CX11", "CEpoxy"]),
    ]
)
