#!/usr/bin/env python3
"""Validate layout dumps against docs/layout-dump.schema.json (JSON Schema draft 2020-12).

usage: validate_dump_schema.py [--docs] [FILE ...]

Without FILE arguments, validates every Fixtures/**/*.layoutdump.json. With --docs, also the
complete dumps among the ```json examples of docs/dump-format.md. Besides the schema, each file
must be UTF-8 JSON without duplicate keys and without NaN/Infinity literals.

Prints one line per problem, `FILE: error: $.json.path: message`, and exits with 1 when any
file is invalid, 2 when the jsonschema package is missing (pip install jsonschema), else 0.
The schema cannot check references between objects or constraint shapes: `layoutlint solve`
checks everything.
"""
import argparse
import json
import pathlib
import re
import sys
from strict_json import DuplicateKey, json_path, parse, refuse_constant, strict_object

ROOT = pathlib.Path(__file__).resolve().parent.parent
SCHEMA = ROOT / "docs" / "layout-dump.schema.json"
DOCS = ROOT / "docs" / "dump-format.md"


def doc_examples():
    """(label, text) of each ```json block of the docs that is a complete dump."""
    text = DOCS.read_text(encoding="utf-8")
    examples = []
    for match in re.finditer(r"^```json\n(.*?)^```$", text, flags=re.S | re.M):
        body = match.group(1)
        if body.lstrip().startswith("{") and '"layoutlint-dump"' in body:
            line = text.count("\n", 0, match.start()) + 2
            examples.append((f"{DOCS.relative_to(ROOT)}:{line}", body))
    return examples


def display(path):
    try:
        return str(path.resolve().relative_to(ROOT))
    except ValueError:
        return str(path)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("files", nargs="*", type=pathlib.Path, help="dumps to validate (default: the fixtures)")
    parser.add_argument("--docs", action="store_true", help="also validate the examples in docs/dump-format.md")
    args = parser.parse_args()

    try:
        import jsonschema
    except ImportError:
        print("validate_dump_schema.py needs the jsonschema package: pip install jsonschema", file=sys.stderr)
        return 2

    schema = json.loads(SCHEMA.read_text(encoding="utf-8"))
    jsonschema.Draft202012Validator.check_schema(schema)
    validator = jsonschema.Draft202012Validator(schema)

    inputs = []  # (label, text or None, read error)
    paths = args.files or sorted((ROOT / "Fixtures").glob("**/*.layoutdump.json"))
    for path in paths:
        try:
            inputs.append((display(path), path.read_bytes().decode("utf-8"), None))
        except (OSError, UnicodeDecodeError) as error:
            inputs.append((display(path), None, str(error)))
    if args.docs:
        inputs += [(label, text, None) for label, text in doc_examples()]
    if not inputs:
        print("no layout dumps found (Fixtures/**/*.layoutdump.json); nothing to validate")
        return 0

    invalid = 0
    for label, text, read_error in inputs:
        problems = []
        if read_error is not None:
            problems.append(f"cannot read: {read_error}")
        else:
            try:
                document = parse(text)
            except ValueError as error:  # includes json.JSONDecodeError and DuplicateKey
                problems.append(f"not valid JSON: {error}")
            else:
                for error in sorted(validator.iter_errors(document), key=lambda e: (json_path(e.absolute_path), e.message)):
                    problems.append(f"{json_path(error.absolute_path)}: {error.message}")
        for problem in problems:
            print(f"{label}: error: {problem}")
        invalid += bool(problems)
    print(f"{len(inputs) - invalid} of {len(inputs)} layout dump{'s' if len(inputs) != 1 else ''} valid")
    return 1 if invalid else 0


if __name__ == "__main__":
    sys.exit(main())
