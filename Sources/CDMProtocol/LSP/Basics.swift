// Core LSP 3.17 structures shared by every request: positions, ranges, edits, diagnostics.

/// The Language Server Protocol 3.17 types, namespaced so that `LSP.Range`,
/// `LSP.Diagnostic` and friends never shadow `Swift.Range` or cdm's own types in files
/// that import this module. Property names match the specification exactly, so the
/// synthesized Codable conformances produce spec-conformant JSON through
/// ``JSONValue/init(encoding:)`` and ``JSONValue/decode(_:from:)``.
public enum LSP {
    /// A document URI such as `file:///path/to/Model.cdm`.
    public typealias DocumentURI = String
    /// A work-done or partial-result progress token (integer or string).
    public typealias ProgressToken = RequestID
}

extension LSP {
    /// A zero-based line and character offset. `character` counts units of the negotiated
    /// position encoding (UTF-16 by default).
    public struct Position: Codable, Sendable, Hashable, Comparable {
        public var line: Int
        public var character: Int

        public init(line: Int, character: Int) {
            self.line = line
            self.character = character
        }

        public static func < (a: Position, b: Position) -> Bool {
            (a.line, a.character) < (b.line, b.character)
        }
    }

    /// A half-open range between two positions (`end` is exclusive).
    public struct Range: Codable, Sendable, Hashable {
        public var start: Position
        public var end: Position

        public init(start: Position, end: Position) {
            self.start = start
            self.end = end
        }

        /// An empty range at `position`.
        public init(at position: Position) {
            self.init(start: position, end: position)
        }

        /// Convenience: `Range(startLine: 0, startCharacter: 2, endLine: 0, endCharacter: 5)`.
        public init(startLine: Int, startCharacter: Int, endLine: Int, endCharacter: Int) {
            self.init(
                start: Position(line: startLine, character: startCharacter),
                end: Position(line: endLine, character: endCharacter))
        }

        /// True when `position` lies in `start..<end`, or equals `start` for an empty range.
        public func contains(_ position: Position) -> Bool {
            position == start || (start <= position && position < end)
        }

        /// True when the two ranges share at least one position (touching empty ranges count).
        public func overlaps(_ other: Range) -> Bool {
            !(other.end < start || end < other.start)
        }
    }

    /// A range inside a document.
    public struct Location: Codable, Sendable, Hashable {
        public var uri: DocumentURI
        public var range: Range

        public init(uri: DocumentURI, range: Range) {
            self.uri = uri
            self.range = range
        }
    }

    /// A link from an origin range to a target (for go-to-definition with `linkSupport`).
    public struct LocationLink: Codable, Sendable, Hashable {
        public var originSelectionRange: Range?
        public var targetUri: DocumentURI
        public var targetRange: Range
        public var targetSelectionRange: Range

        public init(
            originSelectionRange: Range? = nil, targetUri: DocumentURI, targetRange: Range,
            targetSelectionRange: Range
        ) {
            self.originSelectionRange = originSelectionRange
            self.targetUri = targetUri
            self.targetRange = targetRange
            self.targetSelectionRange = targetSelectionRange
        }
    }

    /// Names a text document.
    public struct TextDocumentIdentifier: Codable, Sendable, Hashable {
        public var uri: DocumentURI

        public init(uri: DocumentURI) {
            self.uri = uri
        }
    }

    /// Names a specific version of a text document.
    public struct VersionedTextDocumentIdentifier: Codable, Sendable, Hashable {
        public var uri: DocumentURI
        public var version: Int

        public init(uri: DocumentURI, version: Int) {
            self.uri = uri
            self.version = version
        }
    }

    /// Names a text document and, when known, its version. `version` is always encoded
    /// (as `null` when nil), as the specification requires.
    public struct OptionalVersionedTextDocumentIdentifier: Codable, Sendable, Hashable {
        public var uri: DocumentURI
        public var version: Int?

        public init(uri: DocumentURI, version: Int?) {
            self.uri = uri
            self.version = version
        }

