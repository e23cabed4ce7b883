@testable import LinkproofCore

/// A fixed-seed PRNG (SplitMix64) so every property test replays the same cases.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// A matcher for a JSON text, failing the test when it does not parse.
func aasaMatcher(_ json: String) throws -> AASAMatcher {
    AASAMatcher(try AASAParser.parse(Array(json.utf8)).document)
}

/// Every diagnostic code, reading and validating, that a JSON text draws.
func aasaCodes(_ json: String) -> [String] {
    do {
        let parsed = try AASAParser.parse(Array(json.utf8))
        return (parsed.diagnostics + AASAValidator.validate(parsed.document)).map(\.code)
    } catch {
        return [error.diagnostic.code]
    }
}

/// The error reading `bytes` throws, or nil when they read.
func aasaParseError(_ bytes: [UInt8], sizeCap: Int = AASAParser.defaultSizeCap) -> AASAParseError? {
    do {
        _ = try AASAParser.parse(bytes, sizeCap: sizeCap)
        return nil
    } catch {
        return error
    }
}
