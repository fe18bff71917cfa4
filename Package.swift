// swift-tools-version:6.1
// The cdm package: layered libraries (syntax → model → features → generators/importer → server) and the `cdm` tool.
import PackageDescription

let package = Package(
    name: "cdm",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "cdm", targets: ["cdm"]),
        .library(name: "CDMModel", targets: ["CDMModel"]),
        // Build-time generation: `.plugin(name: "CDMPlugin", package: "cdm")` on a target (docs/build-integration.md).
        .plugin(name: "CDMPlugin", targets: ["CDMPlugin"]),
        // `swift package --allow-writing-to-package-directory cdm-generate`.
        .plugin(name: "CDMGenerateCommand", targets: ["CDMGenerateCommand"]),
    ],
    targets: [
        // Layer 1: lexer, lossless tree, parser, positions.
        .target(name: "CDMSyntax"),
        // Layer 2: the resolved model, the checker and its diagnostic catalogue.
        .target(name: "CDMModel", dependencies: ["CDMSyntax"]),
        // Layer 3: editor features as plain values (formatting, completion, hover, rename, code actions…).
        .target(name: "CDMFeatures", dependencies: ["CDMSyntax", "CDMModel"]),
        // Layer 4: pure generators (model → files) and the Xcode importer (XML → .cdm).
        .target(name: "CDMGenerators", dependencies: ["CDMModel"]),
        .target(name: "CDMImport", dependencies: ["CDMModel", "CDMFeatures"]),
        // Layer 5: JSON, JSON-RPC framing and LSP types (knows nothing of cdm).
        .target(name: "CDMProtocol"),
        // Layer 5: the edges that touch the file system (safe writing of generated files).
        .target(name: "CDMDriver", dependencies: ["CDMModel", "CDMGenerators", "CDMImport"]),
        // Layer 5: the language server.
        .target(name: "CDMServer", dependencies: ["CDMSyntax", "CDMModel", "CDMFeatures", "CDMGenerators", "CDMImport", "CDMProtocol", "CDMDriver"]),
        // The command-line tool.
        .executableTarget(name: "cdm", dependencies: ["CDMSyntax", "CDMModel", "CDMFeatures", "CDMGenerators", "CDMImport", "CDMDriver", "CDMServer"]),

        // The plugins: both run the package's own `cdm`.
        .plugin(name: "CDMPlugin", capability: .buildTool(), dependencies: ["cdm"]),
        .plugin(
            name: "CDMGenerateCommand",
            capability: .command(
                intent: .custom(verb: "cdm-generate", description: "Run every generate line of every .cdm file in the package"),
                permissions: [.writeToPackageDirectory(reason: "cdm-generate writes the files the models' generate lines name")]),
            dependencies: ["cdm"]),

        // The benchmark: `swift run -c release cdm-bench` (prints numbers; not a test).
        .executableTarget(name: "cdm-bench", dependencies: ["CDMSyntax", "CDMModel", "CDMFeatures", "CDMGenerators", "CDMDriver", "CDMImport", "CDMProtocol", "CDMServer"]),

        // Test support: markers, golden files, fixtures.
        .target(name: "CDMTestSupport", dependencies: ["CDMSyntax"], path: "Tests/CDMTestSupport"),
        .testTarget(name: "CDMSyntaxTests", dependencies: ["CDMSyntax", "CDMTestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "CDMModelTests", dependencies: ["CDMModel", "CDMSyntax", "CDMTestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "CDMFeaturesTests", dependencies: ["CDMFeatures", "CDMModel", "CDMSyntax", "CDMTestSupport"], exclude: ["Formatting/Fixtures", "Fixtures"]),
        .testTarget(name: "CDMGeneratorsTests", dependencies: ["CDMGenerators", "CDMModel", "CDMDriver", "CDMImport", "CDMTestSupport"], exclude: ["Golden", "Diagram/Golden"]),
        .testTarget(name: "CDMImportTests", dependencies: ["CDMImport", "CDMGenerators", "CDMModel", "CDMFeatures", "CDMTestSupport"], exclude: ["Golden"]),
        .testTarget(name: "CDMProtocolTests", dependencies: ["CDMProtocol", "CDMTestSupport"]),
        .testTarget(name: "CDMServerTests", dependencies: ["CDMServer", "CDMProtocol", "CDMModel", "CDMSyntax", "CDMTestSupport"]),
        .testTarget(name: "CDMHardeningTests", dependencies: ["CDMServer", "CDMProtocol", "CDMModel", "CDMSyntax", "CDMFeatures", "CDMGenerators", "CDMDriver", "CDMImport", "CDMTestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "EditorsTests", dependencies: []),
        .testTarget(name: "CDMVersionsTests", dependencies: ["CDMModel", "CDMSyntax", "CDMFeatures", "CDMImport", "CDMGenerators", "CDMDriver", "CDMTestSupport"], exclude: ["Fixtures"]),
    ]
)
