// Files on disk through opened folders: every read, write, rename and delete is relative to a folder descriptor and never follows a link.

import CDMGenerators
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why a file could not be read, written or replaced; `message` follows the file's path
/// (`Model.cdm: is read-only …`), lower-case, in the CLI's style.
public struct FileError: Error, Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// The path names nothing.
        case missing
        /// The path names a folder where a file is expected.
        case folder
        /// The file exists and may not be replaced (not ours, read-only, linked, a symbolic link…).
        case refused
        /// A system call failed (permissions, a full disk…).
        case failed
    }

    public var kind: Kind
    public var message: String

    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    /// A failure with the system's reason for `errno`.
    static func system(_ what: String, _ code: Int32 = errno) -> FileError {
        FileError(code == ENOENT ? .missing : .failed, "\(what) (\(String(cString: strerror(code))))")
    }
}

/// An opened folder. Everything it does is relative to its descriptor (`openat`, `mkdirat`,
/// `fstatat`, `renameat`, `linkat`, `unlinkat`), and no name is followed when it is a symbolic link
/// (`O_NOFOLLOW`, `AT_SYMLINK_NOFOLLOW`): once a folder is open, renaming it or swapping it (or
/// any folder above it) for a link cannot redirect what happens in it.
final class Folder {
    let fd: Int32
    /// The folder's path, for messages only: never opened again.
    let path: String

    private init(fd: Int32, path: String) {
        self.fd = fd
        self.path = path
    }

    deinit { close(fd) }

