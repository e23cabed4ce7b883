import Foundation
import LinkproofCore
import LinkproofTesting
import Testing

/// The adapters turn the common shapes of an app's link code into outcomes, and an outcome
/// becomes the decision the catalogue's properties judge.
@Suite struct HandlerTests {
    @Test func aRoutersEnumIsReadAsRoutesAndParameters() {
        let router = RouterHandler<ShopRoute> { url in
            switch url.host {
            case "product": .product(id: url.lastPathComponent)
            case "cart": .cart
            case "order": .order(id: "A7", line: 2)
            case "delete": .deleteAccount
            default: nil
            }
        }
        #expect(router.handle(IncomingLink("shop://product/42")) == .open("product", ["id": "42"]))
        #expect(router.handle(IncomingLink("shop://cart")) == .open("cart"))
        #expect(router.handle(IncomingLink("shop://order")) == .open("order", ["id": "A7", "line": "2"]))
        #expect(router.handle(IncomingLink("shop://delete")) == .confirm("delete-account"))
        #expect(router.handle(IncomingLink("shop://elsewhere")) == .ignore)
        #expect(router.handle(IncomingLink("not a url")) == .ignore)
    }

    @Test func closuresOverURLAndURLComponentsSeeOnlyWhatFoundationParses() {
        let overURL = URLHandler { url in .open("host", ["host": url.host ?? ""]) }
        let overComponents = URLComponentsHandler { components in .open("path", ["path": components.path]) }
        #expect(overURL.handle(IncomingLink("https://a.example/x")) == .open("host", ["host": "a.example"]))
        #expect(overComponents.handle(IncomingLink("https://a.example/x")) == .open("path", ["path": "/x"]))
        #expect(overComponents.handle(IncomingLink("https://[::1/x")) == .ignore)
    }

    @Test func linkproofsParserIsAHandler() {
        #expect(Raycipe.parser.handle(IncomingLink("raycipe://about?recipeID=002")) == .open("recipe", ["recipeID": "002"]))
        #expect(Raycipe.parser.handle(IncomingLink("https://www.raywenderlich.com@evil.com/about?recipeID=002")) == .ignore)
    }
}
