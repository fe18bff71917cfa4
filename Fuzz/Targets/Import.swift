// Fuzz target `import`: Xcode `contents` XML, mutated byte by byte and element by element, through the importer.
//
// A custom mutator adds XML-aware edits to libFuzzer's byte edits: an attribute value replaced by a
// hostile one (empty, huge, non-numeric, another element's name, escaped quotes), an attribute
// dropped or copied to another element, an element line duplicated, deleted or moved. Checked:
// - the importer returns a result or an `ImportError`, never traps;
// - what it prints parses without a syntax error unless it warned that a name is not an identifier
//   (a soft finding: saved, the run goes on), and analyzing and formatting it never trap.

import CDMImport
import CDMModel
import CDMSyntax
import Foundation

@testable import CDMFeatures

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzImport(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = fuzzBytes(data, size)
    let result: ImportResult
    do {
        result = try XcodeImporter.importContents(Data(bytes), fileName: "Fuzz.xcdatamodel/contents")
    } catch is ImportError {
        return 0
    } catch {
        fuzzFail("the importer threw something other than an ImportError: \(error)")
    }
    let parsed = Parser.parse(result.cdmText)
    // A name that is not an identifier is imported as written, with a warning to rename it: only
    // text the importer vouches for must parse.
    let warnedAboutNames = result.warnings.contains { $0.contains("is not an identifier") }
    if let first = parsed.diagnostics.first, !warnedAboutNames {
        let message = "the imported text has a syntax error: \(first.message) at \(first.range)"
        fuzzSoftFailure("import-unparseable", message, input: bytes, key: String(first.message.prefix { $0 != "," && $0 != "'" }))
    }
    let analysis = Analyzer.analyze(parsed: parsed, defaultModelName: result.modelName)
    _ = SymbolIndex(analysis)
    let formatted = SourceFormatter.formatChecked(result.cdmText)
    if formatted.refused || formatted.text != result.cdmText {
        fuzzSoftFailure("import-not-formatted", "the imported text is not in the formatter's layout", input: bytes, key: formatted.refused ? "refused" : "changed")
    }
    return 0
}

// MARK: - XML-aware mutations

/// libFuzzer's own byte mutator, found at run time.
let byteMutator: (@convention(c) (UnsafeMutablePointer<UInt8>, Int, Int) -> Int)? = {
    guard let main = dlopen(nil, RTLD_NOW), let symbol = dlsym(main, "LLVMFuzzerMutate") else { return nil }
    return unsafeBitCast(symbol, to: (@convention(c) (UnsafeMutablePointer<UInt8>, Int, Int) -> Int).self)
}()

let hostileValues: [String] = [
    "", "YES", "NO", "0", "-1", "1.5", "99999999999999999999999", "-9223372036854775809", "1e309", "nan", "inf",
    "&quot;", "&lt;&gt;&amp;", "a b", "a\"b", "\\", "é😀", "🏳️‍🌈", "\u{7F}", "&#x1;", "&#xD800;", "Undefined",
    "Integer 16", "Integer 32", "Integer 64", "Decimal", "Double", "Float", "String", "Boolean", "Date", "Binary",
    "Transformable", "URI", "UUID", "ObjectID", "Composite", "Cascade", "Nullify", "Deny", "No Action", "class",
    "category", "entity", "model", "abstract", "fetched", "index", "true", "to", "self", "description", "Swift",
    "Objective-C", "NSSecureUnarchiveFromDataTransformer", "$(PRODUCT_MODULE_NAME).X", "0.0.1", "20000000000",
    "2001-01-01T00:00:00Z", "-978307200", String(repeating: "x", count: 300),
]

/// Ranges of every `="…"` attribute value in `text`.
func attributeValues(_ text: [UInt8]) -> [(name: Range<Int>, value: Range<Int>)] {
    var out: [(Range<Int>, Range<Int>)] = []
    var i = 0
    while i + 1 < text.count {
        if text[i] == UInt8(ascii: "="), text[i + 1] == UInt8(ascii: "\"") {
            var nameStart = i
            while nameStart > 0, text[nameStart - 1] != 0x20, text[nameStart - 1] != 0x0A, text[nameStart - 1] != 0x09 { nameStart -= 1 }
            var j = i + 2
            while j < text.count, text[j] != UInt8(ascii: "\"") { j += 1 }
            if j < text.count { out.append((nameStart..<i, (i + 2)..<j)) }
            i = j
        }
        i += 1
    }
    return out
}

func lines(_ text: [UInt8]) -> [Range<Int>] {
    var out: [Range<Int>] = []
    var start = 0
    for (i, b) in text.enumerated() where b == 0x0A {
        out.append(start..<(i + 1))
        start = i + 1
    }
    if start < text.count { out.append(start..<text.count) }
    return out
}

func xmlMutate(_ text: [UInt8], _ random: inout FuzzRandom) -> [UInt8] {
    var text = text
    let values = attributeValues(text)
    let lineRanges = lines(text)
    switch random.next() % 6 {
    case 0, 1:
        guard let v = values.randomElement(using: &random) else { return text }
        var replacement = hostileValues.randomElement(using: &random)!
        if random.next() % 3 == 0, let other = values.randomElement(using: &random) {
            replacement = String(decoding: text[other.value], as: UTF8.self)
        }
        let escaped = replacement.replacingOccurrences(of: "\"", with: "&quot;")
        text.replaceSubrange(v.value, with: Array(escaped.utf8))
    case 2:
        guard let v = values.randomElement(using: &random) else { return text }
        text.removeSubrange(v.name.lowerBound..<min(text.count, v.value.upperBound + 1))
    case 3:
        // An attribute copied into another element's start tag.
        guard let v = values.randomElement(using: &random), let line = lineRanges.randomElement(using: &random),
            let space = text[line].firstIndex(of: 0x20)
        else { return text }
        let attribute = Array(text[v.name.lowerBound..<min(text.count, v.value.upperBound + 1)]) + [0x20]
        text.insert(contentsOf: attribute, at: space + 1)
    case 4:
        guard let line = lineRanges.randomElement(using: &random) else { return text }
        let copy = Array(text[line])
        if random.next() & 1 == 0 {
            text.insert(contentsOf: copy, at: line.lowerBound)
        } else {
            text.removeSubrange(line)
        }
    default:
        guard lineRanges.count >= 2 else { return text }
        let a = lineRanges.randomElement(using: &random)!
        let moved = Array(text[a])
        text.removeSubrange(a)
        let targets = lines(text)
        let at = targets.randomElement(using: &random)?.lowerBound ?? 0
        text.insert(contentsOf: moved, at: at)
    }
    return text
}

@_cdecl("LLVMFuzzerCustomMutator")
public func customMutator(_ data: UnsafeMutablePointer<UInt8>, _ size: Int, _ maxSize: Int, _ seed: UInt32) -> Int {
    var random = FuzzRandom(seed: UInt64(seed))
    if random.next() % 3 == 0, let byteMutator {
        return byteMutator(data, size, maxSize)
    }
    var text = Array(UnsafeBufferPointer(start: data, count: size))
    for _ in 0..<(1 + random.next() % 3) { text = xmlMutate(text, &random) }
    if text.count > maxSize { text.removeLast(text.count - maxSize) }
    text.withUnsafeBufferPointer { data.update(from: $0.baseAddress!, count: $0.count) }
    return text.count
}
