import CGio

/// Builds and reads GLib's `GVariant`s without its variadic calls, which
/// Swift cannot call. What is built is floating: the call it is passed to takes it.
enum Variant {
    static func string(_ value: String) -> OpaquePointer { g_variant_new_string(value) }
    static func int32(_ value: Int32) -> OpaquePointer { g_variant_new_int32(value) }
    static func uint32(_ value: UInt32) -> OpaquePointer { g_variant_new_uint32(value) }
    static func bool(_ value: Bool) -> OpaquePointer { g_variant_new_boolean(value ? 1 : 0) }
    static func double(_ value: Double) -> OpaquePointer { g_variant_new_double(value) }
    static func boxed(_ value: OpaquePointer) -> OpaquePointer { g_variant_new_variant(value) }

    static func tuple(_ items: [OpaquePointer]) -> OpaquePointer {
        var children: [OpaquePointer?] = items
        return children.withUnsafeMutableBufferPointer { g_variant_new_tuple($0.baseAddress, gsize($0.count)) }
    }

    /// An array of `items` whose element type is `type` (needed when it is empty).
    static func array(of type: String, _ items: [OpaquePointer]) -> OpaquePointer {
        var children: [OpaquePointer?] = items
        return children.withUnsafeMutableBufferPointer { buffer in
            type.withCString { g_variant_new_array(slideout_variant_type($0), buffer.baseAddress, gsize(buffer.count)) }
        }
    }

    /// An object reference, `(so)`: a bus name and an object path.
    static func reference(bus: String, path: String) -> OpaquePointer {
        tuple([string(bus), g_variant_new_object_path(path)])
    }

    /// An empty `a{sv}` (an event's properties).
    static var emptyDictionary: OpaquePointer { array(of: "{sv}", []) }

    /// Child `index` of a tuple, read by `read` (which must not keep it).
    static func child<T>(_ tuple: OpaquePointer?, _ index: Int, _ read: (OpaquePointer?) -> T) -> T {
        let child = g_variant_get_child_value(tuple, gsize(index))
        defer { g_variant_unref(child) }
        return read(child)
    }

    static func int32(in tuple: OpaquePointer?, at index: Int) -> Int32 { child(tuple, index, g_variant_get_int32) }
    static func uint32(in tuple: OpaquePointer?, at index: Int) -> UInt32 { child(tuple, index, g_variant_get_uint32) }
}
