import LinkproofFuzzTargets

/// libFuzzer's entry point for the `short-link-resolve` target (see LinkproofFuzzTargets).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    FuzzTarget.shortLinkResolve.fuzz(data, count)
}
