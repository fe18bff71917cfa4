// Edits that turn CloudKit on and off, change what a configuration lists, rename and reparent synced entities: the incremental analysis keeps the CloudKit diagnostics of a full one.

import CDMSyntax
import CDMTestSupport
import XCTest

@testable import CDMModel

final class CloudKitIncrementalTests: XCTestCase {
    func testCloudKitEditsMatchFullAnalysis() {
        let start = """
            model Notes
            configuration Cloud { Note }
            configuration Local { Draft }
            entity Note {
              title: String
              drafts: [Draft] @inverse(note)
            }
            entity Draft {
              text: String
              note: Note? @inverse(drafts)
            }
            """
        // Each step replaces the first occurrence of a piece of the text.
        let steps: [(String, String)] = [
            ("configuration Cloud {", "configuration Cloud @cloudKit {"),  // Note synced: its title, its relationship out of Cloud
            ("title: String\n", "title: String?\n"),  // one fixed
            ("{ Note }", "{ Note, Draft }"),  // Draft synced too, inside the configuration
            ("model Notes", "model Notes @xcode(usedWithCloudKit: \"YES\")"),  // every entity (Draft's text is reported once)
            ("text: String\n", "text: String = \"\"\n"),
            ("entity Draft {", "\nentity Tag {\n  name: String\n}\nentity Draft {"),  // a new entity, synced by Default
            (" @cloudKit", ""),  // Default still syncs everything
            (" @xcode(usedWithCloudKit: \"YES\")", ""),  // nothing synced
            ("configuration Cloud {", "configuration Cloud @cloudKit {"),
            ("name: String\n", "name: String @unique\n"),  // Tag is not listed: nothing
        ]
        var bytes = Array(start.utf8)
        for wholeModel in [false, true] {
            bytes = Array(start.utf8)
            let parser = IncrementalParser(bytes: bytes)
            let analyzer = IncrementalAnalyzer(parser: parser, defaultModelName: "Model")
            if wholeModel { analyzer.wholeModelChecks = .always }
            var counts: [Int] = []
            for (i, (old, new)) in steps.enumerated() {
                let text = String(decoding: bytes, as: UTF8.self)
                guard let found = text.range(of: old) else { return XCTFail("step \(i): no '\(old)' in\n\(text)") }
                let range = TextRange(
                    offset: text.utf8.distance(from: text.startIndex, to: found.lowerBound), length: old.utf8.count)
                bytes.replaceSubrange(range.start..<range.end, with: Array(new.utf8))
                let current = bytes
                analyzer.apply(parser.edit(range, newLength: new.utf8.count) { Array(current[$0]) }, parser: parser)
                let full = Analyzer.analyze(parsed: Parser.parse(bytes: bytes), defaultModelName: "Model")
                let incremental = i % 2 == 0 ? analyzer.diagnostics(parser: parser) : analyzer.analysis(parser: parser).diagnostics
                XCTAssertEqual(incremental, full.diagnostics, "step \(i): \(old) → \(new)\n\(String(decoding: bytes, as: UTF8.self))")
                counts.append(full.diagnostics.filter(\.code.isCloudKit).count)
            }
            XCTAssertEqual(counts, [2, 1, 1, 1, 0, 1, 1, 0, 0, 0], "CloudKit diagnostics after each step")
        }
    }

