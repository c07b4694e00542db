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
        guard let window = UInt(id) else { return nil }
        let root = XDefaultRootWindow(display)
        var (rootX, rootY): (Int32, Int32) = (0, 0)
        var child: UInt = 0
        guard XTranslateCoordinates(display, window, root, x, y, &rootX, &rootY, &child) != 0,
              let image = XGetImage(display, root, rootX, rootY, 1, 1, UInt.max, ZPixmap) else { return nil }
        defer { _ = image.pointee.f.destroy_image(image) }
        return image.pointee.f.get_pixel(image, 0, 0)
    }
}
