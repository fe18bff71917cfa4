// Checks the editor integrations (VS Code manifest and grammar) without an editor.
import Foundation
import XCTest

/// The repository root, found from this file's path (Tests/EditorsTests/EditorsTests.swift).
private let repositoryRoot: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()
    .deletingLastPathComponent()
    .deletingLastPathComponent()

private let vscodeFolder = repositoryRoot.appendingPathComponent("editors/vscode")

private func readText(_ url: URL, file: StaticString = #filePath, line: UInt = #line) throws -> String {
    do {
        return try String(contentsOf: url, encoding: .utf8)
    } catch {
        XCTFail("cannot read \(url.path): \(error)", file: file, line: line)
        throw error
    }
}

private func readJSON(_ url: URL, file: StaticString = #filePath, line: UInt = #line) throws -> Any {
    let data = try Data(contentsOf: url)
    do {
        return try JSONSerialization.jsonObject(with: data, options: [])
    } catch {
        XCTFail("\(url.path) is not valid JSON: \(error)", file: file, line: line)
        throw error
    }
}

/// All captures of group 1 of `pattern` in `text`.
private func captures(of pattern: String, in text: String) -> [String] {
    guard let regex = try? NSRegularExpression(pattern: pattern, options: []) else { return [] }
    let ns = text as NSString
    return regex.matches(in: text, options: [], range: NSRange(location: 0, length: ns.length)).compactMap { match in
        let range = match.range(at: 1)
        return range.location == NSNotFound ? nil : ns.substring(with: range)
    }
}

final class VSCodeManifestTests: XCTestCase {
    private func manifest() throws -> [String: Any] {
        let json = try readJSON(vscodeFolder.appendingPathComponent("package.json"))
        return try XCTUnwrap(json as? [String: Any], "package.json is not an object")
    }

    private func extensionSource() throws -> String {
        try readText(vscodeFolder.appendingPathComponent("src/extension.ts"))
    }

