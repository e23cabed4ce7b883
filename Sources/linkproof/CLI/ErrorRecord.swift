import LinkproofCore

/// `{"error": …}`: a command's failure in its `--json` output.
struct ErrorRecord<Failure: Encodable>: Encodable, JSONWritable {
    let error: Failure
}
