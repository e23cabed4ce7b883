/// The parameter groups of Firebase's builder (`DynamicLinkIOSParameters`, …), as typed views
/// of `DynamicLinkComponents.parameters`. Setting a group to nil removes its parameters.
extension DynamicLinkComponents {
    /// `ibi`, `isi`, `ifl`, `ius`, `imv`, `ipbi`, `ipfl`.
    public struct IOSParameters: Hashable, Sendable {
        public var bundleID: String
        public var appStoreID: String?
        public var fallbackURL: String?
        public var customScheme: String?
        public var minimumAppVersion: String?
        public var iPadBundleID: String?
        public var iPadFallbackURL: String?

        public init(bundleID: String, appStoreID: String? = nil, fallbackURL: String? = nil, customScheme: String? = nil,
                    minimumAppVersion: String? = nil, iPadBundleID: String? = nil, iPadFallbackURL: String? = nil) {
            self.bundleID = bundleID
            self.appStoreID = appStoreID
            self.fallbackURL = fallbackURL
            self.customScheme = customScheme
            self.minimumAppVersion = minimumAppVersion
            self.iPadBundleID = iPadBundleID
            self.iPadFallbackURL = iPadFallbackURL
        }

        fileprivate var entries: [(DynamicLinkParameter, String?)] {
            [(.ibi, bundleID), (.isi, appStoreID), (.ifl, fallbackURL), (.ius, customScheme),
             (.imv, minimumAppVersion), (.ipbi, iPadBundleID), (.ipfl, iPadFallbackURL)]
        }
    }

    /// `apn`, `afl`, `amv`.
    public struct AndroidParameters: Hashable, Sendable {
        public var packageName: String
        public var fallbackURL: String?
        public var minimumVersion: String?

        public init(packageName: String, fallbackURL: String? = nil, minimumVersion: String? = nil) {
            self.packageName = packageName
            self.fallbackURL = fallbackURL
            self.minimumVersion = minimumVersion
        }

        fileprivate var entries: [(DynamicLinkParameter, String?)] {
            [(.apn, packageName), (.afl, fallbackURL), (.amv, minimumVersion)]
        }
    }

    /// `st`, `sd`, `si`: how the link previews in social posts.
    public struct SocialMetaTagParameters: Hashable, Sendable {
        public var title: String?
        public var descriptionText: String?
        public var imageURL: String?

        public init(title: String? = nil, descriptionText: String? = nil, imageURL: String? = nil) {
            self.title = title
            self.descriptionText = descriptionText
            self.imageURL = imageURL
        }

        fileprivate var entries: [(DynamicLinkParameter, String?)] {
            [(.st, title), (.sd, descriptionText), (.si, imageURL)]
        }
    }

    public var iOSParameters: IOSParameters? {
        get {
            parameters[.ibi].map {
                IOSParameters(bundleID: $0, appStoreID: parameters[.isi], fallbackURL: parameters[.ifl], customScheme: parameters[.ius],
                              minimumAppVersion: parameters[.imv], iPadBundleID: parameters[.ipbi], iPadFallbackURL: parameters[.ipfl])
            }
        }
        set { replace([.ibi, .isi, .ifl, .ius, .imv, .ipbi, .ipfl], with: newValue?.entries) }
    }

    public var androidParameters: AndroidParameters? {
        get { parameters[.apn].map { AndroidParameters(packageName: $0, fallbackURL: parameters[.afl], minimumVersion: parameters[.amv]) } }
        set { replace([.apn, .afl, .amv], with: newValue?.entries) }
    }

    public var socialMetaTagParameters: SocialMetaTagParameters? {
        get {
            guard parameters[.st] != nil || parameters[.sd] != nil || parameters[.si] != nil else { return nil }
            return SocialMetaTagParameters(title: parameters[.st], descriptionText: parameters[.sd], imageURL: parameters[.si])
        }
        set { replace([.st, .sd, .si], with: newValue?.entries) }
    }

    /// `ofl`: where desktop browsers go (S002-09).
    public var otherPlatformFallbackURL: String? {
        get { parameters[.ofl] }
        set { parameters[.ofl] = newValue }
    }

    private mutating func replace(_ names: [DynamicLinkParameter], with entries: [(DynamicLinkParameter, String?)]?) {
        for name in names { parameters[name] = nil }
        for (name, value) in entries ?? [] where value?.isEmpty == false { parameters[name] = value }
    }
}
