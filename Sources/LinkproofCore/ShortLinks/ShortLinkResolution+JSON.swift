extension ShortLinkResolution: JSONWritable {
    /// Writes the resolution as its `Codable` form with sorted keys (no `warning` when there is none).
    package func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("decision")
        decision.write(to: &writer)
        writer.key("hops")
        writer.beginArray()
        for hop in hops {
            writer.beginObject()
            if let location = hop.location {
                writer.key("location")
                writer.string(location)
            }
            if let next = hop.next {
                writer.key("next")
                writer.string(next)
            }
            if let status = hop.status {
                writer.key("status")
                writer.int(status)
            }
            writer.key("url")
            writer.string(hop.url)
            writer.endObject()
        }
        writer.endArray()
        writer.key("longLink")
        writer.string(longLink)
        writer.key("shortLink")
        writer.string(shortLink)
        if let warning {
            writer.key("warning")
            writer.string(warning)
        }
        writer.endObject()
    }
}

extension ShortLinkResolveError: JSONWritable {
    /// Writes the error as its `Encodable` form with sorted keys: `code`, `link`, `message`,
    /// and `hop` and `url` for a hop failure.
    package func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("code")
        writer.string(code)
        switch self {
        case .notAShortLink(let link, _), .unknownShortLink(let link), .store(let link, _):
            writer.key("link")
            writer.string(link)
            writer.key("message")
            writer.string(description)
        case .hop(let link, let index, let url, _):
            writer.key("hop")
            writer.int(index)
            writer.key("link")
            writer.string(link)
            writer.key("message")
            writer.string(description)
            writer.key("url")
            writer.string(url)
        }
        writer.endObject()
    }
}
