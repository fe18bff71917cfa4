// A freeze killed between making its hidden build folder and renaming it into place left the folder behind for good.

import CDMTestSupport
import Foundation
import XCTest

extension VersionsCommandTests {
    /// `.Shop 3.xcdatamodel.cdm-PID` of a process that is gone is removed by the next freeze when
    /// it holds only what a freeze writes; one holding anything else, or of a live process, stays.
    func testTheNextFreezeRemovesWhatAKilledFreezeLeft() throws {
        let folder = try temporaryFolder()
        let bundle = folder.appendingPathComponent("Shop.xcdatamodeld")
        try write(Self.v1, to: folder.appendingPathComponent("Shop.cdm"))
        XCTAssertEqual(try cdm(["freeze", "Shop.cdm"], in: folder).status, 0)
        // A pid above Linux's and Darwin's pid_max: no such process.
        let gone = ".Shop 3.xcdatamodel.cdm-99999999"
        try write("<?xml", to: bundle.appendingPathComponent("\(gone)/.contents.cdm-99999999"))
        let goneAgain = ".Shop 3.xcdatamodel.cdm-99999999-1"
        try write(Self.contents(""), to: bundle.appendingPathComponent("\(goneAgain)/contents"))
        let kept = ".Shop 3.xcdatamodel.cdm-99999998"
        try write("notes", to: bundle.appendingPathComponent("\(kept)/notes.txt"))
        let alive = ".Shop 3.xcdatamodel.cdm-\(ProcessInfo.processInfo.processIdentifier)"
        try FileManager.default.createDirectory(at: bundle.appendingPathComponent(alive), withIntermediateDirectories: true)

        try write(Self.wide, to: folder.appendingPathComponent("Shop.cdm"))
        let run = try cdm(["freeze", "Shop.cdm"], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        let left = try FileManager.default.contentsOfDirectory(atPath: bundle.path).filter { $0.hasPrefix(".") }.sorted()
        XCTAssertEqual(left, [alive, kept].sorted())
        XCTAssertEqual(versionNames(bundle), ["Shop 2.xcdatamodel", "Shop 3.xcdatamodel"])
    }
}
