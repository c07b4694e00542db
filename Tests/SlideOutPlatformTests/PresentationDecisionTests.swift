import XCTest
@testable import SlideOutPlatform

/// How frames reach the screen, decided from what the presenting context
/// says of itself (renderer, extensions), the presentation asked for and
/// the compositor's viewporter: no display needed.
final class PresentationDecisionTests: XCTestCase {
    private static let software = [
        "llvmpipe (LLVM 15.0.6, 256 bits)", "softpipe", "swrast",
        "zink (llvmpipe (LLVM 15.0.6, 256 bits))", "virgl (llvmpipe (LLVM 15.0.6, 256 bits))",
    ]
    private static let gpus = [
        "NVIDIA GeForce RTX 3060/PCIe/SSE2",
        "AMD Radeon RX 6600 (radeonsi, navi23, LLVM 15.0.6, DRM 3.49, 6.1.0-13-amd64)",
        "Mesa Intel(R) UHD Graphics 620 (KBL GT2)",
        "virgl", "zink (NVIDIA GeForce RTX 3060)", "zink (AMD Radeon RX 6600 (RADV NAVI23))",
    ]
    /// What Mesa 22.3's llvmpipe offers on Wayland (measured): no buffer age, no swap with damage.
    private static let llvmpipeWayland: Set = ["EGL_KHR_surfaceless_context", "EGL_KHR_no_config_context",
                                               "GL_MESA_pack_invert"]
    /// What GPU drivers offer: buffer age and a swap that names its damage.
    private static let damageKHR: Set = ["EGL_EXT_buffer_age", "EGL_KHR_swap_buffers_with_damage"]
    private static let damageEXT: Set = ["EGL_EXT_buffer_age", "EGL_EXT_swap_buffers_with_damage"]

    func testRendererKinds() {
        for renderer in Self.software { XCTAssertEqual(RendererKind(renderer: renderer), .software, renderer) }
        for renderer in Self.gpus { XCTAssertEqual(RendererKind(renderer: renderer), .gpu, renderer) }
        XCTAssertEqual(RendererKind(renderer: ""), .gpu, "a renderer that names no software rasterizer")
    }

    /// Software on Wayland: the app's own buffers, with planes where asked
    /// and the compositor has a viewporter; EGL only where asked or where
    /// pixels cannot be read top row first.
    func testSoftwareOnWaylandPresentsItsOwnBuffers() {
        for renderer in Self.software {
            for extensions in [Self.llvmpipeWayland, Self.llvmpipeWayland.union(Self.damageKHR)] {
                let decision = PresentationDecision(renderer: renderer, extensions: extensions)
                XCTAssertEqual(decision.wayland(requested: .planes) { true }, .sharedMemoryPlanes, renderer)
                XCTAssertEqual(decision.wayland(requested: .planes) { false }, .sharedMemory, renderer)
                XCTAssertEqual(decision.wayland(requested: .whole) { XCTFail("no planes asked"); return true },
                               .sharedMemory, renderer)
            }
            let forced = PresentationDecision(renderer: renderer, extensions: Self.llvmpipeWayland)
            XCTAssertEqual(forced.wayland(requested: .egl) { true }, .egl, renderer)
            let upsideDown = PresentationDecision(renderer: renderer, extensions: ["EGL_KHR_surfaceless_context"])
            XCTAssertEqual(upsideDown.wayland(requested: .planes) { true }, .egl, renderer)
        }
    }

    /// A GPU on Wayland always presents through EGL, whatever was asked:
    /// with damage where buffers say their age and a swap names the damage.
    func testGPUOnWaylandSwapsWithDamageWhereItCan() {
        for renderer in Self.gpus {
            for requested in WaylandPresentation.allCases {
                func path(_ extensions: Set<String>) -> PresentationPath {
                    PresentationDecision(renderer: renderer, extensions: extensions.union(["GL_MESA_pack_invert"]))
                        .wayland(requested: requested) { XCTFail("a GPU needs no viewporter"); return true }
                }
                XCTAssertEqual(path(Self.damageKHR), .eglDamage, "\(renderer) \(requested)")
                XCTAssertEqual(path(Self.damageEXT), .eglDamage, "\(renderer) \(requested)")
                XCTAssertEqual(path(["EGL_EXT_buffer_age"]), .egl, "age alone: the compositor would be told all changed")
                XCTAssertEqual(path(["EGL_KHR_swap_buffers_with_damage"]), .egl, "damage alone: the buffer's pixels unknown")
                XCTAssertEqual(path([]), .egl, "\(renderer) \(requested)")
            }
        }
    }

    /// Forced EGL on software takes the damage path where the driver offers it.
    func testForcedEGLFollowsTheExtensions() {
        let decision = PresentationDecision(renderer: Self.software[0],
                                            extensions: Self.llvmpipeWayland.union(Self.damageEXT))
        XCTAssertEqual(decision.wayland(requested: .egl) { true }, .eglDamage)
        XCTAssertEqual(decision.waylandEGL, .eglDamage)
    }

    /// X11: software copies the changed rectangles where GLX lets it; else
    /// buffer age gives glx-damage; else whole swaps.
    func testX11Paths() {
        let copy = "GLX_MESA_copy_sub_buffer", age = "GLX_EXT_buffer_age"
        for renderer in Self.software {
            XCTAssertEqual(PresentationDecision(renderer: renderer, extensions: [copy]).x11, .glxCopySubBuffer)
            XCTAssertEqual(PresentationDecision(renderer: renderer, extensions: [copy, age]).x11, .glxCopySubBuffer)
            XCTAssertEqual(PresentationDecision(renderer: renderer, extensions: [age]).x11, .glxDamage)
            XCTAssertEqual(PresentationDecision(renderer: renderer, extensions: []).x11, .glx)
        }
        for renderer in Self.gpus {
            XCTAssertEqual(PresentationDecision(renderer: renderer, extensions: [copy, age]).x11, .glxDamage, renderer)
            XCTAssertEqual(PresentationDecision(renderer: renderer, extensions: [age]).x11, .glxDamage, renderer)
            XCTAssertEqual(PresentationDecision(renderer: renderer, extensions: [copy]).x11, .glx,
                           "\(renderer): a GPU swaps")
            XCTAssertEqual(PresentationDecision(renderer: renderer, extensions: []).x11, .glx, renderer)
        }
    }
}
