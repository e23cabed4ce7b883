import LinkproofCore
@testable import LinkproofGen
import LinkproofTesting
import Testing

/// Issue 29: the catalogue's `id-format` class aims at the edges of `integer` and `pattern`
/// parameters, and its expectation is the catalogue's own reading of the declaration (Swift's
/// standard library for integers, Swift's `Regex` for patterns), not the code under test.
@Suite struct RangeAndPatternCatalogueTests {
    private let manifest = try! LinkManifest.load(json: Array(Manifests.parking.utf8))

    @Test func theWorkaroundOfTheIssueIsCaught() throws {
        // What the issue's user had to write: `minutes` as 1–3 digits, which confirms 0, 601 and 999.
        var workaround = manifest
        workaround.routes[0].parameters["minutes"] = .digits(length: 1...3)
        let found = try CatalogueProofTests.counterexamples(against: DeepLinkParser(manifest: workaround), on: manifest, classes: [.idFormat])
        let counterexample = try #require(found.first?.1)
        print("[1–3 digits for 1…600] id-format: \(CatalogueProofTests.describe(counterexample))")
    }

    @Test func aPatternReadAsAPrefixIsCaught() throws {
        // A router that checks only that the value starts like the pattern (an unanchored match).
        var prefix = manifest
        prefix.routes[1].parameters["date"] = try .pattern(ValuePattern("[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])[!-~]*"))
        let found = try CatalogueProofTests.counterexamples(against: DeepLinkParser(manifest: prefix), on: manifest, classes: [.idFormat])
        #expect(!found.isEmpty)
    }

    @Test func edgeValuesOfIntegersAreAmongTheCases() throws {
        let target = try Manifests.target(manifest)
        let generator = try #require(AdversarialClassName.idFormat.adversarialClass.cases(target))
        var inputs = Set<String>()
        for seed in UInt64(0)..<3_000 {
            var source = ChoiceSource(seed: seed)
            inputs.insert(generator.generate(from: &source).input)
        }
        for minutes in ["0", "601", "0600", "99999999999999999999", "+1"] {
            #expect(inputs.contains { $0.hasSuffix("&minutes=" + minutes) || $0.hasSuffix("&minutes=" + minutes.replacingOccurrences(of: "+", with: "%2B")) }, "\(minutes)")
        }
    }

    @Test func theRegexReadingAgreesWithTheAutomaton() throws {
        // Each pattern against values around its matches: the catalogue's Regex reading and
        // the compiled automaton must agree (they are two implementations of one syntax).
        let patterns = ["[A-Z]{1,3}-[0-9]{1,4}", "a|b(c|d)*", "(ab){2,3}x?", "[a-c-]+\\.[0-9]{0,2}", "x{3,}", "(a|aa)*b", "[#/&]+"]
        for source in patterns {
            let pattern = try ValuePattern(source)
            let type = ParameterType.pattern(pattern)
            for seed in UInt64(0)..<200 {
                var source = ChoiceSource(seed: seed)
                let value = type.validValues.generate(from: &source)
                for candidate in [value, value + "a", String(value.dropLast()), "x" + value, value.uppercased()] {
                    #expect(type.check(candidate) == nil ? type.admits(candidate) : !type.admits(candidate), "\(pattern.source) \(candidate)")
                }
                #expect(type.check(value) == nil, "\(pattern.source) generated \(value)")
            }
        }
    }
}
