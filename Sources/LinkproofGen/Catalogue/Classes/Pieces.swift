import LinkproofCore

/// Small generators the catalogue's classes share.
extension Gen where Value == String {
    /// `text` with each ASCII letter in upper or lower case; the zero choice keeps it lowercase.
    static func caseVariant(of text: String) -> Gen<String> {
        Gen { source in
            String(String.UnicodeScalarView(text.lowercased().unicodeScalars.map { scalar in
                scalar.properties.isLowercase && scalar.isASCII && source.drawBool(probability: 0.5)
                    ? Unicode.Scalar(UInt8(scalar.value) - 0x20) : scalar
            }))
        }
    }

    /// `text` with `piece` inserted before one of its scalars or at its end.
    static func inserting(_ piece: Gen<String>, into text: String) -> Gen<String> {
        let scalars = Array(text.unicodeScalars)
        return scalars.inserting(piece, atOneOf: Array(0...scalars.count))
    }
}

extension TargetLink {
    /// `scheme://` and everything after the host (port, path, query), around a new host.
    func link(withHost newHost: String) -> String {
        template.scheme + "://" + newHost + afterScheme.dropFirst(host.count)
    }

    /// The link with `query` (no `?` or `&`) added as its last query item (before the
    /// fragment a template reads).
    func link(appending query: String) -> String {
        let fragmentStart = template.fragment == nil ? link.endIndex : link.firstIndex(of: "#") ?? link.endIndex
        let beforeFragment = link[..<fragmentStart]
        return beforeFragment + (beforeFragment.contains("?") ? "&" : "?") + query + link[fragmentStart...]
    }
}

/// Long dynamic links as the documents build them, for classes that nest a link.
enum DynamicLinkComponentsText {
    /// `<prefix>/?link=<nested, encoded>` and, when given, more parameters after it.
    static func longLink(_ nested: String, on prefix: DynamicLinkPrefix, extra: String = "") -> String {
        DynamicLinkComponents(link: nested, domainURIPrefix: prefix).url + extra
    }
}
