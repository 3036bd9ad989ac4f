#!/usr/bin/python3
"""Checks Schemas/actionable.schema.json with a real JSON Schema validator (python3-jsonschema, Draft 7), using
`actionable validate` as the oracle:

- every category file the validator accepts without errors must pass the schema;
- every file the validator rejects for its shape (unknown key, wrong type, bad enum value, missing required key,
  empty text, bad identifier) must fail it;
- every case under Tests/ActionableCodegenTests/SchemaCases/ must fail it (each is also checked to be an error for
  the validator, so the two agree).

YAML is read with ruamel.yaml as YAML 1.2, as yaml-language-server does. Files YAML itself cannot load (syntax
errors, duplicate keys, invalid UTF-8), empty files, and files whose errors are YAML features the schema never
sees (anchors, tags, several documents) are skipped.

Usage: scripts/check-schema.py ACTIONABLE_BINARY   (run from the package root)
"""
import json
import pathlib
import subprocess
import sys

import jsonschema
from ruamel.yaml import YAML

SHAPE_CODES = {"unknown-key", "type-mismatch", "missing-key", "invalid-value", "empty-title", "invalid-identifier",
               "reserved-identifier"}
YAML_FEATURE_CODES = {"alias-not-allowed", "unsupported-tag", "multiple-documents", "yaml-syntax", "not-utf8",
                      "nesting-too-deep", "file-too-large", "duplicate-key"}
ROOTS = ["Categories", "Tests/ActionableTests/Fixtures", "Tests/GeneratedCodeTests/Fixtures",
         "Tests/ActionableCLITests/Golden/input"]
CASES = pathlib.Path("Tests/ActionableCodegenTests/SchemaCases")


def main() -> int:
    binary = sys.argv[1]
    schema = json.loads(pathlib.Path("Schemas/actionable.schema.json").read_text())
    jsonschema.Draft7Validator.check_schema(schema)
    validator = jsonschema.Draft7Validator(schema)
    yaml = YAML(typ="safe", pure=True)
    failures = []
    counts = {"passed": 0, "failed as expected": 0, "skipped": 0}

    def schema_errors(path):
        try:
            document = yaml.load(path.read_bytes())
        except Exception:  # noqa: BLE001 - any YAML error means no schema applies
            return None
        if document is None:  # an empty file: no document to check
            return None
        return [f"{'/'.join(map(str, e.absolute_path)) or '(root)'}: {e.message}" for e in validator.iter_errors(document)]

    def diagnostics(path):
        run = subprocess.run([binary, "validate", "--format", "json", str(path)], capture_output=True, text=True)
        if not run.stdout.strip():
            return None
        return json.loads(run.stdout)["diagnostics"]

    files = sorted({p for root in ROOTS for p in pathlib.Path(root).rglob("*") if p.suffix.lower() in (".yaml", ".yml")})
    for path in files:
        found = diagnostics(path)
        errors = schema_errors(path)
        if found is None or errors is None:
            counts["skipped"] += 1
            continue
        codes = {d["code"] for d in found if d["severity"] == "error"}
        if codes & YAML_FEATURE_CODES:  # anchors, tags, more documents: YAML resolves them before any schema
            counts["skipped"] += 1
            continue
        if not codes and errors:
            failures.append(f"{path}: the validator accepts it, the schema rejects it: {errors[:3]}")
        elif codes & SHAPE_CODES and not errors:
            failures.append(f"{path}: the validator reports {sorted(codes & SHAPE_CODES)}, the schema accepts it")
        else:
            counts["passed" if not codes else "failed as expected" if errors else "skipped"] += 1

    for path in sorted(CASES.glob("*.yaml")):
        errors = schema_errors(path)
        found = diagnostics(path) or []
        if not errors:
            failures.append(f"{path}: the schema accepts it")
        elif not any(d["severity"] == "error" for d in found):
            failures.append(f"{path}: the schema rejects it but the validator accepts it")
        else:
            counts["failed as expected"] += 1

    for failure in failures:
        print(f"check-schema: {failure}")
    print(f"check-schema: {len(files)} files and {len(list(CASES.glob('*.yaml')))} schema cases: "
          + ", ".join(f"{n} {k}" for k, n in counts.items()) + f", {len(failures)} disagreements")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
