// The largest model text cdm analyses: past it the language server and the command line refuse the file with a clear message instead of running out of memory.

import CDMSyntax

/// The size limit on a `.cdm` text, shared by `cdm lsp` and the `cdm` commands (docs/reliability.md).
///
/// A model costs the server about 40 times its size once parsed, analysed and indexed (a 59 MB
/// file took 4.6 GB and 36 s before there was a limit); real models are kilobytes, the largest
/// of the Xcode corpus 16 KB. 16 MiB leaves room for generated models thousands of times larger.
public enum DocumentLimits {
    /// The most bytes of UTF-8 a model may have.
    public static let maxBytes = 16 << 20

    /// Whether a text of `bytes` bytes is over the limit.
    public static func isTooLarge(_ bytes: Int) -> Bool { bytes > maxBytes }

    /// "is 57.0 MB; cdm reads models up to 16 MB": the reason, for a message that names the file.
    public static func reason(bytes: Int) -> String {
        "is \(megabytes(bytes)) (\(bytes) bytes); cdm reads models up to \(megabytes(maxBytes)) (\(maxBytes) bytes): split it into several files, or generate less of it"
    }

    /// The diagnostic the language server publishes for a document over the limit, at its start.
    public static func diagnostic(bytes: Int) -> Diagnostic {
        Diagnostic(.documentTooLarge, "this file \(reason(bytes: bytes)); it is not analysed until it is smaller", at: TextRange(start: 0, end: 0))
    }

    static func megabytes(_ bytes: Int) -> String {
        let mb = Double(bytes) / 1_048_576
        return mb == mb.rounded() ? "\(Int(mb)) MB" : "\((mb * 10).rounded() / 10) MB"
    }
}

extension DiagnosticCode {
    /// Codes about the file as a whole, reported before or after analysis (no example text of a
    /// reasonable size shows them).
    public var isAboutTheWholeFile: Bool { self == .documentTooLarge || self == .tooManyDiagnostics }
}
