// LSP 3.17 window features: messages, logging, showDocument and work-done progress.

extension LSP {
    /// Values of a message's `type`.
    public enum MessageType {
        public static let error = 1
        public static let warning = 2
        public static let info = 3
    }

    /// Params of `window/showMessage`.
    public struct ShowMessageParams: Codable, Sendable, Hashable {
        /// A ``MessageType`` value.
        public var type: Int
        public var message: String

        public init(type: Int, message: String) {
            self.type = type
            self.message = message
        }
    }

    /// Params of `window/logMessage`.
    public struct LogMessageParams: Codable, Sendable, Hashable {
        /// A ``MessageType`` value.
        public var type: Int
        public var message: String

        public init(type: Int, message: String) {
            self.type = type
            self.message = message
        }
    }

    /// Params of `window/showDocument`.
    public struct ShowDocumentParams: Codable, Sendable, Hashable {
        public var uri: DocumentURI
        public var takeFocus: Bool?
        public var selection: Range?

        public init(uri: DocumentURI, takeFocus: Bool? = nil, selection: Range? = nil) {
            self.uri = uri
            self.takeFocus = takeFocus
            self.selection = selection
        }
    }

    /// Result of `window/showDocument`.
    public struct ShowDocumentResult: Codable, Sendable, Hashable {
        public var success: Bool

        public init(success: Bool) {
            self.success = success
        }
    }

    /// Params of `window/workDoneProgress/create`.
    public struct WorkDoneProgressCreateParams: Codable, Sendable, Hashable {
        public var token: ProgressToken

        public init(token: ProgressToken) {
            self.token = token
        }
    }

    /// Params of `$/progress`; `value` is a ``WorkDoneProgressBegin`` or ``WorkDoneProgressEnd``.
    public struct ProgressParams<Value: Codable & Sendable & Hashable>: Codable, Sendable, Hashable {
        public var token: ProgressToken
        public var value: Value

        public init(token: ProgressToken, value: Value) {
            self.token = token
            self.value = value
        }
    }

    /// The first `$/progress` value: `kind` is always `"begin"`.
    public struct WorkDoneProgressBegin: Codable, Sendable, Hashable {
        public var kind: String
        public var title: String
        public var cancellable: Bool?

        public init(title: String, cancellable: Bool? = nil) {
            self.kind = "begin"
            self.title = title
            self.cancellable = cancellable
        }
    }

    /// The last `$/progress` value: `kind` is always `"end"`.
    public struct WorkDoneProgressEnd: Codable, Sendable, Hashable {
        public var kind: String
        public var message: String?

        public init(message: String? = nil) {
            self.kind = "end"
            self.message = message
        }
    }
}
