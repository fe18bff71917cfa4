// The app's base class that Library's entity Tag names with @baseClass(LibraryObject), as the app's header declares it.
#import <CoreData/CoreData.h>

@interface LibraryObject : NSManagedObject
@end