    /// Random CloudKit-synced models and random edits of what the rules read (names, parents,
    /// `@unique`, optionality, inverses, destinations, configurations, the model's
    /// `usedWithCloudKit`, whole entities): after each edit, or a burst of them, the incremental
    /// diagnostics equal `Analyzer.analyze` of the new text.
    func testRandomCloudKitEditsMatchFullAnalysis() {
        var compared = 0
        var cloudKitSeen = 0
        for seed in 0..<TestScale.rounds(quick: 16, full: 200) {
            var models = SyncedModels(seed: 0xC10D_0000 + UInt64(seed))
            var lines = models.model(entities: models.int(5...10))
            var bytes = Array(lines.joined().utf8)
            let parser = IncrementalParser(bytes: bytes)
            let analyzer = IncrementalAnalyzer(parser: parser, defaultModelName: "Model")
            // One model in four checks every entity at every update (the path of a changed sync).
            if seed % 4 == 3 { analyzer.wholeModelChecks = .always }
            var log: [String] = []
            for step in 0..<30 {
                let (what, changed) = models.edit(lines)
                log.append(what)
                let new = Array(changed.joined().utf8)
                // The one range that differs.
                var prefix = 0
                while prefix < bytes.count && prefix < new.count && bytes[prefix] == new[prefix] { prefix += 1 }
                var suffix = 0
                while suffix < bytes.count - prefix && suffix < new.count - prefix && bytes[bytes.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
                let range = TextRange(start: prefix, end: bytes.count - suffix)
                lines = changed
                bytes = new
                analyzer.apply(parser.edit(range, newLength: new.count - prefix - suffix) { Array(new[$0]) }, parser: parser)
                // Sometimes let edits pile up, as a burst of keystrokes does.
                if step % 4 == 1 { continue }
                let full = Analyzer.analyze(parsed: Parser.parse(bytes: bytes), defaultModelName: "Model").diagnostics
                let incremental = step % 2 == 0 ? analyzer.diagnostics(parser: parser) : analyzer.analysis(parser: parser).diagnostics
                compared += 1
                cloudKitSeen += full.filter(\.code.isCloudKit).count
                // Every diagnostic, repeated names included (a repeated name inheriting from the first
                // of that name was checked differently until `IncrementalAnalyzer.ancestorsFromRoot`:
                // `RepeatedNameInheritanceTests`).
                if incremental != full {
                    let missing = full.filter { !incremental.contains($0) }.map { "- \($0.range) \($0.code.rawValue): \($0.message)" }
                    let extra = incremental.filter { !full.contains($0) }.map { "+ \($0.range) \($0.code.rawValue): \($0.message)" }
                    return XCTFail(
                        "seed \(seed) step \(step): diagnostics differ\n\((missing + extra).joined(separator: "\n"))\nedits: \(log.joined(separator: "; "))\ntext:\n\(lines.joined())"
                    )
                }
            }
        }
        XCTAssertGreaterThan(compared, TestScale.rounds(quick: 320, full: 4000))
        // The models keep CloudKit busy: thousands of its diagnostics were compared.
        XCTAssertGreaterThan(cloudKitSeen, TestScale.rounds(quick: 800, full: 10000))
    }

    /// A keystroke in a synced model rechecks the entity and those that look it up, not the model;
    /// so does a configuration's edit, for the entities whose syncing it changes; turning the
    /// default configuration's syncing off rechecks every entity.
    func testAKeystrokeRechecksAFewEntities() {
        var text = "model Big @xcode(usedWithCloudKit: \"YES\")\nconfiguration Cloud @cloudKit { E1, E2 }\n"
        let count = 300
        for i in 0..<count {
            let next = (i + 1) % count
            let previous = (i + count - 1) % count
            text += "entity E\(i)\(i % 10 == 0 || i < 2 ? "" : ": E\(i - i % 10)") {\n  name\(i): String\n"
            text += "  next\(i): E\(next)? @inverse(previous\(next))\n  previous\(i): E\(previous)? @inverse(next\(previous))\n}\n"
        }
        var bytes = Array(text.utf8)
        let parser = IncrementalParser(bytes: bytes)
        let analyzer = IncrementalAnalyzer(parser: parser, defaultModelName: "Model")
        let opened = Analyzer.analyze(text: text).diagnostics
        XCTAssertTrue(analyzer.diagnostics(parser: parser) == opened)
        // Every name is required: one CloudKit diagnostic per entity; and three relationships leave
        // configuration Cloud: one of E1, one of E2, and one E2 inherits from E0.
        XCTAssertEqual(opened.map(\.code.rawValue), opened.filter(\.code.isCloudKit).map(\.code.rawValue))
        XCTAssertEqual(opened.count, count + 3)
        XCTAssertTrue(opened.contains { $0.message.hasPrefix("relationship 'previous0' of 'E0' (inherited by 'E2')") })
        XCTAssertEqual(analyzer.cloudKitChecks, count)
        func edit(_ old: String, _ new: String) { replace(old, with: new, in: &bytes, parser, analyzer) }
        // E155 inherits from E150: it, E150, and E154 and E156, whose relationships point to it.
        edit("  name155", "  nam155")
        XCTAssertEqual(analyzer.cloudKitChecks, 4)
        // A root of ten: it, its nine sub-entities, and E149 and E160, which point to the first and the last.
        edit("  name150", "  nam150")
        XCTAssertEqual(analyzer.cloudKitChecks, 12)
        // E2 leaves configuration Cloud: it, E1 and E3, whose relationships point to it, and E0,
        // whose relationship E2 reported as leaving Cloud.
        edit("{ E1, E2 }", "{ E1 }")
        XCTAssertEqual(analyzer.cloudKitChecks, 4)
        // The default configuration no longer syncs: every entity.
        edit(" @xcode(usedWithCloudKit: \"YES\")", "")
        XCTAssertEqual(analyzer.cloudKitChecks, count)
        // A configuration whose change leaves what is synced as it was: none.
        edit("configuration Cloud @cloudKit { E1 }", "configuration Cloud @cloudKit { E1 }\nconfiguration Local { E3 }")
        XCTAssertEqual(analyzer.cloudKitChecks, 0)
    }
}

extension CloudKitIncrementalTests {
    /// Replaces the first `old` in `bytes` with `new`, gives the edit to `parser` and `analyzer`, and
    /// checks the diagnostics against a full analysis of the new text.
    func replace(
        _ old: String, with new: String, in bytes: inout [UInt8], _ parser: IncrementalParser, _ analyzer: IncrementalAnalyzer, file: StaticString = #filePath, line: UInt = #line
    ) {
        let current = String(decoding: bytes, as: UTF8.self)
        guard let found = current.range(of: old) else { return XCTFail("no \(old.debugDescription)", file: file, line: line) }
        let start = current.utf8.distance(from: current.startIndex, to: found.lowerBound)
        bytes.replaceSubrange(start..<start + old.utf8.count, with: Array(new.utf8))
        let changed = bytes
        analyzer.apply(parser.edit(TextRange(offset: start, length: old.utf8.count), newLength: new.utf8.count) { Array(changed[$0]) }, parser: parser)
        XCTAssertTrue(
            analyzer.diagnostics(parser: parser) == Analyzer.analyze(parsed: Parser.parse(bytes: bytes), defaultModelName: "Model").diagnostics, "\(old) → \(new)", file: file,
            line: line)
    }

