#import "BadgeView.h"
#import <Masonry/Masonry.h>

@implementation BadgeView

- (instancetype)initWithFrame:(CGRect)frame {
    self = [super initWithFrame:frame];
    if (!self) return nil;
    UIView *superview = self;
    UILabel *label = [[UILabel alloc] init];
    label.text = @"New \"badge\"";
    [superview addSubview:label];
    UIEdgeInsets padding = UIEdgeInsetsMake(10, 10, 10, 10);
    [label mas_makeConstraints:^(MASConstraintMaker *make) {
        make.top.equalTo(superview.mas_top).with.offset(padding.top);
        make.left.equalTo(@10);
        make.width.mas_equalTo(80).priorityHigh();
        make.centerY.equalTo(superview);
    }];
    UIView *line = [UIView new];
    line.translatesAutoresizingMaskIntoConstraints = NO;
    [self addSubview:line];
    [self addConstraint:[NSLayoutConstraint constraintWithItem:line attribute:NSLayoutAttributeHeight
                                                     relatedBy:NSLayoutRelationEqual toItem:nil
                                                     attribute:NSLayoutAttributeNotAnAttribute multiplier:1.0 constant:1]];
    return self;
}

- (void)updateConstraints {
    [self.subviews.firstObject mas_updateConstraints:^(MASConstraintMaker *make) {
        make.width.mas_equalTo(90);
    }];
    [super updateConstraints];
}

@end
