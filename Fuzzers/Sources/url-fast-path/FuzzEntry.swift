import LinkproofFuzzTargets

/// libFuzzer's entry point for the `url-fast-path` target (see LinkproofFuzzTargets).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    FuzzTarget.urlFastPath.fuzz(data, count)
}
