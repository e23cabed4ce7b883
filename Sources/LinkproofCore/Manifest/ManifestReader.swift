import Foundation
import LinkproofURL

/// Walks the manifest JSON, recording each problem with its path.
struct ManifestReader {
    let directory: String
    var issues: [ManifestIssue] = []
    /// The compiling work of the patterns read so far (`LinkManifest.maximumPatternWork`).
    var patternWork = 0

    mutating func fail(_ path: String, _ message: String) {
        issues.append(ManifestIssue(path: path, message: message))
    }

    mutating func manifest(_ root: JSONValue) -> LinkManifest? {
        let path = JSONPath.root
        guard case .object = root else { fail(path, "a manifest is a JSON object, found \(root.kind)"); return nil }
        checkKeys(root, ["$schema", "name", "comment", "documentHandler", "app", "schemes", "associatedDomains", "dynamicLinkPrefixes", "firebaseCompatibility", "platformCompatibility", "limits", "routes", "android", "arrivals"], path)
        _ = optionalString(root, "$schema", path)  // for editors: a string, otherwise unread
        let givenName = string(root, "name", path)
        let name = givenName ?? ""
        if let givenName, let problem = PathName.problem(givenName) {
            fail(JSONPath.member(path, "name"), problem + " (it names the app's files and corpus folders)")
        }
        let app = identity(root["app"], JSONPath.member(path, "app"))
        let schemes = strings(root, "schemes", path)
        for (index, scheme) in schemes.enumerated() where scheme.isEmpty || scheme.contains(":") || scheme == "https" || scheme == "http" {
            fail(JSONPath.index(JSONPath.member(path, "schemes"), index), "'\(scheme)' is not a custom scheme (no ':', not http or https)")
        }
        let domains = array(root, "associatedDomains", path).enumerated().compactMap { index, value in
            associatedDomain(value, JSONPath.index(JSONPath.member(path, "associatedDomains"), index))
        }
        let prefixes = strings(root, "dynamicLinkPrefixes", path).enumerated().compactMap { index, value in
            dynamicLinkPrefix(value, JSONPath.index(JSONPath.member(path, "dynamicLinkPrefixes"), index))
        }
        let limits = self.limits(root["limits"], JSONPath.member(path, "limits"))
        let compatibility = firebaseCompatibility(root["firebaseCompatibility"], JSONPath.member(path, "firebaseCompatibility"))
        let platform = platformCompatibility(root["platformCompatibility"], JSONPath.member(path, "platformCompatibility"))
        let routeValues = array(root, "routes", path)
        if routeValues.isEmpty { fail(JSONPath.member(path, "routes"), "a manifest needs at least one route") }
        if routeValues.count > LinkManifest.maximumRoutes {
            fail(JSONPath.member(path, "routes"), "\(routeValues.count) routes; at most \(LinkManifest.maximumRoutes)")
            return nil
        }
        let routes = routeValues.enumerated().compactMap { index, value in
            route(value, JSONPath.index(JSONPath.member(path, "routes"), index))
        }
        var seen = Set<String>()
        for (index, route) in routes.enumerated() where !seen.insert(route.name).inserted {
            fail(JSONPath.index(JSONPath.member(path, "routes"), index), "route name '\(route.name)' is used twice")
        }
        let documentHandler = optionalString(root, "documentHandler", path)
        if let documentHandler, !ReferenceHandlers.names.contains(documentHandler) {
            fail(JSONPath.member(path, "documentHandler"), "unknown reference handler '\(documentHandler)' (\(ReferenceHandlers.names.joined(separator: ", ")))")
        }
        guard let app else { return nil }
        var android: AndroidAppSection?
        if let value = root["android"] {
            let read = AndroidAppSection.read(value, path: JSONPath.member(path, "android"), routes: routes.map(\.name), appPackage: app.androidPackage,
                                             directory: directory)
            android = read.0
            issues += read.1
        }
        var manifest = LinkManifest(name: name, app: app, schemes: schemes, associatedDomains: domains,
                                    dynamicLinkPrefixes: prefixes, limits: limits, routes: routes,
                                    documentHandler: documentHandler, firebaseCompatibility: compatibility,
                                    platformCompatibility: platform, android: android)
        manifest.arrivals = arrivals(root, path)
        checkTemplateHosts(manifest)
        return manifest
    }

