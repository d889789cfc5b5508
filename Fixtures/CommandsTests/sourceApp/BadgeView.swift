import UIKit

final class BadgeView: UIView {
    private let label = UILabel()

    override func layoutSubviews() {
        super.layoutSubviews()
        label.translatesAutoresizingMaskIntoConstraints = false
        addSubview(label)
        label.centerXAnchor.constraint(equalTo: centerXAnchor).isActive = true
        setNeedsLayout()
    }
}

final class HeaderView: UIView {
    private let title = UILabel()

    override func updateConstraints() {
        title.invalidateIntrinsicContentSize()
    }
}
