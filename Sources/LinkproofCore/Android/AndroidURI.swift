/// A URI string as `android.net.Uri.parse` reads it: AOSP's `Uri.StringUri` and
/// `AbstractHierarchicalUri` (`core/java/android/net/Uri.java`, read at
/// `aosp-mirror/platform_frameworks_base` commit 0022c781b4f61cfe74468d19b6a84622593e6818, the
/// code Android 12 to 15 ship): `findSchemeSeparator`, `findFragmentSeparator`, `parseScheme`,
/// `parseAuthority`, `parsePath`, `parseQuery`, `parseFragment`, `parseHost`, `parsePort`,
/// `findPortSeparator`, and `Uri.decode` (libcore's `UriCodec.decode` without `+` → space).
///
/// It is not a URL parser and validates nothing, which is the point: the scheme is everything
/// before the first `:` wherever it is, `\` ends the authority as `/` does, the host comes
/// after the **last** `@`, a port is read only when every character after the last `:` is an
/// ASCII digit, and a URI without an explicit port has port -1 (never 443).
package struct AndroidURI: Sendable, Equatable {
    /// The URI as given.
    private let string: String
    /// The URI's UTF-16 code units, when it is not all ASCII; nil when it is, for then its
    /// UTF-8 bytes are its code units, and the scheme, host and port every filter reads are
    /// read from those bytes (issue 43: the array of code units, made and freed for every
    /// link, was about 1,000 instructions of a line).
    private let wideText: AndroidURIText?
    /// `findSchemeSeparator()`: the first `:` anywhere, or -1.
    private let schemeSeparator: Int
    /// Where `getHost()` is in the URI (`parseHost`): the authority after its last `@` and
    /// before the port separator; nil without an authority.
    private let hostRange: Range<Int>?
    /// The host decoded, when it has a `%` to decode (else it is `hostRange`'s units as
    /// they are).
    private let decodedHost: [UInt16]?
    /// `getPort()` (`parsePort`): the digits after the port separator as `Integer.parseInt`
    /// reads them, or -1 (no separator, no digits, or more than `Int32` holds).
    public let port: Int32
    /// Whether `getScheme()` is ASCII (or absent): then a scheme compares with an ASCII one
    /// code unit by code unit (`hasScheme(_:units:)`).
    private let schemeIsASCII: Bool

    /// The URI `string` is, with its scheme, host and port read once, as code units: every
    /// intent filter of an app, and every authority of each, compares them (issue 43), and
    /// none of them needs a `String`. Positions, not slices, are kept: a slice holds its
    /// array, and each would be retained again with every copy of the URI.
    public init(_ string: String) {
        self.string = string
        let ascii = string.withUTF8Bytes { bytes in
            var high: UInt8 = 0
            for byte in bytes { high |= byte }
            return high < 0x80
        }
        if ascii {
            wideText = nil
            (schemeSeparator, hostRange, decodedHost, port) = Self.withASCIIUnits(of: string, Self.head)
            schemeIsASCII = true
        } else {
            let text = AndroidURIText(string)
            wideText = text
            (schemeSeparator, hostRange, decodedHost, port) = Self.head(of: text.units)
            schemeIsASCII = text.schemeUnits?.allSatisfy { $0 < 0x80 } ?? true
        }
    }

    /// What `init` reads of `units`: the scheme separator, the host's place, the host decoded
    /// when it has a `%`, and the port.
    private static func head<Units: RandomAccessCollection<UInt16>>(of units: Units)
        -> (schemeSeparator: Int, hostRange: Range<Int>?, decodedHost: [UInt16]?, port: Int32) where Units.Index == Int
    {
        let schemeSeparator = units.firstIndex(of: AndroidURIText.colon) ?? -1
        guard let authority = AndroidURIText.authorityRange(of: units, schemeSeparator: schemeSeparator) else {
            return (schemeSeparator, nil, nil, -1)
        }
        let hostRange = AndroidURIText.hostRange(units[authority])
        let host = units[hostRange]
        let decodedHost = host.contains(AndroidURIText.percent) ? AndroidURIText.decodedUnits(Array(host)[...]) : nil
        return (schemeSeparator, hostRange, decodedHost, AndroidURIText.port(units[authority]))
    }

    /// `body` given the code units of `string`, which is all ASCII: its UTF-8 bytes, widened
    /// as they are read.
    private static func withASCIIUnits<Result>(
        of string: String, _ body: (LazyMapCollection<UnsafeBufferPointer<UInt8>, UInt16>) -> Result
    ) -> Result {
        string.withUTF8Bytes { body($0.lazy.map(UInt16.init)) }
    }

    /// The URI's UTF-16 reading, for the parts read when they are asked for (an ASCII URI's
    /// is made then).
    private var text: AndroidURIText { wideText ?? AndroidURIText(string) }

    /// `getScheme()`'s code units: everything before the first `:`; nil without one.
    var schemeUnits: ArraySlice<UInt16>? { text.schemeUnits }
    /// `getHost()`'s code units (`parseHost`), decoded.
    var hostUnits: ArraySlice<UInt16>? {
        guard let hostRange else { return nil }
        return decodedHost?[...] ?? text.units[hostRange]
    }

    /// Whether `getHost()` is `other` ignoring case as Java's `equalsIgnoreCase` does, or,
    /// when `suffix`, ends with it (`AuthorityEntry.match`); false without a host.
    func host(equalsIgnoringCase other: [UInt16], suffix: Bool) -> Bool {
        guard let hostRange else { return false }
        func compare(_ units: some BidirectionalCollection<UInt16>) -> Bool {
            if suffix {
                if units.count < other.count { return false }
                return JavaText.equalsIgnoringCase(units.suffix(other.count), other)
            }
            return JavaText.equalsIgnoringCase(units, other)
        }
        if let decodedHost { return compare(decodedHost) }
        if let wideText { return compare(wideText.units[hostRange]) }
        return Self.withASCIIUnits(of: string) { compare($0[hostRange]) }
    }

    /// `getScheme()`: everything before the first `:`, unchecked; nil without one.
    public var scheme: String? { schemeUnits.map(AndroidURIText.string) }
    /// `getHost()` (`parseHost`): the authority after its last `@` and before the port
    /// separator, decoded.
    public var host: String? { hostUnits.map(AndroidURIText.string) }

    /// Whether `getScheme()` is `scheme` (nil compares as ""), as `String`'s `==` compares
    /// them: code unit by code unit when both are ASCII (where canonical equivalence is
    /// identity), through `String` otherwise.
    ///
    /// `units` are `scheme`'s code units when it is ASCII (worked out once for a filter's
    /// schemes, which every URI is compared with; `asciiUnits(of:)`), nil when it is not.
    func hasScheme(_ scheme: String, units: [UInt16]?) -> Bool {
        guard let units, schemeIsASCII else { return (self.scheme ?? "") == scheme }
        if schemeSeparator < 0 { return units.isEmpty }
        if let wideText { return wideText.units[..<schemeSeparator].elementsEqual(units) }
        return Self.withASCIIUnits(of: string) { $0[..<schemeSeparator].elementsEqual(units) }
    }

    /// `text`'s code units when it is ASCII; nil otherwise (`hasScheme(_:units:)`).
    static func asciiUnits(of text: String) -> [UInt16]? {
        text.utf8.allSatisfy { $0 < 0x80 } ? text.utf8.map(UInt16.init) : nil
    }

    /// `isHierarchical()`: relative, or a `/` right after the scheme's `:`.
    public var isHierarchical: Bool { text.isHierarchical }
    /// `getEncodedAuthority()` (`parseAuthority`): after `//`, up to `/`, `\`, `?` or `#`.
    public var encodedAuthority: String? { text.encodedAuthority }
    /// `getEncodedPath()` (`parsePath`).
    public var encodedPath: String? { text.encodedPath }
    /// `getPath()`: the encoded path, decoded (read when asked: only a link a filter's
    /// authority accepts gets that far).
    public var path: String? { text.path }
    /// `getEncodedQuery()`: after the first `?` and before the fragment.
    public var encodedQuery: String? { text.encodedQuery }
    /// `getQuery()`: the encoded query, decoded.
    public var query: String? { text.query }
    /// `getEncodedFragment()`: after the first `#`.
    public var encodedFragment: String? { text.encodedFragment }
    /// `getFragment()`: the encoded fragment, decoded.
    public var fragment: String? { text.fragment }

    /// `Uri.decode` of `encoded` (`AndroidURIText.decode`).
    static func decode(_ encoded: ArraySlice<UInt16>) -> String { AndroidURIText.decode(encoded) }
}

