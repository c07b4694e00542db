import Foundation
import SlideOutCore
import SlideOutRender
import XCTest
@testable import SlideOutApp

/// Feeds every style, inside the demo's own screen for it (built as
/// `slideout --style NAME` builds it, headless: no window, no GL), seeded
/// random input the way `MenuHost` delivers it:
/// pointer drags that leave the window far on any side, wheel notches
/// (sourced or not), trackpad swipes with and without their stop, keys,
/// resizes from 0x0 to 10000x8000 and clock steps from 0 to 100 s.
///
/// After every event: progress is finite, within its sides (a spring may
/// bounce a quarter of the travel past them) and exactly on a rest position
/// when the state rests; only a drag or swipe moves it at once; the layout
/// follows it as the tutorial says; a tap names a visible layer that takes
/// input and never reaches a screen the menu covers; a row is chosen only
/// while its menu shows; the keyboard focus sits on a row of the open menu
/// or on a host button while the menu rests or animates closed;
/// openings and closings alternate. Every few events and at every rest: no
/// NaN or infinity and no opacity outside 0...1 anywhere in the layer tree.
/// Each random sequence ends with every button and finger lifted: the style
/// must then come to rest within 30 s, open or closed, laid out as its
/// tutorial says for that state, with no press left showing.
///
/// `SLIDEOUT_FUZZ_EVENTS` sets the events per style (default 1,000,000) and
/// `SLIDEOUT_FUZZ_SEED` the seed (default 1); a failure names the style, the
/// seed and the event index, and replays from them.
final class StyleFuzzTests: XCTestCase {
    func testPushSurvivesRandomInput() throws { fuzz(try pushRig(drawer: false)) }
    func testDrawerSurvivesRandomInput() throws { fuzz(try pushRig(drawer: true)) }
    func testPanelsSurviveRandomInput() throws { fuzz(try panelsRig()) }
    func testSidebar3DSurvivesRandomInput() throws { fuzz(try sidebar3DRig()) }
    func testSlideDownSurvivesRandomInput() throws { fuzz(try slideDownRig()) }

    private func fuzz(_ rig: FuzzRig) {
        let environment = ProcessInfo.processInfo.environment
        let events = environment["SLIDEOUT_FUZZ_EVENTS"].flatMap { Int($0) } ?? 1_000_000
        let seed = environment["SLIDEOUT_FUZZ_SEED"].flatMap { UInt64($0) } ?? 1
        let fuzzer = StyleFuzzer(rig: rig, seed: seed)
        let start = Date()
        do {
            try fuzzer.run(events: events)
        } catch {
            XCTFail("fuzz \(rig.name), seed \(seed), event \(error.index): \(error.message)")
        }
        let seconds = String(format: "%.1f", Date().timeIntervalSince(start))
        print("fuzz \(rig.name): \(fuzzer.index) events, seed \(seed), \(seconds) s")
    }
}

// MARK: - What each style's layout must show

/// How far a spring's bounce (panels, slidedown) may carry progress past a
/// rest position: a quarter of the travel.
private let springBounce = 0.25

/// The demo's screen for `style`, and its menu as the style it must be.
private func makeRig<Menu: MenuStyle>(_ style: Options.StyleName, as _: Menu.Type) throws -> (FuzzRig, Menu) {
    let rig = FuzzRig(style, measurer: PangoTextMeasurer())
    return (rig, try XCTUnwrap(rig.style as? Menu, "the \(style) screen's menu is no \(Menu.self)"))
}

