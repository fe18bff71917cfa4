// Compact storage for the model's large structs: rarely set fields out of line.

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

    /// Whether a box was made (some field was set to something other than its default).
    var isBoxed: Bool { box != nil }

    /// One field, read without making a default value when there is no box.
    @inline(__always) func read<Field>(_ field: (Value) -> Field, else fallback: Field) -> Field {
        if let box { return field(box.value) }
        return fallback
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
