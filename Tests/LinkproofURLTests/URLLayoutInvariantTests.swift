@testable import LinkproofURL
import Testing

/// The layout's invariant checks are compiled into test builds (as into fuzz builds): every
/// URL the other tests parse passes them, and a layout that misplaces a component traps.
@Suite struct URLLayoutInvariantTests {
    @Test func aLayoutThatDescribesItsHrefPasses() throws {
        for input in ["https://user:pw@example.com:8080/a/b?q=1#f", "app://host/x", "mailto:x", "foo:/.//p", "file:///c:/x", "http://[::1]/"] {
            let url = try URLParser.parse(input).url
            var href = url.href
            href.withUTF8 { url.layout.checkInvariants($0) }
        }
    }

    @Test func aHostEndPastItsPortColonTraps() async {
        await #expect(processExitsWith: .failure) {
            var layout = try! URLParser.parse("https://example.com:8080/a").url.layout
            layout.hostEnd += 1
            var href = "https://example.com:8080/a"
            href.withUTF8 { layout.checkInvariants($0) }
        }
    }

    @Test func aQueryMarkOffItsQuestionMarkTraps() async {
        await #expect(processExitsWith: .failure) {
            var layout = try! URLParser.parse("https://example.com/a?q#f").url.layout
            layout.queryMark -= 1
            var href = "https://example.com/a?q#f"
            href.withUTF8 { layout.checkInvariants($0) }
        }
    }
}
