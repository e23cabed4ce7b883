/// Drafts a link manifest's `android` section from a plain-text `AndroidManifest.xml` (the
/// source file, not the binary XML inside an APK): the package, and every `<intent-filter>`
/// with `<data>` elements, their attributes merged per filter as Android merges them.
///
/// What it cannot read, and says so in its notes: resource references (`@string/host`),
/// manifest placeholders (`${applicationId}`, filled by Gradle), a package set only in
/// Gradle's `namespace`/`applicationId`, and the signing certificates (never in the manifest).
/// Attribute values are unescaped as aapt2 compiles them: `\\.` becomes `\.`, and a lone
/// `\` before another character is dropped (so `\.` becomes `.`, a note says so).
package enum AndroidManifestDraft {
    public struct Draft: Sendable {
        /// The `android` section, as JSON.
        public let section: JSONValue
        /// What could not be read, or was read with a caveat.
        public let notes: [String]
        /// The filters (by name) with a `<data>` value that could not be read: left out,
        /// such a filter accepts more than the app's does (a lost host, any host).
        public let unread: Set<String>
    }

    /// A problem that stops the draft: the XML cannot be read.
    public struct XMLError: Error, Sendable, Equatable, CustomStringConvertible {
        public let offset: Int
        public let message: String
        /// `byte offset N: message`.
        public var description: String { "byte offset \(offset): \(message)" }
    }

    private static let dataAttributes = ["scheme", "host", "port", "path", "pathPrefix", "pathPattern", "pathAdvancedPattern", "pathSuffix"]
    private static let groupPrefixes = ["path", "query", "fragment"]
    private static let kindSuffixes = ["", "Prefix", "Pattern", "AdvancedPattern", "Suffix"]

    public static func draft(_ bytes: [UInt8]) throws(XMLError) -> Draft {
        let elements = try XMLElements.read(bytes)
        var notes: [String] = []
        var package: String?
        var filters: [JSONValue] = []
        var activity = "(no activity)"
        var current: FilterDraft?
        var group: (allow: Bool, members: [String: [String]])?
        var unread: Set<String> = []
        func value(_ raw: String, _ what: String) -> String? {
            if raw.hasPrefix("@") || raw.hasPrefix("?") {
                notes.append("\(what) = \"\(raw)\" is a resource reference: not read (give its value by hand)")
                if let name = current?.name { unread.insert(name) }
                return nil
            }
            if raw.contains("${") {
                notes.append("\(what) = \"\(raw)\" has a manifest placeholder: not read (Gradle fills it)")
                if let name = current?.name { unread.insert(name) }
                return nil
            }
            let compiled = aapt2Unescaped(raw)
            if raw.contains("\\") && !raw.contains("\\\\") {
                notes.append("\(what) = \"\(raw)\": aapt2 drops a lone '\\', so Android sees \"\(compiled)\" (write '\\\\' for a literal escape)")
            }
            return compiled
        }
        for element in elements {
            switch (element.name, element.isEnd) {
            case ("manifest", false):
                package = element.attributes["package"]
            case ("activity", false), ("activity-alias", false):
                activity = element.attributes["android:name"] ?? element.name
            case ("intent-filter", false):
                current = FilterDraft(name: "\(activity)#\(filters.count)", autoVerify: element.attributes["android:autoVerify"] == "true")
            case ("intent-filter", true):
                if let filter = current, !filter.members.isEmpty || !filter.groups.isEmpty { filters.append(filter.json) }
                current = nil
            case ("uri-relative-filter-group", false):
                group = (element.attributes["android:allow"] != "false", [:])
            case ("uri-relative-filter-group", true):
                if let finished = group, !finished.members.isEmpty {
                    current?.groups.append(.object([("allow", .bool(finished.allow))] + finished.members.sorted { $0.key < $1.key }.map { ($0.key, .array($0.value.map(JSONValue.string))) }))
                }
                group = nil
            case ("data", false) where current != nil:
                let where_ = "<data> in \(current!.name)"
                if group != nil {
                    for prefix in groupPrefixes {
                        for suffix in kindSuffixes {
                            let name = prefix + suffix
                            if let raw = element.attributes["android:" + name], let text = value(raw, "\(where_) android:\(name)") { group!.members[name, default: []].append(text) }
                        }
                    }
                    continue
                }
                let host = element.attributes["android:host"].flatMap { value($0, "\(where_) android:host") }
                for name in dataAttributes where name != "host" && name != "port" {
                    if let raw = element.attributes["android:" + name], let text = value(raw, "\(where_) android:\(name)") { current!.members[name, default: []].append(text) }
                }
                if let host {
                    // addDataAuthority(host, port) pairs a host with the port on its own <data>.
                    current!.members["host", default: []].append(host)
                    current!.ports.append(element.attributes["android:port"].flatMap { value($0, "\(where_) android:port") })
                } else if element.attributes["android:port"] != nil {
                    notes.append("\(where_): a port without a host on the same <data> is ignored by Android")
                }
            default:
                break
            }
        }
        if package == nil { notes.append("no package attribute on <manifest>: set 'package' from Gradle's applicationId") }
        notes.append("sha256CertFingerprints is empty: add the signing certificates (keytool -list -v, or Play Console's app signing page)")
        var members: [(key: String, value: JSONValue)] = []
        if let package { members.append(("package", .string(package))) }
        members.append(("sha256CertFingerprints", .array([])))
        members.append(("intentFilters", .array(filters)))
        return Draft(section: .object(members), notes: notes, unread: unread)
    }

    private struct FilterDraft {
        let name: String
        let autoVerify: Bool
        var members: [String: [String]] = [:]
        var ports: [String?] = []
        var groups: [JSONValue] = []

        var json: JSONValue {
            var object: [(key: String, value: JSONValue)] = [("name", .string(name)), ("autoVerify", .bool(autoVerify)), ("routes", .array([]))]
            for name in AndroidManifestDraft.dataAttributes {
                if name == "port" {
                    if ports.contains(where: { $0 != nil }) { object.append(("port", .array(ports.map { $0.map(JSONValue.string) ?? .null }))) }
                } else if let values = members[name] {
                    object.append((name, .array(values.map(JSONValue.string))))
                }
            }
            if !groups.isEmpty { object.append(("uriRelativeFilterGroup", .array(groups))) }
            return .object(object)
        }
    }

    /// An attribute value as aapt2 compiles a string: `\\` is `\`, `\n` and `\t` are a
    /// newline and a tab, `\uXXXX` a character, and `\` before anything else is dropped.
    static func aapt2Unescaped(_ raw: String) -> String {
        var out = ""
        var characters = raw.makeIterator()
        while let character = characters.next() {
            guard character == "\\", let next = characters.next() else { out.append(character); continue }
            switch next {
            case "n": out.append("\n")
            case "t": out.append("\t")
            case "u":
                var hex = ""
                for _ in 0..<4 { if let digit = characters.next() { hex.append(digit) } }
                if let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) { out.unicodeScalars.append(scalar) }
            default: out.append(next)
            }
        }
        return out
    }
}

