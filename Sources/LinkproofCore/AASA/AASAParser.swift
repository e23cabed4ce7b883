/// Why an association file could not be read at all; carries the diagnostic that says so.
package struct AASAParseError: Error, Sendable, Equatable {
    /// The diagnostic: `AASA001`…`AASA005` with line and column, or `AASA003` for the cap.
    public let diagnostic: AASADiagnostic
}

/// A document read from bytes, with the diagnostics found while reading it.
package struct AASAParsed: Sendable {
    /// Everything that could be read.
    public let document: AASADocument
    /// Structural findings, in document order.
    public let diagnostics: [AASADiagnostic]
}

/// Reads association files leniently: a broken entry draws a diagnostic and is skipped,
/// never hiding the entries around it.
package struct AASAParser {
    /// The default size cap, 128 KiB: a defensive limit for files fetched from the network.
    public static let defaultSizeCap = 128 * 1024

    private var diagnostics: [AASADiagnostic] = []
    /// The keys each rule (by JSON path) sets itself; the others it takes from `defaults`.
    private var writtenKeys: [String: Set<String>] = [:]

    /// Reads `bytes`; throws only when there is no document to speak of (over the cap, not
    /// UTF-8 JSON, not an object).
    public static func parse(_ bytes: [UInt8], sizeCap: Int = defaultSizeCap) throws(AASAParseError) -> AASAParsed {
        guard bytes.count <= sizeCap else { throw overSizeCap(size: bytes.count, sizeCap: sizeCap) }
        let json: JSONValue
        do {
            json = try JSONReader.read(bytes)
        } catch {
            let code: AASADiagnosticCode = switch error.reason {
            case .invalidUTF8: .invalidUTF8
            case .tooDeep: .nestedTooDeep
            case .duplicateKey: .duplicateKey
            case .syntax, .truncated: .notJSON
            }
            throw AASAParseError(diagnostic: AASADiagnostic(code, path: JSONPath.root,
                message: "line \(error.line), column \(error.column): \(error.detail)"))
        }
        return try parse(json)
    }

    /// `AASA003` for a file of `size` bytes (nil: known only to be over the cap).
    public static func overSizeCap(size: Int?, sizeCap: Int) -> AASAParseError {
        AASAParseError(diagnostic: AASADiagnostic(.overSizeCap, path: JSONPath.root,
            message: "the file is \(size.map { "\($0) bytes" } ?? "more than \(sizeCap) bytes"), over the cap of \(sizeCap) bytes"))
    }

    /// Reads an already-decoded JSON value.
    public static func parse(_ json: JSONValue) throws(AASAParseError) -> AASAParsed {
        guard case .object(let members) = json else {
            throw AASAParseError(diagnostic: AASADiagnostic(.rootNotObject, path: JSONPath.root,
                message: "the top level is \(json.kind), not an object"))
        }
        var parser = AASAParser()
        let document = parser.document(members)
        if let appLinks = document.appLinks { try checkMatchingBounds(appLinks) }
        return AASAParsed(document: document, diagnostics: parser.diagnostics)
    }

    /// `AASA145` for the first pattern whose `AASACompiledPattern.bound` is over the maximum:
    /// checked before anything compiles or matches, so no link can cost more than that bound
    /// per character.
    private static func checkMatchingBounds(_ appLinks: AASAAppLinks) throws(AASAParseError) {
        let substitution = AASASubstitution(appLinks.variables)
        for detail in appLinks.details {
            for rule in detail.rules {
                for (path, pattern, _) in AASAValidator.patternStrings(rule) {
                    let bound = AASACompiledPattern.bound(AASAPatternSyntax.tokens(pattern, foldCase: false, variables: substitution).tokens)
                    guard bound > AASACompiledPattern.maximumBound else { continue }
                    throw AASAParseError(diagnostic: AASADiagnostic(.patternTooCostly, path: path,
                        message: "matching this pattern could keep \(bound) states live per character, over the bound of \(AASACompiledPattern.maximumBound)"))
                }
            }
        }
    }

    private mutating func report(_ code: AASADiagnosticCode, _ path: String, _ message: String) {
        diagnostics.append(AASADiagnostic(code, path: path, message: message))
    }

    private mutating func wrongType(_ path: String, expected: String, found: JSONValue) {
        report(.wrongType, path, "expected \(expected), found \(found.kind); ignored")
    }

    private mutating func document(_ members: [(key: String, value: JSONValue)]) -> AASADocument {
        var document = AASADocument()
        var recognised = false
        for (key, value) in members {
            let path = JSONPath.member(JSONPath.root, key)
            switch key {
            case "applinks": document.appLinks = appLinks(value, path)
            case "webcredentials": document.webCredentials = serviceApps(value, path)
            case "appclips": document.appClips = serviceApps(value, path)
            case "activitycontinuation": document.activityContinuation = serviceApps(value, path)
            default:
                report(.unknownKey, path, "unknown top-level key '\(key)'")
                continue
            }
            recognised = true
        }
        if !recognised {
            report(.noService, JSONPath.root, "no applinks, webcredentials, appclips or activitycontinuation")
        }
        return document
    }

    private mutating func serviceApps(_ value: JSONValue, _ path: String) -> [String] {
        guard case .object = value else { wrongType(path, expected: "an object", found: value); return [] }
        guard let apps = value["apps"] else { return [] }
        return strings(apps, JSONPath.member(path, "apps"))
    }

    private mutating func strings(_ value: JSONValue, _ path: String) -> [String] {
        guard case .array(let elements) = value else { wrongType(path, expected: "an array of strings", found: value); return [] }
        var result: [String] = []
        for (index, element) in elements.enumerated() {
            guard case .string(let text) = element else {
                wrongType(JSONPath.index(path, index), expected: "a string", found: element)
                continue
            }
            result.append(text)
        }
        return result
    }

    private mutating func appLinks(_ value: JSONValue, _ path: String) -> AASAAppLinks? {
        guard case .object(let members) = value else { wrongType(path, expected: "an object", found: value); return nil }
        var appLinks = AASAAppLinks()
        var sawDetails = false
        for (key, member) in members {
            let memberPath = JSONPath.member(path, key)
            switch key {
            case "apps":
                let apps = strings(member, memberPath)
                if !apps.isEmpty { report(.legacyAppsNotEmpty, memberPath, "legacy apps lists \(apps.count) entries; it must be empty") }
            case "defaults":
                appLinks.defaults = defaults(member, memberPath)
            case "substitutionVariables":
                appLinks.variables = variables(member, memberPath)
            case "details":
                sawDetails = true
                appLinks.details = details(member, memberPath)
            default:
                report(.unknownKey, memberPath, "unknown applinks key '\(key)'")
            }
        }
        if appLinks.details.isEmpty {
            report(.noDetails, JSONPath.member(path, "details"), sawDetails ? "details is empty" : "applinks has no details")
        }
        // Only now are both levels known: `defaults` may come after `details` in the file.
        for index in appLinks.details.indices {
            let levels = [appLinks.details[index].defaults, appLinks.defaults]
            appLinks.details[index].rules = appLinks.details[index].rules.map { rule in
                rule.inheriting(levels, written: writtenKeys[rule.jsonPath] ?? [])
            }
        }
        return appLinks
    }

    private mutating func variables(_ value: JSONValue, _ path: String) -> [AASAVariable] {
        guard case .object(let members) = value else { wrongType(path, expected: "an object", found: value); return [] }
        return members.map { member in
            AASAVariable(name: member.key, values: strings(member.value, JSONPath.member(path, member.key)))
        }
    }

    /// A `defaults` dictionary: the keys of a components dictionary, each read as a component
    /// reads it; any other key is `AASA192` and ignored.
    private mutating func defaults(_ value: JSONValue, _ path: String) -> AASADefaults {
        guard case .object(let members) = value else { wrongType(path, expected: "an object", found: value); return AASADefaults() }
        var defaults = AASADefaults(jsonPath: path)
        for (key, member) in members {
            let memberPath = JSONPath.member(path, key)
            switch key {
            case "/", "#":
                guard case .string(let pattern) = member else {
                    wrongType(memberPath, expected: "a string pattern", found: member)
                    continue
                }
                if key == "/" { defaults.path = pattern } else { defaults.fragment = pattern }
            case "?": defaults.query = queryPattern(member, memberPath)
            case "exclude": defaults.exclude = bool(member, memberPath)
            case "caseSensitive": defaults.flags.caseSensitive = bool(member, memberPath)
            case "percentEncoded": defaults.flags.percentEncoded = bool(member, memberPath)
            case "comment": if case .string = member {} else { wrongType(memberPath, expected: "a string", found: member) }
            default:
                report(.unusedDefaultsKey, memberPath, "defaults key '\(key)' is not a components key; it is ignored")
            }
        }
        return defaults
    }

    /// Paths of members are rendered only for a diagnostic: most members never need one.
    private mutating func bool(_ value: JSONValue, _ path: @autoclosure () -> String) -> Bool? {
        guard case .bool(let flag) = value else { wrongType(path(), expected: "true or false", found: value); return nil }
        return flag
    }

    private mutating func details(_ value: JSONValue, _ path: String) -> [AASADetail] {
        switch value {
        case .array(let elements):
            return elements.enumerated().compactMap { index, element in
                detail(element, JSONPath.index(path, index), keyedAppID: nil)
            }
        case .object(let members):
            report(.legacyDetailsDictionary, path, "details is a dictionary keyed by app ID; evaluated in sorted key order")
            return members.sorted { $0.key < $1.key }.compactMap { member in
                detail(member.value, JSONPath.member(path, member.key), keyedAppID: member.key)
            }
        default:
            wrongType(path, expected: "an array", found: value)
            return []
        }
    }

    private mutating func detail(_ value: JSONValue, _ path: String, keyedAppID: String?) -> AASADetail? {
        guard case .object(let members) = value else { wrongType(path, expected: "an object", found: value); return nil }
        var appIDs = keyedAppID.map { [$0] } ?? []
        var defaults = AASADefaults()
        var components: [AASARule] = []
        var paths: [AASARule] = []
        var sawAppID = false
        var sawAppIDs = false
        for (key, member) in members {
            let memberPath = JSONPath.member(path, key)
            switch key {
            case "appID":
                sawAppID = true
                if case .string(let id) = member { appIDs.append(id) } else { wrongType(memberPath, expected: "a string", found: member) }
            case "appIDs":
                sawAppIDs = true
                appIDs += strings(member, memberPath)
            case "defaults":
                defaults = self.defaults(member, memberPath)
            case "components":
                components = componentRules(member, memberPath)
            case "paths":
                paths = legacyPathRules(member, memberPath)
            default:
                report(.unknownKey, memberPath, "unknown details key '\(key)'")
            }
        }
        if sawAppID && sawAppIDs { report(.bothAppIDForms, path, "both appID and appIDs; their union is used") }
        if appIDs.isEmpty { report(.detailWithoutAppID, path, "no appID or appIDs") }
        if !components.isEmpty && !paths.isEmpty {
            report(.mixedComponentsAndPaths, path, "components and paths in one entry; components are evaluated first")
        }
        return AASADetail(jsonPath: path, appIDs: appIDs, defaults: defaults, rules: components + paths)
    }

    private mutating func legacyPathRules(_ value: JSONValue, _ path: String) -> [AASARule] {
        guard case .array(let elements) = value else { wrongType(path, expected: "an array of strings", found: value); return [] }
        return elements.enumerated().compactMap { index, element in
            let rulePath = JSONPath.index(path, index)
            guard case .string(let text) = element else { wrongType(rulePath, expected: "a string", found: element); return nil }
            // A legacy path is a whole rule: only the flags come from `defaults`.
            writtenKeys[rulePath] = ["/", "?", "#", "exclude"]
            if text.hasPrefix("NOT ") {
                return AASARule(jsonPath: rulePath, path: String(text.dropFirst(4)), exclude: true)
            }
            return AASARule(jsonPath: rulePath, path: text)
        }
    }

    private mutating func componentRules(_ value: JSONValue, _ path: String) -> [AASARule] {
        guard case .array(let elements) = value else { wrongType(path, expected: "an array", found: value); return [] }
        return elements.enumerated().compactMap { index, element in component(element, JSONPath.index(path, index)) }
    }

    private mutating func component(_ value: JSONValue, _ path: String) -> AASARule? {
        guard case .object(let members) = value else { wrongType(path, expected: "an object", found: value); return nil }
        var rule = AASARule(jsonPath: path)
        var written = Set<String>()
        for (key, member) in members {
            switch key {
            case "/", "#":
                guard case .string(let pattern) = member else {
                    wrongType(JSONPath.member(path, key), expected: "a string pattern", found: member)
                    return nil
                }
                if key == "/" { rule.path = pattern } else { rule.fragment = pattern }
            case "?":
                guard let query = queryPattern(member, JSONPath.member(path, key)) else { return nil }
                rule.query = query
            case "exclude":
                if let exclude = bool(member, JSONPath.member(path, key)) {
                    rule.exclude = exclude
                    written.insert(key)
                }
            case "caseSensitive":
                rule.flags.caseSensitive = bool(member, JSONPath.member(path, key))
            case "percentEncoded":
                rule.flags.percentEncoded = bool(member, JSONPath.member(path, key))
            case "comment":
                if case .string(let text) = member { rule.comment = text } else { wrongType(JSONPath.member(path, key), expected: "a string", found: member) }
            default:
                report(.unknownKey, JSONPath.member(path, key), "unknown components key '\(key)'")
            }
        }
        if rule.path != nil { written.insert("/") }
        if rule.query != nil { written.insert("?") }
        if rule.fragment != nil { written.insert("#") }
        if rule.flags.caseSensitive != nil { written.insert("caseSensitive") }
        if rule.flags.percentEncoded != nil { written.insert("percentEncoded") }
        writtenKeys[path] = written
        return rule
    }

    private mutating func queryPattern(_ value: JSONValue, _ path: @autoclosure () -> String) -> AASAQueryPattern? {
        switch value {
        case .string(let pattern):
            return .whole(pattern)
        case .object(let members):
            var items: [AASAQueryItemPattern] = []
            var discarded = false
            for (name, predicate) in members {
                guard case .string(let pattern) = predicate else {
                    report(.nonStringQueryPredicate, JSONPath.member(path(), name),
                           "query predicate '\(name)' is \(predicate.kind); the whole dictionary now matches every query")
                    discarded = true
                    continue
                }
                items.append(AASAQueryItemPattern(name: name, pattern: pattern))
            }
            return discarded ? .discarded : .items(items)
        default:
            wrongType(path(), expected: "a string or an object", found: value)
            return nil
        }
    }
}