    private mutating func identity(_ value: JSONValue?, _ path: String) -> AppIdentity? {
        guard let value, case .object = value else { fail(path, "'app' is required: an object with at least 'bundleID'"); return nil }
        checkKeys(value, ["teamID", "bundleID", "appStoreID", "androidPackage", "comment"], path)
        let teamID = optionalString(value, "teamID", path)
        if let teamID, !(teamID.utf8.count == 10 && teamID.utf8.allSatisfy({ ASCII.isDigit($0) || ($0 >= 0x41 && $0 <= 0x5A) })) {
            fail(JSONPath.member(path, "teamID"), "a Team ID is 10 uppercase letters or digits, not '\(teamID)'")
        }
        guard let bundleID = string(value, "bundleID", path) else { return nil }
        return AppIdentity(teamID: teamID, bundleID: bundleID,
                           appStoreID: optionalString(value, "appStoreID", path),
                           androidPackage: optionalString(value, "androidPackage", path))
    }

    private mutating func associatedDomain(_ value: JSONValue, _ path: String) -> AssociatedDomain? {
        checkKeys(value, ["domain", "ports", "aasa", "comment"], path)
        guard let domain = string(value, "domain", path) else { return nil }
        if let problem = DomainName.problem(domain) { fail(JSONPath.member(path, "domain"), problem) }
        let ports = array(value, "ports", path).enumerated().compactMap { index, port -> UInt16? in
            guard case .number(let number) = port, let port = UInt16(exactly: number) else {
                fail(JSONPath.index(JSONPath.member(path, "ports"), index), "a port is a whole number from 0 to 65535")
                return nil
            }
            return port
        }
        var aasa: JSONValue?
        switch value["aasa"] {
        case nil, .null?:
            break
        case .string(let file)?:
            do {
                let bytes = try ManifestNamedFile.read(file, manifestDirectory: directory, kind: "AASA file", limit: AASAParser.defaultSizeCap)
                do {
                    aasa = try JSONReader.read(bytes)
                } catch {
                    fail(JSONPath.member(path, "aasa"), "\(file): line \(error.line), column \(error.column): \(error.detail)")
                }
            } catch {
                fail(JSONPath.member(path, "aasa"), error.message)
            }
        case .object?:
            aasa = value["aasa"]
        case let other?:
            fail(JSONPath.member(path, "aasa"), "expected a file path or an inline AASA object, found \(other.kind)")
        }
        let file: String? = if case .string(let file)? = value["aasa"] { file } else { nil }
        return AssociatedDomain(domain: domain, ports: ports, aasa: aasa, aasaFile: file)
    }

