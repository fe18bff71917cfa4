// The checker's prediction of generated files (OutputNames) against what the generators and the writer's layout give.

import CDMDriver
import CDMModel
import CDMTestSupport
import XCTest

@testable import CDMGenerators

final class GeneratedFileNamesTests: XCTestCase {
    /// Every kind of target, with the path forms that change where files go.
    static let targets: [GenerateTarget] = {
        var objcBuilder = GenerateTarget(kind: .builder, path: "Builder/ObjC")
        objcBuilder.language = .objc
        return [
            GenerateTarget(kind: .swift, path: "Swift"), GenerateTarget(kind: .swift, path: "./Gen/"),
            GenerateTarget(kind: .objc, path: "ObjC"), GenerateTarget(kind: .builder, path: "Builder"), objcBuilder,
            GenerateTarget(kind: .xcdatamodel, path: "Model"), GenerateTarget(kind: .xcdatamodel, path: "Out/Shop.xcdatamodeld"),
            GenerateTarget(kind: .mermaid, path: "Docs"), GenerateTarget(kind: .mermaid, path: "Docs/Model.md"),
            GenerateTarget(kind: .svg, path: "Docs"), GenerateTarget(kind: .svg, path: "a/../Docs/Model.svg"),
            GenerateTarget(kind: .swiftdata, path: "SwiftData"), GenerateTarget(kind: .migrations, path: "Migrations"),
        ]
    }()

    /// The models: every example, and one with what changes file names (classes, codegen, composites).
    func models() throws -> [(name: String, model: Model)] {
        var models = try TestPaths.examples().map { ($0.lastPathComponent, try XCTUnwrap(CodegenSupport.model($0))) }
        let text = """
            model Shop
            entity Item @class(ItemMO) {
              name: String
              place: Point
            }
            entity Kept @codegen(manual) {
              name: String
            }
            entity Extended @codegen(category) @class(".ExtendedMO") {
              name: String
            }
            composite Point {
              x: Double = 0
            }
            """
        models.append(("Shop", Analyzer.analyze(text: text).model))
        return models
    }

    /// For every example and every kind of target, the paths `OutputNames.files` predicts are the
    /// paths `Generators.files` writes.
    func testPredictedFilesAreTheGeneratedFiles() throws {
        XCTAssertEqual(Set(Self.targets.map(\.kind)), Set(GenerateKind.allCases), "every kind of target")
        for (name, model) in try models() {
            for target in Self.targets {
                let generated = Generators.files(for: target, model: model, context: GenerationContext(sourceFileName: name)).map(\.path).sorted()
                let predicted = OutputNames.files(for: target, model: model).map(\.path).sorted()
                XCTAssertFalse(generated.isEmpty, "\(name), \(target.kind): nothing generated")
                XCTAssertEqual(predicted, generated, "\(name), generate \(target.kind.rawValue) to \"\(target.path)\"")
            }
        }
    }

    /// Where each file lands, relative to the `.cdm` file's folder, is where `OutputWriter` puts it.
    func testPredictedPathsAreWhereTheWriterPutsFiles() throws {
        for (name, model) in try models() {
            for target in Self.targets {
                let layout = OutputWriter.layout(for: target, model: model)
                for file in Generators.files(for: target, model: model, context: GenerationContext(sourceFileName: name)) {
                    let written = Self.resolved(layout.directory + "/" + (layout.fileName ?? file.path))
                    XCTAssertEqual(OutputNames.outputPath(file.path, target: target, model: model), written, "\(name), generate \(target.kind.rawValue) to \"\(target.path)\"")
                }
            }
        }
    }

    /// `path` with empty and `.` parts dropped and `..` resolved.
    static func resolved(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") where part != "." {
            if part == "..", !parts.isEmpty { parts.removeLast() } else { parts.append(part) }
        }
        return parts.joined(separator: "/")
    }

    /// The checker's comparison: case and Unicode normalization do not tell two paths apart.
    func testPathsAreComparedAsMacOSDoes() {
        XCTAssertEqual(OutputNames.caseInsensitiveKey("Gen/Item.swift"), OutputNames.caseInsensitiveKey("gen/ITEM.swift"))
        XCTAssertEqual(OutputNames.caseInsensitiveKey("Caf\u{E9}/A.svg"), OutputNames.caseInsensitiveKey("Cafe\u{301}/a.svg"))
        XCTAssertEqual(OutputNames.caseInsensitiveKey("\u{C9}t\u{E9}"), OutputNames.caseInsensitiveKey("E\u{301}TE\u{301}"))
        XCTAssertNotEqual(OutputNames.caseInsensitiveKey("Gen/Item.swift"), OutputNames.caseInsensitiveKey("Gen/Items.swift"))
    }
}
