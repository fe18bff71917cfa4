// Generated files that would be one file on macOS: two classes whose names differ only in case, two folders alike.

import CDMSyntax

/// Files of the model's `generate` lines (`OutputNames`, every kind) that land on one path on a
/// case-insensitive file system, as macOS's are by default, whatever system cdm runs on: a model is
/// shared between Linux CI and Macs. Every declaration involved gets an error with the others as
/// related locations: each entity or composite whose file collides with another's, and each
/// `generate` line when the files come from different lines. A path written twice exactly is a
/// collision too, except for a name declared twice (`duplicate-entity` says so).
///
/// The reports name their declarations by index (`Site`), so the incremental analyzer places them
/// again after an edit that changed no name (`IncrementalAnalyzer.checkFileCollisions`).
enum GeneratedFileCollisions {
    /// A declaration a collision is reported on.
    enum Site: Hashable {
        /// `model.entities[i]`: its `@class` argument when `atClass`, else its name.
        case entity(Int, atClass: Bool)
        case composite(Int)
        /// `model.generates[i]`: its path.
        case generate(Int)

        func range(in model: Model) -> TextRange {
            switch self {
            case .entity(let i, let atClass):
                let entity = model.entities[i]
                return atClass ? (entity.classNameRange ?? entity.nameRange) : entity.nameRange
            case .composite(let i): return model.composites[i].nameRange
            case .generate(let i): return model.generates[i].pathRange
            }
        }
    }

    struct Report: Equatable {
        var site: Site
        var message: String
        var related: [Site: String]

        /// The diagnostic, its related locations in the order of their ranges.
        func diagnostic(range: (Site) -> TextRange) -> Diagnostic {
            let related = self.related.map { (range($0.key), $0.value) }.sorted { $0.0 < $1.0 }
            return Diagnostic(.generatedFileCollision, message, at: range(site), related: related.map { RelatedLocation(range: $0.0, message: $0.1) })
        }
    }

    /// One file a `generate` line writes, and the entity or composite it is written for (indexes).
    private struct Written {
        var path: String
        var target: Int
        var entity: Int?
        var composite: Int?
    }

    static func reports(_ model: Model) -> [Report] {
        guard !model.generates.isEmpty else { return [] }
        // Every file of every line, with its case-insensitive key.
        func forEachFile(_ body: (String, String, Int, OutputNames.File) -> Void) {
            for (t, target) in model.generates.enumerated() where GeneratePaths.problem(with: target.path) == nil {
                let folder = OutputNames.outputFolder(of: target, model: model)
                for file in OutputNames.files(for: target, model: model) {
                    // A class name that is not one (`@class("")`) is invalid-class-name already.
                    if let i = file.entity, target.kind == .swift || target.kind == .objc, model.entities[i].className != nil,
                        GeneratedNames.classNameProblem(model.entities[i].representedClassName) != nil
                    {
                        continue
                    }
                    let path = folder.path(of: file.path)
                    body(path, OutputNames.caseInsensitiveKey(path), t, file)
                }
            }
        }
        // First only the keys' hashes (a model's files are many and rarely collide), then the files
        // whose hash came twice.
        var seen: Set<Int> = []
        var repeated: Set<Int> = []
        forEachFile { _, key, _, _ in
            let hash = key.hashValue
            if !seen.insert(hash).inserted { repeated.insert(hash) }
        }
        guard !repeated.isEmpty else { return [] }
        var byKey: [String: [Written]] = [:]
        var keys: [String] = []
        forEachFile { path, key, t, file in
            guard repeated.contains(key.hashValue) else { return }
            let written = Written(path: path, target: t, entity: file.entity, composite: file.composite)
            if byKey[key]?.append(written) == nil {
                byKey[key] = [written]
                keys.append(key)
            }
        }
        // Each declaration involved: the first collision it is in, how many files collide, and the others.
        struct Involvement {
            var mine: Written
            var theirs: Written
            var count = 0
            var others: [Site: String] = [:]
        }
        var involved: [Site: Involvement] = [:]
        var order: [Site] = []
        for key in keys {
            guard let written = byKey[key], written.count > 1 else { continue }
            for a in written.indices {
                for b in written.indices where b != a {
                    let (x, y) = (written[a], written[b])
                    // The same entity in two lines is the lines' doing; one name declared twice is duplicate-entity.
                    let elementsDiffer = name(x, model) != name(y, model)
                    var mine: [Site] = []
                    var theirs: [(Site, String)] = []
                    if elementsDiffer, let site = elementSite(x, model) { mine.append(site) }
                    if elementsDiffer, let site = elementSite(y, model) { theirs.append((site, describeElement(y, model)!)) }
                    if x.target != y.target {
                        mine.append(.generate(x.target))
                        theirs.append((.generate(y.target), line(y.target, model)))
                    }
                    for site in mine {
                        if involved[site] == nil {
                            involved[site] = Involvement(mine: x, theirs: y)
                            order.append(site)
                        }
                        involved[site]!.count += 1
                        for (other, what) in theirs where other != site { involved[site]!.others[other] = what }
                    }
                }
            }
        }
        return order.map { site in
            let n = involved[site]!
            let mine = describe(n.mine, model)
            let theirs = describe(n.theirs, model)
            let more = n.count > 1 ? " (and \(n.count - 1) more file\(n.count == 2 ? "" : "s"))" : ""
            let message =
                n.mine.path == n.theirs.path
                ? "generated file '\(n.mine.path)' of \(mine) is written for \(theirs) too\(more); one of them would overwrite the other; give them different names or folders"
                : "generated file '\(n.mine.path)' of \(mine) and '\(n.theirs.path)' of \(theirs) are one file on a case-insensitive file system such as macOS's\(more); give them names that differ in more than case"
            return Report(site: site, message: message, related: n.others.mapValues { "\($0) writes a file of the same name" })
        }
    }

