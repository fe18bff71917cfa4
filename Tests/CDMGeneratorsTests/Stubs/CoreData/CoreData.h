// A tiny stand-in for Core Data: just what generated Objective-C uses, so `clang -fsyntax-only` can check it on Linux.
// Declarations newer than iOS 10 carry the API_AVAILABLE of Apple's headers (CoreData.framework/Headers, copied here
// declaration by declaration), so the generated code can be compiled for its lowest declared OS versions.

#pragma once

#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

typedef NSUInteger NSAttributeType;
enum {
    NSUndefinedAttributeType = 0,
    NSInteger16AttributeType = 100,
    NSInteger32AttributeType = 200,
    NSInteger64AttributeType = 300,
    NSDecimalAttributeType = 400,
    NSDoubleAttributeType = 500,
    NSFloatAttributeType = 600,
    NSStringAttributeType = 700,
    NSBooleanAttributeType = 800,
    NSDateAttributeType = 900,
    NSBinaryDataAttributeType = 1000,
    NSUUIDAttributeType API_AVAILABLE(macosx(10.13), ios(11.0), tvos(11.0), watchos(4.0)) = 1100,
    NSURIAttributeType API_AVAILABLE(macosx(10.13), ios(11.0), tvos(11.0), watchos(4.0)) = 1200,
    NSTransformableAttributeType = 1800,
    NSObjectIDAttributeType = 2000,
    NSCompositeAttributeType API_AVAILABLE(macosx(14.0), ios(17.0), tvos(17.0), watchos(10.0)) = 2100,
};

typedef NSUInteger NSDeleteRule;
enum { NSNoActionDeleteRule, NSNullifyDeleteRule, NSCascadeDeleteRule, NSDenyDeleteRule };

typedef NSUInteger NSFetchRequestResultType;
enum { NSManagedObjectResultType = 0, NSManagedObjectIDResultType = 1, NSDictionaryResultType = 2, NSCountResultType = 4 };

typedef NSUInteger NSFetchIndexElementType;
enum {
    NSFetchIndexElementTypeBinary API_AVAILABLE(macosx(10.13), ios(11.0), tvos(11.0), watchos(4.0)),
    NSFetchIndexElementTypeRTree API_AVAILABLE(macosx(10.13), ios(11.0), tvos(11.0), watchos(4.0)),
};

extern NSString *const NSSQLiteStoreType;
extern NSString *const NSInMemoryStoreType;
extern NSString *const NSMigratePersistentStoresAutomaticallyOption;
extern NSString *const NSInferMappingModelAutomaticallyOption;

@class NSEntityDescription;

@interface NSManagedObjectID : NSObject
@end

@interface NSManagedObject : NSObject
@end

@interface NSFetchRequest<ResultType> : NSObject
+ (instancetype)fetchRequestWithEntityName:(NSString *)entityName;
- (instancetype)initWithEntityName:(NSString *)entityName;
@property (nullable, nonatomic, strong) NSEntityDescription *entity;
@property (nullable, nonatomic, strong) NSPredicate *predicate;
@property (nonatomic) NSUInteger fetchLimit;
@property (nonatomic) NSUInteger fetchBatchSize;
@property (nonatomic) NSFetchRequestResultType resultType;
@property (nonatomic) BOOL includesSubentities;
@property (nonatomic) BOOL includesPropertyValues;
@property (nonatomic) BOOL returnsObjectsAsFaults;
@property (nonatomic) BOOL includesPendingChanges;
@property (nonatomic) BOOL returnsDistinctResults;
@end

@interface NSPropertyDescription : NSObject
@property (nonatomic, copy) NSString *name;
@property (getter=isOptional) BOOL optional;
@property (getter=isTransient) BOOL transient;
@property (nullable, nonatomic, strong) NSDictionary *userInfo;
@property (nullable, copy) NSString *versionHashModifier;
@property (nullable, copy) NSString *renamingIdentifier;
@property (getter=isIndexedBySpotlight) BOOL indexedBySpotlight;
- (void)setValidationPredicates:(nullable NSArray<NSPredicate *> *)validationPredicates withValidationWarnings:(nullable NSArray<NSString *> *)validationWarnings;
@end

@interface NSAttributeDescription : NSPropertyDescription
@property NSAttributeType attributeType;
@property (nullable, copy) NSString *attributeValueClassName;
@property (nullable, retain) id defaultValue;
@property (nullable, copy) NSString *valueTransformerName;
@property BOOL allowsExternalBinaryDataStorage;
@property BOOL preservesValueInHistoryOnDeletion API_AVAILABLE(macosx(10.15),ios(13.0),tvos(13.0),watchos(6.0));
@property BOOL allowsCloudEncryption API_AVAILABLE(macosx(12.0),ios(15.0),tvos(15.0),watchos(8.0));
@end

