/// A `String`-backed enum written as its raw value: no `Encoder` between the value and the
/// writer (the decision's `linkKind`, `via`, `matchType`, `reason` on every batch line).
package protocol JSONRawString: RawRepresentable, JSONWritable, Encodable where RawValue == String {}

extension JSONRawString {
    /// Writes the raw value, as its `Codable` form is.
    package func write(to writer: inout JSONWriter) { writer.string(rawValue) }
}
