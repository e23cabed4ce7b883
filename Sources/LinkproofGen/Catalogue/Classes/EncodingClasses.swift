import LinkproofCore

/// The encoding family: percent-encoding is where "decode once, then check" goes wrong
/// (Claroty/Snyk on double decoding; PortSwigger's cheat sheet on encoded separators and
/// overlong UTF-8; RFC 3986 §2.1 and §6.2.2 on equivalent encodings).
extension AdversarialClass {
    /// A valid link with one unreserved character of its path or query (not `.`, whose
    /// escape the strict policy refuses in paths) percent-encoded, with upper- or
    /// lowercase hex: `/det%61ils`, `recipeID=%30%302`. RFC 3986 §6.2.2.2 makes these the
    /// same URI, so the outcome is the plain link's. An `https` link may instead be
    /// rejected: whether the system delivers a universal link at all is its AASA file's
    /// call, made on the URL as written (Apple's `percentEncoded` key), never the router's.
    static let percentEncodingEquivalence = AdversarialClass(.percentEncodingEquivalence, property: "equivalent encodings get the same decision") { target in
        target.links.flatMap { link in
            let scalars = Array(link.link.unicodeScalars)
            let origin = link.origin.count
            let expectation: Expectation = link.template.scheme == "https" ? .sameAsOrRejected(link.link) : .sameAs(link.link)
            let positions = scalars.indices.filter { index in
                index >= origin && isEncodable(scalars[index])
                    && !(max(origin, index - 2)..<index).contains { scalars[$0] == "%" }
            }
            guard !positions.isEmpty else { return .constant(AdversarialCase(input: link.link, expectation: expectation)) }
            return scalars.replacing(atOneOf: positions) { scalar in
                Gen.bool.map { lower in
                    let escape = URLGen.escape(UInt8(scalar.value))
                    return lower ? escape.lowercased() : escape
                }
            }
            .map { AdversarialCase(input: $0, expectation: expectation) }
        }
    }

    /// A parameter value with a twice-encoded character inserted (`%252F`, `%252E`,
    /// `%2540`, `%2526`, `%2530`, `%2561`). Decoded exactly once, the value holds the text `%2F`; so
    /// the link opens with that text if the declared type admits it, and nothing opens
    /// otherwise — never the twice-decoded value.
    static let doubleEncoding = AdversarialClass(.doubleEncoding, property: "values are decoded exactly once") { target in
        target.linksWithParameter.map { values in
            values.flatMap { link, name in
                let value = Array(link.values[name] ?? "")
                return zip(Gen.int(in: 0...value.count), Gen.element(of: ["2F", "2E", "40", "26", "30", "61", "5C", "25"])).map { at, hex in
                    let before = String(value[..<at])
                    let after = String(value[at...])
                    let written = RouteTemplate.encodedBeyondUnreserved(before) + "%25" + hex + RouteTemplate.encodedBeyondUnreserved(after)
                    return AdversarialCase(input: link.link(writing: written, for: name),
                                           expectation: link.expectation(withValue: before + "%" + hex + after, for: name))
                }
            }
        }
    }

    /// A parameter value with a malformed escape appended: `%`, `%4`, `%G1`, overlong
    /// UTF-8 for `/` and `.` (`%C0%AF`, `%E0%80%AF`, `%C0%AE`), an encoded surrogate
    /// (`%ED%A0%80`), a stray continuation byte (`%80`), `%FF`, a truncated sequence
    /// (`%C3`). No strict UTF-8 decoder accepts them, and a lenient one may produce `/` or
    /// `.`: rejected.
    static let malformedEscapeAndOverlongUTF8 = AdversarialClass(.malformedEscapeAndOverlongUTF8, property: "a malformed escape or invalid UTF-8 in a parameter is rejected") { target in
        target.linksWithParameter.map { values in
            values.flatMap { link, name in
                let bad = ["%", "%4", "%G1", "%C0%AF", "%E0%80%AF", "%C0%AE", "%ED%A0%80", "%80", "%FF", "%C3"]
                return Gen.element(of: bad).map { escape in
                    let written = RouteTemplate.encodedBeyondUnreserved(link.values[name] ?? "") + escape
                    return AdversarialCase(input: link.link(writing: written, for: name), expectation: .rejected)
                }
            }
        }
    }

    /// ASCII letters, digits, `-`, `_`, `~`: unreserved characters whose escapes every
    /// component decodes alike.
    private static func isEncodable(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "-_~".unicodeScalars.contains(scalar))
    }
}