    /// A base entity synced by the default configuration, with nothing its sub-entities could report
    /// for it, is not rechecked for a keystroke in one of them (nor for a new entity); an edit of the
    /// base rechecks what inherits from it, as the entity checks do.
    func testAKeystrokeInASubEntityLeavesItsSelfContainedBaseAlone() {
        var text = "model Big @xcode(usedWithCloudKit: \"YES\")\nabstract entity Base {\n  created: Date\n}\n"
        for i in 0..<200 { text += "entity E\(i): Base {\n  name\(i): String\n}\n" }
        var bytes = Array(text.utf8)
        let parser = IncrementalParser(bytes: bytes)
        let analyzer = IncrementalAnalyzer(parser: parser, defaultModelName: "Model")
        XCTAssertEqual(analyzer.diagnostics(parser: parser).filter(\.code.isCloudKit).count, 201)
        for (old, new, checks) in [("  name150", "  nam150", 1), ("}\nentity E150", "}\nentity X {\n}\nentity E150", 2), ("  created", "  create", 201)] {
            replace(old, with: new, in: &bytes, parser, analyzer)
            XCTAssertEqual(analyzer.cloudKitChecks, checks, "\(old) → \(new)")
        }
    }
}

/// Random synced models, as lines, and random edits of them that keep the lines' shapes: a
/// `model` line, `configuration` lines, then entities (`entity` line, a member per line, `}`).
private struct SyncedModels {
    var random: SeededRandom
    var nextName = 100

    init(seed: UInt64) { random = SeededRandom(seed: seed) }

    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }
    mutating func chance(_ percent: Int) -> Bool { int(1...100) <= percent }
    mutating func pick<T>(_ values: [T]) -> T { values[int(0...values.count - 1)] }

    /// An entity name: mostly one of the model's, now and then a new one.
    mutating func name(_ names: [String]) -> String {
        if names.isEmpty || chance(10) {
            nextName += 1
            return "E\(nextName)"
        }
        return pick(names)
    }

