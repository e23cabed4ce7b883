import LinkproofCore

/// The limits and types family: what a link may carry, and what a route may do with it
/// (the strict policy's named limits; the manifest's parameter types; document 004's
/// advice that links must not act on user data without confirmation).
extension AdversarialClass {
    /// A valid link padded with an ignored parameter to within a few bytes of
    /// `limits.maxLength`, on either side, or with ignored `pN=1` items to within a few of
    /// `limits.maxQueryParameters`. At or under a limit the outcome is the link's own; past
    /// it the link is rejected (and judged in time linear in its length).
    static let lengthAndComplexity = AdversarialClass(.lengthAndComplexity, property: "a link past a limit is rejected; one within it decides as without the padding") { target in
        let limits = target.manifest.limits
        return target.plainLinks.map { links in
            zip(links, Gen.int(in: -4...4), Gen.bool).map { link, delta, byCount in
                if byCount {
                    let existing = link.link.split(separator: "?", maxSplits: 1).dropFirst().first?.split(separator: "&").count ?? 0
                    let total = max(existing + 1, limits.maxQueryParameters + delta)
                    let extra = (0..<(total - existing)).map { "p\($0)=1" }.joined(separator: "&")
                    return AdversarialCase(input: link.link(appending: extra),
                                           expectation: total <= limits.maxQueryParameters ? .sameAs(link.link) : .rejected)
                }
                let bare = link.link(appending: "pad=")
                // The padding from bytes: `String(repeating:count:)` appends one string per
                // byte, about 600 instructions each, a fifth of a fuzz entry's time.
                let padded = bare + String(decoding: [UInt8](repeating: UInt8(ascii: "a"), count: max(0, limits.maxLength + delta - bare.utf8.count)), as: UTF8.self)
                return AdversarialCase(input: padded, expectation: padded.utf8.count <= limits.maxLength ? .sameAs(link.link) : .rejected)
            }
        }
    }

    /// A parameter value at the edges of its declared type: lengths one under, at and one
    /// over the bounds; signs, spaces, fullwidth and Arabic-Indic digits, `0x`, exponents;
    /// characters just outside the class; UUIDs in upper case, without a dash, in braces,
    /// with a `g`; enumeration values in another case or with a space; text with a control
    /// or format character; integers one past each bound, with a leading zero, a sign, 20
    /// digits, just past 64 bits; pattern values a character short, doubled, in another case,
    /// with a character inserted. The link opens with the value exactly when the declaration
    /// admits it (judged by the catalogue's own reading of the type), never otherwise.
    static let idFormat = AdversarialClass(.idFormat, property: "a parameter value opens if and only if its declared type admits it") { target in
        target.linksWithParameter.map { parameters in
            parameters.flatMap { link, name in
                edgeValues(link.route.parameters[name] ?? .string(length: 1...8), valid: link.values[name] ?? "").map { value in
                    AdversarialCase(input: link.link(withValue: value, for: name), expectation: link.expectation(withValue: value, for: name))
                }
            }
        }
    }

    /// Links to routes marked risky, as written (which must ask for confirmation: exactly
    /// `confirm` with the link's values), and with the scheme or host in another case or
    /// nested in a dynamic link: by no way of arriving may a risky route act.
    static let sideEffectAction = AdversarialClass(.sideEffectAction, property: "a risky route never yields route") { target in
        guard let risky = target.links(where: { $0.route.risky }) else { return nil }
        let prefixes = target.manifest.dynamicLinkPrefixes
        return zip(risky, Gen.int(in: 0...3)).flatMap { link, form in
            switch form {
            case 1:
                return Gen.caseVariant(of: link.template.scheme).map { AdversarialCase(input: $0 + "://" + link.afterScheme, expectation: .neverRoutes) }
            case 2:
                return Gen.caseVariant(of: link.host).map { AdversarialCase(input: link.link(withHost: $0), expectation: .neverRoutes) }
            case 3 where !prefixes.isEmpty:
                return Gen.element(of: prefixes).map { AdversarialCase(input: DynamicLinkComponentsText.longLink(link.link, on: $0), expectation: .neverRoutes) }
            default:
                return .constant(AdversarialCase(input: link.link, expectation: .confirms(route: link.route.name, params: RouteParameters(link.values))))
            }
        }
    }

    /// Values at the edges of `type`, around `valid`, one of its valid values.
    private static func edgeValues(_ type: ParameterType, valid: String) -> Gen<String> {
        func runs(_ character: String, _ length: ClosedRange<Int>) -> [String] {
            [length.lowerBound - 1, length.lowerBound, length.upperBound, length.upperBound + 1]
                .filter { $0 >= 0 && $0 <= ParameterType.maximumLength + 1 }
                .map { String(repeating: character, count: $0) }
        }
        let inserted = { (pieces: [String]) in Gen.inserting(.element(of: pieces), into: valid) }
        switch type {
        case .digits(let length):
            return Gen.oneOf([.element(of: runs("7", length) + ["0" + valid, "1.0", "0x1", "1e3"]),
                              inserted(["+", "-", " ", "\u{FF11}", "\u{0663}", "\u{0}", "a"])])
        case .characters(let characterClass, let length):
            let first = (0x21...0x7E).compactMap(Unicode.Scalar.init).first(where: characterClass.contains).map(String.init) ?? "a"
            let outside = (0x20...0x7E).compactMap(Unicode.Scalar.init).filter { !characterClass.contains($0) }.map(String.init)
            return Gen.oneOf([.element(of: runs(first, length)), inserted(outside + ["é", "\u{0}", "\u{200B}", "\u{FF21}"])])
        case .uuid:
            return Gen.oneOf([
                .constant(valid.uppercased()), .constant(valid.replacingOccurrences(of: "-", with: "")),
                .constant("{" + valid + "}"), .constant(String(valid.dropLast())), .constant(valid + "0"),
                .constant("g" + valid.dropFirst()), .constant(String(valid.dropFirst(9)) + "-" + valid.prefix(8)),
            ])
        case .enumeration(let values):
            return Gen.element(of: values.isEmpty ? [""] : values).flatMap { value in
                .element(of: [value, value.uppercased(), value.capitalized, " " + value, value + " ", value + "x", ""])
            }
        case .string(let length):
            return Gen.oneOf([.element(of: runs("a", length)), inserted(["\u{0}", "\u{202E}", "\u{200B}", "\t", "\n", "é", " ", "日"])])
        case .integer(let range):
            let (low, high) = (range.minimum, range.maximum)
            return Gen.oneOf([
                .element(of: [range.belowMinimum, String(low), String(high), range.aboveMaximum]
                    + ["0" + String(high), "00", "0", "-0", "+" + String(low), "-" + String(high), "", "99999999999999999999", String(Int.max), "9223372036854775808", "1e3", "0x1", "1.0"]),
                inserted([" ", "+", "-", "\u{FF11}", "\u{0663}", "\u{0}", "a", "_"]),
            ])
        case .pattern:
            return Gen.oneOf([
                .element(of: [String(valid.dropLast()), String(valid.dropFirst()), valid + valid, valid.uppercased(), valid.lowercased(), ""]),
                inserted([" ", "-", "_", ".", "/", "~", "a", "Z", "0", "é", "\u{0}", "\u{200B}", "\u{FF21}"]),
            ])
        }
    }
}
