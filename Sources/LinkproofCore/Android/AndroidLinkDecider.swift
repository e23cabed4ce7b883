/// Decides a link as it arrives on Android, from a manifest with an `android` section
/// (README: "The strict policy on Android").
///
/// The link is read the way Android delivers it: an `intent://…#Intent;…;end` URI from a
/// browser is taken apart as `Intent.parseUri` does (its `scheme=` gives the data URI; its
/// `package=`, `component=` and `S.browser_fallback_url` are whatever the page wrote) and
/// handled as Chrome handles it (component removed, resolved through the filters, `package=`
/// narrowing, the fallback URL only when nothing handles the intent); the
/// data URI must be accepted by one of the app's intent filters, matched as AOSP matches;
/// then the strict policy decides it against the routes' templates, with the intent filters
/// (not the AASA files) deciding which hosts and schemes reach the app; finally the route
/// must be bound to a filter that accepts the link, and a personal route needs a verified
/// App Link.
package struct AndroidLinkDecider: Sendable {
    public let android: AndroidAppSection
    private let parser: DeepLinkParser
    /// Each bound host's verdict, worked out once (`AndroidAppSection.verdictsByHost()`).
    private let verdicts: [String: AndroidHostVerdict]

    /// The manifest as the strict policy reads it on Android: the filters' `https` hosts as
    /// its associated domains, their other schemes as its custom schemes.
    public var manifest: LinkManifest { parser.manifest }

    /// Nil when the manifest has no `android` section.
    public init?(manifest: LinkManifest) {
        guard let android = manifest.android else { return nil }
        self.android = android
        verdicts = android.verdictsByHost()
        // The filters, already matched, decide the hosts and schemes: the strict parser sees
        // each https host of a filter as a domain whose association file gives every path to
        // the app (a `*` host stands for the template hosts it matches, as AOSP matches them),
        // and the filters' other schemes as custom schemes; templates and parameters decide the rest.
        var androidManifest = manifest
        if androidManifest.app.teamID == nil { androidManifest.app.teamID = "ANDROIDAPP" }  // names the app in that file only
        let everything = JSONValue.object([("applinks", .object([("details", .array([.object([
            ("appIDs", .array([.string(androidManifest.app.appID ?? "")])), ("components", .array([.object([("/", .string("*"))])])),
        ])]))]))])
        var ports: [String: Set<UInt16>] = [:]
        let templateHosts = Set(manifest.routes.flatMap(\.templates).filter { $0.scheme == "https" }.map { $0.host.lowercased() })
        for filter in android.filters where filter.data.schemes.contains("https") {
            for authority in filter.data.authorities {
                let hosts = authority.wild ? templateHosts.filter { authority.match(AndroidURI("https://\($0)/")) != nil } : [authority.host.lowercased()]
                for host in hosts { ports[host, default: []].formUnion(authority.port.flatMap { UInt16($0) }.map { [$0] } ?? []) }
            }
        }
        androidManifest.associatedDomains = ports.keys.sorted().map { AssociatedDomain(domain: $0, ports: ports[$0]!.sorted(), aasa: everything) }
        androidManifest.schemes = Array(Set(android.filters.flatMap(\.data.schemes).filter { $0 != "http" && $0 != "https" })).sorted()
        self.parser = DeepLinkParser(manifest: androidManifest)
    }

    /// How Android hands `input` to the app on `context`'s Android release, before any rule of
    /// the strict policy: how it is delivered (a web link verified from the bound statement lists, or
    /// not), the data URI (`Intent.getData()`) and the filters of the app that accept it.
    public func delivery(_ input: String, context: LinkContext = .direct) -> AndroidDelivery {
        guard Self.isIntentURI(input) else {
            // One reading of the URI for the filters and the kind of delivery.
            let uri = AndroidURI(input)
            let filters = accepting(uri)
            let (kind, verification) = deliveryKind(of: uri, through: filters, context: context)
            let opensBrowser = kind == .unverifiedHTTPS && context.androidOpensUnverifiedWebLinksInBrowser
            return AndroidDelivery(kind: kind, data: input, filters: filters, intent: nil, reachesApp: !filters.isEmpty && !opensBrowser,
                                   verification: verification)
        }
        switch AndroidIntentURI.read(input) {
        case .malformed(let reason):
            return AndroidDelivery(kind: .browserIntentURI, data: nil, filters: [], intent: .malformed(reason), reachesApp: false, verification: nil)
        case .intent(let intent):
            // Chrome removes component= (and the selector's), adds BROWSABLE and resolves the
            // intent through the apps' filters; package= narrows it to that app.
            let filters = accepting(AndroidURI(intent.data))
            return AndroidDelivery(kind: .browserIntentURI, data: intent.data, filters: filters,
                                   intent: .fields(package: intent.package, component: intent.component, fallbackURL: intent.fallbackURL),
                                   reachesApp: !filters.isEmpty && (intent.package == nil || intent.package == android.package), verification: nil)
        }
    }

    /// `input` as it reaches the app on Android (a link, or a browser's `intent:` URI), decided
    /// by the Android rules and then the strict policy.
    public func decide(_ input: String, context: LinkContext = .direct) -> AndroidDecision {
        let delivery = delivery(input, context: context)
        let kind = delivery.kind
        var notes: [String] = []
        switch delivery.intent {
        case .malformed(let reason)?:
            return AndroidDecision(delivery: kind, filter: nil, data: nil, answer: .androidRule(.androidIntentMalformed), detail: reason)
        case .fields(let package, let component, let fallbackURL)?:
            if let package, package != android.package {
                return AndroidDecision(delivery: kind, filter: nil, data: delivery.data, answer: .androidRule(.androidIntentOtherPackage),
                                       detail: "package=\(package) is not \(android.package): Chrome resolves the intent in that app alone")
            }
            if let component {
                notes.append("component=\(component) is removed by Chrome (with the selector's): the intent is resolved through the apps' filters")
            }
            if let fallbackURL {
                if delivery.filters.isEmpty {
                    return AndroidDecision(delivery: kind, filter: nil, data: delivery.data, answer: .androidRule(.androidNoFilter),
                                           detail: "no intent filter of \(android.package) accepts \(delivery.data ?? input): nothing handles the intent here, "
                                               + "so Chrome opens S.browser_fallback_url=\(fallbackURL) (if no other app handles it)")
                }
                notes.append("S.browser_fallback_url=\(fallbackURL) is not opened: an app handles the intent, and Chrome removes the extra")
            }
        case nil:
            if kind == .unverifiedHTTPS, !delivery.filters.isEmpty, context.androidOpensUnverifiedWebLinksInBrowser {
                return AndroidDecision(delivery: kind, filter: nil, data: input, answer: .androidRule(.androidWebLinkInBrowser),
                                       detail: "Android \(context.androidVersion) opens a web link that is not a verified App Link in the browser; the app sees nothing ("
                                           + (delivery.verification?.detail ?? "no autoVerify filter accepts it") + ")",
                                       verification: delivery.verification?.detail)
            }
        }
        return decide(delivered: delivery.data ?? input, kind: kind, filters: delivery.filters, context: context, notes: notes,
                      verification: delivery.verification)
    }

    /// The strict decision of a data URI the app received as `kind` (what an app's own
    /// handler knows: `Intent.getData()` and how it came), with the Android rules that follow
    /// from the filters that accept it: `android-no-filter`, `android-route-not-bound`,
    /// `android-unverified-personal`.
    public func decide(data: String, delivery kind: AndroidDecision.Delivery, context: LinkContext = .direct) -> AndroidDecision {
        decide(delivered: data, kind: kind, filters: accepting(AndroidURI(data)), context: context, notes: [], verification: nil)
    }

    private func decide(delivered data: String, kind: AndroidDecision.Delivery, filters matching: [AndroidAppSection.Filter],
                        context: LinkContext, notes: [String], verification: AndroidVerification?) -> AndroidDecision {
        let trace = verification?.detail
        guard let first = matching.first else {
            return AndroidDecision(noFilterOf: android.package, delivery: kind, data: data, verification: trace)
        }
        let decision = parser.decide(data, context: context)
        guard let routed = decision.routedLink else {
            return AndroidDecision(delivery: kind, filter: first.name, data: data, answer: .strict(decision), detail: notes.joined(separator: "; "), verification: trace)
        }
        let bound = matching.filter { $0.routes.contains(routed.route) }
        guard let filter = bound.first(where: { kind != .verifiedAppLink || $0.autoVerify }) ?? bound.first else {
            return AndroidDecision(delivery: kind, filter: first.name, data: data, answer: .androidRule(.androidRouteNotBound),
                                   detail: "route '\(routed.route)' is bound to no filter that accepts the link (filter '\(first.name)' accepts it)", verification: trace)
        }
        let personal = parser.manifest.routes.first { $0.name == routed.route }?.personal ?? false
        if personal, kind != .verifiedAppLink {
            return AndroidDecision(delivery: kind, filter: filter.name, data: data, answer: .androidRule(.androidUnverifiedPersonal),
                                   detail: "route '\(routed.route)' is personal, and a link arriving as \(kind.rawValue) may come from any app or page"
                                       + (verification.map { " (not verified: \($0.detail))" } ?? ""), verification: trace)
        }
        return AndroidDecision(delivery: kind, filter: filter.name, data: data, answer: .strict(decision), detail: notes.joined(separator: "; "), verification: trace)
    }

    /// `input` as Android delivers it, decided by `decider` instead of the strict policy: the
    /// data URI goes to `decider` under `context` with `androidDelivery` set, as the app's own
    /// code receives it (a document's Android code, a team's handler). A link Android does not
    /// start the app with gets the platform's answer (`android-no-filter`, …), as from `decide`.
    public func decide(_ input: String, context: LinkContext = .direct, by decider: some LinkDecider) -> AndroidDecision {
        let delivery = delivery(input, context: context)
        guard delivery.reachesApp, let data = delivery.data else { return decide(input, context: context) }
        var context = context
        context.androidDelivery = delivery.kind
        return AndroidDecision(delivery: delivery.kind, filter: delivery.filters.first?.name, data: data, answer: .strict(decider.decide(data, context: context)), detail: "",
                               verification: delivery.verification?.detail)
    }

    /// Whether `input`, lower-cased, starts with `intent:` (`String`'s `hasPrefix`, which
    /// compares characters): decided on the first bytes when they are ASCII and the eighth
    /// starts no character that could join the `:` (every byte that can is non-ASCII), without
    /// lower-casing the whole link (issue 43); through `lowercased()` otherwise.
    private static func isIntentURI(_ input: String) -> Bool {
        let prefix = "intent:".utf8
        var bytes = input.utf8.makeIterator()
        for expected in prefix {
            guard let byte = bytes.next() else { return false }
            guard byte < 0x80 else { return input.lowercased().hasPrefix("intent:") }
            // ASCII lower-casing: A-Z to a-z.
            guard (byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte) == expected else { return false }
        }
        guard let next = bytes.next(), next >= 0x80 else { return true }
        return input.lowercased().hasPrefix("intent:")
    }

    private func accepting(_ uri: AndroidURI) -> [AndroidAppSection.Filter] {
        android.filters.filter { $0.data.category(of: uri) != nil }
    }

    private static let httpsUnits = AndroidURI.asciiUnits(of: "https")
    private static let httpUnits = AndroidURI.asciiUnits(of: "http")

    /// A link that is not an `intent:` URI: `https` through an `autoVerify` filter is a
    /// verified App Link when the hosts `context`'s Android release checks verify the app (or
    /// the manifest binds no statement list, so verification is not checked); other
    /// `http(s)` is unverified; any other scheme an intent.
    private func deliveryKind(of uri: AndroidURI, through filters: [AndroidAppSection.Filter],
                                 context: LinkContext) -> (AndroidDecision.Delivery, AndroidVerification?) {
        let https = uri.hasScheme("https", units: Self.httpsUnits)
        guard https || uri.hasScheme("http", units: Self.httpUnits) else { return (.customSchemeIntent, nil) }
        guard https, filters.contains(where: \.autoVerify) else { return (.unverifiedHTTPS, nil) }
        guard let verification = android.verification(of: uri, through: filters, androidVersion: context.androidVersion, verdicts: verdicts) else {
            return (.verifiedAppLink, nil)
        }
        return (verification.verified ? .verifiedAppLink : .unverifiedHTTPS, verification)
    }
}

