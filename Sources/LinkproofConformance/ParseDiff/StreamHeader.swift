import LinkproofCore

/// The first line of a `linkproof route --jsonl` stream:
/// `{"stream": {"linkproof": …, "swift": …, "profile": …, "manifest": …}}`, with `"platform":
/// "android"` for `--platform android`. Foundation's URL
/// parser on Linux changes between toolchains, so two streams are comparable only when this
/// says what made them.
public struct StreamHeader: Sendable, Equatable {
    public var linkproof: String
    /// The compiler that built the binary.
    public var swift: String
    public var profile: String
    public var manifest: String
    /// The platform the links were decided for; nil for iOS (the header of every stream before
    /// Android decisions existed).
    public var platform: String?

    public init(linkproof: String = LinkproofVersion, swift: String = StreamHeader.compilerVersion, profile: String, manifest: String,
                platform: String? = nil) {
        self.linkproof = linkproof
        self.swift = swift
        self.profile = profile
        self.manifest = manifest
        self.platform = platform
    }

    /// The header line.
    package var json: JSONValue {
        let platform = platform.map { [(key: "platform", value: JSONValue.string($0))] } ?? []
        return .object([("stream", .object([("linkproof", .string(linkproof)), ("manifest", .string(manifest))] + platform
                                           + [("profile", .string(profile)), ("swift", .string(swift))]))])
    }

    /// The header of a parsed line, nil when the line is not one.
    init?(_ line: JSONValue) {
        guard let stream = line["stream"] else { return nil }
        linkproof = stream["linkproof"]?.stringValue ?? "?"
        swift = stream["swift"]?.stringValue ?? "?"
        profile = stream["profile"]?.stringValue ?? "?"
        manifest = stream["manifest"]?.stringValue ?? "?"
        platform = stream["platform"]?.stringValue
    }

    /// The Swift compiler this binary was built with (there is no `swift --version` at run time).
    public static let compilerVersion: String = {
        #if compiler(>=6.4)
        ">=6.4"
        #elseif compiler(>=6.3.1)
        "6.3.1"
        #elseif compiler(>=6.3)
        "6.3"
        #elseif compiler(>=6.2)
        "6.2"
        #elseif compiler(>=6.1)
        "6.1"
        #else
        "6.0"
        #endif
    }()
}
