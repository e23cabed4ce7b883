import LinkproofURL

/// A host, as a rejection's detail quotes it: ASCII-lowercased, exactly as written otherwise.
extension ASCII {
    /// `bytes` ASCII-lowercased as a string (escapes and non-ASCII kept; ill-formed UTF-8
    /// repaired, as `String(decoding:as:)` repairs it).
    static func lowercasedString(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        // Lowercased straight into the string.
        String(unsafeUninitializedCapacity: bytes.count) { buffer in
            for index in bytes.indices { buffer[index] = lowercased(bytes[index]) }
            return bytes.count
        }
    }
}
