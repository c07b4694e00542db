import CGio
import SlideOutCore

/// The AT-SPI methods and properties, answered on the serving thread from
/// the published snapshot.
extension AccessibilityBus {
    private static func bus(_ userData: UnsafeMutableRawPointer?) -> AccessibilityBus {
        Unmanaged<AccessibilityBus>.fromOpaque(userData!).takeUnretainedValue()
    }

    private static func id(of path: UnsafePointer<gchar>?) -> String {
        String(cString: path!).split(separator: "/").last.map(String.init) ?? ""
    }

    /// Every object under the prefix answers through one table.
    nonisolated(unsafe) static let subtreeVTable: UnsafeMutablePointer<GDBusSubtreeVTable> = {
        let table = UnsafeMutablePointer<GDBusSubtreeVTable>.allocate(capacity: 1)
        table.initialize(to: GDBusSubtreeVTable())
        table.pointee.enumerate = { _, _, _, userData in
            let ids = bus(userData).snapshot.withLock { Array($0.tree.nodes.keys) }
            let strv = g_malloc0(gsize(MemoryLayout<UnsafeMutablePointer<gchar>?>.stride * (ids.count + 1)))!
                .assumingMemoryBound(to: UnsafeMutablePointer<gchar>?.self)
            for (index, id) in ids.enumerated() { strv[index] = g_strdup(id) }
            return strv
        }
        table.pointee.introspect = { _, _, _, node, userData in
            guard let node, let found = bus(userData).snapshot.withLock({ $0.tree[String(cString: node)] }) else {
                return nil
            }
            let names = AccessibilityInterfaces.names(for: found)
            let infos = g_malloc0(gsize(MemoryLayout<UnsafeMutablePointer<GDBusInterfaceInfo>?>.stride * (names.count + 1)))!
                .assumingMemoryBound(to: UnsafeMutablePointer<GDBusInterfaceInfo>?.self)
            for (index, name) in names.enumerated() {
                infos[index] = g_dbus_interface_info_ref(AccessibilityInterfaces.info(name))
            }
            return infos
        }
        table.pointee.dispatch = { _, _, _, _, _, outUserData, userData in
            outUserData?.pointee = userData
            return UnsafePointer(interfaceVTable)
        }
        return table
    }()

    nonisolated(unsafe) static let interfaceVTable: UnsafeMutablePointer<GDBusInterfaceVTable> = {
        let table = UnsafeMutablePointer<GDBusInterfaceVTable>.allocate(capacity: 1)
        table.initialize(to: GDBusInterfaceVTable())
        table.pointee.method_call = { _, _, path, interface, method, parameters, invocation, userData in
            let bus = bus(userData)
            let reply = bus.answer(id: id(of: path), interface: String(cString: interface!),
                                   method: String(cString: method!), parameters: parameters)
            if let reply {
                g_dbus_method_invocation_return_value(invocation, Variant.tuple(reply))
            } else {
                g_dbus_method_invocation_return_dbus_error(invocation, "org.freedesktop.DBus.Error.UnknownObject",
                                                           "no such accessible object")
            }
        }
        table.pointee.get_property = { _, _, path, interface, property, _, userData in
            bus(userData).property(id: id(of: path), interface: String(cString: interface!),
                                   name: String(cString: property!))
        }
        table.pointee.set_property = { _, _, path, _, property, value, _, userData in
            guard String(cString: property!) == "Id", id(of: path) == "root" else { return 0 }
            let applicationID = g_variant_get_int32(value)
            bus(userData).snapshot.withLock { $0.applicationID = applicationID }
            return 1
        }
        return table
    }()

    /// The value of property `name` of object `id`, or nil when there is none.
    private func property(id: String, interface: String, name: String) -> OpaquePointer? {
        let (node, applicationID) = snapshot.withLock { ($0.tree[id], $0.applicationID) }
        guard let node else { return nil }
        switch name {
        case "Name": return Variant.string(node.name)
        case "Description", "Locale", "HelpText": return Variant.string("")
        case "Parent":
            return node.parent.map { reference(to: $0) }
                ?? Variant.reference(bus: "org.a11y.atspi.Registry", path: "\(AccessibilityInterfaces.pathPrefix)/root")
        case "ChildCount": return Variant.int32(Int32(node.children.count))
        case "AccessibleId": return Variant.string(node.id)
        case "ToolkitName": return Variant.string("SlideOut")
        case "Version": return Variant.string("1.0")
        case "AtspiVersion": return Variant.string("2.1")
        case "Id": return Variant.int32(applicationID)
        case "NActions": return Variant.int32(node.target == nil ? 0 : 1)
        default: return nil
        }
    }

