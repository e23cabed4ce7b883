import LinkproofCore
import LinkproofURL

/// Gives a case's outcome under a profile, as the JSON the golden file records
/// (README, "Kinds and their setup").
public struct CaseEvaluator: Sendable {
    private let suite: GoldenSuite
    private let parsers: [String: DeepLinkParser]
    /// The parsers of the `compatible` profile: every manifest with every compatibility option on.
    private let compatibleParsers: [String: DeepLinkParser]
    /// The Android deciders of the manifests with an `android` section, and of their
    /// `compatible` copies.
    private let androidDeciders: [String: AndroidLinkDecider]
    private let compatibleAndroidDeciders: [String: AndroidLinkDecider]
    private let aasaCases: AASACaseEvaluator

    public init(suite: GoldenSuite) {
        self.suite = suite
        parsers = suite.manifests.mapValues { DeepLinkParser(manifest: $0) }
        compatibleParsers = suite.manifests.mapValues { DeepLinkParser(manifest: $0.withEveryCompatibilityOption) }
        androidDeciders = suite.manifests.compactMapValues { AndroidLinkDecider(manifest: $0) }
        compatibleAndroidDeciders = suite.manifests.compactMapValues { AndroidLinkDecider(manifest: $0.withEveryCompatibilityOption) }
        aasaCases = AASACaseEvaluator(suite: suite)
    }

    /// The most times `setup.repeat` may decide a case.
    public static let maximumRepeats = 100

    /// The outcome of `golden` under `profile`; nil when the profile does not apply (the
    /// `document` profile of the AASA and shorten kinds, or of a manifest with no reference
    /// handler). With `setup.repeat` N the case is decided N times: the outcome is the one
    /// every repeat gave, or `{"repeats": [each outcome]}` when they disagree. With
    /// `setup.carriers` the link is decided under each carrier's arrival: the outcome is the one
    /// every carrier gave, or `{"carriers": {carrier: outcome}}` when they disagree. With
    /// `setup.carried` each carrier's link is the one it hands the app (`CarriedLink`), decided
    /// under its arrival and recorded the same way.
    package func outcome(of golden: GoldenCase, profile: Profile) throws(GoldenError) -> JSONValue? {
        let setup = SetupReader(golden: golden)
        let repeats = try setup.integer("repeat", in: golden.setup, at: "setup") ?? 1
        guard (1...Self.maximumRepeats).contains(repeats) else {
            throw setup.invalid("setup.repeat", "repeat is a whole number from 1 to \(Self.maximumRepeats)")
        }
        var outcomes: [(key: String, value: JSONValue?)] = []
        for (carrier, link) in try setup.carried() {
            var delivered = golden
            delivered.input = .text(link)
            outcomes.append((carrier.rawValue, try repeated(delivered, profile: profile, carrier: carrier, repeats)))
        }
        let carriers = try setup.carriers()
        guard !carriers.isEmpty || !outcomes.isEmpty else { return try repeated(golden, profile: profile, carrier: nil, repeats) }
        for carrier in carriers { outcomes.append((carrier.rawValue, try repeated(golden, profile: profile, carrier: carrier, repeats))) }
        return Self.agreed(outcomes.map(\.value)) ?? .object([("carriers", .object(outcomes.map { ($0.key, $0.value ?? .null) }))])
    }

    /// The seconds between two repeats when `setup.interval` does not say: longer than any
    /// state a document's code keeps (Raycipe resets its deep link after 0.2 s).
    public static let defaultInterval = 1.0

    /// The case decided `repeats` times under `carrier` (nil: the case's own). The `document`
    /// profile delivers the repeats to one handler, `setup.interval` seconds apart, so the
    /// state the document's code keeps carries over (S000-11); Linkproof's decisions keep none.
    private func repeated(_ golden: GoldenCase, profile: Profile, carrier: GoldenCarrier?, _ repeats: Int) throws(GoldenError) -> JSONValue? {
        let setup = SetupReader(golden: golden)
        let interval = try setup.seconds("interval") ?? Self.defaultInterval
        var outcomes: [JSONValue?] = []
        if profile == .document, repeats > 1, golden.platform == .ios, golden.kind == .route || golden.kind == .shortLink,
           let (handler, context) = try documentHandler(golden, carrier: carrier) {
            outcomes = handler.deliver(golden.input.display, context: context, times: repeats, interval: interval).map { JSONValue(writing: $0) }
        } else {
            for _ in 0..<repeats { outcomes.append(try once(golden, profile: profile, carrier: carrier)) }
        }
        return Self.agreed(outcomes) ?? .object([("repeats", .array(outcomes.map { $0 ?? .null }))])
    }

