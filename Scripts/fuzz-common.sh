# Shared by Scripts/fuzz, add-regression, merge-corpus and coverage: the target list,
# the sanitized build, the instrumentation check, how a fuzzer is run and aimed at an app. Source it
# from the repository root.
#
# Where runs write, for a run on behalf of another package (set by hand: the SwiftPM plugin runs
# `linkproof fuzz` instead, which needs no bash; each defaults to this checkout's):
#   LINKPROOF_WORK     working corpora, artifacts, findings, logs      (default .fuzz)
#   LINKPROOF_CORPUS   the committed corpus: seeds and regressions      (default Corpus)
#   LINKPROOF_SCRATCH  the sanitized build of Fuzzers/ (--scratch-path) (default Fuzzers/.build)
#   LINKPROOF_ROOT     the only folder a path the user gives may lead into (`confine`; default: none)

mapfile -t FUZZ_TARGETS < <(ls Fuzzers/Sources)
FUZZ_WORK=${LINKPROOF_WORK:-.fuzz}
FUZZ_CORPUS=${LINKPROOF_CORPUS:-Corpus}
FUZZ_SCRATCH=${LINKPROOF_SCRATCH:-Fuzzers/.build}
# LINKPROOF_CHECK_INVARIANTS compiles in the debug-build invariant checks (URLLayout, LinkAnatomy).
FUZZ_BUILD_FLAGS=(-c release --package-path Fuzzers --sanitize=fuzzer -Xswiftc -sanitize=fuzzer,address -Xswiftc -DLINKPROOF_CHECK_INVARIANTS)
# A build on behalf of another package runs inside the plugin's process (on macOS, its sandbox,
# where a nested SwiftPM cannot sandbox its manifests again) and writes only inside that package.
if [[ -n ${LINKPROOF_SCRATCH:-} ]]; then FUZZ_BUILD_FLAGS+=(--scratch-path "$LINKPROOF_SCRATCH" --disable-sandbox); fi

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

fuzzer_binary() { echo "$FUZZ_SCRATCH/release/$1"; }

# A manifest-driven target (its body reads an input for one app) has a start-up hook that reads
# LINKPROOF_FUZZ_MANIFEST (see Sources/LinkproofFuzzTargets/FuzzRun.swift).
takes_manifest() { grep -q LLVMFuzzerInitialize "Fuzzers/Sources/$1/FuzzEntry.swift"; }

