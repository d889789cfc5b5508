#!/usr/bin/env bash
# Fuzzing layoutlint's readers with libFuzzer (RELIABILITY.md has the runs and what they found).
#
#   scripts/fuzz.sh TARGET SECONDS   build TARGET and fuzz it for SECONDS, single process
#   scripts/fuzz.sh --build-all      build every target
#   scripts/fuzz.sh --smoke SECONDS  build every target and run each for SECONDS (CI)
#   scripts/fuzz.sh --list           the targets
#   FUZZ_NO_BUILD=1 scripts/fuzz.sh TARGET SECONDS   run the binary built before, as it is
#
# Targets (Fuzz/<target>.swift, each runs Sources/Commands/FuzzEntryPoint.swift's case):
#   ib      Interface Builder XML: lint (one reporter, chosen by the input) and solve
#   dump    layout dump JSON: lint and solve
#   system  neutral constraint-system JSON: solve
#   log     console text: explain (text, JSON, HTML)
#   config  .layoutlint.json: lint of a folder holding it and a small dump
#   vfl     a visual format string, as a constraint of a conflict: explain
#   source  Swift or Objective-C source: lint (one reporter) and sources
#
# The package's library modules are built once with `swift build -c release
# -Xswiftc -sanitize=fuzzer,address -Xswiftc -enable-testing` into .build/fuzz (its own
# build folder: the normal `swift build` is untouched), and each target is linked from
# Fuzz/<target>.swift and those objects with `swiftc -sanitize=fuzzer,address`.
# The seed corpus is copied from Fixtures/ (never written during a run) into
# .build/fuzz/corpus/<target>, which keeps what the fuzzer finds between runs; the
# dictionary is Fuzz/dictionaries/<target>.dict. A crash, hang (-timeout) or memory blow-up
# (-rss_limit_mb) is written to .build/fuzz/artifacts/<target>/: copy it to
# Fixtures/Fuzz/<target>/ (the regression suite replays it) and fix the cause.
# Without -jobs/-fork libFuzzer runs in one process; nice -n 10 leaves the other users of
# the machine their share. Exit status 77: the toolchain has no fuzzer runtime (skipped).
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
TARGETS=(ib dump system log config vfl source)
BUILD="$ROOT/.build/fuzz"
BIN="$BUILD/release"
MODULES=(Spelling Cassowary JSONSupport ArgumentKit LayoutModel Readers Analysis Rules Configuration
         Explanations Reporters Commands)
# The fuzzer's options that do not depend on the target. Leaks are not reported: the Swift
# runtime's metadata caches and Foundation's one-time allocations live until exit.
export ASAN_OPTIONS="detect_leaks=0:${ASAN_OPTIONS:-}"
export SWIFT_BACKTRACE="enable=no"

usage() { sed -n '2,9p' "$0" | sed 's/^# \{0,1\}//'; exit 64; }

known_target() {
    local target
    for target in "${TARGETS[@]}"; do [ "$target" = "$1" ] && return 0; done
    return 1
}

max_len() {
    case "$1" in
        ib) echo 32768 ;; dump | log | source) echo 16384 ;; system) echo 8192 ;; config) echo 4096 ;; vfl) echo 512 ;;
    esac
}

