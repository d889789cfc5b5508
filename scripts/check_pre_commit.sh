#!/usr/bin/env bash
# End-to-end check of layoutlint's git integrations, with the real tools:
#
#   1. the pre-commit framework: installs `pre-commit` from PyPI into a virtual environment,
#      creates a temporary git repository whose .pre-commit-config.yaml uses the
#      `layoutlint` hook of this repository's .pre-commit-hooks.yaml (at HEAD: commit
#      first), and checks that a commit staging a broken layout dump is refused and a
#      commit of a clean one is accepted;
#   2. `layoutlint install-hook`: in another temporary repository with a hook of its own,
#      checks that the staged version is what gets linted (a broken file staged, then fixed
#      only in the working tree, is still refused), that the earlier hook still runs, and
#      that --uninstall puts it back.
#
#   scripts/check_pre_commit.sh [--binary PATH] [--skip-framework]
#
# PRE_COMMIT_HOME may point at a cache of pre-commit's environments (default: a temporary
# one, so the hook is built from scratch with `swift build -c release`, as users get it).
# Exit status: 0 ok (or skipped: pip cannot install pre-commit), 1 a check failed.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BINARY=""
FRAMEWORK=1
while [ $# -gt 0 ]; do
    case "$1" in
        --binary) BINARY="${2:?--binary needs a path}"; shift 2 ;;
        --skip-framework) FRAMEWORK=0; shift ;;
        -h|--help) sed -n '2,/^set -euo/p' "$0" | sed '$d' | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "check_pre_commit: unknown argument: $1" >&2; exit 2 ;;
    esac
done
if [ -z "$BINARY" ]; then
    swift build --package-path "$ROOT" </dev/null >/dev/null
    BINARY="$(swift build --package-path "$ROOT" --show-bin-path </dev/null)/layoutlint"
fi
WORK="$(mktemp -d "${TMPDIR:-/tmp}/layoutlint-hooks.XXXXXX")"
trap 'rm -rf "$WORK"' EXIT
BROKEN="$ROOT/Fixtures/CommandsTests/reportsConflictInDump.json"
CLEAN="$ROOT/Fixtures/Examples/profile-screen.layoutdump.json"

fail() { echo "check_pre_commit: FAILED: $*"; exit 1; }
new_repo() {
    rm -rf "$1"; mkdir -p "$1"
    git -C "$1" init -q
    git -C "$1" config user.email ci@example.com
    git -C "$1" config user.name CI
    git -C "$1" config commit.gpgsign false
}

# ---------------------------------------------------------------- 1. pre-commit framework
if [ "$FRAMEWORK" = 1 ]; then
    if ! python3 -m venv "$WORK/venv" </dev/null >/dev/null 2>&1 \
        || ! "$WORK/venv/bin/python" -m pip install --quiet pre-commit </dev/null; then
        echo "skipped: pre-commit could not be installed from PyPI"
    else
        echo "check_pre_commit: $("$WORK/venv/bin/pre-commit" --version)"
        REV="$(git -C "$ROOT" rev-parse HEAD)"
        REPO="$WORK/framework"
        new_repo "$REPO"
        printf 'repos:\n  - repo: %s\n    rev: %s\n    hooks:\n      - id: layoutlint\n' "$ROOT" "$REV" \
            > "$REPO/.pre-commit-config.yaml"
        export PRE_COMMIT_HOME="${PRE_COMMIT_HOME:-$WORK/pre-commit-home}"
        (cd "$REPO" && "$WORK/venv/bin/pre-commit" install </dev/null >/dev/null)
        git -C "$REPO" add .pre-commit-config.yaml
        mkdir -p "$REPO/Layouts"
        cp "$BROKEN" "$REPO/Layouts/card.json"
        printf '{"name": "not a layout"}\n' > "$REPO/package.json"
        git -C "$REPO" add Layouts/card.json package.json
        echo "check_pre_commit: committing a broken dump through pre-commit (the first run builds layoutlint)…"
        if (cd "$REPO" && PATH="$WORK/venv/bin:$PATH" git commit -q -m broken </dev/null >"$WORK/broken.txt" 2>&1); then
            cat "$WORK/broken.txt"; fail "pre-commit accepted a commit with an unsatisfiable layout"
        fi
        grep -q "unsatisfiable_constraints" "$WORK/broken.txt" || { cat "$WORK/broken.txt"; fail "the refusal does not name the rule"; }
        grep -q "Layouts/card.json" "$WORK/broken.txt" || { cat "$WORK/broken.txt"; fail "the refusal does not name the file"; }
        echo "check_pre_commit: refused, as it should be:"
        grep -m1 "error:" "$WORK/broken.txt" | sed 's/^/    /'
        cp "$CLEAN" "$REPO/Layouts/card.json"
        git -C "$REPO" add Layouts/card.json
        if ! (cd "$REPO" && PATH="$WORK/venv/bin:$PATH" git commit -q -m clean </dev/null >"$WORK/clean.txt" 2>&1); then
            cat "$WORK/clean.txt"; fail "pre-commit refused a clean layout"
        fi
        echo "check_pre_commit: a clean layout (and a JSON file that is not a layout) committed: ok"
    fi