# The built-in apps, as the fuzz targets embed them (Tests/Golden/apps/, file-name order).
builtin_apps() { local f; for f in Tests/Golden/apps/*.json; do basename "$f" .json; done; }

# The corpus folder name of a manifest file: its "name" as the fuzzer loaded and checked it
# (FuzzApp.load: a manifest that loads, a name of [A-Za-z0-9._-]), never read from the raw JSON.
# Needs the fuzzers built. Prints the loader's error and returns 1 when the manifest is refused.
manifest_name() {
    local probe name
    probe=$(mktemp -d) || return 1
    if ! LINKPROOF_FUZZ_MANIFEST="$1" LINKPROOF_FUZZ_PREPARE="$probe/prepared" run_fuzzer route >"$probe/log" 2>&1; then
        grep 'fuzz:' "$probe/log" >&2 || tail -n 5 "$probe/log" >&2
        rm -rf "$probe"; return 1
    fi
    name=$(cat "$probe/prepared/name" 2>/dev/null); rm -rf "$probe"
    is_folder_name "$name" || { echo "fuzz: $1: the app's name '$name' cannot name a folder" >&2; return 1; }
    echo "$name"
}

# PATH as the user gave paths: relative to the folder the script was run from ($caller) when inside it.
shown() {
    local path
    path=$(realpath -m "$1")
    [[ -n ${caller:-} && $path == "$caller"/* ]] && path=${path#"$caller"/}
    echo "$path"
}

# Whether NAME can name a folder below another: [A-Za-z0-9._-]+, not . or .. (FuzzApp's rule again).
is_folder_name() { [[ $1 =~ ^[A-Za-z0-9._-]+$ && $1 != . && $1 != .. ]]; }

# Fails unless PATH, once resolved, stays inside FOLDER (both may not exist yet).
# Usage: require_inside FOLDER PATH
require_inside() {
    local folder path
    folder=$(realpath -m "$1") path=$(realpath -m "$2")
    [[ $path == "$folder" || $path == "$folder"/* ]] || { echo "fuzz: refusing $2: it is outside $1" >&2; return 1; }
}

# The confinement of a run on behalf of another package: LINKPROOF_ROOT (the plugin sets it to
# the team's package root, as it passes `linkproof --root`) is the only folder a path the user
# gave may lead into, every symbolic link resolved; anything else stops the script with exit 2
# before it writes. Without LINKPROOF_ROOT every path is allowed (a run in this checkout).
# Usage: confine WHAT BASE PATH (PATH relative to the folder BASE)
confine() {
    [[ -n ${LINKPROOF_ROOT:-} ]] || return 0
    local root path
    root=$(realpath -e -- "$LINKPROOF_ROOT" 2>/dev/null) && [[ -d $root ]] ||
        { echo "linkproof: LINKPROOF_ROOT '$LINKPROOF_ROOT' names no folder" >&2; exit 2; }
    path=$(cd "$2" && realpath -m -- "$3")
    [[ $path == "$root" || $path == "$root"/* ]] && return 0
    echo "linkproof: $1 $3: path-outside-root: outside $root$([[ $path != "$3" ]] && echo " (it leads to $path)"); nothing was read or written" >&2
    exit 2
}

# confine for libFuzzer's flags (after --), as the fuzzer run from the folder BASE reads them: the
# value of every flag that names a file or folder, and every word that is not a flag (a corpus
# folder the fuzzer writes into). -jobs and -workers are refused under LINKPROOF_ROOT: libFuzzer
# writes their logs into the folder the fuzzer runs in (use the script's --jobs).
# Usage: confine_fuzzer_flags BASE FLAG…
confine_fuzzer_flags() {
    local base=$1 word value input
    shift
    for word; do
        case "$word" in
            -seed_inputs=*)
                value=${word#*=}
                if [[ $value == @* ]]; then confine "-seed_inputs" "$base" "${value#@}"
                else local -a inputs; IFS=, read -ra inputs <<<"$value"; for input in "${inputs[@]}"; do confine "-seed_inputs" "$base" "$input"; done; fi ;;
            -artifact_prefix=*|-exact_artifact_path=*|-dict=*|-features_dir=*|-merge_control_file=*|-stop_file=*|-mutation_graph_file=*|-data_flow_trace=*|-collect_data_flow=*|-create_missing_dirs=*)
                [[ $word == -create_missing_dirs=* ]] || confine "${word%%=*}" "$base" "${word#*=}" ;;
            -jobs=*|-workers=*)
                [[ -n ${LINKPROOF_ROOT:-} ]] && { echo "linkproof: ${word%%=*} writes its logs outside the package; use --jobs N" >&2; exit 2; } ;;
            -*) ;;
            *) confine "the corpus folder" "$base" "$word" ;;
        esac
    done
}

# Sets place (the corpus folder below $FUZZ_CORPUS and $FUZZ_WORK/corpus/), reference (what
# LINKPROOF_FUZZ_MANIFEST takes) and inlined (the self-contained manifest.json to keep beside a
# user app's entries) for TARGET and --app NAME or --manifest FILE (either may be empty).
# Usage: resolve_app COMMAND TARGET APP MANIFEST; exits 2 on a usage error.
resolve_app() {
    local command=$1 target=$2 app=$3 manifest=$4
    place=$target reference=$app inlined=
    if ! takes_manifest "$target"; then
        [[ -z $app$manifest ]] || { echo "$command: $target takes no manifest" >&2; exit 2; }
        return
    fi
    if [[ -n $manifest ]]; then
        [[ -f $manifest ]] || { echo "$command: no such manifest: $manifest" >&2; exit 2; }
        app=$(manifest_name "$manifest") || exit 2
        require_inside "$FUZZ_CORPUS/$target" "$FUZZ_CORPUS/$target/$app" || exit 2
        reference=$(readlink -f "$manifest")
        inlined=$(Scripts/inline-manifest "$manifest") || exit 2
        if [[ -f $FUZZ_CORPUS/$target/$app/manifest.json ]] && [[ $(cat "$FUZZ_CORPUS/$target/$app/manifest.json") != "$inlined" ]]; then
            echo "$command: $FUZZ_CORPUS/$target/$app/manifest.json differs from $manifest: its entries are judged with it; update it by hand (and review them) first" >&2
            exit 2
        fi
    fi
    [[ -n $app ]] || { echo "$command: $target reads an input for one app: name it with --app NAME ($(builtin_apps | tr '\n' ' ')) or --manifest FILE" >&2; exit 2; }
    [[ -n $manifest ]] || builtin_apps | grep -qxF -- "$app" || { echo "$command: '$app' is not a built-in app ($(builtin_apps | tr '\n' ' '))" >&2; exit 2; }
    place="$target/$app"
}

# Keeps a user app's manifest beside its entries in $FUZZ_CORPUS/<place>/ (see resolve_app).
keep_manifest() { [[ -z $inlined ]] || printf '%s\n' "$inlined" >"$FUZZ_CORPUS/$place/manifest.json"; }

# Writes the seeds, dictionary and route names the fuzzer makes from an app's manifest into
# $FUZZ_WORK/prepared/<target>/<app>/ and echoes that folder (see FuzzSeeds.swift).
# Usage: prepare_app TARGET APP MANIFEST-OR-APP-NAME
prepare_app() {
    local target=$1 app=$2 reference=$3 folder="$FUZZ_WORK/prepared/$1/$2"
    rm -rf "$folder"
    mkdir -p "$(dirname "$folder")"
    LINKPROOF_FUZZ_MANIFEST="$reference" LINKPROOF_FUZZ_PREPARE="$folder" run_fuzzer "$target" >"$folder.log" 2>&1 ||
        { echo "fuzz: preparing $target for $app failed (a start-up failure, not a finding):" >&2; grep -m3 'fuzz:' "$folder.log" >&2 || tail -n 5 "$folder.log" >&2; return 1; }
    echo "$folder"
}

toolchain_tool() {
    local tool="$TOOLCHAIN_BIN/$1"
    [[ -x $tool ]] || { echo "missing toolchain piece: $1 (expected beside swiftc, at $tool)" >&2; return 1; }
    echo "$tool"
}

# Runs swift build with ARGS into LOG, printing a progress line every 10 s (elapsed time and
# SwiftPM's last [done/total] step) so that a long first build is never silent.
# Usage: build_with_progress LOG ARGS…
build_with_progress() {
    local log=$1 started=$SECONDS pid step
    shift
    swift build "$@" >"$log" 2>&1 &
    pid=$!
    while ! wait_briefly "$pid" 10; do
        step=$(grep -oE '^\[[0-9]+/[0-9]+\]' "$log" | tail -n 1)
        echo "   building… $((SECONDS - started)) s${step:+, step ${step//[\[\]]/}}"
    done
    wait "$pid"
}

# Waits up to SECONDS (by the clock, however loaded the machine) for PID to end; fails if it
# is still running. Usage: wait_briefly PID SECONDS
wait_briefly() {
    local deadline=$((SECONDS + $2))
    while ((SECONDS < deadline)); do
        kill -0 "$1" 2>/dev/null || return 0
        sleep 0.5
    done
    ! kill -0 "$1" 2>/dev/null
}

# Builds every fuzzer incrementally; says which toolchain piece is missing when the link fails.
build_fuzzers() {
    local log=$FUZZ_WORK/logs/build.log
    mkdir -p "$FUZZ_WORK/logs"
    echo "== building fuzzers (swift build ${FUZZ_BUILD_FLAGS[*]}); log $log"
    if ! build_with_progress "$log" "${FUZZ_BUILD_FLAGS[@]}"; then
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

# Where a crash artifact traps, as one line: the broken invariant of a Linkproof target, else
# the Swift runtime failure (a force unwrap, an index out of range, a precondition) or the
# sanitizer's error, with the first frame of the stack in a source file (not libFuzzer's, the
# sanitizers' or the C library's), e.g. "Unexpectedly found nil while unwrapping an Optional
# value at Sources/Shop/Links.swift:28:55". The environment must aim the fuzzer as the run did.
# Usage: trap_signature TARGET ARTIFACT
trap_signature() {
    run_fuzzer "$1" -runs=1 "$2" 2>&1 | awk '
        /broke an invariant: / { sub(/.*broke an invariant: /, ""); sub(/ — .*/, ""); print; found = 1; exit }
        /in Swift runtime failure: / && what == "" { what = $0; sub(/.*in Swift runtime failure: /, "", what); sub(/ \/<compiler-generated>.*/, "", what); next }
        /ERROR: (AddressSanitizer|LeakSanitizer|libFuzzer): / && what == "" { error = $0; sub(/.*ERROR: /, "", error); sub(/ on .*/, "", error) }
        /^ *#[0-9]+ .* in .* \/[^<]/ && where == "" && $0 !~ /llvm-project|compiler-rt|libc\.so|csu\// && $0 !~ /<compiler-generated>/ {
            where = $NF
        }
        END { if (!found) print (what != "" ? what : (error != "" ? error : "a crash")) (where != "" ? " at " where : "") }'
}

