/// Push's dimming overlay follows the appearance: light grey over light
/// content, black over dark content (which grey would lighten).
extension PushMenu: AppearanceFollowingStyle {
    package func adopt(_ appearance: Appearance) {
        overlayLayer.backgroundColor = appearance.dimmingColor(light: parameters.overlayColor)
    }
}
