import Foundation

/// One fuzz target: a name (as `Corpus/<name>/`, `Fuzzers/dicts/<name>.dict` and the fuzz
/// executable spell it) and a body that checks its invariants on any bytes.
///
/// The same body runs under libFuzzer, through `fuzz(_:_:)`, which traps on a violation, and
/// under `swift test`, which replays every corpus file through `check(_:)` and records a
/// violation as an issue.
public struct FuzzTarget: Sendable {
    public let name: String
    /// One line: what the target drives and what it asserts.
    public let summary: String
    private let body: @Sendable (UnsafeBufferPointer<UInt8>) throws(FuzzViolation) -> Void

    /// A target called `name` whose `body` throws the first invariant it finds broken in
    /// the bytes (a team's own targets are made this way too, e.g. by LinkproofTesting).
    public init(_ name: String, _ summary: String, _ body: @escaping @Sendable (UnsafeBufferPointer<UInt8>) throws(FuzzViolation) -> Void) {
        self.name = name
        self.summary = summary
        self.body = body
    }

    /// Runs the target on `data`; throws the first invariant that breaks.
    public func check(_ data: UnsafeBufferPointer<UInt8>) throws(FuzzViolation) {
        try body(data)
    }

    /// Runs the target on an array of bytes.
    public func check(_ data: [UInt8]) throws(FuzzViolation) {
        let result = data.withUnsafeBufferPointer { buffer in
            Result { () throws(FuzzViolation) in try body(buffer) }
        }
        try result.get()
    }

    /// The body of `LLVMFuzzerTestOneInput`: runs the target and traps on a violation, which
    /// libFuzzer reports as a crash and saves as an artifact. Always returns 0 otherwise.
    public func fuzz(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
        do {
            try check(UnsafeBufferPointer(start: data, count: data == nil ? 0 : count))
        } catch {
            // An optimized build drops a trap's message, so the finding is written out first.
            FileHandle.standardError.write(Data("fuzz target \(name) broke an invariant: \(error)\n".utf8))
            preconditionFailure("fuzz target \(name): \(error)")
        }
        return 0
    }
}

extension FuzzTarget {
    /// Every target, in the order scripts list them.
    public static let all: [FuzzTarget] = [urlParse, urlDifferential, route, dynamicLink, aasa, adversarial, shortLinkResolve]

    /// The target called `name`, if there is one.
    public static func named(_ name: String) -> FuzzTarget? {
        all.first { $0.name == name }
    }
}