/// The start and end tags of a plain XML document, in order, with their attributes (entities
/// decoded); text, comments, processing instructions, CDATA and an external DOCTYPE are
/// skipped. A DOCTYPE with an internal subset is refused: its entity declarations would
/// change the text read (an `AndroidManifest.xml` has none), and skipping it to its first `>`
/// would read what it declares as elements. The bytes are UTF-8 or UTF-16 (`XMLText`).
struct XMLElements {
    struct Element {
        let name: String
        let isEnd: Bool
        let attributes: [String: String]
    }

    static func read(_ document: [UInt8]) throws(AndroidManifestDraft.XMLError) -> [Element] {
        let (bytes, isUTF16) = try XMLText.utf8(document)
        do {
            return try elements(bytes)
        } catch where isUTF16 {
            throw AndroidManifestDraft.XMLError(offset: error.offset, message: error.message + " (the offset counts the UTF-8 form of this UTF-16 file)")
        }
    }

    private static func elements(_ bytes: [UInt8]) throws(AndroidManifestDraft.XMLError) -> [Element] {
        var elements: [Element] = []
        var i = 0
        func fail(_ message: String) -> AndroidManifestDraft.XMLError { AndroidManifestDraft.XMLError(offset: i, message: message) }
        func skip(past terminator: String) throws(AndroidManifestDraft.XMLError) {
            let end = Array(terminator.utf8)
            while i + end.count <= bytes.count, !bytes[i..<(i + end.count)].elementsEqual(end) { i += 1 }
            guard i + end.count <= bytes.count else { throw fail("unterminated markup (no '\(terminator)')") }
            i += end.count
        }
        func isNameByte(_ byte: UInt8) -> Bool {
            byte > 0x7F || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || (byte >= 0x30 && byte <= 0x39) || [0x3A, 0x5F, 0x2D, 0x2E].contains(byte)
        }
        /// Past a DOCTYPE's `>` (outside its quoted literals); an internal subset is refused.
        func skipDoctype() throws(AndroidManifestDraft.XMLError) {
            var quote: UInt8?
            i += 9
            while i < bytes.count {
                let byte = bytes[i]
                if let open = quote {
                    if byte == open { quote = nil }
                } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                    quote = byte
                } else if byte == UInt8(ascii: "[") {
                    throw fail("a DOCTYPE with an internal subset ('[…]') is refused: its declarations (entities) would change what is read, and an AndroidManifest.xml has none")
                } else if byte == UInt8(ascii: ">") {
                    i += 1
                    return
                }
                i += 1
            }
            throw fail("unterminated DOCTYPE (no '>')")
        }
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
        func name() -> String {
            let start = i
            while i < bytes.count, isNameByte(bytes[i]) { i += 1 }
            return String(decoding: bytes[start..<i], as: UTF8.self)
        }
        while i < bytes.count {
            guard bytes[i] == UInt8(ascii: "<") else { i += 1; continue }
            if bytes[i...].starts(with: Array("<!--".utf8)) { try skip(past: "-->"); continue }
            if bytes[i...].starts(with: Array("<![CDATA[".utf8)) { try skip(past: "]]>"); continue }
            if bytes[i...].starts(with: Array("<?".utf8)) { try skip(past: "?>"); continue }
            if bytes[i...].starts(with: Array("<!DOCTYPE".utf8)) { try skipDoctype(); continue }
            if bytes[i...].starts(with: Array("<!".utf8)) { throw fail("a markup declaration ('<!') outside a DOCTYPE is not XML") }
            i += 1
            let isEnd = i < bytes.count && bytes[i] == UInt8(ascii: "/")
            if isEnd { i += 1 }
            let tag = name()
            guard !tag.isEmpty else { throw fail("expected a tag name after '<'") }
            var attributes: [String: String] = [:]
            var selfClosed = false
            while true {
                while i < bytes.count, isSpace(bytes[i]) { i += 1 }
                guard i < bytes.count else { throw fail("unterminated tag <\(tag)>") }
                if bytes[i] == UInt8(ascii: ">") { i += 1; break }
                if bytes[i...].starts(with: Array("/>".utf8)) { i += 2; selfClosed = true; break }
                let attribute = name()
                guard !attribute.isEmpty else { throw fail("expected an attribute name in <\(tag)>") }
                while i < bytes.count, isSpace(bytes[i]) { i += 1 }
                guard i < bytes.count, bytes[i] == UInt8(ascii: "=") else { throw fail("expected '=' after \(attribute)") }
                i += 1
                while i < bytes.count, isSpace(bytes[i]) { i += 1 }
                guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") || bytes[i] == UInt8(ascii: "'") else { throw fail("expected a quoted value for \(attribute)") }
                let quote = bytes[i]
                i += 1
                let start = i
                while i < bytes.count, bytes[i] != quote { i += 1 }
                guard i < bytes.count else { throw fail("unterminated value of \(attribute)") }
                attributes[attribute] = decodeEntities(String(decoding: bytes[start..<i], as: UTF8.self))
                i += 1
            }
            elements.append(Element(name: tag, isEnd: isEnd, attributes: attributes))
            if selfClosed { elements.append(Element(name: tag, isEnd: true, attributes: [:])) }
        }
        return elements
    }

    /// `&amp;` `&lt;` `&gt;` `&quot;` `&apos;` and numeric character references.
    static func decodeEntities(_ text: String) -> String {
        guard text.contains("&") else { return text }
        var out = ""
        var rest = Substring(text)
        while let ampersand = rest.firstIndex(of: "&") {
            out += rest[..<ampersand]
            guard let semicolon = rest[ampersand...].firstIndex(of: ";") else { out += rest[ampersand...]; return out }
            let entity = rest[rest.index(after: ampersand)..<semicolon]
            switch entity {
            case "amp": out += "&"
            case "lt": out += "<"
            case "gt": out += ">"
            case "quot": out += "\""
            case "apos": out += "'"
            default:
                let number = entity.hasPrefix("#x") ? UInt32(entity.dropFirst(2), radix: 16) : entity.hasPrefix("#") ? UInt32(entity.dropFirst()) : nil
                if let number, let scalar = Unicode.Scalar(number) { out.unicodeScalars.append(scalar) } else { out += rest[ampersand...semicolon] }
            }
            rest = rest[rest.index(after: semicolon)...]
        }
        return out + rest
    }
}
