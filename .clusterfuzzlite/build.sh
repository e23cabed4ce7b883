#!/bin/bash -eu
# Builds every Linkproof fuzz target for ClusterFuzzLite or OSS-Fuzz and copies into $OUT, per
# target: the executable, <target>_seed_corpus.zip (Corpus/<target>/, regressions included),
# <target>.dict and <target>.options.
#
# The seed corpus is written by the fuzzer itself (LINKPROOF_FUZZ_SEED_CORPUS,
# Sources/LinkproofFuzzTargets/FuzzSeedCorpus.swift), which reads the committed corpus as the
# replay tests do: plain files and the bundles seeds.bundle and merged.bundle (Scripts/corpus-bundle).
# ClusterFuzzLite sets no LINKPROOF_FUZZ_MANIFEST, so a manifest-driven target takes an input's app from its first byte, while Corpus/<target>/<app>/
# holds inputs for a run aimed at <app>, without that byte: its seed corpus is each entry of a
# built-in app's folder with the byte that picks the app (the byte-to-app mapping lives in the
# fuzzer). A user's app folder (its manifest.json beside its entries) is left out: no first
# byte picks an app that is not built in. A target without apps ships its entries as they are.
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
    seeds="$WORK/seed-corpus/$target"
    rm -rf "$seeds"
    # No profile or leak report from this one process (SANITIZER=coverage or address).
    env -u LINKPROOF_FUZZ_MANIFEST LLVM_PROFILE_FILE=/dev/null ASAN_OPTIONS=detect_leaks=0 SWIFT_BACKTRACE=enable=off \
        LINKPROOF_FUZZ_SEED_CORPUS_FROM="Corpus/$target" LINKPROOF_FUZZ_SEED_CORPUS="$seeds" "$OUT/$target" -runs=0
    (cd "$seeds" && zip -q -r "$OUT/${target}_seed_corpus.zip" .)
    # The target's libFuzzer options and dictionary, as its code states them (FuzzTarget: the
    # longest input worth mutating, worked out from the limits the target runs under; whether
    # LSan's check at exit is kept; the built-in manifests' tokens); the executable writes
    # them and exits. The hand-written tokens of Fuzzers/dicts/ (syntax, encodings, hostile
    # bytes) join the dictionary.
    env -u LINKPROOF_FUZZ_MANIFEST LLVM_PROFILE_FILE=/dev/null ASAN_OPTIONS=detect_leaks=0 SWIFT_BACKTRACE=enable=off \
        LINKPROOF_FUZZ_OPTIONS="$OUT" "$OUT/$target" -runs=0
    grep -q '^max_len = [1-9]' "$OUT/$target.options" || { echo "build.sh: $target wrote no max_len" >&2; exit 1; }
    if [ -f "Fuzzers/dicts/$target.dict" ]; then cat "Fuzzers/dicts/$target.dict" >>"$OUT/$target.dict"; fi
    if [ -s "$OUT/$target.dict" ]; then echo "dict = $target.dict" >>"$OUT/$target.options"; else rm -f "$OUT/$target.dict"; fi
done
