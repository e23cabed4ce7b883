import LinkproofCore
import Testing

@Test func terminalTextEscapesWhatATerminalWouldActOn() {
    #expect(TerminalText.escaped("plain https://a.example/é?q=1 ü") == "plain https://a.example/é?q=1 ü")
    #expect(TerminalText.escaped("a\u{1B}[31mb\u{07}c\u{7F}d\u{9B}e\r\n\tf") == #"a\u{1B}[31mb\u{7}c\u{7F}d\u{9B}e\u{D}\u{A}\u{9}f"#)
    #expect(TerminalText.escaped("\u{202E}exe.txt\u{2066}\u{200B}\u{00A0}\u{2028}") == #"\u{202E}exe.txt\u{2066}\u{200B}\u{A0}\u{2028}"#)
    #expect(TerminalText.escaped("one\u{1B}\ntwo\tcolumn", layout: .lines) == "one\\u{1B}\ntwo\tcolumn")
}

@Test func terminalTextShowsBytesThatAreNotUTF8() {
    #expect(TerminalText.escaped(bytes: Array("ab".utf8) + [0xFF, 0xC3] + Array("cd\u{1B}é".utf8)) == #"ab\xFF\xC3cd\u{1B}é"#)
    #expect(TerminalText.firstInvalidUTF8Offset(Array("ab".utf8) + [0xE2, 0x82] + Array("x".utf8)) == 2)
    #expect(TerminalText.firstInvalidUTF8Offset(Array("ab€".utf8)) == nil)
    #expect(TerminalText.firstInvalidUTF8Offset([0xED, 0xA0, 0x80]) == 0)  // a surrogate's encoding
}

@Test func aLineFeedInOneFieldIsEscapedEvenInPlainASCII() {
    #expect(TerminalText.escaped("a\nb") == #"a\u{A}b"#)
    #expect(TerminalText.escaped("a\nb", layout: .lines) == "a\nb")
}