    /// The manifest's reference handler, resolving `setup.shortLinks`, and the context a
    /// `route` (its carrier's arrival) or `short-link` (opened directly) case's link is delivered under.
    private func documentHandler(_ golden: GoldenCase, carrier: GoldenCarrier?) throws(GoldenError) -> (any ReferenceHandler, LinkContext)? {
        let setup = SetupReader(golden: golden)
        let network = try setup.string("network")
        guard network == nil || network == "offline" else { throw setup.invalid("setup.network", "network is offline, or absent (online)") }
        guard let handler = ReferenceHandlers.handler(for: try app(golden).manifest,
                                                       shortLinks: Dictionary(try setup.stringMap("shortLinks"), uniquingKeysWith: { $1 }),
                                                       online: network == nil) else { return nil }
        return (handler, golden.kind == .route ? try setup.context(carrier: carrier) : .direct)
    }

    /// The one outcome all of `outcomes` are (itself nil when the profile does not apply), or
    /// nil when they disagree.
    private static func agreed(_ outcomes: [JSONValue?]) -> JSONValue?? {
        guard let first = outcomes.first, outcomes.allSatisfy({ $0 == first }) else { return nil }
        return .some(first)
    }

    private func once(_ golden: GoldenCase, profile: Profile, carrier: GoldenCarrier?) throws(GoldenError) -> JSONValue? {
        if profile == .compatible {
            // Recorded only where the options change the outcome: nil where they change nothing.
            guard golden.kind.needsManifest, golden.kind != .notInstalled,
                  let compatible = try decideLink(golden, profile: .compatible, carrier: carrier),
                  try compatible != decideLink(golden, profile: .linkproof, carrier: carrier) else { return nil }
            return compatible
        }
        switch golden.kind {
        case .aasaMatch: return profile == .linkproof ? try aasaCases.match(golden) : nil
        case .aasaValidate: return profile == .linkproof ? try aasaCases.validation(golden) : nil
        case .aasaHosting: return profile == .linkproof ? try aasaCases.hosting(golden) : nil
        case .entitlement: return profile == .linkproof ? try aasaCases.entitlement(golden) : nil
        case .route, .shortLink, .firstLaunch, .build, .shorten: return try decideLink(golden, profile: profile, carrier: carrier)
        case .notInstalled: return profile == .linkproof ? try notInstalled(golden) : nil
        }
    }

    /// The manifest of a case and its parser.
    private func app(_ golden: GoldenCase, profile: Profile = .linkproof) throws(GoldenError) -> (manifest: LinkManifest, parser: DeepLinkParser) {
        guard let name = golden.manifest, let manifest = suite.manifests[name],
              let parser = (profile == .compatible ? compatibleParsers : parsers)[name] else {
            throw SetupReader(golden: golden).missing("manifest", at: "manifest")
        }
        return (manifest, parser)
    }

    /// The outcome of the kinds that decide links under the manifest.
    private func decideLink(_ golden: GoldenCase, profile: Profile, carrier: GoldenCarrier?) throws(GoldenError) -> JSONValue? {
        if golden.platform == .android { return try decideOnAndroid(golden, profile: profile, carrier: carrier) }
        let (manifest, parser) = try app(golden, profile: profile)
        let setup = SetupReader(golden: golden)
        let decide: (String, LinkContext) -> Decision
        let isParser = profile != .document
        switch profile {
        case .linkproof, .compatible:
            decide = { input, context in parser.decide(input, context: context) }
        case .document:
            guard golden.kind.isRouteLike, let (handler, _) = try documentHandler(golden, carrier: carrier) else { return nil }
            decide = { input, context in handler.decide(input, context: context) }
        }
        let input = golden.input.display
        switch golden.kind {
        case .route:
            let context = try setup.context(carrier: carrier)
            return JSONValue(writing: isParser ? parser.decide(utf8: golden.input.bytes, context: context) : decide(input, context))
        case .firstLaunch:
            return JSONValue(writing: decide(input, try setup.context(arrival: .firstLaunch)))
        case .shortLink:
            return isParser ? try shortLink(golden, parser: parser) : JSONValue(writing: decide(input, .direct))
        case .build:
            let built = try GoldenBuilder(golden: golden, manifest: manifest).build()
            guard let url = built.url else { return built.outcome }
            let decision = JSONValue(writing: decide(url, .direct))
            return isParser ? built.outcome.setting("decision", to: decision) : decision
        case .shorten:
            return try GoldenShortener(golden: golden, parser: parser).outcome()
        case .notInstalled, .aasaMatch, .aasaValidate, .aasaHosting, .entitlement:
            return nil
        }
    }

