// expect: error: no member named 'titel'
// A control: `@nameConstants` names are struct members, so a misspelt name fails to compile (a string would not).
#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN
extern const struct BookAttributes {
	__unsafe_unretained NSString *title;
} BookAttributes;
NS_ASSUME_NONNULL_END

NSString *SortKey(void);
NSString *SortKey(void) {
    return BookAttributes.titel;
}
