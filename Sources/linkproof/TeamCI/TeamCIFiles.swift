import LinkproofCore

/// The files `linkproof init --ci github` writes into a team's package, written for that
/// package (`TeamPackage`): a GitHub Actions workflow running its tests, its manifests'
/// validation and its golden conformance suites with their reports and annotations; and
/// ClusterFuzzLite for its fuzz entries — the build image, the build script, the project file
/// and the workflows of PR (code-change), continuous-build, batch and cron (prune, coverage)
/// modes, modelled on Linkproof's own `.clusterfuzzlite/` and `.github/workflows/`.
struct TeamCIFiles {
    let package: TeamPackage
    /// The git repository ClusterFuzzLite keeps its corpora, crashes and coverage in
    /// (`OWNER/NAME`); nil: GitHub Actions artifacts.
    let storageRepository: String?

    /// One file to write: its path from the package root, its text, whether it is executable.
    struct File {
        let path: String
        let text: String
        let isExecutable: Bool
    }

    /// Every file, in the order they are reported; ClusterFuzzLite's only with a fuzz entry.
    var files: [File] {
        var files = [File(path: ".github/workflows/linkproof.yml", text: workflow, isExecutable: false)]
        guard !package.fuzzEntries.isEmpty else { return files }
        files += [
            File(path: ".clusterfuzzlite/Dockerfile", text: dockerfile, isExecutable: false),
            File(path: ".clusterfuzzlite/build.sh", text: buildScript, isExecutable: true),
            File(path: ".clusterfuzzlite/project.yaml", text: projectFile, isExecutable: false),
            File(path: ".dockerignore", text: dockerIgnore, isExecutable: false),
            File(path: ".github/workflows/cflite_pr.yml", text: pullRequestFuzzing, isExecutable: false),
            File(path: ".github/workflows/cflite_build.yml", text: continuousBuilds, isExecutable: false),
            File(path: ".github/workflows/cflite_batch.yml", text: batchFuzzing, isExecutable: false),
            File(path: ".github/workflows/cflite_cron.yml", text: cronTasks, isExecutable: false),
        ]
        return files
    }

    private var header: String { "Written by `linkproof init --ci github` for \(package.name); yours to edit (`--force` writes it anew)." }

    private static func word(_ text: String) -> String { OutputEscaping.shellWord(text) }

    // MARK: The tests, manifests and conformance suites

    var workflow: String {
        var steps = """
                - name: Build (the package and its tests)
                  run: swift build --build-tests
                - name: Tests (the adversarial catalogue against your handlers, your goldens, the fuzz regressions)
                  run: swift test --skip-build

            """
        if !package.manifests.isEmpty {
            steps += """
                    - name: Manifests (each, and its AASA files against its templates)
                      run: |
                        swift run linkproof manifest validate \(package.manifests.map(Self.word).joined(separator: " "))

                """
        }
        for folder in package.goldenFolders {
            let report = ".build/reports/" + Self.reportName(folder)
            steps += """
                    - name: \(Self.yamlQuoted("Conformance (\(folder))"))
                      run: |
                        mkdir -p .build/reports
                        status=0
                        swift run linkproof conform --golden \(Self.word(folder)) --report junit=\(Self.word(report + ".xml")) \\
                          --report markdown=\(Self.word(report + ".md")) --report html=\(Self.word(report + ".html")) || status=$?
                        if [ -f \(Self.word(report + ".md")) ]; then cat \(Self.word(report + ".md")) >> "$GITHUB_STEP_SUMMARY"; fi
                        exit $status

                """
        }
        let goldens = package.goldenFolders.isEmpty
            ? "# No golden folder was found: `linkproof init --manifest FILE DIR` writes one; then add a\n# Conformance step as `linkproof init --ci github --force` writes it.\n"
            : "# the golden conformance suite of \(package.goldenFolders.joined(separator: ", ")): a differing case is an\n# annotation on its file and line (linkproof conform writes them under GitHub Actions), the\n# Markdown report is the step summary, and the JUnit, HTML and Markdown reports are kept as an artifact.\n"
        return """
            # \(header)
            # On every push to main and every pull request: the tests (`swift test`: the adversarial
            # catalogue against your handlers, your golden cases, the fuzz regressions `linkproof fuzz
            # store` kept), the manifests your golden folders decide with (`linkproof manifest validate`),
            \(goldens)# The Swift image is the toolchain Linkproof is developed on (6.3.1); libsqlite3-dev is for
            # the linkproof tool's short-link store. .build is kept in the Actions cache.
            name: Linkproof
            on:
              push:
                branches:
                  - main
              pull_request:
              workflow_dispatch:
            permissions:
              contents: read
            concurrency:
              group: ${{ github.workflow }}-${{ github.ref }}
              cancel-in-progress: true
            jobs:
              links:
                runs-on: ubuntu-24.04
                timeout-minutes: 60
                container:
                  image: swift:6.3.1-noble
                steps:
                - name: Tools beyond the Swift image
                  run: apt-get update && apt-get install -y --no-install-recommends libsqlite3-dev
                - uses: actions/checkout@v4
                - name: Cache .build
                  uses: actions/cache@v4
                  with:
                    path: .build
                    key: linux-swift-6.3.1-${{ hashFiles('Package.swift', 'Package.resolved') }}-${{ github.sha }}
                    restore-keys: |
                      linux-swift-6.3.1-${{ hashFiles('Package.swift', 'Package.resolved') }}-
            \(steps)    - name: Reports
                  if: always()
                  uses: actions/upload-artifact@v4
                  with:
                    name: linkproof-reports
                    path: .build/reports/
                    if-no-files-found: ignore

            """
    }

