import Foundation
import LinkproofCore
import LinkproofGen

/// A golden folder for an app of one's own (`linkproof init`): the app's manifest, a starter
/// scenario per route, and cases for each route's templates — valid links with each parameter
/// at its bounds, and the adversarial catalogue's hostile variants aimed at the route, the
/// simplest valid links and the hostile ones decided on Android too for a route an intent
/// filter receives — left unrecorded, so that the first `conform --record` and `review` are the user's judgment.
///
/// ```
/// DIR/apps/<app>.json        {"manifestFile": "<the manifest, relative to DIR>"}
///                            (the manifest itself, AASA files inlined, when read from stdin)
/// DIR/scenarios.json         one scenario a route
/// DIR/cases/001-<app>.json   the cases, without expect
/// ```
public struct GoldenScaffold {
    /// The manifest as loaded, and its JSON as written, each AASA file inlined.
    let manifest: LinkManifest
    let manifestJSON: JSONValue
    /// The manifest's file, which `apps/<app>.json` refers to; nil for standard input (then it holds a copy).
    let manifestPath: String?

    /// How many hostile variants each route gets (one class each).
    static let hostilePerRoute = 6

    /// The most cases `init` writes for one route (hostile variants included): the valid links
    /// at the bounds come first, in template and parameter order, up to this many; so a route
    /// of a thousand parameters writes a file of a few hundred kilobytes, not seventy megabytes.
    public static let maximumCasesPerRoute = 64

    /// The scaffold of the manifest at `path`; its problems are a `GoldenError` naming the file.
    public init(manifestAt path: String) throws(GoldenError) {
        let file = path == "-" ? BoundedFile.standardInputName : path
        // Read once: `-` (standard input) cannot be read twice.
        let source = try SourceText(path: path, file: file)
        guard source.bytes.count <= LinkManifest.maximumFileSize else {
            throw GoldenError(.unreadable, file: file, "input-too-large: \(source.bytes.count) bytes, over the limit of \(LinkManifest.maximumFileSize) bytes")
        }
        do {
            manifest = try LinkManifest.load(json: source.bytes, directory: LinkManifest.folder(of: path))
        } catch {
            throw GoldenError(.unknownManifest, file: file, "the manifest does not load: \(error)")
        }
        var json = try source.json()
        if case .array(var domains)? = json["associatedDomains"] {
            for (index, domain) in manifest.associatedDomains.enumerated() where index < domains.count {
                domains[index] = domains[index].setting("aasa", to: domain.aasa)
            }
            json = json.setting("associatedDomains", to: .array(domains))
        }
        manifestJSON = json
        manifestPath = path == "-" ? nil : path
    }

    /// The scaffold of a drafted manifest (`ManifestDraft`), written as the draft is.
    public init(draft: ManifestDraft) throws(GoldenError) {
        do {
            manifest = try LinkManifest.load(json: Array(draft.json.prettyText().utf8))
        } catch {
            throw GoldenError(.unknownManifest, file: "apps/draft.json", "the draft does not load (please report it): \(error)")
        }
        manifestJSON = draft.json
        manifestPath = nil
    }

    /// Writes the folder; refuses a folder that already holds anything.
    /// Returns the files written, relative to `directory`.
    public func write(to directory: String) throws(GoldenError) -> [String] {
        let manager = FileManager.default
        try AtomicWrite.confine(directory)
        if let existing = try? manager.contentsOfDirectory(atPath: directory), !existing.isEmpty {
            throw GoldenError(.unwritable, file: directory, "the folder is not empty: init writes a new golden folder (give another DIR)")
        }
        let files = try self.files(in: directory)
        do {
            for folder in ["apps", "cases", JSONSchemas.folder] {
                try manager.createDirectory(atPath: (directory as NSString).appendingPathComponent(folder), withIntermediateDirectories: true)
            }
        } catch {
            throw GoldenError(.unwritable, file: directory, "cannot create the folder: \(error.localizedDescription)")
        }
        try AtomicWrite.apply(files.map { AtomicWrite.Change(path: (directory as NSString).appendingPathComponent($0.path), file: $0.path, contents: $0.text) })
        return files.map(\.path)
    }

