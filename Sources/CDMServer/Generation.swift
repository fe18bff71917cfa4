// Code generation from the server: the `cdm.generate` command and generate-on-save.

import CDMModel
import CDMProtocol
import Foundation

extension LanguageServer {
    func generateOnSaveIfWanted(_ uri: String) {
        guard generateOnSave, let doc = documents[uri], !doc.analysis.model.generates.isEmpty else { return }
        Log.write("generate on save for \(uri) is not available yet")
    }
}