# Groups crash artifacts by where they trap (trap_signature): the smallest of each group is
# kept and printed, the others move to duplicates/ beside it. The environment must aim the
# fuzzer as the run did. Usage: group_crashes TARGET ARTIFACT…
group_crashes() {
    local target=$1 artifact signature
    shift
    local -A kept=()
    for artifact in "$@"; do
        signature=$(trap_signature "$target" "$artifact")
        if [[ -z ${kept[$signature]:-} ]]; then
            kept[$signature]=$artifact
            continue
        fi
        mkdir -p "$(dirname "$artifact")/duplicates"
        if (($(wc -c <"$artifact") < $(wc -c <"${kept[$signature]}"))); then
            mv "${kept[$signature]}" "$(dirname "$artifact")/duplicates/"
            kept[$signature]=$artifact
        else
            mv "$artifact" "$(dirname "$artifact")/duplicates/"
        fi
    done
    printf '%s\n' "${kept[@]}"
}

# Runs a fuzzer with the environment every run needs: no Swift backtracer (a crash would hang
# in it instead of leaving a crash file), the toolchain's symbolizer, and the LSan suppression
# of the golden parsers built once per process (see Fuzzers/lsan.supp; LSAN_SUPPRESSIONS names
# another file).
run_fuzzer() {
    local target=$1
    shift
    SWIFT_BACKTRACE=enable=off \
    ASAN_SYMBOLIZER_PATH="$TOOLCHAIN_BIN/llvm-symbolizer" \
    LSAN_OPTIONS="suppressions=${LSAN_SUPPRESSIONS:-$PWD/Fuzzers/lsan.supp}:print_suppressions=0" \
        "$(fuzzer_binary "$target")" "$@"
}

