import SlideOutCore

/// Flattens a layer tree into back-to-front draw commands. Pure Swift: no GL,
/// so what gets drawn is testable without a display.
///
/// In a right-to-left layout the whole tree is mirrored about the view's
/// vertical centre line, and each layer's contents are flipped back inside
/// their mirrored place, so text and pictures are not mirror-written; shadows
/// fall the other way. Every style is mirrored so, none knowing.
package struct DrawListBuilder {
    /// The pictures of rasterized layers, kept for the frames after.
    private let pictures = RasterizedPictureCache()

    /// Creates a builder; between frames it keeps only the pictures of
    /// rasterized layers whose drawing has not changed.
    package init() {}

    /// Fills `list` with the draws for `root`, laid out in a view of
    /// `viewSize` points and drawn into a framebuffer at `scale` pixels per point.
    /// `snapshots` holds the pictures recorded for the tree's
    /// `.snapshot(id:)` contents (a build of their source layer), by id.
    /// `layoutDirection` right to left mirrors the picture.
    package func build(_ root: Layer, viewSize: Size, scale: Double, snapshots: [Int: DrawList] = [:],
                      layoutDirection: LayoutDirection = .leftToRight, into list: inout DrawList) {
        var everything: PlaneCut?
        build(root, placedAt: nil, viewSize: viewSize, scale: scale, snapshots: snapshots,
              layoutDirection: layoutDirection, cut: &everything, overPlanes: false, into: &list)
    }

    /// Fills `list` with the draws of `root`'s tree that `cut` selects (all
    /// when nil) in a view of `viewSize` points; `placement`, when given,
    /// maps the root's own coordinates into the view in place of its
    /// transform, position and opacity (a layer drawn on a plane or into a
    /// texture of its own). `overPlanes` makes it a plane drawn over others.
    /// Right to left, the result is mirrored about the view's centre line.
    func build(_ root: Layer, placedAt placement: Transform3D?, viewSize: Size, scale: Double,
               snapshots: [Int: DrawList], layoutDirection: LayoutDirection, cut: inout PlaneCut?,
               overPlanes: Bool, into list: inout DrawList) {
        let fbWidth = Int((viewSize.width * scale).rounded(.up))
        let fbHeight = Int((viewSize.height * scale).rounded(.up))
        list.reset(framebufferWidth: fbWidth, framebufferHeight: fbHeight, overPlanes: overPlanes)
        guard viewSize.width > 0, viewSize.height > 0 else { return }
        // Points (y down) to GL's clip space (y up).
        let context = Context(viewSize: viewSize, scale: scale,
                              toClip: Transform3D.scale(x: 2 / viewSize.width, y: -2 / viewSize.height)
                                  .concatenating(.translation(x: -1, y: 1)),
                              snapshots: snapshots, layoutDirection: layoutDirection,
                              mirror: layoutDirection.mirror(width: viewSize.width))
        let mirror = context.mirror ?? .identity
        visit(root, parentToRoot: mirror, parentOpacity: 1, context: context, cut: &cut, list: &list,
              placedAt: placement?.concatenating(mirror))
        list.removeOccluded()
        list.decideClear()
        list.chooseBackground()
    }

    private struct Context {
        let viewSize: Size
        let scale: Double
        let toClip: Transform3D
        let snapshots: [Int: DrawList]
        let layoutDirection: LayoutDirection
        /// Mirrors the view about its centre line (right to left); nil left to right.
        let mirror: Transform3D?

        /// `toRoot` as it is without the view's mirroring: what the layer's
        /// own transforms make of it.
        func unmirrored(_ toRoot: Transform3D) -> Transform3D {
            mirror.map(toRoot.concatenating) ?? toRoot
        }

        /// A content quad flipped back inside its place, where the view is
        /// mirrored, so its text and pictures read the right way.
        func readable(_ quadToRoot: Transform3D) -> Transform3D {
            guard mirror != nil else { return quadToRoot }
            return Self.unitSquareMirror.concatenating(quadToRoot)
        }

        /// Mirrors the unit square (a content's quad) within itself.
        private static let unitSquareMirror = LayoutDirection.rightToLeft.mirror(width: 1)!
    }

    private func visit(_ layer: Layer, parentToRoot: Transform3D, parentOpacity: Double,
                       context: Context, cut: inout PlaneCut?, list: inout DrawList, placedAt placement: Transform3D? = nil) {
        guard !layer.isHidden, !(cut?.skips(layer) ?? false) else { return }
        let toRoot = placement ?? layer.transformToSuperlayer.concatenating(parentToRoot)
        let opacity = placement == nil ? parentOpacity * layer.opacity : 1
        // A plane layer steps aside for its own plane, unless this is its plane's pass.
        if cut != nil, placement == nil, Self.isPlane(layer, toRoot: context.unmirrored(toRoot), opacity: opacity) {
            cut?.pass(layer, toRoot: toRoot)
            return
        }
        let draws = cut?.drawsNow ?? true
        let bounds = layer.bounds
        if draws, placement == nil, layer.shouldRasterize {
            if opacity > 0, !(context.unmirrored(toRoot).isTranslation && opacity == 1) {
                appendRasterized(layer, toRoot: toRoot, opacity: opacity, context: context, list: &list)
                return
            }
            keepPictureTexture(of: layer, context: context, list: &list)
        }
        let contentKey = layer.contents.map {
            ContentKey(contents: $0,
                       pixelWidth: Int((bounds.width * context.scale).rounded(.up)),
                       pixelHeight: Int((bounds.height * context.scale).rounded(.up)),
                       scale: context.scale, layoutDirection: context.layoutDirection,
                       contentsHash: layer.contentsHash)
        }
        if draws, let contentKey { list.referencedContents.insert(contentKey) }

        if draws, opacity > 0, bounds.width > 0, bounds.height > 0,
           let projectedBounds = Self.pixelBounds(of: bounds, toRoot: toRoot, context: context) {
            let quadToRoot = Transform3D.scale(x: bounds.width, y: bounds.height)
                .concatenating(.translation(x: bounds.minX, y: bounds.minY))
                .concatenating(toRoot)
            let matrix = Self.floats(quadToRoot.concatenating(context.toClip))
            let pixelSize = SIMD2<Float>(Float(bounds.width * context.scale),
                                         Float(bounds.height * context.scale))
            let axisAligned = quadToRoot.keepsPlaneAxisAligned
            let pixelBounds = Self.scissorBounds(projectedBounds, axisAligned: axisAligned)
            let pixelAligned = axisAligned && Self.isPixelAligned(quadToRoot, scale: context.scale)
            let background = layer.backgroundColor
            if layer.shadowOpacity * opacity > 0 && axisAligned {
                appendShadow(of: layer, quadToRoot: quadToRoot, opacity: opacity, context: context, list: &list)
            }
            if background.alpha * opacity > 0 {
                let alpha = Float(background.alpha * opacity)
                let color = SIMD4<Float>(Float(background.red) * alpha, Float(background.green) * alpha,
                                         Float(background.blue) * alpha, alpha)
                let radius = Float(layer.cornerRadius * context.scale)
                list.append(DrawCommand(fill: .solid(color), matrix: matrix, pixelSize: pixelSize,
                                        cornerRadius: radius, isOpaque: alpha >= 1 && radius == 0,
                                        isPixelAligned: pixelAligned, isAxisAligned: axisAligned,
                                        pixelBounds: pixelBounds))
            }
            if let contentKey {
                let contentQuad = context.readable(quadToRoot)
                let contentMatrix = context.mirror == nil ? matrix
                    : Self.floats(contentQuad.concatenating(context.toClip))
                appendContents(contentKey, quadToRoot: contentQuad, axisAligned: axisAligned, matrix: contentMatrix,
                               pixelSize: pixelSize, pixelBounds: pixelBounds, opacity: opacity, context: context,
                               list: &list)
            }
        }
        for sublayer in layer.sublayers {
            visit(sublayer, parentToRoot: toRoot, parentOpacity: opacity, context: context, cut: &cut, list: &list)
        }
    }

    /// `layer` and its sublayers as one texture (drawn once, again only when
    /// what they draw changes), shown as one quad turned and faded as the
    /// layer is: a turning menu costs one draw a frame, not one per row.
    private func appendRasterized(_ layer: Layer, toRoot: Transform3D, opacity: Double, context: Context,
                                  list: inout DrawList) {
        let bounds = layer.bounds
        guard bounds.width > 0, bounds.height > 0,
              let pixelBounds = Self.pixelBounds(of: bounds, toRoot: toRoot, context: context) else { return }
        let (id, picture) = rasterizedPicture(of: layer, context: context)
        list.rasterized[id] = picture
        let key = Self.pictureKey(id: id, picture: picture, scale: context.scale)
        list.referencedContents.insert(key)
        // The picture is already mirrored inside: shown flipped back, it sits mirrored in the view.
        let quadToRoot = context.readable(Transform3D.scale(x: bounds.width, y: bounds.height)
            .concatenating(.translation(x: bounds.minX, y: bounds.minY))
            .concatenating(toRoot))
        let axisAligned = quadToRoot.keepsPlaneAxisAligned
        list.append(DrawCommand(fill: .texture(key, opacity: Float(opacity), tint: Tint.none),
                                matrix: Self.floats(quadToRoot.concatenating(context.toClip)),
                                pixelSize: SIMD2(Float(bounds.width * context.scale), Float(bounds.height * context.scale)),
                                cornerRadius: 0, isOpaque: false,
                                isPixelAligned: axisAligned && Self.isPixelAligned(quadToRoot, scale: context.scale),
                                isAxisAligned: axisAligned,
                                pixelBounds: Self.scissorBounds(pixelBounds, axisAligned: axisAligned)))
    }

    /// Keeps the texture of a rasterized layer's picture while the layer is
    /// shown as it is (at rest, untransformed) or faded out, as long as the
    /// picture stays as it was (Core Animation keeps a rasterized layer's
    /// bitmap so): a menu that turns again shows it without drawing its rows anew.
    private func keepPictureTexture(of layer: Layer, context: Context, list: inout DrawList) {
        guard let kept = pictures.picture(of: layer, scale: context.scale, layoutDirection: context.layoutDirection)
        else { return }
        list.referencedContents.insert(Self.pictureKey(id: kept.id, picture: kept.list, scale: context.scale))
    }

    /// The texture key of the picture `id` of a rasterized layer.
    private static func pictureKey(id: Int, picture: DrawList, scale: Double) -> ContentKey {
        ContentKey(contents: .snapshot(id: id), pixelWidth: picture.framebufferWidth,
                   pixelHeight: picture.framebufferHeight, scale: scale)
    }

    /// `layer`'s picture and the id its texture goes by: the one kept from
    /// an earlier frame while the layer draws the same, else built and kept
    /// (unless it shows a recorded snapshot, which may be recorded anew).
    private func rasterizedPicture(of layer: Layer, context: Context) -> (id: Int, picture: DrawList) {
        if let kept = pictures.picture(of: layer, scale: context.scale, layoutDirection: context.layoutDirection) {
            return (kept.id, kept.list)
        }
        let bounds = layer.bounds
        var picture = DrawList()
        var whole: PlaneCut?
        build(layer, placedAt: .translation(x: -bounds.minX, y: -bounds.minY), viewSize: bounds.size,
              scale: context.scale, snapshots: context.snapshots, layoutDirection: context.layoutDirection,
              cut: &whole, overPlanes: true, into: &picture)
        var hasher = Hasher()
        hasher.combine(picture.commands)
        hasher.combine(picture.framebufferWidth)
        hasher.combine(picture.framebufferHeight)
        let id = hasher.finalize()
        let showsSnapshot = picture.referencedContents.contains {
            if case .snapshot(let shown) = $0.contents { return context.snapshots[shown] != nil }
            return false
        }
        pictures.keep(showsSnapshot ? nil : RasterizedPictureCache.Picture(id: id, list: picture), of: layer,
                      scale: context.scale, layoutDirection: context.layoutDirection)
        return (id, picture)
    }

    /// The box a quad with projected bounds `projected` is scissored to. A
    /// quad in perspective gets whole pixels: where two such quads meet on a
    /// pixel's centre, GL gives the pixel to one of them, and a box cut there
    /// would leave it out of both (a seam between sidebar3d's rows).
    private static func scissorBounds(_ projected: SIMD4<Float>, axisAligned: Bool) -> SIMD4<Float> {
        axisAligned ? projected
            : SIMD4(lowHalf: projected.lowHalf.rounded(.down), highHalf: projected.highHalf.rounded(.up))
    }

    /// True when `layer` gets a plane of its own: it asks for one, is fully
    /// opaque down the tree, and only moved (its own transform and the
    /// tree's, so its pixels are those it has in place).
    private static func isPlane(_ layer: Layer, toRoot: Transform3D, opacity: Double) -> Bool {
        layer.drawsOnOwnPlane && opacity == 1 && toRoot.isTranslation && layer.transformToSuperlayer.isTranslation
    }

    /// A layer's contents: a texture quad, or a snapshot's recorded picture replayed in place.
    private func appendContents(_ key: ContentKey, quadToRoot: Transform3D, axisAligned: Bool,
                                matrix: SIMD16<Float>, pixelSize: SIMD2<Float>, pixelBounds: SIMD4<Float>,
                                opacity: Double, context: Context, list: inout DrawList) {
        // Text and icons that only slide are snapped to whole pixels (as
        // the scissored backgrounds under them are): crisp, and sampled nearest.
        let snapped = axisAligned ? Self.snappedToPixels(quadToRoot, scale: context.scale) : quadToRoot
        let snappedAligned = axisAligned && Self.isPixelAligned(snapped, scale: context.scale)
        guard let snappedBounds = snapped == quadToRoot ? pixelBounds
            : Self.pixelBounds(of: Rect(x: 0, y: 0, width: 1, height: 1), toRoot: snapped, context: context)
        else { return }
        if let picture = Self.replayablePicture(for: key, in: context, opacity: opacity, pixelAligned: snappedAligned) {
            let offset = SIMD2(Float(snapped.m41 * context.scale), Float(snapped.m42 * context.scale))
            list.appendReplay(of: picture, offsetBy: offset, clippedTo: snappedBounds)
            return
        }
        // A snapshot is a rendered, opaque picture; everything else may be see-through.
        let isSnapshot: Bool
        if case .snapshot = key.contents { isSnapshot = true } else { isSnapshot = false }
        let textureMatrix = snapped == quadToRoot ? matrix : Self.floats(snapped.concatenating(context.toClip))
        list.append(DrawCommand(fill: .texture(key, opacity: Float(opacity), tint: Tint.none),
                                matrix: textureMatrix, pixelSize: pixelSize, cornerRadius: 0,
                                isOpaque: isSnapshot && opacity >= 1, isPixelAligned: snappedAligned,
                                isAxisAligned: axisAligned, pixelBounds: snappedBounds))
    }

    /// A drop shadow under an axis-aligned layer. Under an opaque square
    /// background only the ring that can show is drawn (four strips), so a
    /// full-window panel's shadow costs a few thousand pixels, not a window.
    private func appendShadow(of layer: Layer, quadToRoot: Transform3D, opacity: Double, context: Context,
                              list: inout DrawList) {
        let scale = context.scale
        // Mirrored, the quad runs right to left (m11 < 0) and the shadow falls the other way.
        let (left, right) = (min(quadToRoot.m41, quadToRoot.m41 + quadToRoot.m11),
                             max(quadToRoot.m41, quadToRoot.m41 + quadToRoot.m11))
        let layerRect = SIMD4<Float>(Float(left * scale), Float(quadToRoot.m42 * scale),
                                     Float(right * scale), Float((quadToRoot.m42 + quadToRoot.m22) * scale))
        let offsetX = context.mirror == nil ? layer.shadowOffset.x : -layer.shadowOffset.x
        let offset = SIMD4<Float>(Float(offsetX * scale), Float(layer.shadowOffset.y * scale),
                                  Float(offsetX * scale), Float(layer.shadowOffset.y * scale))
        let shadowRect = layerRect + offset
        let sigma = Float(max(layer.shadowRadius * scale / 2, 0.5))
        let reach = SIMD4<Float>(-3 * sigma, -3 * sigma, 3 * sigma, 3 * sigma)
        let outer = shadowRect + reach
        let alpha = Float(layer.shadowOpacity * opacity * layer.shadowColor.alpha)
        let color = SIMD4<Float>(Float(layer.shadowColor.red) * alpha, Float(layer.shadowColor.green) * alpha,
                                 Float(layer.shadowColor.blue) * alpha, alpha)
        func emit(_ piece: SIMD4<Float>) {
            var command = DrawCommand.rectangle(color, pixels: piece,
                                                framebufferWidth: list.framebufferWidth,
                                                framebufferHeight: list.framebufferHeight)
            guard command.pixelBounds.x < command.pixelBounds.z, command.pixelBounds.y < command.pixelBounds.w
            else { return }
            command.fill = .shadow(color, rect: shadowRect, sigma: sigma)
            command.isOpaque = false
            command.isPixelAligned = false
            list.append(command)
        }
        guard layer.backgroundColor.alpha * opacity >= 1 && layer.cornerRadius == 0 else {
            emit(outer)
            return
        }
        emit(SIMD4(outer.x, outer.y, outer.z, layerRect.y))          // above
        emit(SIMD4(outer.x, layerRect.w, outer.z, outer.w))          // below
        emit(SIMD4(outer.x, layerRect.y, layerRect.x, layerRect.w))  // left
        emit(SIMD4(layerRect.z, layerRect.y, outer.z, layerRect.w))  // right
    }

    /// The recorded picture a snapshot content is drawn from, when the layer
    /// shows it opaque, unscaled and on whole pixels, so replaying its draws
    /// moved gives the very pixels its texture would; nil otherwise (the
    /// snapshot is then rendered into a texture and drawn like any content).
    private static func replayablePicture(for key: ContentKey, in context: Context, opacity: Double,
                                          pixelAligned: Bool) -> DrawList? {
        guard case .snapshot(let id) = key.contents, let picture = context.snapshots[id],
              opacity >= 1, pixelAligned,
              picture.framebufferWidth == key.pixelWidth, picture.framebufferHeight == key.pixelHeight
        else { return nil }
        return picture
    }

    /// The projected bounds in framebuffer pixels, clipped to the
    /// framebuffer; nil when the layer lies wholly outside the view.
    private static func pixelBounds(of bounds: Rect, toRoot: Transform3D, context: Context) -> SIMD4<Float>? {
        var (minX, minY) = (Double.infinity, Double.infinity)
        var (maxX, maxY) = (-Double.infinity, -Double.infinity)
        for (x, y) in [(bounds.minX, bounds.minY), (bounds.maxX, bounds.minY),
                       (bounds.minX, bounds.maxY), (bounds.maxX, bounds.maxY)] {
            let p = toRoot.apply(to: Point(x: x, y: y))
            (minX, maxX) = (min(minX, p.x), max(maxX, p.x))
            (minY, maxY) = (min(minY, p.y), max(maxY, p.y))
        }
        let size = context.viewSize
        guard maxX > 0, minX < size.width, maxY > 0, minY < size.height else { return nil }
        let scale = context.scale
        return SIMD4(Float(max(minX, 0) * scale), Float(max(minY, 0) * scale),
                     Float(min(maxX, size.width) * scale), Float(min(maxY, size.height) * scale))
    }

    /// `quadToRoot` moved to the nearest whole pixel when its size is whole
    /// pixels (an unscaled texture); otherwise unchanged.
    private static func snappedToPixels(_ quadToRoot: Transform3D, scale: Double) -> Transform3D {
        func whole(_ value: Double) -> Bool { abs(value * scale - (value * scale).rounded()) < 1e-6 }
        guard whole(quadToRoot.m11), whole(quadToRoot.m22) else { return quadToRoot }
        var snapped = quadToRoot
        snapped.m41 = (quadToRoot.m41 * scale).rounded() / scale
        snapped.m42 = (quadToRoot.m42 * scale).rounded() / scale
        return snapped
    }

    /// True when the unit quad lands on whole pixels, unrotated and unscaled
    /// relative to its pixel size.
    private static func isPixelAligned(_ quadToRoot: Transform3D, scale: Double) -> Bool {
        func whole(_ value: Double) -> Bool { abs(value * scale - (value * scale).rounded()) < 1e-6 }
        return whole(quadToRoot.m41) && whole(quadToRoot.m42)
            && whole(quadToRoot.m11) && whole(quadToRoot.m22)
    }

    private static func floats(_ t: Transform3D) -> SIMD16<Float> {
        SIMD16<Float>(Float(t.m11), Float(t.m12), Float(t.m13), Float(t.m14),
                      Float(t.m21), Float(t.m22), Float(t.m23), Float(t.m24),
                      Float(t.m31), Float(t.m32), Float(t.m33), Float(t.m34),
                      Float(t.m41), Float(t.m42), Float(t.m43), Float(t.m44))
    }
}
