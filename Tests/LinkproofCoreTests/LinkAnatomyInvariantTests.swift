@testable import LinkproofCore
import Testing

/// The anatomy's invariant checks are compiled into test builds (as into fuzz builds): ranges
/// that follow their delimiters pass, ranges off by one trap.
@Suite struct LinkAnatomyInvariantTests {
    @Test func rangesAfterTheirDelimitersPass() {
        let bytes = Array("https://h:1/p?q#f".utf8)
        let anatomy = bytes.withUnsafeBufferPointer {
            LinkAnatomy($0, schemeEnd: 5, host: 8..<9, port: 10..<11, path: 11..<13, query: 14..<15, fragment: 16..<17)
        }
        #expect(anatomy?.query == 14..<15)
    }

    @Test func aQueryThatTakesItsQuestionMarkTraps() async {
        await #expect(processExitsWith: .failure) {
            let bytes = Array("https://h/p?q".utf8)
            _ = bytes.withUnsafeBufferPointer { LinkAnatomy($0, schemeEnd: 5, host: 8..<9, port: nil, path: 9..<11, query: 11..<13, fragment: nil) }
        }
    }
}