/// AOSP's `Uri` methods over a string's UTF-16 units, the scheme separator found once and
/// each other part read when it is asked for (`AndroidURI` asks for the ones every intent
/// filter reads once).
private struct AndroidURIText: Sendable, Equatable {
    /// The string as given, in UTF-16 code units.
    let units: [UInt16]
    /// `findSchemeSeparator()`: the first `:` anywhere, or -1.
    let schemeSeparator: Int

    init(_ string: String) {
        units = Self.units(of: string)
        schemeSeparator = units.firstIndex(of: Self.colon) ?? -1
    }

    /// `string`'s UTF-16 code units. Most URIs are ASCII, whose UTF-8 bytes are their code
    /// units: widening those bytes takes a few instructions a byte, where the `utf16` view's
    /// generic copy took about 80 (issue 43).
    private static func units(of string: String) -> [UInt16] {
        let widened = string.withUTF8Bytes { utf8 -> (units: [UInt16], ascii: Bool) in
            // One pass: widen every byte, and collect the high bits to tell ASCII.
            var high: UInt8 = 0
            let units = [UInt16](unsafeUninitializedCapacity: utf8.count) { buffer, count in
                for index in 0..<utf8.count {
                    high |= utf8[index]
                    buffer[index] = UInt16(utf8[index])
                }
                count = utf8.count
            }
            return (units, high < 0x80)
        }
        return widened.ascii ? widened.units : Array(string.utf16)
    }

