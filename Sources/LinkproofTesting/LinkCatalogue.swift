import Foundation
import LinkproofCore
import LinkproofGen

/// The adversarial catalogue aimed at one app: its link manifest says what the app's links
/// are, and every class that has something to aim at checks its property against a handler.
public struct LinkCatalogue: Sendable {
    /// The app the classes aim at.
    public let manifest: LinkManifest
    private let target: CatalogueTarget
    /// One case of any class that applies, drawn class first: what the fuzz entry point drives.
    private let anyCase: Gen<(AdversarialClass, AdversarialCase)>?

    /// The catalogue of `manifest`; it must have at least one route template.
    public init(_ manifest: LinkManifest) throws(LinkproofTestingError) {
        guard let target = CatalogueTarget(manifest) else { throw .nothingToAimAt(manifest.name) }
        self.manifest = manifest
        self.target = target
        anyCase = AdversarialCatalogue.anyCase(for: target)
    }

    /// The catalogue of the manifest at `path`.
    public init(manifestAt path: String) throws(LinkproofTestingError) {
        let manifest: LinkManifest
        do { manifest = try LinkManifest.load(contentsOf: path) } catch { throw .manifest(path, error) }
        try self.init(manifest)
    }

    /// The classes that have something to aim at in this app, in the catalogue's order: the
    /// arguments of a `@Test(arguments:)`.
    public var classes: [AdversarialClassName] {
        AdversarialClassName.allCases.filter { $0.adversarialClass.cases(target) != nil }
    }

    /// The property name a class's runs, counterexample files and stored regressions go by.
    public func propertyName(_ name: AdversarialClassName) -> String {
        "\(name.rawValue) on \(manifest.name)"
    }

    /// Checks `name`'s property against `handler` (stored regressions first, then the run's
    /// cases); nil when the class has nothing to aim at in this app.
    public func check(_ name: AdversarialClassName, against handler: some LinkHandler,
                      with settings: RunnerSettings = RunnerSettings()) -> PropertyResult<AdversarialCase>? {
        let decider = HandlerDecider(handler: handler)
        return name.adversarialClass.cases(target).map { generator in
            PropertyRunner(settings: settings).check(propertyName(name), generator) { $0.expectation.isSatisfied(by: decider, for: $0.input) }
        }
    }

    /// The shrunk counterexample of every class whose property `handler` breaks, in the
    /// catalogue's order: what the catalogue finds in a handler, as data.
    public func findings(against handler: some LinkHandler, with settings: RunnerSettings = RunnerSettings())
    -> [(name: AdversarialClassName, counterexample: Counterexample<AdversarialCase>)] {
        classes.compactMap { name in
            check(name, against: handler, with: settings)?.counterexample.map { (name, $0) }
        }
    }

    /// One case drawn from the bytes, read as choices: a class that applies and a case of
    /// it; nil when the choices were rejected. What the fuzz entry point drives.
    func anyCase(from source: inout ChoiceSource) -> (AdversarialClass, AdversarialCase)? {
        guard let anyCase else { return nil }
        let drawn = anyCase.generate(from: &source)
        return source.isRejected ? nil : drawn
    }
}

/// A handler as the catalogue's properties see it: the link opened directly, its outcome as a decision.
struct HandlerDecider: LinkDecider {
    let handler: any LinkHandler

    func decide(_ input: String) -> Decision {
        let link = IncomingLink(input)
        return handler.handle(link).decision(for: link)
    }
}

/// Why a catalogue, a golden check or a run cannot start.
public enum LinkproofTestingError: Error, CustomStringConvertible {
    /// The manifest at this path does not load.
    case manifest(String, ManifestLoadError)
    /// The manifest has no route template, so no class has anything to aim at.
    case nothingToAimAt(String)
    /// `LINKPROOF_SEED` or `LINKPROOF_CASES` holds a value that is not one.
    case settings(RunnerSettingsError)

    public var description: String {
        switch self {
        case .manifest(let path, let error): "\(path): \(error)"
        case .nothingToAimAt(let name): "manifest '\(name)' has no route template: the catalogue has nothing to aim at"
        case .settings(let error): error.description
        }
    }
}

extension RunnerSettings {
    /// The default settings with `LINKPROOF_SEED` and `LINKPROOF_CASES` applied, whose
    /// counterexamples name `rerunCommand` to reproduce them.
    static func fromEnvironment(rerunCommand: String) throws(LinkproofTestingError) -> RunnerSettings {
        do {
            return try RunnerSettings(rerunCommand: rerunCommand).overridden(by: ProcessInfo.processInfo.environment)
        } catch {
            throw .settings(error)
        }
    }
}