fi

# ---------------------------------------------------------------- 2. install-hook
REPO="$WORK/plain"
new_repo "$REPO"
mkdir -p "$REPO/.git/hooks"
printf '#!/bin/sh\necho "earlier hook ran" >> "%s/earlier.log"\n' "$WORK" > "$REPO/.git/hooks/pre-commit"
chmod +x "$REPO/.git/hooks/pre-commit"
(cd "$REPO" && "$BINARY" install-hook) | sed 's/^/    /'
grep -q "installed by layoutlint" "$REPO/.git/hooks/pre-commit" || fail "install-hook wrote no hook"
[ -x "$REPO/.git/hooks/pre-commit.layoutlint-saved" ] || fail "install-hook did not keep the earlier hook"
cp "$BROKEN" "$REPO/card.json"
git -C "$REPO" add card.json
cp "$CLEAN" "$REPO/card.json"    # fixed in the working tree only: the staged version is broken
if (cd "$REPO" && git commit -q -m broken </dev/null >"$WORK/plain.txt" 2>&1); then
    fail "the installed hook accepted a commit whose staged layout is broken"
fi
grep -q "unsatisfiable_constraints" "$WORK/plain.txt" || { cat "$WORK/plain.txt"; fail "the hook's refusal does not name the rule"; }
grep -q "earlier hook ran" "$WORK/earlier.log" || fail "the earlier hook did not run"
git -C "$REPO" add card.json
(cd "$REPO" && git commit -q -m clean </dev/null >"$WORK/plain.txt" 2>&1) || { cat "$WORK/plain.txt"; fail "the hook refused a clean layout"; }
# Swift sources go through the same hook: a staged file with a code bug is refused.
cp "$ROOT/Fixtures/CommandsTests/sourceApp/BadgeView.swift" "$REPO/BadgeView.swift"
git -C "$REPO" add BadgeView.swift
if (cd "$REPO" && git commit -q -m swift </dev/null >"$WORK/swift.txt" 2>&1); then
    fail "the installed hook accepted a staged Swift file with constraints created during layout"
fi
grep -q "constraints_created_during_layout" "$WORK/swift.txt" || { cat "$WORK/swift.txt"; fail "the hook's refusal of a Swift file does not name the rule"; }
git -C "$REPO" rm -q --cached BadgeView.swift
cp "$ROOT/Fixtures/CommandsTests/sourceApp/CleanView.swift" "$REPO/CleanView.swift"
git -C "$REPO" add CleanView.swift
(cd "$REPO" && git commit -q -m clean-swift </dev/null >"$WORK/swift.txt" 2>&1) || { cat "$WORK/swift.txt"; fail "the hook refused a clean Swift file"; }
echo "check_pre_commit: install-hook lints staged Swift sources: ok"
(cd "$REPO" && "$BINARY" install-hook --uninstall) | sed 's/^/    /'
grep -q "earlier hook ran" "$REPO/.git/hooks/pre-commit" || fail "--uninstall did not restore the earlier hook"
echo "check_pre_commit: install-hook lints the staged version, keeps and restores an earlier hook: ok"
