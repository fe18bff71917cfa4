// Reads XML into a small element tree that remembers the line of every element, for messages.

import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// An XML element with its attributes, children and the line its start tag is on.
struct XMLNode {
  var name: String
  var attributes: [String: String]
  var children: [XMLNode] = []
  var line: Int
  /// Character data directly inside the element that is not white space (never in a model file).
  var text = ""

  func attribute(_ name: String) -> String? { attributes[name] }

  func children(named name: String) -> [XMLNode] { children.filter { $0.name == name } }
}

/// Why a file could not be read as XML.
struct XMLReadError: Error {
  var line: Int
  var message: String
}

/// Builds an `XMLNode` tree with `XMLParser`.
final class XMLTreeBuilder: NSObject, XMLParserDelegate {
  private var stack: [XMLNode] = []
  private(set) var root: XMLNode?
  private weak var parser: XMLParser?

  /// The tree of `data`, or the line and reason it is not well-formed XML.
  static func parse(_ data: Data) -> Result<XMLNode, XMLReadError> {
    let parser = XMLParser(data: data)
    let builder = XMLTreeBuilder()
    builder.parser = parser
    parser.delegate = builder
    parser.shouldProcessNamespaces = false
    parser.shouldResolveExternalEntities = false
    if !parser.parse() || builder.root == nil {
      let line = max(parser.lineNumber, 1)
      let detail = parser.parserError.map { describe($0) } ?? "no root element"
      return .failure(XMLReadError(line: line, message: detail))
    }
    return .success(builder.root!)
  }

  /// A short reason for a parser error (libxml2's message when there is one).
  static func describe(_ error: Error) -> String {
    let ns = error as NSError
    if let reason = ns.userInfo[NSLocalizedDescriptionKey] as? String, !reason.isEmpty,
      !reason.hasPrefix("The operation")
    {
      return reason.trimmingCharacters(in: .whitespacesAndNewlines)
    }
    return "the XML is not well formed (parser error \(ns.code))"
  }

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
  ) {
    stack.append(
      XMLNode(name: elementName, attributes: attributeDict, line: max(parser.lineNumber, 1)))
  }

  func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?
  ) {
    guard let node = stack.popLast() else { return }
    if stack.isEmpty {
      root = node
    } else {
      stack[stack.count - 1].children.append(node)
    }
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    let trimmed = string.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !stack.isEmpty, !trimmed.isEmpty else { return }
    stack[stack.count - 1].text += string
  }
}
