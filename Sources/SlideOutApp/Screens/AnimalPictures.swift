import SlideOutCore

/// The panels demo's pictures (the tutorial's kitty and puppy photos), drawn
/// as shaded vector heads: fur in the animal's colour lit from the upper
/// left, round eyes with highlights (closed for the sleepy kitten), nose,
/// mouth and per-animal markings.
///
/// Each drawing fills the picture layer's unit square over its background
/// colour and leaves the corners clear, since contents are not clipped to
/// the layer's rounded corners. Variants 0...3 pick ears, eyes and markings so
/// the four cats and the four dogs all differ.
enum AnimalPictures {
    /// A kitty's head in fur `color`; `variant` (0...3, wrapping) picks its
    /// look: sleepy kitten (closed eyes), tabby, ginger with white chin, or
    /// white blaze with long whiskers.
    static func kitty(color: Color, variant: Int) -> LayerContents {
        .drawing(kittyDrawing(color: color, variant: variant))
    }

    /// A puppy's head in fur `color`; `variant` (0...3, wrapping) picks its
    /// look: patched pup, beagle, husky or corgi.
    static func puppy(color: Color, variant: Int) -> LayerContents {
        .drawing(puppyDrawing(color: color, variant: variant))
    }

    // MARK: Kitties

    /// What tells the four cats apart.
    private struct CatLook {
        var earTip: Point
        var earRoundness: Double
        var iris: Color
        var stripes: Bool
        var whiteChin: Bool
        var blaze: Bool
        var sleepy: Bool
        var whiskerLength: Double
        /// How far the cheek tufts stick out (0: a smooth cheek).
        var tuft: Double
    }

    private static let catLooks = [
        CatLook(earTip: pt(0.2, 0.13), earRoundness: 0.35, iris: Color(red: 0.36, green: 0.62, blue: 0.9),
                stripes: false, whiteChin: true, blaze: false, sleepy: true, whiskerLength: 0.26, tuft: 0.035),
        CatLook(earTip: pt(0.19, 0.09), earRoundness: 0.15, iris: Color(red: 0.42, green: 0.72, blue: 0.3),
                stripes: true, whiteChin: false, blaze: false, sleepy: false, whiskerLength: 0.28,
                tuft: 0.015),
        CatLook(earTip: pt(0.17, 0.11), earRoundness: 0.2, iris: Color(red: 0.95, green: 0.7, blue: 0.18),
                stripes: true, whiteChin: true, blaze: false, sleepy: false, whiskerLength: 0.28,
                tuft: 0.045),
        CatLook(earTip: pt(0.21, 0.1), earRoundness: 0.25, iris: Color(red: 0.78, green: 0.82, blue: 0.28),
                stripes: false, whiteChin: true, blaze: true, sleepy: false, whiskerLength: 0.36,
                tuft: 0.0),
    ]

