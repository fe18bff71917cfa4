// Workspace symbols: fuzzy, case-insensitive queries over entities, composites, configurations and fetch requests.

import CDMFeatures
import CDMModel
import CDMSyntax
import CDMTestSupport
import XCTest

final class WorkspaceSymbolsTests: XCTestCase {
    static let text = """
        model Shop

        composite Money {
          amount: Decimal = 0
        }

        abstract entity Product {
          name: String
        }

        entity Book: Product {
          price: Money?
        }

        entity BookCover {
          image: Data?
        }

        entity Cart {
          total: Double = 0
        }

        configuration Cloud { Book }
        fetchRequest CheapBooks: Book
        fetchRequest AllCarts: Cart

        """

    func names(_ query: String) -> [String] {
        WorkspaceSymbols.symbols(analyze(Self.text).model, query: query).map(\.name)
    }

    func testQueries() {
        XCTAssertEqual(names(""), ["AllCarts", "Book", "BookCover", "Cart", "CheapBooks", "Cloud", "Money", "Product"])
        // Exact first, then prefixes, then substrings, then other subsequences.
        XCTAssertEqual(names("book"), ["Book", "BookCover", "CheapBooks"])
        XCTAssertEqual(names("cart"), ["Cart", "AllCarts"])
        XCTAssertEqual(names("BC"), ["BookCover"])
        XCTAssertEqual(names("cb"), ["CheapBooks"])
        XCTAssertEqual(names("MONEY"), ["Money"])
        XCTAssertEqual(names("c"), ["Cart", "CheapBooks", "Cloud", "AllCarts", "BookCover", "Product"])
        XCTAssertEqual(names("zebra"), [])
    }

    func testKindsRangesAndContainer() {
        let analysis = analyze(Self.text)
        let symbols = WorkspaceSymbols.symbols(analysis.model, query: "o")
        XCTAssertEqual(symbols.map(\.kind), [.entity, .entity, .fetchRequest, .configuration, .composite, .entity])
        XCTAssertEqual(symbols.map(\.name), ["Book", "BookCover", "CheapBooks", "Cloud", "Money", "Product"])
        let book = symbols[0]
        XCTAssertEqual(book.containerName, "Shop")
        XCTAssertEqual(Self.text.slice(book.nameRange), "Book")
        XCTAssertEqual(Self.text.slice(book.range), "entity Book: Product {\n  price: Money?\n}")
    }
}
