import LinkproofFuzzTargets

/// libFuzzer's start-up hook for the `dynamic-link` target: reads the app to aim at (and whether to
/// write its seeds) from the environment (see FuzzRun).
@_cdecl("LLVMFuzzerInitialize")
public func fuzzInitialize(_ argc: UnsafeMutablePointer<CInt>?, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>?) -> CInt {
    FuzzTarget.dynamicLink.initialize()
}

/// libFuzzer's entry point for the `dynamic-link` target (see LinkproofFuzzTargets).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    FuzzTarget.dynamicLink.fuzz(data, count)
}
