import LinkproofCore

/// The Android family: what an app's intent filters let through, matched as AOSP matches
/// (`IntentFilter.matchData`, `PatternMatcher`, `android.net.Uri`), and what a handler that
/// trusts its filters then does with it. Each class applies only to a manifest with an
/// `android` section and is judged by the Android decider. The filter behaviour the classes
/// aim at is the port's (README: "linkproof android"): paths are matched decoded, neither glob
/// backtracks, a `*` host is a plain suffix, schemes compare case-sensitively, hosts not.
extension AdversarialClass {
    /// A valid link of a route bound to a filter whose `pathPattern` (or `pathAdvancedPattern`)
    /// holds `.*`, its path followed by as many `..` segments (raw or `%2e%2e`) as it has,
    /// then the path and query of any valid link on the same origin. `.*` admits it, so
    /// Android delivers it; a handler that resolves the dot segments opens the other route.
    /// Only a template's exact path opens, so none of these does.
    static let androidPathPatternOvermatch = AdversarialClass(
        .androidPathPatternOvermatch, property: "a path a filter's .* admits beyond a route's path never opens", platform: .android
    ) { target in
        let overmatching = target.androidLinks { filter in
            filter.data.paths.contains { ($0.kind == .simpleGlob || $0.kind == .advancedGlob) && $0.pattern.contains(".*") }
        }
        return overmatching.map { links in
            zip(links, Gen.element(of: ["..", "%2e%2e", ".%2E"])).flatMap { link, dots in
                let path = link.pathAndQuery.path
                let climb = String(repeating: dots + "/", count: path.split(separator: "/").count)
                let sameOrigin = target.links(android: true) { $0.template.scheme == link.template.scheme && $0.template.host == link.template.host }
                return (sameOrigin ?? .constant(link)).map { other in link.origin + path + "/" + climb + other.pathAndQuery.relative }
            }
            .filter(maximumAttempts: 20) { target.androidDelivers($0) }
            .map { AdversarialCase(input: $0, expectation: .neverOpens) }
        }
    }

    /// A valid `https` link on a host that a filter's host nearly covers: for a `*` host
    /// (`*.example.com`: AOSP compares the last characters only), another subdomain, the bare
    /// domain, `evil-example.com` (which `*example.com` admits), `example.com.evil`; for a plain
    /// host, the same spellings around it. Only a template's own host opens a route, so none
    /// opens, whether or not Android delivers it. Hosts a template declares are skipped.
    static let androidHostWildcard = AdversarialClass(
        .androidHostWildcard, property: "a host a filter's host only nearly covers never opens", platform: .android
    ) { target in
        guard let android = target.manifest.android else { return nil }
        let filterHosts = android.filters.filter { $0.data.schemes.contains("https") }.flatMap { $0.data.authorities.map(\.host) }
        guard !filterHosts.isEmpty, let links = target.links(android: true, where: { $0.template.scheme == "https" }) else { return nil }
        let templateHosts = Set(target.androidTemplates.map { $0.template.host.lowercased() })
        return zip(links, Gen.element(of: filterHosts), Gen.int(in: 0...4)).map { link, filterHost, form in
            let domain = String(filterHost.drop { $0 == "*" || $0 == "." })
            let host = switch form {
            case 0: "evil." + domain
            case 1: "evil-" + domain
            case 2: domain + ".evil"
            case 3: domain
            default: "a.b." + domain
            }
            return link.link(withHost: host)
        }
        .filter(maximumAttempts: 20) { !templateHosts.contains(AndroidURI($0).host?.lowercased() ?? "") }
        .map { AdversarialCase(input: $0, expectation: .neverOpens) }
    }

    /// A filter's `pathPrefix` written with its `/` as `%2F` (in either hex case), then
    /// `..%2F` up to the root and the path and query of any valid link on the same origin:
    /// `/public%2F..%2Fadmin`. Android matches the decoded path, so the prefix admits it; a
    /// handler that decodes and resolves the path opens the other route. An encoded
    /// separator never opens.
    static let androidEncodedSlashPastPrefix = AdversarialClass(
        .androidEncodedSlashPastPrefix, property: "an encoded / past a filter's pathPrefix never opens", platform: .android
    ) { target in
        guard let android = target.manifest.android else { return nil }
        let prefixes = android.filters.flatMap { filter in filter.data.paths.filter { $0.kind == .prefix && $0.pattern.count > 1 }.map(\.pattern) }
        guard !prefixes.isEmpty else { return nil }
        guard let links = target.links(android: true, where: { _ in true }) else { return nil }
        return zip(links, Gen.element(of: prefixes), Gen.element(of: ["%2F", "%2f"])).map { other, prefix, slash in
            let written = "/" + String(prefix.dropFirst()).replacing("/", with: slash)
            let climb = String(repeating: "..\(slash)", count: prefix.split(separator: "/").count + 1)
            return other.origin + written + (written.hasSuffix(slash) ? "" : slash) + climb + other.pathAndQuery.relative
        }
        .filter(maximumAttempts: 20) { target.androidDelivers($0) }
        .map { AdversarialCase(input: $0, expectation: .neverOpens) }
    }

