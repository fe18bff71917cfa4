// Issue 31, part 0: a history that can be trusted. Each test tries what a hostile user tried, through the real `cdm` binary.

import CDMModel
import CDMTestSupport
import Foundation
import XCTest

extension VersionsCommandTests {
    /// The XML of a frozen version: `entities` is the text inside `<model>`.
    static func contents(_ entities: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
        <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0">
        \(entities)
        </model>

        """
    }

    static let person = #"<entity name="Person" representedClassName="Person" syncable="YES"><attribute name="name" optional="YES" attributeType="String"/></entity>"#

    func versionNames(_ bundle: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: bundle.path)) ?? []).filter { $0.hasSuffix(".xcdatamodel") }.sorted()
    }

    /// Runs `script` with `sh -c`, `$CDM` naming the binary, in `folder`.
    func shell(_ script: String, in folder: URL) throws -> (status: Int32, signalled: Bool, stderr: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script]
        process.currentDirectoryURL = folder
        process.environment = ["CDM": Self.binary.path, "PATH": "/usr/bin:/bin"]
        let err = Pipe()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = err
        try process.run()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, process.terminationReason == .uncaughtSignal, String(decoding: stderr, as: UTF8.self))
    }

    /// `Shop 9223372036854775807` (Int.max) made `n + 1` overflow in the default name: the next freeze crashed.
    func testAVersionNumberAsLargeAsIntMaxIsFollowedNotOverflowed() throws {
        let folder = try temporaryFolder()
        try write(Self.v1, to: folder.appendingPathComponent("Shop.cdm"))
        var run = try cdm(["freeze", "--name", "Shop 9223372036854775807", "Shop.cdm"], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        try write(Self.v1.replacingOccurrences(of: "name: String?", with: "name: String?\n  age: Int64 = 0"), to: folder.appendingPathComponent("Shop.cdm"))
        run = try cdm(["freeze", "Shop.cdm"], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout, "froze 'Shop 9223372036854775808': wrote Shop.xcdatamodeld/Shop 9223372036854775808.xcdatamodel/contents\n")
        // A number longer than any integer still orders by its value, not as version 1.
        try write(Self.contents(Self.person), to: folder.appendingPathComponent("Shop.xcdatamodeld/Shop 99999999999999999999.xcdatamodel/contents"))
        run = try cdm(["versions", "--format", "json", "Shop.cdm"], in: folder)
        XCTAssertEqual(
            (try json(run)["versions"] as? [[String: Any]])?.map { $0["name"] as? String },
            ["Shop 9223372036854775807", "Shop 9223372036854775808", "Shop 99999999999999999999", "Shop"])
    }

    /// `generate` refused a bundle reached through a symbolic link out of the project; `freeze` wrote there.
    func testFreezeKeepsTheBundleInsideTheProject() throws {
        let top = try temporaryFolder()
        let project = top.appendingPathComponent("project")
        let outside = top.appendingPathComponent("outside")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try write(Self.v1.replacingOccurrences(of: "\"Shop.xcdatamodeld\"", with: "\"link/Shop.xcdatamodeld\""), to: project.appendingPathComponent("Shop.cdm"))
        try FileManager.default.createSymbolicLink(atPath: project.appendingPathComponent("link").path, withDestinationPath: "../outside")
        var run = try cdm(["generate", "Shop.cdm"], in: project)
        XCTAssertTrue(run.stderr.contains("[generate-path-escapes]"), run.stderr)
        run = try cdm(["freeze", "Shop.cdm"], in: project)
        XCTAssertEqual(run.status, 1, run.stdout)
        XCTAssertTrue(run.stderr.contains("link/Shop.xcdatamodeld leads out of '"), run.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: outside.path), [])

        // A bundle that is itself a link out of the project.
        try FileManager.default.removeItem(at: project.appendingPathComponent("link"))
        try write(Self.v1, to: project.appendingPathComponent("Shop.cdm"))
        try FileManager.default.createSymbolicLink(atPath: project.appendingPathComponent("Shop.xcdatamodeld").path, withDestinationPath: "../outside")
        run = try cdm(["freeze", "Shop.cdm"], in: project)
        XCTAssertEqual(run.status, 1, run.stdout)
        XCTAssertTrue(run.stderr.contains("Shop.xcdatamodeld leads out of '"), run.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: outside.path), [])
    }

    /// `Spring Release` is version 1: frozen after `Shop 2`, it sorted before it and the history lied.
    func testAFrozenVersionMustComeAfterTheNewest() throws {
        let folder = try temporaryFolder()
        let model = folder.appendingPathComponent("Shop.cdm")
        try write(Self.v1, to: model)
        XCTAssertEqual(try cdm(["freeze", "Shop.cdm"], in: folder).status, 0)
        try write(Self.v1.replacingOccurrences(of: "name: String?", with: "name: String?\n  age: Int64 = 0"), to: model)
        var run = try cdm(["freeze", "--name", "Spring Release", "Shop.cdm"], in: folder)
        XCTAssertEqual(run.status, 1, run.stdout)
        XCTAssertTrue(run.stderr.contains("'Spring Release' would come before the newest frozen version 'Shop 2'"), run.stderr)
        XCTAssertTrue(run.stderr.contains("such as 'Shop 3'"), run.stderr)
        XCTAssertEqual(versionNames(folder.appendingPathComponent("Shop.xcdatamodeld")), ["Shop 2.xcdatamodel"])
        run = try cdm(["freeze", "--name", "Shop 10", "Shop.cdm"], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)

        // A dotted history: the next name follows its scheme, after the newest.
        let dotted = try temporaryFolder()
        for name in ["zmessaging1.28", "zmessaging2.3", "zmessaging2.101.0"] {
            try write(Self.contents(Self.person), to: dotted.appendingPathComponent("zmessaging.xcdatamodeld/\(name).xcdatamodel/contents"))
        }
        try write(
            Self.v1.replacingOccurrences(of: "Shop.xcdatamodeld", with: "zmessaging.xcdatamodeld").replacingOccurrences(
                of: "name: String?", with: "name: String?\n  age: Int64 = 0"),
            to: dotted.appendingPathComponent("Shop.cdm"))
        run = try cdm(["freeze", "Shop.cdm"], in: dotted)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stdout.hasPrefix("froze 'zmessaging2.102.0'"), run.stdout)
        run = try cdm(["versions", "--format", "json", "Shop.cdm"], in: dotted)
        XCTAssertEqual(
            (try json(run)["versions"] as? [[String: Any]])?.map { $0["name"] as? String },
            ["zmessaging1.28", "zmessaging2.3", "zmessaging2.101.0", "zmessaging2.102.0", "Shop"])
    }

    /// A model whose frozen XML is longer than the 512-byte blocks `ulimit -f 1` allows.
    static let wide = """
        model Shop
        generate xcdatamodel to "Shop.xcdatamodeld"
        entity Person {
        \((1...30).map { "  attribute\($0): String?" }.joined(separator: "\n"))
        }

        """

    /// A freeze killed halfway (here by a file-size limit) left `Shop 3.xcdatamodel/` without
    /// `contents`, and every later `freeze`, `versions` and `generate swiftdata` failed.
    func testAnInterruptedFreezeLeavesNoVersionBehind() throws {
        let folder = try temporaryFolder()
        let bundle = folder.appendingPathComponent("Shop.xcdatamodeld")
        try write(Self.v1, to: folder.appendingPathComponent("Shop.cdm"))
        XCTAssertEqual(try cdm(["freeze", "Shop.cdm"], in: folder).status, 0)
        try write(Self.wide, to: folder.appendingPathComponent("Shop.cdm"))

        // Killed by SIGXFSZ while writing.
        let killed = try shell(#"ulimit -f 1; exec "$CDM" freeze Shop.cdm"#, in: folder)
        XCTAssertTrue(killed.signalled || killed.status != 0, killed.stderr)
        XCTAssertEqual(versionNames(bundle), ["Shop 2.xcdatamodel"])
        var run = try cdm(["versions", "Shop.cdm"], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)

        // The limit reported instead of a signal: the real file and the reason are named.
        let limited = try shell(#"trap '' XFSZ; ulimit -f 1; exec "$CDM" freeze Shop.cdm"#, in: folder)
        XCTAssertEqual(limited.status, 1, limited.stderr)
        XCTAssertTrue(limited.stderr.contains("cannot write Shop.xcdatamodeld/Shop 3.xcdatamodel/contents: "), limited.stderr)
        XCTAssertTrue(limited.stderr.contains("(File too large)"), limited.stderr)
        XCTAssertFalse(limited.stderr.contains(".contents.cdm-"), limited.stderr)
        XCTAssertEqual(versionNames(bundle), ["Shop 2.xcdatamodel"])

        run = try cdm(["freeze", "Shop.cdm"], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stdout.hasPrefix("froze 'Shop 3'"), run.stdout)

        // What an older cdm left behind is named for what it is.
        try write("<?xml", to: bundle.appendingPathComponent("Shop 4.xcdatamodel/.contents.cdm-4242"))
        run = try cdm(["versions", "Shop.cdm"], in: folder)
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(
            run.stderr.contains("Shop 4.xcdatamodel: holds no 'contents', only '.contents.cdm-4242', the temporary file of a 'cdm freeze' that was interrupted; delete the folder"),
            run.stderr)
    }

    /// An unreadable newest frozen version switched the migration checks off without a word.
    func testAnUnreadableNewestVersionIsReportedByCheck() throws {
        let folder = try temporaryFolder()
        let bundle = folder.appendingPathComponent("Shop.xcdatamodeld")
        try write(Self.v1, to: folder.appendingPathComponent("Shop.cdm"))
        XCTAssertEqual(try cdm(["freeze", "Shop.cdm"], in: folder).status, 0)
        try write(Self.v1.replacingOccurrences(of: "name: String?", with: "name: String?\n  age: Int64"), to: folder.appendingPathComponent("Shop.cdm"))
        XCTAssertTrue(try cdm(["check", "Shop.cdm"], in: folder).stdout.contains("[migration-needs-default]"))
        let broken = bundle.appendingPathComponent("Shop 3.xcdatamodel")
        for damage in ["", "<model><entity", "link"] {
            try? FileManager.default.removeItem(at: broken)
            try FileManager.default.createDirectory(at: broken, withIntermediateDirectories: true)
            if damage == "link" {
                try FileManager.default.createSymbolicLink(atPath: broken.appendingPathComponent("contents").path, withDestinationPath: "contents")
            } else {
                try write(damage, to: broken.appendingPathComponent("contents"))
            }
            let run = try cdm(["check", "Shop.cdm"], in: folder)
            XCTAssertEqual(run.status, 1, "\(damage): \(run.stdout)")
            XCTAssertTrue(
                run.stdout.hasPrefix("Shop.cdm:1:7: error: cannot read the newest frozen version in Shop.xcdatamodeld, so migrations are not checked: "), "\(damage): \(run.stdout)"
            )
            XCTAssertTrue(run.stdout.contains("[frozen-version-unreadable]"), run.stdout)
        }
    }

    /// Xcode refuses these; cdm read them as if fine and generated `public var r: Missing`.
    func testMalformedFrozenVersionsAreRefused() throws {
        let folder = try temporaryFolder()
        let malformed = Self.contents(
            """
                <entity name="Person" representedClassName="Person" syncable="YES">
                    <attribute name="age" optional="YES" attributeType="Nope"/>
                    <attribute optional="YES" attributeType="String"/>
                    <relationship name="r" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Missing"/>
                </entity>
                <entity representedClassName="Nameless" syncable="YES"/>
            """)
        try write(malformed, to: folder.appendingPathComponent("Shop.xcdatamodeld/Shop 2.xcdatamodel/contents"))
        try write(
            Self.v1.replacingOccurrences(of: "generate xcdatamodel", with: "generate swiftdata to \"SD\"\ngenerate xcdatamodel"), to: folder.appendingPathComponent("Shop.cdm"))
        var run = try cdm(["versions", "Shop.cdm"], in: folder)
        XCTAssertEqual(run.status, 2, run.stdout)
        for problem in [
            "Shop 2.xcdatamodel/contents:4: attribute 'age' of 'Person' has the unknown attributeType 'Nope'",
            "Shop 2.xcdatamodel/contents:5: an <attribute> of 'Person' has no name",
            "Shop 2.xcdatamodel/contents:6: relationship 'r' of 'Person' leads to 'Missing', which is not in this version",
            "Shop 2.xcdatamodel/contents:8: an <entity> has no name",
        ] {
            XCTAssertTrue(run.stderr.contains(problem), run.stderr)
        }
        run = try cdm(["generate", "Shop.cdm", "--target", "swiftdata"], in: folder)
        XCTAssertNotEqual(run.status, 0, run.stdout)
        let written = (try? FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("SD").path)) ?? []
        XCTAssertEqual(written, [], run.stderr)
        run = try cdm(["check", "Shop.cdm"], in: folder)
        XCTAssertTrue(run.stdout.contains("[frozen-version-unreadable]"), run.stdout)
    }

    /// A newline in a version name became a line of generated Swift.
    func testControlCharactersInNamesAreRefusedAndEscaped() throws {
        let folder = try temporaryFolder()
        try write(
            Self.v1.replacingOccurrences(of: "generate xcdatamodel", with: "generate swiftdata to \"SD\"\ngenerate xcdatamodel"), to: folder.appendingPathComponent("Shop.cdm"))
        var run = try cdm(["freeze", "--name", "Shop 2\nstruct Injected {}", "Shop.cdm"], in: folder)
        XCTAssertEqual(run.status, 2, run.stdout)
        XCTAssertTrue(run.stderr.contains("invalid version name 'Shop 2\\u{a}struct Injected {}': it contains the control character U+000A"), run.stderr)
        // A folder so named (by hand, or by an older cdm) is escaped where generated code names it.
        try write(Self.contents(Self.person), to: folder.appendingPathComponent("Shop.xcdatamodeld/Shop 2\nstruct Injected {}\n.xcdatamodel/contents"))
        run = try cdm(["generate", "Shop.cdm", "--target", "swiftdata"], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        let schema = try String(contentsOf: folder.appendingPathComponent("SD/ShopSchemaV1.swift"), encoding: .utf8)
        XCTAssertFalse(schema.split(separator: "\n").contains("struct Injected {}"), schema)
        XCTAssertTrue(schema.contains("the frozen version 'Shop 2\\u{a}struct Injected {}\\u{a}'"), schema)
    }

    func testSmallerRefusalsAndMessages() throws {
        let folder = try temporaryFolder()
        try write(Self.v1, to: folder.appendingPathComponent("Shop.cdm"))
        XCTAssertEqual(try cdm(["freeze", "Shop.cdm"], in: folder).status, 0)
        // The name is checked even when nothing would be written.
        var run = try cdm(["freeze", "--name", "a/b", "Shop.cdm"], in: folder)
        XCTAssertEqual(run.status, 2, run.stdout)
        XCTAssertTrue(run.stderr.contains("invalid version name 'a/b': it contains '/'"), run.stderr)

        // 4,000 versions: a few are listed, and how many.
        let many = folder.appendingPathComponent("Many.xcdatamodeld")
        for i in 1...4000 { try FileManager.default.createDirectory(at: many.appendingPathComponent("Model \(i).xcdatamodel"), withIntermediateDirectories: true) }
        run = try cdm(["import", "--version", "nope", "Many.xcdatamodeld"], in: folder)
        XCTAssertEqual(run.status, 2)
        XCTAssertLessThan(run.stderr.utf8.count, 400, run.stderr)
        XCTAssertTrue(run.stderr.contains("has no version 'nope'; it has 4000 versions, the newest: Model 3996, Model 3997, Model 3998, Model 3999, Model 4000"), run.stderr)
    }

    /// Part 1: every problem in JSON has `property`, `null` for a problem of the entity itself.
    func testJSONProblemsAlwaysHaveAProperty() throws {
        let folder = try temporaryFolder()
        let model = folder.appendingPathComponent("Shop.cdm")
        try write("model Shop\ngenerate xcdatamodel to \"Shop.xcdatamodeld\"\nentity Animal {\n  name: String?\n}\nentity Pet {\n  nick: String?\n}\n", to: model)
        XCTAssertEqual(try cdm(["freeze", "Shop.cdm"], in: folder).status, 0)
        try write("model Shop\ngenerate xcdatamodel to \"Shop.xcdatamodeld\"\nentity Animal {\n  name: String?\n}\nentity Pet: Animal {\n  nick: String?\n}\n", to: model)
        let run = try cdm(["versions", "--format", "json", "Shop.cdm"], in: folder)
        let problems = try XCTUnwrap((try json(run)["steps"] as? [[String: Any]])?.first?["problems"] as? [[String: Any]])
        let merged = try XCTUnwrap(problems.first { $0["code"] as? String == "migration-merged-hierarchy" }, "\(problems)")
        XCTAssertTrue(merged["property"] is NSNull, "\(merged)")
    }
}
