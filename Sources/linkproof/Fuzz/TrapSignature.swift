/// Where a crash input traps, as one line read from the fuzzer's output when it replays it: the
/// broken invariant of a Linkproof target, else the Swift runtime failure (a force unwrap, an
/// index out of range, a precondition) or the sanitizer's error, with the first frame of the
/// stack in a source file (not libFuzzer's, the sanitizers' or the C library's), e.g.
/// "Unexpectedly found nil while unwrapping an Optional value at Sources/Shop/Links.swift:28:55".
/// Crash artifacts that trap alike are one finding.
struct TrapSignature: Hashable {
    let text: String

    init(output: String, caller: String) {
        var failure: String?, error: String?, place: String?
        for line in output.split(separator: "\n", omittingEmptySubsequences: true).map(String.init) {
            if let range = line.range(of: "broke an invariant: ") {
                let invariant = line[range.upperBound...]
                text = String(invariant.range(of: " — ").map { invariant[..<$0.lowerBound] } ?? invariant)
                return
            }
            if failure == nil, let range = line.range(of: "in Swift runtime failure: ") {
                let what = line[range.upperBound...]
                failure = String(what.range(of: " /<compiler-generated>").map { what[..<$0.lowerBound] } ?? what)
            } else if failure == nil, error == nil, let range = line.range(of: "ERROR: "),
                      ["AddressSanitizer: ", "LeakSanitizer: ", "libFuzzer: "].contains(where: { line[range.upperBound...].hasPrefix($0) }) {
                let what = line[range.upperBound...]
                error = String(what.range(of: " on ").map { what[..<$0.lowerBound] } ?? what)
            }
            if place == nil, Self.isSourceFrame(line), let last = line.split(separator: " ").last {
                place = String(last)
            }
        }
        let where_ = place.map { " at " + ($0.hasPrefix(caller + "/") ? String($0.dropFirst(caller.count + 1)) : $0) } ?? ""
        text = (failure ?? error ?? "a crash") + where_
    }

    /// A stack frame (`#N 0x… in function /path/file.swift:line:column`) in a source file of
    /// the app or Linkproof: not LLVM's runtimes, the C library's or compiler-generated code.
    private static func isSourceFrame(_ line: String) -> Bool {
        let trimmed = line.drop { $0 == " " }
        guard trimmed.hasPrefix("#"), trimmed.dropFirst().first?.isNumber == true, let inRange = line.range(of: " in ") else { return false }
        guard line[inRange.upperBound...].contains(" /"), !line.contains("<compiler-generated>") else { return false }
        return !["llvm-project", "compiler-rt", "libc.so", "csu/"].contains(where: line.contains)
    }
}