    /// `text` as a YAML single-quoted scalar (a folder's name may hold `: ` or `#`).
    private static func yamlQuoted(_ text: String) -> String { "'" + text.replacingOccurrences(of: "'", with: "''") + "'" }

    /// The reports' file name of a golden folder: its path with `/` as `-`.
    private static func reportName(_ folder: String) -> String {
        "conformance-" + (folder == "." ? "golden" : folder.replacingOccurrences(of: "/", with: "-"))
    }

    // MARK: ClusterFuzzLite

    private var entryList: String { package.fuzzEntries.joined(separator: " ") }
    private var fuzzPackageName: String { package.fuzzPackage == "." ? "the package" : package.fuzzPackage + "/" }

    var dockerfile: String {
        var text = """
            # \(header)
            # ClusterFuzzLite's build image: the OSS-Fuzz Swift builder on Ubuntu 24.04 (project.yaml's
            # base_os_version says the same) with this repository copied in, minus what .dockerignore
            # leaves out. libsqlite3-dev: Linkproof's store module; zip: build.sh's seed corpora.
            # SwiftPM fetches your dependencies when build.sh builds, so a dependency by a local path
            # outside this repository is not in the image: depend on Linkproof by URL.

            """
        if !package.outsideDependencies.isEmpty {
            text += "# (When this was written, Package.swift depended by path on \(package.outsideDependencies.joined(separator: ", ")).)\n"
        }
        return text + """
            FROM gcr.io/oss-fuzz-base/base-builder-swift:ubuntu-24-04
            RUN apt-get update && apt-get install -y libsqlite3-dev zip
            COPY . $SRC/\(package.sourceFolder)
            WORKDIR $SRC/\(package.sourceFolder)
            COPY .clusterfuzzlite/build.sh $SRC/

            """
    }

