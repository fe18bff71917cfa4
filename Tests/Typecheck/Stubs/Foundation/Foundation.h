// Foundation as Apple's SDK declares the parts generated Core Data code uses: names, selectors, Swift names, nullability, availability (see ../../SOURCES.md).

#pragma once

// MARK: - Macros (Apple: <objc/objc.h>, <Foundation/NSObjCRuntime.h>, <os/availability.h>)

// <stdint.h> for LP64 Apple targets, written out so that the stubs need no C library headers.
typedef signed char int8_t;
typedef short int16_t;
typedef int int32_t;
typedef long long int64_t;
typedef unsigned char uint8_t;
typedef unsigned short uint16_t;
typedef unsigned int uint32_t;
typedef unsigned long long uint64_t;
typedef long intptr_t;
typedef unsigned long uintptr_t;
#define INT64_MIN (-9223372036854775807LL - 1)
#define INT64_MAX 9223372036854775807LL

// arm64 Apple platforms: BOOL is C's bool (Swift imports it as Bool).
typedef _Bool BOOL;
#define YES __objc_yes
#define NO __objc_no
#ifndef nil
#define nil ((id)0)
#endif
#ifndef NULL
#define NULL ((void *)0)
#endif
typedef long NSInteger;
typedef unsigned long NSUInteger;
#define NSIntegerMax __LONG_MAX__
#define NSNotFound NSIntegerMax

#define NS_ASSUME_NONNULL_BEGIN _Pragma("clang assume_nonnull begin")
#define NS_ASSUME_NONNULL_END _Pragma("clang assume_nonnull end")
#define NS_SWIFT_NAME(_name) __attribute__((swift_name(#_name)))
#define NS_SWIFT_UNAVAILABLE(_msg) __attribute__((availability(swift, unavailable, message = _msg)))
#define NS_REFINED_FOR_SWIFT __attribute__((swift_private))
#define NS_DESIGNATED_INITIALIZER __attribute__((objc_designated_initializer))
#define NS_UNAVAILABLE __attribute__((unavailable))
#define NS_REQUIRES_NIL_TERMINATION __attribute__((sentinel(0, 1)))
#define NS_FORMAT_FUNCTION(F, A) __attribute__((format(__NSString__, F, A)))
#define NS_FORMAT_ARGUMENT(A) __attribute__((format_arg(A)))
#define NS_REQUIRES_PROPERTY_DEFINITIONS __attribute__((objc_requires_property_definitions))
#define NS_NOESCAPE __attribute__((noescape))
#define NS_SWIFT_SENDABLE __attribute__((swift_attr("@Sendable")))
#define FOUNDATION_EXPORT extern
#define FOUNDATION_EXTERN extern
#define NS_TYPED_EXTENSIBLE_ENUM __attribute__((swift_wrapper(struct)))
// Apple's forms, as <CoreFoundation/CFAvailability.h> gives them for Swift and clang.
#define NS_ENUM(_type, _name) enum __attribute__((enum_extensibility(open))) _name : _type _name; enum _name : _type
#define NS_CLOSED_ENUM(_type, _name) enum __attribute__((enum_extensibility(closed))) _name : _type _name; enum _name : _type
#define NS_OPTIONS(_type, _name) enum __attribute__((enum_extensibility(open), flag_enum)) _name : _type _name; enum _name : _type