/// How Android hands a link to the app (`AndroidLinkDecider.delivery`), before Linkproof's
/// rules: what a team's handler receives on Android, and what the document's Android code reads.
package struct AndroidDelivery: Sendable, Equatable {
    /// An `intent:` URI's fields, as the page wrote them.
    public enum IntentFields: Sendable, Equatable {
        case fields(package: String?, component: String?, fallbackURL: String?)
        /// Not an intent Chrome would send (no `scheme=`, no `;end`): the reason.
        case malformed(String)
    }

    /// How Android delivers it: a verified App Link, an unverified web link, a custom-scheme
    /// intent or a browser's `intent:` URI.
    public let kind: AndroidDecision.Delivery
    /// The data URI the app receives (`Intent.getData()`); nil for a malformed `intent:` URI.
    public let data: String?
    /// The app's intent filters that accept `data`, as AOSP matches; none: Android does not
    /// hand the link to the app at all.
    public let filters: [AndroidAppSection.Filter]
    /// Set for an `intent:` URI.
    public let intent: IntentFields?

    /// Whether Android starts the app with the link: a filter of the app accepts it (for an
    /// `intent:` URI, a well-formed one naming no other package: Chrome removes `component=`
    /// and resolves the intent through the filters), and, from Android 12, a web link is a
    /// verified App Link or the user approved its domain.
    public let reachesApp: Bool
    /// For a web link through an `autoVerify` filter of a manifest that binds its statement
    /// lists: the verifier's answer (which statement verified it, or why none did).
    public let verification: AndroidVerification?
}

