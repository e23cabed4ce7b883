import LinkproofCore
import Testing

/// Issue 4, item 4: long-link parameter names are case-sensitive and may not repeat — known
/// names and unknown ones alike; the rejection points at the second occurrence.
@Suite struct DynamicLinkRepeatedParameterTests {
    static let prefix = DynamicLinkPrefix(host: "example.page.link")
    static let nested = "link=https%3A%2F%2Fwww.example.com%2Fcontent%3Fitem%3D1"

    private func parse(_ query: String) -> Result<DynamicLinkComponents, DynamicLinkError> {
        Result { () throws(DynamicLinkError) in
            try DynamicLinkComponents.parse("https://example.page.link/?" + query, prefixes: [Self.prefix])
        }
    }

    @Test(arguments: [
        (nested + "&st=a&st=b", "https://example.page.link/?".utf8.count + nested.utf8.count + "&st=a&".utf8.count),
        (nested + "&x=1&x=2", "https://example.page.link/?".utf8.count + nested.utf8.count + "&x=1&".utf8.count),
        (nested + "&" + nested, "https://example.page.link/?".utf8.count + nested.utf8.count + 1),
    ] as [(String, Int)])
    func aRepeatedNameRejectsAtItsSecondOccurrence(query: String, offset: Int) {
        guard case .failure(let error) = parse(query) else {
            Issue.record("\(query) parsed")
            return
        }
        #expect(error.rejection.reason == .dynamicLinkMalformed)
        #expect(error.rejection.offset == offset)
    }

    @Test func namesDifferingInCaseAreDifferentNames() throws {
        let components = try parse(Self.nested + "&st=a&ST=b&x=1&X=2").get()
        #expect(components.parameters[.st] == "a")
        #expect(components.link == "https://www.example.com/content?item=1")
    }
}
