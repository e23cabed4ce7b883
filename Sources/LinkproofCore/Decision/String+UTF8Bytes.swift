extension String {
    /// `body` on the string's UTF-8 bytes, read in place (a native string lends its own
    /// storage; any other is copied first). The buffer is valid only during the call.
    func withUTF8Bytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        utf8.withContiguousStorageIfAvailable(body) ?? Array(utf8).withUnsafeBufferPointer(body)
    }
}

extension String {
    /// `parts` joined, made in one allocation: a sentence written for nearly every line of a
    /// batch (an interpolation appends each part to a growing string, about 430 instructions a
    /// part; issue 43).
    init(concatenating parts: String...) {
        let count = parts.reduce(0) { $0 + $1.utf8.count }
        self.init(unsafeUninitializedCapacity: count) { buffer in
            var end = 0
            for part in parts {
                end = part.withUTF8Bytes { buffer[end...].initialize(fromContentsOf: $0) }
            }
            return end
        }
    }
}