// API_AVAILABLE(macos(10.13), ios(11.0), …) as <os/availability.h> spells it: each platform(version) becomes
// one clang availability attribute, so `-Wunguarded-availability` works for an Apple target.
#define __CDM_AV_macos(v) __attribute__((availability(macos, introduced = v)))
#define __CDM_AV_macosx(v) __attribute__((availability(macos, introduced = v)))
#define __CDM_AV_ios(v) __attribute__((availability(ios, introduced = v)))
#define __CDM_AV_tvos(v) __attribute__((availability(tvos, introduced = v)))
#define __CDM_AV_watchos(v) __attribute__((availability(watchos, introduced = v)))
#define __CDM_AV_visionos(v) __attribute__((availability(xros, introduced = v)))
#define __CDM_AV_macCatalyst(v) __attribute__((availability(maccatalyst, introduced = v)))
#define __CDM_NARGS(...) __CDM_NARGS_(__VA_ARGS__, 6, 5, 4, 3, 2, 1, 0)
#define __CDM_NARGS_(a, b, c, d, e, f, N, ...) N
#define __CDM_CAT(a, b) __CDM_CAT_(a, b)
#define __CDM_CAT_(a, b) a##b
#define __CDM_AVS1(a) __CDM_AV_##a
#define __CDM_AVS2(a, b) __CDM_AV_##a __CDM_AV_##b
#define __CDM_AVS3(a, b, c) __CDM_AV_##a __CDM_AV_##b __CDM_AV_##c
#define __CDM_AVS4(a, b, c, d) __CDM_AV_##a __CDM_AV_##b __CDM_AV_##c __CDM_AV_##d
#define __CDM_AVS5(a, b, c, d, e) __CDM_AVS4(a, b, c, d) __CDM_AV_##e
#define __CDM_AVS6(a, b, c, d, e, f) __CDM_AVS4(a, b, c, d) __CDM_AV_##e __CDM_AV_##f
#define API_AVAILABLE(...) __CDM_CAT(__CDM_AVS, __CDM_NARGS(__VA_ARGS__))(__VA_ARGS__)
// Deprecations are kept as plain availability (introduced version only): generated code must not use them,
// and the controls check nothing about them.
#define __CDM_DEP_macos(a, ...) __attribute__((availability(macos, introduced = a)))
#define __CDM_DEP_macosx(a, ...) __attribute__((availability(macos, introduced = a)))
#define __CDM_DEP_ios(a, ...) __attribute__((availability(ios, introduced = a)))
#define __CDM_DEP_tvos(a, ...) __attribute__((availability(tvos, introduced = a)))
#define __CDM_DEP_watchos(a, ...) __attribute__((availability(watchos, introduced = a)))
#define API_DEPRECATED(msg, ...) __attribute__((deprecated(msg)))
#define API_DEPRECATED_WITH_REPLACEMENT(rep, ...) __attribute__((deprecated("", rep)))
#define API_UNAVAILABLE(...)

@class NSString, NSArray<ObjectType>, NSDictionary<KeyType, ObjectType>, NSCoder, NSData;

NS_ASSUME_NONNULL_BEGIN

// MARK: - <dispatch/once.h> (Foundation imports libdispatch)

typedef intptr_t dispatch_once_t;
typedef void (^dispatch_block_t)(void);
void dispatch_once(dispatch_once_t *predicate, NS_NOESCAPE dispatch_block_t block);

// MARK: - <objc/NSObject.h>

@protocol NSObject
- (BOOL)isEqual:(nullable id)object;
@property (readonly) NSUInteger hash;
@property (readonly, copy) NSString *description;
@end

__attribute__((objc_root_class))
@interface NSObject <NSObject>
+ (instancetype)alloc;
+ (instancetype)new;
- (instancetype)init;
+ (Class)class;
- (Class)class;
- (BOOL)isKindOfClass:(Class)aClass;
@end

// MARK: - NSObject.h protocols

@protocol NSCopying
- (id)copyWithZone:(nullable void *)zone;
@end

@protocol NSMutableCopying
- (id)mutableCopyWithZone:(nullable void *)zone;
@end

@protocol NSCoding
- (void)encodeWithCoder:(NSCoder *)coder;
- (nullable instancetype)initWithCoder:(NSCoder *)coder;
@end

@protocol NSSecureCoding <NSCoding>
@property (class, readonly) BOOL supportsSecureCoding;
@end

@protocol NSFastEnumeration
@end

@interface NSCoder : NSObject
@end

// MARK: - NSObjCRuntime.h, NSException.h

typedef double NSTimeInterval NS_SWIFT_NAME(TimeInterval);

FOUNDATION_EXPORT void NSLog(NSString *format, ...) NS_FORMAT_FUNCTION(1, 2) NS_SWIFT_UNAVAILABLE("Use print");

