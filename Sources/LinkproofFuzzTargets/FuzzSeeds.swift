import Foundation
import LinkproofCore
import LinkproofGen

/// What a short fuzz run of a manifest-driven target starts from, made from the app's manifest
/// itself so that the fuzzer gets past the host check at once: valid links of every route
/// (typed example values), the adversarial catalogue's cases aimed at the app, and a
/// dictionary of the manifest's schemes, hosts, prefixes, path literals and parameter names.
///
/// Written by `LINKPROOF_FUZZ_PREPARE=DIR` (see `FuzzRun`) as `DIR/seeds/seed-NNNN`,
/// `DIR/dictionary` (libFuzzer's format; empty for targets whose bytes are generator choices)
/// and `DIR/routes` (the app's route names, one a line), or `DIR/skipped` with the reason when
/// the target does not apply to the app; always `DIR/name`, the app's name as loaded and checked
/// (`FuzzApp.load`), which scripts take for its corpus folder instead of reading the JSON.
struct FuzzSeeds {
    let target: FuzzTarget
    let app: FuzzApp

    /// Catalogue cases a target gets: enough to cover every class, few enough to read in a second.
    static let samples = 256

    /// The app's valid links (`FuzzApp.validLinks`), then the inputs of the catalogue's cases
    /// aimed at the app.
    var links: [String] {
        app.validLinks + catalogueSamples.map(\.sample.input)
    }

    /// Cases of the catalogue aimed at the app, one a seed, with the choices that replay each.
    private var catalogueSamples: [(choices: [UInt8], sample: AdversarialCase)] {
        guard let cases = app.adversarialCases else { return [] }
        return (0..<UInt64(Self.samples / 2)).map { seed in
            var source = ChoiceSource(seed: seed)
            let sample = cases.generate(from: &source).1
            return (source.choices, sample)
        }
    }

    /// The seeds, in the target's input format.
    var seeds: [[UInt8]] {
        switch target.name {
        case FuzzTarget.route.name:
            // Direct, resolved short link and first launch, each with match type unique.
            return links.flatMap { link in [9, 10, 11].map { [UInt8($0)] + Array(link.utf8) } }
        case FuzzTarget.dynamicLink.name:
            return links.flatMap { link in
                [Array(link.utf8)] + app.manifest.dynamicLinkPrefixes.map { Array(DynamicLinkComponents(link: link, domainURIPrefix: $0).url.utf8) }
            }
        default:
            // Generator choices: adversarial replays each catalogue case exactly;
            // short-link-resolve reads the same bytes as scripted replies, a spread of them.
            return catalogueSamples.map(\.choices)
        }
    }

    /// Dictionary tokens for the text targets (route, dynamic-link); none for the others.
    var tokens: [String] {
        guard target.name == FuzzTarget.route.name || target.name == FuzzTarget.dynamicLink.name else { return [] }
        let manifest = app.manifest
        let templates = manifest.routes.flatMap(\.templates)
        var tokens = manifest.schemes.flatMap { [$0 + "://", $0 + ":"] }
        tokens += manifest.associatedDomains.flatMap { [$0.domain, "https://" + $0.domain] }
        tokens += manifest.dynamicLinkPrefixes.flatMap { [$0.host, $0.string, $0.string + "/?link="] }
        for template in templates {
            // A route on any host: its shape's suffix (`.example.social`), which a host must end with.
            if let shape = template.anyHost {
                tokens.append(shape.suffix)
            } else {
                tokens += [template.scheme + "://" + template.host, template.host]
            }
            for case .literal(let text) in template.path { tokens.append("/" + text) }
            // A fragment the template reads: its `#`, then its literal segments.
            if let fragment = template.fragment {
                tokens.append(template.fragmentStartsWithSlash ? "#/" : "#")
                for case .literal(let text) in fragment { tokens += [text + "/", "/" + text] }
            }
            for item in template.query {
                tokens += ["?" + item.name + "=", "&" + item.name + "="]
                // A fixed value, as the template's links write it (`url=action%2Fclose`).
                if case .literal(let value) = item.value { tokens.append(item.name + "=" + RouteTemplate.encodedBeyondUnreserved(value)) }
            }
        }
        tokens += manifest.routes.flatMap { route in route.parameters.keys.sorted().map { $0 + "=" } }
        // An integer's bounds, where wrapping or clamping would show.
        for route in manifest.routes {
            for name in route.parameters.keys.sorted() {
                if case .integer(let range)? = route.parameters[name] { tokens += [String(range.minimum), String(range.maximum)] }
            }
        }
        var seen = Set<String>()
        return tokens.filter { !$0.isEmpty && seen.insert($0).inserted }
    }

    /// Writes `seeds/`, `dictionary` and `routes` into `folder`, or `skipped` when the target
    /// does not apply to the app.
    func write(to folder: URL) throws {
        let manager = FileManager.default
        try manager.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data((app.name + "\n").utf8).write(to: folder.appendingPathComponent("name"))
        if let unmet = target.unmetRequirement(app) {
            try Data((unmet + "\n").utf8).write(to: folder.appendingPathComponent("skipped"))
            return
        }
        let seedFolder = folder.appendingPathComponent("seeds")
        try? manager.removeItem(at: seedFolder)
        try manager.createDirectory(at: seedFolder, withIntermediateDirectories: true)
        for (index, seed) in seeds.enumerated() {
            try Data(seed).write(to: seedFolder.appendingPathComponent(String(format: "seed-%04d", index)))
        }
        let dictionary = tokens.map(OutputEscaping.libFuzzerDictionaryEntry).joined(separator: "\n")
        try Data((dictionary.isEmpty ? "" : dictionary + "\n").utf8).write(to: folder.appendingPathComponent("dictionary"))
        try Data(app.manifest.routes.map { $0.name + "\n" }.joined().utf8).write(to: folder.appendingPathComponent("routes"))
    }
}
