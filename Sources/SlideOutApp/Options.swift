import SlideOutCore
import SlideOutPlatform

/// The demo's command line (SPEC.md, "The demo app's command line").
package struct Options: Equatable, Sendable {
    /// The menu styles `--style` accepts, named as on the command line.
    package enum StyleName: String, CaseIterable, Sendable {
        case push, drawer, panels, sidebar3d, slidedown
    }

    /// `--appearance` and `SLIDEOUT_APPEARANCE`: light or dark over the
    /// desktop's preference (its contrast and accent colour still apply), or
    /// `auto` to follow it.
    package enum AppearanceChoice: String, CaseIterable, Sendable {
        case light, dark, auto

        /// The host's `darkOverride`: nil follows the desktop.
        package var isDark: Bool? {
            switch self {
            case .light: return false
            case .dark: return true
            case .auto: return nil
            }
        }
    }

    /// Where the menu starts: settled closed or open, or a reveal progress.
    package enum StartState: Equatable, Sendable {
        case closed, open
        case progress(Double)
    }

    /// `--style`: which menu style to demo (sidebar3d by default).
    package var style: StyleName = .sidebar3d
    /// `--size WxH`: the window's size in points (1024 x 700 by default).
    package var size = Size(width: 1024, height: 700)
    /// `--scale S`: pixels per point in (0, 8]; nil uses the window system's content scale.
    package var scale: Double?
    /// Nil: the style's own start (push closed, sidebar3d with the menu shown).
    package var state: StartState?
    /// `--screenshot FILE.png`: writes the first drawn frame there and exits; the window stays hidden.
    package var screenshotPath: String?
    /// `--trace`: prints one JSON line on stdout per event (ready, frames, taps, settles).
    package var trace = false
    /// `--bench N`: toggles the menu N times, each after the last settled, then reports the timings.
    package var benchToggles: Int?
    /// `--bench-warm-up N`: toggles before `--bench`'s, not measured (the window's opening).
    package var benchWarmUpToggles = 0
    /// `--virtual-clock`: steps time a fixed amount per frame instead of reading the wall clock.
    package var virtualClock = false
    /// `--help` or `-h`: prints the usage and exits.
    package var showHelp = false
    /// `--list-styles`: prints the style names, one per line, and exits.
    package var listStyles = false
    /// `--replay FILE`: feeds the input events recorded in FILE instead of waiting for live input.
    package var replayPath: String?
    /// `--record FILE`: writes every raw input event to FILE as JSON lines.
    package var recordPath: String?
    /// The window system: `auto` is Wayland on a Wayland session.
    package var platform = PlatformRequest.auto
    /// `--wayland-present planes|whole|egl`: how frames reach a Wayland
    /// compositor, for comparing the ways (planes by default).
    package var waylandPresentation = WaylandPresentation.planes
    /// `--direction ltr|rtl|auto`: which way the layout reads; nil (`auto`)
    /// takes the locale's direction, as GTK does.
    package var layoutDirection: LayoutDirection?
    /// `--appearance light|dark|auto`, else `SLIDEOUT_APPEARANCE`: `auto` follows the desktop.
    package var appearance = AppearanceChoice.auto
    /// `--tour DIR`: plays the scripted tour of every style on the virtual
    /// clock, writing each frame drawn into DIR, then exits.
    package var tourDirectory: String?
    /// `--icon FILE.png`: writes the app's icon (256 x 256) there and exits.
    package var iconPath: String?
    /// The flags the command line gave: they win over the remembered state.
    package var givenFlags: Set<String> = []

    /// Creates the defaults: the sidebar3d style in a 1024 x 700 point window, no flags set.
    package init() {}

    /// A bad command line: the message names the flag and what it accepts.
    package struct ParseError: Error, CustomStringConvertible, Equatable {
        /// A message naming the flag and what it accepts.
        package let description: String
    }

    /// The one-screen usage text `--help` prints: every flag and what it does.
    package static let usage = """
        usage: slideout [flags]
        The five classic iOS slide-out menus in a desktop window.

          --style NAME          push, drawer, panels, sidebar3d or slidedown (default sidebar3d)
          --size WxH            window size in points (default 1024x700)
          --scale S             pixels per point, in (0, 8] (default: the window system's)
          --state STATE         start closed, open, or at a reveal progress P in [0, 1]
                                (panels: -1..0 is the right panel)
          --screenshot FILE.png draw one frame at --state into FILE.png and exit
          --trace               print one JSON event per line (ready, frame, settled, style, ...)
          --bench N             toggle the menu N times, then print frames, CPU and fps and exit
          --bench-warm-up W     with --bench, toggle W times first, unmeasured (default 0)
          --virtual-clock       step time 1/60 s per frame instead of reading the wall clock
          --replay FILE         feed recorded input (JSON lines) instead of live input; exit once
                                it has played and settled
          --record FILE         write live input to FILE as JSON lines
          --platform NAME       auto, wayland or x11 (default auto: Wayland on a Wayland session)
          --wayland-present HOW planes, whole or egl: on Wayland, show frames with moving parts on
                                planes (default), as whole frames, or through an EGL surface
          --direction DIR       ltr, rtl or auto (default auto: right to left in an Arabic, Hebrew,
                                Persian, ... locale); rtl mirrors every style and its input
          --appearance WHICH    light, dark or auto (default auto: the desktop's, followed live;
                                also SLIDEOUT_APPEARANCE, which the flag overrides)
          --tour DIR            play the scripted tour of every style on the virtual clock, writing
                                each frame into DIR, in place of an earlier tour's (scripts/make-tour
                                turns them into the README's GIF)
          --icon FILE.png       write the app's icon (256 x 256) into FILE.png and exit
          --list-styles         print the style names, one per line, and exit
          --help, -h            print this help and exit

        Keys: F9 or Ctrl+M toggles the menu, Esc closes it, Right opens it and Left closes it
        (mirrored in rtl), Up/Down/Tab/Enter pick a row, 1-5 switch styles (also the picker at
        the window's foot).
        One of --screenshot, --bench, --tour and --replay at a time; --record goes with a live run
        or --bench. --replay, --record, --tour and --bench runs neither read nor save the remembered
        state ($XDG_STATE_HOME/slideout/state.json); --screenshot reads it.
        Exit status: 0 success (also when closed by SIGTERM or SIGINT, with --record's file complete),
        1 a screenshot or tour file not written, 2 bad arguments or input file, 3 no usable display
        or OpenGL.
        """

    /// Parses `arguments` (without the program name) into options, with
    /// `environment`'s `SLIDEOUT_APPEARANCE` where no flag overrides it;
    /// throws on an unknown or malformed flag or variable.
    package static func parse(_ arguments: [String], environment: [String: String] = [:]) throws(ParseError) -> Options {
        var options = Options()
        var rest = arguments[...]
        func value(for flag: String) throws(ParseError) -> String {
            guard let value = rest.popFirst() else { throw ParseError(description: "\(flag) needs a value") }
            return value
        }
        while let flag = rest.popFirst() {
            options.givenFlags.insert(flag)
            switch flag {
            case "--style":
                let name = try value(for: flag)
                guard let style = StyleName(rawValue: name) else {
                    throw ParseError(description: "unknown style '\(name)'; use one of "
                                     + StyleName.allCases.map(\.rawValue).joined(separator: ", "))
                }
                options.style = style
            case "--size":
                options.size = try parseSize(try value(for: flag))
            case "--scale":
                let text = try value(for: flag)
                guard let scale = Double(text), scale > 0, scale <= 8 else {
                    throw ParseError(description: "--scale takes a number in (0, 8], not '\(text)'")
                }
                options.scale = scale
            case "--state":
                options.state = try parseState(try value(for: flag))
            case "--screenshot":
                let path = try value(for: flag)
                guard path.hasSuffix(".png") else {
                    throw ParseError(description: "--screenshot writes PNG: give a FILE.png, not '\(path)'")
                }
                options.screenshotPath = path
            case "--trace":
                options.trace = true
            case "--bench":
                let text = try value(for: flag)
                guard let count = Int(text), count > 0 else {
                    throw ParseError(description: "--bench takes a positive number of toggles, not '\(text)'")
                }
                options.benchToggles = count
            case "--bench-warm-up":
                let text = try value(for: flag)
                guard let count = Int(text), count >= 0 else {
                    throw ParseError(description: "--bench-warm-up takes a number of toggles, 0 or more, not '\(text)'")
                }
                options.benchWarmUpToggles = count
            case "--virtual-clock":
                options.virtualClock = true
            case "--replay":
                options.replayPath = try value(for: flag)
            case "--record":
                options.recordPath = try value(for: flag)
            case "--platform":
                let name = try value(for: flag)
                guard let platform = PlatformRequest(rawValue: name) else {
                    throw ParseError(description: "--platform takes auto, wayland or x11, not '\(name)'")
                }
                options.platform = platform
            case "--wayland-present":
                let name = try value(for: flag)
                guard let presentation = WaylandPresentation(rawValue: name) else {
                    throw ParseError(description: "--wayland-present takes planes, whole or egl, not '\(name)'")
                }
                options.waylandPresentation = presentation
            case "--direction":
                let name = try value(for: flag)
                switch name {
                case "ltr": options.layoutDirection = .leftToRight
                case "rtl": options.layoutDirection = .rightToLeft
                case "auto": options.layoutDirection = nil
                default: throw ParseError(description: "--direction takes ltr, rtl or auto, not '\(name)'")
                }
            case "--appearance":
                options.appearance = try parseAppearance(try value(for: flag), from: flag)
            case "--tour":
                options.tourDirectory = try value(for: flag)
                options.virtualClock = true
                if !options.givenFlags.contains("--style") { options.style = .push }
            case "--icon":
                let path = try value(for: flag)
                guard path.hasSuffix(".png") else {
                    throw ParseError(description: "--icon writes PNG: give a FILE.png, not '\(path)'")
                }
                options.iconPath = path
            case "--list-styles":
                options.listStyles = true
            case "--help", "-h":
                options.showHelp = true
            default:
                throw ParseError(description: "unknown argument '\(flag)'")
            }
        }
        if let name = environment["SLIDEOUT_APPEARANCE"], !options.givenFlags.contains("--appearance") {
            options.appearance = try parseAppearance(name, from: "SLIDEOUT_APPEARANCE")
        }
        if !options.showHelp { try options.checkRunMode() }
        return options
    }

    /// Rejects flags that ask for two ways of running at once: a screenshot,
    /// a bench, a tour and a replay each run the app their own way, and a
    /// recording takes live input, which a replay or a tour does not.
    /// (`--bench-warm-up` alone is allowed: `bench/run` times start-ups with
    /// the flags of its bench runs, and it then does nothing.)
    private func checkRunMode() throws(ParseError) {
        let modes = ["--screenshot", "--bench", "--tour", "--replay"].filter(givenFlags.contains)
        if modes.count > 1 {
            throw ParseError(description: "\(modes.joined(separator: " and ")) cannot be given together: "
                             + "each runs the app its own way")
        }
        if givenFlags.contains("--record"), let mode = modes.first, mode != "--bench" {
            throw ParseError(description: "--record writes live input, and \(mode) takes none")
        }
    }

    /// Rejects a negative `--state` for a style other than `panels`: a
    /// negative progress is the right panel's, which only panels has. Checked
    /// once the style is known, a remembered one included.
    package func checkStartState() throws(ParseError) {
        guard case .progress(let progress) = state, progress < 0, style != .panels else { return }
        throw ParseError(description: "--state \(progress) is a right panel's progress, which only panels has; "
                         + "\(style.rawValue) takes closed, open or a progress in [0, 1]")
    }

    /// Rejects a forced scale that draws the window (its size remembered or
    /// given) in less than a pixel either way: there is no framebuffer to draw.
    package func checkScale() throws(ParseError) {
        let side = min(size.width, size.height)
        guard let scale, side * scale < 1 - 1e-9 else { return }
        throw ParseError(description: "--scale \(scale) draws the \(Int(size.width))x\(Int(size.height)) window "
                         + "in less than a pixel; give a scale of at least \((1e6 / side).rounded(.up) / 1e6)")
    }

    private static func parseSize(_ text: String) throws(ParseError) -> Size {
        let parts = text.split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
              (1...16384).contains(width), (1...16384).contains(height) else {
            throw ParseError(description: "--size takes WxH in points (1 to 16384 each), e.g. 1024x700, not '\(text)'")
        }
        return Size(width: Double(width), height: Double(height))
    }

    private static func parseAppearance(_ name: String, from source: String) throws(ParseError) -> AppearanceChoice {
        guard let choice = AppearanceChoice(rawValue: name) else {
            throw ParseError(description: "\(source) takes light, dark or auto, not '\(name)'")
        }
        return choice
    }

    private static func parseState(_ text: String) throws(ParseError) -> StartState {
        switch text {
        case "closed": return .closed
        case "open": return .open
        default:
            guard let progress = Double(text), (-1...1).contains(progress) else {
                throw ParseError(description: "--state takes closed, open or a progress in [-1, 1], not '\(text)'")
            }
            return .progress(progress)
        }
    }
}
