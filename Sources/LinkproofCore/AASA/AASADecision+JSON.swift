/// The JSON of an explanation as `linkproof aasa match --json` writes it: the members of
/// the `Codable` form, keys sorted, an absent optional left out.
extension AASAExplanation {
    /// Writes the explanation as a JSON object, keys sorted.
    package func write(to writer: inout JSONWriter) {
        writer.beginObject()
        if let closestFailure {
            writer.key("closestFailure")
            closestFailure.write(to: &writer)
        }
        if let decidingRule {
            writer.key("decidingRule")
            decidingRule.write(to: &writer)
        }
        writer.key("decision")
        writer.string(decision.rawValue)
        writer.key("reason")
        writer.string(reason)
        writer.endObject()
    }
}

extension AASARuleTrace {
    /// Writes the trace as a JSON object, keys sorted.
    package func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("caseSensitive")
        writer.bool(caseSensitive)
        if let comment {
            writer.key("comment")
            writer.string(comment)
        }
        writer.key("components")
        writer.beginArray()
        for check in components {
            writer.beginObject()
            writer.key("component")
            writer.string(check.component)
            writer.key("ok")
            writer.bool(check.ok)
            writer.key("pattern")
            writer.string(check.pattern)
            writer.endObject()
        }
        writer.endArray()
        writer.key("defaulted")
        writer.beginArray()
        for taken in defaulted {
            writer.beginObject()
            writer.key("from")
            writer.string(taken.from)
            writer.key("key")
            writer.string(taken.key)
            writer.key("value")
            writer.string(taken.value)
            writer.endObject()
        }
        writer.endArray()
        writer.key("detailIndex")
        writer.int(detailIndex)
        writer.key("exclude")
        writer.bool(exclude)
        writer.key("jsonPath")
        writer.string(jsonPath)
        writer.key("percentEncoded")
        writer.bool(percentEncoded)
        writer.key("ruleIndex")
        writer.int(ruleIndex)
        writer.endObject()
    }
}
