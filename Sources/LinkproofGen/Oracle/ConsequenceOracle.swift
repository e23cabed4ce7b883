import Foundation
import LinkproofCore
import LinkproofURL

/// Judges what a handler *did* with a link against what the link *means* (`LinkMeaning`: its
/// WHATWG parse as the platform delivers it, decided by the strict policy in its plainest
/// equivalent form) and gives the answer one kind (`FindingKind`):
///
/// - security: a route opened for a link that is not the app's own (a foreign real host, an IP
///   literal, a scheme the app does not register, a link nested in a foreign dynamic link); a
///   risky route opened without asking; a personal route opened from an arrival that cannot be
///   trusted (a weak match, a callback any app can open);
/// - correctness: a route opened that the link does not mean (another route, or none), or the
///   right route with a parameter value that is not the link's decoded value;
/// - note: the handler opened exactly what the link means — read as WHATWG reads it, as
///   Foundation repairs a link no URL holds as written (`repairs(of:)`), or, for the app's
///   host on another scheme, as the app's `https` link (`webForms(of:)`), with values equal
///   as their declared types read them (`sameValue`) — or did nothing with a link the policy
///   would open (a handler stricter than the policy), or did nothing with a link the class
///   expected it to open in another way, or showed a screen neither personal nor risky that
///   reads nothing of a link whose value is missing or refused (a fallback), or, in the app's
///   own content, such a screen for a link that costs nothing so (`harmlessInContent`); a
///   command-style custom scheme's path ignored is one reading of the link (`commandForm(of:)`).
///
/// The catalogue asks the oracle only about cases whose class property the handler broke:
/// the property says the strict policy's answer; the oracle says what breaking it costs.
public struct ConsequenceOracle: Sendable {
    public let manifest: LinkManifest
    private let policy: DeepLinkParser
    private let android: AndroidLinkDecider?
    /// The hosts, any-host shapes and fragment reading of the manifest, read once.
    private let forms: AppLinkForms

    /// The oracle of the app `manifest` describes.
    public init(manifest: LinkManifest) {
        self.manifest = manifest
        var unlimited = manifest
        unlimited.limits = Limits(maxLength: Int.max / 2, maxQueryParameters: Int.max / 2)
        policy = DeepLinkParser(manifest: unlimited)
        android = AndroidLinkDecider(manifest: manifest)
        forms = AppLinkForms(manifest)
    }

    /// The finding of `decision`, the handler's answer to `link` arriving as `context`.
    /// `plainLinksMustOpen`: doing nothing with a link the policy opens is a correctness
    /// finding (the class's links are the manifest's own, as its templates write them), not a note.
    public func judge(_ decision: Decision, for link: String, context: LinkContext = .direct, plainLinksMustOpen: Bool = false) -> Finding {
        let finding = judge(decision, meaning: LinkMeaning(link, context: context, policy: policy, android: android, forms: forms),
                            context: context, plainLinksMustOpen: plainLinksMustOpen)
        guard finding.kind != .note else { return finding }
        for repaired in ConsequenceOracle.repairs(of: link) + webForms(of: link) + commandForm(of: link) {
            let second = judge(decision, meaning: LinkMeaning(repaired, context: context, policy: policy, android: android, forms: forms),
                               context: context, plainLinksMustOpen: plainLinksMustOpen)
            if second.kind == .note { return second }
        }
        return finding
    }

    /// The links an app can be handed for `link`, a string no URL holds as written: iOS 17's
    /// `URL(string:)` percent-encodes each raw space and ASCII control character where WHATWG
    /// drops or keeps it; the Foundation the handler runs on (swift-foundation, as on iOS 18
    /// and here) percent-encodes a component holding a character no URL may hold raw, or an
    /// invalid escape such as a lone `%`, whole, its own `%` included, so its escapes reach
    /// the app undecoded. A handler that opens what one of those links means opens what the
    /// link means. Empty when the link is a URL as written.
    static func repairs(of link: String) -> [String] {
        var repairs: [String] = []
        let isRawSpaceOrControl = { (scalar: Unicode.Scalar) in scalar.value <= 0x20 || scalar.value == 0x7F }
        if link.unicodeScalars.contains(where: isRawSpaceOrControl) {
            repairs.append(link.unicodeScalars.map { scalar in
                isRawSpaceOrControl(scalar) ? "%" + String(format: "%02X", scalar.value) : String(scalar)
            }.joined())
        }
        if let foundation = URL(string: link)?.absoluteString, foundation != link, !repairs.contains(foundation) {
            repairs.append(foundation)
        }
        return repairs
    }

