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
        /// Which of the drawings' looks (ears, eyes, markings) this animal gets, 0...3.
        let variant: Int
    }

    static let kitties = [
        Animal(title: "Sleepy Kitten", creator: "Mia Jensen", color: Color(red: 0.95, green: 0.72, blue: 0.45),
               isCat: true, variant: 0),
        Animal(title: "Tabby on a Chair", creator: "Paul Ortega", color: Color(red: 0.7, green: 0.7, blue: 0.72),
               isCat: true, variant: 1),
        Animal(title: "Ginger Stretch", creator: "Ana Lima", color: Color(red: 0.93, green: 0.55, blue: 0.25),
               isCat: true, variant: 2),
        Animal(title: "Whiskers", creator: "Lee Park", color: Color(red: 0.55, green: 0.5, blue: 0.48),
               isCat: true, variant: 3),
    ]
    static let puppies = [
        Animal(title: "Pup in a Cup", creator: "Sam Reyes", color: Color(red: 0.85, green: 0.7, blue: 0.55),
               isCat: false, variant: 0),
        Animal(title: "Beagle Nap", creator: "Kim Novak", color: Color(red: 0.75, green: 0.5, blue: 0.3),
               isCat: false, variant: 1),
        Animal(title: "Husky Smile", creator: "Noor Haddad", color: Color(red: 0.6, green: 0.65, blue: 0.75),
               isCat: false, variant: 2),
        Animal(title: "Corgi Run", creator: "Max Weber", color: Color(red: 0.95, green: 0.65, blue: 0.35),
               isCat: false, variant: 3),
    ]
    let menu: PanelsMenu
    /// Each side panel's list and animals, made with the panel.
    private var lists: [RevealSide: (rows: MenuList, animals: [Animal])] = [:]
    private let measurer: any TextMeasuring
    private var size = Size.zero
    /// The centre panel: the bar with both buttons over the chosen animal.
    private let center = Layer(name: "center")
    private let navigationBar: NavigationBar
    private let kittiesButton: Layer
    private let puppiesButton: Layer
    /// The chosen animal's picture, title and creator.
    private let picture = Layer(name: "picture")
    private let titleLabel: Layer
    private let creatorLabel: Layer
    private var chosen: Animal?
    private var appearance = Appearance.light
    private var palette = DemoPalette(.light)
    private var titleText: TextContent {
        TextContent(chosen?.title ?? "Pick a kitty or a puppy", fontSize: 24, isBold: true, color: palette.label)
    }
    private var creatorText: TextContent {
        TextContent(chosen.map { "by \($0.creator)" } ?? " ", fontSize: 15, color: palette.secondaryLabel)
    }

    required init(clock: AnimationClock, measurer: any TextMeasuring) {
        self.measurer = measurer
        navigationBar = NavigationBar(title: "Kitties & Puppies", measurer: measurer)
        kittiesButton = Layer(text: TextContent("Kitties", color: .systemBlue), measurer: measurer, name: "kittiesButton")
        puppiesButton = Layer(text: TextContent("Puppies", color: .systemBlue), measurer: measurer, name: "puppiesButton")
        for button in [kittiesButton, puppiesButton] { button.acceptsInput = true }
        kittiesButton.accessibilityRole = .menuToggle(side: .leading)
        puppiesButton.accessibilityRole = .menuToggle(side: .trailing)
        navigationBar.leadingItem = kittiesButton
        navigationBar.trailingItem = puppiesButton
        // Their text is set where they are laid out, limited to the width.
        titleLabel = Layer(name: "animalTitle")
        creatorLabel = Layer(name: "animalCreator")
        picture.cornerRadius = 12
        for layer in [picture, titleLabel, creatorLabel, navigationBar.layer] { center.addSublayer(layer) }
        var makePanel: (RevealSide) -> Layer = { _ in Layer() }
        menu = PanelsMenu(center: center, clock: clock) { makePanel($0) }
        makePanel = { [unowned self] side in panel(for: side) }
        adopt(DemoPalette(.light), for: .light)
    }

    /// The centre, its bar and the side panels follow the appearance; the
    /// animals' pictures stay.
    func adopt(_ palette: DemoPalette, for appearance: Appearance) {
        self.appearance = appearance
        self.palette = palette
        center.backgroundColor = palette.background
        navigationBar.adopt(palette)
        for button in [kittiesButton, puppiesButton] { button.recolorText(palette.tint) }
        if chosen == nil { picture.backgroundColor = palette.placeholder }
        if size != .zero { layout(in: size) }
        for list in lists.values {
            list.rows.layer.superlayer?.backgroundColor = palette.secondaryBackground
            for (index, animal) in list.animals.enumerated() { list.rows.setItem(item(for: animal), at: index) }
            list.rows.appearanceDidChange(appearance)
        }
    }

    func layout(in size: Size) {
        self.size = size

        navigationBar.layout(width: size.width)
        let side = min(240, size.width - 40, size.height / 2)
        picture.frame = Rect(x: ((size.width - side) / 2).rounded(), y: NavigationBar.height + 40,
                             width: max(side, 0), height: max(side, 0))
        titleLabel.setText(titleText, fitting: size.width - 32, measurer: measurer)
        creatorLabel.setText(creatorText, fitting: size.width - 32, measurer: measurer)
        titleLabel.center(at: Point(x: size.width / 2, y: picture.frame.maxY + 36))
        creatorLabel.center(at: Point(x: size.width / 2, y: titleLabel.frame.maxY + 16))
        layoutRows()
    }

    func handleTap(on layer: Layer) {
        if layer === kittiesButton { menu.reveal.toggle(.leading) }
        if layer === puppiesButton { menu.reveal.toggle(.trailing) }
    }

    /// The list of the side that shows.
    private var shownList: (rows: MenuList, animals: [Animal])? { menu.shownSide.flatMap { lists[$0] } }

    var menuRows: [Layer] { shownList?.rows.rows ?? [] }

    /// The chosen animal, or the app's own title before any.
    var screenTitle: String { chosen?.title ?? navigationBar.title }

    var buttons: [Layer] { [kittiesButton, puppiesButton] }

    func chooseMenuRow(at index: Int) {
        guard let animal = shownList?.animals[index] else { return }
        picture.backgroundColor = animal.color
        picture.contents = Self.face(of: animal)
        chosen = animal
        if size != .zero { layout(in: size) }
        menu.reveal.close()
    }

    /// The shown panel's animal: the panel stays shown while the menu closes.
    func menuRowName(at index: Int) -> String { shownList?.animals[index].title ?? "" }

    /// A side's list, built when the panel is first needed (and dropped with it).
    private func panel(for side: RevealSide) -> Layer {
        let panel = Layer(name: side == .leading ? "kittiesPanel" : "puppiesPanel")
        panel.backgroundColor = palette.secondaryBackground
        let animals = side == .leading ? Self.kitties : Self.puppies
        var metrics = MenuList.Metrics()
        metrics.rowHeight = 72
        metrics.top = NavigationBar.height
        metrics.leading = 12
        let rows = MenuList(items: animals.map(item(for:)), metrics: metrics, measurer: measurer)
        rows.appearanceDidChange(appearance)
        panel.addSublayer(rows.layer)
        lists[side] = (rows, animals)
        layoutRows()
        return panel
    }

    /// An animal's row: its picture, title and creator.
    private func item(for animal: Animal) -> MenuList.Item {
        MenuList.Item(title: TextContent(animal.title, fontSize: 17, isBold: true),
                      subtitle: TextContent(animal.creator, fontSize: 13, color: palette.secondaryLabel),
                      picture: MenuList.Picture(contents: Self.face(of: animal), background: animal.color))
    }

    /// Each list fills the part of its panel that the moved centre uncovers.
    private func layoutRows() {
        let width = min(menu.travel, size.width)
        for (side, list) in lists {
            list.rows.layout(in: Rect(x: side == .trailing ? size.width - width : 0, y: 0, width: width,
                                      height: size.height))
        }
    }

    /// A drawn cat or dog head (the tutorial's photos, as vector pictures).
    private static func face(of animal: Animal) -> LayerContents {
        animal.isCat ? AnimalPictures.kitty(color: animal.color, variant: animal.variant)
            : AnimalPictures.puppy(color: animal.color, variant: animal.variant)
    }
}
