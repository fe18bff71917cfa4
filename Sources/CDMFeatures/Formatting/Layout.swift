// The layout engine behind `SourceFormatter`: decides the whitespace between tokens from the syntax tree, keeping every token.

import CDMSyntax

/// Lays out one parsed file. Significant tokens and comments are copied from the source in order;
/// only the whitespace and line breaks between them are chosen here (docs/formatting.md has the rules).
struct Layout {
    /// How many blank lines go before a line: none, one, or the user's own count capped at one.
    enum BlankRule { case zero, keep, one }

    /// A token that starts a line, and how the comments on the lines before it are placed.
    struct LineBreak {
        var indent: Int
        /// Blank lines before the first own-line comment of the gap.
        var firstBlank: BlankRule
        /// Blank lines before the token when own-line comments precede it.
        var lastBlank: BlankRule
        /// Blank lines before the token when no own-line comment precedes it.
        var onlyBlank: BlankRule
        /// The indentation of own-line comments in the gap.
        var commentIndent: Int

        init(
            indent: Int, firstBlank: BlankRule, lastBlank: BlankRule, onlyBlank: BlankRule? = nil,
            commentIndent: Int
        ) {
            self.indent = indent
            self.firstBlank = firstBlank
            self.lastBlank = lastBlank
            self.onlyBlank = onlyBlank ?? firstBlank
            self.commentIndent = commentIndent
        }
    }

    /// What goes between a significant token and the one before it.
    enum Break {
        case none
        case space
        case line(LineBreak)
    }

    /// A top-level declaration, or a `;` between declarations.
    struct Element {
        var kind: SyntaxKind?
        var node: SyntaxRef?
        /// Indices into `significant` of the first and last significant tokens.
        var firstK: Int
        var lastK: Int
        /// Left byte for byte as written (it has a syntax error).
        var verbatim: Bool
    }

    static let indentUnit = "  "
    /// Lines of a configuration list longer than this wrap to one entity per line.
    static let maxWidth = 100

    let text: String
    let bytes: [UInt8]
    let tokens: [TokenRef]
    /// Indices into `tokens` of the significant (non-trivia) tokens.
    let significant: [Int]
    /// The line break the formatter writes (chosen in `run()`).
    private(set) var newline = "\n"
    private var breaks: [Break?]
    private var tokenIndexAt: [Int: Int] = [:]

    init(text: String, parsed: ParsedFile) {
        self.text = text
        self.bytes = Array(text.utf8)
        let tokens = parsed.syntax.allTokens(includingTrivia: true)
        self.tokens = tokens
        var significant: [Int] = []
        for (i, t) in tokens.enumerated() {
            tokenIndexAt[t.range.start] = i
            if !t.kind.isTrivia { significant.append(i) }
        }
        self.significant = significant
        self.breaks = Array(repeating: nil, count: tokens.count)
        self.diagnostics = parsed.diagnostics.map(\.range)
        self.root = parsed.syntax
    }

    private let diagnostics: [TextRange]
    private let root: SyntaxRef

    /// The line ending used most in the file (`\n` when there is none or on a tie).
    static func dominantNewline(_ counts: [String: Int]) -> String {
        var best = "\n"
        for candidate in ["\r\n", "\r"] where counts[candidate, default: 0] > counts[best, default: 0] {
            best = candidate
        }
        return best
    }

    // MARK: - Whole file

    /// The formatted text.
    mutating func run() -> String {
        let elements = topLevelElements()
        newline = chooseNewline(elements)
        var rendered: [String] = []
        for e in elements {
            rendered.append(render(e))
        }
        var out = tokens.first?.kind == .byteOrderMark ? tokens[0].text : ""
        let prefixLength = out.utf8.count
        var previous: Int?
        var previousNode: (kind: SyntaxKind, oneLine: Bool)?
        var previousVerbatim = false
        var lineIndent = 0
        for (i, e) in elements.enumerated() {
            let brk: Break
            if let kind = e.kind {
                let oneLine = !Layout.hasLineBreak(rendered[i])
                let grouped = previousNode.map { $0.kind == kind && $0.oneLine && oneLine } ?? false
                let first: BlankRule = previous == nil ? .zero : grouped ? .keep : .one
                brk = .line(LineBreak(indent: 0, firstBlank: first, lastBlank: .keep, commentIndent: 0))
                previousNode = (kind, oneLine)
            } else if previousVerbatim {
                // A `;` after a declaration left as written keeps a line break before it: joined
                // to a broken declaration's line it could become part of it.
                brk = .line(LineBreak(indent: 0, firstBlank: .keep, lastBlank: .keep, commentIndent: 0))
            } else {
                brk = .none
            }
            let n = significant[e.firstK]
            var before = gap(
                after: previous, before: n, brk, lineIndent: &lineIndent,
                keepLineStart: e.verbatim || previousVerbatim)
            if previous == nil && out.isEmpty && before.isEmpty && rendered[i].utf8.starts(with: [0xEF, 0xBB, 0xBF]) {
                // A U+FEFF after leading whitespace is an invalid character; at the start of the
                // output it would become a byte-order mark, so the whitespace before it stays.
                before = String(decoding: bytes[..<tokens[n].range.start], as: UTF8.self)
            }
            out += before
            out += rendered[i]
            previous = significant[e.lastK]
            previousVerbatim = e.verbatim
        }
        let end = LineBreak(indent: 0, firstBlank: .keep, lastBlank: .keep, commentIndent: 0)
        out += gap(
            after: previous, before: nil, .line(end), lineIndent: &lineIndent,
            keepLineStart: previousVerbatim)
        let endsInOpenComment =
            tokens.last.map { $0.kind == .blockComment && $0.token.isUnterminated } ?? false
        if out.utf8.count > prefixLength && !endsInOpenComment { out += newline }
        return out
    }

