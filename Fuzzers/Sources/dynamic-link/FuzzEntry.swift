import LinkproofFuzzTargets

/// libFuzzer's entry point for the `dynamic-link` target (see LinkproofFuzzTargets).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    FuzzTarget.dynamicLink.fuzz(data, count)
}
