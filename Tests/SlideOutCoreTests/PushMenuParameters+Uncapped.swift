@testable import SlideOutCore

extension PushMenu.Parameters {
    /// Seed 000's rule with no desktop cap: interaction tests keep a
    /// 600-point menu in an 800-point view, as they were written.
    static let uncapped = PushMenu.Parameters().uncapped

    /// Seed 001's rule with no desktop cap (a 640-point drawer in an 800-point view).
    static let uncappedDrawer = PushMenu.Parameters.drawer.uncapped

    private var uncapped: PushMenu.Parameters {
        var parameters = self
        parameters.maximumWidth = .infinity
        return parameters
    }
}
