/// An sRGB colour with straight (not premultiplied) alpha, components in 0...1.
public struct Color: Hashable, Sendable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    // UIKit's named colours, as the tutorials use them.
    public static let clear = Color(white: 0, alpha: 0)
    public static let black = Color(white: 0)
    public static let white = Color(white: 1)
    public static let red = Color(red: 1, green: 0, blue: 0)
    public static let yellow = Color(red: 1, green: 1, blue: 0)
    public static let lightGray = Color(white: 2.0 / 3.0)
    public static let darkGray = Color(white: 1.0 / 3.0)
    public static let gray = Color(white: 0.5)
    /// UIKit's system blue (tint of bar buttons and selected tabs).
    public static let systemBlue = Color(red: 0, green: 122.0 / 255, blue: 1)
    /// The translucent light grey of iOS bars.
    public static let barBackground = Color(red: 0.97, green: 0.97, blue: 0.97)
}
