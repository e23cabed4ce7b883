import LinkproofCore

/// The scheme family: what comes before `:` decides which parser and which app a link
/// reaches (Orange Tsai, "A New Era of SSRF": scheme checks that one library applies and
/// another ignores; Claroty/Snyk: scheme confusion between parsers).
extension AdversarialClass {
    /// Every route's valid links. They must route to the route they were built from with
    /// exactly the generated values: the catalogue's other properties mean nothing if the
    /// router under test rejects what it should accept.
    static let baseline = AdversarialClass(.baseline, property: "a valid link opens its route with exactly its parameters") { target in
        target.links.map { AdversarialCase(input: $0.link, expectation: $0.opens) }
    }

    /// A valid link with its scheme in another letter case (schemes are case-insensitive in
    /// RFC 3986 §3.1 and WHATWG alike: same outcome), with one, none or three slashes
    /// (`https:/host`, `raycipe:about`, `raycipe:///about`), scheme-relative (`//host/…`),
    /// or with `http` (insecure, never accepted) for its scheme. Only the first spelling
    /// names the declared scheme and host the way every parser reads them; the others
    /// have no host, a repaired host or an undeclared scheme, so they never open.
    static let schemeConfusion = AdversarialClass(.schemeConfusion, property: "letter-case variants of a scheme decide as the link; no other spelling opens") { target in
        target.links.flatMap { link in
            Gen.oneOf([
                Gen.caseVariant(of: link.template.scheme).map { AdversarialCase(input: $0 + "://" + link.afterScheme, expectation: .sameAs(link.link)) },
                Gen.element(of: [":/", ":", ":///", "://"]).map { slashes in
                    AdversarialCase(input: (slashes == "://" ? "http" : link.template.scheme) + slashes + link.afterScheme, expectation: .neverOpens)
                },
                .constant(AdversarialCase(input: "//" + link.afterScheme, expectation: .neverOpens)),
            ])
        }
    }

    /// Script and local-content schemes — `javascript:`, `data:`, `vbscript:`, `file:`,
    /// `blob:` — in any letter case and with a TAB or LF inside the scheme (WHATWG removes
    /// them: `java\tscript:` is `javascript:`), carrying the app's own link as bait, directly
    /// or as the `link` of a dynamic link. No app route has such a scheme, so none opens.
    static let dangerousScheme = AdversarialClass(.dangerousScheme, property: "a script or local-content scheme never opens, directly or nested") { target in
        let schemes = Gen.element(of: ["javascript", "data", "vbscript", "file", "blob"]).flatMap { scheme in
            zip(Gen.caseVariant(of: scheme), Gen.element(of: ["", "\t", "\n", "%09"]), Gen.int(in: 1...max(1, scheme.count - 1)))
                .map { spelled, junk, at in String(spelled.prefix(at)) + junk + spelled.dropFirst(at) }
        }
        let payloads = zip(schemes, target.links, Gen.element(of: ["", "//", "alert(1)//", "text/html,", "///"])).map { scheme, link, glue in
            scheme + ":" + glue + link.link
        }
        let prefixes = target.manifest.dynamicLinkPrefixes
        return Gen.frequency([(3, payloads)] + (prefixes.isEmpty ? [] : [(1, zip(payloads, Gen.element(of: prefixes)).map { payload, prefix in
            DynamicLinkComponentsText.longLink(payload, on: prefix)
        })])).map { AdversarialCase(input: $0, expectation: .neverOpens) }
    }

    /// Android's `intent://host/path#Intent;scheme=…;package=…;end` and
    /// `android-app://package/scheme/host/path` spellings of the app's links, naming its own
    /// package or another. They are not the app's schemes, so on iOS nothing opens.
    static let intentScheme = AdversarialClass(.intentScheme, property: "intent: and android-app: links never open") { target in
        let packages = [target.manifest.app.androidPackage, target.manifest.app.bundleID, "com.evil.app"].compactMap { $0 }
        return zip(target.links, Gen.element(of: packages), Gen.bool).map { link, package, androidApp in
            let input = androidApp
                ? "android-app://\(package)/\(link.template.scheme)/\(link.afterScheme)"
                : "intent://\(link.afterScheme)#Intent;scheme=\(link.template.scheme);package=\(package);end"
            return AdversarialCase(input: input, expectation: .neverOpens)
        }
    }

    /// Schemes one edit away from a declared one: a letter or digit before or after, `+x`,
    /// `.evil`, `-`, the last letter dropped or one letter replaced (`xraycipe`, `raycipe2`,
    /// `raycipe.evil`, `raycip`). Any app may register such a scheme, and none is the
    /// app's, so none opens. Spellings that happen to be declared are skipped.
    static let customSchemeSpoofing = AdversarialClass(.customSchemeSpoofing, property: "a scheme that only resembles a declared one never opens") { target in
        let declared = Set(target.manifest.schemes + ["https"])
        let spoofed = zip(target.links, Gen.element(of: Array("x2q")), Gen.int(in: 0...6)).map { link, letter, edit in
            let scheme = link.template.scheme
            let spoof: String
            switch edit {
            case 0: spoof = String(letter) + scheme
            case 1: spoof = scheme + String(letter)
            case 2: spoof = scheme + "+x"
            case 3: spoof = scheme + ".evil"
            case 4: spoof = scheme + "-"
            case 5: spoof = String(scheme.dropLast())
            default: spoof = String(letter) + scheme.dropFirst()
            }
            return (spoof, link)
        }
        return spoofed.filter(maximumAttempts: 20) { !declared.contains($0.0) && !$0.0.isEmpty && $0.0 != "http" }.map { spoof, link in
            AdversarialCase(input: spoof + "://" + link.afterScheme, expectation: .neverOpens)
        }
    }
}
