import Foundation

/// The one test a child process runs again to reach the same check: the test binary is
/// started anew with a filter that selects only that test.
enum TestSelector: Sendable, Hashable {
    /// A Swift Testing test, by its ID (`Module.Suite/function(_:)/File.swift:12:6`).
    case swiftTesting(id: String)
    /// An XCTest test method: the class with its module, and the method.
    case xcTest(className: String, method: String)

    /// The command line that runs this test alone in the running test binary. Linux: the
    /// `.xctest` executable SwiftPM built, with `--testing-library swift-testing --filter`
    /// or the XCTest `Module.Class/method` argument. Darwin: the same host process
    /// (`swiftpm-testing-helper` or `xctest`) and bundle, with the test selected.
    var arguments: [String] {
        let executable = TestSelector.executable
        switch self {
        case .swiftTesting(let id):
            let filter = ["--filter", "^" + NSRegularExpression.escapedPattern(for: id) + "$"]
            #if os(Linux) || os(Android) || os(Windows)
            return [executable, "--testing-library", "swift-testing"] + filter
            #else
            return [executable] + TestSelector.hostArguments(removing: ["--filter", "--skip"]) + filter
            #endif
        case .xcTest(let className, let method):
            #if os(Linux) || os(Android) || os(Windows)
            return [executable, "\(className)/\(method)"]
            #else
            let host = TestSelector.hostArguments(removing: ["-XCTest"])
            return [executable, "-XCTest", "\(className)/\(method)"] + host
            #endif
        }
    }

    /// The running test binary (or test host), as an absolute path.
    private static var executable: String {
        let path = CommandLine.arguments.first ?? ""
        return path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    }

    /// The host's own arguments, without the options that select tests.
    private static func hostArguments(removing options: Set<String>) -> [String] {
        var kept: [String] = []
        var arguments = CommandLine.arguments.dropFirst()[...]
        while let argument = arguments.popFirst() {
            if options.contains(argument) { _ = arguments.popFirst() } else { kept.append(argument) }
        }
        return kept
    }
}