    /// `link` read as the app's own web link, when it is one but for its scheme: a
    /// scheme-relative link (`//host/…`, which a page resolves against its own `https:`), or a
    /// link on a scheme the app does not register whose authority is one of the app's hosts
    /// (`xhttps://host/…`, `intent://host/…`). A handler that ignores the scheme and opens what
    /// the `https` link means opens what anyone can open with the app's own link, and nothing
    /// runs. Empty for any other link.
    func webForms(of link: String) -> [String] {
        let rest: Substring
        if link.hasPrefix("//") {
            rest = link[...]
        } else {
            guard let colon = link.firstIndex(of: ":"), let record = try? URLParser.parse(link).url,
                  record.scheme != "https", !manifest.schemes.contains(String(record.scheme)) else { return [] }
            rest = link[link.index(after: colon)...]
        }
        guard rest.hasPrefix("//"), let web = try? URLParser.parse("https:" + rest).url, forms.hosts.contains(web.hostname.lowercased()) else { return [] }
        return ["https:" + rest]
    }

    /// `link` without its path, when it is a link on a custom scheme the app registers with a
    /// host and a path (`firefox://open-url/a%2Fb/?url=…`): a command-style scheme names its
    /// command by the host and reads the query, and a handler that ignores the path and opens
    /// what `firefox://open-url?url=…` means opens what any app can open with that link.
    /// Empty for any other link.
    func commandForm(of link: String) -> [String] {
        guard let record = try? URLParser.parse(link).url, !record.hasOpaquePath, !record.hostname.isEmpty,
              record.pathname != "" && record.pathname != "/",
              manifest.schemes.contains(where: { $0.lowercased() == record.scheme }) else { return [] }
        return ["\(record.scheme)://\(record.host)\(record.search)"]
    }

    private func judge(_ decision: Decision, meaning: LinkMeaning, context: LinkContext, plainLinksMustOpen: Bool) -> Finding {
        let did = Finding.describe(decision)
        let means = describe(meaning)
        func finding(_ kind: FindingKind, _ consequence: String, route: String?) -> Finding {
            Finding(kind: kind, consequence: consequence, route: route, did: did, means: means)
        }
        let meant = meaning.decision.routedLink
        switch decision {
        case .reject:
            guard let meant else { return finding(.note, "agrees with the link", route: nil) }
            return plainLinksMustOpen ? finding(.correctness, "ignored a plain link", route: meant.route)
                : finding(.note, "stricter than the policy", route: meant.route)
        case .shortLink(let reference):
            if !meaning.isAppsOwn { return finding(.security, "not the app's link", route: nil) }
            if case .shortLink(let expected) = meaning.decision, expected.link == reference.link { return finding(.note, "equivalent link", route: nil) }
            return finding(.correctness, "different short link", route: nil)
        case .route(let opened), .confirm(let opened):
            let route = manifest.routes.first { $0.name == opened.route }
            if !meaning.isAppsOwn {
                if let route, !route.personal, !route.risky, let reason = harmlessInContent(route, meaning: meaning, context: context) {
                    return finding(.note, reason, route: opened.route)
                }
                return finding(.security, meaning.realHost == nil ? "not the app's link" : "host confusion", route: opened.route)
            }
            if case .route = decision, route?.risky == true {
                return finding(.security, "side effect without confirmation", route: opened.route)
            }
            if meaning.valueRefusal?.reason == .invalidParameter,
               opened.params.contains(where: { name, value in isRefusedForeignLink(value, as: route?.parameters[name]) }) {
                // The declared type refuses the value, and the value is a link the app does not own.
                return finding(.security, "foreign or script link in a parameter", route: opened.route)
            }
            if let route, !route.personal, !route.risky, opened.params.allSatisfy({ $0.value.isEmpty }), meaning.refusesAValue {
                // A fallback: the link names a route with a value it lacks or the policy refuses,
                // and the handler showed a screen that reads nothing of it (a blank tab, a list).
                return finding(.note, "a screen that takes nothing from the link", route: opened.route)
            }
            if meaning.decision.rejection != nil, namesOnly(opened.route, scheme: meaning.scheme) {
                // The scheme alone names the screen: every link on it means that route.
                return finding(.note, "the scheme names the route", route: opened.route)
            } else if let rejection = meaning.decision.rejection {
                if (rejection.reason == .hostNotDeclared || rejection.reason == .ipLiteralHost) && meaning.realHost == nil {
                    // The app's own scheme with another host: only the app receives it, and
                    // the host picks the route.
                    return finding(.correctness, "route the link does not mean", route: opened.route)
                }
                return finding(ConsequenceOracle.kind(opening: rejection.reason),
                               ConsequenceOracle.consequence(of: rejection.reason), route: opened.route)
            }
            guard let meant else { return finding(.correctness, "different route", route: opened.route) }
            if meant.route != opened.route { return finding(.correctness, "different route", route: opened.route) }
            if let sameness = sameValues(opened.params, meant.params, of: route) { return finding(.note, sameness, route: opened.route) }
            return finding(.correctness, "parameter value", route: opened.route)
        }
    }

