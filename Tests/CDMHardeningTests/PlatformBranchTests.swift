// Users are on macOS and this suite runs on Linux: a Linux-only call outside its `#if canImport(Glibc)` branch is found here, not by a Mac that cannot build.

import CDMTestSupport
import Foundation
import XCTest

final class PlatformBranchTests: XCTestCase {
    /// Calls and names that exist on Linux only (or mean something else on Darwin): Glibc-qualified
    /// calls, /proc, `st_mtim` (Darwin: `st_mtimespec`), glibc's allocator calls, `RLIMIT_*`/`RUSAGE_*`
    /// as enums (Darwin: `Int32` macros), `dlsym(nil, …)` (Darwin: `RTLD_DEFAULT`).
    static let linuxOnly = try! NSRegularExpression(
        pattern: #"\bGlibc\.|"/proc/|\.st_mtim\b|\b(malloc_trim|mallopt|mallinfo2?)\(|\b(RLIMIT|RUSAGE)_[A-Z]+\.rawValue|\bdlsym\(nil|^\s*import Glibc\b"#)

    /// The lines of `text` that use a Linux-only call outside a branch of `#if canImport(Glibc)` or
    /// `os(Linux)` (or the `#else` of a `canImport(Darwin)`), and an `import Glibc` in a file without
    /// `import Darwin`.
    static func unbranched(_ text: String) -> [String] {
        // The condition of each open #if group's current branch ("else" after a Darwin branch: not Darwin).
        var conditions: [String] = []
        var found: [String] = []
        let lines = text.components(separatedBy: "\n")
        let importsDarwin = lines.contains { $0.trimmingCharacters(in: .whitespaces) == "import Darwin" }
        for (number, line) in lines.enumerated() {
            let code = line.trimmingCharacters(in: .whitespaces)
            if code.hasPrefix("//") { continue }
            if code.hasPrefix("#if ") {
                conditions.append(String(code.dropFirst(4)))
            } else if code.hasPrefix("#elseif ") {
                if !conditions.isEmpty { conditions[conditions.count - 1] = String(code.dropFirst(8)) }
            } else if code.hasPrefix("#else") {
                if let last = conditions.last { conditions[conditions.count - 1] = last.contains("canImport(Darwin)") ? "not canImport(Darwin)" : "else" }
            } else if code.hasPrefix("#endif") {
                _ = conditions.popLast()
            } else if linuxOnly.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) != nil {
                let inLinuxBranch = conditions.contains { $0.contains("canImport(Glibc)") || $0.contains("os(Linux)") || $0 == "not canImport(Darwin)" }
                if !inLinuxBranch {
                    found.append("\(number + 1): \(code)")
                } else if code.hasPrefix("import Glibc") && !importsDarwin {
                    found.append("\(number + 1): \(code) (and no import Darwin)")
                }
            }
        }
        return found
    }

    func testEveryLinuxOnlyCallInSourcesAndTestsIsInItsOwnBranch() throws {
        var files = 0
        var problems: [String] = []
        for folder in ["Sources", "Tests"] {
            let root = TestPaths.repoRoot.appendingPathComponent(folder)
            let walk = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
            while let url = walk?.nextObject() as? URL {
                if url.pathComponents.contains("Fixtures") { walk?.skipDescendants() }
                guard url.pathExtension == "swift", url.lastPathComponent != "PlatformBranchTests.swift" else { continue }
                files += 1
                let text = try String(contentsOf: url, encoding: .utf8)
                problems += Self.unbranched(text).map { "\(folder)/\(url.path.dropFirst(root.path.count + 1)):\($0)" }
            }
        }
        XCTAssertGreaterThan(files, 100, "the sources were found")
        XCTAssertEqual(problems, [], "Linux-only calls without a Darwin branch (give them `#if canImport(Darwin) … #elseif canImport(Glibc) …`)")
    }

    /// The check finds what issue 30 found: `Glibc.write` with no branch, `RLIMIT_FSIZE.rawValue`, a /proc read.
    func testTheCheckFindsWhatIssue30Found() {
        let unbranched = """
            #if canImport(Glibc)
                import Glibc
            #endif
            let n = Glibc.write(fd, base, count)
            getrlimit(Int32(RLIMIT_FSIZE.rawValue), &old)
            let text = try? String(contentsOfFile: "/proc/\\(pid)/status", encoding: .utf8)
            """
        XCTAssertEqual(Self.unbranched(unbranched).count, 4, "\(Self.unbranched(unbranched))")
        let branched = """
            #if canImport(Darwin)
                import Darwin
            #elseif canImport(Glibc)
                import Glibc
            #endif
            #if canImport(Darwin)
                let n = Darwin.write(fd, base, count)
            #elseif canImport(Glibc)
                let n = Glibc.write(fd, base, count)
            #endif
            #if canImport(Darwin)
                let time = info.st_mtimespec
            #else
                let time = info.st_mtim
            #endif
            // A comment may say "/proc/".
            """
        XCTAssertEqual(Self.unbranched(branched), [])
    }
}