    var buildScript: String {
        let packagePath = package.fuzzPackage == "." ? "" : " --package-path \(Self.word(package.fuzzPackage))"
        return """
            #!/bin/bash -eu
            # \(header)
            # Builds \(package.name)'s fuzz entries (\(entryList): the executable products of \(fuzzPackageName)
            # that define LLVMFuzzerTestOneInput) for ClusterFuzzLite in one sanitized release build, as
            # `linkproof fuzz --handler` builds them, and copies into $OUT for each entry:
            #   <entry>                  the fuzzer
            #   <entry>_seed_corpus.zip  Linkproof/Corpus/<entry>/ (the regressions `linkproof fuzz store`
            #                            kept included), written by the fuzzer itself (LinkproofTesting's
            #                            FuzzTarget: LINKPROOF_FUZZ_SEED_CORPUS), when that folder exists
            #   <entry>.options          its max_len (and leak setting), written by the fuzzer
            #                            (LINKPROOF_FUZZ_OPTIONS), with <entry>.dict when it makes tokens
            # Checked without Docker, with the builder's environment, by Linkproof's
            # `Scripts/cflite-check --package DIR` (in .build/checkouts/<linkproof>/ once resolved).
            #
            # The flags are spelled out rather than taken from $SWIFTFLAGS (its -parse-as-library fails
            # to link swift-tools-version 6 executables); --sanitize=fuzzer builds the executables
            # without their main symbol; swiftc honours only the last -sanitize=, so libFuzzer and the
            # sanitizer go to it in one list.
            fuzz_entries="\(entryList)"

            cp /usr/local/bin/llvm-symbolizer-swift "$OUT/llvm-symbolizer" 2>/dev/null || true
            SWIFTFLAGS="-Xswiftc -static-stdlib --static-swift-stdlib --sanitize=fuzzer -Xswiftc -DLINKPROOF_CHECK_INVARIANTS"
            if [ "$SANITIZER" = "coverage" ]; then
                SWIFTFLAGS="$SWIFTFLAGS -Xswiftc -profile-generate -Xswiftc -profile-coverage-mapping"
            else
                SWIFTFLAGS="$SWIFTFLAGS -Xswiftc -sanitize=fuzzer,$SANITIZER"
                for f in $CFLAGS; do SWIFTFLAGS="$SWIFTFLAGS -Xcc=$f"; done
                for f in $CXXFLAGS; do SWIFTFLAGS="$SWIFTFLAGS -Xcxx=$f"; done
            fi

            cd "$SRC/\(package.sourceFolder)"
            swift build -c release\(packagePath) $SWIFTFLAGS
            bin=$(swift build -c release\(packagePath) $SWIFTFLAGS --show-bin-path)

            for entry in $fuzz_entries; do
                cp "$bin/$entry" "$OUT/$entry"
                # The fuzzer writes what it is asked and exits: no profile, no leak report.
                quiet="env LLVM_PROFILE_FILE=/dev/null ASAN_OPTIONS=detect_leaks=0 SWIFT_BACKTRACE=enable=off"
                if [ -d "Linkproof/Corpus/$entry" ]; then
                    seeds="$WORK/seed-corpus/$entry"
                    rm -rf "$seeds"
                    $quiet LINKPROOF_FUZZ_SEED_CORPUS_FROM="Linkproof/Corpus/$entry" LINKPROOF_FUZZ_SEED_CORPUS="$seeds" "$OUT/$entry" -runs=0
                    (cd "$seeds" && zip -q -r "$OUT/${entry}_seed_corpus.zip" .)
                fi
                rm -f "$OUT/$entry.options" "$OUT/$entry.dict"
                $quiet LINKPROOF_FUZZ_OPTIONS="$OUT" "$OUT/$entry" -runs=0
                if [ ! -f "$OUT/$entry.options" ]; then
                    echo "build.sh: $entry wrote no options (not a LinkproofTesting FuzzTarget): libFuzzer's defaults apply" >&2
                    continue
                fi
                grep -q '^max_len = [1-9]' "$OUT/$entry.options" || { echo "build.sh: $entry wrote no max_len" >&2; exit 1; }
                if [ -s "$OUT/$entry.dict" ]; then echo "dict = $entry.dict" >>"$OUT/$entry.options"; else rm -f "$OUT/$entry.dict"; fi
            done

            """
    }

    var projectFile: String {
        """
        # \(header)
        language: swift
        base_os_version: ubuntu-24-04
        fuzzing_engines:
          - libfuzzer
        sanitizers:
          - address

        """
    }

    var dockerIgnore: String {
        """
        # \(header)
        # What ClusterFuzzLite's image build (.clusterfuzzlite/Dockerfile's COPY .) leaves out: SwiftPM
        # builds made by another toolchain, and linkproof fuzz's work (.build/linkproof/).
        **/.build
        .swiftpm

        """
    }

    /// The comment on corpus storage and, with a storage repository, its inputs to `run_fuzzers`.
    private var storage: (comment: String, inputs: String) {
        guard let repository = storageRepository else {
            return ("""
                # Corpus storage: ClusterFuzzLite keeps the corpus, crashes and coverage reports as GitHub
                # Actions artifacts of these workflows (as long as the repository keeps artifacts). To keep
                # them in a git repository instead, run `linkproof init --ci github --storage-repo OWNER/NAME
                # --force` (an empty repository, and a token that may push to it as the secret
                # PERSONAL_ACCESS_TOKEN).

                """, "")
        }
        return ("""
            # Corpus storage: the git repository \(repository) (the corpus under corpus/<entry>/, coverage
            # reports on its gh-pages branch), pushed to with the secret PERSONAL_ACCESS_TOKEN (a token
            # that may push to it).

            """, """
                    storage-repo: https://${{ secrets.PERSONAL_ACCESS_TOKEN }}@github.com/\(repository).git
                    storage-repo-branch: main
                    storage-repo-branch-coverage: gh-pages

            """)
    }

    /// The `build_fuzzers` step (the sanitizer a matrix value, or coverage), then `run_fuzzers` in
    /// `mode` for `seconds`, then, for a mode that reports crashes, the SARIF upload.
    private func fuzzSteps(mode: String, seconds: Int, sanitizer: String, buildInputs: String = "", sarif: String? = nil) -> String {
        let label = sanitizer.hasPrefix("$") ? " (\(sanitizer))" : ""
        var text = """
                - name: Build Fuzzers\(label)
                  id: build
                  uses: google/clusterfuzzlite/actions/build_fuzzers@v1
                  with:
                    language: swift
                    sanitizer: \(sanitizer)
            \(buildInputs)    - name: Run Fuzzers\(label)
                  id: run
                  uses: google/clusterfuzzlite/actions/run_fuzzers@v1
                  with:
                    github-token: ${{ secrets.GITHUB_TOKEN }}
                    fuzz-seconds: \(seconds)
                    mode: '\(mode)'
                    sanitizer: \(sanitizer)
                    output-sarif: true
            \(storage.inputs)
            """
        if let sarif {
            text += """
                - name: Upload SARIF\(label)
                  # The run writes the file once some entry ran (in code-change mode, maybe none did).
                  if: always() && steps.build.outcome == 'success' && hashFiles('cifuzz-sarif/results.sarif') != ''
                  uses: github/codeql-action/upload-sarif@v4
                  with:
                    sarif_file: cifuzz-sarif/results.sarif
                    checkout_path: cifuzz-sarif
                    category: \(sarif)

            """
        }
        return text
    }

