/// The scroll valuators of the server's pointers and their last values: a
/// valuator's change over its increment is the scroll (one wheel notch = 1;
/// +y up, +x left, as GLFW's scroll). Kept apart from the connection
/// (`X11SmoothScrollReader`) so the maths is tested without a server.
struct ScrollValuators {
    /// One scroll valuator of a device.
    struct Axis: Equatable {
        var isVertical: Bool
        /// The valuator's change for one wheel notch.
        var increment: Double
        /// The valuator's last value: changes are the scroll.
        var value: Double?
    }

    /// Scroll valuators by device id, then valuator number.
    private var axes: [Int32: [Int32: Axis]]

    /// The devices' scroll valuators, by device id then valuator number.
    init(_ axes: [Int32: [Int32: Axis]] = [:]) {
        self.axes = axes
    }

    /// True when no device has a scroll valuator.
    var isEmpty: Bool { !axes.values.contains { !$0.isEmpty } }

    /// The scroll of device `device` reporting `values` (valuator number and
    /// value, other valuators among them), or nil where nothing scrolled. A
    /// valuator's first value only sets where it starts from.
    mutating func scroll(device: Int32, values: [(number: Int32, value: Double)]) -> (dx: Double, dy: Double)? {
        guard var deviceAxes = axes[device], !deviceAxes.isEmpty else { return nil }
        var delta = (dx: 0.0, dy: 0.0)
        for (number, value) in values {
            guard var axis = deviceAxes[number] else { continue }
            if let last = axis.value, axis.increment != 0 {
                let increments = (value - last) / axis.increment
                if axis.isVertical { delta.dy -= increments } else { delta.dx -= increments }
            }
            axis.value = value
            deviceAxes[number] = axis
        }
        axes[device] = deviceAxes
        return delta.dx != 0 || delta.dy != 0 ? delta : nil
    }
}