    static let colon = UInt16(UInt8(ascii: ":"))
    private static let slash = UInt16(UInt8(ascii: "/"))
    private static let backslash = UInt16(UInt8(ascii: "\\"))
    private static let question = UInt16(UInt8(ascii: "?"))
    private static let hash = UInt16(UInt8(ascii: "#"))
    private static let at = UInt16(UInt8(ascii: "@"))
    static let percent = UInt16(UInt8(ascii: "%"))

    /// `indexOf(c, from)` with Java's rule that a negative start is 0.
    private func index(of unit: UInt16, from start: Int) -> Int? {
        let start = max(0, start)
        guard start < units.count else { return nil }
        return units[start...].firstIndex(of: unit)
    }

    /// `findFragmentSeparator()`: the first `#` from the scheme separator on.
    private var fragmentSeparator: Int? { index(of: Self.hash, from: schemeSeparator) }

    /// `getScheme()`'s units: everything before the first `:`, unchecked; nil without one.
    var schemeUnits: ArraySlice<UInt16>? {
        schemeSeparator < 0 ? nil : units[..<schemeSeparator]
    }

    /// `isHierarchical()`: relative, or a `/` right after the scheme's `:`.
    var isHierarchical: Bool {
        let ssi = schemeSeparator
        if ssi < 0 { return true }
        return ssi + 1 < units.count && units[ssi + 1] == Self.slash
    }

    /// `parseAuthority`'s units: after `//`, up to `/`, `\\`, `?` or `#`; nil without `//`.
    var authority: ArraySlice<UInt16>? {
        Self.authorityRange(of: units, schemeSeparator: schemeSeparator).map { units[$0] }
    }

    /// Where `parseAuthority` finds the authority in `units`, whose scheme separator is at
    /// `ssi` (-1 without one); nil without `//`.
    static func authorityRange<Units: RandomAccessCollection<UInt16>>(of units: Units, schemeSeparator ssi: Int) -> Range<Int>?
    where Units.Index == Int {
        guard units.count > ssi + 2, units[ssi + 1] == slash, units[ssi + 2] == slash else { return nil }
        var end = ssi + 3
        while end < units.count {
            let unit = units[end]
            if unit == slash || unit == backslash || unit == question || unit == hash { break }
            end += 1
        }
        return (ssi + 3)..<end
    }

    /// `getEncodedAuthority()` (`parseAuthority`): after `//`, up to `/`, `\\`, `?` or `#`.
    var encodedAuthority: String? { authority.map(Self.string) }

    /// `parseHost` of `authority`: where the host is, after its last `@` and before the port
    /// separator (still encoded).
    static func hostRange<Units: BidirectionalCollection<UInt16>>(_ authority: Units) -> Range<Int> where Units.Index == Int {
        let start = authority.lastIndex(of: at).map { $0 + 1 } ?? authority.startIndex
        return start..<(portSeparator(authority) ?? authority.endIndex)
    }

    /// `parsePort` of `authority`: the digits after the port separator as `Integer.parseInt`
    /// reads them, or -1 (no separator, no digits, or more than `Int32` holds).
    static func port<Units: BidirectionalCollection<UInt16>>(_ authority: Units) -> Int32 where Units.Index == Int {
        guard let separator = portSeparator(authority) else { return -1 }
        return JavaText.parseInt(authority[(separator + 1)...]) ?? -1
    }

    /// `findPortSeparator`: scanning back from the end, the `:` reached before any character
    /// that is not an ASCII digit.
    private static func portSeparator<Units: BidirectionalCollection<UInt16>>(_ authority: Units) -> Int? where Units.Index == Int {
        // Counted down by hand: `indices.reversed()` of a slice of an ASCII URI's widened
        // bytes went through the standard library's unspecialized `Slice.indices`, about 950
        // instructions a URI.
        var index = authority.endIndex
        while index > authority.startIndex {
            index -= 1
            let unit = authority[index]
            if unit == colon { return index }
            if unit < 0x30 || unit > 0x39 { return nil }
        }
        return nil
    }

