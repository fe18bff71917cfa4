// The lossless syntax tree: nodes hold tokens (trivia included), so printing the tree gives back the source.

import Foundation

/// The kinds of inner nodes.
public enum SyntaxKind: UInt8, Sendable, CaseIterable {
    case sourceFile
    // Declarations
    case modelDecl, generateDecl, entityDecl, compositeDecl, configurationDecl, fetchRequestDecl
    /// Tokens at the top level that start no declaration.
    case errorDecl
    // Parts
    case parentClause
    case property, fetchedProperty, uniqueConstraint, index, indexPart
    /// Tokens inside a body that start no member.
    case errorMember
    case type
    case defaultValue
    case modifier, argumentList, argument, rangeValue

    public var isDeclaration: Bool {
        switch self {
        case .modelDecl, .generateDecl, .entityDecl, .compositeDecl, .configurationDecl, .fetchRequestDecl, .errorDecl:
            return true
        default: return false
        }
    }

    public var isMember: Bool {
        switch self {
        case .property, .fetchedProperty, .uniqueConstraint, .index, .errorMember: return true
        default: return false
        }
    }
}

/// A child of a node: a node or a token.
public enum SyntaxElement: Sendable {
    case node(SyntaxNode)
    case token(Token)

    @inlinable public var length: Int {
        switch self {
        case .node(let n): return n.length
        case .token(let t): return t.length
        }
    }

    // Read where the element is stored (`node.elements[i].nodeKind`), these look into it without
    // copying it: a loop that copied each child retained and released it, four reference counts per
    // node child, most of what finding a child cost.

    /// The kind of a node child; nil for a token.
    @inlinable public var nodeKind: SyntaxKind? {
        if case .node(let n) = self { return n.kind }
        return nil
    }

    /// The kind of a token child; nil for a node.
    @inlinable public var tokenKind: TokenKind? {
        if case .token(let t) = self { return t.kind }
        return nil
    }

    /// A node child's own elements and their count (valid while the tree is held).
    @inlinable var nodeElements: (UnsafeMutablePointer<SyntaxElement>, Int)? {
        if case .node(let n) = self { return (n.elements, Int(n.count)) }
        return nil
    }
}

/// An immutable tree node. It knows its length, not its position: positions come from `SyntaxRef`,
/// so a subtree can be reused at another offset after an edit elsewhere.
///
/// The children live in a buffer the node owns, not in an array: 32 bytes less per node (the
/// array's header) for the 170,000 unshared nodes of the 10,000-entity benchmark model.
/// (`ManagedBuffer` would save the second allocation too, but a subclass of it cannot be `Sendable`.)
public final class SyntaxNode: @unchecked Sendable {
    public let kind: SyntaxKind
    /// Whether a token below is an identifier with a letter outside ASCII (rare: the model
    /// builder reads a declaration's identifiers only when its node says so).
    public let containsNonASCIIIdentifier: Bool
    /// Whether the parse that made the node found it again (`NodeCache`): it stands in more than one
    /// place, so what is built from it may be built once and reused (`ModelBuilder`'s memo). Set by
    /// that parse only, before the tree is handed on; a hint, never needed for correctness.
    @exclusivity(unchecked) public private(set) var isShared = false
    @usableFromInline let count: Int32
    public let length: Int
    /// Initialized once in `make`, never changed, freed by `deinit`: the node is immutable, hence `Sendable`.
    /// Visible to inlined code so that other modules iterate children without a call per child.
    @usableFromInline let elements: UnsafeMutablePointer<SyntaxElement>

    private init(kind: SyntaxKind, count: Int32, length: Int, nonASCII: Bool, elements: UnsafeMutablePointer<SyntaxElement>) {
        self.kind = kind
        self.containsNonASCIIIdentifier = nonASCII
        self.count = count
        self.length = length
        self.elements = elements
    }

    /// A node of `kind` holding `children`.
    public static func make<C: Collection>(kind: SyntaxKind, children: C) -> SyntaxNode where C.Element == SyntaxElement {
        let count = children.count
        precondition(count <= Int(Int32.max), "a syntax node holds at most Int32.max children")
        let (length, nonASCII) = measure(children)
        let elements = allocateElements(count)
        var p = elements
        for c in children {
            p.initialize(to: c)
            p += 1
        }
        return SyntaxNode(kind: kind, count: Int32(count), length: length, nonASCII: nonASCII, elements: elements)
    }

