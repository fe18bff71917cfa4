// Request handlers: each turns LSP params into a feature call and the feature's answer back into LSP JSON.

import CDMFeatures
import CDMModel
import CDMProtocol
import CDMSyntax
import Foundation

extension LanguageServer {
    static let commands = ["cdm.freezeVersion", "cdm.generate", "cdm.goToInverse", "cdm.import", "cdm.showReferences"]

    func initialize(_ params: JSONValue) throws -> JSONValue {
        capabilities = params["capabilities"] ?? .null
        let offered = capabilities["general"]?["positionEncodings"]?.arrayValue?.compactMap(\.stringValue) ?? []
        encoding = offered.contains("utf-8") ? .utf8 : .utf16
        // A root that is not a file URI, or whose name is not UTF-8, is no root (and never "/" or "").
        if let root = params["rootUri"]?.stringValue, let path = try? FileURI.path(root, for: "rootUri") {
            rootPath = path
        } else if let root = params["rootPath"]?.stringValue, !root.isEmpty {
            rootPath = root
        }
        workspaceFolders = (params["workspaceFolders"]?.arrayValue ?? []).compactMap { $0["uri"]?.stringValue }.compactMap { try? FileURI.path($0, for: "workspaceFolders") }
        if let value = params["initializationOptions"]?["generateOnSave"]?.boolValue { generateOnSave = value }
        initialized = true
        return [
            "capabilities": [
                "positionEncoding": .string(encoding.rawValue),
                "textDocumentSync": ["openClose": true, "change": 2, "save": ["includeText": false]],
                "completionProvider": ["triggerCharacters": [":", "@", "(", " ", "["], "resolveProvider": false],
                "hoverProvider": true,
                "definitionProvider": true,
                "referencesProvider": true,
                "documentHighlightProvider": true,
                "documentSymbolProvider": true,
                "foldingRangeProvider": true,
                "codeActionProvider": ["codeActionKinds": ["quickfix"], "resolveProvider": true],
                "documentFormattingProvider": true,
                "renameProvider": ["prepareProvider": true],
                "semanticTokensProvider": ["legend": Self.semanticTokensLegend, "full": ["delta": true], "range": true],
                "codeLensProvider": ["resolveProvider": false],
                "inlayHintProvider": true,
                "workspaceSymbolProvider": true,
                "signatureHelpProvider": ["triggerCharacters": ["(", ","], "retriggerCharacters": [","]],
                "documentRangeFormattingProvider": true,
                "executeCommandProvider": ["commands": .array(Self.commands.map { .string($0) })],
            ],
            "serverInfo": ["name": "cdm", "version": .string(Self.version)],
        ]
    }

    func completion(_ params: JSONValue) throws -> JSONValue {
        let (doc, offset, converter) = try documentAndOffset(params)
        let snippets = capabilities["textDocument"]?["completion"]?["completionItem"]?["snippetSupport"]?.boolValue ?? false
        // In a large model, a limited list the editor asks for again as the word grows.
        let list = Completion.list(doc.analysis, at: offset, entityLimit: Completion.defaultEntityLimit)
        let entries = list.entries
        let items = entries.map { e -> JSONValue in
            var insert = e.insertText
            if e.isSnippet && !snippets { insert = e.plainText }
            var item: [String: JSONValue] = [
                "label": .string(e.label),
                "kind": .int(Self.completionKind(e.kind)),
                "detail": .string(e.detail),
                "documentation": ["kind": "markdown", "value": .string(e.documentation)],
                "textEdit": ["range": converter.range(e.replaceRange), "newText": .string(insert)],
                "filterText": .string(e.label),
            ]
            if e.isSnippet && snippets { item["insertTextFormat"] = 2 }
            if let s = e.sortText { item["sortText"] = .string(s) }
            return .object(item)
        }
        return ["isIncomplete": .bool(list.isIncomplete), "items": .array(items)]
    }

    static func completionKind(_ kind: CompletionEntry.Kind) -> Int {
        switch kind {
        case .keyword: return 14
        case .type: return 22  // Struct
        case .entity: return 7  // Class
        case .composite: return 22
        case .modifier: return 24  // Operator
        case .value: return 20  // EnumMember
        case .property: return 10
        case .snippet: return 15
        }
    }

    /// A snippet's text with placeholders replaced by their defaults, for clients without snippets.
    static func plainText(fromSnippet snippet: String) -> String {
        var out = ""
        var chars = Array(snippet)
        var i = 0
        while i < chars.count {
            let c = chars[i]
            if c == "$" && i + 1 < chars.count {
                if chars[i + 1] == "{" {
                    var j = i + 2
                    while j < chars.count && chars[j].isNumber { j += 1 }
                    if j < chars.count && chars[j] == ":" {
                        var depth = 1
                        var k = j + 1
                        var inner = ""
                        while k < chars.count {
                            if chars[k] == "}" {
                                depth -= 1
                                if depth == 0 { break }
                            }
                            inner.append(chars[k])
                            k += 1
                        }
                        out += inner
                        i = k + 1
                        continue
                    } else if j < chars.count && chars[j] == "|" {
                        let rest = chars[(j + 1)...]
                        let choice = rest.prefix { $0 != "," && $0 != "|" }
                        out += String(choice)
                        if let close = chars[j...].firstIndex(of: "}") { i = close + 1 } else { i = chars.count }
                        continue
                    }
                } else if chars[i + 1].isNumber {
                    i += 1
                    while i < chars.count && chars[i].isNumber { i += 1 }
                    continue
                }
            }
            out.append(c)
            i += 1
        }
        chars = []
        return out
    }

