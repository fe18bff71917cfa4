// Core Data as Apple's SDK declares the parts generated code uses: names, selectors, Swift names, nullability, availability (see ../../SOURCES.md).

#pragma once

#import <Foundation/Foundation.h>

#define COREDATA_EXTERN extern

@class NSManagedObjectContext, NSPersistentStore, NSEntityDescription, NSManagedObjectModel, NSPropertyDescription,
    NSFetchIndexDescription, NSFetchIndexElementDescription, NSRelationshipDescription, NSAttributeDescription,
    NSPersistentStoreCoordinator;

NS_ASSUME_NONNULL_BEGIN

// MARK: - NSPersistentStoreRequest.h, NSFetchRequest.h (protocol and result support)

@protocol NSFetchRequestResult <NSObject>
@end

API_AVAILABLE(macosx(10.7), ios(5.0))
@interface NSPersistentStoreRequest : NSObject <NSCopying>
@end

// MARK: - NSManagedObjectID.h

API_AVAILABLE(macosx(10.4), ios(3.0))
@interface NSManagedObjectID : NSObject <NSCopying, NSFetchRequestResult>
@property (readonly, strong) NSEntityDescription *entity;
@property (readonly, getter=isTemporaryID) BOOL temporaryID;
- (NSURL *)URIRepresentation;
@end

// MARK: - NSFetchRequest.h

typedef NS_OPTIONS(NSUInteger, NSFetchRequestResultType) {
    NSManagedObjectResultType = 0x00,
    NSManagedObjectIDResultType = 0x01,
    NSDictionaryResultType API_AVAILABLE(macosx(10.6), ios(3.0)) = 0x02,
    NSCountResultType API_AVAILABLE(macosx(10.6), ios(3.0)) = 0x04,
};

@interface NSNumber (NSFetchedResultSupport) <NSFetchRequestResult>
@end

@interface NSDictionary (NSFetchedResultSupport) <NSFetchRequestResult>
@end

API_AVAILABLE(macosx(10.4), ios(3.0))
@interface NSFetchRequest<__covariant ResultType : id<NSFetchRequestResult>> : NSPersistentStoreRequest <NSCoding>
+ (instancetype)fetchRequestWithEntityName:(NSString *)entityName API_AVAILABLE(macosx(10.7), ios(4.0));
- (instancetype)init NS_DESIGNATED_INITIALIZER;
- (instancetype)initWithEntityName:(NSString *)entityName API_AVAILABLE(macosx(10.7), ios(4.0));
@property (nullable, nonatomic, strong) NSEntityDescription *entity;
@property (nullable, nonatomic, readonly, strong) NSString *entityName API_AVAILABLE(macosx(10.7), ios(4.0));
@property (nullable, nonatomic, strong) NSPredicate *predicate;
@property (nullable, nonatomic, strong) NSArray<NSSortDescriptor *> *sortDescriptors;
@property (nonatomic) NSUInteger fetchLimit;
@property (nonatomic) NSUInteger fetchOffset API_AVAILABLE(macosx(10.6), ios(3.0));
@property (nonatomic) NSUInteger fetchBatchSize API_AVAILABLE(macosx(10.6), ios(3.0));
@property (nonatomic) NSFetchRequestResultType resultType API_AVAILABLE(macosx(10.5), ios(3.0));
@property (nonatomic) BOOL includesSubentities API_AVAILABLE(macosx(10.5), ios(3.0));
@property (nonatomic) BOOL includesPropertyValues API_AVAILABLE(macosx(10.5), ios(3.0));
@property (nonatomic) BOOL returnsObjectsAsFaults API_AVAILABLE(macosx(10.5), ios(3.0));
@property (nonatomic) BOOL includesPendingChanges API_AVAILABLE(macosx(10.6), ios(3.0));
@property (nonatomic) BOOL returnsDistinctResults API_AVAILABLE(macosx(10.6), ios(3.0));
@end

// MARK: - NSManagedObject.h

typedef NS_OPTIONS(NSUInteger, NSSnapshotEventType) {
    NSSnapshotEventUndoInsertion = 1 << 1,
    NSSnapshotEventUndoDeletion = 1 << 2,
    NSSnapshotEventUndoUpdate = 1 << 3,
    NSSnapshotEventRollback = 1 << 4,
    NSSnapshotEventRefresh = 1 << 5,
    NSSnapshotEventMergePolicy = 1 << 6
};

