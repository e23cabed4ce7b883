import Foundation
import LinkproofCore
import LinkproofGen
import LinkproofTesting
import LinkproofURL
import Testing

/// Properties of the strict deep-link parser (issue 4), over the documents' links and
/// generated mutations of them, for every manifest of `Tests/Golden/apps/`.
@Suite struct DeepLinkParserPropertyTests {
    static let goldenDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Golden")

    /// Each manifest with the golden inputs written for it.
    static let apps: [(parser: DeepLinkParser, inputs: [String])] = {
        var inputs: [String: [String]] = [:]
        let cases = (try? FileManager.default.contentsOfDirectory(atPath: goldenDirectory.appendingPathComponent("cases").path)) ?? []
        for file in cases where file.hasSuffix(".json") && !file.hasSuffix(".pending.json") {
            guard let data = FileManager.default.contents(atPath: goldenDirectory.appendingPathComponent("cases/\(file)").path),
                  let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                  let list = root["cases"] as? [[String: Any]] else { continue }
            for item in list {
                if let manifest = item["manifest"] as? String, let input = item["input"] as? String {
                    inputs[manifest, default: []].append(input)
                }
            }
        }
        return inputs.keys.sorted().compactMap { name in
            guard let manifest = try? LinkManifest.load(contentsOf: goldenDirectory.appendingPathComponent("apps/\(name).json").path),
                  let links = inputs[name], !links.isEmpty else { return nil }
            return (DeepLinkParser(manifest: manifest), links)
        }
    }()

    /// The golden inputs of one app and mutations of them.
    static func links(_ inputs: [String]) -> Gen<String> {
        .frequency([(1, .element(of: inputs)), (4, URLGen.mutated(.element(of: inputs)).map(\.mutated))])
    }

    @Test func theManifestsAndTheirInputsLoad() {
        #expect(Self.apps.map(\.parser.manifest.name) == ["apple-example", "applinks-verified", "createwithswift", "firebase-example", "firebase-without-app-links", "raycipe", "recipes", "stock-analyzer"])
    }

    @Test func aDecisionIsTheSameOnEveryCall() {
        for app in Self.apps {
            expectProperty("decision is deterministic (\(app.parser.manifest.name))", cases: 1500, Self.links(app.inputs)) { link in
                app.parser.decide(link) == app.parser.decide(link)
            }
        }
    }

    /// An accepted link names a declared host (or a declared custom scheme's host) and every
    /// parameter of its route satisfies the declared type.
    @Test func anAcceptedLinkHasADeclaredHostAndTypedParameters() {
        for app in Self.apps {
            let manifest = app.parser.manifest
            expectProperty("accepted links are declared and typed (\(manifest.name))", cases: 1500, Self.links(app.inputs)) { link in
                guard let routed = app.parser.decide(link).routedLink else { return true }
                guard let route = manifest.routes.first(where: { $0.name == routed.route }),
                      Set(routed.params.keys) == Set(route.parameters.keys),
                      routed.params.allSatisfy({ route.parameters[$0.key]?.check($0.value) == nil })
                else { return false }
                return Self.hostIsDeclared(link, kind: routed.linkKind, manifest)
            }
        }
    }

    /// The percent-decoded value of the query parameter `name` of `link`: read off the text,
    /// since Foundation's URLComponents refuses a query with raw non-ASCII (a U+200B before
    /// another parameter's name).
    static func queryValue(_ name: String, in link: String) -> String? {
        guard let query = link.split(separator: "?", maxSplits: 1).dropFirst().first else { return nil }
        for pair in query.split(separator: "#", maxSplits: 1)[0].split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            if parts.first.map(String.init) == name { return parts.count > 1 ? String(parts[1]).removingPercentEncoding : "" }
        }
        return nil
    }

    /// For a routed link: its host, ASCII-lowercased, is the host of one of the manifest's
    /// templates for its scheme; for a dynamic link, the same holds for the nested link.
    static func hostIsDeclared(_ link: String, kind: LinkKind, _ manifest: LinkManifest) -> Bool {
        guard let url = try? URLParser.parse(link).url else { return false }
        if kind == .dynamicLink {
            let nested = (try? DynamicLinkComponents.parse(link, prefixes: manifest.dynamicLinkPrefixes))?.link
                ?? queryValue("deep_link_id", in: link)
            return nested.map { hostIsDeclared($0, kind: .universalLink, manifest) } ?? false
        }
        let templates = manifest.routes.flatMap(\.templates)
        return templates.contains { $0.scheme == url.scheme && $0.host == url.hostname.lowercased() }
    }

    @Test func aBuiltDynamicLinkParsesBackToItsComponents() {
        let prefixes = [DynamicLinkPrefix(host: "rayciperw.page.link"), DynamicLinkPrefix(host: "links.raycipe.example", path: "/share")]
        let text = Gen.string(from: "abcXYZ019 &=?#%+/:é\n-_.~", length: 0...12)
        let components = zip(Gen.element(of: prefixes), text, Gen.array(of: zip(Gen.element(of: DynamicLinkParameter.allCases), text), length: 0...6))
            .map { prefix, path, parameters -> DynamicLinkComponents in
                var built = DynamicLinkComponents(link: "https://www.raywenderlich.com/" + path, domainURIPrefix: prefix)
                for (name, value) in parameters where name != .link && !value.isEmpty { built.parameters[name] = value }
                return built
            }
        expectProperty("build → parse gives back every component", cases: 2000, components) { built in
            (try? DynamicLinkComponents.parse(built.url, prefixes: prefixes)) == built
        }
    }
}