    private mutating func dynamicLinkPrefix(_ text: String, _ path: String) -> DynamicLinkPrefix? {
        guard text.hasPrefix("https://") else { fail(path, "a dynamic-link prefix is an https URL, not '\(text)'"); return nil }
        let rest = text.dropFirst("https://".count)
        let slash = rest.firstIndex(of: "/") ?? rest.endIndex
        let host = rest[..<slash]
        let prefixPath = rest[slash...]
        guard !host.isEmpty, host.utf8.allSatisfy({ ASCII.isAlphanumeric($0) || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".") }),
              !prefixPath.contains("?"), !prefixPath.contains("#")
        else { fail(path, "'\(text)' must be https://<host>[/<path>] without query or fragment"); return nil }
        return DynamicLinkPrefix(host: String(host), path: String(prefixPath))
    }

    private mutating func limits(_ value: JSONValue?, _ path: String) -> Limits {
        var limits = Limits()
        guard let value else { return limits }
        checkKeys(value, ["maxLength", "maxQueryParameters", "comment"], path)
        if let maxLength = integer(value, "maxLength", path, in: 1...1_048_576) { limits.maxLength = maxLength }
        if let maxParameters = integer(value, "maxQueryParameters", path, in: 0...10_000) { limits.maxQueryParameters = maxParameters }
        return limits
    }

    private mutating func firebaseCompatibility(_ value: JSONValue?, _ path: String) -> FirebaseCompatibility {
        guard let value else { return FirebaseCompatibility() }
        guard case .object = value else {
            fail(path, "'firebaseCompatibility' is an object of true/false options, found \(value.kind)")
            return FirebaseCompatibility()
        }
        checkKeys(value, ["httpNestedLinks", "callbackMatchType", "shortLinkSuffixes", "otherBundleIDs", "comment"], path)
        return FirebaseCompatibility(httpNestedLinks: bool(value, "httpNestedLinks", path),
                                     callbackMatchType: bool(value, "callbackMatchType", path),
                                     shortLinkSuffixes: bool(value, "shortLinkSuffixes", path),
                                     otherBundleIDs: bool(value, "otherBundleIDs", path))
    }

    private mutating func platformCompatibility(_ value: JSONValue?, _ path: String) -> PlatformCompatibility {
        guard let value else { return PlatformCompatibility() }
        guard case .object = value else {
            fail(path, "'platformCompatibility' is an object of true/false options, found \(value.kind)")
            return PlatformCompatibility()
        }
        checkKeys(value, ["httpUniversalLinks", "comment"], path)
        return PlatformCompatibility(httpUniversalLinks: bool(value, "httpUniversalLinks", path))
    }

    private mutating func route(_ value: JSONValue, _ path: String) -> Route? {
        checkKeys(value, ["name", "comment", "templates", "parameters", "risky", "personal", "caseSensitive"], path)
        guard let name = string(value, "name", path) else { return nil }
        var parameters: [String: ParameterType] = [:]
        var optional = Set<String>()
        var declaredNames = Set<String>()  // with a bad type too: that is one problem, not one per template
        if case .object(let members)? = value["parameters"] {
            for (key, declaration) in members {
                guard key != RouteTemplate.ignoredSegment else {
                    fail(JSONPath.member(JSONPath.member(path, "parameters"), key), "'{_}' is a path segment the app ignores: it is no parameter and takes no declaration")
                    continue
                }
                declaredNames.insert(key)
                if case .bool(false)? = declaration["required"] { optional.insert(key) }
                if let type = parameterType(declaration, JSONPath.member(JSONPath.member(path, "parameters"), key)) {
                    parameters[key] = type
                }
            }
        } else if let other = value["parameters"] {
            fail(JSONPath.member(path, "parameters"), "expected an object, found \(other.kind)")
        }
        let templatesPath = JSONPath.member(path, "templates")
        let texts = strings(value, "templates", path)
        if texts.isEmpty { fail(templatesPath, "a route needs at least one template") }
        var templates: [RouteTemplate] = []
        let declared = declaredNames
        for (index, text) in texts.enumerated() {
            do {
                let template = try RouteTemplate(text)
                let used = template.parameterNames
                if used != declared {
                    fail(JSONPath.index(templatesPath, index),
                         "uses {\(used.sorted().joined(separator: "}, {"))} but the route declares {\(declared.sorted().joined(separator: "}, {"))}: every template uses every parameter")
                }
                for name in optional.intersection(template.pathParameters.union(template.fragmentParameters)).sorted() {
                    let place = template.pathParameters.contains(name) ? "path" : "fragment"
                    fail(JSONPath.member(JSONPath.member(JSONPath.member(path, "parameters"), name), "required"),
                         "{\(name)} is a \(place) segment of '\(text)': only a query parameter may be left out")
                }
                templates.append(template)
            } catch {
                fail(JSONPath.index(templatesPath, index), "'\(text)': \(error.message)")
            }
        }
        return Route(name: name, templates: templates, parameters: parameters, optionalParameters: optional,
                     risky: bool(value, "risky", path), personal: bool(value, "personal", path),
                     caseSensitive: value["caseSensitive"] == nil || bool(value, "caseSensitive", path))
    }

    private mutating func parameterType(_ value: JSONValue, _ path: String) -> ParameterType? {
        guard case .object = value else { fail(path, "a parameter type is an object such as {\"type\": \"digits\"}, found \(value.kind)"); return nil }
        guard let type = string(value, "type", path) else { return nil }
        guard let keys = ParameterType.keys[type] else {
            fail(JSONPath.member(path, "type"), "unknown parameter type '\(type)' (\(ParameterType.keys.keys.sorted().joined(separator: ", ")))")
            return nil
        }
        checkKeys(value, keys.union(ParameterType.commonKeys), path)
        if let required = value["required"], required != .bool(true), required != .bool(false) {
            fail(JSONPath.member(path, "required"), "expected true or false, found \(required.kind)")
        }
        func length(_ defaultMax: Int) -> ClosedRange<Int>? {
            let low = integer(value, "minLength", path, in: 0...ParameterType.maximumLength) ?? 1
            let high = integer(value, "maxLength", path, in: 0...ParameterType.maximumLength) ?? defaultMax
            guard low <= high else { fail(path, "minLength \(low) is above maxLength \(high)"); return nil }
            return low...high
        }
        switch type {
        case "digits":
            return length(18).map { .digits(length: $0) }
        case "characters":
            guard let source = string(value, "class", path) else { return nil }
            guard let characterClass = CharacterClass(source) else {
                fail(JSONPath.member(path, "class"), "'\(source)' is not an ASCII character class like A-Za-z0-9_-")
                return nil
            }
            return length(64).map { .characters(characterClass, length: $0) }
        case "uuid":
            return .uuid
        case "enumeration":
            let values = strings(value, "values", path)
            if values.isEmpty { fail(JSONPath.member(path, "values"), "an enumeration needs at least one value") }
            return .enumeration(values)
        case "integer":
            for key in ["minimum", "maximum"] where value[key] == nil { fail(JSONPath.member(path, key), "'\(key)' is required: an integer's range is the app's decision") }
            guard let minimum = integerBound(value, "minimum", path), let maximum = integerBound(value, "maximum", path) else { return nil }
            guard let range = IntegerRange(minimum: minimum, maximum: maximum, leadingZeros: bool(value, "leadingZeros", path)) else {
                fail(path, "minimum \(minimum) is above maximum \(maximum)")
                return nil
            }
            return .integer(range)
        case "pattern":
            guard let source = string(value, "pattern", path) else { return nil }
            guard patternWork <= LinkManifest.maximumPatternWork else {
                fail(JSONPath.member(path, "pattern"), "the manifest's patterns take more than \(LinkManifest.maximumPatternWork) steps to compile in all: simplify them")
                return nil
            }
            do {
                let pattern = try ValuePattern(source)
                patternWork += pattern.compilationWork
                return .pattern(pattern)
            } catch {
                // A refused pattern cost its compiling too: charged as an accepted one is.
                patternWork += error.work
                fail(JSONPath.member(path, "pattern"), "'\(source)', at byte \(error.offset): \(error.message)")
                return nil
            }
        default:  // "string"
            return length(256).map { .string(length: $0) }
        }
    }

    /// Every template's scheme and host must be declared: a custom scheme, an associated
    /// domain, or a dynamic-link prefix host (a route on any host, `https://*/…`, declares its own).
    private mutating func checkTemplateHosts(_ manifest: LinkManifest) {
        for (routeIndex, route) in manifest.routes.enumerated() {
            for (index, template) in route.templates.enumerated() {
                let path = JSONPath.index(JSONPath.member(JSONPath.index(JSONPath.member(JSONPath.root, "routes"), routeIndex), "templates"), index)
                if template.anyHost != nil {
                    continue  // (the template says its hosts: https, any host of its shape)
                } else if template.scheme == "https" {
                    let declared = manifest.associatedDomain(template.host) != nil
                        || manifest.dynamicLinkPrefixes.contains { $0.host == template.host }
                    if !declared { fail(path, "host '\(template.host)' is neither an associated domain nor a dynamic-link prefix") }
                } else if !manifest.schemes.contains(template.scheme) {
                    fail(path, "scheme '\(template.scheme)' is not declared in 'schemes' (and http is never accepted)")
                }
            }
        }
    }

    // MARK: Typed member access

    /// A misspelled key would silently change nothing: every unknown key is a problem.
    private mutating func checkKeys(_ object: JSONValue, _ known: Set<String>, _ path: String) {
        guard case .object(let members) = object else { return }
        for member in members where !known.contains(member.key) {
            fail(JSONPath.member(path, member.key), "unknown key '\(member.key)' (known: \(known.sorted().joined(separator: ", ")))")
        }
    }

    private mutating func string(_ object: JSONValue, _ key: String, _ path: String) -> String? {
        switch object[key] {
        case .string(let text)?: return text
        case nil: fail(JSONPath.member(path, key), "'\(key)' is required")
        case let other?: fail(JSONPath.member(path, key), "expected a string, found \(other.kind)")
        }
        return nil
    }

    private mutating func optionalString(_ object: JSONValue, _ key: String, _ path: String) -> String? {
        guard let value = object[key], value != .null else { return nil }
        return string(object, key, path)
    }

    private mutating func bool(_ object: JSONValue, _ key: String, _ path: String) -> Bool {
        switch object[key] {
        case .bool(let flag)?: return flag
        case nil: return false
        case let other?: fail(JSONPath.member(path, key), "expected true or false, found \(other.kind)"); return false
        }
    }

    private mutating func integer(_ object: JSONValue, _ key: String, _ path: String, in range: ClosedRange<Int>) -> Int? {
        switch object[key] {
        case nil: return nil
        case .number(let number)? where Int(exactly: number).map(range.contains) == true: return Int(number)
        case _?: fail(JSONPath.member(path, key), "expected a whole number from \(range.lowerBound) to \(range.upperBound)"); return nil
        }
    }

    /// An integer type's bound: a JSON number within ±2⁵³−1 (what it holds exactly), or a
    /// string of decimal digits (an optional `-` first) for any signed 64-bit integer.
    private mutating func integerBound(_ object: JSONValue, _ key: String, _ path: String) -> Int? {
        let limit = IntegerRange.boundLimit
        switch object[key] {
        case nil: return nil
        case .number(let number)? where Int(exactly: number).map((-limit...limit).contains) == true: return Int(number)
        case .string(let text)? where Int(text) != nil && !text.hasPrefix("+"): return Int(text)
        case _?:
            fail(JSONPath.member(path, key), "expected a whole number from \(-limit) to \(limit), or a string of digits from \(Int.min) to \(Int.max)")
            return nil
        }
    }

    private mutating func array(_ object: JSONValue, _ key: String, _ path: String) -> [JSONValue] {
        switch object[key] {
        case .array(let values)?: return values
        case nil: return []
        case let other?: fail(JSONPath.member(path, key), "expected an array, found \(other.kind)"); return []
        }
    }

    mutating func strings(_ object: JSONValue, _ key: String, _ path: String) -> [String] {
        array(object, key, path).enumerated().compactMap { index, value in
            guard case .string(let text) = value else {
                fail(JSONPath.index(JSONPath.member(path, key), index), "expected a string, found \(value.kind)")
                return nil
            }
            return text
        }
    }
}