    /// A node of `kind` whose children are moved out of `children` (left uninitialized: the caller
    /// must not release them), so that building a tree counts no reference up and down again.
    static func make(kind: SyntaxKind, moving children: UnsafeMutableBufferPointer<SyntaxElement>) -> SyntaxNode {
        let count = children.count
        precondition(count <= Int(Int32.max), "a syntax node holds at most Int32.max children")
        let (length, nonASCII) = measure(children)
        let elements = allocateElements(count)
        if let base = children.baseAddress { elements.moveInitialize(from: base, count: count) }
        return SyntaxNode(kind: kind, count: Int32(count), length: length, nonASCII: nonASCII, elements: elements)
    }

    /// A buffer for `count` children, from `malloc`: `allocate(capacity:)` takes the runtime's
    /// aligned path, which on Linux is `posix_memalign` (about 100 instructions more for each of the
    /// 350,000 nodes of the reference model). `malloc`'s 16-byte alignment is more than a child needs.
    @inline(__always) private static func allocateElements(_ count: Int) -> UnsafeMutablePointer<SyntaxElement> {
        guard let raw = malloc(max(1, count) * MemoryLayout<SyntaxElement>.stride) else { fatalError("out of memory for a syntax node") }
        return raw.bindMemory(to: SyntaxElement.self, capacity: count)
    }

    /// The length of `children` together, and whether a token among or below them is a non-ASCII identifier.
    @inline(__always) private static func measure<S: Sequence>(_ children: S) -> (length: Int, nonASCII: Bool) where S.Element == SyntaxElement {
        var total = 0
        var nonASCII = false
        for c in children {
            switch c {
            case .node(let n):
                total += n.length
                nonASCII = nonASCII || n.containsNonASCIIIdentifier
            case .token(let t):
                total += t.length
                nonASCII = nonASCII || t.isNonASCIIIdentifier
            }
        }
        return (total, nonASCII)
    }

    /// Notes that the parse making the node found it again (`NodeCache`).
    func markShared() { if !isShared { isShared = true } }

    deinit {
        elements.deinitialize(count: Int(count))
        free(elements)
    }

    @inlinable public var children: SyntaxChildren { SyntaxChildren(node: self) }

    /// The exact source text of this node.
    public var text: String {
        var out = ""
        out.reserveCapacity(length)
        appendText(to: &out)
        return out
    }

    public func appendText(to out: inout String) {
        for child in children {
            switch child {
            case .node(let n): n.appendText(to: &out)
            case .token(let t): out += t.text
            }
        }
    }
}

/// The children of a node, in order: a collection over the node's own storage.
public struct SyntaxChildren: RandomAccessCollection, Sendable {
    @usableFromInline let node: SyntaxNode

    @inlinable init(node: SyntaxNode) { self.node = node }

    @inlinable public var startIndex: Int { 0 }
    @inlinable public var endIndex: Int { Int(node.count) }

    @inlinable public subscript(position: Int) -> SyntaxElement {
        precondition(position >= 0 && position < Int(node.count), "index out of range")
        return node.elements[position]
    }
}

/// A token with its place in the document.
public struct TokenRef: Sendable {
    public let token: Token
    public let range: TextRange
    public init(token: Token, range: TextRange) {
        self.token = token
        self.range = range
    }
    public var kind: TokenKind { token.kind }
    public var text: String { token.text }
    /// The identifier's name (backticks removed).
    public var name: String { token.name }
}

/// A node with its absolute offset: the "red" view used by every consumer of the tree.
public struct SyntaxRef: Sendable {
    public let node: SyntaxNode
    public let offset: Int

    public init(node: SyntaxNode, offset: Int) {
        self.node = node
        self.offset = offset
    }

    public var kind: SyntaxKind { node.kind }
    /// The full range, leading trivia included.
    public var range: TextRange { TextRange(offset: offset, length: node.length) }

    /// Child nodes with their offsets.
    public var childNodes: [SyntaxRef] {
        let elements = node.elements
        var out: [SyntaxRef] = []
        out.reserveCapacity(Int(node.count))
        var at = offset
        for i in 0..<Int(node.count) {
            if elements[i].nodeKind != nil, case .node(let n) = elements[i] { out.append(SyntaxRef(node: n, offset: at)) }
            at += elements[i].length
        }
        return out
    }

    public func childNodes(_ kind: SyntaxKind) -> [SyntaxRef] {
        var out: [SyntaxRef] = []
        forEachChild(kind) { out.append($0) }
        return out
    }

