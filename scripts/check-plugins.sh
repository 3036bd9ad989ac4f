#!/usr/bin/env bash
# Builds Examples/NotificationApp, whose AppNotifications target gets its categories from Categories/ through the
# ActionableCodegenPlugin build-tool plugin, runs it, then runs the generate-notification-categories command plugin
# and checks that it writes byte for byte what the build-tool plugin generated. Leaves the tree as it found it.
set -euo pipefail
cd "$(dirname "$0")/../Examples/NotificationApp"

swift build
swift run notification-app

generated=Sources/AppNotifications/Generated
trap 'rm -rf "$generated"' EXIT
swift package --allow-writing-to-package-directory generate-notification-categories --target AppNotifications
build_outputs=$(find .build/plugins/outputs -path '*AppNotifications/destination/ActionableCodegenPlugin/GeneratedSources' -type d | head -1)
count=0
for file in "$build_outputs"/*.swift; do
    cmp "$file" "$generated/$(basename "$file")"
    count=$((count + 1))
done
[ "$count" -gt 0 ] && [ "$(ls "$generated" | wc -l)" -eq "$count" ]
echo "check-plugins: the build-tool plugin and the command plugin wrote the same $count files"
