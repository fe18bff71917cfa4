#!/usr/bin/env bash
# Typechecks the Swift that `generate swiftdata` writes against the SwiftData stand-in (Tests/SwiftDataStubs/README.md).
#
# usage: Tests/SwiftDataStubs/typecheck.sh [path/to/cdm] [--corpus]
#   1. builds the do-nothing macro plugin against the toolchain's swift-syntax (lib/swift/host)
#      and the SwiftData stand-in module, in .build/swiftdata-stubs (rebuilt when a source changes);
#   2. controls: a correct snippet must pass, each wrong one (misspelt option, wrong label,
#      unknown key path, missing init argument) must fail;
#   3. every Examples/*.cdm generated with `--target swiftdata`, typechecked (and its inits checked
#      for definite initialisation) with -swift-version 6;
#   4. with --corpus, every Tests/Fixtures/xcdatamodel/*.contents imported with `cdm import` first.
# Prints one line per check and the counts; exit 1 when anything failed.
set -u
cd "$(dirname "$0")/../.." || exit 2
CDM=${1:-.build/debug/cdm}
CORPUS=no
[ "${2:-}" = "--corpus" ] && CORPUS=yes
SWIFTC=${CDM_SWIFTC:-$(command -v swiftc)}
[ -x "$CDM" ] || { echo "no cdm at $CDM (swift build first)"; exit 2; }
[ -n "$SWIFTC" ] || { echo "swiftc not found"; exit 2; }
HOST=$(dirname "$(dirname "$(readlink -f "$SWIFTC")")")/lib/swift/host
[ -d "$HOST" ] || { echo "no swift-syntax host libraries at $HOST"; exit 2; }

STUBS=Tests/SwiftDataStubs
OUT=.build/swiftdata-stubs
mkdir -p "$OUT/module"
PLUGIN="$OUT/libSwiftDataStubMacros.so"
if [ ! -f "$PLUGIN" ] || [ "$STUBS/Macros/SwiftDataStubMacros.swift" -nt "$PLUGIN" ]; then
  "$SWIFTC" -emit-library -module-name SwiftDataStubMacros -I "$HOST" -L "$HOST" \
    -lSwiftSyntax -lSwiftSyntaxMacros -lSwiftSyntaxBuilder -lSwiftDiagnostics \
    -Xlinker -rpath -Xlinker "$HOST" "$STUBS/Macros/SwiftDataStubMacros.swift" -o "$PLUGIN" || exit 2
fi
MODULE="$OUT/module/SwiftData.swiftmodule"
if [ ! -f "$MODULE" ] || [ "$STUBS/SwiftData.swift" -nt "$MODULE" ] || [ "$PLUGIN" -nt "$MODULE" ]; then
  "$SWIFTC" -emit-module -module-name SwiftData -parse-as-library -load-plugin-library "$PLUGIN" \
    "$STUBS/SwiftData.swift" -emit-module-path "$MODULE" || exit 2
fi
# The frameworks Transformable classes come from (Frameworks/*.swift): generated code must import them.
for framework in AppKit UIKit CloudKit; do
  FW="$OUT/module/$framework.swiftmodule"
  if [ ! -f "$FW" ] || [ "$STUBS/Frameworks/$framework.swift" -nt "$FW" ]; then
    "$SWIFTC" -emit-module -module-name "$framework" -parse-as-library "$STUBS/Frameworks/$framework.swift" -emit-module-path "$FW" || exit 2
  fi
done

TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
passed=0
failed=0
refused=0
typecheck() { # typecheck FILE...: 0 when the files typecheck together
  # -emit-sil rather than -typecheck: it also runs definite initialisation (an init that leaves a
  # stored property unset), which -typecheck does not; nothing is written.
  "$SWIFTC" -emit-sil -wmo -module-name App -o /dev/null -swift-version 6 -I "$OUT/module" -load-plugin-library "$PLUGIN" "$@" >"$TMP/log" 2>&1
}
ok() { passed=$((passed + 1)); echo "ok   $1"; }
bad() { failed=$((failed + 1)); echo "FAIL $1"; sed -n '1,12p' "$TMP/log"; }

