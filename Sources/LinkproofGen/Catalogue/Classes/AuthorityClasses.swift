/// The authority family: where the host starts and ends is exactly what parsers disagree
/// on (Orange Tsai, "A New Era of SSRF"; Claroty/Snyk, "Exploiting URL Parsing Confusion";
/// PortSwigger's URL validation bypass cheat sheet).
extension AdversarialClass {
    /// The declared host moved into userinfo before a foreign one (`https://www.raywenderlich.com@evil.com/…`),
    /// with a password, several `@`, `%40` for `@`, and the declared host after a foreign
    /// user name. WHATWG takes the host after the last `@`; naive checks read the first
    /// name. Credentials are refused outright by the strict policy, so none opens.
    static let userinfoAt = AdversarialClass(.userinfoAt, property: "a link with userinfo never opens") { target in
        zip(target.links, Gen.element(of: target.foreignHosts), Gen.int(in: 0...4)).map { link, foreign, form in
            let host = link.host
            let authority: String
            switch form {
            case 0: authority = host + "@" + foreign
            case 1: authority = host + ":443@" + foreign
            case 2: authority = host + "@" + host + "@" + foreign
            case 3: authority = host + "%40" + foreign
            default: authority = foreign + "@" + host
            }
            return AdversarialCase(input: link.link(withHost: authority), expectation: .neverOpens)
        }
    }

    /// `\` for `/` in and around the authority: `https:\\host\…`, `https://foreign\@host/`,
    /// `https://host\.foreign/`. WHATWG reads `\` as `/` in special URLs (with a validation
    /// error), RFC 3986 parsers read it as data, so two parsers see two hosts; the strict
    /// policy refuses any repair, and nothing opens.
    static let backslashConfusion = AdversarialClass(.backslashConfusion, property: "a backslash in or around the authority never opens") { target in
        zip(target.links, Gen.element(of: target.foreignHosts), Gen.int(in: 0...3)).map { link, foreign, form in
            let rest = String(link.afterScheme.dropFirst(link.host.count))
            let input: String
            switch form {
            case 0: input = link.template.scheme + ":\\\\" + link.afterScheme
            case 1: input = link.template.scheme + "://" + foreign + "\\@" + link.afterScheme
            case 2: input = link.template.scheme + "://" + link.host + "\\." + foreign + rest
            default: input = link.template.scheme + ":/\\" + link.afterScheme
            }
            return AdversarialCase(input: input, expectation: .neverOpens)
        }
    }

    /// Too many or too few slashes around the authority (`https:///host/…`, `https:/host`,
    /// `https:////host`, `https:host`), and a foreign authority with the declared host
    /// pushed into the path (`https://evil.com//www.raywenderlich.com/about`). WHATWG
    /// repairs the first ones (special URLs skip extra slashes) where RFC 3986 sees an empty
    /// host; the last has a foreign host. Nothing opens.
    static let slashAndAuthorityConfusion = AdversarialClass(.slashAndAuthorityConfusion, property: "a link whose authority is not exactly //declared-host never opens") { target in
        zip(target.links, Gen.element(of: target.foreignHosts), Gen.element(of: [":///", ":/", ":////", ":", "://%2F"])).flatMap { link, foreign, slashes in
            Gen.bool.map { pushed in
                let input = pushed
                    ? link.template.scheme + "://" + foreign + "//" + link.afterScheme
                    : link.template.scheme + slashes + link.afterScheme
                return AdversarialCase(input: input, expectation: .neverOpens)
            }
        }
    }

    /// Hosts that contain, begin or end with a declared host without being it — `evil` +
    /// host (`evilwww.raywenderlich.com`), host + `.evil.com`, a subdomain `a.` + host, the
    /// host without its first label — the blind spots of `hasSuffix`, `hasPrefix` and
    /// substring checks. Only an exact, declared host may open; generated hosts that
    /// happen to be declared are skipped.
    static let hostAllowlistBypass = AdversarialClass(.hostAllowlistBypass, property: "a host that only contains a declared host never opens") { target in
        zip(target.links, Gen.int(in: 0...4), Gen.element(of: ["evil", "a", "www", "x-"])).map { link, form, word in
            let host = link.host
            let bypass: String
            switch form {
            case 0: bypass = word + host
            case 1: bypass = host + ".evil.com"
            case 2: bypass = word + "." + host
            case 3: bypass = String(host.drop { $0 != "." }.dropFirst())
            default: bypass = host + word
            }
            return (bypass, link)
        }
        .filter(maximumAttempts: 20) { !target.declaredHosts.contains($0.0.lowercased()) && !$0.0.isEmpty }
        .map { bypass, link in AdversarialCase(input: link.link(withHost: bypass), expectation: .neverOpens) }
    }

