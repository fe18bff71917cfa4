// Core LSP 3.17 structures shared by every request: positions, ranges, documents, edits, diagnostics.

/// The Language Server Protocol 3.17 types the cdm server reads and writes, namespaced so that
/// `LSP.Range`, `LSP.Diagnostic` and friends never shadow `Swift.Range` or cdm's own types in
/// files that import this module. Property names match the specification, so the synthesized
/// Codable conformances give spec-shaped JSON through ``JSONValue/init(encoding:)`` and
/// ``JSONValue/decode(_:from:)``. A type models the members cdm uses; decoding ignores the others.
/// The types on the hot path read themselves directly (``JSONValueDecodable``) and the results
/// sent by the thousand build their JSON directly (``JSONValueEncodable``).
public enum LSP {
    /// A document URI such as `file:///path/to/Model.cdm`.
    public typealias DocumentURI = String
    /// A work-done progress token (integer or string).
    public typealias ProgressToken = RequestID
}

extension LSP {
    /// A zero-based line and character offset. `character` counts units of the negotiated
    /// position encoding (UTF-16 by default). Negative and past-the-end values decode (the server
    /// clamps them); a fraction does not.
    public struct Position: Codable, Sendable, Hashable, JSONValueDecodable, JSONValueEncodable {
        public var line: Int
        public var character: Int

        public init(line: Int, character: Int) {
            self.line = line
            self.character = character
        }

        public init(json: JSONValue) throws {
            let o = try JSONObjectReader(json)
            line = try o.required("line", JSONValueDecoding.int)
            character = try o.required("character", JSONValueDecoding.int)
        }

        public var json: JSONValue { .object(["line": .int(line), "character": .int(character)]) }
    }

    /// A half-open range between two positions (`end` is exclusive).
    public struct Range: Codable, Sendable, Hashable, JSONValueDecodable, JSONValueEncodable {
        public var start: Position
        public var end: Position

        public init(start: Position, end: Position) {
            self.start = start
            self.end = end
        }

        public init(json: JSONValue) throws {
            let o = try JSONObjectReader(json)
            start = try o.required("start", Position.init(json:))
            end = try o.required("end", Position.init(json:))
        }

        public var json: JSONValue { .object(["start": start.json, "end": end.json]) }
    }

    /// A range inside a document.
    public struct Location: Codable, Sendable, Hashable, JSONValueEncodable {
        public var uri: DocumentURI
        public var range: Range

        public init(uri: DocumentURI, range: Range) {
            self.uri = uri
            self.range = range
        }

        public var json: JSONValue { .object(["uri": .string(uri), "range": range.json]) }
    }

    /// Names a text document.
    public struct TextDocumentIdentifier: Codable, Sendable, Hashable, JSONValueDecodable {
        public var uri: DocumentURI

        public init(uri: DocumentURI) {
            self.uri = uri
        }

        public init(json: JSONValue) throws {
            uri = try JSONObjectReader(json).required("uri", JSONValueDecoding.string)
        }
    }

    /// Names a specific version of a text document.
    public struct VersionedTextDocumentIdentifier: Codable, Sendable, Hashable, JSONValueDecodable {
        public var uri: DocumentURI
        public var version: Int

        public init(uri: DocumentURI, version: Int) {
            self.uri = uri
            self.version = version
        }

        public init(json: JSONValue) throws {
            let o = try JSONObjectReader(json)
            uri = try o.required("uri", JSONValueDecoding.string)
            version = try o.required("version", JSONValueDecoding.int)
        }
    }

    /// A document as transferred by `textDocument/didOpen` (its `languageId` is not read).
    public struct TextDocumentItem: Codable, Sendable, Hashable {
        public var uri: DocumentURI
        public var version: Int
        public var text: String

        public init(uri: DocumentURI, version: Int, text: String) {
            self.uri = uri
            self.version = version
            self.text = text
        }
    }

    /// A document and a position in it: the params of hover, definition, documentHighlight,
    /// prepareRename, completion, signatureHelp and cdm's `cdm/inverse`.
    public struct TextDocumentPositionParams: Codable, Sendable, Hashable, JSONValueDecodable {
        public var textDocument: TextDocumentIdentifier
        public var position: Position

        public init(textDocument: TextDocumentIdentifier, position: Position) {
            self.textDocument = textDocument
            self.position = position
        }

        public init(json: JSONValue) throws {
            let o = try JSONObjectReader(json)
            textDocument = try o.required("textDocument", TextDocumentIdentifier.init(json:))
            position = try o.required("position", Position.init(json:))
        }
    }

    /// Params of `textDocument/hover`.
    public typealias HoverParams = TextDocumentPositionParams
    /// Params of `textDocument/definition`.
    public typealias DefinitionParams = TextDocumentPositionParams
    /// Params of `textDocument/documentHighlight`.
    public typealias DocumentHighlightParams = TextDocumentPositionParams
    /// Params of `textDocument/prepareRename`.
    public typealias PrepareRenameParams = TextDocumentPositionParams
    /// Params of `textDocument/completion` (its `context` is not read).
    public typealias CompletionParams = TextDocumentPositionParams
    /// Params of `textDocument/signatureHelp` (its `context` is not read).
    public typealias SignatureHelpParams = TextDocumentPositionParams

    /// Params that only name a document.
    public struct TextDocumentParams: Codable, Sendable, Hashable {
        public var textDocument: TextDocumentIdentifier

