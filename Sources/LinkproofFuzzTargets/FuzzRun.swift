import Foundation

/// The settings of one fuzzer process, read from the environment once at start-up, so that a
/// fuzz binary built once is aimed at any manifest (`Scripts/fuzz --manifest FILE`):
///
/// - `LINKPROOF_FUZZ_MANIFEST`: the app of a manifest-driven target: a manifest file (`.json`)
///   or a built-in app's name. Unset: the first input byte picks a built-in app.
/// - `LINKPROOF_FUZZ_REACHED`: a file to which each route the target's decisions reach is
///   appended, one name a line, the first time this process reaches it.
/// - `LINKPROOF_FUZZ_PREPARE`: a folder to write the app's seeds and dictionary into
///   (`FuzzSeeds`); the process exits once they are written.
public final class FuzzRun: @unchecked Sendable {
    /// This process's settings.
    public static let shared = FuzzRun(environment: ProcessInfo.processInfo.environment)

    /// The app the run is aimed at; nil when none is named.
    public let app: FuzzApp?
    private let reachedFile: String?
    private let prepareFolder: String?
    private let lock = NSLock()
    private var reachedRoutes: Set<String> = []

    init(environment: [String: String]) {
        reachedFile = environment["LINKPROOF_FUZZ_REACHED"]
        prepareFolder = environment["LINKPROOF_FUZZ_PREPARE"]
        guard let reference = environment["LINKPROOF_FUZZ_MANIFEST"] else { app = nil; return }
        do {
            app = try FuzzApp.resolve(reference)
        } catch {
            FuzzRun.fail("LINKPROOF_FUZZ_MANIFEST=\(error)")
        }
    }

    /// Called from `LLVMFuzzerInitialize`: writes the seeds and exits when asked to prepare
    /// them; refuses an app the target does not apply to.
    func start(_ target: FuzzTarget) {
        guard let prepareFolder else {
            if let app, let unmet = target.unmetRequirement(app) { FuzzRun.fail(unmet) }
            return
        }
        guard target.takesManifest, let app else { FuzzRun.fail("LINKPROOF_FUZZ_PREPARE needs a manifest-driven target and LINKPROOF_FUZZ_MANIFEST") }
        do {
            try FuzzSeeds(target: target, app: app).write(to: URL(fileURLWithPath: prepareFolder))
        } catch {
            FuzzRun.fail("cannot write the seeds to \(prepareFolder): \(error)")
        }
        exit(0)
    }

    /// Notes that a decision reached `route`; the first time, appends it to the reached file.
    func reached(_ route: String) {
        guard let reachedFile else { return }
        let isNew = lock.withLock { reachedRoutes.insert(route).inserted }
        guard isNew, let file = fopen(reachedFile, "a") else { return }
        fputs(route + "\n", file)
        fclose(file)
    }

    private static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data("fuzz: \(message)\n".utf8))
        exit(2)
    }
}