    /// Why opening `route` (neither personal nor risky) for a link that is not the app's own
    /// costs nothing, when it does: only a link tapped in the app's own content can arrive so,
    /// and there either nothing else would open the link (a script or data scheme, or
    /// Android's intent forms on iOS: showing a screen loses no destination), or the route is
    /// declared on any host and only the policy's host rules refuse this one (an IP literal).
    /// Nil otherwise.
    func harmlessInContent(_ route: Route, meaning: LinkMeaning, context: LinkContext) -> String? {
        guard context.arrival == .inAppContent, let scheme = meaning.scheme else { return nil }
        if meaning.realHost == nil {
            let nowhere = ConsequenceOracle.scriptSchemes.contains(scheme + ":")
                || context.androidDelivery == nil && ["intent", "android-app"].contains(scheme)
            return nowhere ? "a link nothing else opens" : nil
        }
        let anyServer = route.templates.contains { $0.scheme == scheme && $0.anyHost?.suffix.isEmpty == true }
        return anyServer ? "the route opens on any host" : nil
    }

    /// Whether the handler's `opened` values are the link's `meant` ones as `route` declares
    /// them (`sameValue`), and in what words; nil when a name or a value differs.
    func sameValues(_ opened: RouteParameters, _ meant: RouteParameters, of route: Route?) -> String? {
        guard opened.keys.sorted() == meant.keys.sorted() else { return nil }
        var words = "equivalent link"
        for (name, value) in meant {
            guard let same = sameValue(opened[name] ?? "", value, as: route?.parameters[name]) else { return nil }
            if same != "equal" { words = same }
        }
        return words
    }

    /// Whether the handler's `opened` value is the link's `meant` one as the parameter's
    /// declared `type` reads it, and in what words: "equal" when the strings are; "the same
    /// number" for an integer written another way (`09`, `+9`); "the same value but for letter
    /// case" for a member of an enumeration (a closed set of the app's screens: a handler that
    /// folds case opens what the plain link opens); "the same URL" for a value that may carry a
    /// link, when both parse to one WHATWG href or the handler's is Foundation's `URL(string:)`
    /// of the link's (a handler that keeps a `URL`); "a value with no one reading" when the
    /// link's value is not UTF-8 and the handler read none of it or only its UTF-8 part. Nil
    /// when the values differ.
    func sameValue(_ opened: String, _ meant: String, as type: ParameterType?) -> String? {
        if opened == meant { return "equal" }
        switch type {
        case .integer?:
            if let a = Int(opened), let b = Int(meant), a == b { return "the same number" }
        case .enumeration(let members)?:
            if members.contains(opened), opened.lowercased() == meant.lowercased() { return "the same value but for letter case" }
        default:
            break
        }
        if carriesLinks(type) {
            if let a = try? URLParser.parse(opened).url, let b = try? URLParser.parse(meant).url, a.href == b.href { return "the same URL" }
            if URL(string: meant)?.absoluteString == opened { return "the same URL" }
        }
        if meant.contains("\u{FFFD}"), opened.isEmpty || opened == meant.replacingOccurrences(of: "\u{FFFD}", with: "") {
            return "a value with no one reading"
        }
        return nil
    }

    /// Whether `scheme` is a custom scheme the app registers for `route` alone, a route that
    /// takes no parameters (a widget's `ddgnewsearch://`): whatever follows the scheme, the
    /// link means that route.
    func namesOnly(_ route: String, scheme: String?) -> Bool {
        guard let scheme, manifest.schemes.contains(where: { $0.lowercased() == scheme }) else { return false }
        let onScheme = manifest.routes.filter { $0.templates.contains { $0.scheme.lowercased() == scheme } }
        return onScheme.count == 1 && onScheme[0].name == route && onScheme[0].parameters.isEmpty
    }