# Controls.
typecheck "$STUBS/Controls/good.swift" && ok "control: correct snippet passes" || bad "control: correct snippet passes"
good=$(cat "$STUBS/Controls/good.swift")
while IFS= read -r line; do
  case "$line" in "#"* | "") continue ;; esac
  # Fields split by hand: `read` would merge the two tabs around an empty replacement.
  name=${line%%$'\t'*}; line=${line#*$'\t'}
  from=${line%%$'\t'*}; line=${line#*$'\t'}
  to=${line%%$'\t'*}; line=${line#*$'\t'}
  expect=${line%%$'\t'*}
  wrong="${good//"$from"/"$to"}"
  if [ "$wrong" = "$good" ]; then
    bad "control: $name changes nothing: '$from' is not in good.swift"
    continue
  fi
  printf '%s\n' "$wrong" >"$TMP/$name.swift"
  if typecheck "$TMP/$name.swift"; then
    bad "control: $name is accepted"
  elif grep -qF "$expect" "$TMP/log"; then
    ok "control: $name fails ($expect)"
  else
    bad "control: $name fails, but not with '$expect'"
  fi
done <"$STUBS/Controls/mistakes.tsv"

# The examples (and the corpus): generated, then typechecked with the app's own types.
check_model() { # check_model NAME FILE.cdm
  rm -rf "$TMP/gen"
  if ! "$CDM" generate --quiet --target swiftdata --out "$TMP/gen" "$2" >"$TMP/log" 2>&1; then
    # A model the checker refuses with a coded error (a Transformable class that is not a type, say) is
    # reported, not counted: cdm writes no code it knows cannot compile.
    if refusal=$(grep -m1 -E ': error: .* \[[a-z-]+\]$' "$TMP/log"); then
      refused=$((refused + 1))
      echo "refused $1: ${refusal##*: error: }"
    else
      bad "$1: generate"
    fi
    return
  fi
  if ! ls "$TMP"/gen/*.swift >/dev/null 2>&1; then ok "$1 (no entities: nothing generated)"; return; fi
  set -- "$1" "$TMP"/gen/*.swift
  name=$1
  shift
  if typecheck "$@" "$STUBS/AppTypes.swift"; then ok "$name"; else bad "$name"; fi
}
for model in Examples/*.cdm; do
  check_model "$(basename "$model")" "$model"
done
# A history: two frozen versions (lightweight, then a step that needs a custom stage) and the
# current model, generated with the versioned schemas, the plan and the user's custom-stage file.
history() {
  dir="$TMP/history"
  mkdir -p "$dir"
  printf 'model Shop\ngenerate xcdatamodel to "Shop.xcdatamodeld"\ngenerate swiftdata to "SD"\nentity Item {\n  name: String\n  shelf: Shelf? @inverse(items)\n}\nentity Shelf {\n  items: [Item] @inverse(shelf)\n}\n' >"$dir/Shop.cdm"
  "$CDM" generate --quiet "$dir/Shop.cdm" && "$CDM" freeze "$dir/Shop.cdm" --name "Shop 1" >/dev/null || return 1
  printf 'model Shop\ngenerate xcdatamodel to "Shop.xcdatamodeld"\ngenerate swiftdata to "SD"\nentity Item {\n  name: String\n  note: String?\n  shelf: Shelf? @inverse(items)\n  unique(name, note)\n}\nentity Shelf {\n  items: [Item] @inverse(shelf)\n}\n' >"$dir/Shop.cdm"
  "$CDM" freeze "$dir/Shop.cdm" --name "Shop 2" >/dev/null || return 1
  printf 'model Shop\ngenerate xcdatamodel to "Shop.xcdatamodeld"\ngenerate swiftdata to "SD"\nentity Item {\n  name: String\n  note: String?\n  stock: Int64\n  shelf: Shelf? @inverse(items)\n  unique(name, note)\n}\nentity Shelf {\n  items: [Item] @inverse(shelf)\n}\n' >"$dir/Shop.cdm"
  "$CDM" generate --quiet "$dir/Shop.cdm" || return 1
  [ -f "$dir/SD/ShopMigrationPlan+V2toV3.swift" ] && [ -f "$dir/SD/ShopSchemaV1.swift" ] || return 1
  typecheck "$dir"/SD/*.swift
}
if history >"$TMP/log" 2>&1; then ok "history: 2 frozen versions + current (schemas, plan, custom stage)"; else bad "history: 2 frozen versions + current (schemas, plan, custom stage)"; fi
if [ "$CORPUS" = yes ]; then
  for contents in Tests/Fixtures/xcdatamodel/*.contents; do
    name=$(basename "$contents" .contents)
    if ! "$CDM" import "$contents" -o "$TMP/$name.cdm" >"$TMP/log" 2>&1; then bad "$name: import"; continue; fi
    check_model "corpus/$name" "$TMP/$name.cdm"
  done
fi
[ "$refused" -gt 0 ] && echo "refused by cdm (reported, not counted): $refused"
echo "swiftdata typecheck: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
