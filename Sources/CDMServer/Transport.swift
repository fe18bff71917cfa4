// Runs the server over a byte stream: a reader thread frames and decodes messages into a queue, the caller's thread handles them.

import CDMProtocol
import Foundation

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

/// What the reader hands the handler thread.
enum Incoming {
    /// A message, decoded with its typed params.
    case message(ClientMessage)
    case unparsable(String)
    /// Work posted back to the server's thread (the end of a background generation).
    case work(UncheckedSendable<() -> Void>)
    case end
}

/// The messages read and not yet handled, each request with whether the client cancelled it.
///
/// Three rules keep its memory bounded (issue #17): a message is let go of as soon as it is taken
/// (the slot is cleared, not kept until the array is compacted); the reader waits while the queue
/// holds more than `maxBytes` of bodies or `maxCount` messages, so a server blocked writing to a
/// client that stopped reading stops reading too; and a cancellation is a mark on the queued
/// request it names, gone with that request when it is taken. A cancel for an id that is not
/// queued (answered, or never sent) is not remembered at all.
final class IncomingQueue: @unchecked Sendable {
    /// The reader pauses past this many bytes of queued bodies (one larger message is always taken).
    static let maxBytes = 8 << 20
    /// The reader pauses past this many queued messages.
    static let maxCount = 4096

    private let condition = NSCondition()
    private var items: [(item: Incoming, size: Int, request: RequestID?, cancelled: Bool)?] = []
    private var head = 0
    /// How many slots were dropped from the front of `items`: a slot's number is `dropped` plus its index.
    private var dropped = 0
    private var queuedBytes = 0
    /// The slot numbers of the queued requests with each id, oldest first (a client may reuse an id
    /// before its first request is answered: a cancel then names the latest one sent).
    private var queuedRequests: [RequestID: [Int]] = [:]
    /// How many queued requests are marked cancelled.
    private var cancelledQueued = 0

    /// Queues an item; waits while the queue is full. `request` is the id of a request.
    func push(_ item: Incoming, size: Int = 0, request: RequestID? = nil) {
        condition.lock()
        defer { condition.unlock() }
        while head < items.count && (queuedBytes + size > Self.maxBytes || items.count - head >= Self.maxCount) {
            condition.wait()
        }
        if let request { queuedRequests[request, default: []].append(dropped + items.count) }
        items.append((item, size, request, false))
        queuedBytes += size
        condition.broadcast()
    }

    /// Records a `$/cancelRequest`: a mark on the latest queued request with that id. A request already
    /// taken (or never sent) is not remembered, so nothing accumulates and a reused id is served.
    func cancel(_ id: RequestID) {
        condition.lock()
        defer { condition.unlock() }
        guard let slot = queuedRequests[id]?.last, items[slot - dropped]?.cancelled == false else { return }
        items[slot - dropped]?.cancelled = true
        cancelledQueued += 1
    }

    /// The next item, waiting for one, and whether it is a request the client cancelled; `nil` only
    /// if `wait` is false and nothing is queued.
    func pop(wait: Bool) -> (item: Incoming, cancelled: Bool)? {
        condition.lock()
        defer { condition.unlock() }
        while head >= items.count {
            if !wait { return nil }
            condition.wait()
        }
        guard let entry = items[head] else { fatalError("a queue slot was taken twice") }
        items[head] = nil
        head += 1
        if head == items.count {
            dropped += items.count
            items.removeAll(keepingCapacity: items.count <= 1024)
            head = 0
        } else if head > 1024 && head * 2 > items.count {
            dropped += head
            items.removeFirst(head)
            head = 0
        }
        queuedBytes -= entry.size
        if let id = entry.request, var slots = queuedRequests[id] {
            // This request is the oldest queued with its id.
            slots.removeFirst()
            queuedRequests[id] = slots.isEmpty ? nil : slots
        }
        if entry.cancelled { cancelledQueued -= 1 }
        condition.broadcast()
        return (entry.item, entry.cancelled)
    }

    /// Whether more items are waiting (used to coalesce diagnostics during bursts of edits).
    var hasPending: Bool {
        condition.lock()
        defer { condition.unlock() }
        return head < items.count
    }

    /// Cancellations remembered (for tests: at most one per queued request).
    var cancelledCount: Int {
        condition.lock()
        defer { condition.unlock() }
        return cancelledQueued
    }

    /// Ids with a queued request (for tests: none once the queue is empty).
    var queuedIDCount: Int {
        condition.lock()
        defer { condition.unlock() }
        return queuedRequests.count
    }
}

extension LanguageServer {
    /// Serves until the input ends or the client sends `exit`; returns the process exit code.
    public func run(input: some ByteSource & Sendable) -> Int32 {
        #if canImport(Glibc)
            // A fixed threshold (M_MMAP_THRESHOLD is -3): blocks of 1 MB and more (message bodies,
            // large texts) are mapped and given back to the system when freed; glibc's adaptive
            // threshold would keep them in the heap after the first one is freed.
            // Swift's Glibc module does not import malloc.h: look the function up.
            if let symbol = dlsym(nil, "mallopt") {
                typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
                _ = unsafeBitCast(symbol, to: Mallopt.self)(-3, 1 << 20)
            }
        #endif
        let queue = IncomingQueue()
        let reader = MessageReader(source: input)
        let thread = Thread {
            while true {
                switch reader.next() {
                case .message(let bytes):
                    do {
                        // The edge: each message is decoded here, once, into its typed params.
                        let message = ClientMessage(json: try JSONValue(parsing: bytes))
                        var request: RequestID?
                        switch message {
                        case .request(let id, _, _): request = id
                        case .notification(_, .cancelRequest(let params)): queue.cancel(params.id)
                        default: break
                        }
                        queue.push(.message(message), size: bytes.count, request: request)
                    } catch {
                        queue.push(.unparsable("\(error)"), size: bytes.count)
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
        // The queue tracks cancellations as they are read; the in-process set is not used.
        self.cancelsInProcess = false
        let generationQueue = DispatchQueue(label: "cdm.generation", qos: .utility)
        self.generationQueue = generationQueue
        self.postToServer = { queue.push(.work($0)) }
        // A generation still writing when the server stops finishes its files first (each one is written
        // whole, by rename, but a half-done set would leave stale and fresh files side by side).
        defer { generationQueue.sync {} }
        while true {
            guard let (item, cancelled) = queue.pop(wait: !hasUnpublishedDiagnostics) else {
                publishPendingDiagnostics()
                continue
            }
            switch item {
            case .message(let message):
                if cancelled, case .request(let id, _, _) = message {
                    send(RPCMessage.errorBody(id: id, error: .requestCancelled()))
                    if !pendingInput() { publishPendingDiagnostics() }
                } else {
                    // Published at the top of the next turn, when this message is no longer held.
                    handle(message, publishing: false)
                }
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
