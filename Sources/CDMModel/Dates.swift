// ISO 8601 dates as the language writes them, and Core Data's reference-date intervals (seconds since 2001-01-01).

public enum ISODate {
    /// Seconds since 2001-01-01T00:00:00Z for an ISO 8601 date (`2024-01-01`, `2024-01-01T10:00:00Z`,
    /// `2024-01-01T10:00:00.5+02:00`); nil when the text is not such a date.
    public static func referenceInterval(_ text: String) -> Double? {
        let b = Array(text.utf8)
        var i = 0
        func digits(_ n: Int) -> Int? {
            guard i + n <= b.count else { return nil }
            var v = 0
            for k in 0..<n {
                let c = b[i + k]
                guard c >= 48 && c <= 57 else { return nil }
                v = v * 10 + Int(c - 48)
            }
            i += n
            return v
        }
        func eat(_ c: Character) -> Bool {
            if i < b.count && b[i] == c.asciiValue! { i += 1; return true }
            return false
        }
        guard let y = digits(4), eat("-"), let m = digits(2), eat("-"), let d = digits(2) else { return nil }
        guard (1...12).contains(m), d >= 1, d <= daysInMonth(y, m) else { return nil }
        var seconds = 0.0
        if i < b.count {
            guard eat("T") || eat(" ") else { return nil }
            guard let hh = digits(2), eat(":"), let mm = digits(2) else { return nil }
            var ss = 0.0
            if eat(":") {
                guard let s = digits(2) else { return nil }
                ss = Double(s)
                if eat(".") {
                    var scale = 0.1
                    var any = false
                    while i < b.count, b[i] >= 48, b[i] <= 57 {
                        ss += Double(b[i] - 48) * scale
                        scale /= 10
                        i += 1
                        any = true
                    }
                    if !any { return nil }
                }
            }
            guard hh < 24, mm < 60, ss < 61 else { return nil }
            seconds = Double(hh * 3600 + mm * 60) + ss
            if eat("Z") {
            } else if i < b.count, b[i] == UInt8(ascii: "+") || b[i] == UInt8(ascii: "-") {
                let sign = b[i] == UInt8(ascii: "+") ? 1.0 : -1.0
                i += 1
                guard let oh = digits(2) else { return nil }
                _ = eat(":")
                guard let om = digits(2) else { return nil }
                seconds -= sign * Double(oh * 3600 + om * 60)
            }
            guard i == b.count else { return nil }
        }
        let days = daysFromCivil(y, m, d) - daysFromCivil(2001, 1, 1)
        return Double(days) * 86400 + seconds
    }

    /// Seconds since 2001-01-01 of the years 0001 to 9999, the dates ISO 8601 writes with four digits.
    public static let representableIntervals: ClosedRange<Double> = -63_113_904_000...252_423_993_599

    /// The ISO 8601 text (UTC, `Z`) for seconds since 2001-01-01, clamped to the years 0001–9999
    /// (a value outside them, or not finite, would not fit an `Int`: callers check the range first).
    public static func string(fromReferenceInterval interval: Double) -> String {
        let interval = interval.isNaN ? 0 : min(max(interval, representableIntervals.lowerBound), representableIntervals.upperBound)
        let whole = interval.rounded(.down)
        let fraction = interval - whole
        var secs = Int(whole)
        var days = secs / 86400
        secs -= days * 86400
        if secs < 0 {
            secs += 86400
            days -= 1
        }
        let (y, m, d) = civilFromDays(days + daysFromCivil(2001, 1, 1))
        func pad(_ v: Int, _ n: Int) -> String {
            let s = String(v)
            return String(repeating: "0", count: max(0, n - s.count)) + s
        }
        var out = "\(pad(y, 4))-\(pad(m, 2))-\(pad(d, 2))T\(pad(secs / 3600, 2)):\(pad(secs / 60 % 60, 2)):\(pad(secs % 60, 2))"
        if fraction > 0 {
            var f = String(fraction.description.dropFirst(2))
            if f.count > 6 { f = String(f.prefix(6)) }
            out += "." + f
        }
        return out + "Z"
    }

    static func daysInMonth(_ y: Int, _ m: Int) -> Int {
        switch m {
        case 2: return (y % 4 == 0 && y % 100 != 0) || y % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// Days since 1970-01-01 (Howard Hinnant's algorithm).
    static func daysFromCivil(_ y0: Int, _ m: Int, _ d: Int) -> Int {
        let y = m <= 2 ? y0 - 1 : y0
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146097 + doe - 719468
    }

    static func civilFromDays(_ z0: Int) -> (Int, Int, Int) {
        let z = z0 + 719468
        let era = (z >= 0 ? z : z - 146096) / 146097
        let doe = z - era * 146097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365
        let y = yoe + era * 400
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1
        let m = mp + (mp < 10 ? 3 : -9)
        return (m <= 2 ? y + 1 : y, m, d)
    }
}