    /// The drawing behind `kitty(color:variant:)`.
    static func kittyDrawing(color fur: Color, variant: Int) -> Drawing {
        let look = catLooks[((variant % catLooks.count) + catLooks.count) % catLooks.count]
        let ink = mix(fur, .black, 0.6)
        let cream = mix(fur, .white, 0.75)
        var drawing = backdrop(fur)

        // Ears, behind the head: fur outside, pink inside.
        let ear = catEar(outer: pt(0.15, 0.5), tip: look.earTip, inner: pt(0.45, 0.3), roundness: look.earRoundness)
        let innerEar = catEar(outer: pt(0.205, 0.44), tip: lerp(look.earTip, pt(0.3, 0.3), 0.22),
                              inner: pt(0.39, 0.31), roundness: look.earRoundness)
        let earFur = Drawing.Paint.linearGradient(start: pt(0.2, 0.1), end: pt(0.35, 0.45),
                                                  stops: [.init(0, mix(fur, .white, 0.15)), .init(1, mix(fur, .black, 0.15))])
        let pink = Drawing.Paint.linearGradient(start: pt(0.2, 0.15), end: pt(0.3, 0.42),
                                                stops: [.init(0, Color(red: 0.98, green: 0.62, blue: 0.66)),
                                                        .init(1, Color(red: 0.93, green: 0.78, blue: 0.76))])
        for mirrored in [false, true] {
            drawing.add(flip(ear, mirrored), fill: flip(earFur, mirrored), stroke: outline(ink))
            drawing.add(flip(innerEar, mirrored), fill: flip(pink, mirrored))
        }

        // The head: wide cheeks with tufts of fur, lit from the upper left.
        let t = look.tuft
        let head = symmetricOutline(top: pt(0.5, 0.27), leftSide: [
            (pt(0.27, 0.27), pt(0.13, 0.42), pt(0.13, 0.58)),
            (pt(0.13, 0.61), pt(0.13 - t * 0.5, 0.63), pt(0.13 - t, 0.645)),
            (pt(0.13 - t * 0.3, 0.66), pt(0.13, 0.67), pt(0.14, 0.685)),
            (pt(0.14, 0.705), pt(0.155 - t * 0.6, 0.735), pt(0.155 - t, 0.755)),
            (pt(0.17, 0.775), pt(0.19, 0.795), pt(0.21, 0.81)),
            (pt(0.27, 0.86), pt(0.37, 0.88), pt(0.5, 0.88)),
        ])
        drawing.add(head, fill: furShading(fur, center: pt(0.5, 0.58), radius: 0.46), stroke: outline(ink))

        let marking = mix(fur, .black, 0.35)
        if look.stripes {
            for (top, bottom, width) in [(pt(0.5, 0.3), pt(0.5, 0.42), 0.035), (pt(0.43, 0.315), pt(0.455, 0.4), 0.03)] {
                drawing.add(sliver(top, bottom, bend: 0, width: width), fill: .solid(marking))
                drawing.add(sliver(top, bottom, bend: 0, width: width).mirrored, fill: .solid(marking))
            }
            for (outer, inner, bend) in [(pt(0.14, 0.57), pt(0.26, 0.6), -0.015), (pt(0.15, 0.66), pt(0.25, 0.665), 0.0)] {
                drawing.add(sliver(outer, inner, bend: bend, width: 0.03), fill: .solid(marking))
                drawing.add(sliver(outer, inner, bend: bend, width: 0.03).mirrored, fill: .solid(marking))
            }
        }
        if look.blaze {
            var blaze = Drawing.Path()
            blaze.move(to: pt(0.5, 0.36))
            blaze.curve(to: pt(0.4, 0.75), control1: pt(0.47, 0.5), control2: pt(0.38, 0.6))
            blaze.line(to: pt(0.6, 0.75))
            blaze.curve(to: pt(0.5, 0.36), control1: pt(0.62, 0.6), control2: pt(0.53, 0.5))
            drawing.add(blaze, fill: .linearGradient(start: pt(0.5, 0.36), end: pt(0.5, 0.6),
                                                     stops: [.init(0, cream.withAlpha(0)), .init(1, cream)]))
        }
        if look.whiteChin {
            drawing.add(.ellipse(in: Rect(x: 0.39, y: 0.71, width: 0.22, height: 0.15)),
                        fill: .radialGradient(center: pt(0.5, 0.78), radius: 0.11,
                                              stops: [.init(0.3, cream.withAlpha(0.9)), .init(1, cream.withAlpha(0))]))
        }

        // Cheek blush, then the muzzle's two puffs.
        for mirrored in [false, true] {
            drawing.add(flip(.ellipse(in: Rect(x: 0.2, y: 0.655, width: 0.11, height: 0.06)), mirrored),
                        fill: .radialGradient(center: flip(pt(0.255, 0.685), mirrored), radius: 0.055, stops: [
                            .init(0, Color(red: 1, green: 0.45, blue: 0.5, alpha: look.sleepy ? 0.5 : 0.32)),
                            .init(1, Color(red: 1, green: 0.45, blue: 0.5, alpha: 0)),
                        ]))
            drawing.add(flip(.ellipse(in: Rect(x: 0.39, y: 0.665, width: 0.13, height: 0.1)), mirrored),
                        fill: .radialGradient(center: flip(pt(0.45, 0.7), mirrored), radius: 0.08,
                                              stops: [.init(0, .white), .init(1, cream)]))
        }

        for (x, outward) in [(0.365, -1.0), (0.635, 1.0)] {
            drawing.elements += look.sleepy
                ? closedEye(center: pt(x, 0.555), width: 0.15, outward: outward, ink: ink)
                : eye(center: pt(x, 0.56), radii: Size(width: 0.075, height: 0.082), iris: look.iris,
                      pupil: Size(width: 0.045, height: 0.062), ink: ink)
        }

        // Nose and a little "w" mouth.
        var nose = Drawing.Path()
        nose.move(to: pt(0.46, 0.655))
        nose.curve(to: pt(0.54, 0.655), control1: pt(0.48, 0.64), control2: pt(0.52, 0.64))
        nose.curve(to: pt(0.5, 0.7), control1: pt(0.55, 0.675), control2: pt(0.52, 0.695))
        nose.curve(to: pt(0.46, 0.655), control1: pt(0.48, 0.695), control2: pt(0.45, 0.675))
        drawing.add(nose, fill: .linearGradient(start: pt(0.5, 0.645), end: pt(0.5, 0.7), stops: [
            .init(0, Color(red: 1, green: 0.66, blue: 0.7)), .init(1, Color(red: 0.86, green: 0.38, blue: 0.46)),
        ]), stroke: outline(mix(ink, Color(red: 0.6, green: 0.2, blue: 0.3), 0.5)))
        drawing.add(sliver(pt(0.5, 0.698), pt(0.5, 0.728), bend: 0, width: 0.012), fill: .solid(ink))
        let smile = sliver(pt(0.5, 0.722), pt(0.44, 0.728), bend: 0.03, width: 0.014)
        drawing.add(smile, fill: .solid(ink))
        drawing.add(smile.mirrored, fill: .solid(ink))

        // Whiskers fan out over the cheeks, pale on dark fur and dark on pale.
        let whisker = luminance(fur) > 0.6 ? mix(ink, .white, 0.25).withAlpha(0.75) : Color(white: 1, alpha: 0.9)
        for (dy, bend) in [(-0.045, -0.02), (0.0, -0.005), (0.045, 0.01)] {
            let root = pt(0.4, 0.7 + dy * 0.3)
            let tip = pt(0.4 - look.whiskerLength, 0.7 + dy * 1.6)
            drawing.add(sliver(root, tip, bend: bend, width: 0.012), fill: .solid(whisker))
            drawing.add(sliver(root, tip, bend: bend, width: 0.012).mirrored, fill: .solid(whisker))
        }
        return drawing
    }

