/// A faithful port of one document's own link-handling code, run over Foundation's `URL`
/// and `URLComponents` exactly as the document runs it, bugs included. It is the
/// `document` profile: the same inputs through both profiles show, case by case, where the
/// document's code goes wrong and what Linkproof decides instead. Its decision maps what the
/// document's code does onto Linkproof's model: its destinations become routes, a `nil`
/// result is a handler's refusal `ignored`, and a `fatalError` one `crashed` (`HandlerRefusal`).
package protocol ReferenceHandler: LinkDecider {
    /// Which document's code this is, e.g. "000/001 Raycipe parseComponents".
    var source: String { get }
    /// What the document's code does when `input` arrives `times` times, `interval` seconds
    /// apart, in one run of the app: the state its code keeps carries over from one delivery to
    /// the next (S000-11). By default the code keeps none, and each delivery is decided alone.
    func deliver(_ input: String, context: LinkContext, times: Int, interval: Double) -> [Decision]
}

extension ReferenceHandler {
    public func deliver(_ input: String, context: LinkContext, times: Int, interval: Double) -> [Decision] {
        (0..<times).map { _ in decide(input, context: context) }
    }
}
