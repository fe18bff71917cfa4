// What finding, parsing and checking the predicates and derived expressions of a large model costs (`cdm-bench --expressions`).

import CDMModel
import CDMSyntax
import Foundation

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

/// `cdm-bench --expressions [ENTITIES] [RUNS]`: a synthetic model of ENTITIES entities (10,000 by default),
/// each with a derived attribute and a fetch request, every other one with a fetched property too (2.5
/// strings an entity, written as apps write them). Prints the median of RUNS runs (5 by default) of each
/// stage over the whole model: finding the sites (`ExpressionSite.sites`), parsing the strings alone,
/// parsing and checking them (`ExpressionRules.check` of each site), and the whole `ExpressionRules.check`.
/// Each stage gives its wall time and the CPU time of this thread: on a shared machine the second is the
/// steadier figure.
enum ExpressionBench {
    /// The median wall and thread-CPU milliseconds of `runs` runs of `body`, and its last result.
    static func measure<T>(_ runs: Int, _ body: () -> T) -> (wall: Double, cpu: Double, result: T) {
        var wall = Samples()
        var cpu = Samples()
        var last: T?
        for _ in 0..<runs {
            last = nil
            let (start, startCPU) = (now(), threadCPU())
            let result = body()
            let (end, endCPU) = (now(), threadCPU())
            wall.add(milliseconds(start, end))
            cpu.add(milliseconds(startCPU, endCPU))
            last = result
        }
        return (wall.median, cpu.median, last!)
    }

    /// This thread's CPU time in nanoseconds: `clock_gettime(CLOCK_THREAD_CPUTIME_ID, …)`, which glibc and
    /// Darwin's time.h (macOS 10.12 and later, `int clock_gettime(clockid_t, struct timespec *)`) both declare.
    static func threadCPU() -> UInt64 {
        var t = timespec()
        _ = clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
        return UInt64(t.tv_sec) * 1_000_000_000 + UInt64(t.tv_nsec)
    }

    static func run(entities: Int, runs: Int) {
        let text = model(entities: entities)
        let analysis = Analyzer.analyze(text: text, defaultModelName: "Bench")
        let root = analysis.parsed.syntax
        let model = analysis.model
        let lines = text.utf8.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
        print("model: \(entities) entities, \(lines) lines, \(analysis.diagnostics.count) diagnostics from the analyzer")

        let find = measure(runs) { ExpressionSite.sites(in: model, root: root) }
        let sites = find.result
        let predicates = sites.filter(\.isPredicate).map(\.literal.text)
        let expressions = sites.filter { !$0.isPredicate }.map(\.literal.text)
        let parse = measure(runs) {
            var nodes = 0
            for p in predicates { nodes += ExpressionParser.parsePredicate(p).errors.count }
            for e in expressions { nodes += ExpressionParser.parseExpression(e).errors.count }
            return nodes
        }
        let check = measure(runs) { sites.reduce(0) { $0 + ExpressionRules.check($1, in: model).count } }
        let whole = measure(runs) { ExpressionRules.check(model, root: root).count }

        let n = Double(sites.count)
        func line(_ label: String, _ t: (wall: Double, cpu: Double)) {
            print(
                pad(label, 24, left: true) + pad("\(ms(t.wall)) ms", 12) + pad("\(ms(t.cpu)) ms", 14)
                    + pad(String(format: "%.2f µs", t.cpu * 1000 / n), 16))
        }
        print("\(sites.count) strings (\(predicates.count) predicates, \(expressions.count) derived), median of \(runs) runs:")
        print(pad("", 24) + pad("wall", 12) + pad("thread CPU", 14) + pad("CPU a string", 16))
        line("find the sites", (find.wall, find.cpu))
        line("parse", (parse.wall, parse.cpu))
        line("parse + check", (check.wall, check.cpu))
        line("ExpressionRules.check", (whole.wall, whole.cpu))
        print("syntax errors: \(parse.result), diagnostics: \(check.result) (expected 0 and 0)")
    }

    /// A model whose every string is valid: the benchmark's work is the clean case.
    static func model(entities count: Int) -> String {
        precondition(count >= 2 && count % 2 == 0, "the model needs an even number of entities")
        var out = "model Bench\n\n"
        out.reserveCapacity(count * 900)
        for i in 0..<count {
            let next = (i + 1) % count
            let previous = (i + count - 1) % count
            out += "entity E\(i) {\n"
            out += "  name\(i): String\n"
            out += "  title\(i): String?\n"
            out += "  createdAt\(i): Date\n"
            out += "  score\(i): Double = 0\n"
            out += "  isActive\(i): Bool = false\n"
            out += "  level\(i): Int16 = 1\n"
            out += "  next\(i): E\(next)? @inverse(previous\(next))\n"
            out += "  previous\(i): E\(previous)? @inverse(next\(previous))\n"
            if i % 2 == 0 {
                out += "  members\(i): [E\(next)] @inverse(group\(next))\n"
                out += "  memberCount\(i): Int64 = 0 @derived(\"members\(i).@count\")\n"
                out +=
                    "  fetched similar\(i): [E\(next)] @predicate(\"level\(next) == $FETCH_SOURCE.level\(i) AND name\(next) BEGINSWITH[cd] $FETCH_SOURCE.title\(i) AND isActive\(next) == YES\")\n"
            } else {
                out += "  group\(i): E\(previous)? @inverse(members\(previous))\n"
                out += "  searchName\(i): String? @derived(\"lowercase:(group\(i).name\(previous))\")\n"
            }
            out += "}\n"
            if i % 2 == 0 {
                out +=
                    "fetchRequest Recent\(i): E\(i) @predicate(\"createdAt\(i) > $SINCE AND isActive\(i) == YES AND (title\(i) CONTAINS[cd] $TEXT OR ANY members\(i).score\(next) >= 1.5)\")\n"
            } else {
                out +=
                    "fetchRequest Recent\(i): E\(i) @predicate(\"group\(i).name\(previous) == $NAME AND level\(i) BETWEEN {1, 5} AND next\(i).previous\(next) != nil\")\n"
            }
        }
        return out
    }
}
