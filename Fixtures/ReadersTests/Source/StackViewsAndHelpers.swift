import UIKit

extension UIView {
    func pinEdges(to other: UIView, inset: CGFloat = 0) {
        translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            topAnchor.constraint(equalTo: other.topAnchor),
            leadingAnchor.constraint(equalTo: other.leadingAnchor),
            trailingAnchor.constraint(equalTo: other.trailingAnchor),
            bottomAnchor.constraint(equalTo: other.bottomAnchor),
        ])
    }
}

final class SettingsViewController: UIViewController {
    @IBOutlet private weak var footer: UIView!
    private let titleLabel = UILabel()
    private let subtitle = UILabel()
    private lazy var stack: UIStackView = {
        let stack = UIStackView(arrangedSubviews: [titleLabel])
        stack.axis = .vertical
        return stack
    }()
    private let background = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        stack.addArrangedSubview(subtitle)
        view.addSubview(background)
        background.pinEdges(to: view)
        view.insertSubview(stack, aboveSubview: background)
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.centerYAnchor.constraint(equalTo: view.centerYAnchor).isActive = true
        titleLabel.heightAnchor.constraint(equalToConstant: 30).isActive = true
        footer.heightAnchor.constraint(equalToConstant: 44).isActive = true
    }
}
