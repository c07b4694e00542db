import CEpoxy
import FoundationEssentials

/// Linked programs kept on disk in the driver's own binary form, so that
/// every start after the first skips compiling GLSL: Mesa sets its GLSL
/// compiler up on the first compile of a process, about 6 ms before the first
/// frame, and the programs take 2 ms more, where loading their binaries
/// takes 1 ms (and each is loaded only when a draw first needs it,
/// `LazyQuadProgram`).
///
/// Each program has one file, named after both its shaders, headed by a
/// key made of the driver's identity and both sources: an edited shader or
/// another driver finds no binary, and the file is replaced. A driver that
/// rejects a binary gets the program compiled again.
/// A cache that cannot be read or written costs only the compile.
final class ProgramBinaryCache {
    /// The folder the binaries are kept in, made on the first store.
    let directory: URL
    /// Programs made from a stored binary since this cache was made.
    private(set) var loadedCount = 0
    /// Binaries written since this cache was made.
    private(set) var storedCount = 0

    /// Key (8 bytes) and binary format (4 bytes), little-endian, before the binary.
    private static let headerSize = 12

    init(directory: URL) {
        self.directory = directory
    }

    /// `$XDG_CACHE_HOME/slideout/programs`, else `~/.cache/slideout/programs`;
    /// nil where neither variable is set.
    static func standard(environment: [String: String] = ProcessInfo.processInfo.environment) -> ProgramBinaryCache? {
        let base = environment["XDG_CACHE_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
            ?? environment["HOME"].flatMap { $0.isEmpty ? nil : $0 + "/.cache" }
        return base.map { ProgramBinaryCache(directory: URL(fileURLWithPath: $0 + "/slideout/programs")) }
    }

    /// The key of a program built from `sources` (names and texts) by the
    /// current context's driver: 64-bit FNV-1a over both, NUL-separated.
    static func key(for sources: [String]) -> UInt64 {
        let driver = [GL_VENDOR, GL_RENDERER, GL_VERSION].map { sgl_string(GLenum($0)).map { String(cString: $0) } ?? "" }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for part in driver + sources {
            for byte in part.utf8 + [0] {
                hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
            }
        }
        return hash
    }

    /// A program's binary as this driver stored it, not yet given to GL.
    struct StoredBinary {
        let format: GLenum
        let bytes: Data
    }

    /// The binary stored as `name` under `key`; nil when there is none or it
    /// has another key.
    func binary(named name: String, key: UInt64) -> StoredBinary? {
        guard let data = try? Data(contentsOf: file(named: name)), data.count > Self.headerSize else { return nil }
        let (storedKey, format) = data.withUnsafeBytes {
            (UInt64(littleEndian: $0.loadUnaligned(as: UInt64.self)),
             GLenum(littleEndian: $0.loadUnaligned(fromByteOffset: 8, as: GLenum.self)))
        }
        guard storedKey == key else { return nil }
        return StoredBinary(format: format, bytes: data.dropFirst(Self.headerSize))
    }

    /// A linked program made from `binary`; nil when the driver rejects it.
    func program(from binary: StoredBinary) -> GLuint? {
        let program = sgl_create_program()
        binary.bytes.withUnsafeBytes {
            sgl_program_binary(program, binary.format, $0.baseAddress, GLsizei($0.count))
        }
        guard sgl_program_param(program, GLenum(GL_LINK_STATUS)) != 0 else {
            sgl_delete_program(program)
            return nil
        }
        loadedCount += 1
        return program
    }

    /// Stores linked `program`'s binary as `name` under `key`, replacing the
    /// file at once (other processes may be reading it).
    func store(_ program: GLuint, named name: String, key: UInt64) {
        let length = sgl_program_param(program, GLenum(GL_PROGRAM_BINARY_LENGTH))
        guard length > 0 else { return }
        var bytes = [UInt8](repeating: 0, count: Int(length))
        var format: GLenum = 0
        let written = bytes.withUnsafeMutableBytes { sgl_get_program_binary(program, length, &format, $0.baseAddress) }
        guard written > 0 else { return }
        var binary = Data()
        withUnsafeBytes(of: key.littleEndian) { binary.append(contentsOf: $0) }
        withUnsafeBytes(of: format.littleEndian) { binary.append(contentsOf: $0) }
        binary.append(contentsOf: bytes.prefix(Int(written)))
        guard (try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)) != nil,
              (try? binary.write(to: file(named: name), options: .atomic)) != nil else { return }
        storedCount += 1
    }

    private func file(named name: String) -> URL {
        directory.appendingPathComponent(name + ".bin")
    }
}