/// `AndroidLinkDecider` as a `LinkDecider`, so that the catalogue, `gen --check` and the fuzz
/// targets judge Android as they judge iOS: an Android rule's rejection is a `reject` with its
/// `android-*` reason, any other answer the strict decision of the data URI. A web link that
/// is not a verified App Link is judged as it reaches the app when the user approved the
/// domain (or on Android 11, from the dialog): every link a device can hand the app is judged.
package struct AndroidPlatformDecider: LinkDecider {
    public let android: AndroidLinkDecider

    public init(_ android: AndroidLinkDecider) {
        self.android = android
    }

    public func decide(_ input: String, context: LinkContext) -> Decision {
        var context = context
        context.androidUserApprovedDomain = true
        return android.decide(input, context: context).outcome
    }
}

/// Android's answer for one link: how it arrived, through which filter, and either the strict
/// decision or the Android rule that rejected it.
public struct AndroidDecision: Sendable, Equatable {
    /// How Android delivered the link to the app (JSON `delivery`): Android's kind of link, not an
    /// `Arrival` (a link Android opens the app with arrives `android`).
    public enum Delivery: String, Sendable, Codable, CaseIterable {
        /// `https`, accepted by an `autoVerify` filter whose hosts' statement lists grant the
        /// app (`android.assetLinks`; taken as granted when the manifest binds none): Android
        /// opens the app directly.
        case verifiedAppLink = "verified-app-link"
        /// `http(s)` that is not a verified App Link (no `autoVerify` filter accepts it, or its
        /// hosts' statement lists do not verify the app): up to Android 11 the disambiguation
        /// dialog, where any app can claim the link; from Android 12 only when the user
        /// approved the app for the domain (otherwise the browser opens it).
        case unverifiedHTTPS = "unverified-https"
        /// A custom scheme: any app or page can send it.
        case customSchemeIntent = "custom-scheme-intent"
        /// `intent://…#Intent;…;end` from a browser: every field is the page's.
        case browserIntentURI = "intent-uri"
    }

