/// The layout's invariants, checked where a layout meets its serialization (`URLRecord.init`,
/// `URLParser.read`) in debug builds and fuzz builds (`LINKPROOF_CHECK_INVARIANTS`, which
/// Scripts/fuzz-common.sh and .clusterfuzzlite/build.sh define); a release build compiles
/// the check to nothing.
extension URLLayout {
    /// Traps unless this layout describes `href`: the offsets are ordered and inside it, each
    /// component is set off by the delimiters the serialization puts around it and holds none
    /// that would end it, and the flags agree with the bytes.
    func checkInvariants(_ href: UnsafeBufferPointer<UInt8>) {
        #if DEBUG || LINKPROOF_CHECK_INVARIANTS
        let count = href.count
        func check(_ condition: Bool, _ invariant: @autoclosure () -> String) {
            precondition(condition, "URLLayout of \(String(decoding: href, as: UTF8.self)): \(invariant())")
        }
        func byte(_ index: Int, is character: Unicode.Scalar) -> Bool {
            index >= 0 && index < count && href[index] == UInt8(ascii: character)
        }
        func range(_ range: Range<Int>, lacks delimiters: String) -> Bool {
            !href[range].contains { delimiters.utf8.contains($0) }
        }
        let pathEnd = pathEnd(count), queryEnd = queryEnd(count)
        check(href.allSatisfy { $0 < 0x80 }, "the serialization is ASCII")
        check(schemeEnd >= 1 && byte(schemeEnd, is: ":"), "the scheme is non-empty and ends at ':'")
        check(SpecialScheme(lowercasing: UnsafeBufferPointer(rebasing: href[..<schemeEnd])) == special, "special says which scheme it is")
        check(schemeEnd < usernameEnd && usernameEnd <= hostStart && hostStart <= hostEnd && hostEnd <= pathStart
              && pathStart <= pathEnd && pathEnd <= queryEnd && queryEnd <= count, "the offsets are ordered and inside href")
        if let host {
            check(byte(schemeEnd + 1, is: "/") && byte(schemeEnd + 2, is: "/"), "'//' comes before the authority")
            check(usernameEnd >= authorityStart, "the username starts after '//'")
            if hostStart > authorityStart {
                check(byte(hostStart - 1, is: "@") && (usernameEnd == hostStart - 1 || byte(usernameEnd, is: ":")),
                      "credentials end with '@', a password starts at ':'")
            } else {
                check(usernameEnd == hostStart, "no credentials: the host starts after '//'")
            }
            check((host == .empty) == (hostStart == hostEnd), "only an empty host is empty")
            check(host != .ipv6 || (byte(hostStart, is: "[") && byte(hostEnd - 1, is: "]")), "an IPv6 host is in brackets")
            check(host == .ipv6 || range(hostStart..<hostEnd, lacks: ":/?#@"), "the host holds no delimiter")
            if let port {
                check(byte(hostEnd, is: ":") && href[(hostEnd + 1)..<pathStart].elementsEqual(String(port).utf8),
                      "the port is ':' and its decimal digits")
                check(port != special?.defaultPort, "the scheme's default port is null")
            } else {
                check(hostEnd == pathStart, "no port: the path follows the host")
            }
        } else {
            check(usernameEnd == schemeEnd + 1 && hostStart == usernameEnd && hostEnd == usernameEnd && port == nil,
                  "no host: no credentials, host or port")
            check(pathStart == schemeEnd + 1 || (pathStart == schemeEnd + 3 && byte(schemeEnd + 1, is: "/") && byte(schemeEnd + 2, is: ".")),
                  "no host: the path follows the scheme, or '/.'")
        }
        check(!hasOpaquePath || host == nil, "an opaque path has no host")
        check(hasOpaquePath || pathStart == pathEnd || byte(pathStart, is: "/"), "a path of segments starts with '/'")
        check(special == nil || pathStart < pathEnd, "a special URL's path is not empty")
        check(range(pathStart..<pathEnd, lacks: "?#"), "the path holds no '?' or '#'")
        if let queryStart {
            check(byte(queryStart, is: "?") && queryStart == pathEnd, "the query follows the path's '?'")
            check(range((queryStart + 1)..<queryEnd, lacks: "#"), "the query holds no '#'")
        }
        if let fragmentStart {
            check(byte(fragmentStart, is: "#") && fragmentStart == queryEnd, "the fragment follows the path or query's '#'")
        }
        #endif
    }
}
