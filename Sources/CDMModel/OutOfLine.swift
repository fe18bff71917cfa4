// Compact storage for the model's large structs: rarely set fields out of line, arrays without spare capacity.

/// A value with a default that most instances keep (every field unset).
protocol DefaultedValue: Sendable, Equatable {
    init()
}

/// Holds a value out of line and copies it on write, so a struct that stores one grows by a
/// pointer instead of by the value's size. A value that was never changed has no box at all.
struct OutOfLine<Value: DefaultedValue>: Sendable, Equatable {
    private var box: Box?

    init() {}

    var value: Value {
        get { box?.value ?? Value() }
        _modify {
            if box == nil {
                box = Box(Value())
            } else if !isKnownUniquelyReferenced(&box!) {
                box = Box(box!.value)
            }
            yield &box!.value
        }
    }

    /// One field: reading it costs no box, and setting it to its default leaves none (`attr.doc = nil`
    /// for every attribute without a comment boxed every attribute).
    subscript<Field: Equatable>(field: WritableKeyPath<Value, Field>) -> Field {
        get { (box?.value ?? Value())[keyPath: field] }
        set {
            if box == nil && newValue == Value()[keyPath: field] { return }
            value[keyPath: field] = newValue
        }
    }

    static func == (a: Self, b: Self) -> Bool {
        if a.box === b.box { return true }
        return a.value == b.value
    }

    /// Mutated only while uniquely referenced (see `value`), so sharing it across threads is safe.
    private final class Box: @unchecked Sendable {
        var value: Value
        init(_ value: Value) { self.value = value }
    }
}

extension Array {
    /// Drops spare capacity, copying the elements once.
    mutating func shrinkToFit() {
        guard capacity > count else { return }
        self = [Element](unsafeUninitializedCapacity: count) { buffer, initialized in
            _ = buffer.initialize(from: self)
            initialized = count
        }
    }
}