API_AVAILABLE(macosx(10.4), ios(3.0)) NS_REQUIRES_PROPERTY_DEFINITIONS
@interface NSManagedObject : NSObject
@property (class, readonly) BOOL contextShouldIgnoreUnmodeledPropertyChanges API_AVAILABLE(macosx(10.6), ios(3.0));
+ (NSEntityDescription *)entity API_AVAILABLE(macosx(10.12), ios(10.0), tvos(10.0), watchos(3.0));
// Hidden from Swift as in Apple's header: the generated subclasses' typed fetchRequest() stays unambiguous.
#ifndef __swift__
+ (NSFetchRequest *)fetchRequest API_AVAILABLE(macosx(10.12), ios(10.0), tvos(10.0), watchos(3.0)) NS_REFINED_FOR_SWIFT;
#endif
- (__kindof NSManagedObject *)initWithEntity:(NSEntityDescription *)entity insertIntoManagedObjectContext:(nullable NSManagedObjectContext *)context NS_DESIGNATED_INITIALIZER NS_SWIFT_NAME(init(entity:insertInto:));
- (instancetype)initWithContext:(NSManagedObjectContext *)moc API_AVAILABLE(macosx(10.12), ios(10.0), tvos(10.0), watchos(3.0));
@property (nullable, nonatomic, readonly, assign) NSManagedObjectContext *managedObjectContext;
@property (nonatomic, readonly, strong) NSEntityDescription *entity;
@property (nonatomic, readonly, strong) NSManagedObjectID *objectID;
@property (nonatomic, getter=isInserted, readonly) BOOL inserted;
@property (nonatomic, getter=isUpdated, readonly) BOOL updated;
@property (nonatomic, getter=isDeleted, readonly) BOOL deleted;
@property (nonatomic, readonly) BOOL hasChanges API_AVAILABLE(macosx(10.7), ios(5.0));
@property (nonatomic, readonly) BOOL hasPersistentChangedValues API_AVAILABLE(macosx(10.9), ios(7.0));
@property (nonatomic, getter=isFault, readonly) BOOL fault;
- (BOOL)hasFaultForRelationshipNamed:(NSString *)key API_AVAILABLE(macosx(10.5), ios(3.0));
- (NSArray<NSManagedObjectID *> *)objectIDsForRelationshipNamed:(NSString *)key API_AVAILABLE(macosx(10.11), ios(8.3));
@property (nonatomic, readonly) NSUInteger faultingState API_AVAILABLE(macosx(10.5), ios(3.0));
- (void)willAccessValueForKey:(nullable NSString *)key;
- (void)didAccessValueForKey:(nullable NSString *)key;
- (void)willChangeValueForKey:(NSString *)key;
- (void)didChangeValueForKey:(NSString *)key;
- (void)awakeFromFetch;
- (void)awakeFromInsert;
- (void)awakeFromSnapshotEvents:(NSSnapshotEventType)flags API_AVAILABLE(macosx(10.6), ios(3.0));
- (void)prepareForDeletion API_AVAILABLE(macosx(10.6), ios(3.0));
- (void)willSave;
- (void)didSave;
- (void)willTurnIntoFault API_AVAILABLE(macosx(10.5), ios(3.0));
- (void)didTurnIntoFault;
- (nullable id)valueForKey:(NSString *)key;
- (void)setValue:(nullable id)value forKey:(NSString *)key;
- (nullable id)primitiveValueForKey:(NSString *)key;
- (void)setPrimitiveValue:(nullable id)value forKey:(NSString *)key;
- (NSDictionary<NSString *, id> *)committedValuesForKeys:(nullable NSArray<NSString *> *)keys;
- (NSDictionary<NSString *, id> *)changedValues;
- (NSDictionary<NSString *, id> *)changedValuesForCurrentEvent API_AVAILABLE(macosx(10.7), ios(5.0));
- (BOOL)validateValue:(id _Nullable *_Nonnull)value forKey:(NSString *)key error:(NSError **)error;
- (BOOL)validateForDelete:(NSError **)error;
- (BOOL)validateForInsert:(NSError **)error;
- (BOOL)validateForUpdate:(NSError **)error;
- (void)setObservationInfo:(nullable void *)inObservationInfo;
- (nullable void *)observationInfo;
@end

@interface NSManagedObject (NSFetchedResultSupport) <NSFetchRequestResult>
@end

// MARK: - NSPropertyDescription.h

