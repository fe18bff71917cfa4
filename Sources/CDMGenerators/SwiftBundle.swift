// The Swift a build compiles for a model, in one file: what the SwiftPM and Xcode build plugins write.

import CDMModel

/// One Swift file with everything a build should compile for a model.
///
/// A build-tool plugin must name its output files before the tool runs, without reading the model,
/// so it asks for one file per `.cdm` file. Its contents are the files of the model's `generate swift`
/// lines and of its Swift `builder` lines (the `to` paths are ignored: the build decides where files
/// go); a model with neither gets what Xcode's own codegen would give it: Swift classes for its
/// `class` entities and extensions for its `category` entities. The files are joined in the order
/// the targets come, each after a `// MARK:` line naming the file it stands for, with their imports
/// gathered once at the top.
public enum SwiftBundle {
    /// The `generate` targets whose Swift goes into the bundle (a default `swift` target when the model has none).
    public static func targets(of model: Model) -> [GenerateTarget] {
        let swift = model.generates.filter { target in
            switch target.kind {
            case .swift: return true
            case .builder: return target.language == .swift
            // SwiftData's classes would clash with the Core Data classes of the same entities.
            // The staged migration needs the bundle's frozen versions, which the build plugins do not read.
            case .objc, .xcdatamodel, .mermaid, .svg, .swiftdata, .migrations: return false
            }
        }
        return swift.isEmpty ? [GenerateTarget(kind: .swift, path: "")] : swift
    }

    /// The bundle's text: one header, the imports, then each generated file without its header and imports.
    public static func source(for model: Model, context: GenerationContext) -> String {
        let files = targets(of: model).flatMap { Generators.files(for: $0, model: model, context: context) }
        return join(files, context: context)
    }

    /// `files` as one Swift file: their top-level imports once at the top, and so their conditional imports
    /// (`#if canImport(UIKit)` blocks that hold only imports); other `#if … #endif` blocks stay where they
    /// are. Then each file's text below its header, after a `// MARK:` line.
    static func join(_ files: [GeneratedFile], context: GenerationContext) -> String {
        var imports: [String] = []
        var sections: [String] = []
        for file in files {
            var body: [Substring] = []
            var conditionalDepth = 0
            let lines = file.contents.split(separator: "\n", omittingEmptySubsequences: false)
            var i = 0
            while i < lines.count {
                let line = lines[i]
                i += 1
                if body.isEmpty && line.contains(GeneratedHeader.marker) { continue }
                if conditionalDepth == 0 && line.hasPrefix("#if"), let block = importBlock(lines, from: i - 1) {
                    let text = block.joined(separator: "\n")
                    if !imports.contains(text) { imports.append(text) }
                    i += block.count - 1
                    continue
                }
                if line.hasPrefix("#if") { conditionalDepth += 1 }
                if line.hasPrefix("#endif") { conditionalDepth -= 1 }
                if conditionalDepth == 0 && isImport(line) {
                    if !imports.contains(String(line)) { imports.append(String(line)) }
                    continue
                }
                body.append(line)
            }
            while let first = body.first, first.allSatisfy(\.isWhitespace) { body.removeFirst() }
            while let last = body.last, last.allSatisfy(\.isWhitespace) { body.removeLast() }
            sections.append("// MARK: - \(file.path)\n\n" + body.joined(separator: "\n"))
        }
        var text = GeneratedHeader.lineComment(sourceFileName: context.sourceFileName) + "\n"
        if !imports.isEmpty { text += "\n" + imports.joined(separator: "\n") + "\n" }
        for section in sections { text += "\n" + section + "\n" }
        return text
    }

    /// The lines of the `#if … #endif` block starting at `start` when it holds nothing but imports
    /// (and `#elseif`/`#else` branches of imports), else nil.
    static func importBlock(_ lines: [Substring], from start: Int) -> [String]? {
        var block: [String] = []
        var index = start
        while index < lines.count {
            let line = lines[index]
            block.append(String(line))
            if index > start {
                if line.hasPrefix("#endif") { return block }
                if line.hasPrefix("#if") { return nil }
                if !(line.hasPrefix("#elseif") || line.hasPrefix("#else") || isImport(line)) { return nil }
            }
            index += 1
        }
        return nil
    }

    /// A top-level import line as the generators write them (`import CoreData`, `@preconcurrency import …`).
    static func isImport(_ line: Substring) -> Bool {
        line.hasPrefix("import ") || line.hasPrefix("@preconcurrency import ") || line.hasPrefix("@_exported import ")
    }
}
