import LinkproofCore

extension ShortLinkImport.Outcome: JSONWritable {
    /// Writes the JSON line `linkproof store import` prints, keys sorted: `line` with
    /// `shortLink`, `suffix` and `longLink`, or with `error` (`code`, `message`).
    package func write(to writer: inout JSONWriter) {
        writer.beginObject()
        if let error {
            writer.key("error")
            writer.beginObject()
            writer.key("code")
            writer.string(error.code)
            writer.key("message")
            writer.string(error.message)
            writer.endObject()
        }
        writer.key("line")
        writer.int(line)
        if let record {
            writer.key("longLink")
            writer.string(record.longLink)
            writer.key("shortLink")
            writer.string(record.shortLink)
            writer.key("suffix")
            writer.string(record.suffix)
        }
        writer.endObject()
    }
}
