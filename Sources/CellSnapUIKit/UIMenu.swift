/// A menu, as UIKit's `UIMenu`: enough to make a pop-up menu accessory (it is not drawn open).
public final class UIMenu: Sendable {
    public let title: String
    public let children: [UIAction]
    public init(title: String = "", children: [UIAction] = []) {
        self.title = title
        self.children = children
    }
}

/// A menu action, as UIKit's `UIAction` (its handler is kept, never run).
public final class UIAction: Sendable {
    public let title: String
    public let image: UIImage?
    let handler: @Sendable (UIAction) -> Void
    public init(title: String = "", image: UIImage? = nil, handler: @escaping @Sendable (UIAction) -> Void) {
        self.title = title
        self.image = image
        self.handler = handler
    }
}