API_AVAILABLE(macosx(10.4), ios(3.0))
@interface NSPropertyDescription : NSObject <NSCoding, NSCopying>
@property (nonatomic, readonly, assign) NSEntityDescription *entity;
@property (nonatomic, copy) NSString *name;
@property (getter=isOptional) BOOL optional;
@property (getter=isTransient) BOOL transient;
@property (readonly, strong) NSArray<NSPredicate *> *validationPredicates;
@property (readonly, strong) NSArray *validationWarnings;
- (void)setValidationPredicates:(nullable NSArray<NSPredicate *> *)validationPredicates withValidationWarnings:(nullable NSArray<NSString *> *)validationWarnings;
@property (nullable, nonatomic, strong) NSDictionary *userInfo;
@property (getter=isIndexed) BOOL indexed API_DEPRECATED("Use NSEntityDescription.indexes instead", macosx(10.5, 10.13), ios(3.0, 11.0), tvos(9.0, 11.0), watchos(2.0, 4.0));
@property (readonly, copy) NSData *versionHash API_AVAILABLE(macosx(10.5), ios(3.0));
@property (nullable, copy) NSString *versionHashModifier API_AVAILABLE(macosx(10.5), ios(3.0));
@property (getter=isIndexedBySpotlight) BOOL indexedBySpotlight API_AVAILABLE(macosx(10.6), ios(3.0));
@property (nullable, copy) NSString *renamingIdentifier API_AVAILABLE(macosx(10.6), ios(3.0));
@end

// MARK: - NSAttributeDescription.h

typedef NS_ENUM(NSUInteger, NSAttributeType) {
    NSUndefinedAttributeType NS_SWIFT_NAME(undefinedAttributeType) = 0,
    NSInteger16AttributeType NS_SWIFT_NAME(integer16AttributeType) = 100,
    NSInteger32AttributeType NS_SWIFT_NAME(integer32AttributeType) = 200,
    NSInteger64AttributeType NS_SWIFT_NAME(integer64AttributeType) = 300,
    NSDecimalAttributeType NS_SWIFT_NAME(decimalAttributeType) = 400,
    NSDoubleAttributeType NS_SWIFT_NAME(doubleAttributeType) = 500,
    NSFloatAttributeType NS_SWIFT_NAME(floatAttributeType) = 600,
    NSStringAttributeType NS_SWIFT_NAME(stringAttributeType) = 700,
    NSBooleanAttributeType NS_SWIFT_NAME(booleanAttributeType) = 800,
    NSDateAttributeType NS_SWIFT_NAME(dateAttributeType) = 900,
    NSBinaryDataAttributeType NS_SWIFT_NAME(binaryDataAttributeType) = 1000,
    NSUUIDAttributeType NS_SWIFT_NAME(UUIDAttributeType) API_AVAILABLE(macosx(10.13), ios(11.0), tvos(11.0), watchos(4.0)) = 1100,
    NSURIAttributeType NS_SWIFT_NAME(URIAttributeType) API_AVAILABLE(macosx(10.13), ios(11.0), tvos(11.0), watchos(4.0)) = 1200,
    NSTransformableAttributeType NS_SWIFT_NAME(transformableAttributeType) API_AVAILABLE(macosx(10.5), ios(3.0)) = 1800,
    NSObjectIDAttributeType NS_SWIFT_NAME(objectIDAttributeType) API_AVAILABLE(macosx(10.6), ios(3.0)) = 2000,
    NSCompositeAttributeType NS_SWIFT_NAME(compositeAttributeType) API_AVAILABLE(macosx(14.0), ios(17.0), tvos(17.0), watchos(10.0)) = 2100,
};

API_AVAILABLE(macosx(10.4), ios(3.0))
@interface NSAttributeDescription : NSPropertyDescription
@property () NSAttributeType attributeType;
@property (nullable, copy) NSString *attributeValueClassName;
@property (nullable, retain) id defaultValue;
@property (readonly, copy) NSData *versionHash API_AVAILABLE(macosx(10.5), ios(3.0));
@property (nullable, copy) NSString *valueTransformerName API_AVAILABLE(macosx(10.5), ios(3.0));
@property () BOOL allowsExternalBinaryDataStorage API_AVAILABLE(macosx(10.7), ios(5.0));
@property () BOOL preservesValueInHistoryOnDeletion API_AVAILABLE(macosx(10.15), ios(13.0), tvos(13.0), watchos(6.0));
@property () BOOL allowsCloudEncryption API_AVAILABLE(macosx(12.0), ios(15.0), tvos(15.0), watchos(8.0));
@end

