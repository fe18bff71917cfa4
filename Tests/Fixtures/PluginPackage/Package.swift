// swift-tools-version:6.0
// A package that uses cdm's plugins, as an app's package would: the build-tool plugin on two targets, the command plugin on a third.
import PackageDescription

let package = Package(
    name: "PluginFixture",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [
        // The repository this fixture lives in (.ci/plugin-check rewrites the path for its copy).
        .package(name: "cdm", path: "../../..")
    ],
    targets: [
        // Generated at build time from Notes.cdm.
        .target(name: "Notes", plugins: [.plugin(name: "CDMPlugin", package: "cdm")]),
        // A model with an error: its build must stop on the model's line.
        .target(name: "Broken", plugins: [.plugin(name: "CDMPlugin", package: "cdm")]),
        // No build-time generation: `swift package cdm-generate` writes the files the model's generate lines name.
        .target(name: "Committed", exclude: ["Shop.cdm"]),
    ]
)
