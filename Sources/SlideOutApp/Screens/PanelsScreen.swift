import SlideOutCore

/// Seed 002's app: a centre panel with "Kitties" and "Puppies" bar buttons;
/// each uncovers a list of animals (picture, title, creator). Choosing one
/// shows it in the centre and collapses the panel.
final class PanelsScreen: DemoScreen {
    struct Animal {
        let title: String
        let creator: String
        let color: Color
        let isCat: Bool
    }

    static let kitties = [
        Animal(title: "Sleepy Kitten", creator: "Mia Jensen", color: Color(red: 0.95, green: 0.72, blue: 0.45), isCat: true),
        Animal(title: "Tabby on a Chair", creator: "Paul Ortega", color: Color(red: 0.7, green: 0.7, blue: 0.72), isCat: true),
        Animal(title: "Ginger Stretch", creator: "Ana Lima", color: Color(red: 0.93, green: 0.55, blue: 0.25), isCat: true),
        Animal(title: "Whiskers", creator: "Lee Park", color: Color(red: 0.55, green: 0.5, blue: 0.48), isCat: true),
    ]
    static let puppies = [
        Animal(title: "Pup in a Cup", creator: "Sam Reyes", color: Color(red: 0.85, green: 0.7, blue: 0.55), isCat: false),
        Animal(title: "Beagle Nap", creator: "Kim Novak", color: Color(red: 0.75, green: 0.5, blue: 0.3), isCat: false),
        Animal(title: "Husky Smile", creator: "Noor Haddad", color: Color(red: 0.6, green: 0.65, blue: 0.75), isCat: false),
        Animal(title: "Corgi Run", creator: "Max Weber", color: Color(red: 0.95, green: 0.65, blue: 0.35), isCat: false),
    ]
    private static let rowHeight = 72.0

    let menu: PanelsMenu
    var style: any MenuStyle { menu }
    private(set) var menuRows: [Layer] = []
    private var rowAnimals: [Animal] = []
    private let measurer: any TextMeasuring
    private let center = Layer(name: "center")
    private let navigationBar: NavigationBar
    private let kittiesButton: Layer
    private let puppiesButton: Layer
    private let picture = Layer(name: "picture")
    private let titleLabel: Layer
    private let creatorLabel: Layer
    private var size = Size.zero

    required init(clock: AnimationClock, measurer: any TextMeasuring) {
        self.measurer = measurer
        center.backgroundColor = .white
        navigationBar = NavigationBar(title: "Kitties & Puppies", measurer: measurer)
        kittiesButton = Label.make(TextContent("Kitties", color: .systemBlue), measurer: measurer, name: "kittiesButton")
        puppiesButton = Label.make(TextContent("Puppies", color: .systemBlue), measurer: measurer, name: "puppiesButton")
        for button in [kittiesButton, puppiesButton] {
            button.acceptsInput = true
            navigationBar.layer.addSublayer(button)
        }
        titleLabel = Label.make(TextContent("Pick a kitty or a puppy", fontSize: 24, isBold: true), measurer: measurer)
        creatorLabel = Label.make(TextContent(" ", fontSize: 15, color: .gray), measurer: measurer)
        picture.cornerRadius = 12
        picture.backgroundColor = Color(white: 0.93)
        for layer in [picture, titleLabel, creatorLabel, navigationBar.layer] { center.addSublayer(layer) }
        var makePanel: (RevealSide) -> Layer = { _ in Layer() }
        menu = PanelsMenu(center: center, clock: clock) { makePanel($0) }
        makePanel = { [unowned self] side in panel(for: side) }
    }

    func layout(in size: Size) {
        self.size = size

        navigationBar.layout(width: size.width)
        kittiesButton.frame.origin = Point(x: 12, y: ((NavigationBar.height - kittiesButton.bounds.height) / 2).rounded())
        puppiesButton.frame.origin = Point(x: size.width - 12 - puppiesButton.bounds.width,
                                           y: ((NavigationBar.height - puppiesButton.bounds.height) / 2).rounded())
        let side = min(240, size.width - 40, size.height / 2)
        picture.frame = Rect(x: ((size.width - side) / 2).rounded(), y: NavigationBar.height + 40,
                             width: max(side, 0), height: max(side, 0))
        titleLabel.center(at: Point(x: size.width / 2, y: picture.frame.maxY + 36))
        creatorLabel.center(at: Point(x: size.width / 2, y: titleLabel.frame.maxY + 16))
        layoutRows()
    }

