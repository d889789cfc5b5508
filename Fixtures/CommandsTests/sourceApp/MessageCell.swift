import UIKit

final class MessageCell: UITableViewCell {
    let bubble = UIView()
    private var heightConstraint: NSLayoutConstraint!

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        bubble.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(bubble)
        heightConstraint = bubble.heightAnchor.constraint(equalToConstant: 44)
        heightConstraint.isActive = true
    }

    required init?(coder: NSCoder) { fatalError() }

    func configure(text: String) {
        bubble.widthAnchor.constraint(equalToConstant: 200).isActive = true
        heightConstraint.priority = .defaultLow
    }
}
