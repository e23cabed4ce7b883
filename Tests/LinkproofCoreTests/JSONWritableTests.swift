import Foundation
import Testing

@testable import LinkproofCore

/// Each record the CLI prints with `Console.printJSON` against its `Codable` form, which the
/// CLI printed before (`JSONEncoder` with sorted keys, then the terminal escapes), in both
/// layouts, with hidden characters in its strings and every optional field present and absent;
/// a record that is also decoded is read back from the text written.
@Suite struct JSONWritableTests {
    static let hostile = "x\u{1B}[2J\u{9B}\u{202E}/é\u{2028}\"\\"

    private func expectSameText(_ value: some JSONWritable & Encodable, sourceLocation: SourceLocation = #_sourceLocation) throws {
        try expectWrittenAsEncoded(value, sourceLocation: sourceLocation)
    }

    /// A record that is decoded too: read back from the text written, it is the record written.
    private func expectSameText<Value: JSONWritable & Codable & Equatable>(_ value: Value, sourceLocation: SourceLocation = #_sourceLocation) throws {
        try expectWrittenAsEncoded(value, sourceLocation: sourceLocation)
        let written = JSONWriter.text(of: value.write)
        #expect(try JSONDecoder().decode(Value.self, from: Data(written.utf8)) == value, sourceLocation: sourceLocation)
    }

    private func expectWrittenAsEncoded(_ value: some JSONWritable & Encodable, sourceLocation: SourceLocation) throws {
        for pretty in [false, true] {
            let written = JSONWriter.text(layout: pretty ? .indented : .compact, of: value.write)
            #expect(written == (try JSONWriterTests.encoderText(value, pretty: pretty)), sourceLocation: sourceLocation)
        }
    }

    @Test func aasaRecords() throws {
        let code = try #require(AASADiagnosticCode.allCases.first)
        try expectSameText([AASADiagnostic(code, path: "$[\"\(Self.hostile)\"]", message: Self.hostile)])
        try expectSameText([
            AASADiffChange(kind: .moved, service: "applinks", appID: "A.b", rule: Self.hostile, oldIndex: 0, newIndex: 2, detail: "d"),
            AASADiffChange(kind: .added, service: "webcredentials", appID: Self.hostile, rule: nil, oldIndex: nil, newIndex: nil, detail: nil),
        ])
        try expectSameText(AASACorpusReport(
            matching: .init(passed: 1, total: 2), validation: .init(passed: 0, total: 0),
            features: [.init(feature: Self.hostile, passed: 1, total: 2, trivial: 1)],
            failures: [.init(name: "n", expected: Self.hostile, got: "g")]))
        try expectSameText(AASACorpusReport(matching: .init(passed: 0, total: 0), validation: .init(passed: 0, total: 0), features: [], failures: []))
        try expectSameText(["A.b", Self.hostile])
    }

    @Test func shortLinkRecords() throws {
        let rejection = Rejection(.hostNotDeclared, at: 8, Self.hostile)
        try expectSameText(ShortenResult(longLink: Self.hostile, shortLink: "https://x.page.link/a", previewLink: "https://x.page.link/a?d=1",
                                         warnings: [ShortenWarning(code: .fallbackURL, parameter: "ofl", message: Self.hostile)]))
        try expectSameText(ShortenResult(longLink: "l", shortLink: "s", previewLink: "p", warnings: []))
        for error in [ShortenError.longLinkRejected(longLink: Self.hostile, rejection),
                      .longLinkRejected(longLink: "l", Rejection(.matchTypeTooWeak, at: nil, "weak")),
                      .suffixRejected(longLink: "l", suffix: Self.hostile, rejection)] {
            try expectSameText(error)
        }
        let hops = [ResolutionHop(url: "https://x.page.link/a", status: 301, location: Self.hostile, next: "https://b/"), ResolutionHop(url: "s")]
        try expectSameText(ShortLinkResolution(shortLink: "s", longLink: Self.hostile, decision: .reject(rejection), hops: hops, warning: Self.hostile))
        try expectSameText(ShortLinkResolution(shortLink: "s", longLink: "l", decision: .shortLink(ShortLinkReference(prefix: "p", suffix: "s")), hops: []))
        for error in [ShortLinkResolveError.notAShortLink(link: Self.hostile, detail: "d"), .unknownShortLink(link: "s"),
                      .hop(link: "s", index: 2, url: Self.hostile, .tooManyHops(limit: 5))] {
            try expectSameText(error)
        }
        let routed = Decision.route(RoutedLink(route: "r", params: ["a": Self.hostile], linkKind: .dynamicLink, via: .firstLaunch, matchType: .weak))
        try expectSameText(DeferredLinkMatch(matchType: .weak, candidates: 2, shortLink: "s", longLink: Self.hostile, decision: routed))
        try expectSameText(DeferredLinkMatch(matchType: .none, candidates: 0))
        // A date as `JSONEncoder`'s default strategy writes it: whole seconds, a fraction, and now.
        for date in [Date(timeIntervalSinceReferenceDate: 786_712_345), Date(timeIntervalSinceReferenceDate: 786_712_345.25), Date()] {
            try expectSameText(DeferredClick(id: 7, prefix: "https://x.page.link", suffix: Self.hostile, createdAt: date))
        }
        try expectSameText(ShortLinkStoreStats(links: 3, prefixes: 1, clicks: 9, deferredClicks: 2, pendingDeferredClicks: 1, schemaVersion: 4))
    }

