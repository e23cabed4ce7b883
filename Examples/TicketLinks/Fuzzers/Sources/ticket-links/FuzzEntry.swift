import Foundation
import LinkproofFuzzTargets
import LinkproofTesting
import TicketLinksTesting

/// The hardened router; with `TICKET_LINKS_HANDLER=naive`, the naive handler (it crashes at once: the finding).
let handler: any LinkHandler = ProcessInfo.processInfo.environment["TICKET_LINKS_HANDLER"] == "naive" ? TicketHandlers.naive : TicketHandlers.hardened
let target = FuzzTarget.catalogue(named: "ticket-links", handler, TicketHandlers.catalogue)

/// libFuzzer's entry point: the catalogue's cases, steered by the bytes, into the handler.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    target.fuzz(data, count)
}