    /// What decided the link: the strict policy (or the decider standing in for it), or an
    /// Android rule that rejected it before.
    public enum Answer: Sendable, Equatable {
        /// The strict policy's decision of `data`.
        case strict(Decision)
        /// One of `RejectReason`'s `android-*` reasons; `detail` says why.
        case androidRule(RejectReason)
    }

    public let delivery: Delivery
    /// The intent filter that delivers it.
    public let filter: String?
    /// The data URI the app receives (`Intent.getData()`).
    public let data: String?
    public let answer: Answer
    /// Why, for people (and the notes: the fallback URL is ignored).
    public var detail: String {
        switch explanation {
        case .written(let text): text
        case .noFilter(let package): Self.withNoFilterSentence(package: package, data: data ?? "") { String(decoding: $0, as: UTF8.self) }
        }
    }
    /// The App Links verification of the link, when the manifest binds its statement lists:
    /// which statement verified each host, or why a host did not verify.
    public var verification: String?
    /// `detail`, or what it is written from.
    private let explanation: Explanation

    /// The detail, or what it is written from when it is read.
    private enum Explanation: Sendable {
        case written(String)
        /// `android-no-filter`'s sentence about `data` for the app `package`: the answer for
        /// nearly every line of a batch of other sites' links, written only into the record
        /// (issue 43: the sentence made for every line cost about 1,400 instructions).
        case noFilter(package: String)
    }

