/// Semantic checks of a parsed document: app IDs, substitution variables, patterns that
/// cannot match, and rules that earlier rules make unreachable. Structural problems are
/// reported by `AASAParser` while reading.
package enum AASAValidator {
    /// Every semantic diagnostic of `document`, in document order.
    public static func validate(_ document: AASADocument) -> [AASADiagnostic] {
        let services = serviceAppIDs(document)
        guard let appLinks = document.appLinks else { return services }
        var diagnostics = services + variables(appLinks.variables)
        let substitution = AASASubstitution(appLinks.variables)
        var seenAppIDs = Set<String>()
        var reported = Set<[String]>()
        for detail in appLinks.details {
            diagnostics += appIDs(detail, seen: &seenAppIDs)
            for rule in detail.rules {
                // A pattern taken from `defaults` is reported once, at the defaults' key, not once per rule.
                diagnostics += patterns(rule, substitution: substitution).filter { reported.insert([$0.code, $0.path, $0.message]).inserted }
            }
            diagnostics += shadowing(detail)
        }
        return diagnostics
    }

    /// `<Team ID>.<bundle ID>`: ten upper-case letters or digits, a dot, then letters,
    /// digits, hyphens and dots.
    static func isWellFormedAppID(_ appID: String) -> Bool {
        let parts = appID.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0].utf8.count == 10, !parts[1].isEmpty else { return false }
        let teamOK = parts[0].utf8.allSatisfy { ($0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z")) || ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) }
        let bundleOK = parts[1].utf8.allSatisfy { byte in
            (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
        }
        return teamOK && bundleOK
    }

    /// The app IDs of `appclips`, `webcredentials` and `activitycontinuation` (S003-10).
    private static func serviceAppIDs(_ document: AASADocument) -> [AASADiagnostic] {
        let services = [("appclips", document.appClips), ("webcredentials", document.webCredentials),
                        ("activitycontinuation", document.activityContinuation)]
        var diagnostics: [AASADiagnostic] = []
        for (service, apps) in services {
            for (index, appID) in (apps ?? []).enumerated() where !isWellFormedAppID(appID) {
                let path = JSONPath.index(JSONPath.member(JSONPath.member(JSONPath.root, service), "apps"), index)
                diagnostics.append(AASADiagnostic(appID.isEmpty ? .emptyAppID : .malformedAppID, path: path,
                                                  message: "'\(appID)' is not <Team ID>.<bundle ID>"))
            }
        }
        return diagnostics
    }

    private static func appIDs(_ detail: AASADetail, seen: inout Set<String>) -> [AASADiagnostic] {
        var diagnostics: [AASADiagnostic] = []
        for appID in detail.appIDs {
            if appID.isEmpty {
                diagnostics.append(AASADiagnostic(.emptyAppID, path: detail.jsonPath, message: "an app ID is empty"))
            } else if !isWellFormedAppID(appID) {
                diagnostics.append(AASADiagnostic(.malformedAppID, path: detail.jsonPath, message: "'\(appID)' is not <Team ID>.<bundle ID>"))
            }
            if !seen.insert(appID).inserted {
                diagnostics.append(AASADiagnostic(.appInSeveralDetails, path: detail.jsonPath, message: "'\(appID)' is listed by an earlier entry too"))
            }
        }
        return diagnostics
    }

    private static func variables(_ variables: [AASAVariable]) -> [AASADiagnostic] {
        var diagnostics: [AASADiagnostic] = []
        for variable in variables {
            let path = JSONPath.member("$.applinks.substitutionVariables", variable.name)
            if variable.name.contains(where: { $0 == "$" || $0 == "(" || $0 == ")" }) {
                diagnostics.append(AASADiagnostic(.invalidVariableName, path: path, message: "'\(variable.name)' contains $, ( or )"))
            }
            if AASASubstitution.builtins[variable.name] != nil {
                diagnostics.append(AASADiagnostic(.variableShadowsBuiltin, path: path, message: "'\(variable.name)' replaces the built-in $(\(variable.name))"))
            }
            if variable.values.isEmpty {
                diagnostics.append(AASADiagnostic(.emptyVariable, path: path, message: "'\(variable.name)' has no values, so $(\(variable.name)) never matches"))
            }
            for (index, value) in variable.values.enumerated() where value.contains("$(") {
                diagnostics.append(AASADiagnostic(.variableReferencesVariable, path: JSONPath.index(path, index),
                                                  message: "value '\(value)' refers to a variable; it is read as literal text"))
            }
        }
        return diagnostics
    }

    /// Every pattern string of a rule with the JSON path of its key: in the rule, or in the
    /// `defaults` dictionary it took the key from.
    static func patternStrings(_ rule: AASARule) -> [(path: String, pattern: String, component: String)] {
        func owner(_ key: String) -> String { rule.defaulted.first { $0.key == key }?.from ?? rule.jsonPath }
        var result: [(String, String, String)] = []
        let legacy = rule.jsonPath.contains(".paths[")
        if let pattern = rule.path { result.append((legacy ? rule.jsonPath : JSONPath.member(owner("/"), "/"), pattern, "path")) }
        switch rule.query {
        case .whole(let pattern)?: result.append((JSONPath.member(owner("?"), "?"), pattern, "query"))
        case .items(let items)?:
            for item in items { result.append((JSONPath.member(JSONPath.member(owner("?"), "?"), item.name), item.pattern, "query")) }
        default: break
        }
        if let pattern = rule.fragment { result.append((JSONPath.member(owner("#"), "#"), pattern, "fragment")) }
        return result
    }

    private static func patterns(_ rule: AASARule, substitution: AASASubstitution) -> [AASADiagnostic] {
        var diagnostics: [AASADiagnostic] = []
        for (path, pattern, component) in patternStrings(rule) {
            for issue in AASAPatternSyntax.tokens(pattern, foldCase: false, variables: substitution).issues {
                switch issue {
                case .undefinedVariable(let name):
                    diagnostics.append(AASADiagnostic(.undefinedVariable, path: path, message: "$(\(name)) is not defined; '\(pattern)' never matches"))
                case .unterminatedVariable:
                    diagnostics.append(AASADiagnostic(.unterminatedVariable, path: path, message: "'\(pattern)' has $( without )"))
                }
            }
            if rule.flags.percentEncoded ?? true, let character = neverEncoded(pattern, component: component) {
                diagnostics.append(AASADiagnostic(.neverMatches, path: path,
                    message: "'\(pattern)' contains \(character), which a percent-encoded URL \(component) never does"))
            }
        }
        return diagnostics
    }

    /// A character a URL component never contains as written (the URL Standard encodes it).
    private static func neverEncoded(_ pattern: String, component: String) -> String? {
        for scalar in pattern.unicodeScalars {
            if scalar == " " { return "a space" }
            if scalar.value < 0x20 || scalar.value == 0x7F { return "a control character" }
            if scalar.value >= 0x80 { return "non-ASCII text ('\(scalar)')" }
            if scalar == "#" && component != "fragment" { return "'#'" }
        }
        return nil
    }

    /// True for a pattern that matches anything: absent, or only `*`.
    static func isAnything(_ pattern: String?) -> Bool {
        pattern.map { !$0.isEmpty && $0.allSatisfy { $0 == "*" } } ?? true
    }

    /// True when the rule matches every URL.
    static func isCatchAll(_ rule: AASARule) -> Bool {
        let queryOpen = switch rule.query {
        case nil, .discarded?: true
        case .whole(let pattern)?: isAnything(pattern)
        case .items(let items)?: items.allSatisfy { isAnything($0.pattern) }
        }
        return queryOpen && isAnything(rule.path) && isAnything(rule.fragment)
    }

    /// True when every URL `later` matches is matched by `earlier` (a sufficient test:
    /// equal patterns, `*`, or a literal prefix pattern `P*` over a later pattern that starts with `P`).
    /// The definition `AASACoverIndex` answers without comparing every pair; the tests hold them to agree.
    static func covers(_ earlier: AASARule, _ later: AASARule, sameFlags: Bool) -> Bool {
        func pathCovers() -> Bool {
            guard let first = earlier.path.map(AASACompiledRule.normalizedPathPattern) else { return true }
            guard let second = later.path.map(AASACompiledRule.normalizedPathPattern) else { return isAnything(first) }
            if isAnything(first) || (sameFlags && first == second) { return true }
            guard sameFlags, first.hasSuffix("*") else { return false }
            let prefix = first.dropLast()
            guard !prefix.contains(where: { $0 == "*" || $0 == "?" || $0 == "$" }) else { return false }
            let literalStart = second.prefix { $0 != "*" && $0 != "?" && $0 != "$" }
            return literalStart.hasPrefix(prefix)
        }
        func queryCovers() -> Bool {
            switch earlier.query {
            case nil, .discarded?: true
            case .whole(let pattern)?: isAnything(pattern) || (sameFlags && earlier.query == later.query)
            case .items?: sameFlags && earlier.query == later.query
            }
        }
        let fragmentCovers = isAnything(earlier.fragment) || (sameFlags && earlier.fragment == later.fragment)
        return fragmentCovers && queryCovers() && pathCovers()
    }

    /// Catch-alls (`AASA180`) and rules an earlier rule of the same details entry covers (`AASA190`).
    private static func shadowing(_ detail: AASADetail) -> [AASADiagnostic] {
        var diagnostics: [AASADiagnostic] = []
        for (index, rule) in detail.rules.enumerated() where isCatchAll(rule) && index + 1 < detail.rules.count {
            diagnostics.append(AASADiagnostic(.catchAllShadows, path: rule.jsonPath,
                message: "this rule matches every URL; the \(detail.rules.count - index - 1) rule(s) after it never run"))
            break
        }
        var earlier = AASACoverIndex()
        for (index, rule) in detail.rules.enumerated() {
            if let covering = earlier.firstCovering(rule, flags: rule.flags) {
                diagnostics.append(AASADiagnostic(.unreachableRule, path: rule.jsonPath,
                    message: "the earlier rule \(detail.rules[covering].jsonPath) matches every URL this rule matches"))
            }
            earlier.add(rule, flags: rule.flags, index: index)
        }
        return diagnostics
    }
}
