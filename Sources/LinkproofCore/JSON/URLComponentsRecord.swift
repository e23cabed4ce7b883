import LinkproofURL

/// The JSON object of a parsed URL that `linkproof url --json` and `--jsonl` write: its
/// `base`, every getter of the URL API and its `input`, keys sorted, then its validation errors:
/// `{"base","hash","host","hostname","href","input","origin","password","pathname","port",
/// "protocol","search","username","validationErrors":[{"code","offset"}]}`.
///
/// Written for every line of a batch, so in one go (`JSONWriter.write(room:_:)`): one check for
/// room for the whole object, the keys copied as literals, and every component a run of `href`
/// (`URLRecord.getterRanges`), whose bytes are looked at once for one to escape (nearly every
/// `href` has none) and then copied as they are.
package enum URLComponentsRecord {
    /// The most bytes of the object that are not its strings' content: the keys with their
    /// quotes, colons and commas, and the brackets (152 bytes), a pair of quotes for each of
    /// the 11 components (22) and `null` for a missing base.
    private static let frame = 200
    /// The most bytes of one validation error's object but its code: `,{"code":"","offset":N}`.
    private static let validationErrorFrame = 22 + JSONOutputCursor.decimalRoom

    /// Writes the object of `parsed`, parsed from `input` (well-formed UTF-8) against `base`,
    /// into a compact writer at its top level.
    package static func write(_ parsed: ParsedURL, input: UnsafeBufferPointer<UInt8>, base: String?, to writer: inout JSONWriter) {
        let url = parsed.url
        let ranges = url.getterRanges
        var href = url.href
        href.withUTF8 { href in
            write(href: href, ranges: ranges, builtOrigin: ranges.origin == nil ? url.origin : nil,
                  validationErrors: parsed.validationErrors, input: input, inputIsHref: parsed.isInputItself, base: base, to: &writer)
        }
    }

    /// Writes the object of `input` (well-formed UTF-8), parsed without a base, when it is its
    /// own serialization (`URLReading.exact(layout)`): `href` is `input`'s bytes, written from
    /// them with no `String` made, and there are no validation errors. `inputIsPlain`: the
    /// caller found it has nothing to escape (`JSONEscaping.isPlain`); nil when it did not look.
    package static func write(exact layout: URLLayout, input: UnsafeBufferPointer<UInt8>, inputIsPlain: Bool?, to writer: inout JSONWriter) {
        let ranges = layout.getterRanges(count: input.count)
        write(href: input, hrefIsPlain: inputIsPlain, ranges: ranges,
              builtOrigin: ranges.origin == nil ? URLRecord.origin(ofSerialization: input, layout: layout) : nil,
              validationErrors: URLValidationErrors(), input: input, inputIsHref: true, base: nil, to: &writer)
    }

    /// Writes the object of a URL whose serialization is `href` (ASCII), its getters' values
    /// at `ranges` in it but `origin` when that is `builtOrigin`. `hrefIsPlain`: whether `href`
    /// has nothing to escape, when the caller knows (else it is looked at here, once).
    /// `inputIsHref`: `input` is `href`'s bytes, so its look is the same.
    private static func write(href: UnsafeBufferPointer<UInt8>, hrefIsPlain: Bool? = nil, ranges: URLRecord.GetterRanges,
                              builtOrigin: String?, validationErrors: URLValidationErrors, input: UnsafeBufferPointer<UInt8>,
                              inputIsHref: Bool = false, base: String?, to writer: inout JSONWriter) {
        var builtOrigin = builtOrigin ?? ""
        var base = base
        let plain = hrefIsPlain ?? JSONEscaping.isPlain(href)
        builtOrigin.withUTF8 { builtOrigin in
            // Each of the 11 components is at most `href`.
            var room = frame + 11 * (plain ? href.count : JSONEscaping.room(forQuoting: href.count))
            room += JSONEscaping.room(forQuoting: input.count) + JSONEscaping.room(forQuoting: builtOrigin.count)
            if let base { room += JSONEscaping.room(forQuoting: base.utf8.count) }
            for error in validationErrors { room += validationErrorFrame + error.code.rawValue.utf8.count }
            writer.write(room: room) { cursor in
                @inline(__always) func component(_ key: StaticString, _ range: Range<Int>) {
                    cursor.put(key)
                    let value = UnsafeBufferPointer(rebasing: href[range])
                    if plain { cursor.putQuoted(plain: value) } else { cursor.putQuoted(value) }
                }
                cursor.put("{\"base\":")
                if base != nil {
                    base!.withUTF8 { cursor.putQuoted($0) }
                } else {
                    cursor.put("null")
                }
                component(",\"hash\":", ranges.hash)
                component(",\"host\":", ranges.host)
                component(",\"hostname\":", ranges.hostname)
                component(",\"href\":", ranges.href)
                cursor.put(",\"input\":")
                if inputIsHref && plain { cursor.putQuoted(plain: input) } else { cursor.putQuoted(input) }
                if let origin = ranges.origin {
                    component(",\"origin\":", origin)
                } else {
                    cursor.put(",\"origin\":")
                    cursor.putQuoted(builtOrigin)
                }
                component(",\"password\":", ranges.password)
                component(",\"pathname\":", ranges.pathname)
                component(",\"port\":", ranges.port)
                component(",\"protocol\":", ranges.protocol)
                component(",\"search\":", ranges.search)
                component(",\"username\":", ranges.username)
                cursor.put(",\"validationErrors\":[")
                var first = true
                for error in validationErrors {
                    cursor.put(first ? "{\"code\":" : ",{\"code\":")
                    first = false
                    var code = error.code.rawValue
                    code.withUTF8 { cursor.putQuoted($0) }
                    cursor.put(",\"offset\":")
                    cursor.putDecimal(error.offset)
                    cursor.put(UInt8(ascii: "}"))
                }
                cursor.put("]}")
            }
        }
    }
}
