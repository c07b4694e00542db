import Foundation
import XCTest
@testable import SlideOutCore

final class Transform3DTests: XCTestCase {
    func testConcatenationAppliesLeftFirst() {
        let scale = Transform3D.scale(x: 2, y: 3)
        let move = Transform3D.translation(x: 10, y: 20)
        let p = Point(x: 1, y: 1)
        XCTAssertEqual(scale.concatenating(move).apply(to: p), Point(x: 12, y: 23))
        XCTAssertEqual(move.concatenating(scale).apply(to: p), Point(x: 22, y: 63))
    }

    func testZRotationTurnsXTowardY() {
        // CATransform3DMakeRotation(pi/2, 0, 0, 1) maps (1, 0) to (0, 1).
        let p = Transform3D.rotation(angle: .pi / 2, x: 0, y: 0, z: 1).apply(to: Point(x: 1, y: 0))
        XCTAssertEqual(p.x, 0, accuracy: 1e-12)
        XCTAssertEqual(p.y, 1, accuracy: 1e-12)
    }

    func testYRotationWithPerspectiveShrinksTheFarSide() {
        // Row vectors: rotating (x, 0, 0) about Y by a gives (x cos a, 0, -x sin a)
        // in CA's matrix (m13 = -sin a); w = 1 + z m34.
        var t = Transform3D.identity
        t.m34 = -1.0 / 1000
        t = t.rotated(by: -.pi / 4, x: 0, y: 1, z: 0)
        let angle = -Double.pi / 4
        for x in [-80.0, -40, 0] {
            let z = -x * sin(angle)
            let w = 1 + z * (-1.0 / 1000)
            let expected = x * cos(angle) / w
            XCTAssertEqual(t.apply(to: Point(x: x, y: 10)).x, expected, accuracy: 1e-9)
            XCTAssertEqual(t.apply(to: Point(x: x, y: 10)).y, 10 / w, accuracy: 1e-9)
        }
    }

    func testPerspectiveAloneKeepsTheLayerPlaneAxisAligned() {
        var perspective = Transform3D.identity
        perspective.m34 = -1.0 / 1000
        let resting = perspective.concatenating(.translation(x: 40, y: 12, z: 5))
        XCTAssertTrue(resting.keepsPlaneAxisAligned)
        XCTAssertEqual(resting.apply(to: Point(x: 3, y: 4)), Point(x: 43, y: 16))
        XCTAssertFalse(perspective.rotated(by: 0.01, x: 0, y: 1, z: 0).keepsPlaneAxisAligned)
        XCTAssertFalse(Transform3D.rotation(angle: 0.01, x: 0, y: 0, z: 1).keepsPlaneAxisAligned)
        XCTAssertTrue(Transform3D.scale(x: 2, y: 3).keepsPlaneAxisAligned)
    }

    func testUnapplyInvertsAProjectiveTransform() {
        var t = Transform3D.identity
        t.m34 = -1.0 / 1000
        t = t.rotated(by: 0.7, x: 0, y: 1, z: 0).concatenating(.translation(x: 40, y: 12))
        for p in [Point(x: -80, y: 0), Point(x: -20, y: 300), Point(x: 0, y: -5)] {
            let back = t.unapply(t.apply(to: p))!
            XCTAssertEqual(back.x, p.x, accuracy: 1e-6)
            XCTAssertEqual(back.y, p.y, accuracy: 1e-6)
        }
    }

    func testEdgeOnPlaneHasNoInverse() {
        let edgeOn = Transform3D.rotation(angle: .pi / 2, x: 0, y: 1, z: 0)
        XCTAssertNil(edgeOn.unapply(Point(x: 1, y: 1)))
    }
}