    func hover(_ params: JSONValue) throws -> JSONValue {
        let (doc, offset, converter) = try documentAndOffset(params)
        guard let info = HoverProvider.hover(doc.analysis, index: doc.symbolIndex, at: offset) else { return .null }
        let markdown = info.markdown + (versionHover(doc, at: offset).map { "\n\n---\n\n" + $0 } ?? "")
        return ["contents": ["kind": "markdown", "value": .string(markdown)], "range": converter.range(info.range)]
    }

    func definition(_ params: JSONValue) throws -> JSONValue {
        let (doc, offset, converter) = try documentAndOffset(params)
        guard let range = Navigation.definition(doc.symbolIndex, at: offset) else { return .null }
        return location(doc, range, converter)
    }

    func references(_ params: JSONValue) throws -> JSONValue {
        let (doc, offset, converter) = try documentAndOffset(params)
        let include = params["context"]?["includeDeclaration"]?.boolValue ?? true
        return .array(Navigation.references(doc.symbolIndex, at: offset, includeDeclaration: include).map { location(doc, $0, converter) })
    }

    func highlights(_ params: JSONValue) throws -> JSONValue {
        let (doc, offset, converter) = try documentAndOffset(params)
        guard let occurrence = doc.symbolIndex.occurrence(at: offset) else { return [] }
        return .array(doc.symbolIndex.occurrences(of: occurrence.symbol).map { ["range": converter.range($0.range), "kind": .int($0.isDeclaration ? 3 : 2)] })
    }

    func documentSymbols(_ params: JSONValue) throws -> JSONValue {
        let doc = try document(params)
        let converter = Converter(lines: doc.buffer, encoding: encoding)
        func convert(_ item: OutlineItem) -> JSONValue {
            var object: [String: JSONValue] = [
                "name": .string(item.name),
                "kind": .int(Self.symbolKind(item.kind)),
                "range": converter.range(item.range),
                "selectionRange": converter.range(item.selectionRange),
            ]
            if let d = item.detail { object["detail"] = .string(d) }
            if !item.children.isEmpty { object["children"] = .array(item.children.map(convert)) }
            return .object(object)
        }
        return .array(Outline.symbols(doc.analysis.model).map(convert))
    }

    static func symbolKind(_ kind: OutlineKind) -> Int {
        switch kind {
        case .model: return 2  // Module
        case .generate: return 24  // Event
        case .entity: return 5  // Class
        case .composite: return 23  // Struct
        case .attribute: return 8  // Field
        case .relationship: return 7  // Property
        case .fetchedProperty: return 7
        case .configuration: return 3  // Namespace
        case .fetchRequest: return 12  // Function
        case .index: return 20  // Key
        }
    }

    func foldingRanges(_ params: JSONValue) throws -> JSONValue {
        let doc = try document(params)
        let index = doc.lineIndex
        return .array(
            Outline.foldingSpans(doc.analysis.parsed, lineIndex: index).compactMap { span in
                let start = index.line(of: span.range.start)
                var end = index.line(of: span.range.end)
                if span.kind == .region { end -= 1 }  // keep the closing brace visible
                guard end > start else { return nil }
                var object: [String: JSONValue] = ["startLine": .int(start), "endLine": .int(end)]
                if span.kind == .comment { object["kind"] = "comment" }
                return .object(object)
            })
    }

    func inverse(_ params: JSONValue) throws -> JSONValue {
        let (doc, offset, converter) = try documentAndOffset(params)
        guard let range = Navigation.inverse(doc.analysis.model, at: offset) else { return .null }
        return location(doc, range, converter)
    }

    /// Runs a command; `nil` when the answer to `id` is sent later (generation runs in the background).
    func executeCommand(_ params: JSONValue, id: RequestID) throws -> JSONValue? {
        guard let command = params["command"]?.stringValue else { throw InvalidParams(message: "missing command") }
        let arguments = params["arguments"]?.arrayValue ?? []
        switch command {
        case "cdm.goToInverse":
            guard let first = arguments.first else { throw InvalidParams(message: "cdm.goToInverse takes TextDocumentPositionParams") }
            let result = try inverse(first)
            if !result.isNull, capabilities["window"]?["showDocument"]?["support"]?.boolValue == true, let uri = result["uri"] {
                request("window/showDocument", ["uri": uri, "takeFocus": true, "selection": result["range"] ?? .null])
            }
            return result
        case "cdm.generate":
            guard let uri = arguments.first?.stringValue ?? arguments.first?["uri"]?.stringValue else {
                throw InvalidParams(message: "cdm.generate takes the document URI")
            }
            try generate(uri: uri, answering: id)
            return nil
        case "cdm.import":
            return try importModel(arguments)
        case "cdm.showReferences":
            return try showReferences(arguments)
        case "cdm.freezeVersion":
            return try freezeVersion(arguments)
        default:
            throw RPCError.invalidParams("unknown command '\(command)'; the server offers \(Self.commands.joined(separator: ", "))")
        }
    }

    func didSave(_ uri: String) {
        versionDocumentWritten(uri)
        // Generation on save is wired in Generation.swift.
        generateOnSaveIfWanted(uri)
    }
}
