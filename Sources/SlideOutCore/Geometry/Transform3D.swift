import Glibc

/// A 4x4 homogeneous transform with Core Animation's conventions.
///
/// Points are row vectors: `p' = p · M`, so `a.concatenating(b)` applies `a`
/// first, then `b` (like `CATransform3DConcat(a, b)`). Perspective lives in
/// `m34`: a point at depth `z` gets `w = 1 + z · m34`.
public struct Transform3D: Hashable, Sendable {
    /// The first row: x-axis scale/rotation terms, with `m14` feeding w.
    package var m11, m12, m13, m14: Double
    /// The second row: y-axis scale/rotation terms, with `m24` feeding w.
    package var m21, m22, m23, m24: Double
    /// The third row: z-axis terms.
    package var m31, m32, m33: Double
    /// The perspective: a point at depth z gets w = 1 + z · m34 (-1 / the
    /// eye's distance in points, as in Core Animation).
    public var m34: Double
    /// The fourth row: the translation (`m41`, `m42`, `m43`) and the w scale `m44`.
    package var m41, m42, m43, m44: Double

    /// Creates a transform from its sixteen entries, given row by row.
    package init(m11: Double, m12: Double, m13: Double, m14: Double,
                m21: Double, m22: Double, m23: Double, m24: Double,
                m31: Double, m32: Double, m33: Double, m34: Double,
                m41: Double, m42: Double, m43: Double, m44: Double) {
        (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
        (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
        (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
        (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
    }

    /// The transform that leaves every point unchanged.
    public static let identity = Transform3D(m11: 1, m12: 0, m13: 0, m14: 0,
                                             m21: 0, m22: 1, m23: 0, m24: 0,
                                             m31: 0, m32: 0, m33: 1, m34: 0,
                                             m41: 0, m42: 0, m43: 0, m44: 1)

    /// True when a rectangle in the plane z = 0 (where every layer draws)
    /// lands on screen as an axis-aligned rectangle: its x and y only scale
    /// and translate, and w stays 1. The depth terms (`m13`, `m23`, the z row
    /// with its perspective `m34`) change nothing in that plane, so a layer
    /// holding perspective for turns not taken yet (sidebar3d's menu at rest)
    /// still counts.
    package var keepsPlaneAxisAligned: Bool {
        m12 == 0 && m14 == 0 && m21 == 0 && m24 == 0 && m44 == 1
    }

    /// True when the transform only moves a layer's plane (x and y), so the
    /// layer shows the very pixels it has untransformed, moved.
    package var isTranslation: Bool {
        keepsPlaneAxisAligned && m11 == 1 && m22 == 1
    }

    /// A transform that moves points by (`x`, `y`, `z`) points.
    public static func translation(x: Double, y: Double, z: Double = 0) -> Transform3D {
        var t = identity
        (t.m41, t.m42, t.m43) = (x, y, z)
        return t
    }

    /// A transform that scales points by `x`, `y` and `z` about the origin.
    public static func scale(x: Double, y: Double, z: Double = 1) -> Transform3D {
        var t = identity
        (t.m11, t.m22, t.m33) = (x, y, z)
        return t
    }

    /// A rotation by `angle` radians about the axis (x, y, z), as
    /// `CATransform3DMakeRotation` builds it.
    public static func rotation(angle: Double, x: Double, y: Double, z: Double) -> Transform3D {
        let length = (x * x + y * y + z * z).squareRoot()
        guard length > 0 else { return identity }
        let (ux, uy, uz) = (x / length, y / length, z / length)
        let c = cos(angle), s = sin(angle), k = 1 - c
        // The transpose of the column-vector (Rodrigues) rotation matrix.
        return Transform3D(
            m11: c + ux * ux * k, m12: uy * ux * k + uz * s, m13: uz * ux * k - uy * s, m14: 0,
            m21: ux * uy * k - uz * s, m22: c + uy * uy * k, m23: uz * uy * k + ux * s, m24: 0,
            m31: ux * uz * k + uy * s, m32: uy * uz * k - ux * s, m33: c + uz * uz * k, m34: 0,
            m41: 0, m42: 0, m43: 0, m44: 1)
    }

    /// `self` followed by `other`: `p · self · other`.
    public func concatenating(_ other: Transform3D) -> Transform3D {
        let a = self, b = other
        return Transform3D(
            m11: a.m11 * b.m11 + a.m12 * b.m21 + a.m13 * b.m31 + a.m14 * b.m41,
            m12: a.m11 * b.m12 + a.m12 * b.m22 + a.m13 * b.m32 + a.m14 * b.m42,
            m13: a.m11 * b.m13 + a.m12 * b.m23 + a.m13 * b.m33 + a.m14 * b.m43,
            m14: a.m11 * b.m14 + a.m12 * b.m24 + a.m13 * b.m34 + a.m14 * b.m44,
            m21: a.m21 * b.m11 + a.m22 * b.m21 + a.m23 * b.m31 + a.m24 * b.m41,
            m22: a.m21 * b.m12 + a.m22 * b.m22 + a.m23 * b.m32 + a.m24 * b.m42,
            m23: a.m21 * b.m13 + a.m22 * b.m23 + a.m23 * b.m33 + a.m24 * b.m43,
            m24: a.m21 * b.m14 + a.m22 * b.m24 + a.m23 * b.m34 + a.m24 * b.m44,
            m31: a.m31 * b.m11 + a.m32 * b.m21 + a.m33 * b.m31 + a.m34 * b.m41,
            m32: a.m31 * b.m12 + a.m32 * b.m22 + a.m33 * b.m32 + a.m34 * b.m42,
            m33: a.m31 * b.m13 + a.m32 * b.m23 + a.m33 * b.m33 + a.m34 * b.m43,
            m34: a.m31 * b.m14 + a.m32 * b.m24 + a.m33 * b.m34 + a.m34 * b.m44,
            m41: a.m41 * b.m11 + a.m42 * b.m21 + a.m43 * b.m31 + a.m44 * b.m41,
            m42: a.m41 * b.m12 + a.m42 * b.m22 + a.m43 * b.m32 + a.m44 * b.m42,
            m43: a.m41 * b.m13 + a.m42 * b.m23 + a.m43 * b.m33 + a.m44 * b.m43,
            m44: a.m41 * b.m14 + a.m42 * b.m24 + a.m43 * b.m34 + a.m44 * b.m44)
    }

    /// `CATransform3DRotate`: the rotation applied first, then `self`.
    package func rotated(by angle: Double, x: Double, y: Double, z: Double) -> Transform3D {
        Transform3D.rotation(angle: angle, x: x, y: y, z: z).concatenating(self)
    }

    /// Maps a point of the z = 0 plane, dividing by w (the projected position).
    package func apply(to point: Point) -> Point {
        let x = point.x * m11 + point.y * m21 + m41
        let y = point.x * m12 + point.y * m22 + m42
        let w = point.x * m14 + point.y * m24 + m44
        return Point(x: x / w, y: y / w)
    }

    /// The inverse of `apply(to:)` on the z = 0 plane, or nil where the plane
    /// is seen edge-on.
    package func unapply(_ point: Point) -> Point? {
        // The plane-to-screen map is the 3x3 homography of rows 1, 2, 4 and
        // columns 1, 2, 4; solve it by its adjugate.
        let (a, b, c) = (m11, m12, m14)
        let (d, e, f) = (m21, m22, m24)
        let (g, h, i) = (m41, m42, m44)
        let det = a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g)
        guard abs(det) > 1e-12 else { return nil }
        let (X, Y) = (point.x, point.y)
        // [x y 1] = [X Y 1] · H⁻¹ up to scale.
        let x = X * (e * i - f * h) + Y * (f * g - d * i) + (d * h - e * g)
        let y = X * (c * h - b * i) + Y * (a * i - c * g) + (b * g - a * h)
        let w = X * (b * f - c * e) + Y * (c * d - a * f) + (a * e - b * d)
        guard abs(w) > 1e-12 else { return nil }
        return Point(x: x / w, y: y / w)
    }
}
