import UIKit

final class ProfileViewController: UIViewController {
    private let avatar = UIImageView()
    private let nameLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        avatar.translatesAutoresizingMaskIntoConstraints = false
        avatar.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16).isActive = true
        view.addSubview(avatar)
        view.addSubview(nameLabel)
        NSLayoutConstraint.activate([
            nameLabel.topAnchor.constraint(equalTo: avatar.bottomAnchor, constant: 8),
            nameLabel.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            avatar.widthAnchor.constraint(equalToConstant: 64),
            avatar.widthAnchor.constraint(equalToConstant: 72),
            avatar.leftAnchor.constraint(equalTo: view.leftAnchor, constant: 20),
        ])
    }
}
