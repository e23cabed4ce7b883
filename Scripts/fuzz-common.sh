# Shared by Scripts/fuzz, add-regression, merge-corpus and coverage: the target list, the
# sanitized build, the instrumentation check and how a fuzzer is run. Source it from the
# repository root.

mapfile -t FUZZ_TARGETS < <(ls Fuzzers/Sources)
FUZZ_BUILD_FLAGS=(-c release --package-path Fuzzers --sanitize=fuzzer -Xswiftc -sanitize=fuzzer,address)

# The toolchain's own LLVM tools, beside swiftc (Debian's, first on PATH, reject its profiles).
TOOLCHAIN_BIN="$(dirname "$(readlink -f "$(command -v swiftc)")")"

list_targets() { echo "known targets: ${FUZZ_TARGETS[*]}" >&2; }

require_target() {
    local target
    for target in "${FUZZ_TARGETS[@]}"; do [[ $1 == "$target" ]] && return 0; done
    echo "unknown fuzz target '$1'" >&2
    list_targets
    exit 2
}

fuzzer_binary() { echo "Fuzzers/.build/release/$1"; }

toolchain_tool() {
    local tool="$TOOLCHAIN_BIN/$1"
    [[ -x $tool ]] || { echo "missing toolchain piece: $1 (expected beside swiftc, at $tool)" >&2; return 1; }
    echo "$tool"
}

# Builds every fuzzer incrementally; says which toolchain piece is missing when the link fails.
build_fuzzers() {
    local log=.fuzz/logs/build.log
    mkdir -p .fuzz/logs
    echo "== building fuzzers (swift build ${FUZZ_BUILD_FLAGS[*]})"
    if ! swift build "${FUZZ_BUILD_FLAGS[@]}" >"$log" 2>&1; then
        grep -E 'error' "$log" | grep -v 'Cannot export local symbol' | head -20 >&2
        grep -qiE 'libclang_rt\.fuzzer|fuzzer.*(not found|cannot find)' "$log" &&
            echo "missing toolchain piece: libFuzzer runtime (lib/swift/clang/lib/linux/libclang_rt.fuzzer-*.a)" >&2
        grep -qiE 'libclang_rt\.asan|asan.*(not found|cannot find)' "$log" &&
            echo "missing toolchain piece: AddressSanitizer runtime (libclang_rt.asan-*)" >&2
        echo "fuzz: the build failed; full log in $log" >&2
        return 1
    fi
}

# A binary must carry libFuzzer's coverage counters and ASan's checks: swiftc honours only the
# last -sanitize flag, so a wrong flag order silently builds an uninstrumented fuzzer.
check_instrumentation() {
    local binary objdump nm
    binary=$(fuzzer_binary "$1")
    objdump=$(toolchain_tool llvm-objdump) && nm=$(toolchain_tool llvm-nm) || return 1
    [[ -x $binary ]] || { echo "fuzz: $binary was not built" >&2; return 1; }
    "$objdump" -h "$binary" | grep -c __sancov_cntrs >/dev/null ||
        { echo "fuzz: $binary has no __sancov_cntrs section: not built with -sanitize=fuzzer (SanitizerCoverage missing)" >&2; return 1; }
    "$nm" "$binary" | grep -c __asan_report >/dev/null ||
        { echo "fuzz: $binary has no __asan_report symbols: not built with -sanitize=address" >&2; return 1; }
}

# Runs a fuzzer with the environment every run needs: no Swift backtracer (a crash would hang
# in it instead of leaving a crash file), the toolchain's symbolizer, and the LSan suppression
# of the golden parsers built once per process (see Fuzzers/lsan.supp).
run_fuzzer() {
    local target=$1
    shift
    SWIFT_BACKTRACE=enable=off \
    ASAN_SYMBOLIZER_PATH="$TOOLCHAIN_BIN/llvm-symbolizer" \
    LSAN_OPTIONS="suppressions=$PWD/Fuzzers/lsan.supp:print_suppressions=0" \
        "$(fuzzer_binary "$target")" "$@"
}

# One summary row from a libFuzzer log: executions, exec/s (libFuzzer's own average when it
# prints one, else over the wall time), coverage (edges), features.
summarize() {
    local target=$1 log=$2 seconds=$3 new_units=$4 artifacts=$5 status executions speed cov ft
    status=$(grep -E '^#[0-9]+' "$log" | tail -1)
    executions=$(grep -oE 'stat::number_of_executed_units: *[0-9]+' "$log" | grep -oE '[0-9]+$' | tail -1)
    [[ -n $executions ]] || executions=$(grep -oE '^#[0-9]+' <<<"$status" | tr -d '#')
    speed=$(grep -oE 'stat::average_exec_per_sec: *[0-9]+' "$log" | grep -oE '[0-9]+$' | tail -1)
    [[ -n $speed ]] || speed=$(( ${executions:-0} / (seconds > 0 ? seconds : 1) ))
    cov=$(grep -oE 'cov: [0-9]+' <<<"$status" | grep -oE '[0-9]+')
    ft=$(grep -oE 'ft: [0-9]+' <<<"$status" | grep -oE '[0-9]+')
    printf '%-17s %12s %8s %7s %7s %9s %9s\n' "$target" "${executions:-0}" \
        "$speed" "${cov:--}" "${ft:--}" "$new_units" "$artifacts"
}

# Replays a url-differential corpus once and prints the most frequent disagreement kinds.
differential_report() {
    local report=.fuzz/reports/url-differential.tsv
    mkdir -p .fuzz/reports
    LINKPROOF_DIFFERENTIAL_REPORT="$PWD/$report" run_fuzzer url-differential -runs=0 "$1" >/dev/null 2>&1
    [[ -s $report ]] || return 0
    echo "   differential report over the working corpus (LinkproofURL vs URLComponents), top kinds:"
    head -1 "$report" | sed 's/^/     /'
    tail -n +2 "$report" | head -10 | sed 's/^/     /'
}
