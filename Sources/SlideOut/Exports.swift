// One import for a host: `import SlideOut` brings the core, the renderer and the platform.
@_exported import SlideOutCore
@_exported import SlideOutPlatform
@_exported import SlideOutRender
