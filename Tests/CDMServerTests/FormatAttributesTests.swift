// `cdm format` replaces a file with a new one: it must keep the old one's extended attributes (Finder tags, quarantine) and ACLs.

import Foundation
import XCTest

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

final class FormatAttributesTests: XCTestCase {
    let messy = "entity   Note {\n title:String\n}\n"
    let formatted = "entity Note {\n  title: String\n}\n"

    func setAttribute(_ path: String, _ name: String, _ value: String) -> Int32 {
        let bytes = Array(value.utf8)
        #if canImport(Darwin)
            // <sys/xattr.h>: int setxattr(const char *path, const char *name, const void *value, size_t size, u_int32_t position, int options);
            return setxattr(path, name, bytes, bytes.count, 0, 0)
        #else
            // Not imported by the Glibc module: <sys/xattr.h>'s C signature, looked up by name.
            typealias SetXattr = @convention(c) (UnsafePointer<CChar>, UnsafePointer<CChar>, UnsafeRawPointer?, Int, Int32) -> Int32
            guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "setxattr") else { return -1 }
            return unsafeBitCast(symbol, to: SetXattr.self)(path, name, bytes, bytes.count, 0)
        #endif
    }

    func attribute(_ path: String, _ name: String) -> String? {
        var buffer = [UInt8](repeating: 0, count: 256)
        #if canImport(Darwin)
            let n = getxattr(path, name, &buffer, buffer.count, 0, 0)
        #else
            typealias GetXattr = @convention(c) (UnsafePointer<CChar>, UnsafePointer<CChar>, UnsafeMutableRawPointer?, Int) -> Int
            guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "getxattr") else { return nil }
            let n = unsafeBitCast(symbol, to: GetXattr.self)(path, name, &buffer, buffer.count)
        #endif
        return n < 0 ? nil : String(decoding: buffer[0..<n], as: UTF8.self)
    }

    func testFormatKeepsExtendedAttributesAndACLs() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cdm-xattr-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Tagged.cdm")
        try messy.write(to: file, atomically: true, encoding: .utf8)
        #if canImport(Darwin)
            let key = "com.apple.metadata:_kMDItemUserTags"
        #else
            let key = "user.cdm-test.tags"
        #endif
        guard setAttribute(file.path, key, "Red\n6") == 0 else {
            let reason = String(cString: strerror(errno))
            print("FormatAttributesTests: skipped, the temporary folder's file system keeps no extended attributes (\(reason))")
            throw XCTSkip("no extended attributes here: \(reason)")
        }
        // An ACL too, when setfacl is there (Linux keeps it as the attribute system.posix_acl_access).
        let setfacl = ["/usr/bin/setfacl", "/bin/setfacl"].first { FileManager.default.isExecutableFile(atPath: $0) }
        var aclSet = false
        if let setfacl {
            let process = try Process.run(URL(fileURLWithPath: setfacl), arguments: ["-m", "u:1234:rw", file.path])
            process.waitUntilExit()
            aclSet = process.terminationStatus == 0
            if !aclSet { print("FormatAttributesTests: setfacl failed here; the ACL is not checked") }
        } else {
            print("FormatAttributesTests: no setfacl; the ACL is not checked")
        }
        var before = stat()
        XCTAssertEqual(lstat(file.path, &before), 0)

        let run = try CLITests.cdm(["format", "Tagged.cdm"], in: folder)
        XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
        XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), formatted)
        var after = stat()
        XCTAssertEqual(lstat(file.path, &after), 0)
        XCTAssertNotEqual(before.st_ino, after.st_ino, "the file was replaced by a new one")
        XCTAssertEqual(attribute(file.path, key), "Red\n6", "the extended attribute is kept")
        XCTAssertEqual(after.st_mode & 0o7777, before.st_mode & 0o7777, "the mode (and with it the ACL's mask) is kept")
        #if !canImport(Darwin)
            if aclSet {
                XCTAssertNotNil(attribute(file.path, "system.posix_acl_access"), "the ACL is kept")
                let pipe = Pipe()
                let listing = Process()
                listing.executableURL = URL(fileURLWithPath: setfacl!.replacingOccurrences(of: "setfacl", with: "getfacl"))
                listing.arguments = ["-p", file.path]
                listing.standardOutput = pipe
                listing.standardError = FileHandle.nullDevice
                try listing.run()
                let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
                listing.waitUntilExit()
                XCTAssertTrue(text.contains("user:1234:rw-"), text)
            }
        #endif
    }
}
