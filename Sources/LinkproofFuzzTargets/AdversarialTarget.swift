import LinkproofCore
import LinkproofGen

extension FuzzTarget {
    /// `adversarial`: the bytes, read as LinkproofGen choices, pick a golden app and a case of
    /// one of the catalogue's classes aimed at it, whose property the app's strict parser must
    /// satisfy.
    public static let adversarial = FuzzTarget("adversarial", "LinkproofGen cases aimed at each golden app: valid links route exactly; controls, userinfo and backslashes never get in") { data throws(FuzzViolation) in
        guard !AdversarialTarget.apps.isEmpty else { return }
        var source = ChoiceSource(bytes: data)
        let app = AdversarialTarget.apps[Int(source.draw(atMost: UInt64(AdversarialTarget.apps.count - 1)))]
        let probe = app.probes.generate(from: &source)
        guard !source.isRejected else { return }
        try probe.check(app.parser)
    }
}

/// The classes of the `adversarial` target and the golden apps they are aimed at.
///
/// LinkproofGen names the catalogue's classes (`AdversarialClassName`) but does not yet hold
/// their generators and properties; until it does, this target checks the classes its URL
/// generators already make: valid links from the route templates, and those links damaged
/// by the mutations whose outcome the strict policy fixes.
enum AdversarialTarget {
    struct App: Sendable {
        let parser: DeepLinkParser
        let probes: Gen<Probe>
    }

    /// A generated link and what the strict parser must say about it.
    enum Probe: Sendable {
        /// Built from a route template: it routes to that route with exactly those values.
        case valid(RoutedLinkCase)
        /// A valid link damaged by a mutation that always costs a validation error (controls,
        /// userinfo, `\` for `/`): never accepted.
        case damaged(MutatedURL)

        func check(_ parser: DeepLinkParser) throws(FuzzViolation) {
            switch self {
            case .valid(let expected):
                let routed = parser.decide(expected.link).routedLink
                try FuzzViolation.require(routed?.route == expected.route && routed?.params == expected.parameters,
                                          "a link built from a route's template routes to it with exactly its values",
                                          "\(String(reflecting: expected.link)) for \(parser.manifest.name): \(parser.decide(expected.link)), expected \(expected.route) \(expected.parameters)")
            case .damaged(let mutated):
                let decision = parser.decide(mutated.mutated)
                try FuzzViolation.require(decision.rejection != nil, "a link damaged by \(mutated.mutation.rawValue) is never accepted",
                                          "\(String(reflecting: mutated.mutated)) (from \(mutated.original)) for \(parser.manifest.name): \(decision)")
            }
        }
    }

    /// Mutations after which no link may be accepted: each leaves a validation error.
    static let rejectedMutations: [URLMutation] = [.insertControl, .addUserinfo, .backslashForSlash]

    static let apps: [App] = GoldenManifests.parsers.compactMap { parser in
        guard let valid = URLGen.validLink(for: AppDescription(parser.manifest)) else { return nil }
        let damaged = URLGen.mutated(valid.map { $0.link }, by: rejectedMutations).map { Probe.damaged($0) }
        return App(parser: parser, probes: .frequency([(1, valid.map { Probe.valid($0) }), (2, damaged)]))
    }
}

extension AppDescription {
    /// What LinkproofGen needs to aim links at `manifest`'s app.
    init(_ manifest: LinkManifest) {
        let hosts = manifest.associatedDomains.map(\.domain) + manifest.dynamicLinkPrefixes.map(\.host)
        let routes = manifest.routes.map { route in
            RouteDescription(name: route.name, templates: route.templates.map(\.source),
                             parameters: route.parameters.mapValues(ParameterShape.init))
        }
        self.init(schemes: manifest.schemes, hosts: hosts, routes: routes)
    }
}

extension ParameterShape {
    /// The shape of values a manifest's parameter type accepts.
    init(_ type: ParameterType) {
        switch type {
        case .digits(let length): self = .digits(length: length)
        case .characters(let characterClass, let length):
            let printable = (0x21...0x7E).compactMap(Unicode.Scalar.init).filter(characterClass.contains)
            self = .characters(alphabet: String(String.UnicodeScalarView(printable)), length: length)
        case .uuid: self = .uuid
        case .enumeration(let values): self = .enumeration(values)
        case .string(let length): self = .string(length: length)
        }
    }
}