    /// Every file of the folder `directory`: its path relative to the folder, and its text. A
    /// manifest copy and the cases name their JSON Schema (`$schema`), written beside them in `schemas/`.
    func files(in directory: String) throws(GoldenError) -> [(path: String, text: String)] {
        let name = manifest.name
        let app = manifestPath.map { GoldenManifestFile.reference(to: $0, from: directory) } ?? JSONSchemas.named(JSONSchemas.manifest, manifestJSON)
        let paths: (app: String, cases: String)
        do {
            paths = (try PathName.path(name, suffix: ".json", in: "apps"), try PathName.path(GoldenScaffold.slug(name), prefix: "001-", suffix: ".json", in: "cases"))
        } catch {
            throw GoldenError(.unknownManifest, file: "apps", error.message)
        }
        return [
            (paths.app, app.prettyText() + "\n"),
            ("scenarios.json", scenarios.prettyText(depth: 3) + "\n"),
            (paths.cases, GoldenFileText.text(JSONSchemas.named(JSONSchemas.goldenCases, casesFile))),
        ] + JSONSchemas.files.map { ("\(JSONSchemas.folder)/\($0.name)", $0.text) }
    }

    /// The scenario of a route: its ID.
    private func scenarioID(_ route: Route) -> String { GoldenScaffold.slug(manifest.name) + "-" + GoldenScaffold.slug(route.name) }

    private var scenarios: JSONValue {
        .object([
            ("comment", .string("""
                The scenarios of \(manifest.name)'s golden suite: what each case proves, by ID. Every case names one or more; \
                linkproof conform reports per scenario. linkproof init wrote one a route; rewrite the titles as your app's \
                requirements and add scenarios as you add cases (cases/*.json).
                """)),
            ("scenarios", .object(manifest.routes.map { route in
                let templates = route.templates.map(\.source).joined(separator: ", ")
                let risk = route.risky ? " asks for confirmation (risky)" : route.personal ? " opens only on a unique match (personal)" : " opens"
                return (scenarioID(route), .object([
                    ("document", .string(manifest.name)),
                    ("title", .string("A valid link to \(route.name) (\(templates))\(risk) with exactly its typed parameters, each at its bounds; hostile variants aimed at it never open anything else.")),
                ]))
            })),
        ])
    }

    private var casesFile: JSONValue {
        // One target for every route: each AASA file compiled once, not once a route.
        let target = CatalogueTarget(manifest)
        return .object([
            ("document", .string(manifest.name)),
            ("title", .string("\(manifest.name): every route's templates, valid at the parameters' bounds and hostile (written by linkproof init, unrecorded)")),
            ("cases", .array(manifest.routes.enumerated().flatMap { cases($1, index: $0, target: target) })),
        ])
    }

