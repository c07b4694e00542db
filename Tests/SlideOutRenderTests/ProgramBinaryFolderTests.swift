import XCTest
@testable import SlideOutRender

/// Where program binaries are kept: the XDG cache folder, else `~/.cache`.
final class ProgramBinaryFolderTests: XCTestCase {
    func testTheXDGCacheFolderComesFirst() {
        let cache = ProgramBinaryCache.standard(environment: ["XDG_CACHE_HOME": "/var/cache/me", "HOME": "/home/me"])
        XCTAssertEqual(cache?.directory.path, "/var/cache/me/slideout/programs")
    }

    func testARelativeXDGCacheFolderIsIgnoredForTheHomeFolder() {
        let cache = ProgramBinaryCache.standard(environment: ["XDG_CACHE_HOME": "cache", "HOME": "/home/me"])
        XCTAssertEqual(cache?.directory.path, "/home/me/.cache/slideout/programs")
    }

    func testNoFolderWithoutEitherVariable() {
        XCTAssertNil(ProgramBinaryCache.standard(environment: [:]))
        XCTAssertNil(ProgramBinaryCache.standard(environment: ["HOME": ""]))
    }
}
