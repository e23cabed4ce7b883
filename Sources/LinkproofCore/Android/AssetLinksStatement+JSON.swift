extension AssetLinksAsset: JSONWritable {
    /// Writes the asset as its synthesized `Codable` form with sorted keys: the case's name
    /// holding its associated values (`_0` for an unlabelled one).
    package func write(to writer: inout JSONWriter) {
        writer.beginObject()
        switch self {
        case .androidApp(let packageName, let fingerprint):
            writer.key("androidApp")
            writer.beginObject()
            writer.key("fingerprint")
            writer.string(fingerprint)
            writer.key("packageName")
            writer.string(packageName)
            writer.endObject()
        case .web(let site):
            writer.key("web")
            writer.beginObject()
            writer.key("_0")
            writer.beginObject()
            writer.key("host")
            writer.string(site.host)
            if let port = site.port {
                writer.key("port")
                writer.int(port)
            }
            writer.key("scheme")
            writer.string(site.scheme)
            writer.endObject()
            writer.endObject()
        }
        writer.endObject()
    }
}
