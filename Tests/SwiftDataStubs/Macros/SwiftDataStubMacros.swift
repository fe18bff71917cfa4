// Do-nothing implementations of SwiftData's macros, so that the compiler typechecks their arguments on Linux.

import SwiftSyntax
import SwiftSyntaxMacros

/// `@Model`: adds only the `PersistentModel` conformance the compiler asks for (a subclass of a
/// model already has it), as Apple's expansion does; no members, no member attributes.
public struct ModelMacro: MemberMacro, MemberAttributeMacro, ExtensionMacro {
    public static func expansion(
        of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax, conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        []
    }

    public static func expansion(
        of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax, providingAttributesFor member: some DeclSyntaxProtocol, in context: some MacroExpansionContext
    ) throws -> [AttributeSyntax] {
        []
    }

    public static func expansion(
        of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax, providingExtensionsOf type: some TypeSyntaxProtocol, conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        let wanted = protocols.map { $0.trimmedDescription }.filter { $0.hasSuffix("PersistentModel") }
        guard !wanted.isEmpty else { return [] }
        let decl: DeclSyntax = "extension \(type.trimmed): SwiftData.PersistentModel {}"
        return [decl.cast(ExtensionDeclSyntax.self)]
    }
}

/// `@Attribute`, `@Relationship`, `@Transient`: nothing (the arguments are checked before expansion).
public struct NothingPeerMacro: PeerMacro {
    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        []
    }
}

/// `#Unique`, `#Index`: nothing.
public struct NothingDeclarationMacro: DeclarationMacro {
    public static func expansion(of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        []
    }
}
