// What a model history costs per keystroke: edits with and without a frozen version to compare with, in-process and over pipes.
//
//   swift run -c release cdm-bench --history Tests/Fixtures/histories/woocommerce-ios/WooCommerce.xcdatamodeld
//   swift run -c release cdm-bench --history-synthetic 1000

import CDMDriver
import CDMImport
import CDMModel
import CDMProtocol
import CDMServer
import Foundation

enum HistoryBench {
    /// The initialize params, as every measurement's.
    static let initialize = LSPProcess.initializeParams()

    /// A model whose `generate xcdatamodel` line names `bundleName` in `folder`, and the lines of its attributes.
    struct Setup {
        var folder: URL
        /// The text with `generate xcdatamodel to "<bundle>"` (a bundle with frozen versions).
        var withHistory: String
        /// The same text naming a bundle that does not exist.
        var emptyBundle: String
        /// The same text without the line.
        var noLine: String
        /// (line, column after the name) of attributes, in the three texts (one line is added for the generate line).
        var attributes: [(line: Int, column: Int)]
        var description: String
        /// The bundle's file name in `folder`.
        var bundleName = ""
    }

    /// The newest frozen version of a real bundle, imported as `.cdm`, next to a link to the bundle.
    static func real(bundle path: String) -> Setup {
        let bundle = URL(fileURLWithPath: path).standardizedFileURL
        guard let found = try? VersionHistory.newestFrozen(in: bundle) else { fail("\(path) has no frozen version") }
        guard let imported = try? XcodeImporter.importModel(at: bundle, version: found.version.name) else { fail("cannot import \(found.version.name) of \(path)") }
        let folder = temporaryFolder()
        do {
            try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent(bundle.lastPathComponent), withDestinationURL: bundle)
        } catch {
            fail("cannot link \(bundle.path): \(error)")
        }
        let analysis = Analyzer.analyze(text: imported.cdmText, defaultModelName: imported.modelName)
        return setup(
            imported.cdmText, bundleName: bundle.lastPathComponent, folder: folder,
            description:
                "\(bundle.lastPathComponent), newest frozen version '\(found.version.name)': \(analysis.model.entities.count) entities, \(imported.cdmText.utf8.count / 1024) KB")
    }

    /// A synthetic model of `entities` entities, frozen as it is into a new bundle.
    static func synthetic(entities: Int) -> Setup {
        let folder = temporaryFolder()
        let text = SyntheticModel.text(entities: entities)
        let model = Analyzer.analyze(text: text, defaultModelName: "Bench").model
        let bundle = folder.appendingPathComponent("Bench.xcdatamodeld").path
        do {
            _ = try VersionFreezer.freeze(model, sourceFileName: "Bench.cdm", bundle: bundle, allowedRoot: folder.path, name: nil, existing: [], newestFrozen: nil)
        } catch {
            fail("cannot freeze the synthetic model: \(error.message)")
        }
        return setup(text, bundleName: "Bench.xcdatamodeld", folder: folder, description: "synthetic model of \(entities) entities, frozen as 'Bench 2'")
    }

    static func temporaryFolder() -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cdm-bench-history-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            fail("cannot create \(folder.path)")
        }
        return folder
    }

    static func setup(_ text: String, bundleName: String, folder: URL, description: String) -> Setup {
        var lines = text.components(separatedBy: "\n")
        guard let modelLine = lines.firstIndex(where: { $0.hasPrefix("model ") }) else { fail("the model has no model line") }
        var attributes: [(Int, Int)] = []
        var inEntity = false
        for (i, line) in lines.enumerated() {
            if line.hasPrefix("entity ") { inEntity = true } else if line.hasPrefix("}") { inEntity = false }
            guard inEntity, line.hasPrefix("  "), let colon = line.firstIndex(of: ":") else { continue }
            let name = line.dropFirst(2)[..<colon]
            guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { continue }
            // Shifted by the generate line inserted after the model line.
            attributes.append((i > modelLine ? i + 1 : i, 2 + name.count))
        }
        guard !attributes.isEmpty else { fail("the model has no attribute to edit") }
        func with(_ line: String) -> String {
            var copy = lines
            copy.insert(line, at: modelLine + 1)
            return copy.joined(separator: "\n")
        }
        let history = with("generate xcdatamodel to \"\(bundleName)\"")
        let empty = with("generate xcdatamodel to \"Missing.xcdatamodeld\"")
        lines.insert("", at: modelLine + 1)
        let noLine = lines.joined(separator: "\n")
        return Setup(
            folder: folder, withHistory: history, emptyBundle: empty, noLine: noLine, attributes: attributes, description: description, bundleName: bundleName)
    }

    /// Typing `x` after an attribute's name (a new name: a rename without @renamedFrom) and deleting it.
    static func edit(_ i: Int, _ setup: Setup) -> (line: Int, start: Int, end: Int, text: String) {
        let a = setup.attributes[((i / 2) * 7919 + 17) % setup.attributes.count]
        return i % 2 == 0 ? (a.line, a.column, a.column, "x") : (a.line, a.column, a.column + 1, "")
    }

    /// The check of every frozen version's stores against the edited model, alone (the model is
    /// analyzed outside the timing): the newest version only (what an edit compared before), every
    /// version compared one by one, and `StoreCheck` with its plan (one comparison per distinct schema).
    static func storeCheck(_ setup: Setup, edits: Int) {
        let read = VersionHistory.frozenVersions(in: setup.folder.appendingPathComponent(setup.bundleName))
        guard let newest = read.versions.last else { fail("no frozen version to check") }
        let plan = StoreCheck.Plan(read.versions.map { FrozenStore(name: $0.name, model: $0.model, mappingModels: read.mappings(from: $0.name)) })
        var lines = setup.withHistory.components(separatedBy: "\n")
        var models: [Model] = []
        for k in 0..<max(1, min(edits / 2, 200)) {
            let a = setup.attributes[(k * 7919 + 17) % setup.attributes.count]
            let original = lines[a.line]
            var chars = Array(original)
            chars.insert("x", at: a.column)
            lines[a.line] = String(chars)
            models.append(Analyzer.analyze(text: lines.joined(separator: "\n"), defaultModelName: "Model").model)
            lines[a.line] = original
        }
        func measure(_ body: (Model) -> Int) -> (Samples, Int) {
            var samples = Samples()
            var problems = 0
            for model in models {
                let start = now()
                problems = body(model)
                samples.add(milliseconds(start, now()))
            }
            return (samples, problems)
        }
        print("  store check, \(read.versions.count) frozen versions, \(plan.groups.count) distinct schemas, \(models.count) edited models:")
        let (one, p1) = measure { MigrationCheck.compare(from: newest.model, to: $0).problems.count }
        print("    newest frozen version only: p50 \(ms(one.p50)) ms, p95 \(ms(one.p95)) ms (\(p1) problems)")
        let (each, p2) = measure { model in read.versions.reduce(0) { $0 + MigrationCheck.compare(from: $1.model, to: model).problems.count } }
        print("    every version, one comparison each: p50 \(ms(each.p50)) ms, p95 \(ms(each.p95)) ms (\(p2) problems before merging)")
        let (planned, p3) = measure { StoreCheck.check($0, plan: plan).problems.count }
        print("    StoreCheck (merged): p50 \(ms(planned.p50)) ms, p95 \(ms(planned.p95)) ms (\(p3) diagnostics)")
        // As the server types: the memo of the previous text (the unedited model between two edits).
        let memo = StoreCheck.Memo()
        let unedited = Analyzer.analyze(text: setup.withHistory, defaultModelName: "Model").model
        var typed = Samples()
        var p4 = 0
        for model in models {
            _ = StoreCheck.check(unedited, plan: plan, memo: memo)
            let start = now()
            p4 = StoreCheck.check(model, plan: plan, memo: memo).problems.count
            typed.add(milliseconds(start, now()))
        }
        print("    StoreCheck with the previous keystroke's memo: p50 \(ms(typed.p50)) ms, p95 \(ms(typed.p95)) ms (\(p4) diagnostics)")
    }

    static func run(_ setup: Setup, edits: Int, cdmPath: String?) {
        print("cdm-bench --history: \(setup.description); \(edits) edits; load \(loadAverage())")
        storeCheck(setup, edits: edits)
        let variants = [("no generate xcdatamodel line", setup.noLine), ("bundle without frozen versions", setup.emptyBundle), ("with history", setup.withHistory)]
        let uri = setup.folder.appendingPathComponent("Model.cdm").absoluteString
        for (label, text) in variants {
            let sink = InMemoryMessageSink()
            let server = LanguageServer(output: sink)
            server.handle(["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": initialize])
            server.handle(["jsonrpc": "2.0", "method": "initialized", "params": [:]])
            server.handle([
                "jsonrpc": "2.0", "method": "textDocument/didOpen", "params": ["textDocument": ["uri": .string(uri), "languageId": "cdm", "version": 1, "text": .string(text)]],
            ])
            let migration = (sink.messages.last?["params"]?["diagnostics"]?.arrayValue ?? []).filter { $0["code"]?.stringValue?.hasPrefix("migration-") == true }.count
            var samples = Samples()
            var migrationAfterX = 0
            for i in 0..<edits {
                let message: JSONValue = ["jsonrpc": "2.0", "method": "textDocument/didChange", "params": change(uri, i + 2, edit(i, setup))]
                sink.reset()
                let start = now()
                server.handle(message)
                samples.add(milliseconds(start, now()))
                if i == 0 {
                    migrationAfterX = (sink.messages.last?["params"]?["diagnostics"]?.arrayValue ?? []).filter { $0["code"]?.stringValue?.hasPrefix("migration-") == true }.count
                }
            }
            print(
                "  in-process, \(label): p50 \(ms(samples.p50)) ms, p95 \(ms(samples.p95)) ms (migration diagnostics after open: \(migration), after typing x: \(migrationAfterX))")
        }
        guard let cdmPath else { return }
        for (label, text) in variants {
            let server = LSPProcess.started(cdmPath)
            server.open(uri, text)
            guard server.diagnostics(uri, version: 1) != nil else { fail("no diagnostics after opening the model") }
            var samples = Samples()
            for i in 0..<edits {
                let start = now()
                server.notify("textDocument/didChange", change(uri, i + 2, edit(i, setup)))
                guard server.diagnostics(uri, version: i + 2) != nil else { fail("no diagnostics for version \(i + 2)") }
                samples.add(milliseconds(start, now()))
            }
            server.shutdown()
            print("  over pipes, \(label): p50 \(ms(samples.p50)) ms, p95 \(ms(samples.p95)) ms")
        }
        try? FileManager.default.removeItem(at: setup.folder)
    }
}
