import Foundation
@testable import LinkproofCore
import Testing
import LinkproofTestSupport

/// Issue 40: where a path leads, every symbolic link resolved (a dangling one too: a writer
/// would create its target), and the refusal of one that leads outside a root. The tool's own
/// root (`--root`) is process-wide, so the CLI tests try it; here the same check is given a root.
@Suite struct PathConfinementTests {
    private let root: String
    private let outside: String

    init() throws {
        let base = try #require(PathConfinement.resolve(TestScratch.url("confine").path))
        root = base + "/package"
        outside = base + "/elsewhere"
        for folder in [root + "/golden/cases", outside] { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }
    }

    @Test func aPathInsideTheRootIsResolvedAndAllowed() throws {
        #expect(try PathConfinement.check(root + "/golden/./cases/../cases/new.json", within: root) == root + "/golden/cases/new.json")
        #expect(try PathConfinement.check(root + "/not/yet/there", within: root) == root + "/not/yet/there")
        #expect(try PathConfinement.check(root, within: root) == root)
    }

    @Test func dotDotAndAbsolutePathsThatLeaveTheRootAreRefused() {
        for path in [root + "/../elsewhere/x.json", outside + "/x.sqlite", "/etc/passwd", root + "/golden/../../package-sibling"] {
            #expect(throws: PathOutsideRootError.self, "\(path)") { try PathConfinement.check(path, within: root) }
        }
        // A folder whose name only starts like the root's is not inside it.
        #expect(throws: PathOutsideRootError.self) { try PathConfinement.check(root + "2/x", within: root) }
    }

    @Test func aSymbolicLinkLeadingOutIsFollowedAndRefused() throws {
        try FileManager.default.createSymbolicLink(atPath: root + "/golden/out", withDestinationPath: outside)
        try FileManager.default.createSymbolicLink(atPath: root + "/dangling.sqlite", withDestinationPath: outside + "/created-by-a-writer.sqlite")
        try FileManager.default.createSymbolicLink(atPath: root + "/relative", withDestinationPath: "../elsewhere")
        let error = try #require(throws: PathOutsideRootError.self) { try PathConfinement.check(root + "/golden/out/cases/1.json", within: root) }
        #expect(error.resolved == outside + "/cases/1.json")
        #expect(error.description == "\(root)/golden/out/cases/1.json: path-outside-root: outside \(root) (it leads to \(outside)/cases/1.json); nothing was read or written")
        #expect(throws: PathOutsideRootError.self) { try PathConfinement.check(root + "/dangling.sqlite", within: root) }
        #expect(throws: PathOutsideRootError.self) { try PathConfinement.check(root + "/relative/x", within: root) }
        #expect(PathConfinement.resolve(root + "/relative/x") == outside + "/x")
    }

    @Test func aLoopOfLinksIsRefused() throws {
        try FileManager.default.createSymbolicLink(atPath: root + "/a", withDestinationPath: root + "/b")
        try FileManager.default.createSymbolicLink(atPath: root + "/b", withDestinationPath: root + "/a")
        #expect(PathConfinement.resolve(root + "/a/x") == nil)
        let error = try #require(throws: PathOutsideRootError.self) { try PathConfinement.check(root + "/a/x", within: root) }
        #expect(error.reason == .tooManyLinks)
    }

    #if os(Linux) || os(Android)
    /// A symbolic link swapped in between the check and the open (the check saw a file
    /// inside; the open followed a link out): what was opened is judged again, by the path
    /// the kernel gives its descriptor. Here the link is there from the start and opened
    /// without a check, as the race would leave it.
    @Test func whatWasOpenedIsJudgedAgainSoASwappedLinkIsCaught() throws {
        try Data("inside".utf8).write(to: URL(fileURLWithPath: root + "/golden/cases/1.json"))
        try Data("secret".utf8).write(to: URL(fileURLWithPath: outside + "/secret"))
        try FileManager.default.createSymbolicLink(atPath: root + "/golden/cases/2.json", withDestinationPath: outside + "/secret")
        let inside = open(root + "/golden/cases/1.json", O_RDONLY), swapped = open(root + "/golden/cases/2.json", O_RDONLY)
        defer { close(inside); close(swapped) }
        #expect(inside >= 0 && swapped >= 0)
        try PathConfinement.checkOpened(inside, path: root + "/golden/cases/1.json", within: root)
        let error = try #require(throws: PathOutsideRootError.self) {
            try PathConfinement.checkOpened(swapped, path: root + "/golden/cases/2.json", within: root)
        }
        #expect(error.resolved == outside + "/secret" && error.reason == .outside)
        try PathConfinement.checkOpened(swapped, path: root + "/golden/cases/2.json", within: nil)
    }
    #endif

    @Test func withoutARootEveryPathIsOnlyResolved() throws {
        #expect(try PathConfinement.check("/etc/../etc/passwd", within: nil) == "/etc/passwd")
    }
}