    /// The reply to `method` on object `id`, or nil when the object is gone.
    private func answer(id: String, interface: String, method: String, parameters: OpaquePointer?) -> [OpaquePointer]? {
        if interface == AccessibilityInterfaces.cache { return [Variant.array(of: "((so)(so)(so)iiassusau)", [])] }
        let (tree, placement) = snapshot.withLock { ($0.tree, $0.placement) }
        guard let node = tree[id] else { return nil }
        switch method {
        case "GetChildAtIndex":
            let index = Int(Variant.int32(in: parameters, at: 0))
            return [reference(to: node.children.indices.contains(index) ? node.children[index] : nil)]
        case "GetChildren": return [Variant.array(of: "(so)", node.children.map { reference(to: $0) })]
        case "GetIndexInParent":
            let index = node.parent.flatMap { tree[$0]?.children.firstIndex(of: id) } ?? -1
            return [Variant.int32(Int32(index))]
        case "GetRelationSet": return [Variant.array(of: "(ua(so))", [])]
        case "GetRole": return [Variant.uint32(AccessibilityInterfaces.role(node.role).number)]
        case "GetRoleName", "GetLocalizedRoleName": return [Variant.string(AccessibilityInterfaces.role(node.role).name)]
        case "GetState":
            return [Variant.array(of: "u", AccessibilityInterfaces.stateWords(node.states).map(Variant.uint32))]
        case "GetAttributes": return [Variant.array(of: "{ss}", [])]
        case "GetApplication": return [reference(to: "root")]
        case "GetInterfaces": return [Variant.array(of: "s", AccessibilityInterfaces.names(for: node).map(Variant.string))]
        case "GetLocale": return [Variant.string("")]
        default:
            return interface == AccessibilityInterfaces.action ? action(method, on: node, parameters: parameters)
                : component(method, of: node, in: tree, placement: placement, parameters: parameters)
        }
    }

    private func action(_ method: String, on node: AccessibleNode, parameters: OpaquePointer?) -> [OpaquePointer] {
        let description = node.target.map { if case .row = $0 { "Chooses the row" } else { "Presses the button" } } ?? ""
        switch method {
        case "GetName", "GetLocalizedName": return [Variant.string("click")]
        case "GetDescription": return [Variant.string(description)]
        case "GetKeyBinding": return [Variant.string("")]
        case "GetActions":
            return [Variant.array(of: "(sss)", node.target == nil ? []
                : [Variant.tuple([Variant.string("click"), Variant.string(description), Variant.string("")])])]
        default:
            // As a click: only on what shows (not on a closed menu's rows, nor on what a modal menu covers).
            guard let target = node.target, node.states.contains(.showing), !refusesActions,
                  Variant.int32(in: parameters, at: 0) == 0 else { return [Variant.bool(false)] }
            enqueue(target)
            return [Variant.bool(true)]
        }
    }

    private func component(_ method: String, of node: AccessibleNode, in tree: AccessibleTree, placement: Placement,
                           parameters: OpaquePointer?) -> [OpaquePointer] {
        let scale = placement.pixelsPerPoint
        /// The origin, in pixels of `coordinates` (0 screen, 1 window, 2 parent), of window pixels.
        func origin(_ coordinates: UInt32) -> (x: Int, y: Int) {
            switch coordinates {
            case 0: return (placement.originX, placement.originY)
            case 2:
                let parent = node.parent.flatMap { tree[$0] }?.frame ?? .zero
                return (-Int((parent.minX * scale).rounded()), -Int((parent.minY * scale).rounded()))
            default: return (0, 0)
            }
        }
        func extents(_ coordinates: UInt32) -> (x: Int32, y: Int32, width: Int32, height: Int32) {
            // Edges rounded to pixels, so neighbours meet without gap or overlap.
            let (x, y) = origin(coordinates), frame = node.frame
            let left = Int((frame.minX * scale).rounded()), top = Int((frame.minY * scale).rounded())
            let right = Int((frame.maxX * scale).rounded()), bottom = Int((frame.maxY * scale).rounded())
            return (Int32(x + left), Int32(y + top), Int32(right - left), Int32(bottom - top))
        }
        /// The point a method was given, in window points.
        func point() -> Point {
            let coordinates = Variant.uint32(in: parameters, at: 2)
            let (x, y) = origin(coordinates)
            return Point(x: Double(Int(Variant.int32(in: parameters, at: 0)) - x) / scale,
                         y: Double(Int(Variant.int32(in: parameters, at: 1)) - y) / scale)
        }
        switch method {
        case "GetExtents":
            let box = extents(Variant.uint32(in: parameters, at: 0))
            return [Variant.tuple([Variant.int32(box.x), Variant.int32(box.y), Variant.int32(box.width),
                                   Variant.int32(box.height)])]
        case "GetPosition":
            let box = extents(Variant.uint32(in: parameters, at: 0))
            return [Variant.int32(box.x), Variant.int32(box.y)]
        case "GetSize":
            let box = extents(1)
            return [Variant.int32(box.width), Variant.int32(box.height)]
        case "Contains": return [Variant.bool(node.frame.contains(point()))]
        case "GetAccessibleAtPoint":
            let hit = tree.node(at: point(), under: node.id)
            return [reference(to: hit.flatMap { $0.id == node.id ? nil : $0.id })]
        case "GetLayer": return [Variant.uint32(node.role == .frame ? 7 : 3)]
        case "GetMDIZOrder": return [g_variant_new_int16(0)]
        case "GetAlpha": return [Variant.double(1)]
        default: return [Variant.bool(false)]
        }
    }
}
