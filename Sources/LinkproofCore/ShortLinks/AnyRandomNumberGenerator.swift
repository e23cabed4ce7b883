/// Any random source held as one concrete type, so that a stored source can be passed on
/// `inout` to the generic suffix generators (an existential cannot be).
package struct AnyRandomNumberGenerator: RandomNumberGenerator {
    private var base: any RandomNumberGenerator

    /// Wraps `base`; drawing from the wrapper draws from it.
    public init(_ base: some RandomNumberGenerator) { self.base = base }

    public mutating func next() -> UInt64 { base.next() }
}
