# The campaign mode of Scripts/fuzz, sourced by it: before a target is fuzzed, the state of its
# committed corpus; after, the merge of its working corpora into Corpus/ and its record in the
# ledger (Scripts/fuzz-ledger). Uses Scripts/fuzz's apps, records, jobs and interrupted.

CAMPAIGN_LEDGER=Corpus/LEDGER.json
campaign_toolchain=$(swift --version 2>/dev/null | head -1)

# Sets campaign_apps to the entries of apps that TARGET applies to (one empty entry for a
# target that takes no manifest) and measures its committed corpus.
campaign_start() {
    local target=$1 entry prepared place reference inlined
    campaign_apps=() campaign_states=.fuzz/campaign/$target.states
    mkdir -p .fuzz/campaign && : >"$campaign_states"
    if takes_manifest "$target"; then
        for entry in "${apps[@]}"; do
            campaign_place "$target" "$entry"
            prepared=$(prepare_app "$target" "${entry%%$'\t'*}" "${entry#*$'\t'}") || return 1
            [[ -f $prepared/skipped ]] || campaign_apps+=("$entry")
        done
        ((${#campaign_apps[@]})) || { echo "fuzz: $target applies to none of the apps" >&2; return 1; }
    else
        campaign_apps=($'\t')
    fi
    echo "== $target: the committed corpus before the campaign (coverage, edges, features)"
    Scripts/coverage --quiet --summary-json ".fuzz/campaign/$target.coverage-before.json" "$target" || return 1
    for entry in "${campaign_apps[@]}"; do corpus_state before "$target" "$entry" || return 1; done
}

# Sets place (the folder below Corpus/), reference and inlined as resolve_app does (a caller
# declares them local) for TARGET and an apps entry ("app<TAB>reference": a built-in app's
# name or a manifest file). Exits 2 as resolve_app does.
campaign_place() {
    local target=$1 app=${2%%$'\t'*} file=${2#*$'\t'}
    if [[ $file == */* ]]; then resolve_app fuzz "$target" "" "$file"; else resolve_app fuzz "$target" "$app" ""; fi
}

# Appends to the campaign's states one JSON line: PHASE, the app, and the committed corpus's
# units, bytes (regressions included, manifest.json not), and the edges and features libFuzzer
# counts replaying it.
corpus_state() {
    local phase=$1 target=$2 entry=$3 place reference inlined replay units bytes edges features app inputs
    campaign_place "$target" "$entry"
    app=${entry%%$'\t'*}
    mkdir -p "Corpus/$place"
    inputs=$(committed_inputs "$place") || return 1
    units=$(find "$inputs" -type f ! -name manifest.json | wc -l)
    bytes=$(find "$inputs" -type f ! -name manifest.json -printf '%s\n' | awk '{ total += $1 } END { print total + 0 }')
    replay=$( ( [[ -n $reference ]] && export LINKPROOF_FUZZ_MANIFEST=$reference
                run_fuzzer "$target" -runs=0 -max_len="$CAMPAIGN_MAX_LEN" "$inputs" ) 2>&1 | grep -m1 -E '(INITED|DONE) ')
    edges=$(grep -oE 'cov: [0-9]+' <<<"$replay" | grep -oE '[0-9]+') features=$(grep -oE 'ft: [0-9]+' <<<"$replay" | grep -oE '[0-9]+')
    printf '{"phase": "%s", "app": %s, "units": %d, "bytes": %d, "edges": %s, "features": %s}\n' "$phase" \
        "$([[ -n $app ]] && echo "\"$app\"" || echo null)" "$units" "$bytes" "${edges:-null}" "${features:-null}" >>"$campaign_states"
}

# Merges the working corpus of one apps entry of TARGET into its Corpus/ folder's merged.bundle.
merge_place() {
    local target=$1 entry=$2 place reference inlined
    campaign_place "$target" "$entry"
    keep_manifest
    merge_into_corpus "$target" "$place" "$reference"
}

# Merges every app of TARGET, measures the committed corpus again and appends the record.
campaign_finish() {
    local target=$1 entry
    echo "== $target: merging into Corpus/ and measuring again"
    for entry in "${campaign_apps[@]}"; do
        merge_place "$target" "$entry" && corpus_state after "$target" "$entry" || return 1
    done
    ((interrupted)) && return 1
    Scripts/coverage --quiet --summary-json ".fuzz/campaign/$target.coverage-after.json" "$target" || return 1
    ((interrupted)) && return 1
    Scripts/fuzz-ledger add "$CAMPAIGN_LEDGER" target="$target" runs="$records" states="$campaign_states" \
        coverage-before=".fuzz/campaign/$target.coverage-before.json" coverage-after=".fuzz/campaign/$target.coverage-after.json" \
        jobs="$jobs" max-len="$CAMPAIGN_MAX_LEN" toolchain="$campaign_toolchain"
}
