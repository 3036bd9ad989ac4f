#!/usr/bin/env bash
# swift format lint --strict on every Swift file of the repository but the importer's field fixtures
# and audit fixtures (Tests/ActionableImportTests/Fixtures/field, Fixtures/Audit), which reproduce how apps format code.
set -euo pipefail
cd "$(dirname "$0")/.."
find Sources Tests Examples Plugins Benchmarks Fuzz Package.swift -name '*.swift' \
    -not -path '*/Fixtures/field/*' -not -path '*/Fixtures/Audit/*' -not -path '*/.*/*' -print0 |
    xargs -0 swift format lint --strict --parallel
