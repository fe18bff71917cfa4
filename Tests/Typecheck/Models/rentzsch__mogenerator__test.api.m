// mogenerator's own test model (Tests/Fixtures/xcdatamodel/rentzsch__mogenerator__test.contents): the calls its
// machine headers declared for the model's fetch request templates (`+ (NSArray*)fetchByHumanName:(NSManagedObjectContext*)moc_
// humanName:(NSString*)humanName_ error:(NSError**)error_;`, templates/machine.h.motemplate), written against the
// classes cdm generates with every option (the mode "objc classes, all options"): the same selectors, typed.
#import "HumanMO+CoreDataClass.h"
#import "ChildMO+CoreDataClass.h"
#import "ParentMO+CoreDataClass.h"

NSArray *MogeneratorFetchCallers(NSManagedObjectContext *moc, ParentMO *parent);

NSArray *MogeneratorFetchCallers(NSManagedObjectContext *moc, ParentMO *parent) {
    NSError *error = nil;
    NSArray<HumanMO *> *all = [HumanMO fetchAllHumans:moc error:&error];
    NSArray<HumanMO *> *byName = [HumanMO fetchByHumanName:moc humanName:@"Ada" error:&error];
    NSArray<ChildMO *> *byParent = [ChildMO fetchByParent:moc parent:parent error:&error];
    NSArray<ChildMO *> *byParentName = [ChildMO fetchByParentName:moc parentName:@"Grace" error:&error];
    // mogenerator's single-result form (a template named one…) returned the object; cdm returns the array.
    HumanMO *one = [HumanMO fetchOneByHumanName:moc humanName:@"Ada" error:&error].firstObject;
    return @[all ?: @[], byName ?: @[], byParent ?: @[], byParentName ?: @[], one ?: parent];
}
