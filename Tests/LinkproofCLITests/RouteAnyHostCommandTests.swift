import Foundation
import Testing

/// Issue 41: `route --via in-app-content` decides links as tapped in the app's own content, where a
/// route on any host may open them; without it, such a link is `host-not-declared`.
@Suite(.enabled(if: LinkproofProcess.executable != nil, "the linkproof executable was not found next to the test bundle"))
struct RouteAnyHostCommandTests {
    @Test func inAppContentOpensARouteOnAnyHost() throws {
        let manifest = Scratch.folder() + "/fedi.json"
        try #"{"name": "fedi", "app": {"bundleID": "org.example.fedi"}, "routes": [{"name": "tag", "templates": ["https://*/tags/{tag}"], "parameters": {"tag": {"type": "string"}}}]}"#
            .write(toFile: manifest, atomically: false, encoding: .utf8)
        let tapped = try LinkproofProcess.run(["route", "--manifest", manifest, "--via", "in-app-content", "--json", "https://mastodon.social/tags/swift"])
        #expect(tapped.status == 0 && tapped.text.contains(#""linkKind":"web-link""#) && tapped.text.contains(#""via":"in-app-content""#)
                    && tapped.text.contains(#""route":"tag""#), "\(tapped.text)\(tapped.errorText)")
        // The flag this replaced is refused with the new spelling named, not ignored.
        let old = try LinkproofProcess.run(["route", "--manifest", manifest, "--in-app-content", "--json", "https://mastodon.social/tags/swift"])
        #expect(old.status == 2 && old.errorText.contains("--in-app-content is now --via in-app-content"), "\(old.errorText)")
        let direct = try LinkproofProcess.run(["route", "--manifest", manifest, "--json", "https://mastodon.social/tags/swift"])
        #expect(direct.status == 0 && direct.text.contains(#""reason":"host-not-declared""#), "\(direct.text)\(direct.errorText)")
    }
}
