import CGio
import FoundationEssentials
import Glibc
import SlideOutCore
import Synchronization

/// A window's side of AT-SPI 2, spoken over D-Bus with GIO: it finds the
/// accessibility bus (`AT_SPI_BUS_ADDRESS`, else `org.a11y.Bus.GetAddress`
/// on the session bus), serves the window's accessible tree under
/// `/org/a11y/atspi/accessible` (the application is `root`), embeds it with
/// the registry (`org.a11y.atspi.Socket.Embed`, called without waiting: the
/// registry calls back while it embeds) and emits the tree's changes
/// (children added and removed, names and roles, states, the window's activation).
///
/// The bus is served on a thread of its own, running a private GLib main
/// context, from the last tree the run loop published (an immutable
/// snapshot under a lock). Actions asked for there are queued for the run
/// loop, which is woken to take them (`takeActions`). `stop` ends the
/// thread and closes the connection; where there is no session or
/// accessibility bus (or `NO_AT_BRIDGE=1`), `start` returns nil and nothing
/// is started or printed.
package final class AccessibilityBus: @unchecked Sendable {
    /// Where the window's points are on the screen.
    package struct Placement: Sendable, Equatable {
        /// The drawable area's top-left corner in screen pixels.
        package var originX = 0, originY = 0
        /// Framebuffer pixels per point.
        package var pixelsPerPoint = 1.0

        /// Places a window whose drawable area starts at (`originX`, `originY`) on the screen.
        package init(originX: Int, originY: Int, pixelsPerPoint: Double) {
            self.originX = originX
            self.originY = originY
            self.pixelsPerPoint = pixelsPerPoint
        }
    }

    struct Snapshot {
        var tree: AccessibleTree
        var placement = Placement(originX: 0, originY: 0, pixelsPerPoint: 1)
        /// The application's id, which the registry sets.
        var applicationID: Int32 = 0
    }

    /// The connection once the tree is served, and this end's bus name.
    private struct Served: @unchecked Sendable {
        let connection: OpaquePointer
        let uniqueName: String
    }

    let snapshot: Mutex<Snapshot>
    private let served = Mutex<Served?>(nil)
    private let actions = Mutex<[AccessibleNode.Target]>([])
    private let refusesActionsNow = Mutex(false)
    /// True while the window takes no live input (a replay plays): every
    /// action is refused (`DoAction` answers false).
    package var refusesActions: Bool {
        get { refusesActionsNow.withLock { $0 } }
        set { refusesActionsNow.withLock { $0 = newValue } }
    }
    private let environment: [String: String]
    /// The serving thread, from `start` until `stop`.
    private var thread: GLibThread?

    private init(application: String, environment: [String: String]) {
        snapshot = Mutex(Snapshot(tree: AccessibleTree(application: application)))
        self.environment = environment
    }

    deinit {
        stop()
    }

    /// Starts serving an application named `application`, or returns nil
    /// when the desktop has no bus to find an accessibility bus on.
    package static func start(application: String,
                              environment: [String: String] = ProcessInfo.processInfo.environment) -> AccessibilityBus? {
        guard environment["NO_AT_BRIDGE"] != "1" else { return nil }
        guard environment["AT_SPI_BUS_ADDRESS"] != nil || MessageBus.hasSessionBus(in: environment) else { return nil }
        let bus = AccessibilityBus(application: application, environment: environment)
        bus.thread = GLibThread { [bus] runUntilStopped in bus.serve(runUntilStopped) }
        return bus.thread == nil ? nil : bus
    }

    /// Ends the serving thread and closes the connection; waits until both are gone.
    package func stop() {
        thread?.stop()
        thread = nil
    }

    /// The actions asked for since the last call, oldest first.
    package func takeActions() -> [AccessibleNode.Target] {
        actions.withLock { queued in
            defer { queued = [] }
            return queued
        }
    }

    /// Makes `tree`, placed at `placement`, what the bus serves, and emits
    /// its changes from the tree served before.
    package func publish(_ tree: AccessibleTree, placement: Placement) {
        let old: AccessibleTree? = snapshot.withLock { current in
            guard current.tree != tree || current.placement != placement else { return nil }
            defer {
                current.tree = tree
                current.placement = placement
            }
            return current.tree
        }
        guard let old, let served = served.withLock({ $0 }) else { return }
        for change in tree.childChanges(from: old) {
            emit(on: served, id: change.parent, interface: "Object", member: "ChildrenChanged",
                 detail: change.isAdded ? "add" : "remove", value: Int32(change.index),
                 data: reference(to: change.child))
            // A window that opens focused is activated as it appears.
            if change.isAdded, change.child == "frame", tree["frame"]?.states.contains(.active) == true {
                emit(on: served, id: "frame", interface: "Window", member: "Activate", detail: "", value: 0)
            }
        }
        for renaming in tree.renamings(from: old) {
            if let name = renaming.name {
                emit(on: served, id: renaming.id, interface: "Object", member: "PropertyChange",
                     detail: "accessible-name", value: 0, data: Variant.string(name))
            }
            if let role = renaming.role {
                emit(on: served, id: renaming.id, interface: "Object", member: "PropertyChange",
                     detail: "accessible-role", value: 0, data: Variant.uint32(AccessibilityInterfaces.role(role).number))
            }
        }
        for change in tree.stateChanges(from: old) {
            emit(on: served, id: change.id, interface: "Object", member: "StateChanged", detail: change.state,
                 value: change.isOn ? 1 : 0)
            if change.id == "frame", change.state == "active" {
                emit(on: served, id: change.id, interface: "Window", member: change.isOn ? "Activate" : "Deactivate",
                     detail: "", value: 0)
            }
        }
    }

    /// Queues `target`'s action for the run loop and wakes it.
    func enqueue(_ target: AccessibleNode.Target) {
        actions.withLock { $0.append(target) }
        GLFWLibrary.postEmptyEvent()
    }

    /// The reference (`(so)`) to object `id` of this application.
    func reference(to id: String?) -> OpaquePointer {
        guard let id, let served = served.withLock({ $0 }) else {
            return Variant.reference(bus: "", path: AccessibilityInterfaces.nullPath)
        }
        return Variant.reference(bus: served.uniqueName, path: "\(AccessibilityInterfaces.pathPrefix)/\(id)")
    }

    /// Emits AT-SPI event `member` of `interface` from object `id`: its
    /// detail, first number, and its data, if any (the object it concerns, a new name).
    private func emit(on served: Served, id: String, interface: String, member: String, detail: String, value: Int32,
                      data: OpaquePointer? = nil) {
        let body = Variant.tuple([Variant.string(detail), Variant.int32(value), Variant.int32(0),
                                  Variant.boxed(data ?? Variant.int32(0)), Variant.emptyDictionary])
        g_dbus_connection_emit_signal(served.connection, nil, "\(AccessibilityInterfaces.pathPrefix)/\(id)",
                                      "org.a11y.atspi.Event.\(interface)", member, body, nil)
    }

    // MARK: The serving thread

    private func serve(_ runUntilStopped: () -> Void) {
        guard let address = accessibilityBusAddress(), let connection = MessageBus.connect(to: address) else { return }
        defer { MessageBus.close(connection) }
        let registration = g_dbus_connection_register_subtree(
            connection, AccessibilityInterfaces.pathPrefix, AccessibilityBus.subtreeVTable,
            G_DBUS_SUBTREE_FLAGS_DISPATCH_TO_UNENUMERATED_NODES, Unmanaged.passUnretained(self).toOpaque(), nil, nil)
        let cache = g_dbus_connection_register_object(
            connection, AccessibilityInterfaces.cachePath, AccessibilityInterfaces.info(AccessibilityInterfaces.cache),
            AccessibilityBus.interfaceVTable, Unmanaged.passUnretained(self).toOpaque(), nil, nil)
        defer {
            if cache != 0 { g_dbus_connection_unregister_object(connection, cache) }
            if registration != 0 { g_dbus_connection_unregister_subtree(connection, registration) }
        }
        guard registration != 0 else { return }
        let uniqueName = String(cString: g_dbus_connection_get_unique_name(connection))
        served.withLock { $0 = Served(connection: connection, uniqueName: uniqueName) }
        defer { served.withLock { $0 = nil } }
        g_dbus_connection_call(connection, "org.a11y.atspi.Registry", "\(AccessibilityInterfaces.pathPrefix)/root",
                               "org.a11y.atspi.Socket", "Embed", Variant.tuple([reference(to: "root")]), nil,
                               G_DBUS_CALL_FLAGS_NONE, -1, nil, nil, nil)
        runUntilStopped()
    }

    /// `AT_SPI_BUS_ADDRESS`, else what the session bus's `org.a11y.Bus` answers.
    private func accessibilityBusAddress() -> String? {
        if let address = environment["AT_SPI_BUS_ADDRESS"] { return address }
        guard let session = MessageBus.connectToSession() else { return nil }
        defer { MessageBus.close(session) }
        guard let reply = g_dbus_connection_call_sync(session, "org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus",
                                                      "GetAddress", nil, slideout_variant_type("(s)"),
                                                      G_DBUS_CALL_FLAGS_NONE, 2000, nil, nil) else { return nil }
        defer { g_variant_unref(reply) }
        let address = Variant.child(reply, 0) { String(cString: g_variant_get_string($0, nil)) }
        return address.isEmpty ? nil : address
    }
}
