/// LeakSanitizer's suppressions, compiled into every fuzz executable: LSan asks for them through
/// this symbol at start-up, so a run that passes no suppressions file — ClusterFuzzLite's and
/// OSS-Fuzz's `run_fuzzer`, whose ASan options check for leaks at exit — ignores the same false
/// positives as `Scripts/fuzz` (which also passes `Fuzzers/lsan.supp`, the same first lines; a
/// test keeps the two equal):
///
/// - `GoldenManifests`, `FuzzRun`: the golden manifests' parsers, and the parser of the app a run
///   is aimed at, are built once per process and live until exit; LSan reports a few of their
///   buffers (AASAMatcher's compiled patterns) as direct leaks because Swift keeps those
///   references in enum payloads whose spare pointer bits carry the case tag, which LSan's
///   pointer scan does not recognise.
/// - `swift_getTypeName`: the Swift runtime caches each type's name, once per process, the first
///   time a value of it is printed (a violation's message interpolates the input's parts).
/// - `once_slow`, `swift_once`: what a Swift global's one-time initializer allocates lives until
///   exit by definition; a team's fuzz entry (`FuzzTarget.catalogue`) builds its handler, and
///   the handler its parser, in a global, whose buffers LSan reports as it does the parsers'
///   above (found by `Scripts/cflite-check --package` on the example team package).
///
/// Leaks per input still report.
@_cdecl("__lsan_default_suppressions")
public func leakSanitizerDefaultSuppressions() -> UnsafePointer<CChar> {
    UnsafeRawPointer(LeakSuppressions.list.utf8Start).assumingMemoryBound(to: CChar.self)
}

/// The suppressions `__lsan_default_suppressions` gives, one `leak:PATTERN` a line.
public enum LeakSuppressions {
    /// A string literal: stored NUL-terminated, as LSan reads it.
    public static let list: StaticString = "leak:GoldenManifests\nleak:FuzzRun\nleak:swift_getTypeName\nleak:once_slow\nleak:swift_once\n"
}
