// `cdm lsp`: runs the language server on stdin/stdout.

import CDMProtocol
import CDMServer
import Foundation

enum LSPCommand {
    static let help = """
        OVERVIEW: Run the cdm language server (LSP 3.17, JSON-RPC over stdin/stdout).

        USAGE: cdm lsp

        Editors start this command; logs go to stderr. See docs/lsp.md.

        """

    static func run(_ args: [String]) -> Int32 {
        MessageWriter.ignoreSIGPIPE()
        let server = LanguageServer(output: MessageWriter(fd: STDOUT_FILENO))
        return server.run(input: FileDescriptorSource(fd: STDIN_FILENO))
    }
}
