// workspace/symbol without re-reading the workspace: the symbols of every .cdm file on disk, cached per file.

import CDMFeatures
import CDMModel
import CDMProtocol
import CDMSyntax
import Foundation

/// The symbols of the workspace's `.cdm` files as LSP symbols, each file parsed once and again only when
/// its size, modification time or inode changes (one `stat` a file a request), or when the client says
/// it changed (`workspace/didChangeWatchedFiles`). The list of files is found by walking the workspace,
/// again when the client reports a file created or deleted, and at most every `listLifetime` seconds
/// for clients that report nothing.
final class WorkspaceSymbolIndex {
    /// One symbol, as the client gets it, with what it is searched and sorted by.
    struct Entry {
        var item: WorkspaceSymbolItem
        var uri: String
        /// The file's path, for the index's entries (to leave out the files open in the editor).
        var path: String?
        /// `WorkspaceSymbols.searchKey(item.name)`.
        var key: [Unicode.Scalar]
        /// What the client is sent.
        var symbol: LSP.SymbolInformation

        init(item: WorkspaceSymbolItem, uri: String, path: String? = nil, location: LSP.Location) {
            self.item = item
            self.uri = uri
            self.path = path
            key = WorkspaceSymbols.searchKey(item.name)
            symbol = LSP.SymbolInformation(name: item.name, kind: LanguageServer.workspaceSymbolKind(item.kind), location: location, containerName: item.containerName)
        }

        /// Name order, then file and place: the order of equal matches.
        static func precedes(_ a: Entry, _ b: Entry) -> Bool {
            if a.item.name != b.item.name { return a.item.name < b.item.name }
            if a.uri != b.uri { return a.uri < b.uri }
            return a.item.range < b.item.range
        }
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
    /// Every cached entry in `Entry.precedes` order, made again when a file changes.
    private var sorted: [Entry]?
    private var list: [String]?
    private var listedAt = Date.distantPast
    let listLifetime: TimeInterval = 5
    /// How many files were read and analysed (for tests: a second request reads none).
    private(set) var filesAnalysed = 0

    /// The entries of every workspace file that `skip` does not name (the open documents), in
    /// `Entry.precedes` order.
    func entries(roots: [String], encoding: PositionEncoding, skip: Set<String>) -> [Entry] {
        if list == nil || Date().timeIntervalSince(listedAt) > listLifetime {
            list = Self.cdmFiles(under: roots)
            listedAt = Date()
            let listed = Set(list ?? [])
            let before = files.count
            files = files.filter { listed.contains($0.key) }
            if files.count != before { sorted = nil }
        }
        for path in list ?? [] {
            guard let stamp = Self.stamp(path) else {
                if files.removeValue(forKey: path) != nil { sorted = nil }
                continue
            }
            if let cached = files[path], cached.stamp == stamp { continue }
            // A file over the size limit is skipped unread.
            let entries = DocumentLimits.isTooLarge(Int(stamp.size)) ? [] : Self.read(path, encoding: encoding)
            files[path] = CachedFile(stamp: stamp, entries: entries)
            filesAnalysed += 1
            sorted = nil
        }
        if sorted == nil { sorted = files.values.flatMap(\.entries).sorted(by: Entry.precedes) }
        guard !skip.isEmpty else { return sorted ?? [] }
        return (sorted ?? []).filter { entry in entry.path.map { !skip.contains($0) } ?? true }
    }

    /// Forgets what it knows of `paths` (changed on disk); a created or deleted file also makes it list the
    /// workspace again.
    func invalidate(_ paths: [String], listChanged: Bool) {
        for path in paths where files.removeValue(forKey: path) != nil { sorted = nil }
        if listChanged { list = nil }
    }

    private static func read(_ path: String, encoding: PositionEncoding) -> [Entry] {
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else { return [] }
        let uri = URL(fileURLWithPath: path).absoluteString
        let analysis = Analyzer.analyze(text: text, defaultModelName: Document.modelName(for: uri))
        let converter = Converter(lineIndex: LineIndex(text), encoding: encoding)
        return WorkspaceSymbols.items(analysis.model).map { item in
            Entry(item: item, uri: uri, path: path, location: converter.location(uri, item.nameRange))
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
