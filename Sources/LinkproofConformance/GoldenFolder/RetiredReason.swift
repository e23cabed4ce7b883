import LinkproofCore

/// A recorded outcome that still gives a handler's refusal as a reject reason
/// (`document-no-link`, `document-fatal-error`, before 0.1.0): a golden or pending file that
/// holds one is refused with what to write instead (`HandlerRefusal.renamed(reason:)`),
/// rather than compared with an outcome no run gives again.
enum RetiredReason {
    /// The error for the first such `reason` in `outcome` (at `path`, e.g.
    /// `$.cases[3].document`), naming `file`, the case `id` and the new spelling; nil when
    /// `outcome` has none.
    static func error(in outcome: JSONValue?, at path: String, file: String, id: String) -> GoldenError? {
        switch outcome {
        case .object(let members)?:
            for (key, member) in members {
                if key == "reason", let name = member.stringValue, let advice = HandlerRefusal.renamed(reason: name) {
                    return GoldenError(.invalidField, file: file, path: path + ".reason", "case '\(id)': \(advice)")
                }
                if let found = error(in: member, at: path + "." + key, file: file, id: id) { return found }
            }
        case .array(let elements)?:
            for (index, element) in elements.enumerated() {
                if let found = error(in: element, at: "\(path)[\(index)]", file: file, id: id) { return found }
            }
        default:
            break
        }
        return nil
    }

    /// The recorded outcomes of a case (or a pending entry) that may hold one.
    static let outcomeFields = ["expect", "document", "compatible"]
}
