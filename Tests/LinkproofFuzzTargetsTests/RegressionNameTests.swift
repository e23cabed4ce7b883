import Testing

/// A stored regression keeps the kind of finding in its name, as libFuzzer named the artifact
/// (`crash-<sha1>`, `timeout-…`, `oom-…`, `leak-…`, `slow-unit-…`), or `unit-…` for an
/// interesting input that never crashed (Scripts/add-regression).
@Test func everyRegressionNamesItsKindOfFinding() {
    #expect(!Corpus.regressions.isEmpty)
    let kinds = ["crash", "timeout", "oom", "leak", "slow-unit", "unit"]
    for path in Corpus.regressions {
        let name = String(path.split(separator: "/").last ?? "")
        let kind = kinds.first { name.hasPrefix($0 + "-") }
        let hash = kind.map { name.dropFirst($0.count + 1) } ?? ""
        #expect(kind != nil && hash.count == 40 && hash.allSatisfy(\.isHexDigit), "Corpus/\(path): name it <kind>-<sha1>")
    }
}