        public init(textDocument: TextDocumentIdentifier) {
            self.textDocument = textDocument
        }
    }

    /// Params of `textDocument/documentSymbol`.
    public typealias DocumentSymbolParams = TextDocumentParams
    /// Params of `textDocument/foldingRange`.
    public typealias FoldingRangeParams = TextDocumentParams
    /// Params of `textDocument/codeLens`.
    public typealias CodeLensParams = TextDocumentParams
    /// Params of `textDocument/semanticTokens/full`.
    public typealias SemanticTokensParams = TextDocumentParams
    /// Params of `textDocument/formatting` (its `options` are not read: cdm formats one way).
    public typealias DocumentFormattingParams = TextDocumentParams

    /// Replaces `range` with `newText`.
    public struct TextEdit: Codable, Sendable, Hashable, JSONValueEncodable {
        public var range: Range
        public var newText: String

        public init(range: Range, newText: String) {
            self.range = range
            self.newText = newText
        }

        public var json: JSONValue { .object(["range": range.json, "newText": .string(newText)]) }
    }

    /// Values of ``MarkupContent/kind``.
    public enum MarkupKind {
        public static let markdown = "markdown"
    }

    /// Formatted text for hovers, completion documentation and the like.
    public struct MarkupContent: Codable, Sendable, Hashable, JSONValueEncodable {
        /// A ``MarkupKind`` value.
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

        public var json: JSONValue { .object(["kind": .string(kind), "value": .string(value)]) }
    }

    /// A command the client can run (attached to a code lens or code action). Its arguments are any
    /// JSON (`LSPAny`): the command's own decoding gives them types when it runs.
    public struct Command: Codable, Sendable, Hashable, JSONValueEncodable {
        public var title: String
        public var command: String
        public var arguments: [JSONValue]?

        public init(title: String, command: String, arguments: [JSONValue]? = nil) {
            self.title = title
            self.command = command
            self.arguments = arguments
        }

        public var json: JSONValue {
            var o: [String: JSONValue] = ["title": .string(title), "command": .string(command)]
            if let arguments { o["arguments"] = .array(arguments) }
            return .object(o)
        }
    }

    /// Changes to many documents (the `changes` form).
    public struct WorkspaceEdit: Codable, Sendable, Hashable, JSONValueEncodable {
        public var changes: [DocumentURI: [TextEdit]]?

        public init(changes: [DocumentURI: [TextEdit]]? = nil) {
            self.changes = changes
        }

        public var json: JSONValue {
            guard let changes else { return .object([:]) }
            return .object(["changes": .object(changes.mapValues { .array($0.map(\.json)) })])
        }
    }

    /// Values of ``Diagnostic/tags``.
    public enum DiagnosticTag {
        /// Unused or unnecessary code (rendered faded).
        public static let unnecessary = 1
    }

    /// A related message and location for a diagnostic.
    public struct DiagnosticRelatedInformation: Codable, Sendable, Hashable, JSONValueEncodable {
        public var location: Location
        public var message: String

        public init(location: Location, message: String) {
            self.location = location
            self.message = message
        }

        public var json: JSONValue { .object(["location": location.json, "message": .string(message)]) }
    }

    /// A problem report: an error, warning, etc.
    public struct Diagnostic: Codable, Sendable, Hashable, JSONValueEncodable {
        public var range: Range
        /// 1 error, 2 warning, 3 information, 4 hint.
        public var severity: Int?
        /// The diagnostic's code. Integer codes from other tools decode as their decimal string.
        public var code: String?
        public var source: String?
        public var message: String
        /// ``DiagnosticTag`` values.
        public var tags: [Int]?
        public var relatedInformation: [DiagnosticRelatedInformation]?

        public init(
            range: Range, severity: Int? = nil, code: String? = nil, source: String? = nil,
            message: String, tags: [Int]? = nil, relatedInformation: [DiagnosticRelatedInformation]? = nil
        ) {
            self.range = range
            self.severity = severity
            self.code = code
            self.source = source
            self.message = message
            self.tags = tags
            self.relatedInformation = relatedInformation
        }

        private enum CodingKeys: String, CodingKey {
            case range, severity, code, source, message, tags, relatedInformation
        }

        public init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            range = try c.decode(Range.self, forKey: .range)
            severity = try c.decodeIfPresent(Int.self, forKey: .severity)
            if let number = try? c.decodeIfPresent(Int.self, forKey: .code) {
                code = String(number)
            } else {
                code = try c.decodeIfPresent(String.self, forKey: .code)
            }
            source = try c.decodeIfPresent(String.self, forKey: .source)
            message = try c.decode(String.self, forKey: .message)
            tags = try c.decodeIfPresent([Int].self, forKey: .tags)
            relatedInformation = try c.decodeIfPresent(
                [DiagnosticRelatedInformation].self, forKey: .relatedInformation)
        }

        public var json: JSONValue {
            var o: [String: JSONValue] = ["range": range.json, "message": .string(message)]
            if let severity { o["severity"] = .int(severity) }
            if let code { o["code"] = .string(code) }
            if let source { o["source"] = .string(source) }
            if let tags { o["tags"] = .array(tags.map(JSONValue.int)) }
            if let relatedInformation { o["relatedInformation"] = .array(relatedInformation.map(\.json)) }
            return .object(o)
        }
    }
}