    /// The cases of one route, the `index`th: valid links of each template, then hostile
    /// variants (aimed through `target`, the manifest's), at most `maximumCasesPerRoute` in all.
    private func cases(_ route: Route, index routeIndex: Int, target: CatalogueTarget?) -> [JSONValue] {
        var seen = Set<String>()
        var cases: [JSONValue] = []
        // A route an intent filter receives is decided on Android too: its simplest valid
        // links and its hostile variants, each twinned as `platform: android`.
        let onAndroid = manifest.android?.filters.contains { $0.routes.contains(route.name) } ?? false
        var androidTwins: [JSONValue] = []
        func golden(_ suffix: String, _ input: String, carrier: String, note: String, platform: String?) -> JSONValue {
            .object([
                ("id", .string(scenarioID(route) + "-" + suffix)), ("scenarios", .array([.string(scenarioID(route))])),
                ("kind", .string("route")),
            ] + (platform.map { [("platform", .string($0))] } ?? []) + [
                ("manifest", .string(manifest.name)), ("carrier", .string(carrier)), ("input", .string(input)), ("note", .string(note)),
            ])
        }
        func add(_ suffix: String, _ input: String, carrier: String, note: String, twin: Bool = false) {
            guard seen.insert(input).inserted else { return }
            cases.append(golden(suffix, input, carrier: carrier, note: note, platform: nil))
            guard twin && onAndroid else { return }
            androidTwins.append(golden(suffix + "-android", input, carrier: carrier,
                                       note: note + " On Android: as it reaches the app through the intent filters.", platform: "android"))
        }
        let hostile = hostile(route, index: routeIndex, target: target)
        for (index, template) in route.templates.enumerated() {
            let carrier = template.scheme == "https" ? "tapped-universal-link" : "custom-scheme"
            let room = Self.maximumCasesPerRoute - hostile.count - cases.count
            guard room > 0 else { break }
            for (label, values) in boundValues(route, template, limit: room) {
                let with = values.isEmpty ? "as the template writes it" : label == "simplest" ? "with each parameter's simplest value" : "with " + label.replacingOccurrences(of: "-", with: " ")
                add("t\(index + 1)-\(label)", template.link(filling: values), carrier: carrier, note: "\(template.source), \(with).", twin: label == "simplest")
                // Each optional parameter left out: the route opens without it.
                for name in route.optionalParameters.intersection(template.parameterNames).sorted() where label == "simplest" && cases.count + hostile.count < Self.maximumCasesPerRoute {
                    add("t\(index + 1)-without-\(GoldenScaffold.slug(name))", RouteTemplate.fill(template.source(leavingOut: [name]), with: values),
                        carrier: carrier, note: "\(template.source), without the optional \(name).")
                }
            }
        }
        for sample in hostile {
            add("hostile-\(sample.className)", sample.input, carrier: sample.input.lowercased().hasPrefix("https:") ? "tapped-universal-link" : "custom-scheme",
                note: "Adversarial catalogue, \(sample.className), aimed at \(route.name): \(sample.why).", twin: true)
        }
        return cases + androidTwins
    }

    /// The route's parameters at their simplest, then each one at each of its bounds and just
    /// past them (a value the type refuses); the first `limit` of them, made no further.
    private func boundValues(_ route: Route, _ template: RouteTemplate, limit: Int) -> [(label: String, values: [String: String])] {
        let names = template.parameterNames.sorted()
        let fits = { (name: String, value: String) in !(value.isEmpty && template.pathParameters.contains(name)) }
        let simplest = Dictionary(uniqueKeysWithValues: names.map { name in
            (name, route.parameters[name]?.bounds.first { fits(name, $0.value) }?.value ?? "x")
        })
        var result: [(String, [String: String])] = [("simplest", simplest)]
        for name in names where result.count < limit {
            let type = route.parameters[name]
            for bound in (type?.bounds ?? []) + (type?.pastBounds ?? []) where fits(name, bound.value) && result.count < limit {
                var values = simplest
                values[name] = bound.value
                result.append(("\(GoldenScaffold.slug(name))-\(bound.label)", values))
            }
        }
        return result
    }

    /// Hostile variants aimed at `route` alone: the catalogue's cases for a manifest of that
    /// route only (`target`, the manifest's, aimed at the route), one per class other than
    /// the baseline, the first seeds that give them.
    private func hostile(_ route: Route, index: Int, target: CatalogueTarget?) -> [(className: String, input: String, why: String)] {
        guard let aimed = target?.aimed(at: route), let cases = AdversarialCatalogue.anyCase(for: aimed) else { return [] }
        var found: [(String, String, String)] = []
        var classes = Set<String>()
        // Each route starts from other seeds, so that the routes get different classes.
        let start = UInt64(index) * 61
        for seed in start..<(start + 256) where found.count < Self.hostilePerRoute {
            var source = ChoiceSource(seed: seed)
            let (adversarialClass, sample) = cases.generate(from: &source)
            guard !source.isRejected, adversarialClass.name != .baseline, classes.insert(adversarialClass.name.rawValue).inserted else { continue }
            found.append((adversarialClass.name.rawValue, sample.input, sample.expected))
        }
        return found
    }

