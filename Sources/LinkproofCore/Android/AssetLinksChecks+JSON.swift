extension AssetLinksChecks.Change: JSONWritable {
    /// Writes the change as its `Codable` form with sorted keys.
    package func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("kind")
        writer.string(kind.rawValue)
        writer.key("relation")
        writer.string(relation)
        writer.key("target")
        target.write(to: &writer)
        writer.endObject()
    }
}