/// Seed 000's two-tab app (its red button toggles the menu), or seed 001's
/// four-tab drawer app (an avatar toggles it; a chosen row pushes a Profile
/// screen onto the tab it opened over).
private func pushRig(drawer: Bool) throws -> FuzzRig {
    let (rig, push) = try makeRig(drawer ? .drawer : .push, as: PushMenu.self)
    // Seed 000: no input reaches the content while the menu is open or moving. Seed 001 has no overlay.
    rig.covered = drawer ? nil : push.contentLayer
    // The seed's fraction of the view, capped on a wide one (SPEC "Desktop sizes"; the rig never docks).
    // Seed 000 floors its 0.75 w; seed 001 takes 0.8 w as it is.
    let (fraction, cap, overlayOpacity) = drawer ? (0.8, 360.0, 0.0) : (0.75, 320.0, 0.35)
    func menuWidth(_ size: Size) -> Double {
        min(drawer ? fraction * size.width : (fraction * size.width).rounded(.down), cap)
    }
    rig.layoutError = { size in
        let (menu, content, progress) = (push.menuLayer.frame, push.contentLayer.frame, push.reveal.progress)
        let width = menuWidth(size)
        if content.minX != menu.maxX { return "content at \(content.minX), not glued to the menu's edge \(menu.maxX)" }
        if menu.width != width || abs(menu.minX - (progress - 1) * width) > 1e-9 * max(width, 1) {
            return "menu \(menu) at progress \(progress) in a \(size) view"
        }
        let overlay = push.overlayLayer
        if overlay.isHidden != (overlayOpacity == 0 || push.reveal.state == .closed) {
            return "overlay hidden \(overlay.isHidden) while \(push.reveal.state)"
        }
        if abs(overlay.opacity - progress * overlayOpacity) > 1e-12
            || overlay.frame != Rect(origin: .zero, size: size) {
            return "overlay \(overlay.frame) at opacity \(overlay.opacity), progress \(progress)"
        }
        return nil
    }
    rig.settledError = { size in
        let open = push.reveal.state == .open(.leading)
        let width = menuWidth(size)
        let menu = Rect(x: open ? 0 : -width, y: 0, width: width, height: size.height)
        let content = Rect(x: open ? width : 0, y: 0, width: size.width, height: size.height)
        if push.menuLayer.frame != menu || push.contentLayer.frame != content {
            return "\(push.reveal.state): menu \(push.menuLayer.frame), content \(push.contentLayer.frame)"
        }
        if push.overlayLayer.opacity != (open ? overlayOpacity : 0) {
            return "\(push.reveal.state): overlay opacity \(push.overlayLayer.opacity)"
        }
        return nil
    }
    return rig
}

/// Seed 002's kitties and puppies: a bar button on either side uncovers a
/// side panel (made when needed) listing animals.
private func panelsRig() throws -> FuzzRig {
    let (rig, panels) = try makeRig(.panels, as: PanelsMenu.self)
    rig.overshoot = springBounce
    // The centre keeps 60 points, and a side panel shows at most 400 (SPEC "Desktop sizes").
    let travel = { (size: Size) in max(min(size.width - 60, 400), 1) }
    rig.layoutError = { size in
        let travel = travel(size)
        let frame = panels.centerLayer.frame
        if abs(frame.minX - panels.reveal.progress * travel) > 1e-9 * travel
            || frame.size != size || frame.minY != 0 {
            return "centre \(frame) at progress \(panels.reveal.progress) in a \(size) view"
        }
        if panels.centerLayer.shadowOpacity != (panels.reveal.state == .closed ? 0 : 0.8) {
            return "shadow \(panels.centerLayer.shadowOpacity) while \(panels.reveal.state)"
        }
        if panels.rootLayer.sublayers.last !== panels.centerLayer { return "a side panel lies over the centre" }
        if let side = panels.shownSide, panels.panels[side]?.isHidden != false {
            return "the \(side) panel does not show"
        }
        return nil
    }
    rig.settledError = { size in
        let state = panels.reveal.state
        var side: RevealSide?
        if case .open(let open) = state { side = open }
        let x = side.map { $0.sign * travel(size) } ?? 0
        if panels.centerLayer.frame != Rect(x: x, y: 0, width: size.width, height: size.height) {
            return "\(state): centre \(panels.centerLayer.frame)"
        }
        // Only the open side's panel exists, under the centre, filling the view.
        let tree = panels.rootLayer.sublayers
        let panel = side.flatMap { panels.panels[$0] }
        if panels.panels.count != (side == nil ? 0 : 1) || tree.count != panels.panels.count + 1
            || side != nil && (tree.first !== panel || panel?.isHidden != false
                               || panel?.frame != Rect(origin: .zero, size: size)) {
            return "\(state): \(tree.map(\.name)) in the tree"
        }
        return nil
    }
    return rig
}

