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
    package var getterRanges: GetterRanges { layout.getterRanges(count: href.utf8.count) }

    /// The origin of the URL laid out as `layout` whose serialization is `href` (well-formed
    /// UTF-8): for a serialization held as bytes (`URLReading.exact`'s input) whose origin is
    /// built, not a run of it (`getterRanges.origin` is nil).
    package static func origin(ofSerialization href: UnsafeBufferPointer<UInt8>, layout: URLLayout) -> String {
        URLRecord(href: String(decoding: href, as: UTF8.self), layout: layout).origin
    }
}

extension URLLayout {
    /// Where `getter`'s value lies in a serialization of `count` bytes laid out as this; nil
    /// for a value that is built (`port`, and `origin` but `scheme://host[:port]` without
    /// credentials). (`URLRecord.utf8Range`, for a serialization held as bytes too.)
    package func utf8Range(_ getter: URLRecord.Getter, count: Int) -> Range<Int>? {
        switch getter {
        case .href: return 0..<count
        case .origin:
            // Without credentials, `scheme://` and the host are one run of `href`.
            switch special {
            case .http, .https, .ws, .wss, .ftp: return hasCredentials ? nil : 0..<pathStart
            case .file, nil: return nil
            }
        case .protocol: return 0..<(schemeEnd + 1)
        case .username: return host == nil ? 0..<0 : authorityStart..<usernameEnd
        case .password: return hasPassword ? (usernameEnd + 1)..<(hostStart - 1) : 0..<0
        case .host: return host == nil ? 0..<0 : hostStart..<pathStart
        case .hostname: return hostStart..<hostEnd
        case .port: return nil
        case .pathname: return pathStart..<pathEnd(count)
        case .search:
            // `?` and the query, or "" when the query is null or empty.
            guard let start = queryStart, queryEnd(count) - start > 1 else { return 0..<0 }
            return start..<queryEnd(count)
        case .hash:
            // `#` and the fragment, or "" when the fragment is null or empty.
            guard let start = fragmentStart, count - start > 1 else { return 0..<0 }
            return start..<count
        }
    }

    /// Every getter's range in a serialization of `count` bytes laid out as this
    /// (`URLRecord.getterRanges`).
    package func getterRanges(count: Int) -> URLRecord.GetterRanges {
        // `utf8Range` gives a range for every getter but `origin` (sometimes) and `port`.
        func range(_ getter: URLRecord.Getter) -> Range<Int> { utf8Range(getter, count: count) ?? 0..<0 }
        return URLRecord.GetterRanges(hash: range(.hash), host: range(.host), hostname: range(.hostname), href: range(.href),
                                      password: range(.password), pathname: range(.pathname), port: portRange ?? 0..<0,
                                      protocol: range(.protocol), search: range(.search), username: range(.username),
                                      origin: utf8Range(.origin, count: count))
    }
}