    /// `text` as a golden ID part: lowercase `[a-z0-9-]`.
    static func slug(_ text: String) -> String {
        String(text.lowercased().map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "-" })
    }
}

extension ParameterType {
    /// Values at the type's bounds, each labelled: the shortest and longest lengths, each
    /// enumeration value, a UUID in either letter case, an integer's minimum and maximum, a
    /// pattern's shortest match and a long one. The first is the route's simplest valid value.
    fileprivate var bounds: [(label: String, value: String)] {
        switch self {
        case .digits(let length):
            return [("min-length", String(repeating: "0", count: length.lowerBound)), ("max-length", String(repeating: "9", count: length.upperBound))]
        case .characters(let characterClass, let length):
            let members = (0x21...0x7E).compactMap(Unicode.Scalar.init).filter(characterClass.contains).map(Character.init)
            guard let first = members.first, let last = members.last else { return [] }
            return [("min-length", String(repeating: first, count: length.lowerBound)), ("max-length", String(repeating: last, count: length.upperBound))]
        case .uuid:
            return [("lowercase", "123e4567-e89b-42d3-a456-426614174000"), ("uppercase", "123E4567-E89B-42D3-A456-426614174000")]
        case .enumeration(let values):
            return values.map { ("value-" + GoldenScaffold.slug($0), $0) }
        case .string(let length):
            return [("min-length", String(repeating: "a", count: length.lowerBound)), ("max-length", String(repeating: "z", count: length.upperBound))]
        case .integer(let range):
            return [("minimum", String(range.minimum)), ("maximum", String(range.maximum))]
        case .pattern(let pattern):
            // The shortest match, and a long one (the last option at every step).
            return [("shortest", pattern.example { _ in 0 }), ("long", pattern.example { $0 - 1 })]
        }
    }

    /// Values just past the type's bounds, each labelled: one longer than the longest, one
    /// shorter than the shortest (when that is not empty), a character outside the class, a
    /// value not in the enumeration, a UUID a digit short, an integer one past each bound,
    /// with a leading zero, a `+` or 20 digits, a value the pattern refuses.
    fileprivate var pastBounds: [(label: String, value: String)] {
        func lengths(_ length: ClosedRange<Int>, _ character: Character) -> [(label: String, value: String)] {
            (length.upperBound < ParameterType.maximumLength ? [("over-max-length", String(repeating: character, count: length.upperBound + 1))] : [])
                + (length.lowerBound > 1 ? [("under-min-length", String(repeating: character, count: length.lowerBound - 1))] : [])
        }
        switch self {
        case .digits(let length):
            return lengths(length, "9")
        case .characters(let characterClass, let length):
            let printable = (0x21...0x7E).compactMap(Unicode.Scalar.init)
            let outside = printable.first { !characterClass.contains($0) }.map { [("outside-class", String(repeating: Character($0), count: max(1, length.lowerBound)))] } ?? []
            return (printable.last(where: characterClass.contains).map { lengths(length, Character($0)) } ?? []) + outside
        case .uuid:
            return [("a-digit-short", "123e4567-e89b-42d3-a456-42661417400")]
        case .enumeration(let values):
            return [("not-a-value", (values.first ?? "") + "x")]
        case .string(let length):
            return lengths(length, "z")
        case .integer(let range):
            return [("below-minimum", range.belowMinimum), ("above-maximum", range.aboveMaximum)]
                + (range.leadingZeros ? [] : [("leading-zero", "0" + String(max(range.maximum, 0)))])
                + [("signed", "+" + String(max(range.minimum, 0))), ("past-64-bits", "99999999999999999999")]
        case .pattern(let pattern):
            let shortest = pattern.example { _ in 0 }
            let refused = [shortest + "~", String(shortest.dropLast()), shortest + " ", "~"].first { check($0) != nil }
            return refused.map { [("outside-pattern", $0)] } ?? []
        }
    }
}
