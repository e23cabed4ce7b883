import Foundation
import LinkproofFuzzTargets
import Testing

/// The suppressions compiled into the fuzz executables (for ClusterFuzzLite's runner) are the
/// rules of Fuzzers/lsan.supp (for Scripts/fuzz), and reach LSan NUL-terminated.
@Test func theCompiledInSuppressionsAreLsanSuppsRules() throws {
    let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fuzzers/lsan.supp")
    let rules = try String(contentsOf: file, encoding: .utf8).split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.isEmpty }.map(String.init)
    let compiled = String(cString: leakSanitizerDefaultSuppressions())
    #expect(compiled.split(separator: "\n").map(String.init) == rules)
    #expect(compiled == LeakSuppressions.list.description)
}
