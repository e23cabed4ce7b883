#!/bin/bash -eu
# Builds every Linkproof fuzz target for ClusterFuzzLite or OSS-Fuzz and copies into $OUT, per
# target: the executable, <target>_seed_corpus.zip (Corpus/<target>/, regressions included),
# <target>.dict and <target>.options.
#
# ClusterFuzzLite sets no LINKPROOF_FUZZ_MANIFEST, so a manifest-driven target takes an input's app from its first byte, while Corpus/<target>/<app>/
# holds inputs for a run aimed at <app>, without that byte. Its seed corpus is therefore written
# by the fuzzer itself (LINKPROOF_FUZZ_SEED_CORPUS, Sources/LinkproofFuzzTargets/FuzzSeedCorpus.swift,
# where the byte-to-app mapping lives): each entry of a built-in app's folder with the byte that
# picks the app. A user's app folder (its manifest.json beside its entries) is left out: no first
# byte picks an app that is not built in. A target without apps ships Corpus/<target>/ as it is.
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
source Scripts/fuzz-common.sh   # takes_manifest
swift build -c release --package-path Fuzzers $SWIFTFLAGS

# The longest input worth mutating per target (libFuzzer's -max_len; its default, the longest
# seed, would be 5038 bytes for route and 18 for short-link-resolve). Under ClusterFuzzLite no
# LINKPROOF_FUZZ_MANIFEST is set, so a manifest-driven target's first byte picks the app.
#   url-parse           8192: any bytes are a URL to the WHATWG parser, which has no cap of its
#                       own; twice the routers' 4096-byte link limit, past the 5037-byte seed.
#   url-differential    4097: a link is compared where a built-in app accepts it, and no app
#                       accepts more than limits.maxLength (4096); one byte more is the first refusal.
#   route               4099: app byte, context byte, then a link up to 4096 bytes and one over.
#   dynamic-link        4098: app byte, then a long link up to the 4096-byte limit and one over.
#   aasa                16384: an AASA file (up to a NUL) then a URL; the parser's 128 KiB cap
#                       is one size check, unit-tested; rule arrays and patterns fit in 16 KiB,
#                       and every byte more slows each execution.
#   adversarial         1024: app byte, then LinkproofGen choices; the catalogue's cases read
#                       a few dozen (the longest seed is 47 bytes), the rest go unread.
#   url-fast-path       4096: a URL the one-pass scanner and the full parser both read; the
#                       scanner has no length-dependent state below its 32-bit packing guard,
#                       so longer inputs add time per execution, not paths.
#   short-link-resolve  32: app byte, then three bytes a reply for at most 5 hops; the sixth
#                       request is refused (1 + 3 x 6 = 19 bytes); later bytes are never read.
max_len() {
    case "$1" in
        url-parse) echo 8192 ;;
        url-differential) echo 4097 ;;
        route) echo 4099 ;;
        dynamic-link) echo 4098 ;;
        aasa) echo 16384 ;;
        adversarial) echo 1024 ;;
        short-link-resolve) echo 32 ;;
        url-fast-path) echo 4096 ;;
        *) echo "build.sh: no max_len for fuzz target $1: add one" >&2; return 1 ;;
    esac
}

for target in $(ls Fuzzers/Sources); do
    cp "Fuzzers/.build/release/$target" "$OUT/$target"
    seeds="Corpus/$target"
    if takes_manifest "$target"; then
        seeds="$WORK/seed-corpus/$target"
        rm -rf "$seeds"
        # No profile or leak report from this one process (SANITIZER=coverage or address).
        env -u LINKPROOF_FUZZ_MANIFEST LLVM_PROFILE_FILE=/dev/null ASAN_OPTIONS=detect_leaks=0 SWIFT_BACKTRACE=enable=off \
            LINKPROOF_FUZZ_SEED_CORPUS_FROM="Corpus/$target" LINKPROOF_FUZZ_SEED_CORPUS="$seeds" "$OUT/$target"
    fi
    (cd "$seeds" && zip -q -r "$OUT/${target}_seed_corpus.zip" .)
    length=$(max_len "$target")
    printf '[libfuzzer]\nmax_len = %s\n' "$length" >"$OUT/$target.options"
    if [ -f "Fuzzers/dicts/$target.dict" ]; then
        cp "Fuzzers/dicts/$target.dict" "$OUT/$target.dict"
        echo "dict = $target.dict" >>"$OUT/$target.options"
    fi
    # These build the golden parsers once per process; LSan misreads them (Fuzzers/lsan.supp; the
    # executables carry the same suppressions compiled in, for the runner, which passes no file).
    case "$target" in route|url-differential|adversarial|short-link-resolve) echo 'detect_leaks = 0' >>"$OUT/$target.options" ;; esac
done
