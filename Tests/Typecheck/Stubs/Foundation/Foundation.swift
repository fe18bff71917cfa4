// Foundation's Swift overlay, the parts generated code relies on: bridged value types, CVarArg, variadic predicate/expression initializers.
//
// Built by .ci/typecheck-generated with
//   swiftc -emit-module -module-name Foundation -import-underlying-module -Xfrontend -enable-objc-interop
// over the clang module `Foundation` (Foundation.h), and put first on the search path so that `import
// Foundation` finds it before the toolchain's own. Each declaration mirrors the one in Apple's overlay (see
// Tests/Typecheck/SOURCES.md); bodies only need to typecheck, they never run.

@_exported import Foundation

// MARK: - Bridging (Apple: the Foundation overlay and the ObjectiveC module)

extension NSObject: CVarArg {
    public var _cVarArgEncoding: [Int] { [] }
}

extension NSObject: Equatable, Hashable {
    public static func == (lhs: NSObject, rhs: NSObject) -> Bool { lhs.isEqual(rhs) }
    public func hash(into hasher: inout Hasher) { hasher.combine(self.hash) }
}

extension String: _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSString { fatalError() }
    public static func _forceBridgeFromObjectiveC(_ source: NSString, result: inout String?) {}
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSString, result: inout String?) -> Bool { false }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSString?) -> String { "" }
}

extension Array: _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSArray { fatalError() }
    public static func _forceBridgeFromObjectiveC(_ source: NSArray, result: inout [Element]?) {}
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSArray, result: inout [Element]?) -> Bool { false }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSArray?) -> [Element] { [] }
}

extension Dictionary: _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSDictionary { fatalError() }
    public static func _forceBridgeFromObjectiveC(_ source: NSDictionary, result: inout [Key: Value]?) {}
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSDictionary, result: inout [Key: Value]?) -> Bool { false }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSDictionary?) -> [Key: Value] { [:] }
}

extension Set: _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSSet { fatalError() }
    public static func _forceBridgeFromObjectiveC(_ source: NSSet, result: inout Set<Element>?) {}
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSSet, result: inout Set<Element>?) -> Bool { false }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSSet?) -> Set<Element> { [] }
}

/// Numbers bridge to NSNumber, as in Apple's overlay (every integer type, Float, Double, Bool).
public protocol _CDMNumberBridge: _ObjectiveCBridgeable where _ObjectiveCType == NSNumber {}
extension _CDMNumberBridge {
    public func _bridgeToObjectiveC() -> NSNumber { fatalError() }
    public static func _forceBridgeFromObjectiveC(_ source: NSNumber, result: inout Self?) {}
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSNumber, result: inout Self?) -> Bool { false }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSNumber?) -> Self { fatalError() }
}
extension Int: _CDMNumberBridge {}
extension Int8: _CDMNumberBridge {}
extension Int16: _CDMNumberBridge {}
extension Int32: _CDMNumberBridge {}
extension Int64: _CDMNumberBridge {}
extension UInt: _CDMNumberBridge {}
extension UInt8: _CDMNumberBridge {}
extension UInt16: _CDMNumberBridge {}
extension UInt32: _CDMNumberBridge {}
extension UInt64: _CDMNumberBridge {}
extension Float: _CDMNumberBridge {}
extension Double: _CDMNumberBridge {}
extension Bool: _CDMNumberBridge {}

// MARK: - Value types (Apple: Date.swift, Data.swift, UUID.swift, URL.swift, IndexSet.swift)

public struct Date: Hashable, Comparable, Sendable, _ObjectiveCBridgeable {
    public var timeIntervalSinceReferenceDate: TimeInterval
    public init() { timeIntervalSinceReferenceDate = 0 }
    public init(timeIntervalSinceReferenceDate ti: TimeInterval) { timeIntervalSinceReferenceDate = ti }
    public init(timeIntervalSince1970 secs: TimeInterval) { timeIntervalSinceReferenceDate = secs - 978_307_200 }
    public static func < (lhs: Date, rhs: Date) -> Bool { lhs.timeIntervalSinceReferenceDate < rhs.timeIntervalSinceReferenceDate }
    public func _bridgeToObjectiveC() -> NSDate { fatalError() }
    public static func _forceBridgeFromObjectiveC(_ source: NSDate, result: inout Date?) {}
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSDate, result: inout Date?) -> Bool { false }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSDate?) -> Date { Date() }
}

public struct Data: Hashable, Sendable, _ObjectiveCBridgeable {
    public init() {}
    public var count: Int { 0 }
    public func _bridgeToObjectiveC() -> NSData { fatalError() }
    public static func _forceBridgeFromObjectiveC(_ source: NSData, result: inout Data?) {}
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSData, result: inout Data?) -> Bool { false }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSData?) -> Data { Data() }
}

public struct UUID: Hashable, Sendable, _ObjectiveCBridgeable {
    public init() {}
    public init?(uuidString string: __shared String) { return nil }
    public var uuidString: String { "" }
    public func _bridgeToObjectiveC() -> NSUUID { fatalError() }
    public static func _forceBridgeFromObjectiveC(_ source: NSUUID, result: inout UUID?) {}
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSUUID, result: inout UUID?) -> Bool { false }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSUUID?) -> UUID { UUID() }
}

public struct URL: Hashable, Sendable, _ObjectiveCBridgeable {
    public init?(string: __shared String) { return nil }
    public init(fileURLWithPath path: __shared String) {}
    public var absoluteString: String { "" }
    public var path: String { "" }
    public func _bridgeToObjectiveC() -> NSURL { fatalError() }
    public static func _forceBridgeFromObjectiveC(_ source: NSURL, result: inout URL?) {}
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSURL, result: inout URL?) -> Bool { false }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSURL?) -> URL { URL(fileURLWithPath: "") }
}

public struct IndexSet: Hashable, Sendable, _ObjectiveCBridgeable {
    public init() {}
    public var count: Int { 0 }
    public func _bridgeToObjectiveC() -> NSIndexSet { fatalError() }
    public static func _forceBridgeFromObjectiveC(_ source: NSIndexSet, result: inout IndexSet?) {}
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSIndexSet, result: inout IndexSet?) -> Bool { false }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSIndexSet?) -> IndexSet { IndexSet() }
}

// MARK: - NSPredicate.swift, NSExpression.swift (the variadic Objective-C methods are unavailable in Swift)

extension NSPredicate {
    public convenience init(format predicateFormat: __shared String, _ args: CVarArg...) {
        self.init(format: predicateFormat, argumentArray: nil)
    }
}

extension NSExpression {
    public convenience init(format expressionFormat: __shared String, _ args: CVarArg...) {
        self.init(format: expressionFormat, argumentArray: [])
    }
}

// MARK: - NSStringAPI.swift (StringProtocol methods Foundation adds)

extension StringProtocol {
    public func components<T: StringProtocol>(separatedBy separator: T) -> [String] { [] }
    public func replacingOccurrences<Target: StringProtocol, Replacement: StringProtocol>(of target: Target, with replacement: Replacement) -> String { "" }
}