        private enum CodingKeys: String, CodingKey { case uri, version }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(uri, forKey: .uri)
            if let version {
                try container.encode(version, forKey: .version)
            } else {
                try container.encodeNil(forKey: .version)
            }
        }
    }

    /// A document as transferred by `textDocument/didOpen`.
    public struct TextDocumentItem: Codable, Sendable, Hashable {
        public var uri: DocumentURI
        public var languageId: String
        public var version: Int
        public var text: String

        public init(uri: DocumentURI, languageId: String, version: Int, text: String) {
            self.uri = uri
            self.languageId = languageId
            self.version = version
            self.text = text
        }
    }

    /// A document and a position in it: the params of hover, definition, references'
    /// base, prepareRename, documentHighlight, …
    public struct TextDocumentPositionParams: Codable, Sendable, Hashable {
        public var textDocument: TextDocumentIdentifier
        public var position: Position

        public init(textDocument: TextDocumentIdentifier, position: Position) {
            self.textDocument = textDocument
            self.position = position
        }
    }

    /// Params of `textDocument/hover`.
    public typealias HoverParams = TextDocumentPositionParams
    /// Params of `textDocument/definition`, `typeDefinition`, `implementation`, `declaration`.
    public typealias DefinitionParams = TextDocumentPositionParams
    /// Params of `textDocument/documentHighlight`.
    public typealias DocumentHighlightParams = TextDocumentPositionParams
    /// Params of `textDocument/prepareRename`.
    public typealias PrepareRenameParams = TextDocumentPositionParams

    /// Replaces `range` with `newText`.
    public struct TextEdit: Codable, Sendable, Hashable {
        public var range: Range
        public var newText: String

        public init(range: Range, newText: String) {
            self.range = range
            self.newText = newText
        }
    }

    /// Values of ``MarkupContent/kind``.
    public enum MarkupKind {
        public static let plainText = "plaintext"
        public static let markdown = "markdown"
    }

    /// Formatted text for hovers, completion documentation and the like.
    public struct MarkupContent: Codable, Sendable, Hashable {
        /// ``MarkupKind/plainText`` or ``MarkupKind/markdown``.
        public var kind: String
        public var value: String

        public init(kind: String, value: String) {
            self.kind = kind
            self.value = value
        }

        /// Markdown content.
        public static func markdown(_ value: String) -> MarkupContent {
            MarkupContent(kind: MarkupKind.markdown, value: value)
        }

        /// Plain-text content.
        public static func plainText(_ value: String) -> MarkupContent {
            MarkupContent(kind: MarkupKind.plainText, value: value)
        }

        /// Also accepts a bare string (decoded as plain text), which older clients and
        /// some spec unions (`string | MarkupContent`) use.
        public init(from decoder: any Decoder) throws {
            if let text = try? decoder.singleValueContainer().decode(String.self) {
                self.init(kind: MarkupKind.plainText, value: text)
                return
            }
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.init(
                kind: try container.decode(String.self, forKey: .kind),
                value: try container.decode(String.self, forKey: .value))
        }

        private enum CodingKeys: String, CodingKey { case kind, value }
    }

    /// A command the client can run (e.g. attached to a code lens or code action).
    public struct Command: Codable, Sendable, Hashable {
        public var title: String
        public var command: String
        public var arguments: [JSONValue]?

        public init(title: String, command: String, arguments: [JSONValue]? = nil) {
            self.title = title
            self.command = command
            self.arguments = arguments
        }
    }

    /// Changes to many documents. Only the `changes` form is modelled.
    public struct WorkspaceEdit: Codable, Sendable, Hashable {
        public var changes: [DocumentURI: [TextEdit]]?

        public init(changes: [DocumentURI: [TextEdit]]? = nil) {
            self.changes = changes
        }
    }

    /// Values of ``Diagnostic/severity``.
    public enum DiagnosticSeverity {
        public static let error = 1
        public static let warning = 2
        public static let information = 3
        public static let hint = 4
    }

    /// Values of ``Diagnostic/tags``.
    public enum DiagnosticTag {
        /// Unused or unnecessary code (rendered faded).
        public static let unnecessary = 1
        /// Deprecated code (rendered struck through).
        public static let deprecated = 2
    }

    /// A related message and location for a diagnostic.
    public struct DiagnosticRelatedInformation: Codable, Sendable, Hashable {
        public var location: Location
        public var message: String

        public init(location: Location, message: String) {
            self.location = location
            self.message = message
        }
    }

    /// A problem report: an error, warning, etc.
    public struct Diagnostic: Codable, Sendable, Hashable {
        public var range: Range
        /// A ``DiagnosticSeverity`` value.
        public var severity: Int?
        /// The diagnostic's code. Integer codes from other tools are decoded as their
        /// decimal string.
        public var code: String?
        public var source: String?
        public var message: String
        /// ``DiagnosticTag`` values.
        public var tags: [Int]?
        public var relatedInformation: [DiagnosticRelatedInformation]?
        /// Preserved between `publishDiagnostics` and `codeAction` requests.
        public var data: JSONValue?

        public init(
            range: Range, severity: Int? = nil, code: String? = nil, source: String? = nil,
            message: String,
            tags: [Int]? = nil, relatedInformation: [DiagnosticRelatedInformation]? = nil,
            data: JSONValue? = nil
        ) {
            self.range = range
            self.severity = severity
            self.code = code
            self.source = source
            self.message = message
            self.tags = tags
            self.relatedInformation = relatedInformation
            self.data = data
        }

        private enum CodingKeys: String, CodingKey {
            case range, severity, code, source, message, tags, relatedInformation, data
        }

        public init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            range = try c.decode(Range.self, forKey: .range)
            severity = try c.decodeIfPresent(Int.self, forKey: .severity)
            if let text = try? c.decodeIfPresent(String.self, forKey: .code) {
                code = text
            } else if let number = try? c.decodeIfPresent(Int.self, forKey: .code) {
                code = String(number)
            } else {
                code = nil
            }
            source = try c.decodeIfPresent(String.self, forKey: .source)
            message = try c.decode(String.self, forKey: .message)
            tags = try c.decodeIfPresent([Int].self, forKey: .tags)
            relatedInformation = try c.decodeIfPresent(
                [DiagnosticRelatedInformation].self, forKey: .relatedInformation)
            data = try c.decodeIfPresent(JSONValue.self, forKey: .data)
        }
    }
}
