// Signature help: the form, meaning and argument of the modifier whose parentheses hold the cursor.

import CDMModel
import CDMSyntax

/// What to show while typing a modifier's argument.
public struct SignatureHelpItem: Sendable, Equatable {
    public struct Parameter: Sendable, Equatable {
        /// The parameter as it reads in `label` (a substring of it).
        public var label: String
        public var documentation: String
        public init(label: String, documentation: String) {
            self.label = label
            self.documentation = documentation
        }
    }

    /// The modifier's form, e.g. `@range(min...max)`.
    public var label: String
    public var documentation: String
    public var parameters: [Parameter]
    /// The parameter being typed; nil when the modifier takes none.
    public var activeParameter: Int?

    public init(label: String, documentation: String, parameters: [Parameter], activeParameter: Int?) {
        self.label = label
        self.documentation = documentation
        self.parameters = parameters
        self.activeParameter = activeParameter
    }
}

public enum SignatureHelpProvider {
    /// Help for the known modifier whose argument list contains `offset`: after its `(` and up to
    /// its `)`, or, while the `)` is not typed yet, up to the end of the line.
    public static func help(_ analysis: Analysis, at offset: Int) -> SignatureHelpItem? {
        let root = analysis.parsed.syntax
        guard let modifier = openModifier(root, at: offset, bytes: Array(analysis.parsed.root.text.utf8)),
            let name = modifier.directTokens.dropFirst().first, name.kind == .identifier, let spec = Modifiers.spec(named: name.name)
        else { return nil }
        let signature = spec.signature
        var parameters: [SignatureHelpItem.Parameter] = []
        if let open = signature.firstIndex(of: "("), let close = signature.lastIndex(of: ")"), open < close {
            let inside = String(signature[signature.index(after: open)..<close])
            parameters.append(
                SignatureHelpItem.Parameter(
                    label: inside, documentation: spec.argumentDescription.prefix(1).uppercased() + spec.argumentDescription.dropFirst() + "."))
        }
        let sites = spec.sites.map(\.displayName).sorted().joined(separator: ", ")
        let documentation = spec.summary + (parameters.isEmpty ? " Takes no argument." : "") + "\n\nApplies to: \(sites)."
        return SignatureHelpItem(label: signature, documentation: documentation, parameters: parameters, activeParameter: parameters.isEmpty ? nil : 0)
    }

    /// The modifier node whose argument list is open at `offset`.
    static func openModifier(_ root: SyntaxRef, at offset: Int, bytes: [UInt8]) -> SyntaxRef? {
        // The node holding the offset and the one before it: a modifier whose `)` is missing
        // may end before whitespace that the next node holds.
        for decl in root.childNodes.filter({ $0.range.start <= offset }).suffix(2) {
            var nodes = decl.childNodes(.modifier)
            for member in decl.childNodes.filter({ $0.kind.isMember && $0.range.start <= offset }).suffix(2) {
                nodes += member.childNodes(.modifier)
            }
            for modifier in nodes {
                guard let list = modifier.firstChild(.argumentList) else { continue }
                let tokens = list.allTokens()
                guard let open = tokens.first, open.kind == .lParen, offset >= open.range.end else { continue }
                if let close = list.directTokens.last, close.kind == .rParen {
                    if offset <= close.range.start { return modifier }
                    continue
                }
                // No `)` yet: the rest of the line, while nothing else is written there.
                let end = list.trimmedRange.end
                if offset <= end { return modifier }
                if offset <= bytes.count, !bytes[end..<offset].contains(where: { $0 != 0x20 && $0 != 0x09 }) { return modifier }
            }
        }
        return nil
    }
}
