import Foundation
import LinkproofGen
import Testing

/// The generated URLs checked against what each generator says it produces, with
/// Foundation's RFC 3986 `URLComponents` as an independent judge of well-formedness.
@Suite struct URLGenTests {
    /// `count` values of `generator`, one per seed from 0.
    func samples<Value>(_ generator: Gen<Value>, count: Int = 2_000) -> [Value] {
        (0..<UInt64(count)).map { seed in
            var source = ChoiceSource(seed: seed)
            return generator.generate(from: &source)
        }
    }

    func scheme(of link: String) -> String {
        String(link.prefix { $0 != ":" })
    }

    @Test func zeroChoicesGiveTheSimplestURLOfEachKind() {
        #expect(URLGen.specialURL.replay([]) == "http://example.com/")
        #expect(URLGen.anyURL.replay([]) == "http://example.com/")
        #expect(URLGen.opaqueURL.replay([]) == "mailto:a@example.com")
        #expect(URLGen.customSchemeURL.replay([]) == "cws://example")
    }

    @Test func specialURLsHaveASpecialSchemeAnAuthorityAndAreWellFormed() {
        for link in samples(URLGen.specialURL) {
            let components = URLComponents(string: link)
            #expect(URLGen.specialSchemes.contains(scheme(of: link)), "\(link)")
            #expect(link.contains("://"), "\(link)")
            #expect(components?.scheme == scheme(of: link), "\(link)")
            if scheme(of: link) != "file" { #expect(components?.host?.isEmpty == false, "\(link)") }
            #expect(link.unicodeScalars.allSatisfy { $0.isASCII && $0.value > 0x20 && $0 != "\\" }, "\(link)")
        }
    }

    @Test func opaqueURLsHaveNoAuthority() {
        let schemes: Set = ["mailto", "tel", "sms", "data", "urn", "geo"]
        for link in samples(URLGen.opaqueURL) {
            #expect(schemes.contains(scheme(of: link)), "\(link)")
            #expect(!link.dropFirst(scheme(of: link).count + 1).hasPrefix("/"), "\(link)")
            #expect(URLComponents(string: link)?.host == nil, "\(link)")
            #expect(URLComponents(string: link) != nil, "\(link)")
        }
    }

    @Test func customSchemeURLsHaveAValidNonSpecialScheme() {
        let schemeCharacters = Set("abcdefghijklmnopqrstuvwxyz0123456789+-.")
        for link in samples(URLGen.customSchemeURL) {
            let name = scheme(of: link)
            #expect(!URLGen.specialSchemes.contains(name), "\(link)")
            #expect(name.first?.isLetter == true && name.allSatisfy(schemeCharacters.contains), "\(link)")
            #expect(URLComponents(string: link)?.scheme == name, "\(link)")
        }
    }

    @Test func hostsAreDomainsOrIPLiterals() {
        for host in samples(URLGen.host) {
            if host.hasPrefix("[") {
                #expect(host.hasSuffix("]") && host.contains(":"), "\(host)")
            } else if let last = host.split(separator: ".").last, last.allSatisfy(\.isNumber) {
                let octets = host.split(separator: ".", omittingEmptySubsequences: false).compactMap { Int($0) }
                #expect(octets.count == 4 && octets.allSatisfy { (0...255).contains($0) }, "\(host)")
            } else {
                let labels = host.split(separator: ".", omittingEmptySubsequences: false)
                let letterDigitHyphen = Set("abcdefghijklmnopqrstuvwxyz0123456789-")
                #expect(labels.allSatisfy { label in
                    !label.isEmpty && !label.hasPrefix("-") && !label.hasSuffix("-") && label.allSatisfy(letterDigitHyphen.contains)
                }, "\(host)")
            }
        }
    }

    @Test func anyByteStringGivesAMutatedURL() {
        // Fuzz mode: arbitrary bytes (all 0xFF, random, empty) steer the generator to a case.
        var bytes = SplitMix64(seed: 11)
        let inputs = [[], [UInt8](repeating: 0xFF, count: 4_096)] + (0..<500).map { length in
            (0..<length).map { _ in UInt8(truncatingIfNeeded: bytes.next()) }
        }
        for input in inputs {
            let generated = URLGen.mutated(URLGen.anyURL).replay(input)
            #expect(URLMutation.allCases.contains(generated.mutation) && !generated.original.isEmpty)
        }
    }

    @Test func generatedURLsReplayExactlyFromTheirChoices() {
        for seed in UInt64(0)..<1_000 {
            var source = ChoiceSource(seed: seed)
            let link = URLGen.mutated(URLGen.anyURL).generate(from: &source)
            #expect(URLGen.mutated(URLGen.anyURL).replay(source.choices) == link)
        }
    }
}

@Suite struct URLShrinkingTests {
    @Test func aFailingURLShrinksToTheSimplestURLThatStillFails() {
        let runner = PropertyRunner(settings: RunnerSettings(cases: 500, counterexampleDirectory: nil))
        let withPort = runner.check("no port", URLGen.specialURL) { !$0.contains(".com:") && !$0.contains("]:") }
        #expect(withPort.counterexample?.value == "http://example.com:1/")
        let withQuery = runner.check("no query", URLGen.customSchemeURL) { !$0.contains("?") }
        #expect(withQuery.counterexample?.value == "cws://example?id=")
        // Which link kind is shortest in choices is the shrinker's business; the result must
        // be one backslash mutation of a short link, and replay exactly.
        let links = URLGen.mutated(URLGen.anyURL)
        let mutated = runner.check("no backslash", links) { !$0.mutated.contains("\\") }
        let shrunk = mutated.counterexample
        #expect(shrunk?.value.mutation == .backslashForSlash)
        #expect(shrunk.map { $0.value.mutated.filter { $0 == "\\" }.count == 1 && $0.value.original.count <= 20 } == true)
        #expect(shrunk.map { links.replay($0.choices) == $0.value } == true)
    }
}
