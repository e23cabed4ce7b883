extension Gen where Value == String {
    /// The values of `parts`, drawn in order and concatenated.
    public static func concatenation(_ parts: Gen<String>...) -> Gen<String> {
        Gen { source in
            var text = ""
            for part in parts { text += part.generate(from: &source) }
            return text
        }
    }

    /// The value, or the empty string; the zero choice gives the empty string.
    public var orEmpty: Gen<String> {
        optional.map { $0 ?? "" }
    }
}

/// A string literal is the generator that always gives it, so literal pieces read plainly
/// in `Gen.concatenation("https://", host, path)`.
extension Gen: ExpressibleByUnicodeScalarLiteral, ExpressibleByExtendedGraphemeClusterLiteral, ExpressibleByStringLiteral
where Value == String {
    /// The generator that always gives `value`.
    public init(stringLiteral value: String) {
        self.init { _ in value }
    }

    /// The generator that always gives `value`.
    public init(unicodeScalarLiteral value: String) {
        self.init(stringLiteral: value)
    }

    /// The generator that always gives `value`.
    public init(extendedGraphemeClusterLiteral value: String) {
        self.init(stringLiteral: value)
    }
}