// MARK: - NSDerivedAttributeDescription.h

API_AVAILABLE(macosx(10.15), ios(13.0), tvos(13.0), watchos(6.0))
@interface NSDerivedAttributeDescription : NSAttributeDescription
@property (strong, nullable) NSExpression *derivationExpression;
@end

// MARK: - NSCompositeAttributeDescription.h

API_AVAILABLE(macosx(14.0), ios(17.0), tvos(17.0), watchos(10.0))
@interface NSCompositeAttributeDescription : NSAttributeDescription
@property (copy) NSArray<NSAttributeDescription *> *elements;
@end

// MARK: - NSRelationshipDescription.h

typedef NS_ENUM(NSUInteger, NSDeleteRule) {
    NSNoActionDeleteRule,
    NSNullifyDeleteRule,
    NSCascadeDeleteRule,
    NSDenyDeleteRule
};

API_AVAILABLE(macosx(10.4), ios(3.0))
@interface NSRelationshipDescription : NSPropertyDescription
@property (nullable, nonatomic, assign) NSEntityDescription *destinationEntity;
@property (nullable, nonatomic, assign) NSRelationshipDescription *inverseRelationship;
@property NSUInteger maxCount;
@property NSUInteger minCount;
@property NSDeleteRule deleteRule;
@property (getter=isToMany, readonly) BOOL toMany;
@property (readonly, copy) NSData *versionHash API_AVAILABLE(macosx(10.5), ios(3.0));
@property (getter=isOrdered) BOOL ordered API_AVAILABLE(macosx(10.7), ios(5.0));
@end

// MARK: - NSFetchedPropertyDescription.h

API_AVAILABLE(macosx(10.4), ios(3.0))
@interface NSFetchedPropertyDescription : NSPropertyDescription
@property (nullable, strong) NSFetchRequest *fetchRequest;
@end

// MARK: - NSFetchIndexElementDescription.h, NSFetchIndexDescription.h

typedef NS_ENUM(NSUInteger, NSFetchIndexElementType) {
    NSFetchIndexElementTypeBinary,
    NSFetchIndexElementTypeRTree,
} API_AVAILABLE(macosx(10.13), ios(11.0), tvos(11.0), watchos(4.0));

API_AVAILABLE(macosx(10.13), ios(11.0), tvos(11.0), watchos(4.0))
@interface NSFetchIndexElementDescription : NSObject <NSCoding, NSCopying>
- (instancetype)initWithProperty:(NSPropertyDescription *)property collationType:(NSFetchIndexElementType)collationType;
@property (readonly, nullable, retain) NSPropertyDescription *property;
@property (readonly, nullable, retain) NSString *propertyName;
@property NSFetchIndexElementType collationType;
@property (getter=isAscending) BOOL ascending;
@property (readonly, nullable, assign) NSFetchIndexDescription *indexDescription;
@end

API_AVAILABLE(macosx(10.13), ios(11.0), tvos(11.0), watchos(4.0))
@interface NSFetchIndexDescription : NSObject <NSCoding, NSCopying>
- (instancetype)initWithName:(NSString *)name elements:(nullable NSArray<NSFetchIndexElementDescription *> *)elements;
@property (copy) NSString *name;
@property (copy) NSArray<NSFetchIndexElementDescription *> *elements;
@property (readonly, nonatomic, nullable, assign) NSEntityDescription *entity;
@property (nullable, copy) NSPredicate *partialIndexPredicate;
@end

// MARK: - NSEntityDescription.h

