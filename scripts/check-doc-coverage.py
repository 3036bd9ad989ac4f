#!/usr/bin/env python3
"""Fails when a public symbol of a documented module has no documentation comment.

Reads the symbol graphs `swift package generate-documentation` extracted (under .build/*/extracted-symbols/) for the
modules named on the command line, and lists every public or open symbol declared in this repository's Sources/
without a `///` comment. Symbols the compiler synthesizes or a protocol's default implementation supplies are not
declared here, so they are not counted.

Usage: scripts/check-doc-coverage.py MODULE...
"""
import glob
import json
import os
import sys

root = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
sources = os.path.join(root, "Sources") + os.sep
modules = sys.argv[1:]
missing = []
counted = 0
for module in modules:
    candidates = glob.glob(os.path.join(root, ".build", "*", "extracted-symbols", "*", module))
    if not candidates:
        print(f"error: no symbol graph for {module}; run generate-documentation first", file=sys.stderr)
        sys.exit(1)
    directory = max(candidates, key=os.path.getmtime)
    seen = set()
    for graph in glob.glob(os.path.join(directory, "*.symbols.json")):
        for symbol in json.load(open(graph, encoding="utf-8"))["symbols"]:
            if symbol.get("accessLevel") not in ("public", "open"):
                continue
            location = symbol.get("location")
            if not location or not location["uri"].startswith("file://" + sources):
                continue
            key = symbol["identifier"]["precise"]
            if key in seen:
                continue
            seen.add(key)
            counted += 1
            if not symbol.get("docComment"):
                path = location["uri"][len("file://" + root) + 1 :]
                line = location["position"]["line"] + 1
                missing.append(f"{path}:{line}: {symbol['kind']['displayName'].lower()} {'.'.join(symbol['pathComponents'])}")
for entry in sorted(missing):
    print(f"error: undocumented public symbol: {entry}", file=sys.stderr)
if missing:
    print(f"check-doc-coverage: {len(missing)} of {counted} public symbols undocumented", file=sys.stderr)
    sys.exit(1)
print(f"check-doc-coverage: all {counted} public symbols of {', '.join(modules)} are documented")