    /// An Android `route` case: the link as Android delivers it (`AndroidDecision`'s JSON),
    /// decided by the strict policy, or under the `document` profile by the manifest's Android
    /// reference handler, with `setup.task` (`failed`: the task `getDynamicLink` returns fails),
    /// `setup.invitationId` (the invitation Firebase attaches) and `setup.shortLinks`.
    private func decideOnAndroid(_ golden: GoldenCase, profile: Profile, carrier: GoldenCarrier?) throws(GoldenError) -> JSONValue? {
        let setup = SetupReader(golden: golden)
        let context = try setup.context(carrier: carrier)
        let name = golden.manifest ?? ""
        guard let decider = (profile == .compatible ? compatibleAndroidDeciders : androidDeciders)[name] else {
            throw setup.invalid("platform", "the manifest '\(name)' has no android section: nothing says how links reach the app on Android")
        }
        guard profile == .document else { return JSONValue(writing: decider.decide(golden.input.display, context: context)) }
        let task = try setup.string("task")
        guard task == nil || task == "failed" || task == "succeeded" else { throw setup.invalid("setup.task", "task is failed or succeeded (the default)") }
        guard let handler = ReferenceHandlers.androidHandler(for: try app(golden).manifest,
                                                             shortLinks: Dictionary(try setup.stringMap("shortLinks"), uniquingKeysWith: { $1 }),
                                                             taskFails: task == "failed", invitationID: try setup.string("invitationId"))
        else { return nil }
        return JSONValue(writing: decider.decide(golden.input.display, context: context, by: handler))
    }

    /// `{"parameters": …, "iPhone": destination, "iPad": destination, "previewPage": …}` for a
    /// long link read with the strict rules, or `{"error": the rejection}`.
    /// Where a link that is not on one of the app's dynamic-link prefixes goes when the app is
    /// not installed (S003-09, 003: "Universal Links are web URLs that open a web page if the app
    /// is not installed … deeplinks only work if the app exists"): an `http` or `https` URL opens
    /// its web page (`{"webPage": href}`), a link of any other scheme opens nothing
    /// (`{"nothing": scheme}`), and input that is no URL is `{"error": …}`. Nil for a link on a
    /// prefix: Firebase's service decides those (`DynamicLinkComponents.destinationWithoutApp`).
    static func openedWithoutTheApp(_ link: String, prefixes: [DynamicLinkPrefix]) -> JSONValue? {
        let url: URLRecord
        do {
            url = try URLParser.parse(link).url
        } catch {
            return .object([("error", .string("not a URL: \(error)"))])
        }
        let isWeb = url.scheme == "https" || url.scheme == "http"
        if isWeb, prefixes.contains(where: { $0.host == url.hostname }) { return nil }
        return isWeb ? .object([("webPage", .string(url.href))]) : .object([("nothing", .string(String(url.scheme)))])
    }

