#!/usr/bin/env bash
# Builds one libFuzzer target against the package's sources (coverage + AddressSanitizer) and runs it.
#
#   Fuzz/run.sh TARGET [SECONDS] [extra libFuzzer flags…]
#   Fuzz/run.sh build [TARGET…]      build only (all targets when none is named)
#   Fuzz/run.sh repro TARGET FILE…   run the target once on each FILE (a crash reproducer)
#
# TARGET is one of: parse, document, rpc, import (each is Fuzz/Targets/<Target>.swift).
# Every library module the harness needs is compiled from Sources/ once with
# `-sanitize=fuzzer,address -enable-testing` into its own object file and module (cached by a
# hash of its sources and flags), then the harness is linked against them. The working corpus
# lives in .build-fuzz/corpus/TARGET and is seeded from the examples (Examples/), the vendored
# Xcode models (Tests/Fixtures/xcdatamodel, Tests/Fixtures/cloudkit), the test fixtures and
# Fuzz/Seeds/TARGET.
# Crashes, leaks and timeouts are written to .build-fuzz/artifacts/TARGET/; the script exits
# non-zero when one is found. Wrong results that harm no one (the formatter refusing its own
# layout) go to .build-fuzz/findings/TARGET/ and the run goes on (CDM_FUZZ_STRICT=1 stops on them).
set -euo pipefail

REPO=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
BUILD=${CDM_FUZZ_BUILD:-$REPO/.build-fuzz}
SWIFTC=${SWIFTC:-swiftc}
OPT=${CDM_FUZZ_OPT:--O}
FLAGS=(-parse-as-library -sanitize=fuzzer,address -enable-testing "$OPT" -g -swift-version 6)

ALL_TARGETS=(parse document rpc import)
# Modules in dependency order, and the ones each target links.
MODULES=(CDMSyntax CDMModel CDMFeatures CDMGenerators CDMImport CDMProtocol CDMDriver CDMServer)
target_modules() {
    case "$1" in
        parse) echo CDMSyntax CDMModel CDMFeatures CDMGenerators ;;
        document) echo "${MODULES[@]}" ;;
        rpc) echo CDMProtocol ;;
        import) echo CDMSyntax CDMModel CDMFeatures CDMImport ;;
        *) echo "unknown fuzz target '$1' (expected one of: ${ALL_TARGETS[*]})" >&2; exit 2 ;;
    esac
}
target_file() { echo "$REPO/Fuzz/Targets/$(tr '[:lower:]' '[:upper:]' <<<"${1:0:1}")${1:1}.swift"; }

mkdir -p "$BUILD/modules" "$BUILD/obj" "$BUILD/bin"

# Compiles one module when its sources or flags changed since the last build.
build_module() {
    local module=$1
    local sources
    mapfile -t sources < <(find "$REPO/Sources/$module" -name '*.swift' | sort)
    # The stamp covers the flags, the sources and the stamps of the modules built before it.
    local earlier=()
    for m in "${MODULES[@]}"; do
        [[ $m == "$module" ]] && break
        [[ -f "$BUILD/modules/$m.stamp" ]] && earlier+=("$BUILD/modules/$m.stamp")
    done
    local stamp
    stamp=$( (printf '%s\n' "${FLAGS[@]}"; cat "${sources[@]}" "${earlier[@]}") | sha1sum | cut -d' ' -f1)
    local stampFile="$BUILD/modules/$module.stamp"
    if [[ -f "$stampFile" && "$(cat "$stampFile")" == "$stamp" && -f "$BUILD/obj/$module.o" ]]; then return; fi
    echo "fuzz: compiling $module (${#sources[@]} files)" >&2
    "$SWIFTC" "${FLAGS[@]}" -module-name "$module" -wmo -num-threads 0 -c \
        -emit-module -emit-module-path "$BUILD/modules/$module.swiftmodule" \
        -I "$BUILD/modules" -o "$BUILD/obj/$module.o" "${sources[@]}"
    echo "$stamp" >"$stampFile"
}

