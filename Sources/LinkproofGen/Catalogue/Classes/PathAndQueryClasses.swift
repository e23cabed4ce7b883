import LinkproofCore

/// The path and query family: which route a link names and which values it carries
/// (PortSwigger's cheat sheet on path traversal and parameter pollution; the WHATWG
/// standard's dot-segment removal; Raycipe's own `split(separator: ",")`).
extension AdversarialClass {
    /// Dot segments and encoded separators put at the start or end of a valid link's path:
    /// `/.`, `/..`, `/%2e`, `/%2E%2E`, `/.%2e`, a segment with `%2F` or `%5C`. WHATWG
    /// removes dot segments silently and other parsers do not, and an encoded `/` splits
    /// the path for one layer and not the next: only the exact path of a template opens, so
    /// none of these does.
    static let pathTraversalAndPathMatching = AdversarialClass(.pathTraversalAndPathMatching, property: "a path with dot segments or encoded separators never opens") { target in
        let pieces = Gen.element(of: ["/.", "/..", "/%2e", "/%2E%2E", "/.%2e", "/a%2Fb", "/a%5Cb", "/%2f", "/..%2F"])
        return zip(target.links, pieces, Gen.bool).map { link, piece, atEnd in
            let rest = link.afterOrigin
            let pathEnd = rest.firstIndex { $0 == "?" || $0 == "#" } ?? rest.endIndex
            let path = String(rest[..<pathEnd])
            let changed = atEnd ? path + piece : piece + (path.hasPrefix("/") ? path : "/" + path)
            return AdversarialCase(input: link.origin + changed + rest[pathEnd...], expectation: .neverOpens)
        }
    }

    /// A route's query parameter repeated after it — with another valid value, the same
    /// value, in upper case, empty, or without `=`. Which copy a handler reads depends on
    /// the library (first, last, joined); the only safe answer is to open nothing.
    static let parameterPollution = AdversarialClass(.parameterPollution, property: "a repeated route parameter never opens") { target in
        target.linksWithQueryParameter.map { parameters in
            parameters.flatMap { link, name in
                let other = link.route.parameters[name]?.validValues ?? Gen.constant(link.values[name] ?? "")
                // The query item's own name, which a template may spell unlike its parameter (`q={query}`).
                let key = link.template.query.first { $0.value == .parameter(name) }?.name ?? name
                return zip(other, Gen.int(in: 0...3)).map { value, form in
                    let encoded = RouteTemplate.encodedBeyondUnreserved(value)
                    let repeated = switch form {
                    case 0: key + "=" + encoded
                    case 1: key.uppercased() == key ? key.lowercased() + "=" + encoded : key.uppercased() + "=" + encoded
                    case 2: key + "="
                    default: key
                    }
                    return AdversarialCase(input: link.link(appending: repeated), expectation: .neverOpens)
                }
            }
        }
    }

    /// A route parameter's value followed by a delimiter that some parsers split on — `,`
    /// (Raycipe), `;` (old CGI), `+` (HTML forms), a second `?` — or by an encoded `&` or
    /// `=`, and more text (`recipeID=002,recipeID=5`). The query splits on `&` only and
    /// decodes once, so the value is the whole text: the link opens with it if the declared
    /// type admits it, and nothing opens otherwise — never with a different parameter set.
    static let queryDelimiterConfusion = AdversarialClass(.queryDelimiterConfusion, property: "the query splits on & only") { target in
        target.linksWithQueryParameter.map { parameters in
            parameters.flatMap { link, name in
                let other = link.route.parameters[name]?.validValues ?? Gen.constant("x")
                let delimiters: [(written: String, decoded: String)] = [
                    (",", ","), (";", ";"), ("+", "+"), ("?", "?"), ("%26", "&"), ("%3D", "="), (",\(name)=", ",\(name)="), (";\(name)=", ";\(name)="),
                ]
                return zip(other, Gen.element(of: delimiters.indices.map { $0 })).map { tail, index in
                    let value = link.values[name] ?? ""
                    let delimiter = delimiters[index]
                    let written = RouteTemplate.encodedBeyondUnreserved(value) + delimiter.written + RouteTemplate.encodedBeyondUnreserved(tail)
                    return AdversarialCase(input: link.link(writing: written, for: name),
                                           expectation: link.expectation(withValue: value + delimiter.decoded + tail, for: name))
                }
            }
        }
    }

