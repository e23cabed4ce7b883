extension Gen {
    /// An array of `element`'s values with a count in `length` (clamped to be non-negative).
    ///
    /// As in Hypothesis, the first `length.lowerBound` elements are always drawn and each
    /// further one is preceded by a "one more?" choice, whose zero byte means stop; each
    /// optional element and its choice form one span, so deleting that span's bytes removes
    /// exactly that element and zeroing bytes shortens the array.
    public static func array<Element>(of element: Gen<Element>, length: ClosedRange<Int> = 0...8) -> Gen<[Element]>
    where Value == [Element] {
        collecting(element, length: length, empty: { [] }, append: { $0.append($1) })
    }

    /// Draws `element` values as `array(of:length:)` describes and appends each to `empty()`
    /// (an array, a string), without an intermediate array.
    static func collecting<Element>(
        _ element: Gen<Element>, length: ClosedRange<Int>,
        empty: @escaping @Sendable () -> Value, append: @escaping @Sendable (inout Value, Element) -> Void
    ) -> Gen<Value> {
        let minimum = max(0, length.lowerBound)
        let maximum = max(minimum, length.upperBound)
        let more = continuationProbability(minimum: minimum, maximum: maximum)
        return Gen { source in
            var result = empty()
            for _ in 0..<minimum {
                let start = source.beginSpan()
                append(&result, element.generate(from: &source))
                source.endSpan(from: start)
            }
            var count = minimum
            while count < maximum {
                let start = source.beginSpan()
                guard source.drawBool(probability: more) else { break }
                append(&result, element.generate(from: &source))
                source.endSpan(from: start)
                count += 1
            }
            return result
        }
    }

    /// The chance of one more element that gives, on average, Hypothesis's default size:
    /// `min(max(2·minimum, minimum + 5), (minimum + maximum) / 2)`.
    private static func continuationProbability(minimum: Int, maximum: Int) -> Double {
        let average = min(Double(max(2 * minimum, minimum + 5)), Double(minimum + maximum) / 2)
        let extra = average - Double(minimum)
        return extra <= 0 ? 0 : extra / (extra + 1)
    }
}

extension Gen where Value == String {
    /// A string of characters from `alphabet` (which must not be empty) with a length in
    /// `length`; the zero choice for each character gives the alphabet's first.
    public static func string(from alphabet: String, length: ClosedRange<Int> = 0...8) -> Gen<String> {
        collecting(.element(of: Array(alphabet)), length: length, empty: { "" }, append: { $0.append($1) })
    }

    /// `parts`' values joined by `separator`, with a count in `count`.
    public static func joined(_ parts: Gen<String>, separator: String, count: ClosedRange<Int>) -> Gen<String> {
        Gen<[String]>.array(of: parts, length: count).map { $0.joined(separator: separator) }
    }
}