// NSCAssert as a call that keeps the format checking of Apple's macro (NSException.h).
#define NSCAssert(condition, desc, ...)                 \
    do {                                                \
        if (__builtin_expect(!(condition), 0)) {        \
            NSLog((desc), ##__VA_ARGS__);               \
        }                                               \
    } while (0)

// MARK: - NSString.h

__attribute__((swift_bridge("Swift.String")))
@interface NSString : NSObject <NSCopying, NSMutableCopying, NSSecureCoding>
@property (readonly) NSUInteger length;
+ (instancetype)stringWithString:(NSString *)string;
- (BOOL)isEqualToString:(NSString *)aString;
@end

@interface NSMutableString : NSString
@end

// MARK: - NSValue.h

@interface NSValue : NSObject <NSCopying, NSSecureCoding>
@end

@interface NSNumber : NSValue
- (NSNumber *)initWithChar:(char)value NS_SWIFT_NAME(init(value:));
- (NSNumber *)initWithShort:(short)value NS_SWIFT_NAME(init(value:));
- (NSNumber *)initWithInt:(int)value NS_SWIFT_NAME(init(value:));
- (NSNumber *)initWithLong:(long)value NS_SWIFT_UNAVAILABLE("");
- (NSNumber *)initWithLongLong:(long long)value NS_SWIFT_NAME(init(value:));
- (NSNumber *)initWithFloat:(float)value NS_SWIFT_NAME(init(value:));
- (NSNumber *)initWithDouble:(double)value NS_SWIFT_NAME(init(value:));
- (NSNumber *)initWithBool:(BOOL)value NS_SWIFT_NAME(init(value:));
- (NSNumber *)initWithInteger:(NSInteger)value API_AVAILABLE(macos(10.5), ios(2.0)) NS_SWIFT_NAME(init(value:));
- (NSNumber *)initWithUnsignedInteger:(NSUInteger)value API_AVAILABLE(macos(10.5), ios(2.0)) NS_SWIFT_NAME(init(value:));
@property (readonly) short shortValue NS_SWIFT_NAME(int16Value);
@property (readonly) int intValue NS_SWIFT_NAME(int32Value);
@property (readonly) long long longLongValue NS_SWIFT_NAME(int64Value);
@property (readonly) float floatValue;
@property (readonly) double doubleValue;
@property (readonly) BOOL boolValue;
@property (readonly) NSInteger integerValue API_AVAILABLE(macos(10.5), ios(2.0));
@property (readonly, copy) NSString *stringValue;
@end

@interface NSNumber (NSNumberCreation)
+ (NSNumber *)numberWithChar:(char)value NS_SWIFT_UNAVAILABLE("");
+ (NSNumber *)numberWithShort:(short)value NS_SWIFT_UNAVAILABLE("");
+ (NSNumber *)numberWithInt:(int)value NS_SWIFT_UNAVAILABLE("");
+ (NSNumber *)numberWithLong:(long)value NS_SWIFT_UNAVAILABLE("");
+ (NSNumber *)numberWithLongLong:(long long)value NS_SWIFT_UNAVAILABLE("");
+ (NSNumber *)numberWithFloat:(float)value NS_SWIFT_UNAVAILABLE("");
+ (NSNumber *)numberWithDouble:(double)value NS_SWIFT_UNAVAILABLE("");
+ (NSNumber *)numberWithBool:(BOOL)value NS_SWIFT_UNAVAILABLE("");
+ (NSNumber *)numberWithInteger:(NSInteger)value API_AVAILABLE(macos(10.5), ios(2.0)) NS_SWIFT_UNAVAILABLE("");
+ (NSNumber *)numberWithUnsignedInteger:(NSUInteger)value API_AVAILABLE(macos(10.5), ios(2.0)) NS_SWIFT_UNAVAILABLE("");
@end

// MARK: - NSDecimalNumber.h

@interface NSDecimalNumber : NSNumber
- (instancetype)initWithString:(nullable NSString *)numberValue;
+ (NSDecimalNumber *)decimalNumberWithString:(nullable NSString *)numberValue;
@end

// MARK: - NSDate.h, NSData.h, NSUUID.h, NSURL.h, NSError.h

__attribute__((swift_bridge("Foundation.Date")))
@interface NSDate : NSObject <NSCopying, NSSecureCoding>
@property (readonly) NSTimeInterval timeIntervalSinceReferenceDate;
- (instancetype)initWithTimeIntervalSinceReferenceDate:(NSTimeInterval)ti NS_DESIGNATED_INITIALIZER;
+ (instancetype)dateWithTimeIntervalSinceReferenceDate:(NSTimeInterval)ti;
@end

__attribute__((swift_bridge("Foundation.Data")))
@interface NSData : NSObject <NSCopying, NSMutableCopying, NSSecureCoding>
@property (readonly) NSUInteger length;
@end

API_AVAILABLE(macos(10.8), ios(6.0))
__attribute__((swift_bridge("Foundation.UUID")))
@interface NSUUID : NSObject <NSCopying, NSSecureCoding>
+ (instancetype)UUID;
- (instancetype)init NS_DESIGNATED_INITIALIZER;
- (nullable instancetype)initWithUUIDString:(NSString *)string;
@property (readonly, copy) NSString *UUIDString;
@end

__attribute__((swift_bridge("Foundation.URL")))
@interface NSURL : NSObject <NSSecureCoding, NSCopying>
- (nullable instancetype)initWithString:(NSString *)URLString;
+ (nullable instancetype)URLWithString:(NSString *)URLString;
- (instancetype)initFileURLWithPath:(NSString *)path NS_DESIGNATED_INITIALIZER;
+ (NSURL *)fileURLWithPath:(NSString *)path;
@property (nullable, readonly, copy) NSString *absoluteString;
@property (nullable, readonly, copy) NSString *path;
@end

@interface NSError : NSObject <NSCopying, NSSecureCoding>
@property (readonly) NSInteger code;
@property (readonly, copy) NSString *domain;
@end

// MARK: - NSArray.h, NSDictionary.h, NSSet.h, NSOrderedSet.h, NSIndexSet.h

__attribute__((swift_bridge("Swift.Array")))
@interface NSArray<__covariant ObjectType> : NSObject <NSCopying, NSMutableCopying, NSSecureCoding, NSFastEnumeration>
@property (readonly) NSUInteger count;
- (ObjectType)objectAtIndex:(NSUInteger)index;
- (instancetype)init NS_DESIGNATED_INITIALIZER;
- (instancetype)initWithObjects:(const ObjectType _Nonnull[_Nullable])objects count:(NSUInteger)cnt NS_DESIGNATED_INITIALIZER;
+ (instancetype)array;
+ (instancetype)arrayWithObjects:(const ObjectType _Nonnull[_Nonnull])objects count:(NSUInteger)cnt;
@property (nullable, nonatomic, readonly) ObjectType firstObject API_AVAILABLE(macos(10.6), ios(4.0));
@property (nullable, nonatomic, readonly) ObjectType lastObject;
- (ObjectType)objectAtIndexedSubscript:(NSUInteger)idx API_AVAILABLE(macos(10.8), ios(6.0));
@end

@interface NSMutableArray<ObjectType> : NSArray<ObjectType>
- (void)addObject:(ObjectType)anObject;
@end

__attribute__((swift_bridge("Swift.Dictionary")))
@interface NSDictionary<__covariant KeyType, __covariant ObjectType> : NSObject <NSCopying, NSMutableCopying, NSSecureCoding, NSFastEnumeration>
@property (readonly) NSUInteger count;
- (nullable ObjectType)objectForKey:(KeyType)aKey;
+ (instancetype)dictionary;
+ (instancetype)dictionaryWithObjects:(const ObjectType _Nonnull[_Nullable])objects forKeys:(const KeyType <NSCopying> _Nonnull[_Nullable])keys count:(NSUInteger)cnt;
- (nullable ObjectType)objectForKeyedSubscript:(KeyType)key API_AVAILABLE(macos(10.8), ios(6.0));
@end

@interface NSMutableDictionary<KeyType, ObjectType> : NSDictionary<KeyType, ObjectType>
- (void)setObject:(ObjectType)anObject forKey:(KeyType <NSCopying>)aKey;
@end

__attribute__((swift_bridge("Swift.Set")))
@interface NSSet<__covariant ObjectType> : NSObject <NSCopying, NSMutableCopying, NSSecureCoding, NSFastEnumeration>
@property (readonly) NSUInteger count;
+ (instancetype)set;
+ (instancetype)setWithArray:(NSArray<ObjectType> *)array;
@end

@interface NSMutableSet<ObjectType> : NSSet<ObjectType>
@end

@interface NSObject (NSKeyValueCoding)
- (NSMutableSet *)mutableSetValueForKey:(NSString *)key;
@end

API_AVAILABLE(macos(10.7), ios(5.0))
@interface NSOrderedSet<__covariant ObjectType> : NSObject <NSCopying, NSMutableCopying, NSSecureCoding, NSFastEnumeration>
@property (readonly) NSUInteger count;
- (ObjectType)objectAtIndex:(NSUInteger)idx;
@end

API_AVAILABLE(macos(10.7), ios(5.0))
@interface NSMutableOrderedSet<ObjectType> : NSOrderedSet<ObjectType>
@end

__attribute__((swift_bridge("Foundation.IndexSet")))
@interface NSIndexSet : NSObject <NSCopying, NSMutableCopying, NSSecureCoding>
@property (readonly) NSUInteger count;
@end

@interface NSMutableIndexSet : NSIndexSet
@end

// MARK: - NSAttributedString.h (a class Transformable attributes often name)

API_AVAILABLE(macos(10.0), ios(3.2))
@interface NSAttributedString : NSObject <NSCopying, NSMutableCopying, NSSecureCoding>
@property (readonly, copy) NSString *string;
@end

// MARK: - NSPredicate.h, NSExpression.h, NSSortDescriptor.h

API_AVAILABLE(macos(10.4), ios(3.0))
@interface NSPredicate : NSObject <NSSecureCoding, NSCopying>
+ (NSPredicate *)predicateWithFormat:(NSString *)predicateFormat argumentArray:(nullable NSArray *)arguments;
+ (NSPredicate *)predicateWithFormat:(NSString *)predicateFormat, ...;
+ (NSPredicate *)predicateWithValue:(BOOL)value;
@property (readonly, copy) NSString *predicateFormat;
@end

API_AVAILABLE(macos(10.4), ios(3.0))
@interface NSExpression : NSObject <NSSecureCoding, NSCopying>
+ (NSExpression *)expressionWithFormat:(NSString *)expressionFormat argumentArray:(NSArray *)arguments API_AVAILABLE(macos(10.6), ios(4.0));
+ (NSExpression *)expressionWithFormat:(NSString *)expressionFormat, ... API_AVAILABLE(macos(10.6), ios(4.0));
+ (NSExpression *)expressionForKeyPath:(NSString *)keyPath;
@end

@interface NSSortDescriptor : NSObject <NSSecureCoding, NSCopying>
+ (instancetype)sortDescriptorWithKey:(nullable NSString *)key ascending:(BOOL)ascending API_AVAILABLE(macos(10.6), ios(4.0));
@property (nullable, readonly, copy) NSString *key;
@property (readonly) BOOL ascending;
@end

// MARK: - NSBundle.h, NSValueTransformer.h

NS_SWIFT_NAME(Bundle)
@interface NSBundle : NSObject
@property (class, readonly, strong) NSBundle *mainBundle;
- (nullable NSURL *)URLForResource:(nullable NSString *)name withExtension:(nullable NSString *)ext subdirectory:(nullable NSString *)subpath API_AVAILABLE(macos(10.6), ios(4.0));
@end

typedef NSString *NSValueTransformerName NS_TYPED_EXTENSIBLE_ENUM;
FOUNDATION_EXPORT NSValueTransformerName const NSSecureUnarchiveFromDataTransformerName API_AVAILABLE(macos(10.14), ios(12.0), watchos(5.0), tvos(12.0));

API_AVAILABLE(macos(10.3), ios(3.0))
NS_SWIFT_NAME(ValueTransformer)
@interface NSValueTransformer : NSObject
+ (void)setValueTransformer:(nullable NSValueTransformer *)transformer forName:(NSValueTransformerName)name;
+ (nullable NSValueTransformer *)valueTransformerForName:(NSValueTransformerName)name;
+ (Class)transformedValueClass;
+ (BOOL)allowsReverseTransformation;
- (nullable id)transformedValue:(nullable id)value;
- (nullable id)reverseTransformedValue:(nullable id)value;
@end

API_AVAILABLE(macos(10.14), ios(12.0), watchos(5.0), tvos(12.0))
@interface NSSecureUnarchiveFromDataTransformer : NSValueTransformer
@property (class, readonly, copy) NSArray<Class> *allowedTopLevelClasses;
@end

NS_ASSUME_NONNULL_END
