import LinkproofCore

/// Reads a case's `setup` (and object `input`) fields, with errors that point at the case.
struct SetupReader {
    let golden: GoldenCase

    func string(_ key: String, in object: JSONValue? = nil, at path: String = "setup") throws(GoldenError) -> String? {
        guard let value = (object ?? golden.setup)[key] else { return nil }
        guard case .string(let text) = value else { throw invalid("\(path).\(key)", "expected a string, found \(value.kind)") }
        return text
    }

    func required(_ key: String, in object: JSONValue? = nil, at path: String = "setup") throws(GoldenError) -> String {
        guard let text = try string(key, in: object, at: path) else { throw missing(key, at: path) }
        return text
    }

    func missing(_ key: String, at path: String) -> GoldenError {
        GoldenError(.missingField, file: golden.location.file, line: golden.location.line, column: golden.location.column,
                    path: golden.location.path + "." + path, "missing field '\(key)' (the \(golden.kind.rawValue) kind needs it)")
    }

    /// A `{name: string}` object, in file order.
    func stringMap(_ key: String, in object: JSONValue? = nil, at path: String = "setup") throws(GoldenError) -> [(key: String, value: String)] {
        guard let value = (object ?? golden.setup)[key] else { return [] }
        guard case .object(let members) = value else { throw invalid("\(path).\(key)", "expected an object, found \(value.kind)") }
        var pairs: [(key: String, value: String)] = []
        for member in members {
            guard case .string(let text) = member.value else { throw invalid("\(path).\(key).\(member.key)", "expected a string") }
            pairs.append((member.key, text))
        }
        return pairs
    }

    func strings(_ key: String) throws(GoldenError) -> [String] {
        guard let value = golden.setup[key] else { return [] }
        guard case .array(let elements) = value else { throw invalid("setup.\(key)", "expected an array, found \(value.kind)") }
        var strings: [String] = []
        for element in elements {
            guard case .string(let text) = element else { throw invalid("setup.\(key)", "expected strings") }
            strings.append(text)
        }
        return strings
    }

    func integer(_ key: String, in object: JSONValue, at path: String) throws(GoldenError) -> Int? {
        guard let value = object[key] else { return nil }
        guard case .number(let number) = value, let integer = Int(exactly: number) else { throw invalid("\(path).\(key)", "expected a whole number") }
        return integer
    }

    /// `setup.KEY` as seconds: a number from 0 to 3,600.
    func seconds(_ key: String) throws(GoldenError) -> Double? {
        guard let value = golden.setup[key] else { return nil }
        guard case .number(let number) = value, (0...3600).contains(number) else { throw invalid("setup.\(key)", "\(key) is a number of seconds from 0 to 3600") }
        return number
    }

    /// The context a link is decided under: the arrival its carrier gives (`carrier`, one of
    /// `setup.carriers`, or the case's own), `setup.via` (an `Arrival`) where the carrier hands
    /// the link over as written, `fixed` where the kind fixes it (`first-launch`),
    /// `setup.matchType`, and on Android `setup.androidVersion` and `setup.userApprovedDomain`.
    func context(carrier: GoldenCarrier? = nil, arrival fixed: Arrival? = nil) throws(GoldenError) -> LinkContext {
        let carrier = carrier ?? golden.carrier
        var context = LinkContext(arrival: carrier?.arrival ?? .direct)
        if let via = try string("via") {
            let named: Arrival
            switch Arrival.named(via) {
            case .success(let arrival): named = arrival
            case .failure(let error): throw invalid("setup.via", error.description)
            }
            if let carrier, carrier.arrival != .direct, carrier.arrival != named {
                throw invalid("setup.via", "via '\(via)' contradicts the carrier '\(carrier.rawValue)', which hands the link over as \(carrier.arrival.rawValue)")
            }
            context.arrival = named
        }
        if let fixed { context.arrival = fixed }
        if let text = try string("matchType") {
            guard let matchType = MatchType(rawValue: text) else { throw invalid("setup.matchType", "matchType is unique, default, weak or none, not '\(text)'") }
            context.matchType = matchType
        }
        if let version = try integer("androidVersion", in: golden.setup, at: "setup") {
            guard golden.platform == .android, (1...99).contains(version) else {
                throw invalid("setup.androidVersion", "androidVersion is an Android release from 1 to 99, for an android case")
            }
            context.androidVersion = version
        }
        if let approved = golden.setup["userApprovedDomain"] {
            guard golden.platform == .android, case .bool(let flag) = approved else {
                throw invalid("setup.userApprovedDomain", "userApprovedDomain is true or false, for an android case")
            }
            context.androidUserApprovedDomain = flag
        }
        return context
    }

    /// `setup.carriers`: the carriers a `route` case's link is decided under, one decision each
    /// (S004-06); empty when absent.
    func carriers() throws(GoldenError) -> [GoldenCarrier] {
        if golden.setup["arrivals"] != nil { throw invalid("setup.arrivals", "'setup.arrivals' is now 'setup.carriers' (what carried the link)") }
        let names = try strings("carriers")
        guard !names.isEmpty || golden.setup["carriers"] == nil else { throw invalid("setup.carriers", "name at least one carrier") }
        guard names.isEmpty || golden.kind == .route else { throw invalid("setup.carriers", "carriers applies to route cases") }
        var carriers: [GoldenCarrier] = []
        for name in names {
            guard let carrier = GoldenCarrier(rawValue: name) else { throw invalid("setup.carriers", "unknown carrier '\(name)' (\(GoldenCarrier.names))") }
            guard !carriers.contains(carrier) else { throw invalid("setup.carriers", "'\(name)' is named twice") }
            carriers.append(carrier)
        }
        return carriers
    }

    /// `setup.carried`: each carrier with the link it hands the app, read off what it holds
    /// (`CarriedLink`); empty when absent.
    func carried() throws(GoldenError) -> [(carrier: GoldenCarrier, link: String)] {
        guard let value = golden.setup["carried"] else { return [] }
        guard case .object(let members) = value, !members.isEmpty else { throw invalid("setup.carried", "an object: carrier → what it holds") }
        guard golden.kind == .route, golden.setup["carriers"] == nil else { throw invalid("setup.carried", "carried applies to route cases, without carriers") }
        var carried: [(carrier: GoldenCarrier, link: String)] = []
        for member in members {
            guard let carrier = GoldenCarrier(rawValue: member.key) else { throw invalid("setup.carried", "unknown carrier '\(member.key)' (\(GoldenCarrier.names))") }
            carried.append((carrier, try CarriedLink.link(member.value, carrier: carrier, at: "setup.carried.\(member.key)", reader: self)))
        }
        return carried
    }

    func invalid(_ path: String, _ message: String) -> GoldenError {
        GoldenError(.invalidField, file: golden.location.file, line: golden.location.line, column: golden.location.column,
                    path: golden.location.path + "." + path, message)
    }
}
