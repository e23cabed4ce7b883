extension String {
    /// `body` on the string's UTF-8 bytes, read in place (a native string lends its own
    /// storage; any other is copied first). The buffer is valid only during the call.
    func withUTF8Bytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        utf8.withContiguousStorageIfAvailable(body) ?? Array(utf8).withUnsafeBufferPointer(body)
    }
}
