import Foundation
import LinkproofCore
import LinkproofGen

/// The app a manifest-driven fuzz target is aimed at: a name (the folder of its corpus
/// entries, `Corpus/<target>/<name>/`) and the app's strict parser.
///
/// An input of such a target is read for one app only, so an entry keeps its meaning
/// whichever other apps exist.
public struct FuzzApp: Sendable {
    /// The corpus folder's name: the manifest's `name`.
    public let name: String
    /// The strict parser of the app's manifest, built once.
    public let parser: DeepLinkParser
    /// The app's Android decider, when the manifest has an `android` section: `route` and
    /// `adversarial` then check the Android side too.
    package let android: AndroidLinkDecider?
    /// The adversarial catalogue's cases aimed at the app, Android's classes too when it has an
    /// Android side; nil when no class applies (no template).
    let adversarialCases: Gen<(AdversarialClass, AdversarialCase)>?
    /// Valid links of the app's routes (typed example values), up to `linksPerRoute` per route,
    /// the simplest first: seeds (`FuzzSeeds`) and where a scripted short link leads
    /// (`short-link-resolve`).
    let validLinks: [String]

    /// Links a valid-link sample keeps per route, and how many samples it draws.
    static let linksPerRoute = 6, linkSamples = 256

    public var manifest: LinkManifest { parser.manifest }

    /// The hardened decider a class of `platform` is judged by (Android's classes apply only
    /// to an app with an Android side).
    func decider(for platform: CataloguePlatform) -> any LinkDecider {
        switch platform {
        case .ios: parser
        case .android: android.map(AndroidPlatformDecider.init) ?? parser
        }
    }

    public init(_ manifest: LinkManifest) {
        name = manifest.name
        parser = DeepLinkParser(manifest: manifest)
        android = AndroidLinkDecider(manifest: manifest)
        adversarialCases = CatalogueTarget(manifest).flatMap { AdversarialCatalogue.anyCase(for: $0, on: Set(CataloguePlatform.allCases)) }
        validLinks = Self.validLinks(manifest)
    }

    private static func validLinks(_ manifest: LinkManifest) -> [String] {
        guard let catalogueTarget = CatalogueTarget(manifest) else { return [] }
        var perRoute: [String: [String]] = [:]
        for seed in 0..<UInt64(linkSamples) {
            var source = seed == 0 ? ChoiceSource(bytes: []) : ChoiceSource(seed: seed)
            let link = catalogueTarget.linksOfEveryTemplate.generate(from: &source)
            if perRoute[link.route.name, default: []].count < linksPerRoute, !perRoute[link.route.name, default: []].contains(link.link) {
                perRoute[link.route.name, default: []].append(link.link)
            }
        }
        return manifest.routes.flatMap { perRoute[$0.name] ?? [] }
    }

    /// The documents' apps (`Tests/Golden/apps/`), in file-name order.
    public static var builtIn: [FuzzApp] { GoldenManifests.apps }

    /// The built-in app called `name`, if there is one.
    public static func builtIn(named name: String) -> FuzzApp? {
        builtIn.first { $0.name == name }
    }

    /// The app a manifest file describes (an `aasa` path is relative to the file's folder).
    public static func load(manifestAt path: String) throws(FuzzAppError) -> FuzzApp {
        let manifest: LinkManifest
        do {
            manifest = try LinkManifest.load(contentsOf: path)
        } catch {
            throw FuzzAppError(source: path, reason: "\(error)")
        }
        // The loader keeps the name to `PathName`'s rule; a corpus folder also holds `regressions/`.
        guard manifest.name != "regressions" else {
            throw FuzzAppError(source: path, reason: "the manifest's name 'regressions' is the corpus folder's own: choose another")
        }
        return FuzzApp(manifest)
    }

    /// The app `reference` names: a manifest file (a path ending in `.json`) or a built-in app.
    public static func resolve(_ reference: String) throws(FuzzAppError) -> FuzzApp {
        if reference.hasSuffix(".json") { return try load(manifestAt: reference) }
        guard let app = builtIn(named: reference) else {
            throw FuzzAppError(source: reference, reason: "no built-in app has this name (\(builtIn.map(\.name).joined(separator: ", "))) and it is not a .json manifest")
        }
        return app
    }
}

/// A manifest a fuzz run cannot aim at: which one and why.
public struct FuzzAppError: Error, Hashable, Sendable, CustomStringConvertible {
    public let source: String
    public let reason: String

    public var description: String { "\(source): \(reason)" }
}
