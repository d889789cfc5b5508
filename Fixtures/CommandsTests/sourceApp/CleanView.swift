import SnapKit
import UIKit

/// Written the way the rules ask: nothing here is flagged.
final class CleanView: UIView {
    private let icon = UIImageView()
    private let title = UILabel()
    private var didSetUp = false

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(icon)
        addSubview(title)
        icon.snp.makeConstraints { make in
            make.leading.equalToSuperview().offset(16)
            make.centerY.equalToSuperview()
            make.size.equalTo(24)
        }
        title.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 8),
            title.centerYAnchor.constraint(equalTo: centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError() }

    override func updateConstraints() {
        if !didSetUp {
            title.widthAnchor.constraint(lessThanOrEqualToConstant: 240).isActive = true
            didSetUp = true
        }
        super.updateConstraints()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layer.cornerRadius = bounds.height / 2
    }
}
