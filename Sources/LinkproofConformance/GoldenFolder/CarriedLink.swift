import LinkproofCore
import LinkproofURL

/// The link a carrier hands the app, read off what the carrier holds (S004-06, `setup.carried`):
/// carriers write one link differently, and the system decodes each form before the app sees
/// it, so the decision is checked on what each carrier really delivers.
enum CarriedLink {
    /// The NFC Forum URI Record Type Definition's identifier codes 0x00–0x23: the first byte of
    /// a URI record abbreviates the start of the URI (0x00: nothing).
    static let nfcURIPrefixes = [
        "", "http://www.", "https://www.", "http://", "https://", "tel:", "mailto:", "ftp://anonymous:anonymous@", "ftp://ftp.",
        "ftps://", "sftp://", "smb://", "nfs://", "ftp://", "dav://", "news:", "telnet://", "imap:", "rtsp://", "urn:", "pop:",
        "sip:", "sips:", "tftp:", "btspp://", "btl2cap://", "btgoep://", "tcpobex://", "irdaobex://", "file://", "urn:epc:id:",
        "urn:epc:tag:", "urn:epc:pat:", "urn:epc:raw:", "urn:epc:", "urn:nfc:",
    ]

    /// The link `payload` hands the app through `carrier`:
    /// - `nfc-tag`: `{"uriIdentifierCode": N, "uri": rest}`, an NDEF URI record: the prefix N
    ///   abbreviates, then the rest;
    /// - `web-page` and `email`: `{"href": value, "base": page URL}`, an HTML link: the attribute
    ///   value with its character references decoded (`&amp;` is `&`), resolved against the
    ///   page's URL (a relative `href` too);
    /// - any other carrier: the text it holds (a QR code's, an ad's), as a string.
    static func link(_ payload: JSONValue, carrier: GoldenCarrier, at path: String, reader: SetupReader) throws(GoldenError) -> String {
        switch carrier {
        case .nfcTag:
            guard let code = try reader.integer("uriIdentifierCode", in: payload, at: path), nfcURIPrefixes.indices.contains(code) else {
                throw reader.invalid(path + ".uriIdentifierCode", "an NDEF URI identifier code from 0 to \(nfcURIPrefixes.count - 1)")
            }
            return nfcURIPrefixes[code] + (try reader.required("uri", in: payload, at: path))
        case .webPage, .email:
            let href = HTMLText.decodingCharacterReferences(try reader.required("href", in: payload, at: path))
            let base = try reader.required("base", in: payload, at: path)
            do {
                return try URLParser.parse(href, base: try URLParser.parse(base).url).url.href
            } catch {
                throw reader.invalid(path + ".href", "'\(href)' does not resolve against '\(base)': \(error)")
            }
        default:
            guard case .string(let text) = payload else { throw reader.invalid(path, "the text the carrier holds, as a string") }
            return text
        }
    }
}
