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

    /// The special scheme spelled by `scheme` in any case, if any.
    init?(lowercasing scheme: UnsafeBufferPointer<UInt8>) {
        guard scheme.count <= Self.longest else { return nil }
        var packed: UInt64 = 0
        for byte in scheme { packed = packed << 8 | UInt64(ASCII.lowercased(byte)) }
        self.init(packed: packed)
    }

    /// The most bytes a special scheme has.
    static let longest = 5

    /// The special scheme whose lowercase bytes, big-endian, are `packed` (a scheme of at most
    /// `longest` bytes), if any.
    init?(packed: UInt64) {
        switch packed {
        case 0x7773: self = .ws
        case 0x66_7470: self = .ftp
        case 0x77_7373: self = .wss
        case 0x6874_7470: self = .http
        case 0x6669_6C65: self = .file
        case 0x68_7474_7073: self = .https
        default: return nil
        }
    }
}
