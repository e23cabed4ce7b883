import LinkproofCore

/// The nested-link family: links that carry other links — redirect parameters, Firebase
/// dynamic links and their callbacks, short links (Orange Tsai on open redirects as SSRF
/// pivots; the documents' `?link=` long links and `page.link` short links).
extension AdversarialClass {
    /// A valid link with an extra parameter holding a whole URL — `redirect`, `next`,
    /// `url`, `continue`, `return_to`, `ofl` — to a foreign host, scheme-relative, or
    /// `javascript:`, raw or encoded. The app never follows it, and the host that was judged
    /// is the link's own: the outcome is the link's without it.
    static let openRedirectNestedURL = AdversarialClass(.openRedirectNestedURL, property: "a URL in a parameter never changes the decision") { target in
        target.plainLinks.map { links in
            zip(links, Gen.element(of: ["redirect", "next", "url", "continue", "return_to", "ofl"]), Gen.element(of: target.foreignHosts),
                Gen.int(in: 0...3), Gen.bool)
            .filter(maximumAttempts: 20) { link, name, _, _, _ in
                !link.template.query.contains { $0.name.lowercased() == name }
            }
            .map { link, name, foreign, form, encode in
                let nested = switch form {
                case 0: "https://\(foreign)/"
                case 1: "//\(foreign)/\(link.host)"
                case 2: "https://\(foreign)/\(link.afterScheme.prefix { $0 != "?" })"
                default: "javascript:alert(1)"
                }
                let value = encode ? RouteTemplate.encodedBeyondUnreserved(nested) : nested
                return AdversarialCase(input: link.link(appending: name + "=" + value), expectation: .sameAs(link.link))
            }
        }
    }

    /// Long dynamic links on the app's own prefix whose `link` is a valid `https` link of
    /// the app — which must decide as that link opened directly — or something no app may
    /// act on inside a dynamic link: another dynamic link, a short link, a custom-scheme
    /// link, a foreign host. Also the custom-scheme callback form
    /// `scheme://google/link/?deep_link_id=…`, whose match type is only a claim: a personal
    /// route never opens from it.
    static let nestedDynamicLink = AdversarialClass(.nestedDynamicLink, property: "a nested link decides as it does directly, or nothing opens") { target in
        guard let prefixes = nonEmpty(target.manifest.dynamicLinkPrefixes), let nested = universalLinks(target) else { return nil }
        let anyLink = target.links
        let scheme = target.manifest.schemes.first
        return zip(nested, anyLink, Gen.element(of: prefixes), Gen.element(of: target.foreignHosts), Gen.int(in: 0...5)).map { link, other, prefix, foreign, form in
            switch form {
            case 0:
                return AdversarialCase(input: DynamicLinkComponentsText.longLink(link.link, on: prefix), expectation: .sameAs(link.link))
            case 1:
                let inner = DynamicLinkComponentsText.longLink(link.link, on: prefix)
                return AdversarialCase(input: DynamicLinkComponentsText.longLink(inner, on: prefix), expectation: .neverOpens)
            case 2:
                return AdversarialCase(input: DynamicLinkComponentsText.longLink(prefix.string + "/ABCD", on: prefix), expectation: .neverOpens)
            case 3 where other.template.scheme != "https":
                return AdversarialCase(input: DynamicLinkComponentsText.longLink(other.link, on: prefix), expectation: .neverOpens)
            case 4 where scheme != nil:
                let callback = "\(scheme ?? "")://google/link/?deep_link_id=\(RouteTemplate.encodedBeyondUnreserved(link.link))&match_type=unique"
                return AdversarialCase(input: callback, expectation: link.route.personal ? .neverOpens : .sameAs(link.link))
            default:
                return AdversarialCase(input: DynamicLinkComponentsText.longLink(link.link(withHost: foreign), on: prefix), expectation: .neverOpens)
            }
        }
    }

    /// A long dynamic link with a parameter smuggled in after its `link`: a second `link`
    /// to a foreign host (Firebase keeps the last), `Link=` in another case, a foreign
    /// `ibi`, the app's own `ibi`. The answer is the nested link's own, or a rejection —
    /// and a foreign bundle ID is always rejected.
    static let dynamicLinkParamSmuggling = AdversarialClass(.dynamicLinkParamSmuggling, property: "smuggled dynamic-link parameters never change the nested link's decision") { target in
        guard let prefixes = nonEmpty(target.manifest.dynamicLinkPrefixes), let nested = universalLinks(target) else { return nil }
        let bundleID = target.manifest.app.bundleID
        return zip(nested, Gen.element(of: prefixes), Gen.element(of: target.foreignHosts), Gen.int(in: 0...3)).map { link, prefix, foreign, form in
            let foreignLink = RouteTemplate.encodedBeyondUnreserved(link.link(withHost: foreign))
            let (extra, expectation): (String, Expectation) = switch form {
            case 0: ("&link=" + foreignLink, .sameAsOrRejected(link.link))
            case 1: ("&Link=" + foreignLink, .sameAsOrRejected(link.link))
            case 2: ("&ibi=com.evil.app", bundleID == "com.evil.app" ? .sameAs(link.link) : .rejected)
            default: ("&ibi=" + RouteTemplate.encodedBeyondUnreserved(bundleID), .sameAs(link.link))
            }
            return AdversarialCase(input: DynamicLinkComponentsText.longLink(link.link, on: prefix, extra: extra), expectation: expectation)
        }
    }

    /// Short links on the app's own prefixes with suffixes of every length (1–40) over
    /// letters and digits, sometimes with a `-`, `_`, `.`, `~` or `%` inside, a query or a
    /// second segment after them; and the same on foreign prefixes. Only a suffix of
    /// `DeepLinkParser.shortLinkSuffixLength` letters and digits, alone on an own prefix,
    /// is a short link; everything else is rejected.
    static let shortLinkResolution = AdversarialClass(.shortLinkResolution, property: "only a well-formed suffix on an own prefix is a short link") { target in
        guard let prefixes = nonEmpty(target.manifest.dynamicLinkPrefixes) else { return nil }
        let foreign = target.foreignHosts.map { DynamicLinkPrefix(host: $0) }
        let alphanumerics = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
        let suffixes = zip(Gen.string(from: alphanumerics, length: 1...40), Gen.element(of: ["", "", "", "-", "_", ".", "~", "%"]), Gen.int(in: 0...40))
            .map { suffix, odd, at in String(suffix.prefix(at)) + odd + suffix.dropFirst(at) }
        return zip(Gen.frequency([(3, .element(of: prefixes)), (1, .element(of: foreign))]), suffixes, Gen.element(of: ["", "", "?x=1", "/more"]))
            .map { prefix, suffix, extra in
                let own = prefixes.contains(prefix)
                let wellFormed = DeepLinkParser.shortLinkSuffixLength.contains(suffix.count)
                    && suffix.unicodeScalars.allSatisfy { alphanumerics.unicodeScalars.contains($0) }
                let link = prefix.string + "/" + suffix
                return AdversarialCase(input: link + extra, expectation: own && wellFormed && extra.isEmpty ? .shortLink(link) : .rejected)
            }
    }

    /// The app's valid `https` links off its dynamic-link prefixes: what a dynamic link may carry.
    private static func universalLinks(_ target: CatalogueTarget) -> Gen<TargetLink>? {
        let prefixHosts = Set(target.manifest.dynamicLinkPrefixes.map(\.host))
        return target.links { $0.template.scheme == "https" && !prefixHosts.contains($0.template.host) }
    }

    static func nonEmpty<T>(_ values: [T]) -> [T]? {
        values.isEmpty ? nil : values
    }
}
