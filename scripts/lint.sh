#!/usr/bin/env bash
# swift format lint --strict on every Swift file of the repository but the importer's field fixtures
# (Tests/ActionableImportTests/Fixtures/field), which reproduce how other apps format their code.
set -euo pipefail
cd "$(dirname "$0")/.."
find Sources Tests Examples Plugins Benchmarks Fuzz Package.swift -name '*.swift' \
    -not -path '*/Fixtures/field/*' -not -path '*/.*/*' -print0 |
    xargs -0 swift format lint --strict --parallel
