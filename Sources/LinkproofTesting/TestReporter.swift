import Foundation
#if canImport(Testing)
import Testing
#endif
#if canImport(XCTest)
import XCTest
#endif

/// Reports a check's failures to the test framework that runs it: a Swift Testing issue when
/// a Swift Testing test is running, an XCTest failure otherwise; both at the caller's place.
enum TestReporter {
    /// The running Swift Testing test, to select again in a child; nil outside one.
    static var currentSwiftTestingSelector: TestSelector? {
        #if canImport(Testing)
        if let test = Test.current { return .swiftTesting(id: "\(test.id)") }
        #endif
        return nil
    }

    /// `swift test --filter NAME` for the running test (its name without argument labels,
    /// which a filter would read as a regular expression), or for the XCTest `selector`.
    static func rerunCommand(_ selector: TestSelector?) -> String {
        if case .xcTest(let className, let method)? = selector { return "swift test --filter \(className)/\(method)" }
        #if canImport(Testing)
        if let name = Test.current?.name.prefix(while: { $0 != "(" }), !name.isEmpty { return "swift test --filter \(name)" }
        #endif
        return "swift test"
    }

    /// Records `message` as a failure at `site`.
    static func fail(_ message: String, at site: CallSite) {
        #if canImport(Testing)
        if Test.current != nil {
            Issue.record(Comment(rawValue: message), sourceLocation: location(site))
            return
        }
        #endif
        #if canImport(XCTest)
        XCTFail(message, file: site.staticFilePath, line: site.line)
        #else
        Console.warn("failure at \(site.key): \(message)")
        #endif
    }

    /// Attaches `bytes` to the running Swift Testing test as `name` (XCTest: the report names the file).
    static func attach(_ bytes: [UInt8], named name: String, at site: CallSite) {
        #if canImport(Testing)
        if Test.current != nil { Attachment.record(bytes, named: name, sourceLocation: location(site)) }
        #endif
    }

    #if canImport(Testing)
    private static func location(_ site: CallSite) -> SourceLocation {
        SourceLocation(fileID: site.fileID, filePath: site.filePath, line: Int(site.line), column: Int(site.column))
    }
    #endif
}

#if canImport(XCTest)
extension XCTestCase {
    /// This test method, to select again in a child process.
    var linkproofSelector: TestSelector {
        // Linux names a test "Class.method", Darwin "-[Class method]".
        let method = name.hasPrefix("-[") ? String(name.dropFirst(2).dropLast().split(separator: " ").last ?? "")
            : String(name.split(separator: ".").last ?? "")
        return .xcTest(className: String(reflecting: type(of: self)), method: method)
    }
}
#endif
