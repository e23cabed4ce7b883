import LinkproofFuzzTargets

/// libFuzzer's entry point for the `url-parse` target (see LinkproofFuzzTargets).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    FuzzTarget.urlParse.fuzz(data, count)
}
