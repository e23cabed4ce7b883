import Foundation
import LinkproofCore

/// One fuzz target: a name (as `Corpus/<name>/`, `Fuzzers/dicts/<name>.dict` and the fuzz
/// executable spell it) and a body that checks its invariants on any bytes.
///
/// The same body runs under libFuzzer, through `fuzz(_:_:)`, which traps on a violation, and
/// under `swift test`, which replays every corpus file through `check(_:app:)` and records a
/// violation as an issue.
///
/// A manifest-driven target (`takesManifest`) reads its input for one app: the one a fuzz run
/// is aimed at (`FuzzRun`), or, when a run names none, the built-in app the first byte picks.
public struct FuzzTarget: Sendable {
    public let name: String
    /// One line: what the target drives and what it asserts.
    public let summary: String
    /// Whether LeakSanitizer's check at exit is kept on under ClusterFuzzLite (`libFuzzerOptions`).
    /// Off for the targets that build the golden manifests' parsers once per process: LSan
    /// misreads their buffers as leaks (see `LeakSuppressions`).
    public let checksLeaks: Bool
    private let body: Body
    /// Works out `maxLength` when asked, so that a bound that reads the built-in apps does not
    /// load them whenever the target is named.
    private let maxLengthRule: @Sendable () -> Int

    /// What a target's body reads.
    private enum Body: Sendable {
        /// Bytes alone.
        case bytes(@Sendable (UnsafeBufferPointer<UInt8>) throws(FuzzViolation) -> Void)
        /// Bytes for one app (of those that meet the requirement); returns the decision the body made, if any.
        case app(requires: Requirement?, @Sendable (FuzzApp, UnsafeBufferPointer<UInt8>) throws(FuzzViolation) -> Decision?)
    }

    /// What an app needs for a manifest-driven target: in words, and as a test.
    typealias Requirement = (String, @Sendable (FuzzApp) -> Bool)

    /// The requirement of the targets that parse or resolve dynamic links.
    static let dynamicLinkPrefix: Requirement = ("a dynamic-link prefix", { !$0.manifest.dynamicLinkPrefixes.isEmpty })

    /// A target called `name` whose `body` throws the first invariant it finds broken in
    /// the bytes (a team's own targets are made this way too, e.g. by LinkproofTesting), and
    /// reads at most `maxLength` bytes of an input (by default a link's length limit,
    /// `Limits.maxLength`).
    public init(_ name: String, _ summary: String, maxLength: @autoclosure @escaping @Sendable () -> Int = Limits().maxLength,
                checksLeaks: Bool = true,
                _ body: @escaping @Sendable (UnsafeBufferPointer<UInt8>) throws(FuzzViolation) -> Void) {
        self.name = name
        self.summary = summary
        self.checksLeaks = checksLeaks
        self.body = .bytes(body)
        maxLengthRule = maxLength
    }

    init(_ name: String, _ summary: String, requires requirement: Requirement? = nil,
         maxLength: @autoclosure @escaping @Sendable () -> Int, checksLeaks: Bool = true,
         _ body: @escaping @Sendable (FuzzApp, UnsafeBufferPointer<UInt8>) throws(FuzzViolation) -> Decision?) {
        self.name = name
        self.summary = summary
        self.checksLeaks = checksLeaks
        self.body = .app(requires: requirement, body)
        maxLengthRule = maxLength
    }

    /// The longest input worth mutating (libFuzzer's `-max_len`): the most bytes the body
    /// reads, from the limits it runs under. Without it libFuzzer takes the longest seed
    /// (5,038 bytes for `route`, 18 for `short-link-resolve`).
    public var maxLength: Int { maxLengthRule() }

    /// The longest link a built-in app accepts (its manifest's `limits.maxLength`): a
    /// manifest-driven target reads a link of up to this many bytes, and one more for the
    /// first refusal.
    static var longestBuiltInLink: Int {
        FuzzApp.builtIn.map(\.manifest.limits.maxLength).max() ?? Limits().maxLength
    }

    /// libFuzzer's options for the target, as ClusterFuzzLite reads them from
    /// `<target>.options` (`.clusterfuzzlite/build.sh` has the fuzz executable write them:
    /// `LINKPROOF_FUZZ_OPTIONS`, see `FuzzRun`). The dictionary line is the build's to add,
    /// once it has joined the hand-written tokens of `Fuzzers/dicts/` to `builtInTokens`.
    public var libFuzzerOptions: String {
        "[libfuzzer]\nmax_len = \(maxLength)\n" + (checksLeaks ? "" : "detect_leaks = 0\n")
    }

    /// Whether the body takes an app's manifest.
    public var takesManifest: Bool {
        if case .app = body { return true }
        return false
    }

    /// Why the target cannot be aimed at `app` (e.g. `short-link-resolve` needs a dynamic-link
    /// prefix); nil when it can.
    public func unmetRequirement(_ app: FuzzApp) -> String? {
        switch body {
        case .bytes: "\(name) takes no manifest"
        case .app(let requirement, _): requirement.flatMap { words, isMet in isMet(app) ? nil : "\(name) needs \(words); \(app.name) has none" }
        }
    }

