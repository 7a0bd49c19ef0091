import UIKit

/// A form library's cells, as form libraries declare them: a base cell with a `required`
/// initialiser, generic cells of each value type, and a provider that makes a cell through its
/// type parameter.
open class FormBaseCell: UITableViewCell {
    public required override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
    }

    public required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A cell showing a value of `Value`, its type's name as its title.
open class FormCell<Value>: FormBaseCell {
    public required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        textLabel?.text = "\(Value.self)"
    }

    public required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// Makes the cells of a row of the form.
struct FormCellProvider<Cell: FormBaseCell> {
    func makeCell(style: UITableViewCell.CellStyle) -> Cell {
        Cell.init(style: style, reuseIdentifier: nil)
    }
}
