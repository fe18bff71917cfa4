// Spelling helpers shared by the generators: keywords, capitalisation, string literals, doc comments.

import CDMModel

/// How names and literals are spelt in generated Swift and Objective-C.
enum Naming {
    /// Words that cannot name a Swift property without back-ticks: the reserved keywords of
    /// The Swift Programming Language ("Lexical Structure › Keywords and Punctuation") plus the
    /// contextual words that newer compilers treat as keywords in some positions. Back-ticks
    /// around a word that turns out not to need them are harmless.
    static let swiftKeywords: Set<String> = [
        // Declarations.
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate",
        "func", "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "package",
        "precedencegroup", "private", "protocol", "public", "rethrows", "static", "struct", "subscript",
        "typealias", "var",
        // Statements.
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for",
        "guard", "if", "in", "repeat", "return", "switch", "throw", "where", "while",
        // Expressions and types.
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
        "Type", "Protocol",
        // Contextual words that read as keywords in some positions.
        "actor", "any", "async", "consume", "copy", "discard", "each", "macro", "some", "then", "_",
    ]

    /// `name`, in back-ticks when it is a Swift keyword.
    /// The Swift value type of a number or Boolean attribute (`Int16`, …, `Bool`): a scalar property of a
    /// Core Data class, or any SwiftData property of that type; nil for the other types.
    static func swiftScalarType(_ type: AttributeType) -> String? {
        switch type {
        case .int16: return "Int16"
        case .int32: return "Int32"
        case .int64: return "Int64"
        case .double: return "Double"
        case .float: return "Float"
        case .bool: return "Bool"
        default: return nil
        }
    }

    static func swiftIdentifier(_ name: String) -> String {
        swiftKeywords.contains(name) ? "`\(name)`" : name
    }

    /// `rowsOfOrder` → `RowsOfOrder` (only the first letter changes, as Xcode does).
    static func upperFirst(_ s: String) -> String {
        guard let first = s.first else { return s }
        return first.uppercased() + s.dropFirst()
    }

    /// `Person` → `person`.
    static func lowerFirst(_ s: String) -> String {
        guard let first = s.first else { return s }
        return first.lowercased() + s.dropFirst()
    }

    /// A Swift string literal: `"…"` with `\\`, `\"`, line breaks, tabs and other controls escaped.
    static func swiftString(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\0": out += "\\0"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// An Objective-C string literal: `@"…"` with backslashes, quotes and controls escaped.
    static func objcString(_ s: String) -> String {
        var out = "@\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    // A three-digit octal escape cannot run into the next character.
                    let octal = String(scalar.value, radix: 8)
                    out += "\\" + String(repeating: "0", count: 3 - octal.count) + octal
                } else if scalar == "?" {
                    // Avoid trigraphs (`??=`) however the compiler is configured.
                    out += "\\?"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// A doc comment's lines as `///` comments with `indent` in front; nothing when `doc` is nil.
    static func docLines(_ doc: String?, indent: String = "") -> [String] {
        guard let doc, !doc.isEmpty else { return [] }
        return doc.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map { line in
            line.isEmpty ? indent + "///" : indent + "/// " + line
        }
    }

    /// A floating-point interval written without a trailing `.0` when it is whole (`725846400`).
    static func interval(_ seconds: Double) -> String {
        if seconds == seconds.rounded(), abs(seconds) < 1e15 { return String(Int64(seconds)) }
        return "\(seconds)"
    }
}

extension Model {
    /// Relationships declared on `entity` itself, in source order.
    func ownRelationships(_ entity: Entity) -> [Relationship] { entity.relationships }

    /// The class name generated code uses for the entity named `name` (its own name when unknown).
    func className(ofEntity name: String) -> String {
        entity(named: name)?.swiftClassName ?? name
    }

    /// The direct sub-entities of `entity`, in source order.
    func children(of entity: Entity) -> [Entity] {
        entities.filter { $0.parent == entity.name }
    }
}

extension Entity {
    /// Whether `@class` uses one of Xcode's module forms (`.Name`, `Module.Name`).
    var hasModuleQualifiedClass: Bool { representedClassName.contains(".") }
}