# Replays a url-differential corpus once and prints the most frequent disagreement kinds.
differential_report() {
    local report=$FUZZ_WORK/reports/url-differential.tsv
    mkdir -p "$FUZZ_WORK/reports"
    LINKPROOF_DIFFERENTIAL_REPORT="$(realpath -m "$report")" run_fuzzer url-differential -runs=0 "$1" >/dev/null 2>&1
    [[ -s $report ]] || return 0
    echo "   differential report over the working corpus (LinkproofURL vs URLComponents), top kinds:"
    head -1 "$report" | sed 's/^/     /'
    tail -n +2 "$report" | head -10 | sed 's/^/     /'
}

# The source folders and files that are a target's own code, the code it exists to drive:
# what its line coverage is measured over (Scripts/coverage --summary-json, the campaign
# ledger). A URL target's is LinkproofURL; a target not named here is measured over
# LinkproofURL and LinkproofCore whole.
target_code() {
    case $1 in
        url-*) echo Sources/LinkproofURL ;;
        aasa) echo Sources/LinkproofCore/AASA ;;
        route) echo Sources/LinkproofCore/Decision Sources/LinkproofCore/Manifest ;;
        dynamic-link) echo Sources/LinkproofCore/DynamicLinks ;;
        adversarial) echo Sources/LinkproofGen/Catalogue Sources/LinkproofCore/Decision ;;
        short-link-resolve) echo Sources/LinkproofCore/ShortLinks/HTTPShortLinkResolver.swift Sources/LinkproofCore/ShortLinks/ShortLinkResolution.swift ;;
        *) echo Sources/LinkproofURL Sources/LinkproofCore ;;
    esac
}

