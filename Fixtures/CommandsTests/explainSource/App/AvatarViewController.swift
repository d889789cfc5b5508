import UIKit

final class AvatarViewController: UIViewController {
    private let avatar = UIImageView()
    private let caption = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        avatar.translatesAutoresizingMaskIntoConstraints = false
        caption.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(avatar)
        view.addSubview(caption)
        let width = avatar.widthAnchor.constraint(equalToConstant: 64)
        width.identifier = "avatar-width"
        NSLayoutConstraint.activate([
            width,
            avatar.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            caption.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 12),
            caption.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
            caption.widthAnchor.constraint(greaterThanOrEqualToConstant: 300),
        ])
    }
}
