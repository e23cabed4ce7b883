import Foundation
import LinkproofConformance
import LinkproofCore

/// Suite `android`: decisions per second on Android (`AndroidLinkDecider.decide`: the link
/// read as `android.net.Uri` reads it, the intent filters, App Links verification, then the
/// strict policy) for `applinks-verified.json` (two verified hosts, an `android` section with
/// bound statement lists) over the URL list, next to the same app's iOS decision
/// (`DeepLinkParser.decide`) of the same links in the same run (issue 43: an Android decision
/// should cost at most twice an iOS one). `Scripts/bench-instructions android` counts the
/// instructions of both (`--profile android`).
enum AndroidBench: BenchSuite {
    static let name = "android"

    static func run(_ options: BenchOptions) throws -> [BenchRow] {
        let (android, parser, links, label) = try load(options)
        let routed = links.filter { android.decide($0).decision?.routedLink != nil }.count
        let turns = Measure.inTurns(options.repetitions, [{ decideOnAndroid(links, android) }, { decideOnIOS(links, parser) }])
        let (ours, theirs) = (turns.best(0) / Double(links.count), turns.best(1) / Double(links.count))
        return [
            BenchRow(name: "android.decide applinks-verified \(label)", unit: "ns/decision", value: ours,
                     peer: "the iOS decision of the same app (DeepLinkParser.decide)", peerValue: theirs, spread: turns.spread(0, against: 1),
                     extra: String(format: "%.0f decisions/s; android takes %.2f× the iOS decision's time; %d of %d routed on Android",
                                   1e9 / ours, ours / theirs, routed, links.count)),
        ]
    }

    /// Decides the links on Android twice (a warm-up, then once) and on iOS twice, and
    /// nothing else, for a profiler (`Scripts/bench-instructions android` counts
    /// `decideOnAndroid`'s and `decideOnIOS`'s instructions); returns how many links one
    /// pass decided.
    static func profile(_ options: BenchOptions) throws -> Int {
        let (android, parser, links, _) = try load(options)
        Measure.sink &+= decideOnAndroid(links, android) &+ decideOnAndroid(links, android)
        Measure.sink &+= decideOnIOS(links, parser) &+ decideOnIOS(links, parser)
        return links.count
    }

    /// The app's deciders on both platforms, the links (the URL list), and a label naming them.
    private static func load(_ options: BenchOptions) throws -> (AndroidLinkDecider, DeepLinkParser, [String], String) {
        let suite = try GoldenSuite.load(ConformanceBench.folder)
        guard let manifest = suite.manifests["applinks-verified"], let android = AndroidLinkDecider(manifest: manifest) else {
            throw BenchError("the golden app applinks-verified, with an android section, is missing from \(ConformanceBench.folder)")
        }
        let path = options.input ?? URLBench.defaultInput
        let links = try String(contentsOfFile: path, encoding: .utf8).split(whereSeparator: \.isNewline).map(String.init)
        return (android, DeepLinkParser(manifest: manifest), links, "\((path as NSString).lastPathComponent) (\(links.count) URLs)")
    }

    /// How many of `links` are not rejected on Android: each decision made, and read only
    /// that far (as `RouteBench` reads its decisions).
    @inline(never)
    private static func decideOnAndroid(_ links: [String], _ android: AndroidLinkDecider) -> Int {
        links.reduce(0) { count, link in
            switch android.decide(link).answer {
            case .androidRule, .strict(.reject): count
            case .strict: count &+ 1
            }
        }
    }

    /// How many of `links` are not rejected on iOS.
    @inline(never)
    private static func decideOnIOS(_ links: [String], _ parser: DeepLinkParser) -> Int {
        links.reduce(0) { count, link in
            if case .reject = parser.decide(link) { return count }
            return count &+ 1
        }
    }
}
