import CX11

/// Reads what the X screen really shows (a window's own pixels are what the
/// server kept, not what the app drew last), for tests of what is on screen.
final class ScreenPixels {
    private let display: OpaquePointer

    init?() {
        guard let display = XOpenDisplay(nil) else { return nil }
        self.display = display
    }

    deinit {
        XCloseDisplay(display)
    }

    /// The pixel value the screen shows at point (x, y) of window `id` (as
    /// xdotool prints it); nil when there is no such window.
    func pixel(window id: String, x: Int32, y: Int32) -> UInt? {
        picture(window: id, x: x, y: y, width: 1, height: 1)?.first
    }

    /// The pixel values (0xRRGGBB on a 24-bit screen) the screen shows in the
    /// `width` x `height` rectangle at (x, y) of window `id`, row by row;
    /// nil when there is no such window.
    func picture(window id: String, x: Int32 = 0, y: Int32 = 0, width: Int, height: Int) -> [UInt]? {
        guard let window = UInt(id) else { return nil }
        let root = XDefaultRootWindow(display)
        var (rootX, rootY): (Int32, Int32) = (0, 0)
        var child: UInt = 0
        guard XTranslateCoordinates(display, window, root, x, y, &rootX, &rootY, &child) != 0,
              let image = XGetImage(display, root, rootX, rootY, UInt32(width), UInt32(height), UInt.max, ZPixmap)
        else { return nil }
        defer { _ = image.pointee.f.destroy_image(image) }
        var values: [UInt] = []
        values.reserveCapacity(width * height)
        for row in 0..<height {
            for column in 0..<width { values.append(image.pointee.f.get_pixel(image, Int32(column), Int32(row))) }
        }
        return values
    }
}