    /// Opens `path` (`""` is the current folder), following symbolic links: a path the user named.
    static func open(_ path: String) throws(FileError) -> Folder {
        let fd = systemOpen(path.isEmpty ? "." : path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else {
            throw errno == ENOTDIR ? FileError(.refused, "'\(path)' is not a folder") : .system("cannot open the folder '\(path)'")
        }
        return Folder(fd: fd, path: path)
    }

    /// Opens the folder `name` in this one without following a link; with `create`, makes it first
    /// when it is missing (mode 0777 less the umask, as `mkdir` does).
    func child(_ name: String, create: Bool) throws(FileError) -> Folder {
        let childPath = path.isEmpty ? name : (path.hasSuffix("/") ? path + name : path + "/" + name)
        var fd = openat(self.fd, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        if fd < 0 && errno == ENOENT && create {
            if mkdirat(self.fd, name, 0o777) != 0 && errno != EEXIST { throw .system("cannot create the folder '\(childPath)'") }
            fd = openat(self.fd, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        }
        guard fd >= 0 else {
            let code = errno
            if code == ELOOP || code == ENOTDIR || code == EMLINK {
                throw FileError(.refused, "'\(childPath)' is no longer a folder (a symbolic link or a file is in its place)")
            }
            throw .system("cannot open the folder '\(childPath)'", code)
        }
        return Folder(fd: fd, path: childPath)
    }

    /// The status of `name` itself (a link is not followed), or nil when there is nothing.
    func status(_ name: String) -> stat? {
        var st = stat()
        return fstatat(fd, name, &st, AT_SYMLINK_NOFOLLOW) == 0 ? st : nil
    }

    /// The names in this folder (without `.` and `..`), read through a duplicate of its descriptor;
    /// empty when it cannot be read. `fdopendir`, `readdir` and `dirent.d_name` are in both Darwin's
    /// and glibc's `<dirent.h>`.
    func names() -> [String] {
        let copy = dup(fd)
        guard copy >= 0 else { return [] }
        guard let stream = fdopendir(copy) else {
            close(copy)
            return []
        }
        defer { closedir(stream) }
        rewinddir(stream)
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    /// The target of the symbolic link `name`, when it is one.
    func linkTarget(_ name: String) -> String? {
        var buffer = [CChar](repeating: 0, count: 4097)
        let n = readlinkat(fd, name, &buffer, 4096)
        guard n >= 0 else { return nil }
        return String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The regular file `name` (never through a link): its status and its first `limit` bytes (all without a limit).
    func read(_ name: String, limit: Int? = nil) throws(FileError) -> (data: Data, status: stat) {
        let file = openat(fd, name, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
        guard file >= 0 else {
            let code = errno
            if code == ELOOP { throw FileError(.refused, "is a symbolic link") }
            if code == EISDIR { throw FileError(.folder, "is a folder") }
            throw .system("cannot be read", code)
        }
        defer { close(file) }
        var st = stat()
        guard fstat(file, &st) == 0 else { throw .system("cannot be read") }
        switch st.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw FileError(.folder, "is a folder")
        default: throw FileError(.refused, "is not a regular file")
        }
        var data = Data()
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while limit.map({ data.count < $0 }) ?? true {
            let wanted = min(chunk.count, limit.map { $0 - data.count } ?? chunk.count)
            let n = chunk.withUnsafeMutableBytes { systemRead(file, $0.baseAddress, wanted) }
            if n < 0 {
                if errno == EINTR { continue }
                throw .system("cannot be read")
            }
            if n == 0 { break }
            data.append(contentsOf: chunk[0..<n])
        }
        return (data, st)
    }

    /// What to do with the owner of a file that is replaced.
    enum Owner {
        /// Give the new file the old one's owner and group when the process may; else leave them.
        case keepIfPossible
        /// Give the new file the old one's owner and group, or refuse to replace it.
        case keep
    }

    nonisolated(unsafe) static var temporaryCounter = 0
    static let temporaryLock = NSLock()

    /// Writes `bytes` to a new temporary file in this folder, then puts it at `name`, so that a
    /// reader sees the old text or the new one, never a mix, and a failed write leaves the old file.
    ///
    /// - `replacing: nil`: `name` must not exist, and nothing that appears there meanwhile is replaced
    ///   (the temporary file is hard-linked to `name`, which fails when the name is taken).
    /// - `replacing: status`: `name` must still be that very file (device, inode, size and
    ///   modification time, as read by the caller); the new file gets its permissions (and its owner,
    ///   per `owner`) and is renamed over it.
    /// - `sync`: the data reaches the disk before the rename (for a user's own file): `flush`.
    /// - `keepAttributes`: the new file gets the old one's extended attributes and ACLs (`copyAttributes`).
    func put(_ bytes: [UInt8], at name: String, replacing old: stat?, owner: Owner = .keepIfPossible, sync: Bool = false, keepAttributes: Bool = false) throws(FileError) {
        var file: Int32 = -1
        var temporary = ""
        // A short stem keeps the temporary name within NAME_MAX.
        let stem = String(decoding: Array(name.utf8.prefix(180)), as: UTF8.self)
        for _ in 0..<100 {
            let n = Self.temporaryLock.withLock {
                Self.temporaryCounter += 1
                return Self.temporaryCounter
            }
            temporary = ".\(stem).cdm-\(getpid())-\(n).tmp"
            // A replacement starts private and gets the old file's mode once written, so that the
            // text of a private file is never readable by others, even for a moment.
            file = openat(fd, temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, old == nil ? 0o666 : 0o600)
            if file >= 0 || errno != EEXIST { break }
        }
        guard file >= 0 else { throw .system("cannot create a temporary file in '\(path.isEmpty ? "." : path)'") }
        var closed = false
        func discard(_ error: FileError) -> FileError {
            if !closed { close(file) }
            unlinkat(fd, temporary, 0)
            return error
        }
        var written = 0
        while written < bytes.count {
            let n = bytes[written...].withUnsafeBytes { systemWrite(file, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw discard(.system("cannot write the temporary file"))
            }
            written += n
        }
        if keepAttributes && old != nil {
            do throws(FileError) {
                try copyAttributes(of: name, to: file)
            } catch {
                throw discard(error)
            }
        }
        if let old {
            fchmod(file, old.st_mode & 0o7777)
            if old.st_uid != geteuid() || old.st_gid != getegid() {
                if fchown(file, old.st_uid, old.st_gid) != 0 && owner == .keep {
                    throw discard(
                        FileError(
                            .refused,
                            "is owned by user \(old.st_uid) and group \(old.st_gid), which cdm may not give the rewritten file (rewriting would change its owner), so it is left as it is"
                        ))
                }
                // The owner's change may clear set-user-ID bits: set the mode again.
                fchmod(file, old.st_mode & 0o7777)
            }
        }
        if sync && Self.flush(file) != 0 { throw discard(.system("cannot write the temporary file")) }
        // A full disk can surface only when the file is closed (network file systems).
        closed = true
        if close(file) != 0 { throw discard(.system("cannot write the temporary file")) }

        if let old {
            guard let now = status(name), Self.sameFile(now, old) else {
                throw discard(FileError(.refused, "changed while cdm was writing it; nothing was written"))
            }
            if renameat(fd, temporary, fd, name) != 0 { throw discard(.system("cannot move the temporary file into place")) }
        } else {
            if linkat(fd, temporary, fd, name, 0) == 0 {
                unlinkat(fd, temporary, 0)
            } else if errno == EEXIST {
                throw discard(FileError(.refused, "appeared while cdm was writing it; it was not replaced"))
            } else {
                // A file system without hard links: check, then rename (a narrower guarantee).
                guard status(name) == nil else {
                    throw discard(FileError(.refused, "appeared while cdm was writing it; it was not replaced"))
                }
                if renameat(fd, temporary, fd, name) != 0 { throw discard(.system("cannot move the temporary file into place")) }
            }
        }
        if sync { _ = Self.flush(fd) }
    }

    /// Flushes the file `fd` to the disk. On Darwin `fsync` only hands the data to the drive, whose
    /// cache may lose it on power loss; `fcntl(F_FULLFSYNC)` flushes that cache too, and when the file
    /// system does not support it (it fails), `fsync` is what is left, as SQLite's `full_fsync` does.
    /// (The Darwin overlay declares `fcntl(_ fd: Int32, _ cmd: Int32) -> Int32`; `F_FULLFSYNC` is in
    /// <sys/fcntl.h>.)
    static func flush(_ fd: Int32) -> Int32 {
        #if canImport(Darwin)
            if fcntl(fd, F_FULLFSYNC) == 0 { return 0 }
        #endif
        return fsync(fd)
    }

    /// Gives the open file `file` the extended attributes of the file `name` in this folder (Finder
    /// tags, the quarantine flag) and its ACLs. Linux keeps POSIX ACLs as the extended attributes
    /// `system.posix_acl_access`/`_default`, so copying every attribute copies them; a file system
    /// without extended attributes has nothing to copy. On Darwin, `fcopyfile` copies both, as
    /// declared in <copyfile.h>: `int fcopyfile(int from_fd, int to_fd, copyfile_state_t,
    /// copyfile_flags_t flags)`, `typedef uint32_t copyfile_flags_t`, `COPYFILE_ACL (1<<0)`,
    /// `COPYFILE_XATTR (1<<2)` (checked against Apple's copyfile.h).
    func copyAttributes(of name: String, to file: Int32) throws(FileError) {
        let source = openat(fd, name, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
        guard source >= 0 else { throw .system("cannot be read to keep its extended attributes") }
        defer { close(source) }
        #if canImport(Darwin)
            if fcopyfile(source, file, nil, copyfile_flags_t(COPYFILE_ACL | COPYFILE_XATTR)) != 0 {
                throw .system("cannot keep its extended attributes and ACL, so it is left as it is")
            }
        #else
            guard let flistxattr = Xattr.list, let fgetxattr = Xattr.get, let fsetxattr = Xattr.set else { return }
            var names = [CChar]()
            while true {
                let size = flistxattr(source, nil, 0)
                if size < 0 && (errno == ENOTSUP || errno == EOPNOTSUPP) { return }
                guard size >= 0 else { throw .system("cannot list its extended attributes") }
                if size == 0 { return }
                names = [CChar](repeating: 0, count: size)
                let listed = flistxattr(source, &names, size)
                if listed >= 0 {
                    names.removeSubrange(listed...)
                    break
                }
                // ERANGE: an attribute was added meanwhile; list again.
                guard errno == ERANGE else { throw .system("cannot list its extended attributes") }
            }
            for attribute in names.split(separator: 0) {
                let key = String(decoding: attribute.map { UInt8(bitPattern: $0) }, as: UTF8.self)
                let length = fgetxattr(source, key, nil, 0)
                guard length >= 0 else { throw .system("cannot read its extended attribute '\(key)'") }
                var value = [UInt8](repeating: 0, count: length)
                let read = fgetxattr(source, key, &value, length)
                guard read >= 0 else { throw .system("cannot read its extended attribute '\(key)'") }
                if fsetxattr(file, key, value, read, 0) != 0 {
                    throw .system("cannot keep its extended attribute '\(key)' (so it is left as it is)")
                }
            }
        #endif
    }

    /// Deletes the file `name` (a symbolic link itself, never what it names).
    func remove(_ name: String) throws(FileError) {
        if unlinkat(fd, name, 0) != 0 { throw .system("cannot delete it") }
    }

    /// Gives the file `onDisk` the name `name`, which differs from it only by case and names the same
    /// file (a case-insensitive file system such as APFS): `renameat` of a file onto its own name in
    /// another case changes the case there.
    func changeCase(_ onDisk: String, to name: String) throws(FileError) {
        guard let old = status(onDisk), let new = status(name), FileIdentity(old) == FileIdentity(new) else {
            throw FileError(.refused, "changed while cdm was renaming '\(onDisk)' to it; it was left as it is")
        }
        if renameat(fd, onDisk, fd, name) != 0 { throw .system("cannot rename '\(onDisk)' to it") }
    }

    /// Whether two statuses describe the same, unmodified file.
    static func sameFile(_ a: stat, _ b: stat) -> Bool {
        #if canImport(Darwin)
            let times = a.st_mtimespec.tv_sec == b.st_mtimespec.tv_sec && a.st_mtimespec.tv_nsec == b.st_mtimespec.tv_nsec
        #else
            let times = a.st_mtim.tv_sec == b.st_mtim.tv_sec && a.st_mtim.tv_nsec == b.st_mtim.tv_nsec
        #endif
        return FileIdentity(a) == FileIdentity(b) && a.st_size == b.st_size && times && (a.st_mode & S_IFMT) == S_IFREG
    }
}

/// What makes a file the file it is: its device and inode, whatever name reached it. Two names are
/// one file when their identities are equal (on a case-insensitive file system, `Item` and `item`
/// are), which comparing the names cannot tell.
struct FileIdentity: Hashable {
    var device: UInt64
    var inode: UInt64

    init(_ status: stat) {
        device = UInt64(truncatingIfNeeded: status.st_dev)
        inode = UInt64(truncatingIfNeeded: status.st_ino)
    }
}

#if !canImport(Darwin)
    /// The C library's extended-attribute calls on a descriptor (<sys/xattr.h>), which the Glibc
    /// module does not import: looked up by name, with their C signatures; nil where there are none.
    enum Xattr {
        typealias List = @convention(c) (Int32, UnsafeMutablePointer<CChar>?, Int) -> Int
        typealias Get = @convention(c) (Int32, UnsafePointer<CChar>, UnsafeMutableRawPointer?, Int) -> Int
        typealias Set = @convention(c) (Int32, UnsafePointer<CChar>, UnsafeRawPointer?, Int, Int32) -> Int32

        static func symbol<T>(_ name: String, as type: T.Type) -> T? {
            dlsym(dlopen(nil, RTLD_NOW), name).map { unsafeBitCast($0, to: type) }
        }

        static let list = symbol("flistxattr", as: List.self)
        static let get = symbol("fgetxattr", as: Get.self)
        static let set = symbol("fsetxattr", as: Set.self)
    }
#endif

/// The C library's `open`, `read` and `write`, named so that they do not clash with `Folder`'s methods.
private func systemOpen(_ path: String, _ flags: Int32) -> Int32 { open(path, flags) }
private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int { read(fd, buffer, count) }
private func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int { write(fd, buffer, count) }

/// The files the command line writes for the user: one output file (`cdm diagram -o`, `cdm import -o`)
/// and a `.cdm` file rewritten in place (`cdm format`).
public enum SafeFile {
    /// Which existing file an output may replace.
    public enum Existing: Sendable, Equatable {
        /// Only a regular file that carries cdm's generated-file header (`GeneratedHeader`).
        case generatedByCdm
        /// Any regular file, when `force` is given; else nothing.
        case anyWhenForced(Bool)
    }

    /// Writes `text` to `path`, a path the user named (absolute or relative, anywhere): a new file,
    /// or a replacement of a file that `existing` allows, keeping its permissions. Never writes
    /// through or replaces a symbolic link (dangling or not), a folder or a device.
    public static func writeOutput(_ text: String, to path: String, existing: Existing, sync: Bool = false) throws(FileError) {
        let (folder, name) = try open(path)
        let replacing = try examine(name, in: folder, existing: existing)
        try folder.put(Array(text.utf8), at: name, replacing: replacing, sync: sync)
    }

    /// Why `writeOutput` would refuse `path` now (checked before a long computation), or nil.
    public static func refusal(for path: String, existing: Existing) -> FileError? {
        do throws(FileError) {
            let (folder, name) = try open(path)
            _ = try examine(name, in: folder, existing: existing)
            return nil
        } catch {
            return error
        }
    }

    /// The folder of the output `path` (following links: the user named it) and the file's name.
    static func open(_ path: String) throws(FileError) -> (Folder, String) {
        let (folderPath, name) = split(path)
        guard !name.isEmpty, name != ".", name != "..", !path.hasSuffix("/") else { throw FileError(.folder, "is a folder, not a file") }
        return (try Folder.open(folderPath), name)
    }

    /// The status of the file at `name` that may be replaced, nil when there is none, or why not.
    static func examine(_ name: String, in folder: Folder, existing: Existing) throws(FileError) -> stat? {
        guard let st = folder.status(name) else { return nil }
        switch st.st_mode & S_IFMT {
        case S_IFLNK:
            let target = folder.linkTarget(name).map { " to '\($0)'" } ?? ""
            var followed = stat()
            let dangling = fstatat(folder.fd, name, &followed, 0) != 0
            throw FileError(
                .refused,
                "is a symbolic link\(target)\(dangling ? ", which leads nowhere" : ""); cdm neither writes through a link nor replaces one (give the path of a file, or remove the link)"
            )
        case S_IFDIR:
            throw FileError(.folder, "is a folder, not a file")
        case S_IFREG:
            break
        default:
            throw FileError(.refused, "is not a regular file; it was not replaced")
        }
        switch existing {
        case .generatedByCdm:
            let (data, status) = try folder.read(name, limit: 4096)
            guard GeneratedHeader.isGenerated(String(decoding: data, as: UTF8.self)) else {
                throw FileError(
                    .refused,
                    "exists and was not generated by cdm (no '\(GeneratedHeader.marker)' header in its first lines), so it is yours; move or delete it to write here")
            }
            return status
        case .anyWhenForced(let force):
            guard force else { throw FileError(.refused, "already exists; pass --force to replace it") }
            return try folder.read(name, limit: 0).status
        }
    }

    /// A user's file read for rewriting in place (`cdm format`): its bytes, and what is needed to
    /// replace exactly that file later.
    public final class Rewrite {
        public let data: Data
        let folder: Folder
        let name: String
        let status: stat

        init(data: Data, folder: Folder, name: String, status: stat) {
            self.data = data
            self.folder = folder
            self.name = name
            self.status = status
        }

        /// Replaces the file's text, keeping its permissions, owner, extended attributes and ACLs
        /// (Finder tags, quarantine), through a temporary file in its folder renamed over it (flushed
        /// to the disk first, with `F_FULLFSYNC` on Darwin). Refuses:
        /// - a read-only file: one with no write permission bit at all, or that the user may not
        ///   write (vim's rule, which holds for root too, who may write anything);
        /// - a file with more than one hard link: renaming a new file over one name would turn the
        ///   others into a separate, old copy;
        /// - a file whose owner the process cannot give back (another user's file in a shared folder);
        /// - a file that changed since it was read.
        public func replace(with text: String) throws(FileError) {
            if status.st_mode & 0o222 == 0 || faccessat(folder.fd, name, W_OK, 0) != 0 {
                throw FileError(.refused, "is read-only (no write permission); cdm does not rewrite read-only files")
            }
            if status.st_nlink > 1 {
                throw FileError(
                    .refused,
                    "has \(status.st_nlink) hard links; rewriting it would leave the other links with the old text, so it is left as it is (format a copy, or remove the other links)"
                )
            }
            try folder.put(Array(text.utf8), at: name, replacing: status, owner: .keep, sync: true, keepAttributes: true)
        }
    }

    /// Reads the file at `path` for rewriting. A symbolic link is followed once, here, to the file
    /// it names (the file is rewritten, the link stays); after that, the file is only reached through
    /// its opened folder and never through a link.
    public static func openForRewrite(_ path: String) throws(FileError) -> Rewrite {
        var real = path
        if let resolved = realpath(path, nil) {
            real = String(cString: resolved)
            free(resolved)
        } else if errno == ENOENT {
            throw FileError(.missing, "no such file")
        }
        let (folderPath, name) = split(real)
        guard !name.isEmpty, name != ".", name != ".." else { throw FileError(.folder, "is a folder") }
        let folder = try Folder.open(folderPath)
        let (data, status) = try folder.read(name)
        return Rewrite(data: data, folder: folder, name: name, status: status)
    }

    /// The folder part of `path` (`""` for a bare name, `/` for a name at the root) and its last component.
    static func split(_ path: String) -> (folder: String, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return ("", path) }
        let name = String(path[path.index(after: slash)...])
        return (slash == path.startIndex ? "/" : String(path[..<slash]), name)
    }
}
