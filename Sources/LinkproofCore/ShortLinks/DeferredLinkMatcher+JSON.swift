extension DeferredLinkMatch: JSONWritable {
    /// Writes the match as its `Codable` form with sorted keys (an absent field left out).
    package func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("candidates")
        writer.int(candidates)
        if let decision {
            writer.key("decision")
            decision.write(to: &writer)
        }
        if let longLink {
            writer.key("longLink")
            writer.string(longLink)
        }
        writer.key("matchType")
        writer.string(matchType.rawValue)
        if let shortLink {
            writer.key("shortLink")
            writer.string(shortLink)
        }
        writer.endObject()
    }
}
