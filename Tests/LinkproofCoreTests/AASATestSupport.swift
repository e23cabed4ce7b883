@testable import LinkproofCore
import LinkproofGen

/// A fixed-seed PRNG so every property test replays the same cases.
typealias SeededGenerator = SplitMix64

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
