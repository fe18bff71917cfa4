// UIKit's classes that Transformable attributes name (UIColor, UIImage), declared as in Apple's SDK (see ../../SOURCES.md).

#pragma once

#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

// UIColor.h
API_AVAILABLE(ios(2.0))
@interface UIColor : NSObject <NSSecureCoding, NSCopying>
@property (class, nonatomic, readonly) UIColor *clearColor;
@end

// UIImage.h
API_AVAILABLE(ios(2.0))
@interface UIImage : NSObject <NSSecureCoding>
+ (nullable UIImage *)imageNamed:(NSString *)name;
- (nullable instancetype)initWithData:(NSData *)data;
@end

NS_ASSUME_NONNULL_END