    /// A link that reaches its route on Android, with its scheme or its host in other letter
    /// cases. `IntentFilter.matchData` compares schemes exactly, so a scheme with an
    /// upper-case letter reaches no filter and never opens; `AuthorityEntry.match` compares
    /// hosts ignoring case, so a host variant decides as the link.
    static let androidSchemeAndHostCase = AdversarialClass(
        .androidSchemeAndHostCase, property: "an upper-case scheme never opens; host letter-case variants decide as the link", platform: .android
    ) { target in
        target.androidLinks().map { links in
            links.flatMap { link in
                Gen.oneOf([
                    Gen.caseVariant(of: link.template.scheme).filter(maximumAttempts: 20) { $0 != link.template.scheme }.map {
                        AdversarialCase(input: $0 + "://" + link.afterScheme, expectation: .neverOpens)
                    },
                    Gen.caseVariant(of: link.host).map { AdversarialCase(input: link.link(withHost: $0), expectation: .sameAs(link.link)) },
                ])
            }
        }
    }

    /// A link that reaches its route on Android, as a page's `intent://…#Intent;scheme=…;end`:
    /// with `component=` (Chrome removes it and resolves the intent through the filters, as
    /// "Android Intents with Chrome" and Chromium's external navigation do), with a `package=`
    /// that is not exactly the app's (another app, or the app's in other letter cases: never
    /// opens), or with the app's package or none and a `S.browser_fallback_url` (Chrome's, used
    /// only when nothing handles the intent): then, like any link the page sends, it decides as
    /// the plain link would, except that a personal route, which needs a verified App Link,
    /// never opens.
    static let androidIntentExtras = AdversarialClass(
        .androidIntentExtras, property: "component= is resolved through the filters; a foreign package= never opens; an intent: link is never a verified App Link", platform: .android
    ) { target in
        guard let package = target.manifest.android?.package else { return nil }
        let fallbacks = ["https://evil.example/", "javascript:alert(1)", "intent://evil#Intent;scheme=https;end"]
        return target.androidLinks().map { links in
            zip(links, Gen.int(in: 0...4), Gen.element(of: fallbacks)).map { link, form, fallback in
                let encoded = RouteTemplate.encodedBeyondUnreserved(fallback)
                let extras = switch form {
                case 0: "component=\(package)/.MainActivity;"
                case 1: "package=com.evil.app;"
                case 2: "package=\(package.uppercased());"
                case 3: "package=\(package);S.browser_fallback_url=\(encoded);"
                default: "S.browser_fallback_url=\(encoded);"
                }
                let input = "intent://\(link.afterScheme)#Intent;scheme=\(link.template.scheme);\(extras)end"
                let expectation: Expectation = form == 1 || form == 2 || link.route.personal ? .neverOpens : .sameAs(link.link)
                return AdversarialCase(input: input, expectation: expectation)
            }
        }
    }
}

extension CatalogueTarget {
    /// Valid links that reach their route on Android: an intent filter bound to the route, and
    /// satisfying `isIncluded`, accepts the link. Nil without an `android` section or such a
    /// filter; the links a filter does not accept are drawn again.
    func androidLinks(through isIncluded: @escaping @Sendable (AndroidAppSection.Filter) -> Bool = { _ in true }) -> Gen<TargetLink>? {
        guard let android = manifest.android else { return nil }
        let filters = android.filters.filter(isIncluded)
        let bound = Set(filters.flatMap(\.routes))
        return links(android: true) { bound.contains($0.route.name) }?.filter(maximumAttempts: 20) { link in
            filters.contains { $0.routes.contains(link.route.name) && $0.data.match(link.link).matches }
        }
    }

    /// Whether some intent filter of the app accepts `link` as its data URI.
    func androidDelivers(_ link: String) -> Bool {
        manifest.android?.filters.contains { $0.data.match(link).matches } ?? false
    }
}

extension TargetLink {
    /// The path (from its `/`) after the origin, and the rest without the path's first `/`.
    var pathAndQuery: (path: String, relative: String) {
        let rest = afterOrigin
        let mark = rest.firstIndex(of: "?") ?? rest.endIndex
        return (String(rest[..<mark]), String(rest.dropFirst(rest.hasPrefix("/") ? 1 : 0)))
    }
}