    init(delivery: Delivery, filter: String?, data: String?, answer: Answer, detail: String, verification: String? = nil) {
        self.delivery = delivery
        self.filter = filter
        self.data = data
        self.answer = answer
        self.explanation = .written(detail)
        self.verification = verification
    }

    /// `android-no-filter` for `data`: no intent filter of `package` accepts it.
    init(noFilterOf package: String, delivery: Delivery, data: String, verification: String?) {
        self.delivery = delivery
        self.filter = nil
        self.data = data
        self.answer = .androidRule(.androidNoFilter)
        self.explanation = .noFilter(package: package)
        self.verification = verification
    }

    public static func == (lhs: AndroidDecision, rhs: AndroidDecision) -> Bool {
        lhs.delivery == rhs.delivery && lhs.filter == rhs.filter && lhs.data == rhs.data && lhs.answer == rhs.answer
            && lhs.detail == rhs.detail && lhs.verification == rhs.verification
    }

    /// The literal parts of `android-no-filter`'s detail, `head` + package + `middle` + data +
    /// `tail`: the sentence as `detail` reads it (`withNoFilterSentence`) and as a record
    /// writes it in one go (`writeNoFilter`).
    private enum NoFilterSentence {
        static let head: StaticString = "no intent filter of "
        static let middle: StaticString = " accepts "
        static let tail: StaticString = " as Android reads it"
    }

    /// `body` on the UTF-8 of `android-no-filter`'s detail, put together in a buffer of the
    /// call's own.
    private static func withNoFilterSentence<Result>(package: String, data: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        let (head, middle, tail) = (NoFilterSentence.head, NoFilterSentence.middle, NoFilterSentence.tail)
        return package.withUTF8Bytes { package in
            data.withUTF8Bytes { data in
                let count = head.utf8CodeUnitCount + package.count + middle.utf8CodeUnitCount + data.count + tail.utf8CodeUnitCount
                return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: count) { buffer in
                    var end = 0
                    func put(_ part: UnsafeBufferPointer<UInt8>) { end = buffer[end...].initialize(fromContentsOf: part) }
                    put(UnsafeBufferPointer(start: head.utf8Start, count: head.utf8CodeUnitCount))
                    put(package)
                    put(UnsafeBufferPointer(start: middle.utf8Start, count: middle.utf8CodeUnitCount))
                    put(data)
                    put(UnsafeBufferPointer(start: tail.utf8Start, count: tail.utf8CodeUnitCount))
                    return body(UnsafeBufferPointer(rebasing: buffer[..<end]))
                }
            }
        }
    }

    /// The Android reason, when an Android rule rejected the link.
    public var reason: RejectReason? {
        if case .androidRule(let reason) = answer { return reason }
        return nil
    }

    /// The strict policy's decision of `data`, when no Android rule rejected it.
    public var decision: Decision? {
        if case .strict(let decision) = answer { return decision }
        return nil
    }

    /// The answer as one `Decision`: the strict decision, or a `reject` with the Android reason.
    public var outcome: Decision {
        switch answer {
        case .strict(let decision): decision
        case .androidRule(let reason): .reject(Rejection(reason, at: nil, detail))
        }
    }
}

extension AndroidDecision: JSONMembers, JSONLineRecord {
    /// Hands over the record an Android golden case holds (and `linkproof route --platform
    /// android --json` prints, with the input): the members of `outcome` (the strict
    /// decision, or `decision: reject` with the Android `reason` and `detail`) and
    /// `platform: android`, `delivery`, `filter`, `data`, a `note` for a detail beside a strict
    /// decision and `verification`, keys sorted.
    package func members<Sink: JSONMemberSink & ~Copyable>(to sink: inout Sink) {
        // The own members read the record through a pointer: a copy of it (or of its strings)
        // on every line cost a tenth of an Android line's instructions in reference counts.
        withUnsafePointer(to: self) { record in
            var own = AndroidMembers(record: record, rule: reason)
            switch answer {
            case .strict(let decision): decision.members(interleaving: own, to: &sink)
            // The rejection's members are among the own ones: its detail is written from its
            // parts (`AndroidDetail`), without a `Rejection` holding the sentence.
            case .androidRule: own.members(before: nil, to: &sink)
            }
        }
    }

    public func encode(to encoder: any Encoder) throws { try encodeMembers(to: encoder) }

