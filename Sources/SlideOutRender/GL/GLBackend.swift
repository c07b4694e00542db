import CEpoxy
import SlideOutCore

/// Replays a `DrawList` through OpenGL 3.3 core: one unit-quad buffer, a
/// trivial program per kind of fill (llvmpipe runs every instruction of a
/// shader for every pixel, so solid fills must not pay for texturing, nor
/// untinted contents for a tint, and contents drawn as they are take a
/// program that only reads the texture, which llvmpipe copies on its fast
/// path), blending only where a quad is not opaque, and GL state changed only
/// when it differs. A frame's opaque fills are one draw before the rest
/// (`PassPlan`), and contents drawn as they are one draw for as many as
/// follow each other on one atlas page (`ContentCopies`). A content turned
/// about a vertical axis (sidebar3d's turning menu) is drawn as upright
/// strips (`TurnedQuadStrips`), which llvmpipe shades as rectangles, not as
/// a quad in perspective.
/// Needs a current GL context on the calling thread; sets the state it
/// draws with on each draw, so a host may change it in between.
package final class GLBackend {
    private let solid: LazyQuadProgram
    private let rounded: LazyQuadProgram
    private let textured: LazyQuadProgram
    private let blit: LazyQuadProgram
    private let tinted: LazyQuadProgram
    private let shadow: LazyQuadProgram
    private let turned: LazyQuadProgram
    private let turnedOverBlack: LazyQuadProgram
    private let rects: LazyQuadProgram
    private let textures = TextureCache()
    private let palette: FillPalette
    /// True until a list has been drawn: the first frame's fills are copies
    /// of their colours' texels (`FillPalette`), drawn by the program its
    /// contents are copied by. llvmpipe builds a routine that sets up
    /// triangles for each kind of input a program reads (a colour, texture
    /// coordinates), and no disk cache keeps it: about 5 ms each on this
    /// machine, which the first frame would pay twice. Later frames fill
    /// with `rects`, whose pixels cost less (the stretched texel made the
    /// docked drawer's frame 27% dearer), the routine built by then.
    package private(set) var fillsWithPalette = true
    private let vertexArray: GLuint
    private let unitSquare: GLuint
    /// Positions and texture coordinates: the copies, the turned strips, the first frame's fills.
    private let texelVertices: StreamedVertices
    /// Positions and colours: the fills.
    private let colorVertices: StreamedVertices
    private let nearest: GLuint
    private let linear: GLuint
    /// Draws issued by the last `draw(_:within:)`: the opaque fills as one,
    /// contents copied together as one, and each other draw once for each
    /// rectangle it falls in.
    package private(set) var lastDrawCount = 0

    /// Checks the context's GL version and reads the programs' sources from
    /// `shaders`, building those of them no stored binary stands for (the
    /// rest are made as draws first need them, `LazyQuadProgram`), leaving
    /// the context's state as it found it.
    package init(shaders: ShaderLibrary) throws(RenderError) {
        let hostState = GLState()
        defer { hostState.restore() }
        let version = sgl_version()
        guard version >= 33 else {
            throw .glTooOld(version: sgl_string(GLenum(GL_VERSION)).map { String(cString: $0) } ?? "\(version)")
        }
        solid = try LazyQuadProgram(library: shaders, fragment: "solid.frag")
        rounded = try LazyQuadProgram(library: shaders, fragment: "rounded.frag")
        textured = try LazyQuadProgram(library: shaders, fragment: "textured.frag")
        blit = try LazyQuadProgram(library: shaders, vertex: "strips.vert", fragment: "blit.frag")
        tinted = try LazyQuadProgram(library: shaders, fragment: "tinted.frag")
        shadow = try LazyQuadProgram(library: shaders, fragment: "shadow.frag")
        turned = try LazyQuadProgram(library: shaders, vertex: "turned.vert", fragment: "turned.frag")
        turnedOverBlack = try LazyQuadProgram(library: shaders, vertex: "turned.vert", fragment: "turned-over-black.frag")
        rects = try LazyQuadProgram(library: shaders, vertex: "rects.vert", fragment: "rects.frag")

        vertexArray = sgl_gen_vertex_array()
        sgl_bind_vertex_array(vertexArray)
        // Two triangles, not a strip: llvmpipe draws a pair of triangles that
        // make an axis-aligned rectangle on its rectangle path, never a strip.
        let corners: [Float] = [0, 0, 1, 0, 0, 1, 1, 0, 1, 1, 0, 1]
        let unitSquare = sgl_gen_buffer()
        corners.withUnsafeBytes { sgl_array_buffer_data(unitSquare, $0.count, $0.baseAddress) }
        self.unitSquare = unitSquare
        sgl_vertex_attrib(0, 2, GLsizei(2 * MemoryLayout<Float>.size), 0)

        texelVertices = StreamedVertices(extra: 2)
        colorVertices = StreamedVertices(extra: 4)
        palette = FillPalette()
        nearest = sgl_gen_sampler(GL_NEAREST)
        linear = sgl_gen_sampler(GL_LINEAR)
    }

    private var programs: [LazyQuadProgram] {
        [solid, rounded, textured, blit, tinted, shadow, turned, turnedOverBlack, rects]
    }

    /// GL programs made so far: at first those no stored binary stood for,
    /// then each one a draw first needed.
    package var madeProgramCount: Int { programs.count { $0.madeID != nil } }

    /// Live GL textures (rasterized contents).
    package var textureCount: Int { textures.count }

    /// Live GL textures of every backend in the process.
    package static var liveTextureCount: Int { TextureCache.alive.load(ordering: .relaxed) }

    /// Deletes every GL object it made (textures, programs, the quad's
    /// buffer), its context current: a host closing its window gives them
    /// back before the context goes. It draws nothing afterwards.
    package func deleteGLObjects() {
        textures.keepOnly([])
        sgl_delete_texture(palette.texture)
        for program in programs {
            program.madeID.map(sgl_delete_program)
        }
        sgl_delete_buffer(unitSquare)
        sgl_delete_vertex_array(vertexArray)
        texelVertices.delete()
        colorVertices.delete()
        for sampler in [nearest, linear] { sgl_delete_sampler(sampler) }
    }

    /// Uploads `contents` (rasterized on another thread) in place of
    /// rasterizing them where the next list drawn shows them; those it does
    /// not show are dropped after it.
    package func adopt(_ contents: PreparedContents) {
        textures.prepared = contents
    }

    /// Has the driver make the code the first frame's draws need by drawing
    /// a fill, as the first frame fills, into a framebuffer object of its
    /// own: a window's context does this while the window opens (`Window`'s
    /// `prepare`), current with no drawable. Where the CPU draws (llvmpipe),
    /// a program's first draw builds the routine that sets up triangles with
    /// its kind of inputs, which no disk cache keeps: 5-6 ms for the first
    /// frame's fills and copies (both read texture coordinates). The context's
    /// state is left as it was; the palette keeps the colour drawn.
    package func prepareFirstDraws() {
        let hostState = GLState()
        defer { hostState.restore() }
        let side = 8
        let texture = sgl_gen_texture()
        let previous = sgl_bound_framebuffer()
        let framebuffer = sgl_render_target(texture, GLsizei(side), GLsizei(side), previous)
        defer {
            sgl_end_render_target(previous)
            textures.forgetBinding()
            if framebuffer != 0 { sgl_delete_framebuffer(framebuffer) }
            sgl_delete_texture(texture)
        }
        guard framebuffer != 0 else { return }
        useDrawingState()
        sgl_viewport(0, 0, GLsizei(side), GLsizei(side))
        let fill = PassPlan.Fill(pixels: PixelRect(width: side, height: side), color: SIMD4(0, 0, 0, 1))
        fillWithPalette([fill][...], width: side, height: side)
    }

    /// Renders `picture` (a snapshot's recorded draws) into a new texture and
    /// keeps it as `key`'s contents, freed like any other once no visible
    /// layer shows it. Only snapshots drawn faded, scaled or turned need one.
    package func renderSnapshot(_ picture: DrawList, as key: ContentKey) {
        let (width, height) = (picture.framebufferWidth, picture.framebufferHeight)
        guard width > 0, height > 0 else { return }
        let texture = sgl_gen_texture()
        let window = sgl_bound_framebuffer()
        let framebuffer = sgl_render_target(texture, GLsizei(width), GLsizei(height), window)
        guard framebuffer != 0 else {
            sgl_delete_texture(texture)
            return
        }
        draw(picture, within: [PixelRect(width: width, height: height)])
        sgl_end_render_target(window)
        textures.forgetBinding()
        sgl_delete_framebuffer(framebuffer)
        textures.adopt(texture, for: key)
    }

    /// True when `key`'s texture exists (a snapshot rendered earlier).
    package func hasTexture(for key: ContentKey) -> Bool {
        textures.contains(key)
    }

    /// Draws `list` into the current framebuffer, changing only the pixels
    /// in `region` (the rest holds the same picture already), or all of them.
    /// Textures neither the list nor `alsoShown` (other planes' contents) shows are freed.
    package func draw(_ list: DrawList, within region: PixelRegion? = nil, alsoShown: Set<ContentKey> = []) {
        textures.keepOnly(alsoShown.isEmpty ? list.referencedContents : list.referencedContents.union(alsoShown))
        let whole = PixelRect(width: list.framebufferWidth, height: list.framebufferHeight)
        lastDrawCount = draw(list, within: region?.rects ?? [whole])
        textures.prepared = nil
        fillsWithPalette = false
    }

    /// Draws all of `list` into `viewport`, a rectangle of the current
    /// framebuffer (`framebufferHeight` pixels tall, y down) as large as the
    /// list's framebuffer: a host's frame, around which it draws its own.
    func draw(_ list: DrawList, into viewport: PixelRect, framebufferHeight: Int) {
        textures.keepOnly(list.referencedContents)
        let whole = PixelRect(width: list.framebufferWidth, height: list.framebufferHeight)
        lastDrawCount = draw(list, within: [whole], origin: (viewport.minX, framebufferHeight - viewport.maxY))
        fillsWithPalette = false
    }

    /// Draws the part of `list` within `areas` (rectangles that do not
    /// overlap) and returns the draws issued, the fills counted as one. The
    /// list's bottom-left pixel lands at `origin` (GL's window coordinates,
    /// y up). Leaves the textures the list does not show (an off-screen pass
    /// shows only part of the tree).
    @discardableResult
    private func draw(_ list: DrawList, within areas: [PixelRect], origin: (x: Int, y: Int) = (0, 0)) -> Int {
        let height = list.framebufferHeight
        useDrawingState()
        sgl_viewport(GLint(origin.x), GLint(origin.y), GLsizei(list.framebufferWidth), GLsizei(height))
        let plan = PassPlan(list, within: areas)
        // Every draw is scissored to its pixel bounds within its area: a
        // replayed picture's draws are cut to where the picture shows.
        sgl_enable(GLenum(GL_SCISSOR_TEST))
        defer { sgl_disable(GLenum(GL_SCISSOR_TEST)) }
        func scissor(to pixels: PixelRect) {
            sgl_scissor(GLint(origin.x + pixels.minX), GLint(origin.y + height - pixels.maxY),
                        GLsizei(pixels.width), GLsizei(pixels.height))
        }
        var fills = plan.fills[...]
        var drawn = 0
        if let background = fills.first, background.pixels == PixelRect(width: list.framebufferWidth, height: height) {
            // A whole frame's background is a clear: llvmpipe clears whole tiles without shading them.
            scissor(to: background.pixels)
            clear(to: background.color)
            fills = fills.dropFirst()
            drawn += 1
        }
        if !fills.isEmpty {
            scissor(to: PixelRect(width: list.framebufferWidth, height: height))
            fill(fills, width: list.framebufferWidth, height: height)
            drawn += 1
        }
        var state = StateCache()
        var copies = ContentCopies()
        func drawCopies() {
            guard !copies.isEmpty else { return }
            scissor(to: PixelRect(width: list.framebufferWidth, height: height))
            draw(copies, state: &state)
            copies.removeAll()
            drawn += 1
        }
        for pass in plan.passes {
            for index in pass.draws {
                let command = list.commands[index]
                let pixels = command.coveredRect.intersection(pass.area)
                if case .texture(let key, let opacity, let tint) = command.fill, tint.w == 0, opacity >= 1,
                   command.isPixelAligned {
                    let placed = textures.texture(for: key)
                    if !copies.accepts(placed.id, opaque: command.isOpaque) { drawCopies() }
                    copies.add(command, showing: placed, within: pixels, width: list.framebufferWidth, height: height)
                    continue
                }
                drawCopies()
                drawn += 1
                scissor(to: pixels)
                draw(command, at: index, within: pixels, of: list, origin: origin, state: &state)
            }
        }
        drawCopies()
        return drawn
    }

    /// Writes `fills` (pixels of a `width` x `height` list, y down) in one
    /// draw, unblended, each rectangle its colour on the framebuffer's levels.
    private func fill(_ fills: ArraySlice<PassPlan.Fill>, width: Int, height: Int) {
        if fillsWithPalette, fills.count <= FillPalette.capacity {
            return fillWithPalette(fills, width: width, height: height)
        }
        var vertices: [Float] = []
        vertices.reserveCapacity(fills.count * 36)
        for fill in fills {
            ClipRectangle(fill.pixels, width: width, height: height)
                .appendCorners(to: &vertices, color: Self.framebufferLevels(fill.color))
        }
        sgl_disable(GLenum(GL_BLEND))
        sgl_use_program(rects.program.id)
        drawTriangles(vertices, through: colorVertices)
    }

    /// `fill` for the first frame: each rectangle a stretched copy of its
    /// colour's texel in the palette, by the program that copies contents.
    private func fillWithPalette(_ fills: ArraySlice<PassPlan.Fill>, width: Int, height: Int) {
        var vertices: [Float] = []
        vertices.reserveCapacity(fills.count * 24)
        textures.bind(palette.texture)
        palette.makeRoom(for: fills.count)
        for fill in fills {
            let texel = palette.coordinates(of: fill.color)
            ClipRectangle(fill.pixels, width: width, height: height)
                .appendCorners(to: &vertices, topLeft: texel, bottomRight: texel)
        }
        sgl_disable(GLenum(GL_BLEND))
        sgl_use_program(blit.program.id)
        sgl_bind_sampler(nearest)
        drawTriangles(vertices, through: texelVertices)
    }

    /// Draws `copies` in one draw, nearest texel to each pixel.
    private func draw(_ copies: ContentCopies, state: inout StateCache) {
        state.setBlending(!copies.isOpaque)
        _ = state.use(blit)
        textures.bind(copies.texture)
        state.sample(with: nearest)
        drawTriangles(copies.vertices, through: texelVertices)
    }

    /// Draws `vertices` as triangles through `streamed`, then binds the quad's array back.
    private func drawTriangles(_ vertices: [Float], through streamed: StreamedVertices) {
        streamed.drawTriangles(vertices)
        sgl_bind_vertex_array(vertexArray)
    }

    /// Makes draw `index` of `list` (`command`), scissored to `pixels`.
    private func draw(_ command: DrawCommand, at index: Int, within pixels: PixelRect, of list: DrawList,
                      origin: (x: Int, y: Int), state: inout StateCache) {
        let height = list.framebufferHeight
        if command.isOpaque, command.isAxisAligned, case .solid(let color) = command.fill {
            // An opaque rectangle over a draw left for later is a scissored clear.
            clear(to: color)
            return
        }
        state.setBlending(!command.isOpaque)
        if case .texture(let key, let opacity, let tint) = command.fill, tint.w == 0, !command.isAxisAligned,
           TurnedQuadStrips.applies(to: command.matrix) {
            drawStrips(of: command, at: index, key: key, opacity: opacity, columns: pixels.minX..<pixels.maxX,
                       list: list, state: &state)
            return
        }
        switch command.fill {
        case .solid(let color) where command.cornerRadius > 0:
            let program = state.use(rounded)
            sgl_uniform4f(program.color, color.x, color.y, color.z, color.w)
            sgl_uniform2f(program.size, command.pixelSize.x, command.pixelSize.y)
            sgl_uniform1f(program.radius, command.cornerRadius)
        case .solid(let color):
            let program = state.use(solid)
            sgl_uniform4f(program.color, color.x, color.y, color.z, color.w)
        case .shadow(let color, let rect, let sigma):
            let program = state.use(shadow)
            sgl_uniform4f(program.color, color.x, color.y, color.z, color.w)
            let left = Float(origin.x)
            sgl_uniform4f(program.rect, rect.x + left, rect.y, rect.z + left, rect.w)
            sgl_uniform1f(program.sigma, sigma)
            sgl_uniform2f(program.yMap, Float(origin.y + height), -1)
        case .texture(let key, let opacity, let tint):
            // Untinted contents (nearly all) take a one-read program; those
            // at full opacity on whole pixels are copied (`ContentCopies`).
            let program = state.use(tint.w > 0 ? tinted : textured)
            sgl_uniform1f(program.opacity, opacity)
            if tint.w > 0 { sgl_uniform4f(program.tint, tint.x, tint.y, tint.z, tint.w) }
            let placed = textures.texture(for: key)
            sgl_uniform4f(program.region, placed.region.x, placed.region.y, placed.region.z, placed.region.w)
            textures.bind(placed.id)
            state.sample(with: command.isPixelAligned ? nearest : linear)
        }
        withUnsafeBytes(of: command.matrix) {
            sgl_uniform_matrix4(state.program.matrix, $0.baseAddress!.assumingMemoryBound(to: GLfloat.self))
        }
        sgl_draw_quad()
    }

    /// Draws a texture quad turned about a vertical axis as upright strips
    /// (`TurnedQuadStrips`) over `columns`, in one draw: unblended, alpha
    /// written 1, where an opaque picture lands on opaque black (sidebar3d's
    /// menu), which spares llvmpipe blending every pixel. The
    /// nearest texel is read: the picture is drawn at its own size, only
    /// foreshortened while it turns (a sixth of sidebar3d's frame against
    /// linear filtering, which without mipmaps smooths only a little there).
    private func drawStrips(of command: DrawCommand, at index: Int, key: ContentKey, opacity: Float,
                            columns: Range<Int>, list: DrawList, state: inout StateCache) {
        let strips = TurnedQuadStrips(matrix: command.matrix, framebufferWidth: list.framebufferWidth)
        let placed = textures.texture(for: key)
        let vertices = strips.vertices(columns: columns, region: placed.region)
        guard !vertices.isEmpty else { return }
        var overBlack = false
        if case .snapshot(let id) = key.contents, list.rasterized[id]?.isOpaque == true {
            overBlack = list.liesOnOpaqueBlack(index)
        }
        state.setBlending(!overBlack)
        let program = state.use(overBlack ? turnedOverBlack : turned)
        sgl_uniform1f(program.opacity, opacity)
        textures.bind(placed.id)
        state.sample(with: nearest)
        drawTriangles(vertices, through: texelVertices)
    }

    /// Binds the quad and sets the blending and tests the draws rely on; a
    /// host sharing the context may have changed them since the last frame.
    private func useDrawingState() {
        sgl_bind_vertex_array(vertexArray)
        sgl_active_texture(GLenum(GL_TEXTURE0))
        textures.forgetBinding()
        sgl_blend_func(GLenum(GL_ONE), GLenum(GL_ONE_MINUS_SRC_ALPHA))
        sgl_blend_equation_separate(GLenum(GL_FUNC_ADD), GLenum(GL_FUNC_ADD))
        sgl_color_mask(1, 1, 1, 1)
        for test in [GL_DEPTH_TEST, GL_STENCIL_TEST, GL_CULL_FACE] { sgl_disable(GLenum(test)) }
    }

    /// Clears the framebuffer, or the scissor rectangle when the scissor test
    /// is on, to `color` on the framebuffer's levels.
    private func clear(to color: SIMD4<Float>) {
        let color = Self.framebufferLevels(color)
        sgl_clear_color(color.x, color.y, color.z, color.w)
        sgl_clear(GLbitfield(GL_COLOR_BUFFER_BIT))
    }

    /// `color` on the framebuffer's 8-bit levels. A clear colour between two
    /// levels is rounded one way where a tile is only cleared and the other
    /// where something is drawn into it too (llvmpipe's 64-pixel tiles), so a
    /// folded overlay's tint would show tile-sized boxes one level apart.
    static func framebufferLevels(_ color: SIMD4<Float>) -> SIMD4<Float> {
        eightBitLevels(color) / 255
    }

    /// `color`'s nearest 8-bit levels, each 0...255 (the colour clamped to 0...1 first).
    static func eightBitLevels(_ color: SIMD4<Float>) -> SIMD4<Float> {
        (color.clamped(lowerBound: .zero, upperBound: .one) * 255).rounded(.toNearestOrAwayFromZero)
    }

    /// The framebuffer's pixels as BGRA rows, top row first.
    package func readPixels(width: Int, height: Int) -> [UInt8] {
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        pixels.withUnsafeMutableBytes { sgl_read_bgra(GLsizei(width), GLsizei(height), $0.baseAddress) }
        let rowBytes = width * 4
        var flipped = [UInt8](repeating: 0, count: pixels.count)
        for row in 0..<height {
            let source = (height - 1 - row) * rowBytes
            flipped[row * rowBytes..<(row + 1) * rowBytes] = pixels[source..<source + rowBytes]
        }
        return flipped
    }
}

/// The GL state of one frame's replay, changed only when a draw needs
/// something different.
private struct StateCache {
    private(set) var program = QuadProgram.none
    private var blending: Bool?
    private var sampler: GLuint?

    mutating func use(_ lazy: LazyQuadProgram) -> QuadProgram {
        let next = lazy.program
        if next.id != program.id {
            sgl_use_program(next.id)
            program = next
        }
        return next
    }

    mutating func setBlending(_ enabled: Bool) {
        guard enabled != blending else { return }
        if enabled { sgl_enable(GLenum(GL_BLEND)) } else { sgl_disable(GLenum(GL_BLEND)) }
        blending = enabled
    }

    mutating func sample(with next: GLuint) {
        guard next != sampler else { return }
        sgl_bind_sampler(next)
        sampler = next
    }
}
