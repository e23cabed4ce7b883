extension Gen where Value == Int {
    /// An integer in `range`; the zero choice gives `range.lowerBound`.
    public static func int(in range: ClosedRange<Int>) -> Gen<Int> {
        let lower = range.lowerBound
        let span = UInt64(UInt(bitPattern: range.upperBound &- lower))
        return Gen { source in
            lower &+ Int(bitPattern: UInt(source.draw(atMost: span)))
        }
    }
}

extension Gen where Value == Bool {
    /// `true` or `false` with even odds under a PRNG; the zero choice gives `false`.
    public static let bool = Gen.bool(probability: 0.5)

    /// `true` with about `probability` chance under a PRNG; the zero choice gives `false`.
    public static func bool(probability: Double) -> Gen<Bool> {
        Gen { source in source.drawBool(probability: probability) }
    }
}

extension Gen where Value: Sendable {
    /// One of `elements` (which must not be empty); the zero choice gives the first.
    public static func element(of elements: [Value]) -> Gen<Value> {
        precondition(!elements.isEmpty, "Gen.element(of:) needs at least one element")
        let last = UInt64(elements.count - 1)
        return Gen { source in
            elements[Int(source.draw(atMost: last))]
        }
    }
}

extension Gen {
    /// The value of one of `generators` (which must not be empty), chosen evenly; the zero
    /// choice gives the first, so list the simplest generator first.
    public static func oneOf(_ generators: [Gen<Value>]) -> Gen<Value> {
        frequency(generators.map { (1, $0) })
    }

    /// The value of one of `weighted`'s generators, chosen in proportion to its weight
    /// (weights must be positive); the zero choice gives the first.
    public static func frequency(_ weighted: [(weight: Int, generator: Gen<Value>)]) -> Gen<Value> {
        precondition(!weighted.isEmpty && weighted.allSatisfy { $0.weight > 0 },
                     "Gen.frequency needs at least one generator, each with a positive weight")
        let total = weighted.reduce(0) { $0 + $1.weight }
        return Gen { source in
            let start = source.beginSpan()
            var ticket = Int(source.draw(atMost: UInt64(total - 1)))
            var chosen = weighted[weighted.count - 1].generator
            for (weight, generator) in weighted {
                if ticket < weight {
                    chosen = generator
                    break
                }
                ticket -= weight
            }
            let value = chosen.generate(from: &source)
            source.endSpan(from: start)
            return value
        }
    }
}
