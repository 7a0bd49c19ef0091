import Foundation

/// A constraint's description for the report of a conflict, written only when a report needs it.
///
/// A capture records every active constraint of the tree, and a solve adds constraints of its own
/// (the root's size, autoresizing masks, intrinsic sizes, guides), each with the text UIKit's
/// report of unsatisfiable constraints prints. Conflicts are rare; writing every text at every
/// capture and solve cost more than some solves. So a description keeps what its text is made of,
/// and the text is written from it when asked, the same characters as writing it at once.
enum ConstraintDescription: Hashable, Sendable {
    /// A text written already (a generated constraint's).
    case text(String)
    /// An app constraint, as ``NSLayoutConstraint/description`` writes it.
    case constraint(ConstraintDescriptionParts)
    /// `<NSLayoutConstraint 'kind' name.edge>`: a guide's or a root's constraint of a solve.
    case identified(kind: String, name: String, edge: String)
    /// `<prefix name.attribute relation value suffix>`: a solve's constraint to a constant (an
    /// intrinsic size, an autoresizing mask's frame, the root's target), its value a number.
    case constant(prefix: String, name: String, attribute: String, relation: String, value: Double, suffix: String)
    /// `<NSContentSizeLayoutConstraint name.attribute relation value label:priority>`: an intrinsic
    /// size's hugging or compression resistance.
    case contentSize(name: String, attribute: String, relation: String, value: Double, label: String, priority: Float)

    /// The text of the description.
    var text: String {
        switch self {
        case .text(let text): text
        case .constraint(let parts): parts.text
        case .identified(let kind, let name, let edge): "<NSLayoutConstraint '\(kind)' \(name).\(edge)>"
        case .constant(let prefix, let name, let attribute, let relation, let value, let suffix):
            "<\(prefix) \(name).\(attribute) \(relation) \(number(value))\(suffix)>"
        case .contentSize(let name, let attribute, let relation, let value, let label, let priority):
            "<NSContentSizeLayoutConstraint \(name).\(attribute) \(relation) \(number(value)) \(label):\(Int(priority))>"
        }
    }
}

/// What ``NSLayoutConstraint/description`` is written from, read at the time of a capture: the
/// items' names (`UILabel:0x3`), the constraint's attributes, relation, multiplier, constant,
/// priority, state, identifier and debug number.
struct ConstraintDescriptionParts: Hashable, Sendable {
    var debugNumber: Int
    var identifier: String?
    var firstName: String
    var firstAttribute: NSLayoutConstraint.Attribute
    var relation: NSLayoutConstraint.Relation
    /// The second item's name; `nil` for a constraint to a constant.
    var secondName: String?
    var secondAttribute: NSLayoutConstraint.Attribute
    var multiplier: Double
    var constant: Double
    var isSystemSpacing: Bool
    var priority: Float
    var isActive: Bool

    /// UIKit's description: `<NSLayoutConstraint:0x1 UILabel:0x2.leading == UIView:0x3.leadingMargin + 8   (active)>`.
    var text: String {
        var text = "\(firstName).\(firstAttribute.name) \(relation.symbol) "
        if let secondName {
            let scaled = multiplier == 1 ? "" : "\(number(multiplier))*"
            text += scaled + "\(secondName).\(secondAttribute.name)"
            if isSystemSpacing {
                text += " + \(multiplier == 1 ? "" : number(multiplier) + "*")NSSpace(8)"
            } else if constant != 0 {
                text += constant > 0 ? " + \(number(constant))" : " - \(number(-constant))"
            }
        } else {
            text += number(constant)
        }
        if priority != UILayoutPriority.required.rawValue { text += "   (priority \(number(Double(priority))))" }
        text += isActive ? "   (active)" : "   (inactive)"
        return "<NSLayoutConstraint:0x\(String(debugNumber, radix: 16)) \(identifier.map { "'\($0)' " } ?? "")\(text)>"
    }
}