    /// Writes the record with a line's own member among its members (`route --platform
    /// android --jsonl`).
    package func write(to writer: inout JSONWriter, with member: JSONLineMember) {
        if case .noFilter(let package) = explanation, case .androidRule(let reason) = answer, let data, filter == nil,
            verification == nil, writer.writesWholeValues, member.sorts(after: "detail", before: "platform")
        {
            Self.writeNoFilter(package: package, data: data, delivery: delivery, reason: reason, with: member, to: &writer)
            return
        }
        writer.beginObject()
        members(interleaving: member, to: &writer)
        writer.endObject()
    }

    /// The most bytes of an `android-no-filter` record that are not its data (twice), package,
    /// delivery, line member or reason: `{"data":"` (9), `","decision":"reject","delivery":"`
    /// (34), `","detail":"no intent filter of ` (32), ` accepts ` (9), ` as Android reads it"`
    /// (21), `,"platform":"android","reason":""}` (34): 139.
    private static let noFilterFrame = 139

    /// Writes an `android-no-filter` record with `member` (a key between `detail` and
    /// `platform`) in one go (`JSONWriter.write(room:_:)`: one check for room, the keys copied
    /// as literals, `data` looked at for escapes once for both of its places): the record of
    /// nearly every line of a batch of other sites' links. The same text as
    /// `members(interleaving:to:)` writes (`JSONWritableTests` holds the two to it).
    private static func writeNoFilter(
        package: String, data: String, delivery: Delivery, reason: RejectReason, with member: JSONLineMember,
        to writer: inout JSONWriter
    ) {
        var reason = reason.rawValue
        let delivery = delivery.literal
        reason.withUTF8 { reason in
            package.withUTF8Bytes { package in
                data.withUTF8Bytes { data in
                    let plainData = JSONEscaping.isPlain(data)
                    let room = noFilterFrame + 2 * JSONEscaping.room(forQuoting: data.count)
                        + JSONEscaping.room(forQuoting: package.count) + delivery.utf8CodeUnitCount + member.room + reason.count
                    writer.write(room: room) { cursor in
                        func putData() { if plainData { cursor.put(data) } else { JSONEscaping.writeEscaped(data, to: &cursor) } }
                        cursor.put("{\"data\":\"")
                        putData()
                        cursor.put("\",\"decision\":\"reject\",\"delivery\":\"")
                        // A delivery's literal is kebab-case ASCII: nothing to escape.
                        cursor.put(delivery)
                        cursor.put("\",\"detail\":\"")
                        cursor.put(NoFilterSentence.head)
                        JSONEscaping.writeEscaped(package, to: &cursor)
                        cursor.put(NoFilterSentence.middle)
                        putData()
                        cursor.put(NoFilterSentence.tail)
                        cursor.put(UInt8(ascii: "\""))
                        member.put(to: &cursor)
                        cursor.put(",\"platform\":\"android\",\"reason\":")
                        // A reason's raw value is kebab-case ASCII: nothing to escape.
                        cursor.putQuoted(plain: reason)
                        cursor.put(UInt8(ascii: "}"))
                    }
                }
            }
        }
    }
}

/// The members `AndroidDecision` adds to its decision's, handed over in key order; for an
/// Android rule's answer, the rejection's too (`decision`, `detail`, `reason`, as
/// `Decision.reject` hands them, with no offset).
private struct AndroidMembers: JSONInterleavedMembers {
    /// The record, alive while its members are handed over (`AndroidDecision.members(to:)`).
    let record: UnsafePointer<AndroidDecision>
    /// The Android rule that rejected the link, whose rejection's members are handed over
    /// too; nil beside a strict decision, which hands over its own.
    let rule: RejectReason?
    /// The next member to hand over, by its place in key order (`Member`'s raw value).
    var next = 0

    /// The members, keys sorted.
    private enum Member: Int {
        case data, decision, delivery, detail, filter, note, platform, reason, verification

        var key: JSONKey {
            switch self {
            case .data: "data"
            case .decision: "decision"
            case .delivery: "delivery"
            case .detail: "detail"
            case .filter: "filter"
            case .note: "note"
            case .platform: "platform"
            case .reason: "reason"
            case .verification: "verification"
            }
        }
    }

    mutating func members<Sink: JSONMemberSink & ~Copyable>(before limit: JSONKey?, to sink: inout Sink) {
        while let member = Member(rawValue: next) {
            if let limit, !member.key.sorts(before: limit) { return }
            next += 1
            write(member, to: &sink)
        }
    }

