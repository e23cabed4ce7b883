import Testing
@testable import LinkproofCore

/// The port of AOSP's `PatternMatcher`: the semantics AOSP's own PatternMatcherTest covers,
/// re-expressed with cases of our own, and the behaviour a reading of the documentation gets
/// wrong (no backtracking in either glob).
@Suite struct AndroidPatternMatcherTests {
    private func matcher(_ pattern: String, _ kind: AndroidPatternMatcher.Kind) throws -> AndroidPatternMatcher {
        try AndroidPatternMatcher(pattern, kind: kind)
    }

    private func expectMatches(_ pattern: String, _ kind: AndroidPatternMatcher.Kind, yes: [String], no: [String],
                               sourceLocation: SourceLocation = #_sourceLocation) throws {
        let m = try matcher(pattern, kind)
        for string in yes { #expect(m.matches(string), "'\(string)' should match \(kind) '\(pattern)'", sourceLocation: sourceLocation) }
        for string in no { #expect(!m.matches(string), "'\(string)' should not match \(kind) '\(pattern)'", sourceLocation: sourceLocation) }
    }

    @Test func literalPrefixAndSuffixCompareCodeUnitsExactly() throws {
        try expectMatches("/Shop", .literal, yes: ["/Shop"], no: ["/shop", "/Shop/", ""])
        try expectMatches("/shop", .prefix, yes: ["/shop", "/shop/1", "/shopping"], no: ["/Shop", "/sho"])
        try expectMatches(".html", .suffix, yes: ["/a.html", ".html"], no: ["/a.HTML", "html"])
        try expectMatches("", .prefix, yes: ["", "/anything"], no: [])
        #expect(try !matcher("/a", .literal).matches(nil))
    }

    @Test func simpleGlobDotStarAndCharStar() throws {
        try expectMatches("/item/.*", .simpleGlob, yes: ["/item/", "/item/1", "/item/a/b"], no: ["/item", "/items/1"])
        try expectMatches(".*", .simpleGlob, yes: ["", "/", "anything"], no: [])
        try expectMatches("/a.c", .simpleGlob, yes: ["/abc", "/a.c", "/a/c"], no: ["/ac", "/abbc"])
        try expectMatches("/ab*c", .simpleGlob, yes: ["/ac", "/abc", "/abbbc"], no: ["/abxc"])
        try expectMatches("", .simpleGlob, yes: [""], no: ["/"])
        // An escaped star is a literal star, but an escaped dot still matches any character:
        // AOSP tests `c != '.'` without looking at `escaped` (only `.*` checks it).
        try expectMatches("/a\\.html", .simpleGlob, yes: ["/a.html", "/axhtml"], no: ["/ahtml"])
        try expectMatches("/a\\*", .simpleGlob, yes: ["/a*"], no: ["/a", "/aa"])
    }

    /// AOSP's simple glob never backtracks: `.*X` stops at the first X, `x*` takes every x.
    @Test func simpleGlobDoesNotBacktrack() throws {
        try expectMatches(".*abc", .simpleGlob, yes: ["/abc", "xxabc"], no: ["/xabyabc", "/ab/abc"])
        try expectMatches("/.*/edit", .simpleGlob, yes: ["/1/edit"], no: ["/1/2/edit"])
        try expectMatches("/a*a", .simpleGlob, yes: [], no: ["/a", "/aa", "/aaa"])
        // `.*\.html` is the documented way to say "ends in .html": it works only with one dot.
        try expectMatches("/.*\\.html", .simpleGlob, yes: ["/page.html"], no: ["/v1.2/page.html"])
    }

    /// The pattern may end before the string: what is left over fails, unless `.*` remains.
    @Test func simpleGlobEnds() throws {
        try expectMatches("/a", .simpleGlob, yes: ["/a"], no: ["/ab", "/"])
        try expectMatches("/a.*", .simpleGlob, yes: ["/a", "/ab"], no: ["/b"])
    }

    @Test func advancedAnySetAndEscapes() throws {
        try expectMatches(".", .advancedGlob, yes: ["x", "."], no: ["", "xy"])
        try expectMatches("[q]", .advancedGlob, yes: ["q"], no: ["r"])
        // Inside a set, . * + { } are literal; \] and \\ escape.
        try expectMatches("[.*+{}\\]\\\\[]", .advancedGlob, yes: [".", "*", "+", "{", "}", "]", "\\", "["], no: ["a"])
        try expectMatches("[c-f]", .advancedGlob, yes: ["c", "e", "f"], no: ["b", "g", "E"])
        try expectMatches("[f-c]", .advancedGlob, yes: [], no: ["c", "d", "f"])
        try expectMatches("[^a-c]", .advancedGlob, yes: ["d", "Z", "1"], no: ["a", "b", "c"])
        try expectMatches("[\\c-\\e]", .advancedGlob, yes: ["d"], no: ["b"])
        try expectMatches("x\\+", .advancedGlob, yes: ["x+"], no: ["x", "xx"])
        try expectMatches("[a-]", .advancedGlob, yes: ["a", "-"], no: ["b"])
    }

    @Test func advancedCounts() throws {
        try expectMatches("[0-9]*", .advancedGlob, yes: ["", "7", "2026"], no: ["20a"])
        try expectMatches("[0-9]+", .advancedGlob, yes: ["7", "2026"], no: ["", "a1"])
        try expectMatches("[0-9]{2}", .advancedGlob, yes: ["12"], no: ["1", "123"])
        try expectMatches("[0-9]{2,3}", .advancedGlob, yes: ["12", "123"], no: ["1", "1234"])
        try expectMatches("[0-9]{2,}", .advancedGlob, yes: ["12", "123456"], no: ["1"])
        try expectMatches("/p/[0-9]{4}/[a-z_]+\\.html", .advancedGlob,
                          yes: ["/p/2026/launch_day.html"], no: ["/p/26/launch.html", "/p/2026/launch.htm", "/p/2026/launchxhtml"])
        // Java's Integer.parseInt takes a sign: {+2} is {2}.
        try expectMatches("a{+2}", .advancedGlob, yes: ["aa"], no: ["a"])
    }

    /// Greedy without backtracking: `.*` takes the rest, so nothing can follow it.
    @Test func advancedDoesNotBacktrack() throws {
        try expectMatches("/.*\\.html", .advancedGlob, yes: [], no: ["/a.html", "/.html"])
        try expectMatches("/[a-z]*z", .advancedGlob, yes: [], no: ["/abz", "/z"])
        // A regular expression would match "/xyzabc" (x* and y* empty); AOSP's x* takes the x.
        try expectMatches("/x*y*xyz.*", .advancedGlob, yes: ["/xyxyz", "/xxyyxyz1", "/xyxyz/more"], no: ["/xyzabc", "/xy", "/xz"])
    }

    /// A `}` outside a range is dropped by the parser, so it matches nothing at all.
    @Test func advancedDropsAStrayClosingBrace() throws {
        try expectMatches("/a}", .advancedGlob, yes: ["/a"], no: ["/a}"])
    }

    @Test func advancedPatternsAndroidRefuses() {
        let refused: [(String, AndroidPatternError.Reason)] = [
            ("[a-z", .setNotTerminated), ("[b", .setNotTerminated), ("a{,3}", .rangeFormat), ("a{1,x}", .rangeFormat),
            ("a{\\2, 3}", .rangeFormat), ("[]", .emptySet), ("[]x]", .emptySet), ("a{}", .rangeFormat),
            ("{1,2}", .modifierWithoutToken), ("a*{1,2}", .modifierWithoutToken), ("*a", .modifierWithoutToken),
            (".*+", .modifierWithoutToken), ("a{5,6", .rangeNotEnded), ("ab\\", .escapeAtEnd), ("+a", .modifierWithoutToken),
            ("a{3,2}", .rangeMinimumOverMaximum), ("a[", .indexOutOfBounds),
            ("[" + String(repeating: "q", count: 1100) + "]", .tooLarge),
        ]
        for (pattern, reason) in refused {
            #expect(throws: AndroidPatternError.self, "'\(pattern)' should be refused") { try AndroidPatternMatcher(pattern, kind: .advancedGlob) }
            do {
                _ = try AndroidPatternMatcher(pattern, kind: .advancedGlob)
            } catch {
                #expect(error.reason == reason, "'\(pattern)'")
            }
        }
        // The same strings are fine as simple globs: only the advanced parser verifies.
        #expect((try? AndroidPatternMatcher("[a-z", kind: .simpleGlob)) != nil)
    }

    /// Java compares UTF-16 code units: a character outside the BMP is two of them.
    @Test func matchingIsOverUTF16CodeUnits() throws {
        try expectMatches("/..", .advancedGlob, yes: ["/😀"], no: ["/é"])
        try expectMatches("/.", .simpleGlob, yes: ["/é"], no: ["/😀"])
    }
}