    // MARK: Puppies

    /// What tells the four dogs apart.
    private struct DogLook {
        enum Ears { case floppy(length: Double), pointed(tip: Point, roundness: Double) }
        var ears: Ears
        var earShade: Double
        var iris: Color?
        var tongue: Bool
        var eyePatch: Bool
        var blaze: Bool
        var mask: Bool
    }

    private static let dogLooks = [
        DogLook(ears: .floppy(length: 0.64), earShade: 0.28, iris: nil, tongue: true, eyePatch: true,
                blaze: false, mask: false),
        DogLook(ears: .floppy(length: 0.78), earShade: 0.45, iris: nil, tongue: false, eyePatch: false,
                blaze: true, mask: false),
        DogLook(ears: .pointed(tip: pt(0.2, 0.07), roundness: 0.15), earShade: 0.2,
                iris: Color(red: 0.4, green: 0.7, blue: 0.98), tongue: false, eyePatch: false, blaze: false, mask: true),
        DogLook(ears: .pointed(tip: pt(0.13, 0.04), roundness: 0.32), earShade: 0.1, iris: nil, tongue: true,
                eyePatch: false, blaze: true, mask: false),
    ]

    /// The drawing behind `puppy(color:variant:)`.
    static func puppyDrawing(color fur: Color, variant: Int) -> Drawing {
        let look = dogLooks[((variant % dogLooks.count) + dogLooks.count) % dogLooks.count]
        let ink = mix(fur, .black, 0.65)
        let cream = mix(fur, .white, 0.8)
        let earFur = mix(fur, .black, look.earShade)
        var drawing = backdrop(fur)

        if case .pointed(let tip, let roundness) = look.ears {
            let ear = catEar(outer: pt(0.15, 0.46), tip: tip, inner: pt(0.44, 0.24), roundness: roundness)
            let innerEar = catEar(outer: pt(0.21, 0.4), tip: lerp(tip, pt(0.3, 0.3), 0.22), inner: pt(0.38, 0.26),
                                  roundness: roundness)
            let shade = Drawing.Paint.linearGradient(start: pt(0.2, 0.1), end: pt(0.35, 0.45),
                                                     stops: [.init(0, earFur), .init(1, mix(earFur, .black, 0.15))])
            let inside = Drawing.Paint.linearGradient(start: pt(0.2, 0.1), end: pt(0.3, 0.4), stops: [
                .init(0, Color(red: 0.96, green: 0.72, blue: 0.72)), .init(1, cream),
            ])
            for mirrored in [false, true] {
                drawing.add(flip(ear, mirrored), fill: flip(shade, mirrored), stroke: outline(ink))
                drawing.add(flip(innerEar, mirrored), fill: flip(inside, mirrored))
            }
        }

        // The head: rounder and taller than a cat's.
        let head = symmetricOutline(top: pt(0.5, 0.2), leftSide: [
            (pt(0.28, 0.2), pt(0.16, 0.33), pt(0.16, 0.52)),
            (pt(0.16, 0.74), pt(0.31, 0.87), pt(0.5, 0.87)),
        ])
        drawing.add(head, fill: furShading(fur, center: pt(0.5, 0.54), radius: 0.47), stroke: outline(ink))

        if look.mask {
            // A husky's white face: cheeks and muzzle, a stripe up the brow, and eyebrow spots.
            var mask = Drawing.Path()
            mask.move(to: pt(0.5, 0.3))
            mask.curve(to: pt(0.55, 0.46), control1: pt(0.53, 0.36), control2: pt(0.53, 0.42))
            mask.curve(to: pt(0.8, 0.58), control1: pt(0.62, 0.56), control2: pt(0.74, 0.52))
            mask.curve(to: pt(0.5, 0.86), control1: pt(0.8, 0.76), control2: pt(0.66, 0.86))
            mask.curve(to: pt(0.2, 0.58), control1: pt(0.34, 0.86), control2: pt(0.2, 0.76))
            mask.curve(to: pt(0.45, 0.46), control1: pt(0.26, 0.52), control2: pt(0.38, 0.56))
            mask.curve(to: pt(0.5, 0.3), control1: pt(0.47, 0.42), control2: pt(0.47, 0.36))
            drawing.add(mask, fill: .linearGradient(start: pt(0.5, 0.3), end: pt(0.5, 0.85),
                                                    stops: [.init(0, cream), .init(1, .white)]))
            for mirrored in [false, true] {
                drawing.add(flip(.ellipse(in: Rect(x: 0.34, y: 0.38, width: 0.07, height: 0.045)), mirrored),
                            fill: .solid(cream))
            }
        }
        if look.blaze {
            var blaze = Drawing.Path()
            blaze.move(to: pt(0.47, 0.22))
            blaze.curve(to: pt(0.53, 0.22), control1: pt(0.49, 0.21), control2: pt(0.51, 0.21))
            blaze.curve(to: pt(0.64, 0.62), control1: pt(0.54, 0.4), control2: pt(0.6, 0.5))
            blaze.line(to: pt(0.36, 0.62))
            blaze.curve(to: pt(0.47, 0.22), control1: pt(0.4, 0.5), control2: pt(0.46, 0.4))
            drawing.add(blaze, fill: .linearGradient(start: pt(0.5, 0.2), end: pt(0.5, 0.6),
                                                     stops: [.init(0, cream), .init(1, .white)]))
        }
        if look.eyePatch {
            drawing.add(.ellipse(in: Rect(x: 0.54, y: 0.42, width: 0.16, height: 0.15)),
                        fill: .radialGradient(center: pt(0.62, 0.495), radius: 0.09, stops: [
                            .init(0.7, mix(fur, .black, 0.3)), .init(1, mix(fur, .black, 0.3).withAlpha(0)),
                        ]))
        }

        // The snout, lit from above.
        drawing.add(.ellipse(in: Rect(x: 0.32, y: 0.58, width: 0.36, height: 0.25)),
                    fill: .radialGradient(center: pt(0.5, 0.7), radius: 0.18, focus: pt(0.48, 0.64),
                                          stops: [.init(0, .white), .init(1, cream)]),
                    stroke: outline(mix(ink, .white, 0.35)))
        for mirrored in [false, true] {
            drawing.add(flip(.ellipse(in: Rect(x: 0.22, y: 0.6, width: 0.1, height: 0.055)), mirrored),
                        fill: .radialGradient(center: flip(pt(0.27, 0.628), mirrored), radius: 0.05, stops: [
                            .init(0, Color(red: 1, green: 0.45, blue: 0.5, alpha: 0.3)),
                            .init(1, Color(red: 1, green: 0.45, blue: 0.5, alpha: 0)),
                        ]))
        }

        for x in [0.385, 0.615] {
            if let iris = look.iris {
                drawing.elements += eye(center: pt(x, 0.5), radii: Size(width: 0.058, height: 0.062), iris: iris,
                                        pupil: Size(width: 0.028, height: 0.03), ink: ink)
            } else {
                drawing.elements += eye(center: pt(x, 0.5), radii: Size(width: 0.055, height: 0.062),
                                        iris: Color(red: 0.3, green: 0.18, blue: 0.1),
                                        pupil: Size(width: 0.038, height: 0.044), ink: ink)
            }
        }

        // Mouth, tongue and a shiny nose.
        drawing.add(sliver(pt(0.5, 0.66), pt(0.5, 0.725), bend: 0, width: 0.014), fill: .solid(ink))
        let smile = sliver(pt(0.5, 0.722), pt(0.42, 0.715), bend: 0.035, width: 0.016)
        drawing.add(smile, fill: .solid(ink))
        drawing.add(smile.mirrored, fill: .solid(ink))
        if look.tongue {
            var tongue = Drawing.Path()
            tongue.move(to: pt(0.46, 0.73))
            tongue.curve(to: pt(0.5, 0.81), control1: pt(0.455, 0.78), control2: pt(0.47, 0.81))
            tongue.curve(to: pt(0.54, 0.73), control1: pt(0.53, 0.81), control2: pt(0.545, 0.78))
            tongue.close()
            drawing.add(tongue, fill: .linearGradient(start: pt(0.5, 0.73), end: pt(0.5, 0.81), stops: [
                .init(0, Color(red: 0.88, green: 0.3, blue: 0.4)), .init(1, Color(red: 1, green: 0.55, blue: 0.6)),
            ]), stroke: outline(Color(red: 0.6, green: 0.15, blue: 0.25)))
            drawing.add(sliver(pt(0.5, 0.74), pt(0.5, 0.785), bend: 0, width: 0.01),
                        fill: .solid(Color(red: 0.75, green: 0.2, blue: 0.32)))
        }
        var nose = Drawing.Path()
        nose.move(to: pt(0.435, 0.62))
        nose.curve(to: pt(0.565, 0.62), control1: pt(0.46, 0.595), control2: pt(0.54, 0.595))
        nose.curve(to: pt(0.5, 0.675), control1: pt(0.575, 0.645), control2: pt(0.535, 0.675))
        nose.curve(to: pt(0.435, 0.62), control1: pt(0.465, 0.675), control2: pt(0.425, 0.645))
        drawing.add(nose, fill: .radialGradient(center: pt(0.5, 0.635), radius: 0.07, focus: pt(0.48, 0.615),
                                                stops: [.init(0, Color(white: 0.38)), .init(1, Color(white: 0.06))]))
        drawing.add(.ellipse(in: Rect(x: 0.465, y: 0.605, width: 0.04, height: 0.018)),
                    fill: .solid(Color(white: 1, alpha: 0.7)))

        if case .floppy(let length) = look.ears {
            // Floppy ears hang over the sides of the head.
            var ear = Drawing.Path()
            ear.move(to: pt(0.34, 0.23))
            ear.curve(to: pt(0.09, length - 0.06), control1: pt(0.2, 0.2), control2: pt(0.07, 0.4))
            ear.curve(to: pt(0.2, length + 0.02), control1: pt(0.1, length), control2: pt(0.15, length + 0.04))
            ear.curve(to: pt(0.36, 0.3), control1: pt(0.28, length - 0.12), control2: pt(0.28, 0.38))
            ear.close()
            let shade = Drawing.Paint.linearGradient(start: pt(0.3, 0.2), end: pt(0.12, length), stops: [
                .init(0, mix(earFur, .white, 0.12)), .init(1, mix(earFur, .black, 0.2)),
            ])
            for mirrored in [false, true] {
                drawing.add(flip(ear, mirrored), fill: flip(shade, mirrored), stroke: outline(ink))
            }
        }
        return drawing
    }

