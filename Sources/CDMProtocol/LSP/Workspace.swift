// LSP 3.17 workspace features: symbols, commands, configuration, watched files, registration.

extension LSP {
    /// Params of `workspace/symbol`.
    public struct WorkspaceSymbolParams: Codable, Sendable, Hashable {
        public var query: String

        public init(query: String) {
            self.query = query
        }
    }

    /// Params of `workspace/executeCommand`; the arguments are any JSON (`LSPAny`) until the
    /// command's own decoding gives them types.
    public struct ExecuteCommandParams: Codable, Sendable, Hashable {
        public var command: String
        public var arguments: [JSONValue]?

        public init(command: String, arguments: [JSONValue]? = nil) {
            self.command = command
            self.arguments = arguments
        }
    }

    /// One entry of a `workspace/configuration` request.
    public struct ConfigurationItem: Codable, Sendable, Hashable {
        public var section: String?

        public init(section: String? = nil) {
            self.section = section
        }
    }

    /// Params of the server-to-client `workspace/configuration` request; the result is an array
    /// with one value per item.
    public struct ConfigurationParams: Codable, Sendable, Hashable {
        public var items: [ConfigurationItem]

        public init(items: [ConfigurationItem]) {
            self.items = items
        }
    }

    /// Params of `workspace/didChangeConfiguration`; `Settings` is the server's own type for them.
    public struct DidChangeConfigurationParams<Settings: Codable & Sendable & Hashable>: Codable, Sendable,
        Hashable
    {
        public var settings: Settings?

        public init(settings: Settings? = nil) {
            self.settings = settings
        }
    }

    /// Values of ``FileEvent/type``.
    public enum FileChangeType {
        public static let created = 1
        public static let changed = 2
        public static let deleted = 3
    }

    /// A watched file changed.
    public struct FileEvent: Codable, Sendable, Hashable {
        public var uri: DocumentURI
        /// A ``FileChangeType`` value.
        public var type: Int

        public init(uri: DocumentURI, type: Int) {
            self.uri = uri
            self.type = type
        }
    }

    /// Params of `workspace/didChangeWatchedFiles`.
    public struct DidChangeWatchedFilesParams: Codable, Sendable, Hashable {
        public var changes: [FileEvent]

        public init(changes: [FileEvent]) {
            self.changes = changes
        }
    }

    /// A glob of files to watch.
    public struct FileSystemWatcher: Codable, Sendable, Hashable {
        public var globPattern: String

        public init(globPattern: String) {
            self.globPattern = globPattern
        }
    }

    /// The `registerOptions` of a `workspace/didChangeWatchedFiles` registration.
    public struct DidChangeWatchedFilesRegistrationOptions: Codable, Sendable, Hashable {
        public var watchers: [FileSystemWatcher]

        public init(watchers: [FileSystemWatcher]) {
            self.watchers = watchers
        }
    }

    /// One dynamic capability registration (cdm registers only watched files).
    public struct Registration: Codable, Sendable, Hashable {
        public var id: String
        public var method: String
        public var registerOptions: DidChangeWatchedFilesRegistrationOptions?

        public init(id: String, method: String, registerOptions: DidChangeWatchedFilesRegistrationOptions? = nil) {
            self.id = id
            self.method = method
            self.registerOptions = registerOptions
        }
    }

    /// Params of the server-to-client `client/registerCapability` request.
    public struct RegistrationParams: Codable, Sendable, Hashable {
        public var registrations: [Registration]

        public init(registrations: [Registration]) {
            self.registrations = registrations
        }
    }
}