    @Test func assetLinksRecords() throws {
        try expectSameText([AssetLinksDiagnostic(.noStatements, document: Self.hostile, path: "$", message: Self.hostile)])
        let app = AssetLinksAsset.androidApp(packageName: Self.hostile, fingerprint: "AB:CD")
        try expectSameText([
            AssetLinksChecks.Change(kind: .added, relation: "delegate_permission/common.handle_all_urls", target: app),
            AssetLinksChecks.Change(kind: .removed, relation: Self.hostile, target: .web(try AssetLinksSite("https://example.com"))),
            AssetLinksChecks.Change(kind: .removed, relation: "r", target: .web(try AssetLinksSite("https://example.com:8443"))),
        ])
    }

    /// Decisions of every kind, each optional member present and absent; each is read back
    /// from its written text too (`expectSameText`): the keys `members(to:)` hands over are the
    /// keys `init(from:)` reads.
    static let decisions: [Decision] = [
        .route(RoutedLink(route: "r", params: ["b": hostile, "a": "1", hostile: "x"], linkKind: .universalLink, via: .inAppContent, matchType: .unique,
                          host: "h.example")),
        .route(RoutedLink(route: hostile, params: [:], linkKind: .customScheme, via: .direct, matchType: .default)),
        .confirm(RoutedLink(route: "c", params: ["only": ""], linkKind: .webLink, via: .defaultBrowser, matchType: .weak, host: hostile)),
        .shortLink(ShortLinkReference(prefix: hostile, suffix: "s")),
        .reject(Rejection(.hostNotDeclared, at: 8, hostile)),
        .reject(Rejection(.matchTypeTooWeak, at: nil, "")),
        // A detail kept in its parts (written from them: `Rejection.detailText`).
        .reject(Rejection(.hostNotDeclared, at: 8, host: hostile, then: "' is not an associated domain of the app")),
        .reject(Rejection(.hostNotDeclared, at: nil, host: "", then: "'")),
        // A handler's refusal: `handler` in place of `offset` and `reason`.
        .reject(Rejection(handler: .ignored, hostile)),
    ]

    /// A detail kept in its parts reads as the sentence they make.
    @Test func aDetailInPartsReadsAsTheSentence() {
        let rejection = Rejection(.hostNotDeclared, at: 8, host: "exämple.com", then: "' is not an associated domain of the app")
        #expect(rejection.detail == "'exämple.com' is not an associated domain of the app")
        #expect(rejection == Rejection(.hostNotDeclared, at: 8, "'exämple.com' is not an associated domain of the app"))
    }

    /// A batch line's record (`Decision.write(to:with:)`, a rejection's written in one go on a
    /// compact writer; `AndroidDecision.write(to:with:)`, an `android-no-filter` record's) is
    /// the text of the record's members walked with the line's member among them, for each
    /// kind of line member and each key it may have.
    @Test func lineRecordsAreTheMembersWalked() {
        let android = Self.decisions.map { decision in
            AndroidDecision(delivery: .verifiedAppLink, filter: "f", data: Self.hostile, answer: .strict(decision), detail: Self.hostile)
        } + [Self.hostile, "https://example.com/a", ""].flatMap { data in
            [AndroidDecision(noFilterOf: "com.example.shop", delivery: .unverifiedHTTPS, data: data, verification: nil),
             AndroidDecision(noFilterOf: Self.hostile, delivery: .browserIntentURI, data: data, verification: nil),
             AndroidDecision(noFilterOf: "com.example.shop", delivery: .verifiedAppLink, data: data, verification: Self.hostile)]
        }
        expectWrittenAsWalked(Self.decisions)
        expectWrittenAsWalked(android)
    }

