extension AASACorpusReport: JSONWritable {
    /// Writes the report as its `Codable` form with sorted keys.
    package func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("failures")
        writer.beginArray()
        for failure in failures {
            writer.beginObject()
            writer.key("expected")
            writer.string(failure.expected)
            writer.key("got")
            writer.string(failure.got)
            writer.key("name")
            writer.string(failure.name)
            writer.endObject()
        }
        writer.endArray()
        writer.key("features")
        writer.beginArray()
        for tally in features {
            writer.beginObject()
            writer.key("feature")
            writer.string(tally.feature)
            writer.key("passed")
            writer.int(tally.passed)
            writer.key("total")
            writer.int(tally.total)
            writer.key("trivial")
            writer.int(tally.trivial)
            writer.endObject()
        }
        writer.endArray()
        writer.key("matching")
        Self.write(matching, to: &writer)
        writer.key("validation")
        Self.write(validation, to: &writer)
        writer.endObject()
    }

    private static func write(_ tally: Tally, to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("passed")
        writer.int(tally.passed)
        writer.key("total")
        writer.int(tally.total)
        writer.endObject()
    }
}
