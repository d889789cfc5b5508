"""Strict JSON reading for the validation scripts (validate_dump_schema.py,
validate_sarif.py): duplicate keys and non-finite numbers are errors, and locations are
written as JSON paths ($.a.b[3])."""
import json


class DuplicateKey(ValueError):
    pass


def strict_object(pairs):
    result = {}
    for key, value in pairs:
        if key in result:
            raise DuplicateKey(f"duplicate key {key!r}")
        result[key] = value
    return result


def refuse_constant(name):
    raise ValueError(f"{name} is not valid JSON (numbers must be finite)")


def parse(text):
    """The value of `text`; raises DuplicateKey or ValueError for what JSON forbids."""
    return json.loads(text, object_pairs_hook=strict_object, parse_constant=refuse_constant)


def json_path(parts):
    path = "$"
    for part in parts:
        path += f"[{part}]" if isinstance(part, int) else f".{part}"
    return path
