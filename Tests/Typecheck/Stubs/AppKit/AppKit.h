// AppKit's classes that Transformable attributes name (NSColor, NSImage), declared as in Apple's SDK (see ../../SOURCES.md).

#pragma once

#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

// NSColor.h
API_AVAILABLE(macos(10.0))
@interface NSColor : NSObject <NSCopying, NSSecureCoding>
@property (class, strong, readonly) NSColor *clearColor;
@end

// NSImage.h
API_AVAILABLE(macos(10.0))
@interface NSImage : NSObject <NSCopying, NSSecureCoding>
+ (nullable NSImage *)imageNamed:(NSString *)name;
- (nullable instancetype)initWithData:(NSData *)data;
@end

NS_ASSUME_NONNULL_END
