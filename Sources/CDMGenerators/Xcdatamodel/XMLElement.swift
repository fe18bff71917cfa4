// A minimal XML element tree that prints in the exact layout Xcode uses for `.xcdatamodel/contents`.

/// One XML element with its attributes in a fixed order, printed as Xcode prints model files:
/// 4-space indentation, one element per line, `/>` for an element without children.
struct XcodeXMLElement {
  var name: String
  var attributes: [(String, String)] = []
  var children: [XcodeXMLElement] = []

  init(_ name: String, _ attributes: [(String, String)] = [], children: [XcodeXMLElement] = []) {
    self.name = name
    self.attributes = attributes
    self.children = children
  }

  /// Adds `name="value"` when `value` is not nil.
  mutating func set(_ name: String, _ value: String?) {
    if let value { attributes.append((name, value)) }
  }

  /// Adds `name="YES"` when `flag` is true (Xcode writes only the YES of most flags).
  mutating func flag(_ name: String, _ flag: Bool) {
    if flag { attributes.append((name, "YES")) }
  }

  /// Writes `settings` (an `@xcode(...)`) as they are: a key the element already has takes the
  /// setting's value in place; a new key goes where `order` (Xcode's order of the element's XML
  /// attributes) puts it, or at the end when `order` does not list it.
  mutating func apply(_ settings: [(key: String, value: String)], order: [String]) {
    for (key, value) in settings {
      if let i = attributes.firstIndex(where: { $0.0 == key }) {
        attributes[i].1 = value
        continue
      }
      guard let rank = order.firstIndex(of: key) else {
        attributes.append((key, value))
        continue
      }
      let next = attributes.firstIndex { existing in
        order.firstIndex(of: existing.0).map { $0 > rank } ?? false
      }
      attributes.insert((key, value), at: next ?? attributes.count)
    }
  }

  /// Appends the element's lines at `depth` levels of indentation.
  func write(into out: inout String, depth: Int) {
    let indent = String(repeating: "    ", count: depth)
    out += indent + "<" + name
    for (key, value) in attributes {
      out += " " + key + "=\"" + XcodeXML.escape(value) + "\""
    }
    if children.isEmpty {
      out += "/>\n"
      return
    }
    out += ">\n"
    for child in children { child.write(into: &out, depth: depth + 1) }
    out += indent + "</" + name + ">\n"
  }
}

/// Escaping and comments as Xcode's XML writer produces them.
enum XcodeXML {
  /// The text of an attribute value: `&`, `<`, `>` and `"` as entities, and the white space that
  /// XML would otherwise normalise to a space as character references.
  static func escape(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "\n": out += "&#10;"
      case "\r": out += "&#13;"
      case "\t": out += "&#9;"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// An XML comment holding `text`; `--`, which a comment may not contain, is spaced out.
  static func comment(_ text: String) -> String {
    var body = text
    while body.contains("--") { body = body.replacingOccurrences(of: "--", with: "- -") }
    if body.hasSuffix("-") { body += " " }
    return "<!-- " + body + " -->"
  }
}