    /// Runs the target on `data` for `app` (ignored by a target that takes no manifest; nil:
    /// the first byte picks a built-in app; one the target does not apply to: nothing runs);
    /// throws the first invariant that breaks. Returns the decision a manifest-driven body
    /// made, if any.
    @discardableResult
    public func check(_ data: UnsafeBufferPointer<UInt8>, app: FuzzApp? = nil) throws(FuzzViolation) -> Decision? {
        switch body {
        case .bytes(let check):
            try check(data)
            return nil
        case .app(_, let check):
            if let app { return unmetRequirement(app) == nil ? try check(app, data) : nil }
            guard let first = data.first, let picked = builtInApp(picked: first) else { return nil }
            return try check(picked, UnsafeBufferPointer(rebasing: data.dropFirst()))
        }
    }

    /// The dictionary tokens the code makes for a run that names no app: for a manifest-driven
    /// target, those of every built-in app it applies to (`FuzzSeeds.tokens`: schemes, hosts,
    /// prefixes, path literals, parameter names), so an app's tokens ship with the app. A run
    /// aimed at one app gets that app's alone (`LINKPROOF_FUZZ_PREPARE`).
    public var builtInTokens: [String] {
        var seen = Set<String>()
        return firstByteApps.flatMap { FuzzSeeds(target: self, app: $0).tokens }.filter { seen.insert($0).inserted }
    }

    /// The built-in apps a run that names no app chooses among: those the target applies to,
    /// in `FuzzApp.builtIn`'s order. Empty for a target that takes no manifest.
    private var firstByteApps: [FuzzApp] {
        takesManifest ? FuzzApp.builtIn.filter { unmetRequirement($0) == nil } : []
    }

    /// The built-in app that an input's first byte picks when the run names no app (as under
    /// ClusterFuzzLite): the byte modulo the number of apps the target applies to. Nil for a
    /// target that takes no manifest.
    public func builtInApp(picked byte: UInt8) -> FuzzApp? {
        let apps = firstByteApps
        return apps.isEmpty ? nil : apps[Int(byte) % apps.count]
    }

    /// The first byte that picks the built-in app called `name` (`builtInApp(picked:)`'s
    /// inverse: its smallest byte); nil when no built-in app the target applies to has the name.
    public func firstByte(picking name: String) -> UInt8? {
        firstByteApps.firstIndex { $0.name == name }.flatMap { UInt8(exactly: $0) }
    }

    /// Runs the target on an array of bytes.
    @discardableResult
    public func check(_ data: [UInt8], app: FuzzApp? = nil) throws(FuzzViolation) -> Decision? {
        let result = data.withUnsafeBufferPointer { buffer in
            Result { () throws(FuzzViolation) in try check(buffer, app: app) }
        }
        return try result.get()
    }

    /// The body of `LLVMFuzzerTestOneInput`: runs the target for the run's app, notes a route
    /// it reached (as `<app>/<route>` when the run names no app and the first byte picked it),
    /// and traps on a violation, which libFuzzer reports as a crash and saves as an artifact;
    /// when the run keeps its findings (`LINKPROOF_FUZZ_FINDINGS`), keeps it there instead and
    /// returns -1 (libFuzzer leaves the input out of the corpus). Returns 0 otherwise.
    public func fuzz(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
        FuzzRun.shared.writeIfAsked(self)
        if FuzzRun.shared.checksStartupOnly { return 0 }
        let bytes = UnsafeBufferPointer(start: data, count: data == nil ? 0 : count)
        do {
            let decision = try check(bytes, app: FuzzRun.shared.app)
            if let route = decision?.routedLink?.route {
                let picked = FuzzRun.shared.app == nil ? bytes.first.flatMap(builtInApp(picked:)) : nil
                FuzzRun.shared.reached(picked.map { "\($0.name)/\(route)" } ?? route)
            }
        } catch {
            if let findings = FuzzRun.shared.findings {
                findings.record(error, input: bytes)
                return -1
            }
            // An optimized build drops a trap's message, so the finding is written out first.
            FileHandle.standardError.write(Data("fuzz target \(name) broke an invariant: \(error)\n".utf8))
            preconditionFailure("fuzz target \(name): \(error)")
        }
        return 0
    }

    /// The body of `LLVMFuzzerInitialize`: reads the run's settings from the environment
    /// (`FuzzRun`); writes the seeds and dictionary and exits when asked to prepare them.
    public func initialize() -> CInt {
        FuzzRun.shared.start(self)
        return 0
    }
}

extension FuzzTarget {
    /// Every target, in the order scripts list them.
    public static let all: [FuzzTarget] = [urlParse, urlDifferential, urlFastPath, route, dynamicLink, aasa, adversarial, shortLinkResolve]

    /// The target called `name`, if there is one.
    public static func named(_ name: String) -> FuzzTarget? {
        all.first { $0.name == name }
    }
}