    /// Hands `member` to `sink` when the record has it.
    private func write<Sink: JSONMemberSink & ~Copyable>(_ member: Member, to sink: inout Sink) {
        let key = member.key
        switch member {
        case .data: sink.member(key, record.pointee.data)
        case .delivery: sink.member(key, Literal(text: record.pointee.delivery.literal))
        case .filter: sink.member(key, record.pointee.filter)
        case .platform: sink.member(key, Literal(text: "android"))
        case .verification: sink.member(key, record.pointee.verification)
        // The detail beside a strict decision (an Android rule's is the rejection's `detail`).
        case .note: if rule == nil, record.pointee.hasDetail { sink.member(key, AndroidDetail(record: record)) }
        // `Decision.kind` of a rejection (`JSONWritableTests` reads the record back as one).
        case .decision: if rule != nil { sink.member(key, Literal(text: "reject")) }
        case .detail: if rule != nil { sink.member(key, AndroidDetail(record: record)) }
        case .reason: if let rule { sink.member(key, rule) }
        }
    }
}

extension AndroidDecision.Delivery {
    /// `rawValue` as a literal of the program, written from its bytes (`Literal`): the
    /// `String` of `rawValue` is made anew on every line. `AndroidLinkDeciderTests` checks the
    /// two agree.
    var literal: StaticString {
        switch self {
        case .verifiedAppLink: "verified-app-link"
        case .unverifiedHTTPS: "unverified-https"
        case .customSchemeIntent: "custom-scheme-intent"
        case .browserIntentURI: "intent-uri"
        }
    }
}

extension AndroidDecision {
    /// Whether `detail` is not empty (read without writing it).
    fileprivate var hasDetail: Bool {
        switch explanation {
        case .written(let text): !text.isEmpty
        case .noFilter: true
        }
    }

    /// `detail`'s JSON string, written from what it is made of. (Static, given the record's
    /// place: a method called on `pointee` copied the whole record first.)
    fileprivate static func writeDetail(of record: UnsafePointer<AndroidDecision>, to writer: inout JSONWriter) {
        switch record.pointee.explanation {
        case .written(let text): writer.string(text)
        case .noFilter(let package): withNoFilterSentence(package: package, data: record.pointee.data ?? "") { writer.string(utf8: $0) }
        }
    }
}

/// A member's value that is a literal of the program, written from its bytes (a `String`'s
/// value is lent by `withUTF8`, a step more on every line).
private struct Literal: JSONWritable, Encodable {
    let text: StaticString

    func write(to writer: inout JSONWriter) { writer.string(utf8: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount)) }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(text.description)
    }
}

/// A record's `detail` (or `note`), written into the record from its parts.
private struct AndroidDetail: JSONWritable, Encodable {
    let record: UnsafePointer<AndroidDecision>

    func write(to writer: inout JSONWriter) { AndroidDecision.writeDetail(of: record, to: &writer) }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(record.pointee.detail)
    }
}

/// Chrome's `intent:` URI syntax as `Intent.parseUri(uri, URI_INTENT_SCHEME)` reads it:
/// `intent:` + the data URI's scheme-specific part + `#Intent;` + `key=value;` pairs + `end`,
/// each value percent-decoded; `scheme=` makes the data URI `scheme:` + that part.
struct AndroidIntentURI {
    let data: String
    let package: String?
    let component: String?
    let fallbackURL: String?

    enum Parsed {
        case intent(AndroidIntentURI)
        case malformed(String)
    }

    static func read(_ uri: String) -> Parsed {
        let body = uri.dropFirst("intent:".count)
        guard let marker = body.range(of: "#Intent;") else { return .malformed("no '#Intent;' after the data") }
        var fields: [String: String] = [:]
        var ended = false
        for field in body[marker.upperBound...].split(separator: ";", omittingEmptySubsequences: false) {
            if field == "end" { ended = true; break }
            guard let equals = field.firstIndex(of: "=") else { continue }
            fields[String(field[..<equals])] = AndroidURI.decode(Array(field[field.index(after: equals)...].utf16)[...])
        }
        guard ended else { return .malformed("no ';end' closes the intent") }
        guard let scheme = fields["scheme"], !scheme.isEmpty else { return .malformed("no scheme= gives the data URI") }
        return .intent(AndroidIntentURI(data: scheme + ":" + body[..<marker.lowerBound], package: fields["package"],
                                        component: fields["component"], fallbackURL: fields["S.browser_fallback_url"]))
    }
}
