import SlideOutCore

extension DrawList {
    /// Appends the draws of `recording` (a picture recorded at the same
    /// scale, such as slidedown's snapshot of its main screen) moved by
    /// `offset` framebuffer pixels (y down) and kept inside `clip` (minX,
    /// minY, maxX, maxY; y down). Replaying solid rectangles and small text
    /// textures costs what drawing the live tree costs, where sampling a
    /// window-sized texture would shade every pixel it covers.
    mutating func appendReplay(of recording: DrawList, offsetBy offset: SIMD2<Float>, clippedTo clip: SIMD4<Float>) {
        referencedContents.formUnion(recording.referencedContents)
        let recordedArea = SIMD4(offset.x, offset.y, offset.x + Float(recording.framebufferWidth),
                                 offset.y + Float(recording.framebufferHeight))
        if recording.needsClear {
            // The picture's own background, as a texture of it would hold it.
            appendClipped(DrawCommand.rectangle(recording.clearColor, pixels: recordedArea,
                                                framebufferWidth: framebufferWidth,
                                                framebufferHeight: framebufferHeight), to: clip)
        }
        let shift = DrawCommand.ClipShift(offset: offset, framebufferWidth: framebufferWidth,
                                          framebufferHeight: framebufferHeight)
        for command in recording.commands {
            appendClipped(command.shifted(by: shift), to: clip)
        }
    }

    /// Appends `command` with its pixel bounds cut to `clip` (the backend
    /// scissors every draw to them); nothing when no pixel is left.
    private mutating func appendClipped(_ command: DrawCommand, to clip: SIMD4<Float>) {
        var command = command
        let bounds = command.pixelBounds
        command.pixelBounds = SIMD4(max(bounds.x, clip.x), max(bounds.y, clip.y),
                                    min(bounds.z, clip.z), min(bounds.w, clip.w))
        let pixels = command.coveredPixels
        guard pixels.x0 < pixels.x1, pixels.y0 < pixels.y1 else { return }
        commands.append(command)
    }
}

extension DrawCommand {
    /// A move by whole framebuffer pixels, expressed in the clip space of the list it lands in.
    struct ClipShift {
        let offset: SIMD2<Float>
        let clip: SIMD2<Float>

        init(offset: SIMD2<Float>, framebufferWidth: Int, framebufferHeight: Int) {
            self.offset = offset
            // Clip space counts y up, pixels down.
            clip = SIMD2(2 * offset.x / Float(framebufferWidth), -2 * offset.y / Float(framebufferHeight))
        }
    }

    /// This command moved by `shift`: its quad, its pixel bounds and, for a
    /// shadow, the rectangle its falloff is measured from.
    func shifted(by shift: ClipShift) -> DrawCommand {
        var moved = self
        // Clip x' = x + dx * w (and y alike), so a perspective quad moves as a flat one does.
        for row in 0..<4 {
            let w = matrix[row * 4 + 3]
            moved.matrix[row * 4] += shift.clip.x * w
            moved.matrix[row * 4 + 1] += shift.clip.y * w
        }
        let delta = SIMD4(shift.offset.x, shift.offset.y, shift.offset.x, shift.offset.y)
        moved.pixelBounds = pixelBounds + delta
        if case .shadow(let color, let rect, let sigma) = fill {
            moved.fill = .shadow(color, rect: rect + delta, sigma: sigma)
        }
        return moved
    }
}
