// A tiny stand-in for Foundation: just what generated Objective-C uses, so `clang -fsyntax-only` can check it on Linux.

#pragma once

typedef signed char BOOL;
#define YES ((BOOL)1)
#define NO ((BOOL)0)
#define nil ((id)0)
#define NULL ((void *)0)
typedef short int16_t;
typedef int int32_t;
typedef long long int64_t;
typedef unsigned long NSUInteger;
typedef long NSInteger;
typedef double NSTimeInterval;
#define INT64_MIN (-9223372036854775807LL - 1)

#define NS_ASSUME_NONNULL_BEGIN _Pragma("clang assume_nonnull begin")
#define NS_ASSUME_NONNULL_END _Pragma("clang assume_nonnull end")
// API_AVAILABLE(macos(14.0), ios(17.0), …) as <os/availability.h> spells it: one availability attribute per platform,
// so `clang -target arm64-apple-ios11.0 -Wunguarded-availability` reports an API used below its version.
#define __API_AVAILABLE_PLATFORM_macos(x) macos, introduced = x
#define __API_AVAILABLE_PLATFORM_macosx(x) macos, introduced = x
#define __API_AVAILABLE_PLATFORM_ios(x) ios, introduced = x
#define __API_AVAILABLE_PLATFORM_tvos(x) tvos, introduced = x
#define __API_AVAILABLE_PLATFORM_watchos(x) watchos, introduced = x
#define __API_A(x) __attribute__((availability(__API_AVAILABLE_PLATFORM_##x)))
#define __API_A1(a) __API_A(a)
#define __API_A2(a, b) __API_A(a) __API_A(b)
#define __API_A3(a, b, c) __API_A(a) __API_A(b) __API_A(c)
#define __API_A4(a, b, c, d) __API_A(a) __API_A(b) __API_A(c) __API_A(d)
#define __API_A_GET_MACRO(_1, _2, _3, _4, NAME, ...) NAME
#define API_AVAILABLE(...) __API_A_GET_MACRO(__VA_ARGS__, __API_A4, __API_A3, __API_A2, __API_A1, 0)(__VA_ARGS__)
#define NSCAssert(condition, desc, ...) do { (void)(condition); (void)(desc); } while (0)

typedef long dispatch_once_t;
void dispatch_once(dispatch_once_t *predicate, void (^block)(void));

@class NSString;

NS_ASSUME_NONNULL_BEGIN

@interface NSObject
+ (instancetype)alloc;
- (instancetype)init;
@end

@interface NSString : NSObject
@end

@interface NSNumber : NSObject
+ (NSNumber *)numberWithChar:(char)value;
+ (NSNumber *)numberWithShort:(short)value;
+ (NSNumber *)numberWithInt:(int)value;
+ (NSNumber *)numberWithLong:(long)value;
+ (NSNumber *)numberWithLongLong:(long long)value;
+ (NSNumber *)numberWithFloat:(float)value;
+ (NSNumber *)numberWithDouble:(double)value;
+ (NSNumber *)numberWithBool:(BOOL)value;
@property (readonly) BOOL boolValue;
@end

@interface NSDecimalNumber : NSNumber
+ (NSDecimalNumber *)decimalNumberWithString:(nullable NSString *)numberValue;
@end

@interface NSDate : NSObject
+ (instancetype)dateWithTimeIntervalSinceReferenceDate:(NSTimeInterval)ti;
@end

@interface NSData : NSObject
@end

@interface NSUUID : NSObject
- (nullable instancetype)initWithUUIDString:(NSString *)string;
@end

@interface NSURL : NSObject
+ (nullable instancetype)URLWithString:(NSString *)URLString;
+ (NSURL *)fileURLWithPath:(NSString *)path;
@end

@interface NSError : NSObject
@end

@interface NSArray<ObjectType> : NSObject
+ (instancetype)arrayWithObjects:(const ObjectType _Nonnull[_Nonnull])objects count:(NSUInteger)cnt;
@property (readonly) NSUInteger count;
@property (nullable, nonatomic, readonly) ObjectType firstObject;
- (ObjectType)objectAtIndexedSubscript:(NSUInteger)idx;
@end

@interface NSMutableArray<ObjectType> : NSArray<ObjectType>
+ (instancetype)array;
- (void)addObject:(ObjectType)anObject;
@end

@interface NSDictionary<KeyType, ObjectType> : NSObject
+ (instancetype)dictionaryWithObjects:(const ObjectType _Nonnull[_Nonnull])objects forKeys:(const KeyType _Nonnull[_Nonnull])keys count:(NSUInteger)cnt;
- (nullable ObjectType)objectForKeyedSubscript:(KeyType)key;
@end

@interface NSSet<ObjectType> : NSObject
+ (instancetype)setWithArray:(NSArray<ObjectType> *)array;
@end

@interface NSOrderedSet<ObjectType> : NSObject
@end

@interface NSIndexSet : NSObject
@end

@interface NSPredicate : NSObject
+ (NSPredicate *)predicateWithFormat:(NSString *)predicateFormat, ...;
@end

@interface NSExpression : NSObject
+ (NSExpression *)expressionWithFormat:(NSString *)expressionFormat, ...;
@end

NS_ASSUME_NONNULL_END