    /// A valid link with a fragment shaped like a query, a userinfo or a path
    /// (`#?recipeID=1`, `#@evil.com`, `#/../admin`, `#&id=2`). The fragment never reaches
    /// the server and a template without `#…` does not read it: the outcome is the link's
    /// without it. A template that reads the fragment (`#invite/{code}`) reads it as a path:
    /// a fragment parameter's value that is a dot segment (also encoded), holds an encoded
    /// `/` or `\`, or runs into `?`, `#` or `&` text opens only what the type admits.
    static let fragmentConfusion = AdversarialClass(.fragmentConfusion, property: "the fragment is ignored, or read as a path where a template reads it") { target in
        let ignored = target.links { $0.template.fragment == nil }.map { links in
            zip(links, Gen.element(of: ["?id=1", "@evil.com", "/../admin", "&id=2", "link=https://evil.com/", "", "?"])).map { link, fragment in
                let query = link.template.queryParameters.first.map { "?\($0)=1" } ?? "?x=1"
                return AdversarialCase(input: link.link + "#" + (fragment == "?" ? query : fragment), expectation: .sameAs(link.link))
            }
        }
        let read = target.links { !$0.template.fragmentParameters.isEmpty }.map { links in
            // (written, decoded): a whole value, or text after the value's own.
            let values: [(written: String, decoded: String, whole: Bool)] = [
                ("..", "..", true), ("%2E%2E", "..", true), (".", ".", true), ("%2F..%2Fadmin", "/../admin", false), ("%5Cevil", "\\evil", false),
                ("?id=1", "?id=1", false), ("%23x", "#x", false), ("&id=2", "&id=2", false), ("%3Fid%3D1", "?id=1", false),
            ]
            return zip(links, Gen.element(of: values.indices.map { $0 })).flatMap { link, index in
                let names = link.template.fragmentParameters.sorted()
                return Gen.element(of: names).map { name in
                    let value = values[index]
                    let own = link.values[name] ?? ""
                    let written = value.whole ? value.written : RouteTemplate.encodedBeyondUnreserved(own) + value.written
                    return AdversarialCase(input: link.link(writing: written, for: name),
                                           expectation: link.expectation(withValue: value.whole ? value.decoded : own + value.decoded, for: name))
                }
            }
        }
        guard let ignored, let read else { return ignored ?? read ?? target.links.map { AdversarialCase(input: $0.link, expectation: $0.opens) } }
        return Gen.bool.flatMap { $0 ? read : ignored }
    }

    /// Explicit ports after a declared host: the scheme's default (`:443`), `:0`, `:80`,
    /// `:8080`, `:65535`, leading zeros (`:0443`), an empty `:`, out of range (`:65536`),
    /// non-digits (`:-1`, `:1e3`). A port the manifest does not declare for the host never opens.
    static let portConfusion = AdversarialClass(.portConfusion, property: "an undeclared port never opens") { target in
        zip(target.links, Gen.element(of: ["443", "0", "80", "8080", "65535", "0443", "", "65536", "-1", "1e3"])).map { link, port in
            (link, port)
        }
        .filter(maximumAttempts: 20) { link, port in
            guard let number = UInt16(port) else { return true }
            return !(target.manifest.associatedDomain(link.host)?.ports.contains(number) ?? false) && link.template.port == nil
        }
        .map { link, port in AdversarialCase(input: link.link(withHost: link.host + ":" + port), expectation: .neverOpens) }
    }
}
