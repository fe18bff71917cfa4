// Helpers for the code generator tests: loading examples, temporary folders, finding and running compilers.

import CDMGenerators
import CDMModel
import CDMTestSupport
import Foundation
import XCTest

enum CodegenSupport {
    /// The targets every example is generated for, by golden folder name.
    static let targets: [(name: String, target: GenerateTarget)] = {
        var builderObjC = GenerateTarget(kind: .builder, path: "out")
        builderObjC.language = .objc
        return [
            ("swift", GenerateTarget(kind: .swift, path: "out")),
            ("objc", GenerateTarget(kind: .objc, path: "out")),
            ("builder-swift", GenerateTarget(kind: .builder, path: "out")),
            ("builder-objc", builderObjC),
            ("swiftdata", GenerateTarget(kind: .swiftdata, path: "out")),
        ]
    }()

    /// A Swift target with both options that change the output (only for `Company`).
    static var internalNonOptional: GenerateTarget {
        var target = GenerateTarget(kind: .swift, path: "out")
        target.access = .internal
        target.nonOptionalRequired = true
        return target
    }

    /// The opt-in generated API of issue 33, each option alone on Swift and Objective-C and all together (only for
    /// `Company`, whose entities have a parent, an ordered to-many, a fetched property and category codegen).
    static var generatedAPI: [(name: String, target: GenerateTarget)] {
        func target(_ kind: GenerateKind, _ set: (inout GenerateTarget) -> Void) -> GenerateTarget {
            var target = GenerateTarget(kind: kind, path: "out")
            set(&target)
            return target
        }
        return [
            ("swift-nameConstants", target(.swift) { $0.nameConstants = true }),
            ("swift-convenience", target(.swift) { $0.convenience = true }),
            ("swift-swiftTypes", target(.swift) { $0.swiftTypes = true }),
            (
                "swift-all-options",
                target(.swift) {
                    $0.nameConstants = true
                    $0.convenience = true
                    $0.swiftTypes = true
                    $0.fetchFunctions = true
                    $0.nonOptionalRequired = true
                }
            ),
            ("objc-nameConstants", target(.objc) { $0.nameConstants = true }),
            ("objc-convenience", target(.objc) { $0.convenience = true }),
            (
                "objc-all-options",
                target(.objc) {
                    $0.nameConstants = true
                    $0.convenience = true
                    $0.fetchFunctions = true
                }
            ),
        ]
    }

    /// The model of an example file; fails the test when it has errors.
    static func model(_ url: URL, file: StaticString = #filePath, line: UInt = #line) -> Model? {
        guard let text = TestPaths.read(url, file: file, line: line) else { return nil }
        let analysis = Analyzer.analyze(text: text, defaultModelName: url.deletingPathExtension().lastPathComponent)
        let errors = analysis.diagnostics.filter { $0.severity == .error }
        if !errors.isEmpty {
            XCTFail("\(url.lastPathComponent) has errors: \(errors.map(\.message))", file: file, line: line)
            return nil
        }
        return analysis.model
    }

    static func context(_ url: URL) -> GenerationContext {
        GenerationContext(sourceFileName: url.lastPathComponent)
    }

    static var goldenRoot: URL { TestPaths.testsRoot.appendingPathComponent("CDMGeneratorsTests/Golden") }
    /// The faithful SDK stubs `.ci/typecheck-generated` uses (Tests/Typecheck/README.md): Apple's selectors,
    /// Swift names, nullability and `API_AVAILABLE` versions.
    static var stubs: URL { TestPaths.testsRoot.appendingPathComponent("Typecheck/Stubs") }

