/// An intent filter written as JSON with the manifest's `<data>` attribute names, each member
/// optional and a list of strings: `scheme`, `host` and `port` (parallel lists, paired as
/// `addDataAuthority(host, port)` pairs them; `null` in `port` for any port), `path`,
/// `pathPrefix`, `pathPattern`, `pathAdvancedPattern`, `pathSuffix`, and
/// `uriRelativeFilterGroup`: a list of `{"allow": true|false, "path…"/"query…"/"fragment…": [...]}`
/// (`allow` defaults to true, as in the manifest). Patterns are as the manifest compiles
/// them (the XML's `\\.` is `\.`). `linkproof android match --jsonl` and the manifest's
/// `android` section read this shape.
extension AndroidIntentFilter {
    /// The attribute families a filter's paths may use, in the order they are added.
    static let pathKinds: [AndroidPatternMatcher.Kind] = [.literal, .prefix, .simpleGlob, .advancedGlob, .suffix]

    /// Reads a filter; the error names the JSON path (under `path`) of what is wrong.
    public init(json: JSONValue, path: String) throws(AndroidFilterJSONError) {
        guard case .object(let members) = json else { throw AndroidFilterJSONError(path: path, message: "expected an object, found \(json.kind)") }
        let known = Set(["scheme", "host", "port", "uriRelativeFilterGroup"]).union(Self.pathKinds.map(\.pathAttribute))
        if let unknown = members.first(where: { !known.contains($0.key) }) {
            throw AndroidFilterJSONError(path: JSONPath.member(path, unknown.key),
                                         message: "unknown member (a filter has \(known.sorted().joined(separator: ", ")))")
        }
        let schemes = try Self.strings(json, "scheme", path) ?? []
        let hosts = try Self.strings(json, "host", path) ?? []
        let ports = try Self.strings(json, "port", path, allowNull: true)
        if let ports, ports.count != hosts.count {
            throw AndroidFilterJSONError(path: JSONPath.member(path, "port"),
                                         message: "has \(ports.count) entries for \(hosts.count) host(s): host and port are parallel lists (null for any port)")
        }
        var authorities: [Authority] = []
        for (index, host) in hosts.enumerated() {
            let port = ports?[index] ?? nil
            do {
                authorities.append(try Authority(host: host!, port: port))
            } catch {
                throw AndroidFilterJSONError(path: JSONPath.index(JSONPath.member(path, "port"), index), message: error.message)
            }
        }
        let paths = try Self.matchers(json, prefix: "path", kinds: Self.pathKinds, path)
        var groups: [RelativeFilterGroup] = []
        if let value = json["uriRelativeFilterGroup"] {
            let groupsPath = JSONPath.member(path, "uriRelativeFilterGroup")
            guard case .array(let items) = value else { throw AndroidFilterJSONError(path: groupsPath, message: "expected an array, found \(value.kind)") }
            for (index, item) in items.enumerated() {
                let group = try Self.group(item, path: JSONPath.index(groupsPath, index))
                // ParsedIntentInfoUtils.parseRelRefGroup adds a group only when it holds a filter:
                // a group with no <data> inside is as if it were not written.
                if !group.filters.isEmpty { groups.append(group) }
            }
        }
        self.init(schemes: schemes.map { $0! }, authorities: authorities, paths: paths.map(\.matcher), groups: groups)
    }

    private static func group(_ json: JSONValue, path: String) throws(AndroidFilterJSONError) -> RelativeFilterGroup {
        guard case .object(let members) = json else { throw AndroidFilterJSONError(path: path, message: "expected an object, found \(json.kind)") }
        var allow = true
        if let value = json["allow"] {
            guard case .bool(let flag) = value else { throw AndroidFilterJSONError(path: JSONPath.member(path, "allow"), message: "expected true or false, found \(value.kind)") }
            allow = flag
        }
        var known: Set<String> = ["allow"]
        var filters: [RelativeFilter] = []
        for part in RelativeFilter.Part.allCases {
            let kinds = pathKinds
            known.formUnion(kinds.map { part.rawValue + $0.attributeSuffix })
            filters += try matchers(json, prefix: part.rawValue, kinds: kinds, path).map { RelativeFilter(part: part, matcher: $0.matcher) }
        }
        if let unknown = members.first(where: { !known.contains($0.key) }) {
            throw AndroidFilterJSONError(path: JSONPath.member(path, unknown.key),
                                         message: "unknown member (a group has allow and path…, query…, fragment… attributes)")
        }
        return RelativeFilterGroup(allow: allow, filters: filters)
    }

    /// The matchers of `prefix` + each kind's suffix (`path`, `pathPrefix`, …), in that order.
    private static func matchers(_ json: JSONValue, prefix: String, kinds: [AndroidPatternMatcher.Kind], _ path: String)
        throws(AndroidFilterJSONError) -> [(key: String, matcher: AndroidPatternMatcher)]
    {
        var result: [(key: String, matcher: AndroidPatternMatcher)] = []
        for kind in kinds {
            let key = prefix + kind.attributeSuffix
            for (index, pattern) in (try strings(json, key, path) ?? []).enumerated() {
                do {
                    result.append((key, try AndroidPatternMatcher(pattern!, kind: kind)))
                } catch {
                    throw AndroidFilterJSONError(path: JSONPath.index(JSONPath.member(path, key), index),
                                                 message: AndroidFilterError.badPattern(pattern!, error).message)
                }
            }
        }
        return result
    }

    /// A member that is a list of strings (and nulls where `allowNull`), or nil when absent.
    private static func strings(_ json: JSONValue, _ key: String, _ path: String, allowNull: Bool = false)
        throws(AndroidFilterJSONError) -> [String?]?
    {
        guard let value = json[key] else { return nil }
        let memberPath = JSONPath.member(path, key)
        guard case .array(let items) = value else { throw AndroidFilterJSONError(path: memberPath, message: "expected a list of strings, found \(value.kind)") }
        var result: [String?] = []
        for (index, item) in items.enumerated() {
            switch item {
            case .string(let text): result.append(text)
            case .null where allowNull: result.append(nil)
            default:
                throw AndroidFilterJSONError(path: JSONPath.index(memberPath, index),
                                             message: "expected a string\(allowNull ? " or null" : ""), found \(item.kind)")
            }
        }
        return result
    }
}

extension AndroidPatternMatcher.Kind {
    /// The attribute suffix of this kind: "", `Prefix`, `Pattern`, `AdvancedPattern`, `Suffix`.
    var attributeSuffix: String { String(pathAttribute.dropFirst("path".count)) }
}

/// A filter in JSON that cannot be read, or that Android would refuse to build.
package struct AndroidFilterJSONError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The JSON path of the offending value (`$.filter.pathAdvancedPattern[0]`).
    public let path: String
    public let message: String

    public var description: String { "\(path): \(message)" }
}