# Exits 77 with a message when swiftc cannot build and run a libFuzzer binary here.
check_toolchain() {
    local probe
    probe="$(mktemp -d "${TMPDIR:-/tmp}/layoutlint-fuzz-probe.XXXXXX")"
    cat >"$probe/probe.swift" <<'EOF'
@_cdecl("LLVMFuzzerTestOneInput")
public func probe(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt { 0 }
EOF
    if ! swiftc -sanitize=fuzzer,address -parse-as-library "$probe/probe.swift" -o "$probe/probe" \
            >"$probe/log" 2>&1 || ! "$probe/probe" -runs=1 >>"$probe/log" 2>&1; then
        echo "SKIP: this toolchain cannot build libFuzzer targets (swiftc -sanitize=fuzzer,address):"
        grep -v 'ld.gold: warning' "$probe/log" | tail -3 | sed 's/^/  /'
        rm -rf "$probe"
        exit 77
    fi
    rm -rf "$probe"
}

build_modules() {
    echo "== building the library modules with -sanitize=fuzzer,address (.build/fuzz)"
    nice -n 10 swift build -c release --build-path "$BUILD" --target Commands \
        -Xswiftc -sanitize=fuzzer,address -Xswiftc -enable-testing </dev/null 2>&1 | grep -v '^\[' || true
    [ -f "$BIN/Commands.build/FuzzEntryPoint.swift.o" ] || { echo "error: the module build failed"; exit 1; }
}

link_target() {
    local target="$1" objects=() module
    for module in "${MODULES[@]}"; do objects+=("$BIN/$module.build/"*.o); done
    # ld.gold warns about every ASan helper it cannot export; those lines say nothing.
    if ! nice -n 10 swiftc -O -sanitize=fuzzer,address -parse-as-library -module-name "fuzz_$target" -I "$BIN/Modules" \
            "Fuzz/$target.swift" "${objects[@]}" -o "$BIN/fuzz-$target" 2>&1 \
            | { grep -v "ld.gold: warning: Cannot export local symbol" || true; }; then
        echo "error: linking fuzz-$target failed"; exit 1
    fi
    [ -x "$BIN/fuzz-$target" ] || { echo "error: linking fuzz-$target failed"; exit 1; }
    echo "built $BIN/fuzz-$target"
}

# Copies the seeds of TARGET from Fixtures/ (and its saved crashes) into its corpus folder,
# each named by its SHA-1 as libFuzzer names what it adds (the same seed is kept once).
seed_corpus() {
    local target="$1" corpus="$BUILD/corpus/$1" file
    mkdir -p "$corpus"
    {
        case "$target" in
            ib) find Fixtures -type f \( -name '*.xib' -o -name '*.storyboard' \) -size -32k ;;
            dump) grep -rl --include='*.json' '"layoutlint-dump"' Fixtures ;;
            system) grep -rL --include='*.json' '"layoutlint-dump"' Fixtures | xargs grep -l '"variables"' ;;
            log) find Fixtures -type f \( -name '*.log' -o -name '*.txt' \) -size -16k ;;
            config) find Fuzz/seeds/config -type f ;;
            source) find Fixtures -type f \( -name '*.swift' -o -name '*.m' \) -size -16k ;;
            vfl) # every visual format description the fixture logs hold, one per seed
                mkdir -p "$BUILD/vfl-seeds"
                find Fixtures -type f -name '*.log' -exec grep -ohE "[HV]:[^\"]*\)" {} + | sort -u | head -400 \
                    | awk -v dir="$BUILD/vfl-seeds" '{ file = sprintf("%s/seed-%04d", dir, NR); printf "%s", $0 > file; close(file) }'
                find "$BUILD/vfl-seeds" -type f ;;
        esac
        [ ! -d "Fixtures/Fuzz/$target" ] || find "Fixtures/Fuzz/$target" -type f
    } | { grep -v "/README" || true; } | while read -r file; do
        cp "$file" "$corpus/$(sha1sum <"$file" | cut -c1-40)"
    done
}

run_target() {
    local target="$1" seconds="$2" corpus="$BUILD/corpus/$1" artifacts="$BUILD/artifacts/$1/" log
    seed_corpus "$target"
    mkdir -p "$artifacts"
    log="$BUILD/fuzz-$target.log"
    echo "== fuzzing $target for $seconds s (corpus $corpus, $(find "$corpus" -type f | wc -l) files; log $log)"
    local status=0
    nice -n 10 "$BIN/fuzz-$target" "$corpus" -dict="Fuzz/dictionaries/$target.dict" -max_total_time="$seconds" \
        -max_len="$(max_len "$target")" -timeout=10 -rss_limit_mb=2048 -artifact_prefix="$artifacts" \
        -print_final_stats=1 </dev/null >"$log" 2>&1 || status=$?
    grep -E '^#[0-9]+.*(DONE|pulse|NEW)' "$log" | tail -1 || true
    grep -E '^stat::(number_of_executed_units|average_exec_per_sec|peak_rss_mb)' "$log" || true
    echo "corpus: $(find "$corpus" -type f | wc -l) files"
    if [ "$status" -ne 0 ]; then
        echo "FOUND a problem in $target (exit $status):"
        grep -E 'ERROR: |Fatal error|SUMMARY|Test unit written' "$log" | head -8 | sed 's/^/  /'
        return 1
    fi
}

[ $# -ge 1 ] || usage
case "$1" in
    --list) printf '%s\n' "${TARGETS[@]}" ;;
    --build-all)
        check_toolchain
        build_modules
        for target in "${TARGETS[@]}"; do link_target "$target"; done ;;
    --smoke)
        [ $# -eq 2 ] || usage
        check_toolchain
        build_modules
        failed=()
        for target in "${TARGETS[@]}"; do
            link_target "$target"
            run_target "$target" "$2" || failed+=("$target")
        done
        if [ ${#failed[@]} -gt 0 ]; then echo "fuzz smoke run found problems in: ${failed[*]}"; exit 1; fi ;;
    *)
        [ $# -eq 2 ] || usage
        known_target "$1" || { echo "unknown target '$1' (one of: ${TARGETS[*]})"; exit 64; }
        if [ "${FUZZ_NO_BUILD:-}" = 1 ] && [ -x "$BIN/fuzz-$1" ]; then
            echo "FUZZ_NO_BUILD=1: running $BIN/fuzz-$1 as built before"
        else
            check_toolchain
            build_modules
            link_target "$1"
        fi
        run_target "$1" "$2" ;;
esac