    /// A new empty folder under the system's temporary folder, with symbolic links resolved.
    static func temporaryFolder(_ label: String) throws -> URL {
        let base = URL(fileURLWithPath: NSTemporaryDirectory()).resolvingSymlinksInPath()
        let url = base.appendingPathComponent("cdm-\(label)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func write(_ files: [GeneratedFile], to folder: URL) throws {
        for file in files {
            let url = folder.appendingPathComponent(file.path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.contents.utf8).write(to: url)
        }
    }

    /// The first executable found: an environment override, then fixed places, then `PATH`.
    static func tool(_ name: String, env: String, candidates: [String]) -> String? {
        var paths: [String] = []
        if let override = ProcessInfo.processInfo.environment[env], !override.isEmpty { paths.append(override) }
        paths += candidates
        for dir in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            paths.append("\(dir)/\(name)")
        }
        return paths.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    static var swiftc: String? { tool("swiftc", env: "CDM_SWIFTC", candidates: ["/opt/swift/usr/bin/swiftc", "/usr/bin/swiftc"]) }
    static var clang: String? { tool("clang", env: "CDM_CLANG", candidates: ["/opt/swift/usr/bin/clang", "/usr/bin/clang"]) }

    /// `clang -fsyntax-only` of each `.m` file among `files` (written to a new folder) against the stubs, for
    /// `target` (`arm64-apple-ios11.0`), with availability checked: an API used below its `API_AVAILABLE`
    /// version is an error. Returns the failures' output, empty when every file compiles.
    static func compileObjC(_ files: [GeneratedFile], target: String, label: String = "objc", includes: [URL] = []) throws -> String {
        guard let clang else { throw XCTSkip("clang not found; set CDM_CLANG") }
        let dir = try temporaryFolder(label)
        defer { try? FileManager.default.removeItem(at: dir) }
        try write(files, to: dir)
        var failures = ""
        for file in files where file.path.hasSuffix(".m") {
            let arguments = [
                "-fsyntax-only", "-x", "objective-c", "-fobjc-arc", "-fblocks", "-ffreestanding", "-target", target,
                "-Wall", "-Wextra", "-Wno-unused-parameter", "-Wnullability-completeness", "-Wunguarded-availability", "-Werror",
                "-nostdinc",
            ]
            let paths = includes.flatMap { ["-isystem", $0.path] } + ["-isystem", stubs.path, "-I", dir.path, dir.appendingPathComponent(file.path).path]
            let (status, output) = try run(clang, arguments + paths)
            if status != 0 { failures += "\(file.path) (\(target)):\n\(output)\n" }
        }
        return failures
    }

    /// `swiftc -typecheck` (Swift 6) of the Swift files among `files` as one module against the stubs, as
    /// `.ci/typecheck-generated` runs it: the overlays of the stub Foundation and Core Data are built first.
    /// Returns the compiler's output when it fails, empty when the files typecheck.
    static func typecheckSwift(_ files: [GeneratedFile], label: String = "swift") throws -> String {
        guard let swiftc else { throw XCTSkip("swiftc not found; set CDM_SWIFTC") }
        let dir = try temporaryFolder(label)
        defer { try? FileManager.default.removeItem(at: dir) }
        try write(files, to: dir)
        let overlay = dir.appendingPathComponent("overlay")
        let cache = dir.appendingPathComponent("module-cache")
        try FileManager.default.createDirectory(at: overlay, withIntermediateDirectories: true)
        let interop = ["-Xfrontend", "-enable-objc-interop", "-I", overlay.path, "-I", stubs.path, "-module-cache-path", cache.path]
        for module in ["Foundation", "CoreData"] {
            let source = stubs.appendingPathComponent("\(module)/\(module).swift").path
            let output = overlay.appendingPathComponent("\(module).swiftmodule").path
            let (status, log) = try run(swiftc, ["-emit-module", "-module-name", module, "-import-underlying-module"] + interop + [source, "-o", output])
            if status != 0 { return "the \(module) overlay stub does not build:\n\(log)" }
        }
        let paths = files.filter { $0.path.hasSuffix(".swift") }.map { dir.appendingPathComponent($0.path).path }
        let (status, log) = try run(swiftc, ["-typecheck", "-swift-version", "6", "-module-name", "App"] + interop + paths)
        return status == 0 ? "" : log
    }

    /// The clang targets for the OS versions of an `API_AVAILABLE(macos(…), ios(…), tvos(…), watchos(…))` line.
    static func clangTargets(availability line: String) -> [String] {
        let platforms = [("macos", "x86_64-apple-macos"), ("ios", "arm64-apple-ios"), ("tvos", "arm64-apple-tvos"), ("watchos", "arm64_32-apple-watchos")]
        return platforms.compactMap { platform, prefix in
            guard let start = line.range(of: platform + "(") else { return nil }
            let rest = line[start.upperBound...]
            guard let end = rest.firstIndex(of: ")") else { return nil }
            return prefix + rest[..<end]
        }
    }

    /// Runs a program and returns its exit status and combined output.
    static func run(_ executable: String, _ arguments: [String], in directory: URL? = nil) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
