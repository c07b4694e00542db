/// What assistive technology sees of a window showing a style: the
/// application, a frame named by the window title, the content with the
/// host's buttons, and the menu as a list of its rows. It is built from what
/// the library knows (the style's layers, the host's rows and buttons, the
/// keyboard focus), so every host and every style gets the same tree. The
/// menu is a list of list items, or a menu when every row is a menu item
/// (`Layer.accessibilityRole`). In a right-to-left layout every object's
/// extents are mirrored, as the picture is.
///
/// While the style covers the content modally (its layer marked `.dismiss`, push's
/// overlay or slidedown's snapshot, shows), the content and its buttons are
/// not `showing`; a button under another layer is not either.
package struct AccessibleTree: Sendable, Equatable {
    private typealias Role = AccessibleNode.Role

    /// The objects by id; "root" is the application.
    package private(set) var nodes: [String: AccessibleNode] = [:]

    /// An application with no window.
    package init(application: String) {
        nodes["root"] = AccessibleNode(id: "root", role: .application, name: application, frame: .zero, states: [])
    }

    /// The tree of a window titled `title`, `viewSize` points, showing `style`
    /// with `content`'s rows and buttons; `focused` is the layer with the
    /// keyboard focus, `isActive` whether the window has the desktop's focus.
    package init(application: String, title: String, viewSize: Size, isActive: Bool,
                 style: any MenuStyle, content: any MenuContent, focused: Layer?) {
        self.init(application: application)
        let view = Rect(origin: .zero, size: viewSize)
        let always: AccessibleState = [.enabled, .sensitive]
        add(AccessibleNode(id: "frame", role: .frame, name: title, frame: view,
                           states: always.union([.visible, .showing, .resizable]).union(isActive ? .active : []),
                           parent: "root"))
        let root = style.rootLayer
        let covered = style.coversContentModally
        // Docked, the content is what the menu leaves of the view.
        let menuShows = style.menuMode == .docked ? min(max(style.reveal.progress, 0), 1) * style.menuWidth : 0
        let contentFrame = Rect(x: menuShows, y: 0, width: max(view.width - menuShows, 0), height: view.height)
        add(AccessibleNode(id: "content", role: .panel, name: "", frame: contentFrame,
                           states: always.union(covered ? [.visible] : [.visible, .showing]), parent: "frame"))
        let heading = style.reveal.heading
        for (index, button) in content.buttons.enumerated() {
            let shown = Self.shownFrame(of: button, in: root, view: view)
            let reachable = shown.map { frame in
                let visible = frame.intersection(view)
                return !covered && Self.reaches(button, at: Point(x: visible.midX, y: visible.midY), in: root)
            } ?? false
            var states = always.union(.focusable)
            if shown != nil { states.insert(.visible) }
            if reachable { states.insert(.showing) }
            if button === focused { states.insert(.focused) }
            if case .menuToggle(let side) = button.accessibilityRole {
                states.formUnion(heading == .open(side) ? [.expandable, .expanded] : [.expandable, .collapsed])
            }
            add(AccessibleNode(id: "button\(index)", role: Role(button.accessibilityRole, default: .pushButton),
                               name: button.accessibleName,
                               frame: shown ?? .zero, states: states, parent: "content", target: .button(index)))
        }
        add(AccessibleNode(id: "menu", role: .list, name: "Menu", frame: .zero, states: always, parent: "frame"))
        var menuFrame: Rect?
        var menuStates = always
        for (index, row) in content.menuRows.enumerated() {
            let shown = Self.shownFrame(of: row, in: root, view: view).flatMap { Self.reachedPart(of: $0, by: row, in: root) }
            var states = always.union([.focusable, .selectable])
            if let shown {
                states.formUnion([.visible, .showing])
                menuStates.formUnion([.visible, .showing])
                menuFrame = menuFrame.map { $0.union(shown) } ?? shown
            }
            if row === focused { states.formUnion([.focused, .selected]) }
            add(AccessibleNode(id: "row\(index)", role: Role(row.accessibilityRole, default: .listItem), name: row.accessibleName, frame: shown ?? .zero, states: states, parent: "menu",
                               target: .row(index)))
        }
        nodes["menu"]?.frame = menuFrame ?? .zero
        nodes["menu"]?.states = menuStates
        // Rows that are menu items make a menu; list items, a list.
        let rows = nodes["menu"]?.children.compactMap { nodes[$0]?.role } ?? []
        if !rows.isEmpty, rows.allSatisfy({ $0 == .menuItem }) { nodes["menu"]?.role = .menu }
        if style.reveal.layoutDirection == .rightToLeft { mirrorFrames(width: viewSize.width) }
    }

    /// Mirrors every object's extents about the window's centre line, as the
    /// renderer mirrors the picture in a right-to-left layout (objects with no
    /// extents keep none).
    private mutating func mirrorFrames(width: Double) {
        for id in nodes.keys {
            guard let frame = nodes[id]?.frame, frame.width > 0 || frame.height > 0 else { continue }
            nodes[id]?.frame.origin.x = width - frame.maxX
        }
    }

    private mutating func add(_ node: AccessibleNode) {
        nodes[node.id] = node
        if let parent = node.parent { nodes[parent]?.children.append(node.id) }
    }

    /// The part of `layer` inside the view, where it is drawn at all.
    private static func shownFrame(of layer: Layer, in root: Layer, view: Rect) -> Rect? {
        guard let frame = layer.visibleFrame(in: root) else { return nil }
        let clipped = frame.intersection(view)
        return clipped.isEmpty ? nil : frame
    }

    /// `frame` narrowed to the part across its middle where a click reaches
    /// `layer`: a layer drawn over one side of it (sidebar3d's detail, over
    /// the turning menu's hinge) takes that side's clicks, and the part is
    /// what assistive technology is told is there. Probed at both ends and
    /// the middle, found to a tenth of a point; nil where no probe reaches
    /// (a row takes clicks, so one that none reaches does not show).
    private static func reachedPart(of frame: Rect, by layer: Layer, in root: Layer) -> Rect? {
        func reaches(_ x: Double) -> Bool { Self.reaches(layer, at: Point(x: x, y: frame.midY), in: root) }
        let ends = (min: frame.minX + 0.05, max: frame.maxX - 0.05)
        let (left, middle, right) = (reaches(ends.min), reaches(frame.midX), reaches(ends.max))
        /// The last x from `inside` toward `outside` where a click still reaches.
        func edge(from inside: Double, toward outside: Double) -> Double {
            var (reached, missed) = (inside, outside)
            while abs(missed - reached) > 0.1 {
                let halfway = (reached + missed) / 2
                if reaches(halfway) { reached = halfway } else { missed = halfway }
            }
            return reached
        }
        let span: (min: Double, max: Double)
        switch (left, middle, right) {
        case (_, true, _):
            span = (left ? frame.minX : edge(from: frame.midX, toward: frame.minX),
                    right ? frame.maxX : edge(from: frame.midX, toward: frame.maxX))
        case (true, false, _): span = (frame.minX, edge(from: ends.min, toward: frame.midX))
        case (false, false, true): span = (edge(from: ends.max, toward: frame.midX), frame.maxX)
        case (false, false, false): return nil
        }
        return Rect(x: span.min, y: frame.minY, width: span.max - span.min, height: frame.height)
    }

    /// A click at `point` would reach `layer`.
    private static func reaches(_ layer: Layer, at point: Point, in root: Layer) -> Bool {
        var hit = root.hitTest(point)
        while let current = hit {
            if current === layer { return true }
            hit = current.superlayer
        }
        return false
    }

    /// The object with `id`, if any.
    package subscript(id: String) -> AccessibleNode? { nodes[id] }

    /// The deepest showing object at `point` (window points) under `id`.
    package func node(at point: Point, under id: String) -> AccessibleNode? {
        guard let node = nodes[id] else { return nil }
        for child in node.children.reversed() {
            if let child = nodes[child], child.states.contains(.showing), child.frame.contains(point),
               let hit = self.node(at: point, under: child.id) {
                return hit
            }
        }
        return node.frame.contains(point) ? node : nil
    }

    /// The children that `old`'s objects lost and this tree's gained, parent
    /// by parent (objects in both trees only): each with its index when
    /// removed or added, one after another (removals first, the last first).
    package func childChanges(from old: AccessibleTree) -> [(parent: String, child: String, index: Int, isAdded: Bool)] {
        var changes: [(parent: String, child: String, index: Int, isAdded: Bool)] = []
        for id in nodes.keys.sorted() {
            guard let new = nodes[id], let before = old.nodes[id], new.children != before.children else { continue }
            for (index, child) in before.children.enumerated().reversed() where !new.children.contains(child) {
                changes.append((id, child, index, false))
            }
            for (index, child) in new.children.enumerated() where !before.children.contains(child) {
                changes.append((id, child, index, true))
            }
        }
        return changes
    }

    /// The objects (in both trees) whose name or role changed from `old`:
    /// the window's title, a button's label, a reused row of a new style.
    package func renamings(from old: AccessibleTree) -> [(id: String, name: String?, role: AccessibleNode.Role?)] {
        nodes.keys.sorted().compactMap { id in
            guard let new = nodes[id], let before = old.nodes[id],
                  new.name != before.name || new.role != before.role else { return nil }
            return (id, new.name == before.name ? nil : new.name, new.role == before.role ? nil : new.role)
        }
    }

    /// The states that changed from `old` to this tree, object by object
    /// (objects in both trees only), in a stable order: every state lost
    /// before any gained, so that the focus leaves one object before it
    /// reaches the next.
    package func stateChanges(from old: AccessibleTree) -> [(id: String, state: String, isOn: Bool)] {
        var changes: [(id: String, state: String, isOn: Bool)] = []
        for id in nodes.keys.sorted() {
            guard let new = nodes[id], let before = old.nodes[id], new.states != before.states else { continue }
            for (state, name) in AccessibleState.named where new.states.contains(state) != before.states.contains(state) {
                changes.append((id, name, new.states.contains(state)))
            }
        }
        return changes.filter { !$0.isOn } + changes.filter(\.isOn)
    }
}