    func handleTap(on layer: Layer) {
        if layer === kittiesButton { menu.reveal.toggle(.leading) }
        if layer === puppiesButton { menu.reveal.toggle(.trailing) }
    }

    func chooseMenuRow(at index: Int) -> String {
        let animal = rowAnimals[index]
        picture.backgroundColor = animal.color
        picture.contents = Self.face(isCat: animal.isCat)
        Label.setText(TextContent(animal.title, fontSize: 24, isBold: true), of: titleLabel, measurer: measurer)
        Label.setText(TextContent("by \(animal.creator)", fontSize: 15, color: .gray), of: creatorLabel,
                      measurer: measurer)
        if size != .zero { layout(in: size) }
        menu.reveal.close()
        return animal.title
    }

    /// A side's list, built when the panel is first needed (and dropped with it).
    private func panel(for side: RevealSide) -> Layer {
        let panel = Layer(name: side == .leading ? "kittiesPanel" : "puppiesPanel")
        panel.backgroundColor = Color(white: 0.97)
        rowAnimals = side == .leading ? Self.kitties : Self.puppies
        menuRows = rowAnimals.map { animal in
            let row = Layer(name: "menuRow:\(animal.title)")
            row.anchorPoint = .zero
            row.acceptsInput = true
            let thumbnail = Layer(name: "thumbnail")
            thumbnail.anchorPoint = .zero
            thumbnail.backgroundColor = animal.color
            thumbnail.cornerRadius = 8
            thumbnail.contents = Self.face(isCat: animal.isCat)
            row.addSublayer(thumbnail)
            row.addSublayer(Label.make(TextContent(animal.title, fontSize: 17, isBold: true), measurer: measurer))
            row.addSublayer(Label.make(TextContent(animal.creator, fontSize: 13, color: .gray), measurer: measurer))
            panel.addSublayer(row)
            return row
        }
        layoutRows()
        return panel
    }

    private func layoutRows() {
        let width = max(size.width - menu.parameters.centerExpandedOffset, 0)
        let isRight = menuRows.first?.superlayer?.name == "puppiesPanel"
        for (index, row) in menuRows.enumerated() {
            row.frame = Rect(x: isRight ? menu.parameters.centerExpandedOffset : 0,
                             y: NavigationBar.height + Double(index) * Self.rowHeight, width: width,
                             height: Self.rowHeight)
            let (thumbnail, title, creator) = (row.sublayers[0], row.sublayers[1], row.sublayers[2])
            thumbnail.frame = Rect(x: 12, y: 8, width: Self.rowHeight - 16, height: Self.rowHeight - 16)
            title.frame.origin = Point(x: Self.rowHeight + 8, y: 14)
            creator.frame.origin = Point(x: Self.rowHeight + 8, y: 40)
        }
    }

    /// A drawn cat or dog face (the tutorial's photos, as vector pictures).
    private static func face(isCat: Bool) -> LayerContents {
        var strokes: [ShapeContent.Primitive] = [
            .rectangle(Rect(x: 0.3, y: 0.4, width: 0.08, height: 0.08)),
            .rectangle(Rect(x: 0.62, y: 0.4, width: 0.08, height: 0.08)),
            .line(from: Point(x: 0.42, y: 0.62), to: Point(x: 0.5, y: 0.68)),
            .line(from: Point(x: 0.5, y: 0.68), to: Point(x: 0.58, y: 0.62)),
        ]
        strokes += isCat
            ? [.line(from: Point(x: 0.2, y: 0.35), to: Point(x: 0.28, y: 0.1)),
               .line(from: Point(x: 0.28, y: 0.1), to: Point(x: 0.42, y: 0.25)),
               .line(from: Point(x: 0.8, y: 0.35), to: Point(x: 0.72, y: 0.1)),
               .line(from: Point(x: 0.72, y: 0.1), to: Point(x: 0.58, y: 0.25))]
            : [.line(from: Point(x: 0.22, y: 0.25), to: Point(x: 0.12, y: 0.6)),
               .line(from: Point(x: 0.78, y: 0.25), to: Point(x: 0.88, y: 0.6))]
        return .shape(ShapeContent(strokes, color: Color(white: 0.15), lineWidth: 3))
    }
}
