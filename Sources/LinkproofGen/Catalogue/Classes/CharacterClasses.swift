import LinkproofCore

/// The character family: code points that look like nothing, or like something else, and
/// that some layer removes or maps (UTS #46 and UTS #39; WHATWG's removal of TAB and
/// newlines; PortSwigger's cheat sheet on control characters and Unicode normalization).
extension AdversarialClass {
    /// A declared host with one letter replaced by a confusable (Cyrillic `а е о р с х у і ѕ`,
    /// Greek `ο`, UTS #39's confusables). IDNA maps none of them to the Latin letter, so the
    /// host is another name (its `xn--` form) and never opens.
    static let idnHomoglyph = AdversarialClass(.idnHomoglyph, property: "a host with a look-alike letter never opens") { target in
        hostRewrites(target, confusables: homoglyphs)
    }

    /// Compatibility forms that NFKC and UTS #46 map to ASCII — fullwidth letters
    /// (`ｗｗｗ`), the ideographic full stop `。` for `.`, the Kelvin sign `K` — in the host
    /// (WHATWG maps them and would reach the declared host, but the string as written is
    /// not it: never opens), or as a parameter value (fullwidth digits are not ASCII digits:
    /// the value is judged as written, by its declared type).
    static let unicodeCompatNormalization = AdversarialClass(.unicodeCompatNormalization, property: "compatibility characters never open as their ASCII twin") { target in
        let inHost = hostRewrites(target, confusables: compatibilityForms)
        guard let values = target.linksWithParameter else { return inHost }
        let inValue = values.flatMap { link, name in
            let value = link.values[name] ?? ""
            return Gen<String>.replacingOne(of: value, from: compatibilityForms).map { changed in
                AdversarialCase(input: link.link(withValue: changed, for: name), expectation: link.expectation(withValue: changed, for: name))
            }
        }
        return Gen.oneOf([inHost, inValue])
    }

    /// Zero-width characters, soft hyphen, word joiner, BOM and bidi controls (LRM, RLM,
    /// RLO, LRI…) inserted anywhere in a valid link, raw or percent-encoded. IDNA deletes
    /// some of them from hosts, and in text they hide or reorder what a person reads; they
    /// are `Cf`, so none may reach a parameter.
    static let invisibleAndBidi = AdversarialClass(.invisibleAndBidi, property: "no invisible or bidi control ever reaches a parameter") { target in
        insertions(target, of: invisibles, expectation: .cleanParameters)
    }

    /// C0 controls, TAB, CR, LF, DEL and space, raw, at the start, the end or anywhere in a
    /// valid link. WHATWG strips leading and trailing ones and deletes TAB and newlines
    /// inside (validation errors all), so another parser reads another link: the exact
    /// string is judged and refused.
    static let c0ControlAndWhitespace = AdversarialClass(.c0ControlAndWhitespace, property: "a raw control character or space anywhere is rejected") { target in
        let controls = (0x01...0x20).map { String(Unicode.Scalar(UInt8($0))) } + ["\u{7F}"]
        return insertionsRaw(target, of: controls)
    }

    /// NUL raw anywhere (rejected, as every raw control), or `%00` anywhere, where it may
    /// land in a parameter: C string APIs end there, so none may reach a parameter.
    static let nullByte = AdversarialClass(.nullByte, property: "NUL is rejected raw and never reaches a parameter encoded") { target in
        Gen.oneOf([insertionsRaw(target, of: ["\u{0}"]), insertions(target, of: ["%00"], encoded: false, expectation: .cleanParameters)])
    }

    /// CR and LF raw (rejected) or encoded (`%0d%0a`, `%0D%0ASet-Cookie:%20a=b`) anywhere,
    /// notably in parameter values: HTTP header and log injection. None may reach a parameter.
    static let crlfInjection = AdversarialClass(.crlfInjection, property: "CR and LF are rejected raw and never reach a parameter encoded") { target in
        Gen.oneOf([
            insertionsRaw(target, of: ["\r", "\n", "\r\n"]),
            insertions(target, of: ["%0d%0a", "%0D%0ASet-Cookie:%20a=b", "%0A", "%0d"], encoded: false, expectation: .cleanParameters),
        ])
    }

