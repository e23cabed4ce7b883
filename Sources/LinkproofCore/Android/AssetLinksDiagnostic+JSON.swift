extension AssetLinksDiagnostic: JSONWritable {
    /// Writes the diagnostic as its `Codable` form with sorted keys.
    package func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("code")
        writer.string(code.rawValue)
        writer.key("document")
        writer.string(document)
        writer.key("message")
        writer.string(message)
        writer.key("path")
        writer.string(path)
        writer.endObject()
    }
}