    // MARK: Parts

    /// The soft light behind the head and its shadow below, inside the square's inscribed circle.
    private static func backdrop(_ fur: Color) -> Drawing {
        var drawing = Drawing()
        drawing.add(.ellipse(in: Rect(x: 0, y: 0, width: 1, height: 1)),
                    fill: .radialGradient(center: pt(0.5, 0.5), radius: 0.5, focus: pt(0.42, 0.38), stops: [
                        .init(0, Color(white: 1, alpha: 0.55)), .init(0.7, Color(white: 1, alpha: 0.2)),
                        .init(1, Color(white: 1, alpha: 0)),
                    ]))
        drawing.add(.ellipse(in: Rect(x: 0.2, y: 0.82, width: 0.6, height: 0.1)),
                    fill: .radialGradient(center: pt(0.5, 0.87), radius: 0.3, stops: [
                        .init(0, mix(fur, .black, 0.6).withAlpha(0.35)), .init(1, mix(fur, .black, 0.6).withAlpha(0)),
                    ]))
        return drawing
    }

    /// Fur lit from the upper left: light at the focus, the colour itself, a darker rim.
    private static func furShading(_ fur: Color, center: Point, radius: Double) -> Drawing.Paint {
        .radialGradient(center: center, radius: radius, focus: pt(center.x - 0.1, center.y - 0.16), stops: [
            .init(0, mix(fur, .white, 0.4)), .init(0.55, fur), .init(1, mix(fur, .black, 0.22)),
        ])
    }

