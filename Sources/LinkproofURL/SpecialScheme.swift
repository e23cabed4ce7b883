/// The URL Standard's special schemes (https://url.spec.whatwg.org/#special-scheme).
enum SpecialScheme: UInt8, Hashable, Sendable {
    case ftp, file, http, https, ws, wss

    /// The scheme's default port; `file` has none.
    var defaultPort: UInt16? {
        switch self {
        case .ftp: 21
        case .file: nil
        case .http, .ws: 80
        case .https, .wss: 443
        }
    }

    /// The special scheme spelled by `bytes` (already lowercase), if any.
    init?(_ bytes: some Collection<UInt8>) {
        switch bytes.count {
        case 2 where bytes.elementsEqual("ws".utf8): self = .ws
        case 3 where bytes.elementsEqual("ftp".utf8): self = .ftp
        case 3 where bytes.elementsEqual("wss".utf8): self = .wss
        case 4 where bytes.elementsEqual("http".utf8): self = .http
        case 4 where bytes.elementsEqual("file".utf8): self = .file
        case 5 where bytes.elementsEqual("https".utf8): self = .https
        default: return nil
        }
    }
}