API_AVAILABLE(macosx(10.15),ios(13.0),tvos(13.0),watchos(6.0))
@interface NSDerivedAttributeDescription : NSAttributeDescription
@property (strong, nullable) NSExpression *derivationExpression;
@end

API_AVAILABLE(macosx(14.0), ios(17.0), tvos(17.0), watchos(10.0))
@interface NSCompositeAttributeDescription : NSAttributeDescription
@property (copy) NSArray<NSAttributeDescription *> *elements;
@end

@interface NSRelationshipDescription : NSPropertyDescription
@property (nullable, nonatomic, weak) NSEntityDescription *destinationEntity;
@property (nullable, nonatomic, weak) NSRelationshipDescription *inverseRelationship;
@property NSUInteger maxCount;
@property NSUInteger minCount;
@property NSDeleteRule deleteRule;
@property (getter=isOrdered) BOOL ordered;
@end

@interface NSFetchedPropertyDescription : NSPropertyDescription
@property (nullable, strong) NSFetchRequest *fetchRequest;
@end

API_AVAILABLE(macosx(10.13),ios(11.0),tvos(11.0),watchos(4.0))
@interface NSFetchIndexElementDescription : NSObject
- (instancetype)initWithProperty:(NSPropertyDescription *)property collationType:(NSFetchIndexElementType)collationType;
@property (getter=isAscending) BOOL ascending;
@end

API_AVAILABLE(macosx(10.13),ios(11.0),tvos(11.0),watchos(4.0))
@interface NSFetchIndexDescription : NSObject
- (instancetype)initWithName:(NSString *)name elements:(nullable NSArray<NSFetchIndexElementDescription *> *)elements;
@end

@interface NSEntityDescription : NSObject
@property (nullable, copy) NSString *name;
@property (null_resettable, copy) NSString *managedObjectClassName;
@property (getter=isAbstract) BOOL abstract;
@property (strong) NSArray<NSEntityDescription *> *subentities;
@property (strong) NSArray<__kindof NSPropertyDescription *> *properties;
@property (readonly, copy) NSDictionary<NSString *, __kindof NSPropertyDescription *> *propertiesByName;
@property (nullable, nonatomic, strong) NSDictionary *userInfo;
@property (nullable, copy) NSString *versionHashModifier;
@property (nullable, copy) NSString *renamingIdentifier;
@property (strong) NSArray<NSArray<id> *> *uniquenessConstraints API_AVAILABLE(macosx(10.11),ios(9.0));
@property (copy) NSArray<NSFetchIndexDescription *> *indexes API_AVAILABLE(macosx(10.13),ios(11.0),tvos(11.0),watchos(4.0));
@end

@interface NSManagedObjectModel : NSObject
@property (strong) NSArray<NSEntityDescription *> *entities;
@property (copy) NSSet *versionIdentifiers;
- (void)setEntities:(NSArray<NSEntityDescription *> *)entities forConfiguration:(NSString *)configuration;  // Swift: setEntities(_:forConfigurationName:)
- (void)setFetchRequestTemplate:(nullable NSFetchRequest *)fetchRequestTemplate forName:(NSString *)name;
@end

API_AVAILABLE(macosx(10.12),ios(10.0),tvos(10.0),watchos(3.0))
@interface NSPersistentStoreDescription : NSObject
@property (nonatomic, copy, nullable) NSURL *URL;
@end

@interface NSPersistentStore : NSObject
@end

@interface NSPersistentStoreCoordinator : NSObject
- (instancetype)initWithManagedObjectModel:(NSManagedObjectModel *)model;
- (nullable NSPersistentStore *)addPersistentStoreWithType:(NSString *)storeType configuration:(nullable NSString *)configuration URL:(nullable NSURL *)storeURL options:(nullable NSDictionary *)options error:(NSError **)error;
@end

API_AVAILABLE(macosx(10.12),ios(10.0),tvos(10.0),watchos(3.0))
@interface NSPersistentContainer : NSObject
- (instancetype)initWithName:(NSString *)name managedObjectModel:(NSManagedObjectModel *)model;
@property (copy) NSArray<NSPersistentStoreDescription *> *persistentStoreDescriptions;
@end

NS_ASSUME_NONNULL_END