# The largest unit a campaign fuzzes and a merge into Corpus/ keeps (libFuzzer's -max_len
# default): the committed corpus stays small and `swift test`'s replay of it fast.
CAMPAIGN_MAX_LEN=4096

# The committed corpus folder $FUZZ_CORPUS/PLACE as libFuzzer reads it, plain files: the folder
# itself when it keeps no bundles (a team's corpus), else everything it holds (seeds.bundle,
# merged.bundle, regressions/; Scripts/corpus-bundle) unpacked into $FUZZ_WORK/committed/PLACE.
# Usage: committed_inputs PLACE (echoes the folder)
committed_inputs() {
    local folder=$FUZZ_CORPUS/$1 out=$FUZZ_WORK/committed/$1
    if [[ ! -f $folder/seeds.bundle && ! -f $folder/merged.bundle ]]; then echo "$folder"; return; fi
    Scripts/corpus-bundle unpack "$folder" "$out" || return 1
    echo "$out"
}

# Merges the working corpus .fuzz/corpus/PLACE of TARGET into Corpus/PLACE/merged.bundle (the
# bundle of its merged/ units, see Scripts/corpus-bundle), minimized: libFuzzer's -merge=1 into a
# staging copy (hard links) of the folder's seeds and regressions/, from the units merged before
# and the working units, each at most CAMPAIGN_MAX_LEN bytes; the units it keeps become
# merged.bundle, replaced whole by one rename, so an interruption leaves the old bundle or the new
# one. merged.bundle, not the seeds' bundle, which Scripts/build-seed-corpora rewrites. REFERENCE
# is LINKPROOF_FUZZ_MANIFEST's value, if any.
# Usage: merge_into_corpus TARGET PLACE REFERENCE
merge_into_corpus() {
    local target=$1 place=$2 reference=$3 folder=Corpus/$2 committed staging candidates log unit kept=0
    [[ -d .fuzz/corpus/$place || -f $folder/merged.bundle || -d $folder/merged ]] || return 0
    committed=.fuzz/merging/committed/$place staging=.fuzz/merging/staging/$place candidates=.fuzz/merging/candidates/$place log=.fuzz/logs/merge-${place//\//-}.log
    rm -rf "$staging" "$staging.kept" "$candidates" && mkdir -p "$staging" "$staging.kept" "$candidates" "$folder" .fuzz/logs
    Scripts/corpus-bundle unpack "$folder" "$committed" || return 1
    find "$committed" -maxdepth 1 -type f -exec ln -t "$staging" {} +
    [[ -d $committed/regressions ]] && cp -al "$committed/regressions" "$staging/"
    find "$committed/merged" ".fuzz/corpus/$place" -maxdepth 1 -type f -size "-$((CAMPAIGN_MAX_LEN + 1))c" -exec ln -f -t "$candidates" {} + 2>/dev/null
    ( [[ -n $reference ]] && export LINKPROOF_FUZZ_MANIFEST=$reference
      run_fuzzer "$target" -merge=1 -max_len="$CAMPAIGN_MAX_LEN" "$staging" "$candidates" ) >"$log" 2>&1 ||
        { echo "merging .fuzz/corpus/$place failed; the end of $log:" >&2; tail -n 5 "$log" >&2; return 1; }
    ((${interrupted:-0})) && return 1
    for unit in "$staging"/*; do
        [[ -f $unit && ! -e $committed/${unit##*/} ]] || continue
        mv "$unit" "$staging.kept/" && kept=$((kept + 1))
    done
    Scripts/corpus-bundle write "$folder/merged.bundle" "$staging.kept" || return 1
    rm -rf "$folder/merged" # plain units of before the bundles: candidates of this merge
    echo "   $folder/merged.bundle: $kept unit(s) kept of $(find "$candidates" -type f | wc -l) (merged before and working, each at most $CAMPAIGN_MAX_LEN bytes; log $log)"
}