    private static func line(_ t: Int, _ model: Model) -> String {
        let target = model.generates[t]
        return "'generate \(target.kind.rawValue) to \"\(GeneratedNames.displayed(target.path))\"'"
    }

    private static func name(_ w: Written, _ model: Model) -> String? {
        if let i = w.entity { return model.entities[i].name }
        if let i = w.composite { return model.composites[i].name }
        return nil
    }

    /// Where the entity or composite `w` is written for is reported: a class file at the `@class` argument.
    private static func elementSite(_ w: Written, _ model: Model) -> Site? {
        if let i = w.entity {
            let kind = model.generates[w.target].kind
            return .entity(i, atClass: model.entities[i].classNameRange != nil && kind != .swiftdata)
        }
        return w.composite.map { .composite($0) }
    }

    private static func describeElement(_ w: Written, _ model: Model) -> String? {
        if let i = w.entity { return "entity '\(model.entities[i].name)'" }
        return w.composite.map { "composite '\(model.composites[$0].name)'" }
    }

    private static func describe(_ w: Written, _ model: Model) -> String {
        guard let element = describeElement(w, model) else { return line(w.target, model) }
        return element + " in " + line(w.target, model)
    }
}

extension Checker {
    /// `generated-file-collision` (`GeneratedFileCollisions`).
    mutating func checkGeneratedFileCollisions() {
        for report in GeneratedFileCollisions.reports(model) {
            diagnostics.append(report.diagnostic { $0.range(in: model) })
        }
    }
}

/// `generated-file-collision`: reads the model's name and `generate` lines, and what names each
/// entity's and composite's files (a keystroke in an entity's body reads nothing new).
enum FileCollisionRules: ModelRules {
    struct Setting: Equatable {
        var modelName: String
        var targets: [Target]
    }

    struct Target: Equatable {
        var kind: GenerateKind
        var path: String
        var language: GeneratedLanguage
    }

    struct Key: Equatable {
        var name: String
        var className: String?
        var codegen: Codegen?
    }

    static func setting(_ declarations: Model) -> Setting? {
        guard !declarations.generates.isEmpty else { return nil }
        return Setting(modelName: declarations.name, targets: declarations.generates.map { Target(kind: $0.kind, path: $0.path, language: $0.language) })
    }

    static func read(_ element: BuiltElement, _ setting: Setting) -> RuleRead<Key> {
        switch element {
        case .entity(let e): return .key(Key(name: e.name, className: e.className, codegen: e.codegen))
        case .composite(let c): return .key(Key(name: c.name))
        default: return .nothing
        }
    }

    static func check(_ reader: ModelReader, _ setting: Setting) -> [Diagnostic] {
        var checker = Checker(model: reader.model(entities: { _ in true }, composites: true))
        checker.checkGeneratedFileCollisions()
        return checker.diagnostics
    }

    static func checkModel(_ checker: inout Checker) { checker.checkGeneratedFileCollisions() }
}
