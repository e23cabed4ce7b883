import Foundation

extension DeferredClick: JSONWritable {
    /// Writes the click as its `Codable` form with sorted keys; `createdAt` as `JSONEncoder`'s
    /// default date strategy writes it, seconds since 2001-01-01.
    package func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("createdAt")
        writer.number(createdAt.timeIntervalSinceReferenceDate)
        writer.key("id")
        writer.int(Int(id))
        writer.key("prefix")
        writer.string(prefix)
        writer.key("suffix")
        writer.string(suffix)
        writer.endObject()
    }
}

extension ShortLinkStoreStats: JSONWritable {
    /// Writes the stats as their `Codable` form with sorted keys.
    package func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("clicks")
        writer.int(clicks)
        writer.key("deferredClicks")
        writer.int(deferredClicks)
        writer.key("links")
        writer.int(links)
        writer.key("pendingDeferredClicks")
        writer.int(pendingDeferredClicks)
        writer.key("prefixes")
        writer.int(prefixes)
        writer.key("schemaVersion")
        writer.int(schemaVersion)
        writer.endObject()
    }
}
