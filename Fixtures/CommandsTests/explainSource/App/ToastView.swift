import SnapKit
import UIKit

final class ToastView: UIView {
    private let message = UILabel()

    func setUp() {
        addSubview(message)
        message.snp.makeConstraints { make in
            make.edges.equalToSuperview()
        }
        message.snp.makeConstraints { make in
            make.height.equalTo(44)
        }
        snp.makeConstraints { make in
            make.height.equalTo(60)
        }
    }
}
