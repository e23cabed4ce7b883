import Testing
@testable import LinkproofCore

/// Issue 41, item 6 on Android: the intent filters' path matchers as automata, for the walk
/// that compares a template's language with both platforms' patterns. Each automaton must be
/// a right congruence of AOSP's own match (the port of `PatternMatcher`): two strings that
/// reach the same progress match or fail alike whatever follows, so the walk may try one of
/// them. Checked on the patterns `AndroidPatternMatcherTests` takes from AOSP's semantics,
/// over every string of their characters up to a length, against every continuation.
@Suite struct AndroidPathAutomatonTests {
    /// Patterns of each kind, with the quirks the port keeps (no backtracking in either glob,
    /// `\.` matching any character in a simple glob, a stray `}` dropped).
    static let patterns: [(String, AndroidPatternMatcher.Kind)] = [
        ("/a", .literal), ("/ab", .prefix), ("", .prefix), ("ab", .suffix), ("aba", .suffix),
        ("/a.*", .simpleGlob), (".*", .simpleGlob), ("/a.b", .simpleGlob), ("/ab*a", .simpleGlob), (".*ab", .simpleGlob),
        ("/.*/a", .simpleGlob), ("/a*a", .simpleGlob), ("/.*\\.b", .simpleGlob), ("/a\\*", .simpleGlob), ("a.*b.*", .simpleGlob),
        ("/[ab]+", .advancedGlob), ("/a{1,2}b", .advancedGlob), ("/.*b", .advancedGlob), ("/[^/]*/b", .advancedGlob),
        ("/a*b+", .advancedGlob), ("/a{2}}", .advancedGlob), ("[a-b]{0,3}/.", .advancedGlob),
    ]
    static let alphabet: [Character] = ["/", "a", "b", "*", "."]

    /// Every string over `alphabet` of at most `length` characters.
    static func strings(upTo length: Int) -> [String] {
        var all = [""]
        var last = [""]
        for _ in 0..<length {
            last = last.flatMap { prefix in alphabet.map { prefix + String($0) } }
            all += last
        }
        return all
    }

    static func progress(_ matcher: AndroidPatternMatcher, _ string: String) -> AndroidPatternMatcher.Progress {
        string.utf16.reduce(matcher.start, matcher.step)
    }

    @Test(arguments: 0..<patterns.count)
    func stringsAtOneProgressMatchAlikeWhateverFollows(_ index: Int) throws {
        let (pattern, kind) = Self.patterns[index]
        let matcher = try AndroidPatternMatcher(pattern, kind: kind)
        let continuations = Self.strings(upTo: 3)
        var verdicts: [AndroidPatternMatcher.Progress: (string: String, verdicts: [Bool])] = [:]
        for string in Self.strings(upTo: 4) where !string.isEmpty {
            let progress = Self.progress(matcher, string)
            let these = continuations.map { matcher.matches(string + $0) }
            switch progress {
            case .all: #expect(these.allSatisfy { $0 }, "\(kind) '\(pattern)': '\(string)' reads as matching whatever follows")
            case .none: #expect(!these.contains(true), "\(kind) '\(pattern)': '\(string)' reads as failing whatever follows")
            default: break
            }
            if let first = verdicts[progress] {
                #expect(first.verdicts == these, "\(kind) '\(pattern)': '\(first.string)' and '\(string)' share \(progress) but differ")
            } else {
                verdicts[progress] = (string, these)
            }
        }
        // Not a trivial congruence: the progresses are few (some per pattern character).
        #expect(verdicts.count <= 2 * pattern.count + 4, "\(kind) '\(pattern)': \(verdicts.count) progresses")
    }

    /// The walk tells apart what AOSP's greedy glob tells apart: `.*1` stops at the first `1`.
    @Test func theGlobsFirstStopIsItsOwnProgress() throws {
        let matcher = try AndroidPatternMatcher("/.*1", kind: .simpleGlob)
        #expect(Self.progress(matcher, "/0") == Self.progress(matcher, "/00"))
        #expect(Self.progress(matcher, "/1") != Self.progress(matcher, "/0"))
        #expect(Self.progress(matcher, "/11") == .none && !matcher.matches("/11") && matcher.matches("/01"))
    }
}
