extension URLRecord {
    /// Where the value of each getter of the URL API lies in `href`, found in one call: for
    /// writing every component out (`linkproof url --jsonl`'s record) as runs of `href`.
    package struct GetterRanges {
        package var hash, host, hostname, href, password, pathname, port, `protocol`, search, username: Range<Int>
        /// Nil when the origin is built rather than a run of `href` (`utf8Range(.origin)`).
        package var origin: Range<Int>?
    }

    /// Every getter's range in `href` (`utf8Range`), and `port`'s digits, which `href` holds
    /// as the getter gives them (the port in decimal, or "" when it is null).
    package var getterRanges: GetterRanges {
        // `utf8Range` gives a range for every getter but `origin` (sometimes) and `port`.
        func range(_ getter: Getter) -> Range<Int> { utf8Range(getter) ?? 0..<0 }
        return GetterRanges(hash: range(.hash), host: range(.host), hostname: range(.hostname), href: range(.href),
                            password: range(.password), pathname: range(.pathname), port: layout.portRange ?? 0..<0,
                            protocol: range(.protocol), search: range(.search), username: range(.username),
                            origin: utf8Range(.origin))
    }
}