    private func notInstalled(_ golden: GoldenCase) throws(GoldenError) -> JSONValue {
        let (manifest, _) = try app(golden)
        let setup = SetupReader(golden: golden)
        let versionCode = try setup.integer("installedVersionCode", in: golden.setup, at: "setup")
        guard versionCode == nil || golden.platform == .android else {
            throw setup.invalid("setup.installedVersionCode", "installedVersionCode applies to a case with platform android")
        }
        if let elsewhere = Self.openedWithoutTheApp(golden.input.display, prefixes: manifest.dynamicLinkPrefixes) {
            guard versionCode == nil else { throw setup.invalid("setup.installedVersionCode", "installedVersionCode applies to a dynamic link on one of the app's prefixes") }
            return elsewhere
        }
        let components: DynamicLinkComponents
        do {
            components = try DynamicLinkComponents.parse(golden.input.display, prefixes: manifest.dynamicLinkPrefixes)
        } catch {
            return .object([("error", JSONValue(writing: Decision.reject(error.rejection)))])
        }
        func destination(_ destination: DestinationWithoutApp) -> JSONValue {
            switch destination {
            case .fallback(let link): .object([("fallback", .string(link))])
            case .appStore(let id): .object([("appStore", .string(id))])
            case .deepLink(let link): .object([("deepLink", .string(link))])
            }
        }
        let parameters = components.parameters.map { ($0.key.rawValue, JSONValue.string($0.value)) }.sorted { $0.0 < $1.0 }
        if golden.platform == .android {
            guard let package = manifest.android?.package ?? manifest.app.androidPackage else {
                throw setup.invalid("platform", "the manifest names no Android package (app.androidPackage or android.package)")
            }
            let installed = versionCode.map { (package: package, versionCode: $0) }
            // Android first: the installed app's verified App Link opens the link before Firebase's service sees it.
            let delivery = installed == nil ? nil : androidDeciders[golden.manifest ?? ""]?.delivery(golden.input.display, context: try setup.context(carrier: nil))
            let opensAsAppLink = delivery.map { $0.kind == .verifiedAppLink && $0.reachesApp } ?? false
            let destination = components.destinationOnAndroid(installed: installed, opensAsAppLink: opensAsAppLink)
            return .object([("parameters", .object(parameters)), ("android", Self.json(destination))])
        }
        return .object([("parameters", .object(parameters)),
                        ("iPhone", destination(components.destinationWithoutApp(iPad: false))),
                        ("iPad", destination(components.destinationWithoutApp(iPad: true))),
                        ("previewPage", .bool(components.showsPreviewPage))])
    }

    /// `{"fallback": afl}`, `{"playStore": apn}`, `{"deepLink": link}`, `{"app": apn, "link": link}`;
    /// for an app older than `amv`, `{"playStore": apn, "upgradeTo": amv}`; through the installed
    /// app's verified App Link, `{"appLink": package}` (and `"minimumVersion": amv` when it is older).
    private static func json(_ destination: AndroidDestination) -> JSONValue {
        switch destination {
        case .fallback(let link): .object([("fallback", .string(link))])
        case .playStore(let package): .object([("playStore", .string(package))])
        case .deepLink(let link): .object([("deepLink", .string(link))])
        case .app(let package, let link): .object([("app", .string(package)), ("link", .string(link))])
        case .upgrade(let package, let minimum): .object([("playStore", .string(package)), ("upgradeTo", .number(Double(minimum)))])
        case .appLink(let package, let minimum):
            .object([("appLink", .string(package))] + (minimum.map { [("minimumVersion", JSONValue.number(Double($0)))] } ?? []))
        }
    }

    /// `{"shortLink": decision of the input, "longLink": …, "decision": decision of the long link}`,
    /// resolved by `ShortLinkStoreResolver` from a store holding `setup.shortLinks`.
    private func shortLink(_ golden: GoldenCase, parser: DeepLinkParser) throws(GoldenError) -> JSONValue {
        let setup = SetupReader(golden: golden)
        let store = InMemoryShortLinkStore()
        for (link, longLink) in try setup.stringMap("shortLinks") {
            guard case .shortLink(let reference) = parser.decide(link),
                  (try? store.insert(longLink: longLink, prefix: reference.prefix, suffix: .custom(reference.suffix),
                                     options: ShortLinkOptions(suffix: .custom(reference.suffix), origin: .import))) != nil
            else { throw setup.invalid("setup.shortLinks", "'\(link)' is not a short link the app could store") }
        }
        let first = parser.decide(utf8: golden.input.bytes)
        let longLink: JSONValue
        let decision: Decision
        do {
            let resolution = try ShortLinkStoreResolver(parser: parser, store: store).resolve(golden.input.display)
            longLink = .string(resolution.longLink)
            decision = resolution.decision
        } catch {
            longLink = .null
            decision = first.rejection.map(Decision.reject) ?? .reject(Rejection(.shortLinkUnresolved, at: nil, error.description))
        }
        return .object([("shortLink", JSONValue(writing: first)), ("longLink", longLink), ("decision", JSONValue(writing: decision))])
    }

}