    private static let addressMatrix = """
            strategy:
              fail-fast: false
              matrix:
                sanitizer:
                - address

        """

    private static let securityEvents = """
            permissions:
              contents: read
              actions: read
              security-events: write

        """

    var pullRequestFuzzing: String {
        """
        # \(header)
        # ClusterFuzzLite PR fuzzing of \(package.name)'s fuzz entries (\(entryList)): builds them with
        # .clusterfuzzlite/ and fuzzes those a pull request affects for 10 minutes; a crash fails the
        # check and is uploaded as an artifact, and the run's SARIF goes to code scanning.
        \(storage.comment)name: ClusterFuzzLite PR fuzzing
        on:
          pull_request:
            paths:
              - '**'
        permissions: read-all
        jobs:
          PR:
            runs-on: ubuntu-latest
        \(Self.securityEvents)    concurrency:
              group: ${{ github.workflow }}-${{ matrix.sanitizer }}-${{ github.ref }}
              cancel-in-progress: true
        \(Self.addressMatrix)    steps:
        \(fuzzSteps(mode: "code-change", seconds: 600, sanitizer: "${{ matrix.sanitizer }}",
                    buildInputs: "        github-token: ${{ secrets.GITHUB_TOKEN }}\n", sarif: "clusterfuzzlite-${{ matrix.sanitizer }}"))
        """
    }

    var continuousBuilds: String {
        """
        # \(header)
        # ClusterFuzzLite continuous builds: a build of main per push, so that PR fuzzing can tell a
        # crash a pull request introduced from one that was already there.
        \(storage.comment)name: ClusterFuzzLite continuous builds
        on:
          push:
            branches:
              - main
        permissions: read-all
        jobs:
          Build:
            runs-on: ubuntu-latest
            concurrency:
              group: ${{ github.workflow }}-${{ matrix.sanitizer }}-${{ github.ref }}
              cancel-in-progress: true
        \(Self.addressMatrix)    steps:
            - name: Build Fuzzers (${{ matrix.sanitizer }})
              id: build
              uses: google/clusterfuzzlite/actions/build_fuzzers@v1
              with:
                language: swift
                sanitizer: ${{ matrix.sanitizer }}
                upload-build: true
        \(storage.inputs)
        """
    }

    var batchFuzzing: String {
        """
        # \(header)
        # ClusterFuzzLite batch fuzzing of \(package.name)'s fuzz entries (\(entryList)): every 6 hours, an
        # hour of fuzzing on main that grows the corpus ClusterFuzzLite keeps between runs. Fold what
        # it finds into your regressions with `linkproof fuzz store --handler <entry> FILE`. A crash's
        # SARIF goes to code scanning.
        \(storage.comment)name: ClusterFuzzLite batch fuzzing
        on:
          schedule:
            - cron: '0 0/6 * * *'
          workflow_dispatch:
        permissions: read-all
        jobs:
          BatchFuzzing:
            runs-on: ubuntu-latest
        \(Self.securityEvents)\(Self.addressMatrix)    steps:
        \(fuzzSteps(mode: "batch", seconds: 3600, sanitizer: "${{ matrix.sanitizer }}", sarif: "clusterfuzzlite-batch-${{ matrix.sanitizer }}"))
        """
    }

    var cronTasks: String {
        """
        # \(header)
        # ClusterFuzzLite cron tasks, once a day: corpus pruning (needed while batch fuzzing grows the
        # corpus) and a coverage report of \(package.name)'s fuzz entries (\(entryList)).
        \(storage.comment)name: ClusterFuzzLite cron tasks
        on:
          schedule:
            - cron: '0 0 * * *'
          workflow_dispatch:
        permissions: read-all
        jobs:
          Pruning:
            runs-on: ubuntu-latest
            steps:
        \(fuzzSteps(mode: "prune", seconds: 600, sanitizer: "address"))  Coverage:
            runs-on: ubuntu-latest
            steps:
        \(fuzzSteps(mode: "coverage", seconds: 600, sanitizer: "coverage"))
        """
    }
}
