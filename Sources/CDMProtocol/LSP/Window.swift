// LSP 3.17 window features: messages, logging, showDocument and work-done progress.

extension LSP {
    /// Values of a message's `type`.
    public enum MessageType {
        public static let error = 1
        public static let warning = 2
        public static let info = 3
        public static let log = 4
        public static let debug = 5
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

    /// A button of `window/showMessageRequest`; the chosen one is the result.
    public struct MessageActionItem: Codable, Sendable, Hashable {
        public var title: String

        public init(title: String) {
            self.title = title
        }
    }

    /// Params of `window/showMessageRequest`.
    public struct ShowMessageRequestParams: Codable, Sendable, Hashable {
        public var type: Int
        public var message: String
        public var actions: [MessageActionItem]?

        public init(type: Int, message: String, actions: [MessageActionItem]? = nil) {
            self.type = type
            self.message = message
            self.actions = actions
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
        /// Open in an external program (e.g. a browser).
        public var external: Bool?
        public var takeFocus: Bool?
        public var selection: Range?

        public init(
            uri: DocumentURI, external: Bool? = nil, takeFocus: Bool? = nil, selection: Range? = nil
        ) {
            self.uri = uri
            self.external = external
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

    /// Params of `window/workDoneProgress/cancel`.
    public struct WorkDoneProgressCancelParams: Codable, Sendable, Hashable {
        public var token: ProgressToken

        public init(token: ProgressToken) {
            self.token = token
        }
    }

    /// Params of `$/progress`; `value` is e.g. an encoded ``WorkDoneProgressBegin``.
    public struct ProgressParams: Codable, Sendable, Hashable {
        public var token: ProgressToken
        public var value: JSONValue

        public init(token: ProgressToken, value: JSONValue) {
            self.token = token
            self.value = value
        }

        /// Wraps any progress payload (begin/report/end).
        public init<Value: Encodable>(token: ProgressToken, encoding value: Value) throws {
            self.init(token: token, value: try JSONValue(encoding: value))
        }
    }

    /// The first `$/progress` value: `kind` is always `"begin"`.
    public struct WorkDoneProgressBegin: Codable, Sendable, Hashable {
        public var kind: String
        public var title: String
        public var cancellable: Bool?
        public var message: String?
        /// 0...100.
        public var percentage: Int?

        public init(
            title: String, cancellable: Bool? = nil, message: String? = nil, percentage: Int? = nil
        ) {
            self.kind = "begin"
            self.title = title
            self.cancellable = cancellable
            self.message = message
            self.percentage = percentage
        }
    }

    /// An intermediate `$/progress` value: `kind` is always `"report"`.
    public struct WorkDoneProgressReport: Codable, Sendable, Hashable {
        public var kind: String
        public var cancellable: Bool?
        public var message: String?
        /// 0...100.
        public var percentage: Int?

        public init(cancellable: Bool? = nil, message: String? = nil, percentage: Int? = nil) {
            self.kind = "report"
            self.cancellable = cancellable
            self.message = message
            self.percentage = percentage
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