    mutating func model(entities count: Int) -> [String] {
        let names = (0..<count).map { "E\($0)" }
        var lines = [chance(60) ? "model M @xcode(usedWithCloudKit: \"YES\")\n" : "model M\n"]
        for c in 0..<int(0...3) { lines.append(configuration("C\(c)", names)) }
        for (i, n) in names.enumerated() {
            let parent = i > 0 && chance(50) ? names[int(0...i - 1)] : chance(5) ? pick(names) : nil
            lines.append("entity \(n)\(parent.map { ": \($0)" } ?? "") {\n")
            for k in 0..<int(1...3) { lines.append(attribute("a\(k)")) }
            for k in 0..<int(0...3) { lines.append(relationship("r\(k)", names)) }
            lines.append("}\n")
        }
        return lines
    }

    mutating func configuration(_ name: String, _ names: [String]) -> String {
        var members: [String] = []
        for n in names where chance(45) { members.append(n) }
        return "configuration \(name)\(chance(70) ? " @cloudKit" : "") { \(members.joined(separator: ", ")) }\n"
    }

    mutating func attribute(_ name: String) -> String {
        let type = pick(["String", "String?", "Int32 = 0", "Int32", "Date?", "ObjectID?", "Undefined @transient", "String @transient"])
        return "  \(name): \(type)\(chance(20) ? " @unique" : "")\n"
    }

    mutating func relationship(_ name: String, _ names: [String]) -> String {
        let toMany = chance(50)
        let destination = self.name(names)
        var line = "  \(name): \(toMany ? "[\(destination)]" : destination + (chance(70) ? "?" : ""))"
        if chance(70) { line += " @inverse(r\(int(0...2)))" }
        if toMany && chance(15) { line += " @ordered" }
        if chance(10) { line += " @deleteRule(deny)" }
        if chance(8) { line += " @transient" }
        return line + "\n"
    }

    /// A member's type as written (`String?`, `[E3]`).
    func type(_ line: String) -> String? {
        guard let colon = line.range(of: ": ") else { return nil }
        let type = line[colon.upperBound...].prefix { !$0.isWhitespace }
        return type.isEmpty ? nil : String(type)
    }

    /// The entity names declared, in order.
    func entityNames(_ lines: [String]) -> [String] {
        lines.filter { $0.hasPrefix("entity ") }.map { String($0.dropFirst(7).prefix { $0 != ":" && $0 != " " }) }
    }