API_AVAILABLE(macosx(10.4), ios(3.0))
@interface NSEntityDescription : NSObject <NSCoding, NSCopying, NSFastEnumeration>
+ (nullable NSEntityDescription *)entityForName:(NSString *)entityName inManagedObjectContext:(NSManagedObjectContext *)context NS_SWIFT_NAME(entity(forEntityName:in:));
+ (__kindof NSManagedObject *)insertNewObjectForEntityForName:(NSString *)entityName inManagedObjectContext:(NSManagedObjectContext *)context NS_SWIFT_NAME(insertNewObject(forEntityName:into:));
@property (readonly, assign) NSManagedObjectModel *managedObjectModel;
@property (null_resettable, copy) NSString *managedObjectClassName;
@property (nullable, copy) NSString *name;
@property (getter=isAbstract) BOOL abstract;
@property (readonly, copy) NSDictionary<NSString *, NSEntityDescription *> *subentitiesByName;
@property (strong) NSArray<NSEntityDescription *> *subentities;
@property (nullable, readonly, assign) NSEntityDescription *superentity;
@property (readonly, copy) NSDictionary<NSString *, __kindof NSPropertyDescription *> *propertiesByName;
@property (strong) NSArray<__kindof NSPropertyDescription *> *properties;
@property (nullable, nonatomic, strong) NSDictionary *userInfo;
@property (readonly, copy) NSDictionary<NSString *, NSAttributeDescription *> *attributesByName;
@property (readonly, copy) NSDictionary<NSString *, NSRelationshipDescription *> *relationshipsByName;
@property (readonly, copy) NSData *versionHash API_AVAILABLE(macosx(10.5), ios(3.0));
@property (nullable, copy) NSString *versionHashModifier API_AVAILABLE(macosx(10.5), ios(3.0));
@property (nullable, copy) NSString *renamingIdentifier API_AVAILABLE(macosx(10.6), ios(3.0));
@property (copy) NSArray<NSFetchIndexDescription *> *indexes API_AVAILABLE(macosx(10.13), ios(11.0), tvos(11.0), watchos(4.0));
@property (strong) NSArray<NSArray<id> *> *uniquenessConstraints API_AVAILABLE(macosx(10.11), ios(9.0));
@property (nonnull, retain) NSExpression *coreSpotlightDisplayNameExpression API_AVAILABLE(macosx(10.15), ios(13.0), tvos(13.0), watchos(6.0));
@end

// MARK: - NSManagedObjectModel.h

API_AVAILABLE(macosx(10.4), ios(3.0))
@interface NSManagedObjectModel : NSObject <NSCoding, NSCopying, NSFastEnumeration>
+ (nullable NSManagedObjectModel *)mergedModelFromBundles:(nullable NSArray<NSBundle *> *)bundles;
+ (nullable NSManagedObjectModel *)modelByMergingModels:(nullable NSArray<NSManagedObjectModel *> *)models;
- (instancetype)init NS_DESIGNATED_INITIALIZER;
- (nullable instancetype)initWithContentsOfURL:(NSURL *)url;
@property (readonly, copy) NSDictionary<NSString *, NSEntityDescription *> *entitiesByName;
@property (strong) NSArray<NSEntityDescription *> *entities;
@property (readonly, strong) NSArray<NSString *> *configurations;
- (nullable NSArray<NSEntityDescription *> *)entitiesForConfiguration:(nullable NSString *)configuration NS_SWIFT_NAME(entities(forConfigurationName:));
- (void)setEntities:(NSArray<NSEntityDescription *> *)entities forConfiguration:(NSString *)configuration NS_SWIFT_NAME(setEntities(_:forConfigurationName:));
- (void)setFetchRequestTemplate:(nullable NSFetchRequest *)fetchRequestTemplate forName:(NSString *)name;
- (nullable NSFetchRequest *)fetchRequestTemplateForName:(NSString *)name;
- (nullable NSFetchRequest *)fetchRequestFromTemplateWithName:(NSString *)name substitutionVariables:(NSDictionary<NSString *, id> *)variables;
@property (copy) NSSet *versionIdentifiers API_AVAILABLE(macosx(10.5), ios(3.0));
// Documentation `NSManagedObjectModel.versionChecksum`: `var versionChecksum: String { get }`, iOS 17.0, macOS 14.0,
// tvOS 17.0, watchOS 10.0, visionOS 1.0 ("The Base64-encoded 128-bit model version hash").
@property (readonly, copy) NSString *versionChecksum API_AVAILABLE(macosx(14.0), ios(17.0), tvos(17.0), watchos(10.0));
@end

// MARK: - NSManagedObjectContext.h (only what the other declarations name)

API_AVAILABLE(macosx(10.4), ios(3.0))
@interface NSManagedObjectContext : NSObject
@property (nullable, strong) NSPersistentStoreCoordinator *persistentStoreCoordinator;
- (BOOL)save:(NSError **)error;
// Apple names it `fetch(_:)` in CoreData.apinotes; the generic `fetch<T>` is in CoreData.swift (the overlay).
- (nullable NSArray *)executeFetchRequest:(NSFetchRequest *)request error:(NSError **)error NS_SWIFT_NAME(fetch(_:));
@end

