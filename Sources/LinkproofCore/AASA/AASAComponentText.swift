/// A URL component as matching sees it: its bytes, and its characters as keys. The bytes
/// are lent by the `AASAMatchInput` that made the text, for as long as it matches.
struct AASAComponentText {
    let bytes: UnsafeBufferPointer<UInt8>
    /// The keys, computed up front only for rules that need them (`AASACompiledPattern.needsCharacters`):
    /// literal, prefix and suffix patterns compare bytes, so most decisions never build them.
    private let keys: [UInt64]?

    init(_ bytes: UnsafeBufferPointer<UInt8>, withCharacters: Bool = true) {
        self.bytes = bytes
        self.keys = withCharacters ? AASAText.characterKeys(bytes) : nil
    }

    /// Every character as its key (computed here when the text was built without them).
    var characters: [UInt64] { keys ?? AASAText.characterKeys(bytes) }

    /// The empty text, which an absent query item is matched as.
    static var empty: AASAComponentText { AASAComponentText(UnsafeBufferPointer(start: nil, count: 0)) }
}