    /// Calls `body` with each child node of `kind`, in order, reading the children in place.
    @inlinable
    public func forEachChild(_ kind: SyntaxKind, _ body: (SyntaxRef) throws -> Void) rethrows {
        let elements = node.elements
        var at = offset
        for i in 0..<Int(node.count) {
            if elements[i].nodeKind == kind, case .node(let n) = elements[i] { try body(SyntaxRef(node: n, offset: at)) }
            at += elements[i].length
        }
    }

    public func firstChild(_ kind: SyntaxKind) -> SyntaxRef? {
        let elements = node.elements
        var at = offset
        for i in 0..<Int(node.count) {
            if elements[i].nodeKind == kind, case .node(let n) = elements[i] { return SyntaxRef(node: n, offset: at) }
            at += elements[i].length
        }
        return nil
    }

    /// The node's own tokens (not those of child nodes), trivia excluded.
    public var directTokens: [TokenRef] { withDirectTokens { Array($0) } }

    /// Calls `body` with the node's own tokens, trivia excluded (`directTokens`), in a buffer on the
    /// stack: the builder reads them on nearly every node, and an array each time was 3% of a cold check.
    /// Inlinable, so that each caller gets it specialized for its result (called generically across
    /// modules, it cost 2,000 instructions for a node of a token or two).
    @inlinable
    public func withDirectTokens<R>(_ body: (UnsafeBufferPointer<TokenRef>) throws -> R) rethrows -> R {
        try withUnsafeTemporaryAllocation(of: TokenRef.self, capacity: max(1, Int(node.count))) { buffer in
            let base = buffer.baseAddress!
            let elements = node.elements
            var n = 0
            var at = offset
            for i in 0..<Int(node.count) {
                let length = elements[i].length
                if let kind = elements[i].tokenKind, !kind.isTrivia, case .token(let t) = elements[i] {
                    (base + n).initialize(to: TokenRef(token: t, range: TextRange(offset: at, length: length)))
                    n += 1
                }
                at += length
            }
            defer { base.deinitialize(count: n) }
            return try body(UnsafeBufferPointer(start: base, count: n))
        }
    }

    /// The node's `n`th own significant token (`directTokens[n]` without making the array).
    public func directToken(_ n: Int) -> TokenRef? {
        let elements = node.elements
        var at = offset
        var seen = 0
        for i in 0..<Int(node.count) {
            if let kind = elements[i].tokenKind, !kind.isTrivia {
                if seen == n, case .token(let t) = elements[i] { return TokenRef(token: t, range: TextRange(offset: at, length: t.length)) }
                seen += 1
            }
            at += elements[i].length
        }
        return nil
    }

    /// Every token below this node, in order, trivia included when asked.
    public func allTokens(includingTrivia: Bool = false) -> [TokenRef] {
        var out: [TokenRef] = []
        collect(node, offset, includingTrivia, &out)
        return out
    }

    private func collect(_ node: SyntaxNode, _ start: Int, _ trivia: Bool, _ out: inout [TokenRef]) {
        var at = start
        for child in node.children {
            switch child {
            case .node(let n): collect(n, at, trivia, &out)
            case .token(let t):
                if trivia || !t.kind.isTrivia { out.append(TokenRef(token: t, range: TextRange(offset: at, length: t.length))) }
            }
            at += child.length
        }
    }

    /// The range from the first to the last significant token (no surrounding trivia).
    /// Walks in from both ends without collecting tokens: the checker asks for it on every node.
    public var trimmedRange: TextRange {
        guard let start = Self.firstSignificantStart(node.elements, Int(node.count), offset),
            let end = Self.lastSignificantEnd(node.elements, Int(node.count), offset + node.length)
        else {
            return TextRange.empty(at: offset + node.length)
        }
        return TextRange(start: start, end: end)
    }

    /// Reads the elements in place (the tree is held by `self`): no reference counted per child.
    private static func firstSignificantStart(_ elements: UnsafeMutablePointer<SyntaxElement>, _ count: Int, _ start: Int) -> Int? {
        var at = start
        for i in 0..<count {
            if let kind = elements[i].tokenKind {
                if !kind.isTrivia { return at }
            } else if let (inner, innerCount) = elements[i].nodeElements, let found = firstSignificantStart(inner, innerCount, at) {
                return found
            }
            at += elements[i].length
        }
        return nil
    }