// MARK: - NSPersistentStore.h, NSPersistentStoreCoordinator.h

API_AVAILABLE(macosx(10.5), ios(3.0))
@interface NSPersistentStore : NSObject
@property (nullable, strong) NSURL *URL;
@property (readonly, copy) NSString *configurationName;
@end

COREDATA_EXTERN NSString * const NSSQLiteStoreType API_AVAILABLE(macosx(10.4), ios(3.0));
COREDATA_EXTERN NSString * const NSXMLStoreType API_AVAILABLE(macosx(10.4)) API_UNAVAILABLE(ios);
COREDATA_EXTERN NSString * const NSBinaryStoreType API_AVAILABLE(macosx(10.4), ios(3.0));
COREDATA_EXTERN NSString * const NSInMemoryStoreType API_AVAILABLE(macosx(10.4), ios(3.0));
COREDATA_EXTERN NSString * const NSMigratePersistentStoresAutomaticallyOption API_AVAILABLE(macosx(10.5), ios(3.0));
COREDATA_EXTERN NSString * const NSInferMappingModelAutomaticallyOption API_AVAILABLE(macosx(10.6), ios(3.0));
// Documentation `NSPersistentStoreStagedMigrationManagerOptionKey`: `let …: String`, iOS 17.0, macOS 14.0, tvOS 17.0,
// watchOS 10.0, visionOS 1.0 (declared in NSPersistentStoreCoordinator.h).
COREDATA_EXTERN NSString * const NSPersistentStoreStagedMigrationManagerOptionKey API_AVAILABLE(macosx(14.0), ios(17.0), tvos(17.0), watchos(10.0));

API_AVAILABLE(macosx(10.4), ios(3.0))
@interface NSPersistentStoreCoordinator : NSObject
- (instancetype)initWithManagedObjectModel:(NSManagedObjectModel *)model NS_DESIGNATED_INITIALIZER;
@property (readonly, strong) NSManagedObjectModel *managedObjectModel;
@property (readonly, strong) NSArray<__kindof NSPersistentStore *> *persistentStores;
- (nullable __kindof NSPersistentStore *)addPersistentStoreWithType:(NSString *)storeType configuration:(nullable NSString *)configuration URL:(nullable NSURL *)storeURL options:(nullable NSDictionary *)options error:(NSError **)error NS_SWIFT_NAME(addPersistentStore(ofType:configurationName:at:options:));
@end

// MARK: - NSPersistentStoreDescription.h, NSPersistentContainer.h

API_AVAILABLE(macosx(10.12), ios(10.0), tvos(10.0), watchos(3.0))
@interface NSPersistentStoreDescription : NSObject <NSCopying>
+ (instancetype)persistentStoreDescriptionWithURL:(NSURL *)URL;
- (instancetype)initWithURL:(NSURL *)url NS_DESIGNATED_INITIALIZER;
@property (copy) NSString *type;
@property (copy, nullable) NSString *configuration;
@property (copy, nullable) NSURL *URL;
@property (nonatomic, copy, readonly) NSDictionary<NSString *, NSObject *> *options;
@property (getter=isReadOnly) BOOL readOnly;
@property BOOL shouldAddStoreAsynchronously;
@property BOOL shouldMigrateStoreAutomatically;
@property BOOL shouldInferMappingModelAutomatically;
- (void)setOption:(nullable NSObject *)option forKey:(NSString *)key;
@end

API_AVAILABLE(macosx(10.12), ios(10.0), tvos(10.0), watchos(3.0))
@interface NSPersistentContainer : NSObject
+ (instancetype)persistentContainerWithName:(NSString *)name;
+ (instancetype)persistentContainerWithName:(NSString *)name managedObjectModel:(NSManagedObjectModel *)model;
+ (NSURL *)defaultDirectoryURL;
@property (copy, readonly) NSString *name;
@property (strong, readonly) NSManagedObjectContext *viewContext;
@property (strong, readonly) NSManagedObjectModel *managedObjectModel;
@property (strong, readonly) NSPersistentStoreCoordinator *persistentStoreCoordinator;
@property (copy) NSArray<NSPersistentStoreDescription *> *persistentStoreDescriptions;
- (instancetype)initWithName:(NSString *)name;
- (instancetype)initWithName:(NSString *)name managedObjectModel:(NSManagedObjectModel *)model NS_DESIGNATED_INITIALIZER;
- (void)loadPersistentStoresWithCompletionHandler:(void (^)(NSPersistentStoreDescription *, NSError *_Nullable))block;
- (NSManagedObjectContext *)newBackgroundContext;
@end

