import SlideOutCore

/// An iOS-style navigation bar: light bar, hairline, centred bold title.
final class NavigationBar {
    static let height = 44.0
    let layer = Layer(name: "navigationBar")
    private let titleLabel: Layer
    private let hairline = Layer(name: "navigationBar.hairline")
    private let measurer: any TextMeasuring

    init(title: String, measurer: any TextMeasuring) {
        self.measurer = measurer
        titleLabel = Label.make(Self.titleText(title), measurer: measurer)
        layer.backgroundColor = .barBackground
        layer.anchorPoint = .zero
        hairline.backgroundColor = Color(white: 0.78)
        layer.addSublayer(titleLabel)
        layer.addSublayer(hairline)
    }

    var title: String {
        get {
            if case .text(let text) = titleLabel.contents { return text.string }
            return ""
        }
        set {
            Label.setText(Self.titleText(newValue), of: titleLabel, measurer: measurer)
            titleLabel.center(at: Point(x: layer.bounds.width / 2, y: Self.height / 2))
        }
    }

    func layout(width: Double) {
        layer.frame = Rect(x: 0, y: 0, width: width, height: Self.height)
        titleLabel.center(at: Point(x: width / 2, y: Self.height / 2))
        hairline.frame = Rect(x: 0, y: Self.height - 1, width: width, height: 1)
    }

    private static func titleText(_ title: String) -> TextContent {
        TextContent(title, fontSize: 17, isBold: true)
    }
}