    /// A decision on lent bytes (`DeepLinkParser.decide(lent:context:)`, a batch line's) is
    /// the decision `decide` makes, and writes the record that decision writes: its
    /// `host-not-declared` host read from the bytes, ASCII-lowercased eight bytes at a time and
    /// then one by one (hosts of 1 to 23 bytes), looked at for escapes unless the line's input
    /// is those very bytes found plain, made into its string when it is not ASCII; a nested
    /// link's host quoted from that link's own bytes.
    @Test func lentDecisionsWriteTheRecordsOfTheirDecisions() throws {
        let parser = try GoldenApps.parser("raycipe")
        let letters = "AbCdEfGhIjKlMnOpQrStUvWxYz"
        let hosts = (1...23).map { "\(letters.prefix($0)).EXAMPLE" } + ["Wx.Example.com", "EXÄMPLE.com", "ÄÖÜ.example", "xn--bcher-kva.example"]
        let nested = ["https://rayciperw.page.link/?link=https://EVIL.example/x&ibi=com.example.raycipe",
                      "com.example.raycipe://google/link/?deep_link_id=https%3A%2F%2FEVIL.Example%2Fx&match_type=unique"]
        let inputs = hosts.map { "https://\($0)/path?q=1" } + nested
            + ["http://Evil.Example/", "https://Evil.Example:8080/", "https://www.raywenderlich.com/", "raycipe://home", "https://[::1]/", "HTTPS://x/"]
        for input in inputs {
            for context in [LinkContext.direct, LinkContext(arrival: .inAppContent)] {
                let bytes = Array(input.utf8)
                bytes.withUnsafeBufferPointer { bytes in
                    let lent = parser.decide(lent: bytes, context: context)
                    #expect(lent.decision == parser.decide(input, context: context), "\(input)")
                    var members = [JSONLineMember("input", .utf8(bytes)), JSONLineMember("inputBase64", .string("aGk=")),
                                   JSONLineMember("zzz", .string(Self.hostile))]
                    if JSONEscaping.isPlain(bytes) { members.append(JSONLineMember("input", .plainUTF8(bytes))) }
                    for member in members {
                        #expect(JSONWriter.text { lent.write(to: &$0, with: member) } == JSONWriter.text { lent.decision.write(to: &$0, with: member) },
                                "\(input)")
                    }
                }
            }
        }
        let detail = parser.decide(nested[0]).rejection?.detail
        #expect(detail == "nested link, at its offset 8: 'evil.example' is not an associated domain of the app")
        #expect(parser.decide("https://ÄÖÜ.example/").rejection?.detail == "'ÄÖÜ.example' is not an associated domain of the app")
    }

    private func expectWrittenAsWalked(_ records: [some JSONLineRecord & JSONMembers]) {
        let plain = Array("https://example.com/a".utf8), escaped = Array(Self.hostile.utf8)
        plain.withUnsafeBufferPointer { plain in
            escaped.withUnsafeBufferPointer { escaped in
                let members = [JSONLineMember("input", .plainUTF8(plain)), JSONLineMember("input", .utf8(escaped)),
                               JSONLineMember("input", .string(Self.hostile)), JSONLineMember("inputBase64", .string("aGk=")),
                               JSONLineMember("after", .string("a")), JSONLineMember("zzz", .utf8(escaped))]
                for record in records {
                    for member in members {
                        let walked = JSONWriter.text { writer in
                            writer.beginObject()
                            record.members(interleaving: member, to: &writer)
                            writer.endObject()
                        }
                        #expect(JSONWriter.text { record.write(to: &$0, with: member) } == walked)
                    }
                }
            }
        }
    }

    @Test func decisionRecords() throws {
        try expectSameText(Self.decisions)
        for decision in Self.decisions {
            try expectSameText(decision)
            for answer in [AndroidDecision.Answer.strict(decision), .androidRule(.androidNoFilter)] {
                for detail in ["", Self.hostile] {
                    try expectSameText(AndroidDecision(delivery: .verifiedAppLink, filter: "f", data: Self.hostile, answer: answer, detail: detail,
                                                       verification: "v"))
                    try expectSameText(AndroidDecision(delivery: .browserIntentURI, filter: nil, data: nil, answer: answer, detail: detail))
                }
            }
        }
    }

}
