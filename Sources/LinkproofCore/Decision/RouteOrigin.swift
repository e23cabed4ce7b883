/// The scheme and host a route template is declared on, e.g. `https://www.raywenderlich.com`:
/// the key route lookup uses, kept as two parts so that no `scheme://host` string is built
/// for every decision.
struct RouteOrigin: Hashable, CustomStringConvertible {
    let scheme: String
    let host: String

    /// `scheme://host`, as rejection details name it.
    var description: String { scheme + "://" + host }
}