// MARK: - NSMigrationStage.h, NSLightweightMigrationStage.h, NSCustomMigrationStage.h, NSManagedObjectModelReference.h,
// NSStagedMigrationManager.h
//
// Checked against header copies of those five files (Core Data, "Copyright (c) 2023-2024, Apple Inc.", found through
// the code search: each declaration below is the header's, in its order, without the comments) and Apple's
// documentation pages of each class (availability: iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0).
// `label` is null_resettable (Swift: `String!`). The initialisers and the handler blocks are NS_REFINED_FOR_SWIFT,
// so Swift sees `init(__versionChecksums:)` and the like; Apple's Swift overlay gives the names Swift code uses
// (`init(_:)`, `init(migratingFrom:to:)`, the throwing handlers), which CoreData.swift declares. ../../SOURCES.md.

@class NSCustomMigrationStage, NSStagedMigrationManager;

API_AVAILABLE(macosx(14.0),ios(17.0),tvos(17.0),watchos(10.0))
@interface NSMigrationStage : NSObject
@property (nonatomic, null_resettable, copy) NSString *label;
@end

API_AVAILABLE(macosx(14.0),ios(17.0),tvos(17.0),watchos(10.0))
@interface NSLightweightMigrationStage : NSMigrationStage
@property (readonly, strong) NSArray<NSString *> *versionChecksums;
- (instancetype)init NS_UNAVAILABLE;
- (instancetype)initWithVersionChecksums:(NSArray<NSString *> *)versionChecksums NS_DESIGNATED_INITIALIZER NS_REFINED_FOR_SWIFT;
@end

API_AVAILABLE(macosx(14.0),ios(17.0),tvos(17.0),watchos(10.0))
@interface NSManagedObjectModelReference : NSObject
@property (readonly, strong) NSManagedObjectModel *resolvedModel;
@property (readonly, strong) NSString *versionChecksum;
- (instancetype)init NS_UNAVAILABLE;
- (instancetype)initWithModel:(NSManagedObjectModel *)model versionChecksum:(NSString *)versionChecksum;
- (instancetype)initWithFileURL:(NSURL *)fileURL versionChecksum:(NSString *)versionChecksum;
- (instancetype)initWithEntityVersionHashes:(NSDictionary *)versionHash inBundle:(nullable NSBundle *)bundle versionChecksum:(NSString *)versionChecksum;
- (instancetype)initWithName:(NSString *)modelName inBundle:(nullable NSBundle *)bundle versionChecksum:(NSString *)versionChecksum;
@end

API_AVAILABLE(macosx(14.0),ios(17.0),tvos(17.0),watchos(10.0))
@interface NSCustomMigrationStage : NSMigrationStage
@property (readonly, strong) NSManagedObjectModelReference *currentModel;
@property (readonly, strong) NSManagedObjectModelReference *nextModel;
@property (nullable, copy) BOOL (^willMigrateHandler)(NSStagedMigrationManager *migrationManager, NSCustomMigrationStage *migrationStage, NSError * _Nullable *outError) NS_REFINED_FOR_SWIFT;
@property (nullable, copy) BOOL (^didMigrateHandler)(NSStagedMigrationManager *migrationManager, NSCustomMigrationStage *migrationStage, NSError * _Nullable *outError) NS_REFINED_FOR_SWIFT;
- (instancetype)init NS_UNAVAILABLE;
- (instancetype)initWithCurrentModelReference:(NSManagedObjectModelReference *)currentModel
                           nextModelReference:(NSManagedObjectModelReference *)nextModel NS_DESIGNATED_INITIALIZER NS_REFINED_FOR_SWIFT;
@end

API_AVAILABLE(macosx(14.0),ios(17.0),tvos(17.0),watchos(10.0))
@interface NSStagedMigrationManager : NSObject
@property (readonly, strong) NSArray<__kindof NSMigrationStage *> *stages;
@property (readonly, strong, nullable) NSPersistentContainer *container;
- (instancetype)init NS_UNAVAILABLE;
- (instancetype)initWithMigrationStages:(NSArray<__kindof NSMigrationStage *> *)stages NS_DESIGNATED_INITIALIZER NS_REFINED_FOR_SWIFT;
@end

NS_ASSUME_NONNULL_END
