import LinkproofCore

/// A decision as `route`, `resolve` and `route --platform android` print it for a person.
enum DecisionText {
    /// The decision as a person reads it, with a caret under the offending byte; the link
    /// and the parameters are shown escaped (`TerminalText`).
    static func describe(_ decision: Decision, for input: Input) -> String {
        let shown = TerminalText.escaped(bytes: input.bytes)
        let text = describe(decision, shown: shown, caret: input.bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F })
        return TerminalText.escaped(text, layout: .lines)
    }

    /// The decision for a link given as text.
    static func describe(_ decision: Decision, for input: String) -> String { describe(decision, for: Input(input)) }

    private static func describe(_ decision: Decision, shown input: String, caret: Bool) -> String {
        switch decision {
        case .route(let link), .confirm(let link):
            let params = link.params.sorted { $0.key < $1.key }.map { TerminalText.escaped("\($0.key)=\($0.value)") }.joined(separator: " ")
            return "\(input)\n  \(decision.kind) \(link.route)\(params.isEmpty ? "" : "  " + params)  \(link.linkKind.rawValue) via \(link.via.rawValue)  match \(link.matchType.rawValue)"
        case .shortLink(let reference):
            return "\(input)\n  short-link \(reference.link)  (resolve it, then decide the long link)"
        case .reject(let rejection):
            if let refusal = rejection.handlerRefusal {
                // A handler's refusal (`--profile document`) has no reason of Linkproof's.
                return "\(input)\n  reject (handler \(refusal.rawValue)): \(rejection.detail)"
            }
            var text = "\(input)\n  reject \(rejection.reason.rawValue)"
            if let offset = rejection.offset { text += " at offset \(offset)" }
            text += ": \(rejection.detail)"
            if let offset = rejection.offset, offset <= input.utf8.count, caret {
                text += "\n    \(input)\n    \(String(repeating: " ", count: offset))^"
            }
            return text
        }
    }
}
