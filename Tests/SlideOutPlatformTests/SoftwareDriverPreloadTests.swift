@testable import SlideOutPlatform
import Glibc
import XCTest

/// Mesa's software driver is loaded ahead of GLX only where GLX will load
/// it and loading it first cannot change which function a call reaches.
final class SoftwareDriverPreloadTests: XCTestCase {
    private let softwareServer: Set<String> = ["GLX", "MIT-SHM", "Present", "RANDR", "XInputExtension"]

    private func path(extensions: Set<String>? = nil, environment: [String: String] = [:],
                      allocator: Bool = true, files: Set<String> = ["/usr/lib/arch/dri/swrast_dri.so"]) -> String? {
        let conditions = SoftwareDriverPreload.Conditions(serverExtensions: extensions ?? softwareServer,
                                                          environment: environment,
                                                          libraryDirectory: "/usr/lib/arch",
                                                          allocatorIsTheCLibrarys: allocator)
        return SoftwareDriverPreload.driverPath(under: conditions, fileExists: files.contains)
    }

    func testAServerWithoutDirectRenderingGetsTheDriverBesideLibX11() {
        XCTAssertEqual(path(), "/usr/lib/arch/dri/swrast_dri.so")
        XCTAssertEqual(path(environment: ["LD_PRELOAD": ""]), "/usr/lib/arch/dri/swrast_dri.so")
    }

    func testAServerThatMayUseAHardwareDriverGetsNone() {
        for name in ["DRI3", "DRI2", "NV-GLX"] {
            XCTAssertNil(path(extensions: softwareServer.union([name])), name)
        }
    }

    func testAnotherGLXVendorOrIndirectRenderingGetsNone() {
        XCTAssertNil(path(environment: ["__GLX_VENDOR_LIBRARY_NAME": "nvidia"]))
        XCTAssertNil(path(environment: ["LIBGL_ALWAYS_INDIRECT": "1"]))
        XCTAssertEqual(path(environment: ["__GLX_VENDOR_LIBRARY_NAME": "mesa"]), "/usr/lib/arch/dri/swrast_dri.so")
    }

    func testAPreloadedLibraryOrAnotherAllocatorGetsNone() {
        XCTAssertNil(path(environment: ["LD_PRELOAD": "/usr/lib/libjemalloc.so.2"]))
        XCTAssertNil(path(allocator: false))
    }

    func testMesasDriverFoldersAreSearchedInsteadWhenSet() {
        let files: Set<String> = ["/usr/lib/arch/dri/swrast_dri.so", "/opt/mesa/dri/swrast_dri.so"]
        XCTAssertEqual(path(environment: ["LIBGL_DRIVERS_PATH": "/nowhere:/opt/mesa/dri"], files: files),
                       "/opt/mesa/dri/swrast_dri.so")
        XCTAssertNil(path(environment: ["LIBGL_DRIVERS_PATH": "/nowhere"], files: files))
        XCTAssertNil(path(files: []), "no driver file, nothing to load")
    }

    func testLibX11sFolderIsTheOneTheLoaderFoundItIn() throws {
        let folder = try XCTUnwrap(SoftwareDriverPreload.libX11Directory)
        XCTAssertTrue(folder.hasPrefix("/"), folder)
        XCTAssertEqual(access(folder + "/libX11.so.6", R_OK), 0, folder)
    }
}