    /// A declared host in mixed letter case — which every parser folds (RFC 3986 §3.2.2,
    /// WHATWG's domain to ASCII), so the outcome is the lowercase link's — and with a
    /// trailing dot, a leading dot or an empty label (`host.`, `.host`, `www..example`),
    /// which DNS and WHATWG treat as other names: those never open.
    static let hostCaseAndDots = AdversarialClass(.hostCaseAndDots, property: "host letter-case variants decide as the link; dot variants never open") { target in
        target.links.flatMap { link in
            let host = link.host
            let emptyLabel = host.firstIndex(of: ".").map { host[..<$0] + "." + host[$0...] } ?? host + ".."
            return Gen.oneOf([
                Gen.caseVariant(of: host).map { AdversarialCase(input: link.link(withHost: $0), expectation: .sameAs(link.link)) },
                Gen.element(of: [host + ".", "." + host, emptyLabel]).map { AdversarialCase(input: link.link(withHost: $0), expectation: .neverOpens) },
            ])
        }
    }

    /// IP literals where a host name belongs: IPv4 in every form WHATWG accepts (dotted,
    /// one 32-bit number, hex `0x7f.1`, octal `0177.0.0.1`, shortened `127.1`), IPv6,
    /// IPv4-mapped IPv6. No manifest declares an address, so none opens.
    static let ipLiteralHost = AdversarialClass(.ipLiteralHost, property: "an IP-literal host never opens") { target in
        let addresses = Gen.oneOf([
            URLGen.ipv4, URLGen.ipv6,
            Gen.int(in: 0...Int(UInt32.max)).map { String($0) },
            Gen.int(in: 0...Int(UInt32.max)).map { "0x" + String($0, radix: 16) },
            .element(of: ["0177.0.0.1", "127.1", "0x7f.1", "[::ffff:127.0.0.1]", "[::1]", "0", "017700000001"]),
        ])
        return zip(target.links, addresses).map { AdversarialCase(input: $0.link(withHost: $1), expectation: .neverOpens) }
    }
}

extension AdversarialClass {
    /// Hosts around a route on any host (`https://*.example.social/users/{user}`, which opens only
    /// a link tapped in the app's own content): the domain itself where the template admits
    /// its subdomains only (`example.social`), the shape followed by a foreign domain
    /// (`example.social.evil.com`, `mastodon.example.social.evil.com`) or preceded by a word
    /// without a dot (`evilexample.social`) — the blind spots of `hasSuffix` and `contains` —
    /// and, for every shape (`*` too), a host of the shape in userinfo before a foreign one or
    /// after one, with a port, with a trailing dot, and an IP literal in its place. The strict
    /// policy keeps its host rules on such routes, so none opens; a host of the shape in upper
    /// case decides as in lower case. Look-alikes the manifest declares, or a route on any
    /// host admits, are left out.
    static let anyHostConfusion = AdversarialClass(.anyHostConfusion, property: "on a route on any host, only a host of its shape opens, never one that looks like it") { target in
        target.anyHostLinks?.flatMap { link, host in Gen.element(of: target.anyHostConfusions(of: link, on: host)) }
    }
}

extension CatalogueTarget {
    /// The cases of `any-host-confusion` for `link`, a link of a route on any host, around
    /// `host`, a host of its template's shape.
    func anyHostConfusions(of link: TargetLink, on host: String) -> [AdversarialCase] {
        var lookAlikes: [String] = []
        if let suffix = link.template.anyHost?.suffix, !suffix.isEmpty {
            let domain = String(suffix.dropFirst())
            lookAlikes = [domain, domain + ".evil.com", host + ".evil.com", "evil" + domain, "evil-" + domain].filter { candidate in
                !declaredHosts.contains(candidate) && !anyHostShapes.contains { $0.admits(candidate.utf8) }
            }
        }
        let refused = [host + "@evil.com", "evil.com@" + host, host + ":8443", host + ".", "127.0.0.1", "2130706433", "[::1]"]
        return [AdversarialCase(input: link.link(withHost: host.uppercased()), expectation: .sameAs(link.link(withHost: host)))]
            + (lookAlikes + refused).map { AdversarialCase(input: link.link(withHost: $0), expectation: .neverOpens) }
    }
}
