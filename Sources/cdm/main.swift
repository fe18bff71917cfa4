// The `cdm` command: check, generate, format, import and the language server, dispatched by subcommand.

import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
exit(CLI.run(arguments))