    /// Whether a parameter of `type` may carry a link: free text, or a pattern that admits a
    /// web link on some host, the app's own or another (a promo code's pattern, a digit, a
    /// class of characters, a UUID, an enumeration or an integer never is one).
    func carriesLinks(_ type: ParameterType?) -> Bool {
        switch type {
        case .string?, nil: true
        case .pattern?: (forms.hosts.sorted() + ["other.example"]).contains { host in type?.check("https://\(host)/") == nil || type?.check("https://\(host)") == nil }
        default: false
        }
    }

    /// The schemes of a link that runs or embeds content where it opens, rather than showing a page.
    static let scriptSchemes = ["javascript:", "data:", "vbscript:", "file:", "blob:"]

    /// Whether `value`, which its declared `type` refuses, is a link the app does not own that
    /// the type keeps out: a script or data scheme in a parameter that may carry links, or a
    /// web link on a foreign host where the type admits no foreign web link (a type that admits
    /// `https://other.example`, such as an in-app browser's, shows other sites: that is its job).
    func isRefusedForeignLink(_ value: String, as type: ParameterType?) -> Bool {
        guard carriesLinks(type), isForeignLink(value) else { return false }
        let lowercased = value.trimmingPrefix(while: { $0 == " " }).description.lowercased()
        if ConsequenceOracle.scriptSchemes.contains(where: lowercased.hasPrefix) { return true }
        return ["https://other.example", "https://other.example/"].allSatisfy { type?.check($0) != nil }
    }

    /// Whether `value` is a link the app does not own: a script or data scheme, or an
    /// `https`/`http` or scheme-relative link whose real host is not the app's.
    func isForeignLink(_ value: String) -> Bool {
        let lowercased = value.trimmingPrefix(while: { $0 == " " }).description.lowercased()
        if ConsequenceOracle.scriptSchemes.contains(where: lowercased.hasPrefix) { return true }
        let link = lowercased.hasPrefix("//") ? "https:" + lowercased : lowercased
        guard link.hasPrefix("https:") || link.hasPrefix("http:"), let record = try? URLParser.parse(link).url else { return false }
        var host = record.hostname
        if host.hasSuffix(".") { host.removeLast() }
        return !forms.hosts.contains(host)
    }

    /// The kind of opening a route for a link the policy rejects for `reason`.
    static func kind(opening reason: RejectReason) -> FindingKind {
        switch reason {
        case .hostNotDeclared, .ipLiteralHost, .credentialsPresent, .nestedLinkScheme, .nestedDynamicLink, .bundleIDMismatch,
             .matchTypeTooWeak, .androidUnverifiedPersonal:
            .security
        default:
            .correctness
        }
    }

    /// The consequence, in words, of opening a route for a link the policy rejects for `reason`.
    static func consequence(of reason: RejectReason) -> String {
        switch reason {
        case .hostNotDeclared, .ipLiteralHost, .credentialsPresent: "host confusion"
        case .nestedLinkScheme, .nestedDynamicLink, .bundleIDMismatch: "foreign nested link"
        case .matchTypeTooWeak, .androidUnverifiedPersonal: "personal route from an untrusted arrival"
        case .duplicateParameter: "parameter pollution"
        case .encodedPathSeparator, .invalidEncoding, .pathDotSegment: "decode confusion"
        case .invalidParameter, .missingParameter: "invalid parameter opened"
        default: "route the link does not mean"
        }
    }

    private func describe(_ meaning: LinkMeaning) -> String {
        if meaning.plain == nil { return "not a URL" }
        if !meaning.isAppsOwn {
            if let host = meaning.realHost { return "a link on \(host.isEmpty ? "no host" : host), not the app's" }
            return "a link on a scheme the app does not register"
        }
        switch meaning.decision {
        case .route(let link): return "\(link.route) \(Expectation.describe(link.params))"
        case .confirm(let link): return "\(link.route) \(Expectation.describe(link.params)), after asking"
        case .shortLink(let reference): return "the short link \(reference.link)"
        case .reject(let rejection): return "no route (\(rejection.reason.rawValue): \(rejection.detail))"
        }
    }
}