    /// One edit: what it did, and the new lines.
    mutating func edit(_ lines: [String]) -> (String, [String]) {
        var lines = lines
        let names = entityNames(lines)
        let heads = lines.indices.filter { lines[$0].hasPrefix("entity ") }
        let members = lines.indices.filter { lines[$0].hasPrefix("  ") }
        // Members are named aN and rN, with the `x`s typed in front of them.
        let relationships = members.filter { lines[$0].drop { $0 == " " || $0 == "x" }.hasPrefix("r") }
        let attributes = members.filter { !relationships.contains($0) }
        let configurations = lines.indices.filter { lines[$0].hasPrefix("configuration ") }
        func replace(_ i: Int, _ old: String, _ new: String) -> (String, [String]) {
            guard let r = lines[i].range(of: old) else { return ("nothing", lines) }
            let before = lines[i]
            lines[i].replaceSubrange(r, with: new)
            return ("\(before.debugDescription) → \(lines[i].debugDescription)", lines)
        }
        switch int(0...13) {
        case 0 where !heads.isEmpty:  // rename an entity
            let i = pick(heads)
            let old = entityNames([lines[i]])[0]
            return replace(i, "entity \(old)", "entity \(name(names))")
        case 1 where !heads.isEmpty:  // change, add or remove a parent
            let i = pick(heads)
            let own = entityNames([lines[i]])[0]
            let parent = chance(30) ? "" : ": \(name(names))"
            let before = lines[i]
            lines[i] = "entity \(own)\(parent) {\n"
            return ("\(before.debugDescription) → \(lines[i].debugDescription)", lines)
        case 2 where !attributes.isEmpty:  // @unique
            let i = pick(attributes)
            if lines[i].contains(" @unique") { return replace(i, " @unique", "") }
            return replace(i, "\n", " @unique\n")
        case 3 where !members.isEmpty:  // optionality
            let i = pick(members)
            guard let type = type(lines[i]), !type.hasPrefix("[") else { return ("nothing", lines) }
            return replace(i, ": \(type)", ": \(type.hasSuffix("?") ? String(type.dropLast()) : type + "?")")
        case 4 where !configurations.isEmpty:  // toggle @cloudKit on a configuration
            let i = pick(configurations)
            if lines[i].contains(" @cloudKit") { return replace(i, " @cloudKit", "") }
            return replace(i, " {", " @cloudKit {")
        case 5 where !configurations.isEmpty:  // add or remove a member of a configuration
            let i = pick(configurations)
            let before = lines[i]
            let open = before.firstIndex(of: "{")!
            var listed = before[before.index(after: open)...].split { $0 == " " || $0 == "," || $0 == "}" || $0 == "\n" }.map(String.init)
            if chance(50) && !listed.isEmpty {
                listed.remove(at: int(0...listed.count - 1))
            } else {
                listed.insert(name(names), at: int(0...listed.count))
            }
            lines[i] = before[..<open] + "{ \(listed.joined(separator: ", ")) }\n"
            return ("\(before.debugDescription) → \(lines[i].debugDescription)", lines)
        case 6:  // toggle the model's usedWithCloudKit
            if lines[0].contains(" @xcode") { return replace(0, " @xcode(usedWithCloudKit: \"YES\")", "") }
            return replace(0, "model M", "model M @xcode(usedWithCloudKit: \"YES\")")
        case 7 where !relationships.isEmpty:  // a relationship's destination
            let i = pick(relationships)
            guard let type = type(lines[i]) else { return ("nothing", lines) }
            let current = type.filter { $0 != "[" && $0 != "]" && $0 != "?" }
            return replace(i, ": \(type)", ": \(type.replacingOccurrences(of: current, with: name(names)))")
        case 8 where !relationships.isEmpty:  // an inverse
            let i = pick(relationships)
            if let r = lines[i].range(of: #" @inverse\(r[0-9]\)"#, options: .regularExpression) { return replace(i, String(lines[i][r]), "") }
            return replace(i, "\n", " @inverse(r\(int(0...2)))\n")
        case 9 where !relationships.isEmpty:  // @ordered, Deny, transient
            let i = pick(relationships)
            let flag = pick([" @ordered", " @deleteRule(deny)", " @transient"])
            if lines[i].contains(flag) { return replace(i, flag, "") }
            return replace(i, "\n", "\(flag)\n")
        case 10 where !heads.isEmpty:  // delete an entity, or move it elsewhere
            let i = pick(heads)
            let end = lines[i...].firstIndex(of: "}\n")!
            let block = Array(lines[i...end])
            lines.removeSubrange(i...end)
            if chance(50) { return ("delete \(block[0].debugDescription)", lines) }
            let to = pick(lines.indices.filter { $0 > configurations.count && lines[$0 - 1] == "}\n" } + [lines.count])
            lines.insert(contentsOf: block, at: to)
            return ("move \(block[0].debugDescription)", lines)
        case 11:  // a new entity (or a copy of one, a repeated name)
            var block = ["entity \(name(names))\(chance(50) ? ": \(name(names))" : "") {\n"]
            for k in 0..<int(0...2) { block.append(attribute("a\(k)")) }
            for k in 0..<int(0...2) { block.append(relationship("r\(k)", names)) }
            block.append("}\n")
            let to = pick(lines.indices.filter { $0 > 0 && lines[$0 - 1] == "}\n" } + [lines.count])
            lines.insert(contentsOf: block, at: to)
            return ("insert \(block[0].debugDescription)", lines)
        case 12:  // a new configuration, or one deleted
            if chance(40), !configurations.isEmpty {
                let i = pick(configurations)
                return ("delete \(lines.remove(at: i).debugDescription)", lines)
            }
            let line = configuration("C\(int(0...5))", names)
            lines.insert(line, at: 1)
            return ("insert \(line.debugDescription)", lines)
        case 13 where !members.isEmpty:  // a keystroke in a member's name
            let i = pick(members)
            return replace(i, "  ", "  x")
        default:
            return ("nothing", lines)
        }
    }
}