    func testManifestBasics() throws {
        let manifest = try manifest()
        XCTAssertEqual(manifest["name"] as? String, "cdm")
        XCTAssertEqual(manifest["publisher"] as? String, "cdm")
        XCTAssertNotNil(manifest["displayName"] as? String)
        XCTAssertEqual(manifest["main"] as? String, "./out/extension.js")
        let engines = try XCTUnwrap(manifest["engines"] as? [String: Any])
        // vscode-languageclient 9 refuses to start on VS Code before 1.82 (its own engines.vscode, vendored with its typings).
        let client = try readJSON(vscodeFolder.appendingPathComponent("typings/vscode-languageclient/client/package.json")) as? [String: Any]
        let clientEngines = try XCTUnwrap(client?["engines"] as? [String: Any])
        XCTAssertEqual(engines["vscode"] as? String, clientEngines["vscode"] as? String, "engines.vscode must be vscode-languageclient's")
        XCTAssertEqual(engines["vscode"] as? String, "^1.82.0")
        let activation = manifest["activationEvents"] as? [String] ?? []
        XCTAssertTrue(activation.contains("onLanguage:cdm"))

        let dependencies = manifest["dependencies"] as? [String: String] ?? [:]
        XCTAssertTrue(dependencies["vscode-languageclient"]?.hasPrefix("^9") ?? false, "vscode-languageclient ^9 is a dependency")
        let devDependencies = manifest["devDependencies"] as? [String: String] ?? [:]
        for name in ["typescript", "@vscode/vsce"] {
            XCTAssertNotNil(devDependencies[name], "devDependency \(name)")
        }
        // The typings come from editors/vscode/typings (CI installs nothing from npm), with their sources and licenses.
        XCTAssertNil(devDependencies["@types/vscode"], "the VS Code API typings are vendored in typings/vscode")
        for file in ["typings/SOURCES", "typings/vscode/index.d.ts", "typings/vscode/LICENSE", "typings/vscode-languageclient/LICENSE", "typings/node/index.d.ts"] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: vscodeFolder.appendingPathComponent(file).path), file)
        }
        let scripts = manifest["scripts"] as? [String: String] ?? [:]
        for name in ["compile", "watch", "package"] {
            XCTAssertNotNil(scripts[name], "script \(name)")
        }

        // The TypeScript entry point that compiles to `main`.
        XCTAssertTrue(FileManager.default.fileExists(atPath: vscodeFolder.appendingPathComponent("src/extension.ts").path))
        let tsconfig = try readJSON(vscodeFolder.appendingPathComponent("tsconfig.json")) as? [String: Any]
        let options = tsconfig?["compilerOptions"] as? [String: Any]
        XCTAssertEqual(options?["outDir"] as? String, "out")
        XCTAssertEqual(options?["rootDir"] as? String, "src")
    }

    func testLanguageGrammarAndSnippetPathsExist() throws {
        let contributes = try XCTUnwrap(try manifest()["contributes"] as? [String: Any])
        let languages = contributes["languages"] as? [[String: Any]] ?? []
        let cdm = try XCTUnwrap(languages.first { $0["id"] as? String == "cdm" }, "language cdm")
        XCTAssertEqual(cdm["extensions"] as? [String], [".cdm"])

        var paths: [String] = []
        for language in languages {
            if let path = language["configuration"] as? String { paths.append(path) }
        }
        let grammars = contributes["grammars"] as? [[String: Any]] ?? []
        XCTAssertTrue(grammars.contains { $0["scopeName"] as? String == "source.cdm" && $0["language"] as? String == "cdm" })
        paths += grammars.compactMap { $0["path"] as? String }
        let snippets = contributes["snippets"] as? [[String: Any]] ?? []
        XCTAssertFalse(snippets.isEmpty, "snippets are contributed")
        paths += snippets.compactMap { $0["path"] as? String }
        XCTAssertGreaterThanOrEqual(paths.count, 3)
        for path in paths {
            let url = vscodeFolder.appendingPathComponent(path)
            XCTAssertTrue(FileManager.default.fileExists(atPath: url.path), "\(path) exists")
            XCTAssertNoThrow(try readJSON(url), "\(path) is JSON")
        }
    }

    func testCommandsAreRegisteredAndReferencesDeclared() throws {
        let contributes = try XCTUnwrap(try manifest()["contributes"] as? [String: Any])
        let declared = Set((contributes["commands"] as? [[String: Any]] ?? []).compactMap { $0["command"] as? String })
        let expected: Set = ["cdm.generate", "cdm.goToInverse", "cdm.importModel", "cdm.restartServer", "cdm.showDiagram"]
        XCTAssertTrue(expected.isSubset(of: declared), "missing commands: \(expected.subtracting(declared))")

        let source = try extensionSource()
        let registered = Set(captures(of: #"registerCommand\(\s*['"]([^'"]+)['"]"#, in: source))
        for command in declared.sorted() {
            XCTAssertTrue(registered.contains(command), "\(command) is declared in package.json but not registered in src/extension.ts")
        }

        var referenced: [String] = []
        let menus = contributes["menus"] as? [String: Any] ?? [:]
        for (_, entries) in menus {
            for entry in entries as? [[String: Any]] ?? [] {
                if let command = entry["command"] as? String { referenced.append(command) }
            }
        }
        let keybindings = contributes["keybindings"] as? [[String: Any]] ?? []
        XCTAssertTrue(keybindings.contains { $0["command"] as? String == "cdm.goToInverse" }, "Go to Inverse has a key binding")
        for binding in keybindings {
            if let command = binding["command"] as? String { referenced.append(command) }
            XCTAssertTrue((binding["when"] as? String ?? "").contains("editorLangId == cdm"), "key bindings apply to cdm editors only")
        }
        XCTAssertFalse(referenced.isEmpty)
        for command in referenced {
            XCTAssertTrue(declared.contains(command), "\(command) is used in menus or key bindings but not declared")
        }
        let contextMenu = (menus["editor/context"] as? [[String: Any]]) ?? []
        XCTAssertFalse(contextMenu.isEmpty, "editor/context menu entries")
        for entry in contextMenu {
            XCTAssertTrue((entry["when"] as? String ?? "").contains("editorLangId == cdm"))
        }
    }

    func testSettingsReadBySourceAreDeclared() throws {
        let contributes = try XCTUnwrap(try manifest()["contributes"] as? [String: Any])
        let configuration = try XCTUnwrap(contributes["configuration"] as? [String: Any])
        let properties = try XCTUnwrap(configuration["properties"] as? [String: Any])
        let pathSetting = properties["cdm.path"] as? [String: Any]
        XCTAssertEqual(pathSetting?["default"] as? String, "cdm")
        let generateOnSave = properties["cdm.generateOnSave"] as? [String: Any]
        XCTAssertEqual(generateOnSave?["default"] as? Bool, true)
        let trace = properties["cdm.trace.server"] as? [String: Any]
        XCTAssertEqual(Set(trace?["enum"] as? [String] ?? []), ["off", "messages", "verbose"])

        let source = try extensionSource()
        // The only configuration section the extension reads is "cdm", so every `.get('x')` is `cdm.x`.
        XCTAssertEqual(Set(captures(of: #"getConfiguration\(\s*['"]([^'"]*)['"]"#, in: source)), ["cdm"])
        var read = Set(captures(of: #"\.get(?:<[^>]*>)?\(\s*['"]([A-Za-z.]+)['"]"#, in: source).map { "cdm." + $0 })
        read.formUnion(captures(of: #"affectsConfiguration\(\s*['"]([^'"]+)['"]"#, in: source))
        read.formUnion(captures(of: #"['"](cdm\.[A-Za-z.]+)['"]"#, in: source).filter { name in
            // String literals naming a setting, not a command or a webview type.
            properties[name] != nil || name.hasPrefix("cdm.trace")
        })
        XCTAssertTrue(read.contains("cdm.path") && read.contains("cdm.generateOnSave"), "settings read: \(read)")
        for setting in read {
            XCTAssertNotNil(properties[setting], "\(setting) is read by src/extension.ts but not declared")
        }
        // `cdm.trace.server` is applied by vscode-languageclient for a client whose id is "cdm".
        XCTAssertFalse(captures(of: #"LanguageClient\(\s*['"](cdm)['"]"#, in: source).isEmpty, "the language client's id is cdm")
        XCTAssertTrue(source.contains("initializationOptions"), "generateOnSave is passed as an initialization option")
    }

    func testSnippetsAndLanguageConfiguration() throws {
        let snippets = try XCTUnwrap(try readJSON(vscodeFolder.appendingPathComponent("snippets/cdm.json")) as? [String: Any])
        XCTAssertGreaterThanOrEqual(snippets.count, 4)
        var bodies: [String] = []
        for (name, value) in snippets {
            let snippet = try XCTUnwrap(value as? [String: Any], name)
            XCTAssertNotNil(snippet["prefix"], "\(name) has a prefix")
            let body = snippet["body"]
            let text = (body as? [String])?.joined(separator: "\n") ?? (body as? String)
            bodies.append(try XCTUnwrap(text, "\(name) has a body"))
        }
        XCTAssertTrue(bodies.contains { $0.contains("entity ") }, "an entity snippet")
        XCTAssertTrue(bodies.contains { $0.contains("[${") && $0.contains("@inverse(") }, "a to-many snippet with its inverse")
        XCTAssertTrue(bodies.contains { $0.hasPrefix("generate ") }, "a generate snippet")

        let configuration = try XCTUnwrap(
            try readJSON(vscodeFolder.appendingPathComponent("language-configuration.json")) as? [String: Any])
        let comments = configuration["comments"] as? [String: Any]
        XCTAssertEqual(comments?["lineComment"] as? String, "//")
        XCTAssertEqual(comments?["blockComment"] as? [String], ["/*", "*/"])
        XCTAssertNotNil(configuration["brackets"])
        XCTAssertNotNil(configuration["autoClosingPairs"])
        XCTAssertNotNil(configuration["surroundingPairs"])
        for key in ["wordPattern"] {
            let pattern = try XCTUnwrap(configuration[key] as? String)
            XCTAssertNoThrow(try NSRegularExpression(pattern: pattern), key)
        }
        let indentation = try XCTUnwrap(configuration["indentationRules"] as? [String: String])
        for (key, pattern) in indentation {
            XCTAssertNoThrow(try NSRegularExpression(pattern: pattern), "indentationRules.\(key)")
        }
        let increase = try NSRegularExpression(pattern: indentation["increaseIndentPattern"] ?? "")
        let line = "entity Note {"
        XCTAssertNotNil(increase.firstMatch(in: line, range: NSRange(location: 0, length: (line as NSString).length)))
    }
}

// MARK: - The TextMate grammar

/// A small TextMate tokenizer: match rules, begin/end rules, captures, includes of repository keys and `$self`.
/// Enough to check the cdm grammar's scopes; not a complete implementation of the format.
private final class Grammar {
    final class Rule {
        var name: String?
        var contentName: String?
        var match: NSRegularExpression?
        var begin: NSRegularExpression?
        var end: NSRegularExpression?
        var captures: [Int: String] = [:]
        var beginCaptures: [Int: String] = [:]
        var endCaptures: [Int: String] = [:]
        var include: String?
        var patterns: [Rule] = []
        var applyEndPatternLast = false
    }

    struct Token: CustomStringConvertible {
        let line: Int
        let text: String
        let scopes: [String]
        var description: String { "\(line):\(text.debugDescription) \(scopes.joined(separator: " "))" }
    }

    let scopeName: String
    let top: [Rule]
    var repository: [String: Rule] = [:]
    /// Problems found while loading: regexes that do not compile, includes that resolve to nothing.
    var problems: [String] = []

    init(json: [String: Any]) {
        scopeName = json["scopeName"] as? String ?? ""
        var problems: [String] = []
        func captures(_ value: Any?) -> [Int: String] {
            var result: [Int: String] = [:]
            for (key, entry) in value as? [String: Any] ?? [:] {
                guard let index = Int(key) else {
                    problems.append("capture key \(key) is not a number")
                    continue
                }
                if let name = (entry as? [String: Any])?["name"] as? String { result[index] = name }
            }
            return result
        }
        func regex(_ value: Any?, _ context: String) -> NSRegularExpression? {
            guard let pattern = value as? String else { return nil }
            do {
                return try NSRegularExpression(pattern: pattern, options: [])
            } catch {
                problems.append("\(context): /\(pattern)/ does not compile: \(error)")
                return nil
            }
        }
        func makeRule(_ value: Any?, _ context: String) -> Rule {
            let rule = Rule()
            guard let json = value as? [String: Any] else {
                problems.append("\(context) is not an object")
                return rule
            }
            rule.name = json["name"] as? String
            rule.contentName = json["contentName"] as? String
            rule.include = json["include"] as? String
            rule.match = regex(json["match"], "\(context).match")
            rule.begin = regex(json["begin"], "\(context).begin")
            rule.end = regex(json["end"], "\(context).end")
            rule.captures = captures(json["captures"])
            rule.beginCaptures = json["beginCaptures"] != nil ? captures(json["beginCaptures"]) : rule.captures
            rule.endCaptures = json["endCaptures"] != nil ? captures(json["endCaptures"]) : rule.captures
            rule.applyEndPatternLast = (json["applyEndPatternLast"] as? Bool) ?? ((json["applyEndPatternLast"] as? Int) == 1)
            if json["begin"] != nil && json["end"] == nil { problems.append("\(context) has begin but no end") }
            for (index, entry) in (json["patterns"] as? [Any] ?? []).enumerated() {
                rule.patterns.append(makeRule(entry, "\(context).patterns[\(index)]"))
            }
            return rule
        }
        var top: [Rule] = []
        for (index, entry) in (json["patterns"] as? [Any] ?? []).enumerated() {
            top.append(makeRule(entry, "patterns[\(index)]"))
        }
        self.top = top
        for (key, entry) in json["repository"] as? [String: Any] ?? [:] {
            repository[key] = makeRule(entry, "repository.\(key)")
        }
        self.problems = problems
        // Every include must resolve.
        var seen = Set<ObjectIdentifier>()
        func check(_ rules: [Rule]) {
            for rule in rules {
                guard seen.insert(ObjectIdentifier(rule)).inserted else { continue }
                if let include = rule.include {
                    if include == "$self" || include == "$base" || include == scopeName {
                        // fine
                    } else if include.hasPrefix("#") {
                        if let target = repository[String(include.dropFirst())] {
                            check([target])
                        } else {
                            self.problems.append("include \(include) names no repository key")
                        }
                    } else {
                        self.problems.append("include \(include) refers to another grammar")
                    }
                }
                check(rule.patterns)
            }
        }
        check(top)
        for (_, rule) in repository { check([rule]) }
    }

    /// The match and begin rules that `rules` stand for, with includes expanded.
    private func expand(_ rules: [Rule], into result: inout [Rule], depth: Int = 0) {
        guard depth < 32 else { return }
        for rule in rules {
            if let include = rule.include {
                if include == "$self" || include == "$base" || include == scopeName {
                    expand(top, into: &result, depth: depth + 1)
                } else if include.hasPrefix("#"), let target = repository[String(include.dropFirst())] {
                    expand([target], into: &result, depth: depth + 1)
                }
            } else if rule.match != nil || rule.begin != nil {
                result.append(rule)
            } else {
                expand(rule.patterns, into: &result, depth: depth + 1)
            }
        }
    }

    private struct Frame {
        let rule: Rule
        let scopes: [String]  // including the rule's name and contentName
    }

    func tokenize(_ source: String) -> [Token] {
        var tokens: [Token] = []
        var stack: [Frame] = []
        let lines = source.components(separatedBy: "\n")
        for (lineNumber, line) in lines.enumerated() {
            let ns = line as NSString
            let length = ns.length
            var position = 0
            var guardCount = 0
            var scopesAt = [[String]](repeating: [], count: length)
            func assign(_ range: NSRange, _ scopes: [String]) {
                guard range.location != NSNotFound else { return }
                for index in range.location..<(range.location + range.length) where index < length {
                    scopesAt[index] = scopes
                }
            }
            func assign(_ match: NSTextCheckingResult, base: [String], name: String?, captures: [Int: String]) {
                var scopes = base
                if let name { scopes.append(name) }
                assign(match.range, scopes)
                for group in captures.keys.sorted() where group < match.numberOfRanges {
                    let range = match.range(at: group)
                    guard range.location != NSNotFound, let captureName = captures[group] else { continue }
                    for index in range.location..<(range.location + range.length) where index < length {
                        scopesAt[index].append(captureName)
                    }
                }
            }
            while position <= length {
                guardCount += 1
                if guardCount > 10_000 { break }
                let baseScopes = [scopeName] + (stack.last?.scopes ?? [])
                var candidates: [Rule] = []
                expand(stack.last?.rule.patterns ?? top, into: &candidates)
                let searchRange = NSRange(location: position, length: length - position)
                let options: NSRegularExpression.MatchingOptions = [.withTransparentBounds, .withoutAnchoringBounds]

                // The earliest match wins; on a tie the end pattern wins (unless applyEndPatternLast), then the
                // first rule in order.
                var best: (rule: Rule?, match: NSTextCheckingResult)?  // rule nil: the end of the current frame
                if let frame = stack.last, let end = frame.rule.end,
                   let match = end.firstMatch(in: line, options: options, range: searchRange) {
                    best = (nil, match)
                }
                let endLast = stack.last?.rule.applyEndPatternLast ?? false
                for rule in candidates {
                    guard let regex = rule.match ?? rule.begin,
                          let match = regex.firstMatch(in: line, options: options, range: searchRange) else { continue }
                    guard let current = best else {
                        best = (rule, match)
                        continue
                    }
                    let location = match.range.location
                    let currentLocation = current.match.range.location
                    if location < currentLocation || (location == currentLocation && current.rule == nil && endLast) {
                        best = (rule, match)
                    }
                }
                guard let chosen = best else {
                    assign(NSRange(location: position, length: length - position), baseScopes)
                    break
                }
                let rule = chosen.rule
                let match = chosen.match
                assign(NSRange(location: position, length: match.range.location - position), baseScopes)
                let matchEnd = match.range.location + match.range.length
                if let rule {
                    if rule.match != nil {
                        assign(match, base: baseScopes, name: rule.name, captures: rule.captures)
                        position = match.range.length == 0 ? matchEnd + 1 : matchEnd
                        if match.range.length == 0 && match.range.location < length {
                            assign(NSRange(location: match.range.location, length: 1), baseScopes)
                        }
                    } else {
                        assign(match, base: baseScopes, name: rule.name, captures: rule.beginCaptures)
                        var scopes = stack.last?.scopes ?? []
                        if let name = rule.name { scopes.append(name) }
                        if let contentName = rule.contentName { scopes.append(contentName) }
                        stack.append(Frame(rule: rule, scopes: scopes))
                        position = matchEnd
                    }
                } else if let frame = stack.popLast() {
                    var scopes = [scopeName] + frame.scopes
                    if frame.rule.contentName != nil { scopes.removeLast() }
                    assign(match, base: scopes, name: nil, captures: frame.rule.endCaptures)
                    position = matchEnd
                }
                if position >= length && (stack.last?.rule.end.map { end in
                    end.firstMatch(in: line, options: options, range: NSRange(location: length, length: 0)) == nil
                } ?? true) {
                    break
                }
            }
            // Merge runs of characters with the same scopes into tokens.
            var start = 0
            while start < length {
                var end = start + 1
                while end < length && scopesAt[end] == scopesAt[start] { end += 1 }
                tokens.append(Token(line: lineNumber + 1, text: ns.substring(with: NSRange(location: start, length: end - start)),
                                    scopes: scopesAt[start]))
                start = end
            }
        }
        return tokens
    }
}

final class GrammarTests: XCTestCase {
    private func grammarJSON() throws -> [String: Any] {
        let url = vscodeFolder.appendingPathComponent("syntaxes/cdm.tmLanguage.json")
        return try XCTUnwrap(try readJSON(url) as? [String: Any], "the grammar is a JSON object")
    }

    func testRegexesCompileAndIncludesResolve() throws {
        let json = try grammarJSON()
        XCTAssertEqual(json["scopeName"] as? String, "source.cdm")
        let grammar = Grammar(json: json)
        XCTAssertEqual(grammar.problems, [], grammar.problems.joined(separator: "\n"))
        XCTAssertFalse(grammar.top.isEmpty)

        // Count what was checked, so that an empty grammar cannot pass.
        var regexCount = 0
        func walk(_ value: Any) {
            if let object = value as? [String: Any] {
                for (key, entry) in object {
                    if ["match", "begin", "end", "while"].contains(key), let pattern = entry as? String {
                        regexCount += 1
                        XCTAssertNoThrow(try NSRegularExpression(pattern: pattern), "\(key): \(pattern)")
                    } else {
                        walk(entry)
                    }
                }
            } else if let array = value as? [Any] {
                array.forEach(walk)
            }
        }
        walk(json)
        XCTAssertGreaterThan(regexCount, 30)
    }

    /// A model with every kind of token of LANGUAGE.md.
    private let sample = #"""
    /// A documented model.
    model Sample @versionIdentifier("1.0") @userInfo(owner: "platform")
    generate swift to "Generated/Swift" @access(public)
    generate builder to "Generated/Builder" @language(objc)
    // A line comment
    /* outer /* inner */ still outer */
    composite Money {
      amount: Decimal = 1.25
      currency: String = "E\"U\\R\nX\tY\u{20AC}"
    }
    abstract entity Base @codegen(category) {
      createdAt: Date
    }
    entity Notebook: Base @class(NotebookMO) {
      name: String @length(1...120) @regex("^[a-z]*$")
      index: Int32 = -7 @range(-100...100)
      unique: Bool = true
      ratio: Double = 1e-3
      flag: Bool? = false
      weight: Float = -0.5
      count: Int16 = 42 @scalar(false)
      big: Int64 @indexed
      blob: Data? @externalStorage
      uid: UUID @unique
      link: URL?
      color: Transformable<NSColor>? @transformer("NSSecureUnarchiveFromDataTransformer")
      ref: ObjectID? @transient
      nothing: Undefined @transient
      price: Money?
      notes: [Note] @inverse(notebook) @deleteRule(cascade) @ordered @count(...20)
      owner: Person? @inverse(notebooks) @deleteRule(nullify)
      fetched recent: [Note] @predicate("date > $FETCH_SOURCE.date")
      unique(name, index)
      index byName(name desc, index asc)
    }
    entity Note { notebook: Notebook @inverse(notes) @deleteRule(deny) ; }
    configuration Cloud @cloudKit { Notebook, Note }
    fetchRequest Recent: Note @predicate("date > $SINCE")
    """#

    private struct Expectation {
        let text: String
        let scope: String  // prefix of the innermost scope
        var occurrence = 1
        var line: Int? = nil
    }

    func testTokenizerScopes() throws {
        let grammar = Grammar(json: try grammarJSON())
        XCTAssertEqual(grammar.problems, [])
        let tokens = grammar.tokenize(sample)

        let expectations: [Expectation] = [
            // Comments
            .init(text: "///", scope: "punctuation.definition.comment"),
            .init(text: " A documented model.", scope: "comment.line.documentation"),
            .init(text: " A line comment", scope: "comment.line.double-slash"),
            .init(text: "/*", scope: "punctuation.definition.comment.begin", occurrence: 2),
            .init(text: " still outer ", scope: "comment.block"),
            // Declarations
            .init(text: "model", scope: "keyword.declaration.model"),
            .init(text: "Sample", scope: "entity.name.type.model"),
            .init(text: "generate", scope: "keyword.declaration.generate"),
            .init(text: "swift", scope: "support.constant.generate-target"),
            .init(text: "to", scope: "keyword.other.to"),
            .init(text: "composite", scope: "keyword.declaration.composite"),
            .init(text: "Money", scope: "entity.name.type.composite"),
            .init(text: "abstract", scope: "keyword.declaration.abstract"),
            .init(text: "entity", scope: "keyword.declaration.entity"),
            .init(text: "Base", scope: "entity.name.type.entity"),
            .init(text: "Notebook", scope: "entity.name.type.entity"),
            .init(text: "Base", scope: "entity.other.inherited-class", occurrence: 2),
            .init(text: "fetched", scope: "keyword.declaration.fetched"),
            .init(text: "recent", scope: "variable.other.property"),
            .init(text: "unique", scope: "keyword.declaration.unique", occurrence: 3),  // after `unique:` and `@unique`
            .init(text: "index", scope: "keyword.declaration.index", occurrence: 3),  // after `index:` and `unique(…, index)`
            .init(text: "byName", scope: "entity.name.function.index"),
            .init(text: "desc", scope: "keyword.other.sort-order"),
            .init(text: "asc", scope: "keyword.other.sort-order"),
            .init(text: "configuration", scope: "keyword.declaration.configuration"),
            .init(text: "Cloud", scope: "entity.name.type.configuration"),
            .init(text: "fetchRequest", scope: "keyword.declaration.fetch-request"),
            .init(text: "Recent", scope: "entity.name.type.fetch-request"),
            // Contextual keywords used as property names
            .init(text: "index", scope: "variable.other.property", occurrence: 1),
            .init(text: "unique", scope: "variable.other.property", occurrence: 1),
            .init(text: "name", scope: "variable.other.property"),
            .init(text: "amount", scope: "variable.other.property"),
            // Types
            .init(text: "Int16", scope: "support.type.builtin"),
            .init(text: "Int32", scope: "support.type.builtin"),
            .init(text: "Int64", scope: "support.type.builtin"),
            .init(text: "Decimal", scope: "support.type.builtin"),
            .init(text: "Double", scope: "support.type.builtin"),
            .init(text: "Float", scope: "support.type.builtin"),
            .init(text: "String", scope: "support.type.builtin"),
            .init(text: "Bool", scope: "support.type.builtin"),
            .init(text: "Date", scope: "support.type.builtin"),
            .init(text: "Data", scope: "support.type.builtin"),
            .init(text: "UUID", scope: "support.type.builtin"),
            .init(text: "URL", scope: "support.type.builtin"),
            .init(text: "Transformable", scope: "support.type.builtin"),
            .init(text: "ObjectID", scope: "support.type.builtin"),
            .init(text: "Undefined", scope: "support.type.builtin"),
            .init(text: "NSColor", scope: "entity.name.type.class"),
            .init(text: "Money", scope: "entity.name.type.reference", occurrence: 2),
            .init(text: "Person", scope: "entity.name.type.reference"),
            .init(text: "Note", scope: "entity.name.type.reference", occurrence: 1),
            .init(text: "[", scope: "punctuation.definition.to-many.begin"),
            .init(text: "]", scope: "punctuation.definition.to-many.end"),
            .init(text: "Notebook", scope: "entity.name.type.reference", occurrence: 2),
            .init(text: "?", scope: "keyword.operator.optional"),
            // Modifiers
            .init(text: "@", scope: "punctuation.definition.attribute"),
            .init(text: "versionIdentifier", scope: "storage.modifier.attribute"),
            .init(text: "inverse", scope: "storage.modifier.attribute"),
            .init(text: "indexed", scope: "storage.modifier.attribute"),
            .init(text: "class", scope: "storage.modifier.attribute"),
            .init(text: "owner", scope: "variable.parameter.label"),
            .init(text: "cascade", scope: "support.constant.enum"),
            .init(text: "nullify", scope: "support.constant.enum"),
            .init(text: "deny", scope: "support.constant.enum"),
            .init(text: "category", scope: "support.constant.enum"),
            .init(text: "public", scope: "support.constant.enum"),
            .init(text: "objc", scope: "support.constant.enum"),
            .init(text: "notebook", scope: "variable.other", occurrence: 1),
            .init(text: "NotebookMO", scope: "entity.name.type.reference"),
            // Values
            .init(text: "true", scope: "constant.language.boolean"),
            .init(text: "false", scope: "constant.language.boolean"),
            .init(text: "42", scope: "constant.numeric"),
            .init(text: "-7", scope: "constant.numeric"),
            .init(text: "1.25", scope: "constant.numeric"),
            .init(text: "-0.5", scope: "constant.numeric"),
            .init(text: "1e-3", scope: "constant.numeric"),
            .init(text: "-100", scope: "constant.numeric"),
            .init(text: "120", scope: "constant.numeric"),
            .init(text: "...", scope: "keyword.operator.range"),
            .init(text: "=", scope: "keyword.operator.assignment"),
            .init(text: "1.0", scope: "string.quoted.double"),
            .init(text: "Generated/Swift", scope: "string.quoted.double"),
            .init(text: "\"", scope: "punctuation.definition.string.begin"),
            .init(text: "\\\"", scope: "constant.character.escape"),
            .init(text: "\\\\", scope: "constant.character.escape"),
            .init(text: "\\n", scope: "constant.character.escape"),
            .init(text: "\\t", scope: "constant.character.escape"),
            .init(text: "\\u{20AC}", scope: "constant.character.escape"),
            .init(text: "^[a-z]*$", scope: "string.quoted.double"),
            // Punctuation
            .init(text: "{", scope: "punctuation.section.block.begin"),
            .init(text: "}", scope: "punctuation.section.block.end"),
            .init(text: "(", scope: "punctuation.section.parens.begin"),
            .init(text: ")", scope: "punctuation.section.parens.end"),
            .init(text: ":", scope: "punctuation.separator"),
            .init(text: ",", scope: "punctuation.separator.comma"),
            .init(text: "<", scope: "punctuation.definition.generic.begin"),
            .init(text: ";", scope: "punctuation.terminator"),
        ]

        for expectation in expectations {
            let matching = tokens.filter { $0.text == expectation.text && (expectation.line == nil || $0.line == expectation.line) }
            guard matching.count >= expectation.occurrence else {
                XCTFail("token \(expectation.text.debugDescription) #\(expectation.occurrence) not found; tokens:\n"
                    + tokens.map(\.description).joined(separator: "\n"))
                continue
            }
            let token = matching[expectation.occurrence - 1]
            let innermost = token.scopes.last ?? ""
            XCTAssertTrue(innermost.hasPrefix(expectation.scope),
                          "\(token) should have innermost scope \(expectation.scope)…")
            XCTAssertTrue(innermost.hasSuffix(".cdm"), "\(token): scopes end in .cdm")
        }

        // Words inside strings and comments stay strings and comments.
        let predicate = tokens.first { $0.text.contains("$FETCH_SOURCE") }
        XCTAssertEqual(predicate?.scopes.last, "string.quoted.double.cdm")
        let inner = tokens.first { $0.text.contains("inner") }
        XCTAssertTrue(inner?.scopes.last?.hasPrefix("comment.block") ?? false, "nested block comment: \(String(describing: inner))")
        // Every line after the nested comment is back to normal.
        let composite = tokens.first { $0.text == "composite" }
        XCTAssertEqual(composite?.scopes, ["source.cdm", "keyword.declaration.composite.cdm"])
        // Nothing in the sample is marked invalid.
        let invalid = tokens.filter { $0.scopes.contains { $0.hasPrefix("invalid") } }
        XCTAssertEqual(invalid.map(\.description), [])
    }

    func testUnterminatedStringEndsAtLineEnd() throws {
        let grammar = Grammar(json: try grammarJSON())
        let tokens = grammar.tokenize("name: String = \"open\nentity Next {}\n")
        let entity = tokens.first { $0.text == "entity" }
        XCTAssertEqual(entity?.scopes.last, "keyword.declaration.entity.cdm")
    }

    /// Every .cdm file under editors/ and docs/ highlights without an `invalid` token, and the tokens of each line
    /// put together give the line back. (Tests/ is left out: its fixtures may be wrong on purpose.)
    func testRepositoryModelsHighlightCleanly() throws {
        let grammar = Grammar(json: try grammarJSON())
        var files: [URL] = []
        for folder in ["editors", "docs"] {
            let url = repositoryRoot.appendingPathComponent(folder).resolvingSymlinksInPath()
            guard let enumerator = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil) else { continue }
            for case let file as URL in enumerator where file.pathExtension == "cdm" {
                files.append(file)
            }
        }
        XCTAssertTrue(files.contains { $0.path.hasSuffix("editors/nvim/test/fixture/Notes.cdm") }, "the Neovim test fixture")
        for file in files {
            let text = try readText(file)
            // Models that are meant to be wrong (diagnostic fixtures) may contain anything.
            if text.contains("invalid-character") || text.contains("non-ascii-identifier") { continue }
            let tokens = grammar.tokenize(text)
            let invalid = tokens.filter { $0.scopes.contains { $0.hasPrefix("invalid") } }
            XCTAssertEqual(invalid.map(\.description), [], file.path)
            var rebuilt: [Int: String] = [:]
            for token in tokens { rebuilt[token.line, default: ""] += token.text }
            for (index, line) in text.components(separatedBy: "\n").enumerated() where !line.isEmpty {
                XCTAssertEqual(rebuilt[index + 1], line, "\(file.lastPathComponent):\(index + 1)")
            }
            for token in tokens where token.text == "entity" {
                XCTAssertEqual(token.scopes.last, "keyword.declaration.entity.cdm", "\(file.lastPathComponent): \(token)")
            }
        }
    }

    func testNonASCIIIdentifierIsMarked() throws {
        let grammar = Grammar(json: try grammarJSON())
        let tokens = grammar.tokenize("entity Café {}\n")
        XCTAssertTrue(tokens.contains { $0.text == "é" && ($0.scopes.last ?? "").hasPrefix("invalid.illegal") }, "\(tokens)")
    }
}