    /// The dominant line break of the text outside the declarations left as written. Those keep
    /// their own line breaks and every other line break of the output is `newline`, so the next
    /// run over the output makes the same choice (all of the text's line breaks when they all
    /// lie in such declarations).
    private func chooseNewline(_ elements: [Element]) -> String {
        var inside = Array(repeating: false, count: tokens.count)
        for e in elements where e.verbatim {
            for i in significant[e.firstK]...significant[e.lastK] { inside[i] = true }
        }
        var outside: [String: Int] = [:]
        var all: [String: Int] = [:]
        for (i, t) in tokens.enumerated() where t.kind == .newline {
            all[t.text, default: 0] += 1
            if !inside[i] { outside[t.text, default: 0] += 1 }
        }
        return Layout.dominantNewline(outside.isEmpty ? all : outside)
    }

    static func hasLineBreak(_ s: String) -> Bool { s.utf8.contains(10) || s.utf8.contains(13) }

    /// The declarations and stray `;` tokens of the file, in order.
    private func topLevelElements() -> [Element] {
        var out: [Element] = []
        var k = 0
        var at = 0
        for child in root.node.children {
            defer { at += child.length }
            switch child {
            case .token(let t):
                guard !t.kind.isTrivia else { continue }
                while significant[k] < tokenIndexAt[at]! { k += 1 }
                out.append(Element(kind: nil, node: nil, firstK: k, lastK: k, verbatim: false))
                k += 1
            case .node(let n):
                let ref = SyntaxRef(node: n, offset: at)
                let nodeTokens = ref.allTokens()
                guard let first = nodeTokens.first, let last = nodeTokens.last else { continue }
                let firstIndex = tokenIndexAt[first.range.start]!
                let lastIndex = tokenIndexAt[last.range.start]!
                while significant[k] < firstIndex { k += 1 }
                let firstK = k
                while significant[k] < lastIndex { k += 1 }
                let span = TextRange(start: first.range.start, end: last.range.end)
                let broken =
                    n.kind == .errorDecl
                    || diagnostics.contains { $0.start <= span.end && $0.end >= span.start }
                out.append(Element(kind: n.kind, node: ref, firstK: firstK, lastK: k, verbatim: broken))
                k += 1
            }
        }
        return out
    }

    // MARK: - Declarations

    /// The text of one element from its first to its last significant token.
    private mutating func render(_ e: Element) -> String {
        let start = tokens[significant[e.firstK]].range.start
        let end = tokens[significant[e.lastK]].range.end
        guard let node = e.node, !e.verbatim else {
            return String(decoding: bytes[start..<end], as: UTF8.self)
        }
        for k in (e.firstK + 1)..<(e.lastK + 1) {
            breaks[significant[k]] = Layout.pairBreak(
                tokens[significant[k - 1]].token, tokens[significant[k]].token)
        }
        switch node.kind {
        case .entityDecl, .compositeDecl:
            layoutBody(node)
        case .configurationDecl:
            if layoutConfiguration(node, oneLine: true) {
                let text = renderInterior(e)
                let fits = Layout.lines(of: text).allSatisfy { $0.count <= Layout.maxWidth }
                if fits { return text }
                layoutConfiguration(node, oneLine: false)
            }
        default:
            break
        }
        return renderInterior(e)
    }