    // MARK: Shared pieces

    static let homoglyphs: [Character: [String]] = [
        "a": ["\u{0430}"], "e": ["\u{0435}"], "o": ["\u{043E}", "\u{03BF}"], "p": ["\u{0440}"], "c": ["\u{0441}"],
        "x": ["\u{0445}"], "y": ["\u{0443}"], "i": ["\u{0456}"], "s": ["\u{0455}"], "w": ["\u{0461}"], "l": ["\u{04CF}"],
    ]

    static let compatibilityForms: [Character: [String]] = {
        var forms: [Character: [String]] = [".": ["\u{3002}", "\u{FF0E}", "\u{FF61}"], "k": ["\u{212A}"]]
        // Fullwidth forms sit at a fixed distance from ASCII: `a` U+0061 → `ａ` U+FF41, `0` → `０` U+FF10.
        for scalar in "abcdefghijklmnopqrstuvwxyz0123456789".unicodeScalars {
            if let fullwidth = Unicode.Scalar(scalar.value + 0xFEE0) {
                forms[Character(scalar), default: []].append(String(fullwidth))
            }
        }
        return forms
    }()

    static let invisibles = ["\u{200B}", "\u{200C}", "\u{200D}", "\u{2060}", "\u{FEFF}", "\u{00AD}",
                             "\u{200E}", "\u{200F}", "\u{202E}", "\u{2066}", "\u{061C}"]

    /// The target's links with one host character replaced from `confusables`; links
    /// whose host has none of those characters are skipped.
    static func hostRewrites(_ target: CatalogueTarget, confusables: [Character: [String]]) -> Gen<AdversarialCase> {
        target.links.flatMap { link in
            Gen<String>.replacingOne(of: link.host, from: confusables).map { host in
                AdversarialCase(input: link.link(withHost: host), expectation: .neverOpens)
            }
        }
        .filter(maximumAttempts: 20) { $0.input.unicodeScalars.contains { !$0.isASCII } }
    }

    /// A valid link with one of `pieces` inserted anywhere — as written, or (when
    /// `encoded`, on the alternative choice) percent-encoded — expecting `expectation`.
    static func insertions(_ target: CatalogueTarget, of pieces: [String], encoded: Bool = true,
                           expectation: Expectation) -> Gen<AdversarialCase> {
        let spelled = zip(Gen.element(of: pieces), Gen.bool).map { piece, encode in
            encoded && encode ? RouteTemplate.encodedBeyondUnreserved(piece) : piece
        }
        return target.links.flatMap { link in
            Gen.inserting(spelled, into: link.link).map { AdversarialCase(input: $0, expectation: expectation) }
        }
    }

    /// A valid link with one of `pieces` inserted raw anywhere: always rejected.
    static func insertionsRaw(_ target: CatalogueTarget, of pieces: [String]) -> Gen<AdversarialCase> {
        target.links.flatMap { link in
            Gen.inserting(.element(of: pieces), into: link.link).map { AdversarialCase(input: $0, expectation: .rejected) }
        }
    }
}

extension Gen where Value == String {
    /// `text` with one of its characters that `replacements` knows replaced by one of its
    /// replacements; `text` itself when it has none.
    static func replacingOne(of text: String, from replacements: [Character: [String]]) -> Gen<String> {
        let characters = Array(text)
        let positions = characters.indices.filter { replacements[characters[$0]] != nil }
        guard !positions.isEmpty else { return .constant(text) }
        return Gen<Int>.element(of: positions).flatMap { position in
            Gen.element(of: replacements[characters[position]] ?? [String(characters[position])]).map { replacement in
                String(characters[..<position]) + replacement + String(characters[(position + 1)...])
            }
        }
    }
}
