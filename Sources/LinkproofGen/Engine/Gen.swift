/// A generator of values that takes every decision from a `ChoiceSource`.
///
/// The same generator runs from a seeded PRNG in a property test and from a fuzzer's bytes
/// in a fuzz target; a value is determined by the bytes it consumed, so recording those
/// bytes is enough to replay it, and shrinking them simplifies it.
public struct Gen<Value>: Sendable {
    private let body: @Sendable (inout ChoiceSource) -> Value

    /// A generator that runs `body`, which must take all its decisions from the source.
    public init(_ body: @escaping @Sendable (inout ChoiceSource) -> Value) {
        self.body = body
    }

    /// Draws one value.
    public func generate(from source: inout ChoiceSource) -> Value {
        body(&source)
    }

    /// The value that `bytes` decode to (zeros past their end).
    public func replay(_ bytes: some Sequence<UInt8>) -> Value {
        var source = ChoiceSource(bytes: bytes)
        return generate(from: &source)
    }

    /// A generator that always gives `value` and consumes nothing.
    public static func constant(_ value: Value) -> Gen<Value> where Value: Sendable {
        Gen { _ in value }
    }

    /// Transforms every value.
    public func map<T>(_ transform: @escaping @Sendable (Value) -> T) -> Gen<T> {
        Gen<T> { source in transform(generate(from: &source)) }
    }

    /// Chooses the next generator from a value, e.g. a path for the chosen scheme.
    public func flatMap<T>(_ next: @escaping @Sendable (Value) -> Gen<T>) -> Gen<T> {
        Gen<T> { source in next(generate(from: &source)).generate(from: &source) }
    }

    /// Keeps drawing until a value satisfies `isIncluded`, at most `maximumAttempts` times;
    /// if none does, the source is rejected (the case is discarded, as Hypothesis's
    /// `assume` does) and the last value is returned. Each attempt is a span, so the
    /// shrinker can delete failed attempts.
    public func filter(maximumAttempts: Int = 100, _ isIncluded: @escaping @Sendable (Value) -> Bool) -> Gen<Value> {
        Gen { source in
            var attempt = 1
            while true {
                let start = source.beginSpan()
                let value = generate(from: &source)
                source.endSpan(from: start)
                if isIncluded(value) { return value }
                if attempt >= maximumAttempts {
                    source.reject()
                    return value
                }
                attempt += 1
            }
        }
    }

    /// `nil` or a value; a zero choice gives `nil`, the simpler case.
    public var optional: Gen<Value?> {
        Gen<Value?> { source in
            source.drawBool(probability: 0.5) ? generate(from: &source) : nil
        }
    }
}
