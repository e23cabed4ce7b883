extension ShortenResult: JSONWritable {
    /// Writes the result as its `Codable` form with sorted keys.
    package func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("longLink")
        writer.string(longLink)
        writer.key("previewLink")
        writer.string(previewLink)
        writer.key("shortLink")
        writer.string(shortLink)
        writer.key("warnings")
        writer.beginArray()
        for warning in warnings {
            writer.beginObject()
            writer.key("code")
            writer.string(warning.code.rawValue)
            writer.key("message")
            writer.string(warning.message)
            writer.key("parameter")
            writer.string(warning.parameter)
            writer.endObject()
        }
        writer.endArray()
        writer.endObject()
    }
}

extension ShortenError: JSONWritable {
    /// Writes the error as its `Encodable` form with sorted keys: `code`, `longLink`,
    /// `message`, and `offset` when the rejection names one.
    package func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("code")
        writer.string(code)
        writer.key("longLink")
        writer.string(longLink)
        writer.key("message")
        writer.string(description)
        if case .longLinkRejected(_, let rejection) = self, let offset = rejection.offset {
            writer.key("offset")
            writer.int(offset)
        }
        writer.endObject()
    }
}