build_target() {
    local target=$1
    local modules
    read -r -a modules <<<"$(target_modules "$target")"
    for m in "${MODULES[@]}"; do
        for wanted in "${modules[@]}"; do [[ $m == "$wanted" ]] && build_module "$m"; done
    done
    local objects=()
    for m in "${modules[@]}"; do objects+=("$BUILD/obj/$m.o"); done
    local harness
    harness=$(target_file "$target")
    local binary="$BUILD/bin/fuzz-$target"
    local stale=0
    [[ -x "$binary" ]] || stale=1
    for input in "$harness" "$REPO/Fuzz/Targets/Support.swift" "${objects[@]}"; do
        [[ "$input" -nt "$binary" ]] && stale=1
    done
    [[ $stale == 0 ]] && return
    echo "fuzz: linking fuzz-$target" >&2
    "$SWIFTC" "${FLAGS[@]}" -module-name "Fuzz${target^}" -I "$BUILD/modules" \
        "$harness" "$REPO/Fuzz/Targets/Support.swift" "${objects[@]}" -o "$binary" 2>&1 |
        { grep -v "Cannot export local symbol '__asan_" >&2 || true; }
    [[ -x "$binary" && ! "$harness" -nt "$binary" ]] || { echo "fuzz: linking fuzz-$target failed" >&2; exit 1; }
}

# Copies the seeds of a target into its working corpus (once per seed file name).
seed_corpus() {
    local target=$1 dir="$BUILD/corpus/$1"
    mkdir -p "$dir"
    local seeds=()
    case "$target" in
        parse | document)
            seeds+=("$REPO"/Examples/*.cdm)
            while IFS= read -r f; do seeds+=("$f"); done < <(find "$REPO/Tests" -name '*.cdm' -size -64k | sort)
            ;;
        import)
            seeds+=("$REPO"/Tests/Fixtures/xcdatamodel/*.contents "$REPO"/Tests/Fixtures/cloudkit/*.contents)
            ;;
    esac
    [[ -d "$REPO/Fuzz/Seeds/$target" ]] && seeds+=("$REPO"/Fuzz/Seeds/"$target"/*)
    for f in "${seeds[@]}"; do
        [[ -f "$f" ]] || continue
        local name
        name="seed-$(basename "$(dirname "$f")")-$(basename "$f")"
        [[ -f "$dir/$name" ]] || cp "$f" "$dir/$name"
    done
}

max_len() {
    case "$1" in
        import) echo 65536 ;;
        rpc) echo 8192 ;;
        *) echo 16384 ;;
    esac
}

cmd=${1:-}
case "$cmd" in
    "" | -h | --help)
        sed -n '2,16p' "$0" | sed 's/^# \{0,1\}//'
        exit 0
        ;;
    build)
        shift
        targets=("$@")
        [[ ${#targets[@]} -eq 0 ]] && targets=("${ALL_TARGETS[@]}")
        for t in "${targets[@]}"; do build_target "$t"; done
        exit 0
        ;;
    repro)
        target=$2
        shift 2
        build_target "$target"
        SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0} exec "$BUILD/bin/fuzz-$target" "$@"
        ;;
esac

target=$cmd
seconds=${2:-60}
shift $(($# >= 2 ? 2 : 1))
build_target "$target"
seed_corpus "$target"
artifacts="$BUILD/artifacts/$target"
mkdir -p "$artifacts"
dict=()
[[ -f "$REPO/Fuzz/Dictionaries/$target.dict" ]] && dict=(-dict="$REPO/Fuzz/Dictionaries/$target.dict")
echo "fuzz: running fuzz-$target for ${seconds}s (corpus $BUILD/corpus/$target)" >&2
mkdir -p "$BUILD/findings/$target"
# The Swift runtime's own crash handler would fight ASan's: leave crash reports to libFuzzer.
SWIFT_BACKTRACE=enable=no CDM_FUZZ_FINDINGS=${CDM_FUZZ_FINDINGS:-$BUILD/findings/$target} \
    ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0:allocator_may_return_null=1} \
    "$BUILD/bin/fuzz-$target" "$BUILD/corpus/$target" \
    -max_total_time="$seconds" -timeout=20 -rss_limit_mb=3072 -max_len="$(max_len "$target")" \
    -print_final_stats=1 -artifact_prefix="$artifacts/" "${dict[@]}" "$@"
