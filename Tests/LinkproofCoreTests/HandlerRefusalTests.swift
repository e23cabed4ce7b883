import Foundation
import LinkproofCore
import Testing

/// A handler's refusal (the documents' reference handlers, a team's handler that did nothing)
/// is no reason of an app's decision: `RejectReason` has none, and its JSON writes `handler`
/// in place of `reason`, which reads back as the same refusal.
@Suite struct HandlerRefusalTests {
    @Test func noRejectReasonIsAHandlersRefusal() {
        // The old spellings, and any `document-*` reason, stay out of the enum an app switches on.
        for reason in RejectReason.allCases {
            #expect(!reason.rawValue.hasPrefix("document-"), "\(reason.rawValue)")
            #expect(HandlerRefusal.renamed(reason: reason.rawValue) == nil, "\(reason.rawValue)")
        }
        #expect(RejectReason(rawValue: "document-no-link") == nil && RejectReason(rawValue: "document-fatal-error") == nil)
    }

    @Test func aRefusalIsWrittenHandlerInPlaceOfReasonAndReadsBack() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        for refusal in HandlerRefusal.allCases {
            let decision = Decision.reject(Rejection(handler: refusal, "the code does nothing"))
            let written = JSONValue(writing: decision)
            #expect(written == .object([("decision", .string("reject")), ("detail", .string("the code does nothing")),
                                        ("handler", .string(refusal.rawValue))]))
            let encoded = try encoder.encode(decision)
            #expect(try JSONReader.read(Array(encoded)) == written, "the writer and the encoder agree")
            let decoded = try JSONDecoder().decode(Decision.self, from: encoded)
            #expect(decoded == decision && decoded.rejection?.handlerRefusal == refusal)
        }
        // Linkproof's own rejection keeps its reason and offset, and is no handler's refusal.
        let policy = Decision.reject(Rejection(.hostNotDeclared, at: 8, "host"))
        #expect(JSONValue(writing: policy)["reason"] == .string("host-not-declared") && JSONValue(writing: policy)["handler"] == nil)
        #expect(try JSONDecoder().decode(Decision.self, from: JSONEncoder().encode(policy)).rejection?.handlerRefusal == nil)
    }

    @Test func aDecisionWithAnOldReasonIsRefusedWithTheNewSpelling() {
        for (old, new) in [("document-no-link", "ignored"), ("document-fatal-error", "crashed")] {
            let json = #"{"decision": "reject", "detail": "d", "reason": "\#(old)"}"#
            #expect {
                _ = try JSONDecoder().decode(Decision.self, from: Data(json.utf8))
            } throws: { error in
                String(describing: error).contains(#"'\#(old)' is no longer a reject reason: a handler's refusal is written "handler": "\#(new)""#)
            }
        }
    }
}