    /// `getEncodedPath()` (`parsePath`): nil for an opaque URI; after an authority, from its
    /// first `/` or `\` ("" when `?` or `#` comes first); up to `?` or `#`.
    var encodedPath: String? {
        let ssi = schemeSeparator
        if ssi > -1 {
            // Opaque: nothing after the ':', or no '/' right after it.
            guard ssi + 1 < units.count, units[ssi + 1] == Self.slash else { return nil }
        }
        var pathStart: Int
        if units.count > ssi + 2, units[ssi + 1] == Self.slash, units[ssi + 2] == Self.slash {
            pathStart = ssi + 3
            while pathStart < units.count {
                let unit = units[pathStart]
                if unit == Self.question || unit == Self.hash { return "" }
                if unit == Self.slash || unit == Self.backslash { break }
                pathStart += 1
            }
        } else {
            pathStart = ssi + 1
        }
        var pathEnd = pathStart
        while pathEnd < units.count, units[pathEnd] != Self.question, units[pathEnd] != Self.hash { pathEnd += 1 }
        return Self.string(units[pathStart..<pathEnd])
    }

    /// `getPath()`: the encoded path, decoded.
    var path: String? { encodedPath.map { Self.decode(Array($0.utf16)[...]) } }

    /// `getEncodedQuery()` (`parseQuery`): after the first `?` from the scheme separator on,
    /// up to the fragment; nil when the `#` comes first.
    var encodedQuery: String? {
        guard let qsi = index(of: Self.question, from: schemeSeparator) else { return nil }
        guard let fsi = fragmentSeparator else { return Self.string(units[(qsi + 1)...]) }
        if fsi < qsi { return nil }
        return Self.string(units[(qsi + 1)..<fsi])
    }

    /// `getQuery()`: the encoded query, decoded (`+` stays `+`).
    var query: String? { encodedQuery.map { Self.decode(Array($0.utf16)[...]) } }

    /// `getEncodedFragment()` (`parseFragment`): everything after the fragment separator.
    var encodedFragment: String? {
        fragmentSeparator.map { Self.string(units[($0 + 1)...]) }
    }

    /// `getFragment()`: the encoded fragment, decoded.
    var fragment: String? { encodedFragment.map { Self.decode(Array($0.utf16)[...]) } }

    /// `units` as a `String`. Most URIs are ASCII, whose code units are their UTF-8 bytes:
    /// decoding those as UTF-8 takes the standard library's fast path, where decoding UTF-16
    /// took its generic one (issue 43: most of an Android decision's instructions).
    static func string(_ units: ArraySlice<UInt16>) -> String {
        guard units.allSatisfy({ $0 < 0x80 }) else { return String(decoding: units, as: UTF16.self) }
        return String(decoding: units.map { UInt8(truncatingIfNeeded: $0) }, as: UTF8.self)
    }

    /// `Uri.decode(s)`: libcore's `UriCodec.decode(s, convertPlus: false, UTF_8,
    /// throwOnFailure: false)`, ported from `appendDecoded` and `flushDecodingByteAccumulator`.
    /// Runs of `%XX` are decoded as UTF-8, each malformed sequence becoming U+FFFD. A `%` not
    /// followed by two hex digits writes U+FFFD, **consumes** the character that was not a hex
    /// digit, and still queues the byte read so far (AOSP's `break` leaves only the inner
    /// loop): `%zz` decodes to U+FFFD, U+0000, `z`. A `%` cut short by the end writes U+FFFD.
    static func decode(_ encoded: ArraySlice<UInt16>) -> String { string(decodedUnits(encoded)[...]) }

    /// `decode(_:)`'s code units.
    static func decodedUnits(_ encoded: ArraySlice<UInt16>) -> [UInt16] {
        var out: [UInt16] = []
        var bytes: [UInt8] = []
        func flush() {
            guard !bytes.isEmpty else { return }
            out.append(contentsOf: String(decoding: bytes, as: UTF8.self).utf16)
            bytes.removeAll(keepingCapacity: true)
        }
        var i = encoded.startIndex
        decoding: while i < encoded.endIndex {
            let c = encoded[i]
            i += 1
            guard c == UInt16(UInt8(ascii: "%")) else {
                flush()
                out.append(c)
                continue
            }
            var hexValue: UInt8 = 0
            for _ in 0..<2 {
                guard i < encoded.endIndex else {
                    // Unexpected end of input.
                    flush()
                    out.append(0xFFFD)
                    break decoding
                }
                let next = encoded[i]
                i += 1
                guard let digit = Self.hexDigit(next) else {
                    flush()
                    out.append(0xFFFD)
                    break
                }
                hexValue = hexValue &* 0x10 &+ digit
            }
            bytes.append(hexValue)
        }
        flush()
        return out
    }

    private static func hexDigit(_ unit: UInt16) -> UInt8? {
        switch unit {
        case 0x30...0x39: UInt8(unit - 0x30)
        case 0x41...0x46: UInt8(unit - 0x41 + 10)
        case 0x61...0x66: UInt8(unit - 0x61 + 10)
        default: nil
        }
    }
}
