import LinkproofCore
import LinkproofURL

/// The route and values a link's shape names, read off the manifest's templates with no
/// check of the values: what the link means when the strict policy refuses it only for its
/// values (a type the value does not satisfy, an escape that is not UTF-8, an encoded `/`
/// inside a segment, a parameter without `=`). A path segment's value is the segment decoded
/// once; a query parameter's value is its first item's, decoded once (what WHATWG's
/// `URLSearchParams.get` reads); a fragment parameter's (a template with `#…`) is its segment
/// of the fragment split on `/`, decoded once.
struct TemplateMeaning {
    let route: Route
    let parameters: [String: String]

    /// The first template of `manifest` that `record` (the plain form of the link, its host
    /// without a trailing dot) fills; nil when none does. The templates are tried in the
    /// parser's order: those on the link's host, then (`shapes`,
    /// `AppLinkForms.anyHostShapes(for:)`, none for a declared host) each shape's on any host
    /// in turn, the longest first: the meaning is read where the parser reads it.
    init?(_ record: URLRecord, host: String, shapes: [AnyHost], in manifest: LinkManifest) {
        let scheme = String(record.scheme).lowercased()
        // The segments as written first (`/users//statuses/1` names an empty user, `/products/`
        // an empty product), then without empty ones (`/products/1/` is product 1).
        let written = record.pathSegments.map { TemplateMeaning.decoded($0) }
        let candidates = [written, written.filter { !$0.isEmpty }]
        let items = (record.query ?? "").split(separator: "&").map { item in
            let parts = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            return (name: TemplateMeaning.decoded(parts[0]), value: parts.count > 1 ? TemplateMeaning.decoded(parts[1]) : "")
        }
        // The templates on the link's own host (shape nil; a custom scheme's host too), then
        // each shape's in turn.
        let groups: [AnyHost?] = [nil] + shapes
        let tried = groups.flatMap { shape in
            manifest.routes.flatMap { route in
                route.templates.filter { template in
                    template.scheme == scheme && template.anyHost == shape && (shape != nil || template.host == host.lowercased())
                        && (template.port == nil || template.port == record.portNumber)
                }.map { (route: route, template: $0) }
            }
        }
        for segments in candidates {
            for (route, template) in tried where template.path.count == segments.count {
                var parameters: [String: String] = [:]
                func fills(_ piece: RouteTemplate.Piece, with value: String) -> Bool {
                    switch piece {
                    case .literal(let literal): return route.caseSensitive ? literal == value : literal.lowercased() == value.lowercased()
                    case .parameter(let name):
                        parameters[name] = value
                        return true
                    }
                }
                guard zip(template.path, segments).allSatisfy(fills),
                      template.query.allSatisfy({ query in items.first { $0.name == query.name }.map { fills(query.value, with: $0.value) } ?? false }),
                      TemplateMeaning.fragmentSegments(record.fragment, of: template).map({ zip(template.fragment ?? [], $0).allSatisfy(fills) }) ?? false
                else { continue }
                self.route = route
                self.parameters = parameters
                return
            }
        }
        return nil
    }

    /// The fragment's segments decoded once, as many as the template's fragment has (none for
    /// a template that ignores the fragment); nil when the fragment does not have that shape.
    static func fragmentSegments(_ fragment: Substring?, of template: RouteTemplate) -> [String]? {
        guard let pieces = template.fragment else { return [] }
        guard var fragment, fragment.hasPrefix("/") == template.fragmentStartsWithSlash else { return nil }
        if template.fragmentStartsWithSlash { fragment = fragment.dropFirst() }
        // (An empty fragment has no segment, as an empty path has none.)
        let segments = fragment.isEmpty ? [] : fragment.split(separator: "/", omittingEmptySubsequences: false).map { decoded($0) }
        return segments.count == pieces.count ? segments : nil
    }

    /// `text` with its escapes decoded once (bytes that are not UTF-8 become U+FFFD).
    static func decoded(_ text: Substring) -> String {
        var bytes: [UInt8] = []
        var index = text.utf8.startIndex
        while index < text.utf8.endIndex {
            let byte = text.utf8[index]
            if byte == UInt8(ascii: "%"), let end = text.utf8.index(index, offsetBy: 3, limitedBy: text.utf8.endIndex),
               let value = UInt8(String(text[text.utf8.index(after: index)..<end]), radix: 16) {
                bytes.append(value)
                index = end
            } else {
                bytes.append(byte)
                index = text.utf8.index(after: index)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
