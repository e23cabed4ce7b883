import LinkproofCore

/// `{"error": …}`: a command's failure in its `--json` output.
struct ErrorRecord<Failure: JSONWritable>: JSONWritable {
    let error: Failure

    func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("error")
        error.write(to: &writer)
        writer.endObject()
    }
}
