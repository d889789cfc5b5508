import UIKit

final class ProfileHeaderView: UIView {
    private let avatar = UIImageView()
    private let name = UILabel()
    private let bio = UILabel()
    private var bioHeight: NSLayoutConstraint?

    override init(frame: CGRect) {
        super.init(frame: frame)
        [avatar, name, bio].forEach {
            $0.translatesAutoresizingMaskIntoConstraints = false
            addSubview($0)
        }
        let spacing: CGFloat = 12
        let height = bio.heightAnchor.constraint(equalToConstant: 60)
        height.priority = UILayoutPriority(999)
        bioHeight = height
        NSLayoutConstraint.activate([
            avatar.topAnchor.constraint(equalTo: safeAreaLayoutGuide.topAnchor, constant: 16),
            avatar.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            avatar.widthAnchor.constraint(equalToConstant: 48),
            avatar.heightAnchor.constraint(equalTo: avatar.widthAnchor, multiplier: 1),
            name.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: spacing),
            name.trailingAnchor.constraint(lessThanOrEqualTo: readableContentGuide.trailingAnchor),
            bio.topAnchor.constraint(equalToSystemSpacingBelow: name.bottomAnchor, multiplier: 1),
            bio.bottomAnchor.constraint(greaterThanOrEqualTo: bottomAnchor, constant: -8),
            height,
        ])
        let low = name.topAnchor.constraint(equalTo: avatar.topAnchor)
        low.priority = .defaultHigh
        low.isActive = true
        name.widthAnchor.constraint(equalToConstant: computedWidth()).isActive = true
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func collapse() {
        if let bioHeight {
            NSLayoutConstraint.deactivate([bioHeight])
        }
    }

    private func computedWidth() -> CGFloat { 100 }
}
