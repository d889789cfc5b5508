import SnapKit
import UIKit

final class ToastView: UIView {
    private let icon = UIImageView()
    private let message = UILabel()
    private var topConstraint: Constraint?

    func setUp() {
        addSubview(icon)
        addSubview(message)
        icon.snp.makeConstraints { make in
            make.leading.equalToSuperview().offset(16)
            make.centerY.equalToSuperview()
            make.size.equalTo(24)
        }
        message.snp.makeConstraints { (make: ConstraintMaker) -> Void in
            topConstraint = make.top.equalToSuperview().inset(12).constraint
            make.leading.equalTo(icon.snp.trailing).offset(8)
            make.trailing.lessThanOrEqualToSuperview().inset(16)
            make.bottom.equalTo(safeAreaLayoutGuide.snp.bottom).priority(.high)
            make.width.equalTo(icon).multipliedBy(4)
        }
    }

    func move() {
        message.snp.updateConstraints { make in
            make.top.equalToSuperview().inset(20)
        }
        icon.snp.remakeConstraints { make in
            make.edges.equalToSuperview()
        }
    }
}
