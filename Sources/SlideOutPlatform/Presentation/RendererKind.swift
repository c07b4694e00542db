/// Whether an OpenGL context draws on the CPU or on a GPU, told by its
/// `GL_RENDERER`.
///
/// Mesa's software rasterizers name themselves: "llvmpipe (LLVM 15.0.6,
/// 256 bits)", "softpipe", and "swrast" where the DRI loader fell back.
/// A layered driver names what runs under it: zink over a GPU is "zink
/// (NVIDIA GeForce RTX 3060)", zink over lavapipe (Vulkan on llvmpipe) is
/// "zink (llvmpipe (LLVM ...))", and virgl names its host's renderer in
/// newer Mesa ("virgl (...)") or nothing ("virgl", a host GPU). So a
/// renderer that names a software rasterizer anywhere draws on the CPU;
/// every other draws on a GPU.
enum RendererKind: Equatable, Sendable {
    /// Mesa's llvmpipe, softpipe or swrast, directly or under a layered driver.
    case software
    /// Anything else: a GPU's driver.
    case gpu

    /// The names Mesa's software rasterizers give themselves.
    private static let softwareNames = ["llvmpipe", "softpipe", "swrast"]

    /// The kind of the context whose `GL_RENDERER` is `renderer`.
    init(renderer: String) {
        let name = renderer.lowercased()
        self = Self.softwareNames.contains { name.contains($0) } ? .software : .gpu
    }
}
