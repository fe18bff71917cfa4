// workspace/symbol without re-reading the workspace: the symbols of every .cdm file on disk, cached per file.

import CDMFeatures
import CDMModel
import CDMProtocol
import CDMSyntax
import Foundation

/// The symbols of the workspace's `.cdm` files as LSP values, each file parsed once and again only when
/// its size, modification time or inode changes (one `stat` a file a request), or when the client says
/// it changed (`workspace/didChangeWatchedFiles`). The list of files is found by walking the workspace,
/// again when the client reports a file created or deleted, and at most every `listLifetime` seconds
/// for clients that report nothing.
final class WorkspaceSymbolIndex {
    /// One symbol, its location already converted for the client.
    struct Entry {
        var item: WorkspaceSymbolItem
        var uri: String
        var location: JSONValue
    }

    private struct FileStamp: Equatable {
        var size: Int64
        var seconds: Int
        var nanoseconds: Int
        var inode: UInt64
    }

    private struct CachedFile {
        var stamp: FileStamp
        var entries: [Entry]
    }

    private var files: [String: CachedFile] = [:]
    private var list: [String]?
    private var listedAt = Date.distantPast
    let listLifetime: TimeInterval = 5
    /// How many files were read and analysed (for tests: a second request reads none).
    private(set) var filesAnalysed = 0

    /// The cached entries of every workspace file that `skip` does not name (the open documents).
    func entries(roots: [String], encoding: PositionEncoding, skip: Set<String>) -> [Entry] {
        if list == nil || Date().timeIntervalSince(listedAt) > listLifetime {
            list = Self.cdmFiles(under: roots)
            listedAt = Date()
            let listed = Set(list ?? [])
            files = files.filter { listed.contains($0.key) }
        }
        var out: [Entry] = []
        for path in list ?? [] where !skip.contains(path) {
            guard let stamp = Self.stamp(path) else {
                files[path] = nil
                continue
            }
            if let cached = files[path], cached.stamp == stamp {
                out += cached.entries
                continue
            }
            let entries = Self.read(path, encoding: encoding)
            filesAnalysed += 1
            files[path] = CachedFile(stamp: stamp, entries: entries)
            out += entries
        }
        return out
    }

    /// Forgets what it knows of `paths` (changed on disk); a created or deleted file also makes it list the
    /// workspace again.
    func invalidate(_ paths: [String], listChanged: Bool) {
        for path in paths { files[path] = nil }
        if listChanged { list = nil }
    }

    private static func read(_ path: String, encoding: PositionEncoding) -> [Entry] {
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else { return [] }
        let uri = URL(fileURLWithPath: path).absoluteString
        let analysis = Analyzer.analyze(text: text, defaultModelName: Document.modelName(for: uri))
        let converter = Converter(lineIndex: LineIndex(text), encoding: encoding)
        return WorkspaceSymbols.items(analysis.model).map { item in
            Entry(item: item, uri: uri, location: ["uri": .string(uri), "range": converter.range(item.nameRange)])
        }
    }

    private static func stamp(_ path: String) -> FileStamp? {
        var info = stat()
        guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        #if canImport(Darwin)
            let time = info.st_mtimespec
        #else
            let time = info.st_mtim
        #endif
        return FileStamp(size: Int64(info.st_size), seconds: Int(time.tv_sec), nanoseconds: Int(time.tv_nsec), inode: UInt64(info.st_ino))
    }

    /// The `.cdm` files under `roots`, skipping hidden folders, packages, build folders and `node_modules`;
    /// at most 2,000.
    static func cdmFiles(under roots: [String]) -> [String] {
        var out: [String] = []
        for root in Set(roots).sorted() {
            guard
                let walker = FileManager.default.enumerator(
                    at: URL(fileURLWithPath: root), includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles, .skipsPackageDescendants])
            else { continue }
            for case let url as URL in walker {
                let name = url.lastPathComponent
                if name == "node_modules" || name.hasPrefix(".build") || name == "DerivedData" {
                    walker.skipDescendants()
                    continue
                }
                if url.pathExtension == "cdm" { out.append(url.standardizedFileURL.path) }
                if out.count >= 2000 { return out }
            }
        }
        return out
    }
}
