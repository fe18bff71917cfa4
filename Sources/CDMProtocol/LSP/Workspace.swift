// LSP 3.17 workspace features: symbols, commands, configuration, file events, edits, registration.

extension LSP {
    /// Params of `workspace/symbol`.
    public struct WorkspaceSymbolParams: Codable, Sendable, Hashable {
        public var query: String

        public init(query: String) {
            self.query = query
        }
    }

    /// One result of `workspace/symbol`.
    public struct WorkspaceSymbol: Codable, Sendable, Hashable {
        public var name: String
        /// A ``SymbolKind`` value.
        public var kind: Int
        public var tags: [Int]?
        public var containerName: String?
        public var location: Location
        public var data: JSONValue?

        public init(
            name: String, kind: Int, tags: [Int]? = nil, containerName: String? = nil, location: Location,
            data: JSONValue? = nil
        ) {
            self.name = name
            self.kind = kind
            self.tags = tags
            self.containerName = containerName
            self.location = location
            self.data = data
        }
    }

    /// Params of `workspace/executeCommand`.
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
        public var scopeUri: DocumentURI?
        public var section: String?

        public init(scopeUri: DocumentURI? = nil, section: String? = nil) {
            self.scopeUri = scopeUri
            self.section = section
        }
    }

    /// Params of the server-to-client `workspace/configuration` request; the result is
    /// an array with one JSON value per item.
    public struct ConfigurationParams: Codable, Sendable, Hashable {
        public var items: [ConfigurationItem]

        public init(items: [ConfigurationItem]) {
            self.items = items
        }
    }

    /// Params of `workspace/didChangeConfiguration`.
    public struct DidChangeConfigurationParams: Codable, Sendable, Hashable {
        public var settings: JSONValue?

        public init(settings: JSONValue? = nil) {
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

    /// `DidChangeWorkspaceFoldersParams.event`.
    public struct WorkspaceFoldersChangeEvent: Codable, Sendable, Hashable {
        public var added: [WorkspaceFolder]
        public var removed: [WorkspaceFolder]

        public init(added: [WorkspaceFolder] = [], removed: [WorkspaceFolder] = []) {
            self.added = added
            self.removed = removed
        }
    }

    /// Params of `workspace/didChangeWorkspaceFolders`.
    public struct DidChangeWorkspaceFoldersParams: Codable, Sendable, Hashable {
        public var event: WorkspaceFoldersChangeEvent

        public init(event: WorkspaceFoldersChangeEvent) {
            self.event = event
        }
    }

    /// Params of the server-to-client `workspace/applyEdit` request.
    public struct ApplyWorkspaceEditParams: Codable, Sendable, Hashable {
        public var label: String?
        public var edit: WorkspaceEdit

        public init(label: String? = nil, edit: WorkspaceEdit) {
            self.label = label
            self.edit = edit
        }
    }

    /// Result of `workspace/applyEdit`.
    public struct ApplyWorkspaceEditResult: Codable, Sendable, Hashable {
        public var applied: Bool
        public var failureReason: String?

        public init(applied: Bool, failureReason: String? = nil) {
            self.applied = applied
            self.failureReason = failureReason
        }
    }

    /// One dynamic capability registration.
    public struct Registration: Codable, Sendable, Hashable {
        public var id: String
        public var method: String
        public var registerOptions: JSONValue?

        public init(id: String, method: String, registerOptions: JSONValue? = nil) {
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
