extension AASADiagnostic: JSONWritable {
    /// Writes the diagnostic as its `Codable` form with sorted keys.
    package func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("code")
        writer.string(code)
        writer.key("hint")
        writer.string(hint)
        writer.key("message")
        writer.string(message)
        writer.key("path")
        writer.string(path)
        writer.key("severity")
        writer.string(severity.rawValue)
        writer.endObject()
    }
}
