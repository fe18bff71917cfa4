// Runs the server over a byte stream: a reader thread frames messages into a queue, the caller's thread handles them.

import CDMProtocol
import Foundation

/// What the reader hands the handler thread.
enum Incoming {
    case message(JSONValue)
    case unparsable(String)
    /// Work posted back to the server's thread (the end of a background generation).
    case work(UncheckedSendable<() -> Void>)
    case end
}

/// A queue of incoming messages, with the ids of requests the client cancelled meanwhile.
final class IncomingQueue: @unchecked Sendable {
    private let condition = NSCondition()
    private var items: [Incoming] = []
    private var head = 0
    private var cancelled: Set<RequestID> = []

    func push(_ item: Incoming) {
        condition.lock()
        items.append(item)
        condition.signal()
        condition.unlock()
    }

    func cancel(_ id: RequestID) {
        condition.lock()
        cancelled.insert(id)
        condition.unlock()
    }

    /// Whether `id` was cancelled; forgets it.
    func takeCancelled(_ id: RequestID) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        return cancelled.remove(id) != nil
    }

    /// The next item, waiting for one; `nil` only if `wait` is false and nothing is queued.
    func pop(wait: Bool) -> Incoming? {
        condition.lock()
        defer { condition.unlock() }
        while head >= items.count {
            if !wait { return nil }
            condition.wait()
        }
        let item = items[head]
        head += 1
        if head > 1024 && head * 2 > items.count {
            items.removeFirst(head)
            head = 0
        }
        return item
    }

    /// Whether more items are waiting (used to coalesce diagnostics during bursts of edits).
    var hasPending: Bool {
        condition.lock()
        defer { condition.unlock() }
        return head < items.count
    }
}

extension LanguageServer {
    /// Serves until the input ends or the client sends `exit`; returns the process exit code.
    public func run(input: some ByteSource & Sendable) -> Int32 {
        let queue = IncomingQueue()
        let reader = MessageReader(source: input)
        let thread = Thread {
            while true {
                switch reader.next() {
                case .message(let bytes):
                    do {
                        let json = try JSONValue(parsing: bytes)
                        if json["method"]?.stringValue == "$/cancelRequest", let id = json["params"]?["id"].flatMap(RequestID.init(json:)) {
                            queue.cancel(id)
                        }
                        queue.push(.message(json))
                    } catch {
                        queue.push(.unparsable("\(error)"))
                    }
                case .error(let e):
                    Log.write("dropped a malformed message: \(e)")
                case .end:
                    queue.push(.end)
                    return
                }
            }
        }
        thread.stackSize = 1 << 22
        thread.start()
        self.pendingInput = { queue.hasPending }
        self.isCancelled = { queue.takeCancelled($0) }
        let generationQueue = DispatchQueue(label: "cdm.generation", qos: .utility)
        self.generationQueue = generationQueue
        self.postToServer = { queue.push(.work($0)) }
        // A generation still writing when the server stops finishes its files first (each one is written
        // whole, by rename, but a half-done set would leave stale and fresh files side by side).
        defer { generationQueue.sync {} }
        while true {
            guard let item = queue.pop(wait: !hasUnpublishedDiagnostics) else {
                publishPendingDiagnostics()
                continue
            }
            switch item {
            case .message(let json):
                handle(json)
                if let code = exitCode { return code }
                // The client is gone (its end of stdout is closed): nobody will read the answers
                // to what is still queued, so stop instead of working through it.
                if (output as? MessageWriter)?.isClosed == true { return exitCode ?? 0 }
            case .work(let work):
                work.value()
            case .unparsable(let reason):
                send(RPCMessage.errorBody(id: nil, error: .parseError("the message body is not valid JSON: \(reason)")))
            case .end:
                publishPendingDiagnostics()
                return exitCode ?? 0
            }
        }
    }
}

/// Logging to stderr: never stdout, which carries only protocol messages.
enum Log {
    static func write(_ message: String) {
        FileHandle.standardError.write(Data("cdm lsp: \(message)\n".utf8))
    }
}
