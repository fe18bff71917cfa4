// expect: error: no visible @interface for 'NSManagedObjectModel' declares the selector 'setEntities:forConfigurationName:'
// A control: the Swift label is not the Objective-C selector (setEntities:forConfiguration:).
#import <CoreData/CoreData.h>

void Configure(NSManagedObjectModel *model, NSEntityDescription *entity) {
    [model setEntities:@[entity] forConfigurationName:@"Default"];
}
