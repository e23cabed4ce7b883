import Foundation

/// The toolchain pieces a fuzz run needs beside `swift`: `llvm-objdump` and `llvm-nm` (the
/// instrumentation check) and `llvm-symbolizer` (ASan's stacks), found beside `swiftc` (a
/// distribution's own LLVM tools, first on PATH, may reject the toolchain's output), or, on
/// macOS, through `xcrun --find`.
struct FuzzToolchain {
    /// `swift`, which builds.
    let swift: String
    /// The folder of `swiftc`, symbolic links resolved.
    let folder: String

    init() throws(UsageError) {
        guard let swift = FuzzProcess.onPath("swift"), let swiftc = FuzzProcess.onPath("swiftc") else {
            throw UsageError("missing toolchain piece: swift and swiftc must be on PATH")
        }
        self.swift = swift
        folder = (URL(fileURLWithPath: swiftc).resolvingSymlinksInPath().path as NSString).deletingLastPathComponent
    }

    /// The path of the LLVM tool `name`, or an error naming where it was expected.
    func tool(_ name: String) throws(UsageError) -> String {
        let beside = folder + "/" + name
        if FileManager.default.isExecutableFile(atPath: beside) { return beside }
        #if os(macOS)
        if let found = try? FuzzProcess.output("/usr/bin/xcrun", ["--find", name], in: "/", scratch: NSTemporaryDirectory()),
           found.status == 0, let path = found.text.split(separator: "\n").first.map(String.init), FileManager.default.isExecutableFile(atPath: path) {
            return path
        }
        #endif
        throw UsageError("missing toolchain piece: \(name) (expected beside swiftc, at \(beside))")
    }
}
