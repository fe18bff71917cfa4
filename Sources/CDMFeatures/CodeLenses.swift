// Code lenses: "Generate" above each generate line and a reference count above each entity.

import CDMModel
import CDMSyntax

/// A value a code lens passes to its command; the server turns it into JSON with positions.
public enum CodeLensArgument: Sendable, Equatable {
    case string(String)
    /// A position in the document (LSP `Position`).
    case offset(Int)
    /// Places in the document (LSP `Location[]` in the document's URI).
    case ranges([TextRange])
}

/// A lens shown above `range`, running `command` with `arguments` when clicked.
public struct CodeLensItem: Sendable, Equatable {
    public var range: TextRange
    public var title: String
    /// The command to run; nil for a lens that only informs.
    public var command: String?
    /// The command's arguments after the document URI, which the server puts first.
    public var arguments: [CodeLensArgument]

    public init(range: TextRange, title: String, command: String?, arguments: [CodeLensArgument] = []) {
        self.range = range
        self.title = title
        self.command = command
        self.arguments = arguments
    }
}

public enum CodeLenses {
    /// The command of the "Generate" lens (the server's `cdm.generate`).
    public static let generateCommand = "cdm.generate"
    /// The command of the references lens, VS Code's `editor.action.showReferences(uri, position, locations)`.
    public static let showReferencesCommand = "editor.action.showReferences"

    /// - "Generate swift" (the target's name) above each `generate` line: `cdm.generate` with the
    ///   target as a string argument, after the document URI the server adds.
    /// - "N references" above each entity, counting every place it is named other than its
    ///   declaration: `editor.action.showReferences` with the name's start and those places.
    public static func lenses(_ analysis: Analysis, index: SymbolIndex) -> [CodeLensItem] {
        let model = analysis.model
        var out: [CodeLensItem] = []
        let bySymbol = Dictionary(grouping: index.occurrences, by: \.symbol)
        for g in model.generates {
            out.append(CodeLensItem(range: g.range, title: "Generate \(g.kind.rawValue)", command: generateCommand, arguments: [.string(g.kind.rawValue)]))
        }
        for e in model.entities {
            let references = (bySymbol[.entity(e.name)] ?? []).filter { !$0.isDeclaration }.map(\.range)
            let title = references.count == 1 ? "1 reference" : "\(references.count) references"
            out.append(
                CodeLensItem(range: e.nameRange, title: title, command: showReferencesCommand, arguments: [.offset(e.nameRange.start), .ranges(references)]))
        }
        return out.sorted { $0.range < $1.range }
    }
}
