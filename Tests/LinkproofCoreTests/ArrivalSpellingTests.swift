import LinkproofCore
import Testing

/// One arrival type, one spelling: a manifest's `arrivals` takes `Arrival`'s names, and a
/// spelling that named something else before is refused with the name to write instead
/// rather than read as another arrival.
@Suite struct ArrivalSpellingTests {
    private func issues(_ arrivals: String) -> [ManifestIssue] {
        let json = #"{"name": "a", "app": {"bundleID": "com.example.a"}, "schemes": ["a"], "arrivals": \#(arrivals), "routes": [{"name": "home", "templates": ["a://home"]}]}"#
        do {
            _ = try LinkManifest.load(json: Array(json.utf8))
            return []
        } catch {
            guard case .invalid(let issues) = error else { return [] }
            return issues
        }
    }

    @Test func aManifestListsArrivalsByTheirOneSpelling() throws {
        let json = #"{"name": "a", "app": {"bundleID": "com.example.a"}, "schemes": ["a"], "arrivals": ["direct", "in-app-content", "first-launch"], "routes": [{"name": "home", "templates": ["a://home"]}]}"#
        #expect(try LinkManifest.load(json: Array(json.utf8)).arrivals == [.direct, .inAppContent, .firstLaunch])
    }

    @Test func anOldSpellingNamesTheNewOne() {
        let weak = issues(#"["direct", "weak-match"]"#)
        #expect(weak.map(\.path) == ["$.arrivals[1]"])
        #expect(weak.first?.message.contains("write 'first-launch' with the match type 'weak'") == true, "\(weak)")
        let kind = issues(#"["universal-link"]"#)
        #expect(kind.first?.message.contains("a kind of link (linkKind), not an arrival") == true, "\(kind)")
        let unknown = issues(#"["by-pigeon"]"#)
        #expect(unknown.first?.message == "unknown arrival 'by-pigeon' (\(Arrival.allCases.map(\.rawValue).joined(separator: ", ")))")
    }

    /// The decision reports the context's arrival as `via` and what the link is as `linkKind`.
    @Test func theDecisionSaysHowTheLinkArrivedAndWhatItIs() throws {
        let json = #"{"name": "a", "app": {"bundleID": "com.example.a"}, "schemes": ["a"], "routes": [{"name": "home", "templates": ["a://home"]}]}"#
        let parser = DeepLinkParser(manifest: try LinkManifest.load(json: Array(json.utf8)))
        for arrival in Arrival.allCases {
            let routed = parser.decide("a://home", context: LinkContext(arrival: arrival)).routedLink
            #expect(routed?.via == arrival && routed?.linkKind == .customScheme, "\(arrival)")
        }
    }
}