    private mutating func renderInterior(_ e: Element) -> String {
        var out = tokens[significant[e.firstK]].text
        var lineIndent = 0
        for k in (e.firstK + 1)..<(e.lastK + 1) {
            let n = significant[k]
            out += gap(
                after: significant[k - 1], before: n, breaks[n] ?? .space, lineIndent: &lineIndent,
                keepLineStart: false)
            out += tokens[n].text
        }
        return out
    }

    static func lines(of s: String) -> [Substring] {
        s.split(
            omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }
        )
    }

    /// The space between two tokens on one line: none inside `name:`, `@name(…)`, `[T]`, `T<C>?`,
    /// `a...b` and before `,` or `;`; one space everywhere else.
    static func pairBreak(_ previous: Token, _ next: Token) -> Break {
        switch next.kind {
        case .colon, .comma, .question, .rParen, .rBracket, .lAngle, .rAngle, .semicolon, .lParen, .dot:
            return .none
        case .ellipsis:
            return previous.kind == .string || previous.kind == .number || previous.kind == .lParen
                ? .none : .space
        default:
            break
        }
        switch previous.kind {
        case .lParen, .lBracket, .lAngle, .at, .dot:
            return .none
        case .ellipsis:
            return next.kind == .string || next.kind == .number ? .none : .space
        default:
            return .space
        }
    }

    private func index(of token: TokenRef) -> Int { tokenIndexAt[token.range.start]! }

    /// The index of the last significant token before the token at `index`.
    private func previousSignificant(before index: Int) -> Int? {
        var i = index - 1
        while i >= 0 && tokens[i].kind.isTrivia { i -= 1 }
        return i >= 0 ? i : nil
    }

    /// Whether anything but whitespace lies between two token indices.
    private func hasContent(between a: Int, _ b: Int) -> Bool {
        guard a + 1 < b else { return false }
        return tokens[(a + 1)..<b].contains { $0.kind != .whitespace && $0.kind != .newline }
    }

    /// One member per line, indented one level; `}` on its own line unless the body is empty.
    private mutating func layoutBody(_ decl: SyntaxRef) {
        let direct = decl.directTokens
        guard let open = direct.first(where: { $0.kind == .lBrace }),
            let close = direct.last(where: { $0.kind == .rBrace && $0.range.start > open.range.start })
        else { return }
        let members = decl.childNodes.filter { $0.kind.isMember }
        for (i, member) in members.enumerated() {
            guard let first = member.allTokens().first else { continue }
            breaks[index(of: first)] = .line(
                LineBreak(indent: 1, firstBlank: i == 0 ? .zero : .keep, lastBlank: .keep, commentIndent: 1)
            )
        }
        let openIndex = index(of: open)
        let closeIndex = index(of: close)
        if hasContent(between: openIndex, closeIndex) {
            let afterOpen = previousSignificant(before: closeIndex) == openIndex
            breaks[closeIndex] = .line(
                LineBreak(
                    indent: 0, firstBlank: afterOpen ? .zero : .keep, lastBlank: .zero, onlyBlank: .zero,
                    commentIndent: 1))
        } else {
            breaks[closeIndex] = Break.none
        }
    }

    /// `configuration Name { A, B }` on one line, or one entity per line. Returns false when the list
    /// has comments inside, which always takes the multi-line form (and is then laid out so).
    @discardableResult
    private mutating func layoutConfiguration(_ decl: SyntaxRef, oneLine: Bool) -> Bool {
        let direct = decl.directTokens
        guard let open = direct.first(where: { $0.kind == .lBrace }),
            let close = direct.last(where: { $0.kind == .rBrace && $0.range.start > open.range.start })
        else { return false }
        let openIndex = index(of: open)
        let closeIndex = index(of: close)
        let hasComments = tokens[(openIndex + 1)..<closeIndex].contains { $0.kind.isComment }
        let single = oneLine && !hasComments
        let names = direct.filter {
            $0.kind == .identifier && $0.range.start > open.range.start
                && $0.range.start < close.range.start
        }
        for (i, name) in names.enumerated() {
            breaks[index(of: name)] =
                single
                ? .space
                : .line(
                    LineBreak(
                        indent: 1, firstBlank: i == 0 ? .zero : .keep, lastBlank: .keep, commentIndent: 1))
        }
        if single {
            breaks[closeIndex] = names.isEmpty ? Break.none : .space
        } else if hasContent(between: openIndex, closeIndex) {
            let afterOpen = previousSignificant(before: closeIndex) == openIndex
            breaks[closeIndex] = .line(
                LineBreak(
                    indent: 0, firstBlank: afterOpen ? .zero : .keep, lastBlank: .zero, onlyBlank: .zero,
                    commentIndent: 1))
        } else {
            breaks[closeIndex] = Break.none
        }
        return single
    }

    // MARK: - Gaps

    private func indentation(_ level: Int) -> String {
        String(repeating: Layout.indentUnit, count: level)
    }

    private static func blankLines(_ rule: BlankRule, newlines: Int) -> Int {
        switch rule {
        case .zero: return 0
        case .one: return 1
        case .keep: return min(max(newlines - 1, 0), 1)
        }
    }

    /// A line or doc comment without trailing whitespace; a block comment as written.
    static func commentText(_ t: TokenRef) -> String {
        guard t.kind != .blockComment else { return t.text }
        var s = Substring(t.text)
        while let last = s.unicodeScalars.last,
            last == " " || last == "\t" || last == "\u{0B}" || last == "\u{0C}"
        {
            s = s.dropLast()
        }
        return String(s)
    }

    /// The text between the significant token `previous` and the significant token `next` (nil at
    /// the start or the end of the file): the comments of the gap, placed by `brk`, and the space
    /// or line break before `next`. With `keepLineStart`, a gap without a line break is kept as
    /// written, so that a neighbouring declaration left unformatted parses as before.
    private func gap(
        after previous: Int?, before next: Int?, _ brk: Break, lineIndent: inout Int,
        keepLineStart: Bool
    ) -> String {
        let lo = previous.map { $0 + 1 } ?? 0
        let hi = next ?? tokens.count
        var comments: [(index: Int, newlinesBefore: Int)] = []
        var newlines = 0
        /// Whether a line break comes before `next`, or at the end of the file before the last comment.
        var sawNewline = false
        for i in lo..<hi {
            switch tokens[i].kind {
            case .newline:
                newlines += 1
                if next != nil { sawNewline = true }
            case .lineComment, .docComment, .blockComment:
                if newlines > 0 { sawNewline = true }
                comments.append((i, newlines))
                newlines = 0
            default:
                break
            }
        }
        if keepLineStart, let previous, !sawNewline {
            // At the end of the file, whitespace after the last comment is dropped as usual.
            let start = tokens[previous].range.end
            let end = next.map { tokens[$0].range.start } ?? comments.last.map { tokens[$0.index].range.end } ?? start
            return String(decoding: bytes[start..<end], as: UTF8.self)
        }
        let newlinesBeforeNext = newlines

        var firstRule = BlankRule.keep
        var lastRule = BlankRule.keep
        var commentIndent = lineIndent + 1
        if case .line(let lb) = brk {
            firstRule = lb.firstBlank
            lastRule = lb.lastBlank
            commentIndent = lb.commentIndent
        }
        var out = ""
        var lineHasContent = previous != nil
        var ownLineItems = 0
        var mustBreak = false
        var lastComment: (isBlock: Bool, ownLine: Bool)?
        for (c, entry) in comments.enumerated() {
            let token = tokens[entry.index]
            let text = Layout.commentText(token)
            if entry.newlinesBefore == 0 && lineHasContent && !mustBreak {
                out += " " + text
                lastComment = (token.kind == .blockComment, false)
            } else {
                let blank = Layout.blankLines(
                    ownLineItems == 0 ? firstRule : .keep, newlines: entry.newlinesBefore)
                if lineHasContent { out += String(repeating: newline, count: 1 + blank) }
                out += indentation(commentIndent) + text
                ownLineItems += 1
                lastComment = (token.kind == .blockComment, true)
            }
            lineHasContent = true
            let newlinesAfter =
                c + 1 < comments.count ? comments[c + 1].newlinesBefore : newlinesBeforeNext
            mustBreak = token.kind != .blockComment || newlinesAfter > 0
        }
        guard next != nil else { return out }
        switch brk {
        case .line(let lb):
            if let last = lastComment, last.isBlock, last.ownLine, newlinesBeforeNext == 0,
                lb.commentIndent == lb.indent
            {
                // `/* note */ entity A {}`: the token stays after its own-line block comment (but a
                // closing brace, indented less than the comments before it, takes its own line).
                out += " "
            } else {
                let blank = Layout.blankLines(
                    ownLineItems == 0 ? lb.onlyBlank : lastRule, newlines: newlinesBeforeNext)
                if lineHasContent { out += String(repeating: newline, count: 1 + blank) }
                out += indentation(lb.indent)
            }
            lineIndent = lb.indent
        case .none, .space:
            if mustBreak {
                out += newline + indentation(lineIndent + 1)
            } else if lastComment != nil {
                out += " "
            } else if case .space = brk {
                out += " "
            }
        }
        return out
    }
}