    /// A round eye: iris shaded darker toward the rim, pupil, two highlights.
    private static func eye(center c: Point, radii r: Size, iris: Color, pupil: Size, ink: Color) -> [Drawing.Element] {
        let bounds = Rect(x: c.x - r.width, y: c.y - r.height, width: 2 * r.width, height: 2 * r.height)
        return [
            .init(.ellipse(in: bounds),
                  fill: .radialGradient(center: c, radius: r.height, focus: pt(c.x, c.y + r.height * 0.5), stops: [
                      .init(0, mix(iris, .white, 0.45)), .init(0.65, iris), .init(1, mix(iris, .black, 0.45)),
                  ]),
                  stroke: .init(color: ink, width: 1)),
            .init(.ellipse(in: Rect(x: c.x - pupil.width, y: c.y - pupil.height, width: 2 * pupil.width,
                                    height: 2 * pupil.height)),
                  fill: .radialGradient(center: c, radius: pupil.height, stops: [
                      .init(0, Color(white: 0.02)), .init(1, Color(red: 0.1, green: 0.08, blue: 0.1)),
                  ])),
            .init(.circle(center: pt(c.x + r.width * 0.32, c.y - r.height * 0.36), radius: r.width * 0.34),
                  fill: .solid(Color(white: 1, alpha: 0.95))),
            .init(.circle(center: pt(c.x - r.width * 0.34, c.y + r.height * 0.38), radius: r.width * 0.15),
                  fill: .solid(Color(white: 1, alpha: 0.8))),
        ]
    }

