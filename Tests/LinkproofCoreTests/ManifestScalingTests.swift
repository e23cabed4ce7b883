import Foundation
@testable import LinkproofCore
import Testing

/// Issue 28, item 4: the overlap check finds, through its index, what the pairwise definition
/// finds, and a manifest at the route limit validates at once.
@Suite struct ManifestScalingTests {
    private static func manifest(_ routes: [String]) throws -> LinkManifest {
        let json = """
            {"name": "scale", "app": {"teamID": "ABCDE12345", "bundleID": "com.example.scale"}, "schemes": ["scale"],
             "associatedDomains": [{"domain": "example.com"}], "routes": [\(routes.joined(separator: ","))]}
            """
        return try LinkManifest.load(json: Array(json.utf8))
    }

    /// For each template, the first earlier template of another route with a common link.
    private func pairwise(_ manifest: LinkManifest) -> [String] {
        let placed = manifest.routes.enumerated().flatMap { routeIndex, route in
            route.templates.enumerated().map { (routeIndex, $0, $1) }
        }
        var paths: [String] = []
        for (offset, second) in placed.enumerated() {
            let hit = placed[..<offset].first { first in
                first.0 != second.0 && ExampleLink.common(first.2, manifest.routes[first.0].parameters, second.2, manifest.routes[second.0].parameters) != nil
            }
            if hit != nil { paths.append("$.routes[\(second.0)].templates[\(second.1)]") }
        }
        return paths
    }

    @Test func theIndexFindsWhatThePairwiseCheckFinds() throws {
        var random = SeededGenerator(seed: 28)
        let segments = ["a", "b", "{id}", "{code}", "AA", "12"]
        let types = [#""id": {"type": "digits", "maxLength": 3}"#, #""code": {"type": "characters", "class": "A-Z"}"#]
        var (loaded, overlapping) = (0, 0)
        for round in 0..<100 {
            let routes = (0..<Int.random(in: 2...12, using: &random)).map { index -> String in
                var used: [String] = []
                let path = (0..<Int.random(in: 1...3, using: &random)).map { _ -> String in
                    let segment = segments.randomElement(using: &random)!
                    guard segment.hasPrefix("{") else { return segment }
                    if used.contains(segment) { return "a" }
                    used.append(segment)
                    return segment
                }
                let scheme = Bool.random(using: &random) ? "https://example.com/" : "scale://h/"
                let parameters = types.filter { type in used.contains { type.hasPrefix("\"" + $0.dropFirst().dropLast() + "\"") } }
                return #"{"name": "r\#(index)", "templates": ["\#(scheme + path.joined(separator: "/"))"], "parameters": {\#(parameters.joined(separator: ","))}}"#
            }
            guard let manifest = try? Self.manifest(routes) else { continue }
            let found = manifest.findings().filter { $0.code == .templatesOverlap }.map(\.path)
            #expect(found == pairwise(manifest), "round \(round): \(routes)")
            loaded += 1
            if !found.isEmpty { overlapping += 1 }
        }
        #expect(loaded > 50 && overlapping > 20 && overlapping < loaded, "\(loaded) manifests, \(overlapping) with overlaps")
    }

    /// The review's manifest: 4,096 routes, each with a template every other route also has.
    @Test func fourThousandOverlappingRoutesValidateAtOnce() throws {
        let routes = (0..<LinkManifest.maximumRoutes).map { index in
            #"{"name": "r\#(index)", "templates": ["https://example.com/item/{id}", "scale://item\#(index)/{id}"], "parameters": {"id": {"type": "digits"}}}"#
        }
        let started = ContinuousClock.now
        let manifest = try Self.manifest(routes)
        let findings = manifest.findings()
        #expect(findings.count == LinkManifest.maximumRoutes - 1)
        #expect(findings.allSatisfy { $0.message.contains("declared first") && $0.message.contains("'r0'") })
        // A guard against the pairwise check coming back (over 120 s here), not a measurement.
        #expect(ContinuousClock.now - started < .seconds(30))
    }
}
