/// An sRGB colour with straight (not premultiplied) alpha, components in 0...1.
public struct Color: Hashable, Sendable {
    /// The red component, 0...1.
    package var red: Double
    /// The green component, 0...1.
    package var green: Double
    /// The blue component, 0...1.
    package var blue: Double
    /// The opacity, 0 (transparent) ... 1 (opaque), not premultiplied into the colour components.
    package var alpha: Double

    /// Creates a colour from red, green and blue components and an alpha, all in 0...1.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Creates a grey whose red, green and blue components all equal `white` (0 black ... 1 white).
    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    // UIKit's named colours, as the tutorials use them.
    /// Fully transparent black (UIKit's `clearColor`).
    public static let clear = Color(white: 0, alpha: 0)
    /// Opaque black.
    public static let black = Color(white: 0)
    /// Opaque white.
    public static let white = Color(white: 1)
    /// Opaque pure red.
    package static let red = Color(red: 1, green: 0, blue: 0)
    /// Opaque pure yellow.
    package static let yellow = Color(red: 1, green: 1, blue: 0)
    /// UIKit's light grey: white level 2/3.
    package static let lightGray = Color(white: 2.0 / 3.0)
    /// UIKit's dark grey: white level 1/3.
    package static let darkGray = Color(white: 1.0 / 3.0)
    /// UIKit's middle grey: white level 0.5.
    package static let gray = Color(white: 0.5)
    /// UIKit's system blue (tint of bar buttons and selected tabs).
    package static let systemBlue = Color(red: 0, green: 122.0 / 255, blue: 1)
    /// The translucent light grey of iOS bars.
    package static let barBackground = Color(red: 0.97, green: 0.97, blue: 0.97)
}
