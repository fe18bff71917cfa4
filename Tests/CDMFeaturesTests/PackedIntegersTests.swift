// PackedIntegers, the semantic tokens' storage, against plain arrays: values, order both ways, and the delta's difference.

import CDMFeatures
import CDMTestSupport
import XCTest

final class PackedIntegersTests: XCTestCase {
    func testValuesComeBackForwardsAndBackwards() {
        let values = [0, 1, 127, 128, 255, 16_383, 16_384, 1 << 31, Int.max, 5, 0]
        let packed = PackedIntegers(values)
        XCTAssertEqual(packed.count, values.count)
        XCTAssertEqual(Array(packed), values)
        XCTAssertEqual(Array(packed.reversed), values.reversed())
        // 1 byte up to 127, 2 up to 16,383, 3 for 16,384, 5 for 2^31, 9 for Int.max.
        XCTAssertEqual(packed.byteCount, 1 + 1 + 1 + 2 + 2 + 2 + 3 + 5 + 9 + 1 + 1)
        XCTAssertTrue(PackedIntegers().isEmpty)
        XCTAssertEqual(Array(PackedIntegers()), [])
        XCTAssertEqual(Array(PackedIntegers().reversed), [])
    }

    /// Past the first piece of 64 KB: values of every width in both directions, none cut between pieces.
    func testManyValuesAcrossPieces() {
        var random = SeededRandom(seed: 5)
        let values = (0..<200_000).map { _ in Int.random(in: 0..<4, using: &random) == 0 ? Int.random(in: 0...Int.max, using: &random) : Int.random(in: 0..<200, using: &random) }
        let packed = PackedIntegers(values)
        XCTAssertGreaterThan(packed.byteCount, 3 * (1 << 16))
        XCTAssertEqual(packed.count, values.count)
        XCTAssertEqual(Array(packed), values)
        XCTAssertEqual(Array(packed.reversed), values.reversed())
        XCTAssertEqual(packed, PackedIntegers(values))
        XCTAssertNotEqual(packed, PackedIntegers(values.dropLast()))
        var changed = values
        changed[150_000] = changed[150_000] == 0 ? 1 : 0
        XCTAssertNotEqual(packed, PackedIntegers(changed))
        let d = PackedIntegers(changed).difference(from: packed)
        XCTAssertEqual(d.start, 150_000)
        XCTAssertEqual(d.deleteCount, 1)
        XCTAssertEqual(Array(d.inserted), [changed[150_000]])
    }

    func testNegativeValuesAreKeptAsZero() {
        XCTAssertEqual(Array(PackedIntegers([3, -1, Int.min, 4])), [3, 0, 0, 4])
    }

    /// The difference of random arrays (many sharing prefixes and suffixes) against a plain computation.
    func testDifferenceMatchesAPlainComputation() {
        var random = SeededRandom(seed: 17)
        for round in 0..<2_000 {
            let base = (0..<Int.random(in: 0...30, using: &random)).map { _ in Self.value(&random) }
            var changed = base
            for _ in 0..<Int.random(in: 0...3, using: &random) {
                let i = Int.random(in: 0...changed.count, using: &random)
                switch Int.random(in: 0..<3, using: &random) {
                case 0: changed.insert(Self.value(&random), at: i)
                case 1: if i < changed.count { changed.remove(at: i) }
                default: if i < changed.count { changed[i] = Self.value(&random) }
                }
            }
            let old = PackedIntegers(base)
            let new = PackedIntegers(changed)
            let got = new.difference(from: old)
            var prefix = 0
            while prefix < base.count && prefix < changed.count && base[prefix] == changed[prefix] { prefix += 1 }
            var suffix = 0
            while suffix < base.count - prefix && suffix < changed.count - prefix && base[base.count - 1 - suffix] == changed[changed.count - 1 - suffix] {
                suffix += 1
            }
            XCTAssertEqual(got.start, prefix, "round \(round): \(base) → \(changed)")
            XCTAssertEqual(got.deleteCount, base.count - prefix - suffix, "round \(round): \(base) → \(changed)")
            XCTAssertEqual(Array(got.inserted), Array(changed[prefix..<(changed.count - suffix)]), "round \(round): \(base) → \(changed)")
            // Applying the edit to the old integers gives the new ones.
            var applied = base
            applied.replaceSubrange(got.start..<(got.start + got.deleteCount), with: Array(got.inserted))
            XCTAssertEqual(applied, changed, "round \(round)")
        }
    }

    /// Mostly small values, some repeated, some needing several bytes.
    static func value(_ random: inout SeededRandom) -> Int {
        switch Int.random(in: 0..<10, using: &random) {
        case 0: return Int.random(in: 128..<100_000, using: &random)
        case 1, 2: return 0
        default: return Int.random(in: 0..<6, using: &random)
        }
    }
}
