import UIKit

final class FormCell: UITableViewCell {
    let titleLabel = UILabel()
    let field = UITextField()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        field.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(titleLabel)
        contentView.addSubview(field)
        contentView.addConstraint(NSLayoutConstraint(item: titleLabel, attribute: .centerY, relatedBy: .equal,
                                                     toItem: contentView, attribute: .centerY, multiplier: 1, constant: 0))
        contentView.addConstraint(NSLayoutConstraint(item: field, attribute: .width, relatedBy: .greaterThanOrEqual,
                                                     toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 120))
        let views = ["title": titleLabel, "field": field]
        contentView.addConstraints(NSLayoutConstraint.constraints(
            withVisualFormat: "H:|-(margin)-[title]-8-[field(>=80@750)]-|", options: .alignAllCenterY,
            metrics: ["margin": 16], views: ["title": titleLabel, "field": field]))
        contentView.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|[field]|", options: [], metrics: nil,
                                                                  views: views))
    }

    required init?(coder: NSCoder) { fatalError() }
}
