/// Keeps frames on the display's cadence while something moves: a frame
/// drawn within a refresh of when it was due counts as drawn when it was
/// due, so the next is due one refresh after that, and waking a little late
/// does not put off every later frame too. Counted from each frame's actual
/// start, frames on X11 with no vertical sync (Xvfb, llvmpipe's
/// copy-to-window) came 17.1 ms apart on a 60 Hz display, 58 a second.
package enum FrameCadence {
    /// When the frame drawn at `now`, due at `due`, counts as drawn: `due`,
    /// or `now` when it is a refresh or more late (the first frame, or one
    /// after a pause), which starts the cadence anew.
    package static func time(ofFrameDrawnAt now: Double, due: Double, refreshRate: Double) -> Double {
        now - due < 1 / refreshRate ? due : now
    }
}
