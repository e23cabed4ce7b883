import LinkproofFuzzTargets

/// libFuzzer's entry point for the `aasa` target (see LinkproofFuzzTargets).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    FuzzTarget.aasa.fuzz(data, count)
}
