// What a Transformable's class, written the Swift way in the model, is in generated Objective-C and Swift.

import CDMModel

/// The class of a Transformable attribute (`customClassName`) as each language needs it.
///
/// Models name the class the way Swift spells it, as Xcode's model editor accepts it: `UIColor`,
/// `[String]`, `[String: Any]`, `Set<URL>`. Objective-C cannot use a Swift spelling, so the
/// Objective-C generator maps it to the class Swift bridges it to: arrays to
/// `NSArray<Element *> *`, dictionaries to `NSDictionary<Key *, Value *> *`, sets to `NSSet`,
/// `String` to `NSString`, numbers and `Bool` to `NSNumber`, `Date`, `Data`, `URL`, `UUID` and
/// `Decimal` to their `NS` classes, `Any` and `AnyObject` to `id`. A plain identifier is taken to be
/// a class (`UIColor *`, forward-declared with `@class`). Anything else (optionals, tuples, other
/// generics, nested or module-qualified names) becomes `id`, which always compiles; Core Data
/// hands the attribute's value over as an object either way.
enum TransformableTypes {
    /// Swift value types and the Foundation class each bridges to.
    static let bridged: [String: String] = [
        "String": "NSString", "Substring": "NSString", "Character": "NSString",
        "Int": "NSNumber", "Int8": "NSNumber", "Int16": "NSNumber", "Int32": "NSNumber", "Int64": "NSNumber",
        "UInt": "NSNumber", "UInt8": "NSNumber", "UInt16": "NSNumber", "UInt32": "NSNumber", "UInt64": "NSNumber",
        "Double": "NSNumber", "Float": "NSNumber", "Bool": "NSNumber", "CGFloat": "NSNumber",
        "Date": "NSDate", "Data": "NSData", "URL": "NSURL", "UUID": "NSUUID", "Decimal": "NSDecimalNumber",
        "IndexSet": "NSIndexSet", "Locale": "NSLocale", "TimeZone": "NSTimeZone", "Calendar": "NSCalendar",
        "DateComponents": "NSDateComponents", "PersonNameComponents": "NSPersonNameComponents",
        "Measurement": "NSMeasurement", "Notification": "NSNotification", "AttributedString": "NSAttributedString",
    ]

    /// Spellings of "any object".
    static let anyTypes: Set<String> = ["Any", "AnyObject", "AnyHashable", "NSObjectProtocol"]

    /// An Objective-C type for the class spelt `swift`: the type with its trailing ` *` (or `id `),
    /// ready to be followed by the property name, and the classes it names (for `@class`).
    static func objc(_ swift: String) -> (type: String, classes: [String]) {
        var classes: [String] = []
        let type = objcType(swift.trimmingSpaces, classes: &classes) ?? "id"
        return (type.hasSuffix("*") ? type : type + " ", classes)
    }

    /// The Objective-C type (`NSArray<NSString *> *`, `id`) or nil when the spelling is not understood.
    private static func objcType(_ s: String, classes: inout [String]) -> String? {
        if anyTypes.contains(s) { return "id" }
        if let bridge = bridged[s] { return bridge + " *" }
        if GeneratedNames.isIdentifier(s) {
            classes.append(s)
            return s + " *"
        }
        if s.hasPrefix("["), s.hasSuffix("]") {
            let inner = String(s.dropFirst().dropLast())
            let parts = splitTopLevel(inner, separator: ":")
            if parts.count == 1 {
                guard let element = objcType(parts[0].trimmingSpaces, classes: &classes) else { return nil }
                return "NSArray<\(element)> *"
            }
            if parts.count == 2 {
                guard let key = objcType(parts[0].trimmingSpaces, classes: &classes),
                    let value = objcType(parts[1].trimmingSpaces, classes: &classes)
                else { return nil }
                return "NSDictionary<\(key), \(value)> *"
            }
            return nil
        }
        if let open = s.firstIndex(of: "<"), s.hasSuffix(">") {
            let name = String(s[..<open]).trimmingSpaces
            let arguments = splitTopLevel(String(s[s.index(after: open)..<s.index(before: s.endIndex)]), separator: ",").map(\.trimmingSpaces)
            var mapped: [String] = []
            for argument in arguments {
                guard let type = objcType(argument, classes: &classes) else { return nil }
                mapped.append(type)
            }
            switch (name, mapped.count) {
            case ("Array", 1), ("NSArray", 1), ("NSMutableArray", 1): return "\(name == "Array" ? "NSArray" : name)<\(mapped[0])> *"
            case ("Set", 1), ("NSSet", 1), ("NSMutableSet", 1): return "\(name == "Set" ? "NSSet" : name)<\(mapped[0])> *"
            case ("NSOrderedSet", 1): return "NSOrderedSet<\(mapped[0])> *"
            case ("Dictionary", 2), ("NSDictionary", 2), ("NSMutableDictionary", 2):
                return "\(name == "Dictionary" ? "NSDictionary" : name)<\(mapped[0]), \(mapped[1])> *"
            default: return nil
            }
        }
        return nil
    }

    /// `s` split at `separator` where no bracket is open (`String: [Int: Bool]` → two parts).
    static func splitTopLevel(_ s: String, separator: Character) -> [String] {
        var parts: [String] = []
        var depth = 0
        var current = ""
        for c in s {
            if c == "[" || c == "<" || c == "(" { depth += 1 }
            if c == "]" || c == ">" || c == ")" { depth -= 1 }
            if c == separator && depth == 0 {
                parts.append(current)
                current = ""
            } else {
                current.append(c)
            }
        }
        parts.append(current)
        return parts
    }
}

extension String {
    /// The string without leading and trailing spaces and tabs.
    var trimmingSpaces: String {
        var s = Substring(self)
        while let first = s.first, first == " " || first == "\t" { s.removeFirst() }
        while let last = s.last, last == " " || last == "\t" { s.removeLast() }
        return String(s)
    }
}