    private static func lastSignificantEnd(_ elements: UnsafeMutablePointer<SyntaxElement>, _ count: Int, _ end: Int) -> Int? {
        var at = end
        for i in stride(from: count - 1, through: 0, by: -1) {
            if let kind = elements[i].tokenKind {
                if !kind.isTrivia { return at }
            } else if let (inner, innerCount) = elements[i].nodeElements, let found = lastSignificantEnd(inner, innerCount, at) {
                return found
            }
            at -= elements[i].length
        }
        return nil
    }

    /// Calls `body` with every token below this node, in order, without building an array.
    public func forEachToken(includingTrivia: Bool = false, _ body: (TokenRef) -> Void) {
        Self.visit(node, offset, includingTrivia, body)
    }

    private static func visit(_ node: SyntaxNode, _ start: Int, _ trivia: Bool, _ body: (TokenRef) -> Void) {
        var at = start
        for child in node.children {
            switch child {
            case .node(let n): visit(n, at, trivia, body)
            case .token(let t):
                if trivia || !t.kind.isTrivia { body(TokenRef(token: t, range: TextRange(offset: at, length: t.length))) }
            }
            at += child.length
        }
    }

    /// Doc comment lines (`///`) directly above the node, without the slashes.
    public var docComment: String? {
        var lines: [String] = []
        var newlines = 0
        for child in node.children {
            guard case .token(let t) = child, t.kind.isTrivia else { break }
            switch t.kind {
            case .docComment:
                if newlines > 1 { lines.removeAll() }
                var text = t.text.dropFirst(3)
                if text.first == " " { text = text.dropFirst() }
                lines.append(String(text))
                newlines = 0
            case .newline: newlines += 1
            case .whitespace, .byteOrderMark: break
            default:
                lines.removeAll()
                newlines = 0
            }
        }
        if newlines > 1 { lines.removeAll() }
        return lines.isEmpty ? nil : lines.joined(separator: "\n")
    }

    /// The innermost node path and token at `offset` (the token whose range contains it, or ends at it).
    /// With `preferLeft`, a significant token that ends exactly at `offset` wins over the one
    /// that starts there. It descends the tree by lengths: the language server asks on every
    /// request, so it must not visit the whole file.
    public func token(at offset: Int, preferLeft: Bool = false) -> TokenRef? {
        if let t = tokenContaining(offset) {
            if preferLeft, t.range.start == offset, let b = tokenContaining(offset - 1), !b.kind.isTrivia { return b }
            return t
        }
        // At the very end: the last token, which ends there.
        if offset == self.offset + node.length && offset > self.offset { return tokenContaining(offset - 1) }
        return nil
    }

    /// The token whose range contains `offset` (`start <= offset < end`).
    private func tokenContaining(_ offset: Int) -> TokenRef? {
        guard offset >= self.offset && offset < self.offset + node.length else { return nil }
        var current = node
        var start = self.offset
        descend: while true {
            var at = start
            for child in current.children {
                let end = at + child.length
                if offset < end {
                    switch child {
                    case .token(let t): return TokenRef(token: t, range: TextRange(offset: at, length: t.length))
                    case .node(let n):
                        current = n
                        start = at
                        continue descend
                    }
                }
                at = end
            }
            return nil
        }
    }
}

extension SyntaxNode {
    /// An indented dump of the tree for golden tests: nodes with ranges, tokens with kinds and text.
    public func dump(offset: Int = 0) -> String {
        var out = ""
        dump(into: &out, depth: 0, offset: offset)
        return out
    }

    private func dump(into out: inout String, depth: Int, offset: Int) {
        let pad = String(repeating: "  ", count: depth)
        out += "\(pad)\(kind) \(offset)..<\(offset + length)\n"
        var at = offset
        for child in children {
            switch child {
            case .node(let n): n.dump(into: &out, depth: depth + 1, offset: at)
            case .token(let t):
                var shown = ""
                for ch in t.text.unicodeScalars {
                    switch ch {
                    case "\n": shown += "\\n"
                    case "\r": shown += "\\r"
                    case "\t": shown += "\\t"
                    case "\"": shown += "\\\""
                    case "\\": shown += "\\\\"
                    default: shown.unicodeScalars.append(ch)
                    }
                }
                out += "\(pad)  \(t.kind) \"\(shown)\"\(t.isUnterminated ? " unterminated" : "")\n"
            }
            at += child.length
        }
    }
}
