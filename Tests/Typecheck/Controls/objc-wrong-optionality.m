// expect: error: null passed to a callee that requires a non-null argument
// A control: nullability is Apple's (setEntities:forConfiguration: takes a non-null configuration name).
#import <CoreData/CoreData.h>

void Configure(NSManagedObjectModel *model, NSEntityDescription *entity) {
    [model setEntities:@[entity] forConfiguration:nil];
}
