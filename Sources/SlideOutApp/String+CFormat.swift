import Glibc

extension String {
    /// `format` filled in as C's printf does (`%.4f`, `%05d`), for fixed-width
    /// numbers in traces, tables and file names.
    init(cFormat format: String, _ arguments: any CVarArg...) {
        // Short results (nearly all) are written once into a buffer on the stack.
        let fitted: String? = withUnsafeTemporaryAllocation(of: CChar.self, capacity: 64) { buffer in
            let length = withVaList(arguments) { vsnprintf(buffer.baseAddress, buffer.count, format, $0) }
            guard length >= 0, Int(length) < buffer.count else { return length < 0 ? "" : nil }
            return String(decoding: UnsafeRawBufferPointer(start: buffer.baseAddress, count: Int(length)), as: UTF8.self)
        }
        if let fitted {
            self = fitted
            return
        }
        let length = withVaList(arguments) { vsnprintf(nil, 0, format, $0) }
        var buffer = [CChar](repeating: 0, count: Int(length) + 1)
        _ = withVaList(arguments) { vsnprintf(&buffer, buffer.count, format, $0) }
        self = String(decoding: buffer.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
