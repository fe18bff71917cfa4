// The order in which Xcode lists entities and properties: Finder's, case-insensitive and numeric-aware.

/// Xcode sorts entities, attributes and relationships in a `contents` file the way Finder sorts
/// names (`localizedStandardCompare`): letters compare without case, runs of digits compare by
/// value (`isERC721` before `isERC1155`), and punctuation such as `_` comes before digits and
/// letters. Ties fall back to a case-sensitive comparison so that the order is total.
public enum XcodeNameOrder {
  /// Whether `a` sorts before `b`.
  public static func precedes(_ a: String, _ b: String) -> Bool {
    compare(a, b) < 0
  }

  /// The names sorted as Xcode writes them.
  public static func sorted(_ names: [String]) -> [String] {
    names.sorted(by: precedes)
  }

  /// Negative when `a` comes first, positive when `b` does, zero when they are equal.
  public static func compare(_ a: String, _ b: String) -> Int {
    let x = Array(a.unicodeScalars)
    let y = Array(b.unicodeScalars)
    var i = 0
    var j = 0
    while i < x.count && j < y.count {
      if isDigit(x[i]) && isDigit(y[j]) {
        let (xv, xe) = digitRun(x, from: i)
        let (yv, ye) = digitRun(y, from: j)
        if xv != yv { return xv < yv ? -1 : 1 }
        // Same value: fewer leading zeros first.
        if xe - i != ye - j { return (xe - i) < (ye - j) ? -1 : 1 }
        i = xe
        j = ye
        continue
      }
      let cx = rank(x[i])
      let cy = rank(y[j])
      if cx != cy { return cx < cy ? -1 : 1 }
      i += 1
      j += 1
    }
    if x.count - i != y.count - j { return (x.count - i) < (y.count - j) ? -1 : 1 }
    // Equal but for case: a plain comparison decides.
    if a == b { return 0 }
    return a < b ? -1 : 1
  }

  static func isDigit(_ s: Unicode.Scalar) -> Bool { s.value >= 48 && s.value <= 57 }

  /// The digits' value from `start` (saturating, which only matters for absurdly long runs) and the index after them.
  static func digitRun(_ s: [Unicode.Scalar], from start: Int) -> (Number, Int) {
    var end = start
    var text = ""
    while end < s.count && isDigit(s[end]) {
      text.unicodeScalars.append(s[end])
      end += 1
    }
    let trimmed = text.drop { $0 == "0" }
    // Compare by length, then lexically: exact for any number of digits.
    return (Number(length: trimmed.count, digits: String(trimmed)), end)
  }

  /// A sort key for one non-digit character: punctuation and symbols first, then digits, then
  /// letters without case, then anything else by code point.
  static func rank(_ s: Unicode.Scalar) -> UInt32 {
    let v = s.value
    switch v {
    case 65...90: return 0x1000 + (v + 32)  // A-Z as a-z
    case 97...122: return 0x1000 + v
    case 48...57: return 0x800 + v
    case 0..<128: return v
    default: return 0x2000 + v
    }
  }

  /// A non-negative whole number as its digit count and digits, ordered by value.
  struct Number: Comparable {
    var length: Int
    var digits: String
    static func < (l: Number, r: Number) -> Bool {
      l.length != r.length ? l.length < r.length : l.digits < r.digits
    }
  }
}
