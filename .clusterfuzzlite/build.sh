#!/bin/bash -eu
# Builds every Linkproof fuzz target for ClusterFuzzLite or OSS-Fuzz and copies into $OUT, per
# target: the executable, <target>_seed_corpus.zip (Corpus/<target>/, regressions included),
# <target>.dict and <target>.options.
#
# The flags are spelled out rather than taken from precompile_swift's $SWIFTFLAGS (which adds
# -parse-as-library): with swift-tools-version 6 packages that fails to link the executables,
# as swift-protobuf's OSS-Fuzz build.sh also found. --sanitize=fuzzer makes SwiftPM build the
# executables without their main symbol; the sanitizer itself goes to swiftc in one
# -sanitize= list, because swiftc honours only the last of several.
cp /usr/local/bin/llvm-symbolizer-swift "$OUT/llvm-symbolizer" 2>/dev/null || true

# LINKPROOF_CHECK_INVARIANTS compiles in the debug-build invariant checks (URLLayout, LinkAnatomy).
SWIFTFLAGS="-Xswiftc -static-stdlib --static-swift-stdlib --sanitize=fuzzer -Xswiftc -DLINKPROOF_CHECK_INVARIANTS"
if [ "$SANITIZER" = "coverage" ]; then
    SWIFTFLAGS="$SWIFTFLAGS -Xswiftc -profile-generate -Xswiftc -profile-coverage-mapping"
else
    SWIFTFLAGS="$SWIFTFLAGS -Xswiftc -sanitize=fuzzer,$SANITIZER"
    for f in $CFLAGS; do SWIFTFLAGS="$SWIFTFLAGS -Xcc=$f"; done
    for f in $CXXFLAGS; do SWIFTFLAGS="$SWIFTFLAGS -Xcxx=$f"; done
fi

cd "$SRC/linkproof"
swift build -c release --package-path Fuzzers $SWIFTFLAGS

for target in $(ls Fuzzers/Sources); do
    cp "Fuzzers/.build/release/$target" "$OUT/$target"
    (cd "Corpus/$target" && zip -q -r "$OUT/${target}_seed_corpus.zip" .)
    echo '[libfuzzer]' >"$OUT/$target.options"
    if [ -f "Fuzzers/dicts/$target.dict" ]; then
        cp "Fuzzers/dicts/$target.dict" "$OUT/$target.dict"
        echo "dict = $target.dict" >>"$OUT/$target.options"
    fi
    # These build the golden parsers once per process; LSan misreads them (Fuzzers/lsan.supp).
    case "$target" in route|url-differential|adversarial|short-link-resolve) echo 'detect_leaks = 0' >>"$OUT/$target.options" ;; esac
done
