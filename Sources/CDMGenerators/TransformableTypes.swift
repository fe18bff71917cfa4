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

    /// Objective-C classes a Transformable may name that Swift knows by another name (Apple's API notes,
    /// `SwiftName`): a model written for Objective-C names `CKRecordID`, which Swift only knows as
    /// `CKRecord.ID`. From CloudKit's `CloudKit.apinotes` (macOS 12.1 SDK), the classes that adopt
    /// `NSSecureCoding` and so can be stored. Generated Swift writes the Swift name; Objective-C and the
    /// model (`attributeValueClassName`) keep the Objective-C name, which is the class's runtime name.
    static let swiftNames: [String: String] = [
        "CKRecordID": "CKRecord.ID", "CKRecordZoneID": "CKRecordZone.ID", "CKReference": "CKRecord.Reference",
        "CKQueryCursor": "CKQueryOperation.Cursor", "CKShareMetadata": "CKShare.Metadata",
        "CKShareParticipant": "CKShare.Participant", "CKNotificationID": "CKNotification.ID",
        "CKNotificationInfo": "CKSubscription.NotificationInfo", "CKUserIdentityLookupInfo": "CKUserIdentity.LookupInfo",
    ]

    /// The class spelt `spelling` as generated Swift writes it: each Objective-C class Swift renames
    /// (`swiftNames`) replaced by its Swift name (`[CKRecordID]` → `[CKRecord.ID]`), and Xcode's module
    /// form `.Class` written `Class`; the rest as written.
    static func swift(_ spelling: String) -> String {
        var spelling = Substring(spelling.trimmingSpaces)
        // Xcode's module form `.Class` (the app's module): the class itself, as for an entity's class.
        if spelling.first == ".", spelling.count > 1 { spelling = spelling.dropFirst() }
        var out = ""
        var word = ""
        // A word after `.` is a member (`Module.CKRecordID` is the app's own): kept as written.
        var qualified = false
        func flush() {
            guard !word.isEmpty else { return }
            out += (qualified ? nil : swiftNames[word]) ?? word
            word = ""
        }
        for c in spelling {
            if c.isLetter || c.isNumber || c == "_" {
                word.append(c)
            } else {
                flush()
                if c != " " { qualified = c == "." }
                out.append(c)
            }
        }
        flush()
        return out
    }

    /// Spellings of "any object".
    static let anyTypes: Set<String> = ["Any", "AnyObject", "AnyHashable", "NSObjectProtocol"]

    /// An Objective-C type for the class spelt `swift`: the type with its trailing ` *` (or `id `),
    /// ready to be followed by the property name, and the classes it names (for `@class`).
    static func objc(_ swift: String) -> (type: String, classes: [String]) {
        var classes: [String] = []
        var spelling = swift.trimmingSpaces
        // Xcode's module form `.Class`: Objective-C has no modules.
        if spelling.hasPrefix("."), spelling.count > 1 { spelling.removeFirst() }
        let type = objcType(spelling, classes: &classes) ?? "id"
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

/// The frameworks that declare the classes Transformable attributes name, and how generated files import them.
///
/// Generated files import Foundation and Core Data; a Transformable of class `UIColor`, `NSImage` or
/// `CLLocation` needs its framework too, or the property's type is unknown (Swift) or incomplete
/// (Objective-C). Each import is guarded, so the file still compiles on a platform without that
/// framework as long as the class is not used there: Swift writes `#if canImport(UIKit)`, Objective-C
/// `#if __has_include(<UIKit/UIKit.h>)` (and keeps its `@class UIColor;` forward declaration, which is
/// all the header itself needs). Classes UIKit and AppKit both declare (`NSParagraphStyle`,
/// `NSShadow`, …) import whichever of the two exists. Only the classes below are known; others are
/// the app's own, or in Foundation.
enum FrameworkImports {
    /// A framework, or the UIKit-else-AppKit pair.
    enum Import: Hashable, Comparable {
        case framework(String)
        case uiKitOrAppKit
    }

    /// Class-name prefixes that belong to one framework on every platform that has it.
    static let prefixes: [(String, String)] = [
        ("UI", "UIKit"), ("CL", "CoreLocation"), ("CN", "Contacts"), ("MK", "MapKit"), ("CK", "CloudKit"),
        ("CI", "CoreImage"), ("HK", "HealthKit"),
    ]

    /// AppKit classes (macOS only) that a model may store.
    static let appKit: Set<String> = ["NSColor", "NSImage", "NSFont", "NSBezierPath", "NSGradient", "NSColorList", "NSSound", "NSCursor"]

    /// Classes UIKit (iOS, tvOS, watchOS, visionOS) and AppKit (macOS) both declare.
    static let uiKitAndAppKit: Set<String> = [
        "NSParagraphStyle", "NSMutableParagraphStyle", "NSShadow", "NSTextAttachment", "NSTextTab", "NSTextStorage",
    ]

    /// Other single classes and their frameworks.
    static let classes: [String: String] = ["PKDrawing": "PencilKit", "PKStroke": "PencilKit", "PKPass": "PassKit"]

    /// The import a class needs, or nil for Foundation's classes and the app's own.
    static func framework(ofClass name: String) -> Import? {
        if uiKitAndAppKit.contains(name) { return .uiKitOrAppKit }
        if appKit.contains(name) { return .framework("AppKit") }
        if let framework = classes[name] { return .framework(framework) }
        for (prefix, framework) in prefixes where name.hasPrefix(prefix) {
            // `UIColor`, not `UInt` or `Unique`: the prefix is followed by a capital letter.
            if let next = name.dropFirst(prefix.count).first, next.isUppercase { return .framework(framework) }
        }
        return nil
    }

    /// The imports the Transformable attributes of `entity` need, in a stable order.
    static func imports(for entity: Entity, classesOf: (String) -> [String]) -> [Import] {
        var found = Set<Import>()
        for attribute in entity.attributes where attribute.type == .transformable {
            guard let custom = attribute.customClassName else { continue }
            for name in classesOf(custom) {
                if let i = framework(ofClass: name) { found.insert(i) }
            }
        }
        return found.sorted()
    }

    /// Every identifier in a Swift type spelling (`[UIColor]` → `UIColor`; `CKRecord.ID` → `CKRecord`, `ID`).
    static func identifiers(in spelling: String) -> [String] {
        var out: [String] = []
        var current = ""
        for c in spelling {
            if c.isLetter || c.isNumber || c == "_" {
                current.append(c)
            } else if !current.isEmpty {
                out.append(current)
                current = ""
            }
        }
        if !current.isEmpty { out.append(current) }
        return out
    }

    /// The Swift lines for `imports` (each in `#if canImport(…)`).
    static func swiftLines(_ imports: [Import]) -> [String] {
        imports.flatMap { i -> [String] in
            switch i {
            case .framework(let name): return ["#if canImport(\(name))", "import \(name)", "#endif"]
            case .uiKitOrAppKit: return ["#if canImport(UIKit)", "import UIKit", "#elseif canImport(AppKit)", "import AppKit", "#endif"]
            }
        }
    }

    /// The Objective-C lines for `imports` (each in `#if __has_include(…)`).
    static func objcLines(_ imports: [Import]) -> [String] {
        imports.flatMap { i -> [String] in
            switch i {
            case .framework(let name): return ["#if __has_include(<\(name)/\(name).h>)", "#import <\(name)/\(name).h>", "#endif"]
            case .uiKitOrAppKit:
                return [
                    "#if __has_include(<UIKit/UIKit.h>)", "#import <UIKit/UIKit.h>", "#elif __has_include(<AppKit/AppKit.h>)",
                    "#import <AppKit/AppKit.h>", "#endif",
                ]
            }
        }
    }
}