    /// A closed, sleeping eye: a lash line curved like a smile across
    /// `width`, with two lashes at the outer corner (`outward`: -1 left eye, 1 right).
    private static func closedEye(center c: Point, width: Double, outward: Double, ink: Color) -> [Drawing.Element] {
        let inner = pt(c.x - outward * width / 2, c.y), outer = pt(c.x + outward * width / 2, c.y - 0.01)
        let arc = sliver(inner, outer, bend: -outward * 0.05, width: 0.024)
        let lashes = [(0.035, 0.0), (0.03, 0.03)].map { length, along in
            let root = pt(outer.x - outward * (0.006 + along), outer.y + 0.012 + along * 0.7)
            return sliver(root, pt(root.x + outward * length * 0.7, root.y + length * 0.75), bend: 0, width: 0.014)
        }
        return ([arc] + lashes).map { .init($0, fill: .solid(ink)) }
    }

    /// A closed outline symmetric about x = 0.5: from `top` down the left
    /// side through `leftSide`'s cubic segments (control1, control2, end) to
    /// the bottom centre, then back up the mirrored right side.
    private static func symmetricOutline(top: Point, leftSide: [(Point, Point, Point)]) -> Drawing.Path {
        var path = Drawing.Path([.move(to: top)])
        for (c1, c2, end) in leftSide { path.curve(to: end, control1: c1, control2: c2) }
        for index in leftSide.indices.reversed() {
            let (c1, c2, _) = leftSide[index]
            let start = index == 0 ? top : leftSide[index - 1].2
            path.curve(to: flip(start, true), control1: flip(c2, true), control2: flip(c1, true))
        }
        path.close()
        return path
    }

