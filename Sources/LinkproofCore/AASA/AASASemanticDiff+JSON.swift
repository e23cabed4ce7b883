extension AASADiffChange: JSONWritable {
    /// Writes the change as its `Codable` form with sorted keys (an absent field left out).
    package func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("appID")
        writer.string(appID)
        if let detail {
            writer.key("detail")
            writer.string(detail)
        }
        writer.key("kind")
        writer.string(kind.rawValue)
        if let newIndex {
            writer.key("newIndex")
            writer.int(newIndex)
        }
        if let oldIndex {
            writer.key("oldIndex")
            writer.int(oldIndex)
        }
        if let rule {
            writer.key("rule")
            writer.string(rule)
        }
        writer.key("service")
        writer.string(service)
        writer.endObject()
    }
}