/// Seed 003's 80-point column of coloured rows beside a detail whose bar's
/// hamburger turns with the menu and toggles it.
private func sidebar3DRig() throws -> FuzzRig {
    let (rig, sidebar) = try makeRig(.sidebar3d, as: Sidebar3DMenu.self)
    let (column, detail) = (sidebar.menuContainer, sidebar.detailContainer)
    let hamburger = try XCTUnwrap(rig.screen.buttons.first { $0.name == "hamburger" })
    rig.layoutError = { size in
        let hidden = min(max(1 - sidebar.reveal.progress, 0), 1)
        if abs(sidebar.scrollView.contentOffset - 80 * hidden) > 1e-9 || abs(column.opacity - (1 - hidden)) > 1e-12 {
            return "offset \(sidebar.scrollView.contentOffset), menu opacity \(column.opacity), hidden \(hidden)"
        }
        if detail.frame != Rect(x: 80, y: 0, width: size.width, height: size.height) {
            return "detail \(detail.frame) in a \(size) view"
        }
        return nil
    }
    rig.settledError = { size in
        let shown = sidebar.reveal.state == .open(.leading)
        let detailX = sidebar.scrollView.contentLayer.position.x + detail.frame.minX
        if detailX != (shown ? 80 : 0) || column.opacity != (shown ? 1 : 0) {
            return "\(sidebar.reveal.state): detail at \(detailX), menu opacity \(column.opacity)"
        }
        if abs(hamburger.transform.m12 - (shown ? 1 : 0)) > 1e-12 {
            return "\(sidebar.reveal.state): hamburger turned by asin \(hamburger.transform.m12)"
        }
        guard shown else { return nil }
        // Shown, the menu is a flat 80-point strip at the window's leading edge.
        let toWindow = column.transformToSuperlayer.concatenating(sidebar.scrollView.contentLayer.transformToSuperlayer)
            .concatenating(sidebar.scrollView.layer.transformToSuperlayer)
        let corners = [Point(x: 0, y: 0), Point(x: 80, y: size.height)]
        for corner in corners {
            let onScreen = toWindow.apply(to: corner)
            if abs(onScreen.x - corner.x) > 1e-9 || abs(onScreen.y - corner.y) > 1e-9 * max(size.height, 1) {
                return "shown menu's corner \(corner) drawn at \(onScreen)"
            }
        }
        return nil
    }
    return rig
}

/// Seed 004's news list under a bar with a menu button; the menu lists
/// sections, and choosing one retitles the list.
private func slideDownRig() throws -> FuzzRig {
    let (rig, slide) = try makeRig(.slidedown, as: SlideDownMenu.self)
    rig.overshoot = springBounce
    // The snapshot stands in for the main screen: the live one is covered while the menu is presented.
    rig.covered = slide.mainLayer
    rig.snapshotSource = slide.mainLayer
    rig.layoutError = { size in
        let progress = slide.reveal.progress
        let presented = slide.reveal.state != .closed
        if slide.isPresented != presented || slide.snapshotLayer.isHidden == presented
            || slide.menuLayer.isHidden == presented {
            return "snapshot \(String(describing: slide.snapshotLayer.contents)) while \(slide.reveal.state)"
        }
        let (snapshot, menu) = (slide.snapshotLayer.frame, slide.menuLayer.frame)
        if abs(snapshot.minY - progress * (size.height - 150)) > 1e-9 * max(size.height, 150)
            || abs(menu.minY + 50 * (1 - progress)) > 1e-9 * 50 || snapshot.size != size || menu.size != size {
            return "snapshot \(snapshot), menu \(menu) at progress \(progress) in a \(size) view"
        }
        return nil
    }
    rig.settledError = { [unowned rig] size in
        let open = slide.reveal.state == .open(.leading)
        // Presented: the picture last asked for, 150 points of it left showing, the menu in place.
        if open, slide.snapshotLayer.contents != rig.lastSnapshot.map({ .snapshot(id: $0) }) {
            return "presented \(String(describing: slide.snapshotLayer.contents)), asked for \(rig.lastSnapshot ?? 0)"
        }
        let snapshotY = open ? size.height - 150 : 0
        if slide.snapshotLayer.frame.minY != snapshotY
            || open && slide.menuLayer.frame != Rect(origin: .zero, size: size) {
            return "\(slide.reveal.state): snapshot \(slide.snapshotLayer.frame), menu \(slide.menuLayer.frame)"
        }
        return nil
    }
    return rig
}
