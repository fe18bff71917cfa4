// Core Location's CLLocation, a class Transformable attributes name, declared as in Apple's SDK (see ../../SOURCES.md).

#pragma once

#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

typedef double CLLocationDegrees;

// CLLocation.h
API_AVAILABLE(macos(10.6), ios(2.0))
@interface CLLocation : NSObject <NSCopying, NSSecureCoding>
- (instancetype)initWithLatitude:(CLLocationDegrees)latitude longitude:(CLLocationDegrees)longitude;
@end

NS_ASSUME_NONNULL_END