    /// A pointed ear from `outer` (low, at the cheek) up to `tip` and down to
    /// `inner` (on the crown), its tip rounded by `roundness` (0 sharp ... 0.5 round).
    private static func catEar(outer: Point, tip: Point, inner: Point, roundness: Double) -> Drawing.Path {
        var path = Drawing.Path()
        let center = pt((outer.x + inner.x) / 2 + 0.04, (outer.y + inner.y) / 2 + 0.06)
        path.move(to: outer)
        path.line(to: lerp(tip, outer, roundness))
        path.curve(to: lerp(tip, inner, roundness), control1: lerp(tip, outer, roundness * 0.2),
                   control2: lerp(tip, inner, roundness * 0.2))
        path.line(to: inner)
        path.curve(to: outer, control1: center, control2: center)
        return path
    }

    /// A thin curved stroke as a filled shape that tapers to points at both
    /// ends, so it scales with the picture (whiskers, mouth, stripes).
    /// `bend` pushes the middle sideways (positive: to the left of the direction of travel, y down).
    private static func sliver(_ from: Point, _ to: Point, bend: Double, width: Double) -> Drawing.Path {
        let dx = to.x - from.x, dy = to.y - from.y
        let length = max((dx * dx + dy * dy).squareRoot(), 1e-9)
        let nx = dy / length, ny = -dx / length   // Normal, to the left on screen.
        func control(_ t: Double, _ side: Double) -> Point {
            let offset = bend + side * width * 0.66
            return pt(from.x + dx * t + nx * offset, from.y + dy * t + ny * offset)
        }
        return Drawing.Path([
            .move(to: from),
            .curve(to: to, control1: control(1.0 / 3, 1), control2: control(2.0 / 3, 1)),
            .curve(to: from, control1: control(2.0 / 3, -1), control2: control(1.0 / 3, -1)),
            .close,
        ])
    }

    private static func flip(_ path: Drawing.Path, _ mirrored: Bool) -> Drawing.Path { mirrored ? path.mirrored : path }

    private static func flip(_ point: Point, _ mirrored: Bool) -> Point { mirrored ? pt(1 - point.x, point.y) : point }

    /// `paint` mirrored left to right with `flip(_:_:)`'s paths.
    private static func flip(_ paint: Drawing.Paint, _ mirrored: Bool) -> Drawing.Paint {
        guard mirrored else { return paint }
        switch paint {
        case .solid: return paint
        case .linearGradient(let start, let end, let stops):
            return .linearGradient(start: flip(start, true), end: flip(end, true), stops: stops)
        case .radialGradient(let center, let radius, let focus, let stops):
            return .radialGradient(center: flip(center, true), radius: radius, focus: flip(focus, true), stops: stops)
        }
    }

    private static func outline(_ color: Color) -> Drawing.Stroke { .init(color: color.withAlpha(0.85), width: 1) }

    private static func pt(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }

    private static func lerp(_ a: Point, _ b: Point, _ t: Double) -> Point { pt(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t) }

    /// `a` blended toward `b` by `t` (0 all `a` ... 1 all `b`), keeping `a`'s alpha.
    private static func mix(_ a: Color, _ b: Color, _ t: Double) -> Color {
        Color(red: a.red + (b.red - a.red) * t, green: a.green + (b.green - a.green) * t,
              blue: a.blue + (b.blue - a.blue) * t, alpha: a.alpha)
    }

    private static func luminance(_ c: Color) -> Double { 0.2126 * c.red + 0.7152 * c.green + 0.0722 * c.blue }
}

extension Color {
    /// This colour with its alpha replaced.
    fileprivate func withAlpha(_ alpha: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha)
    }
}
