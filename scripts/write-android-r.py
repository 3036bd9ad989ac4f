#!/usr/bin/env python3
"""Writes the R.java that aapt would write for an app's resources, for compiling Android code without the SDK
(scripts/check-android.sh):

    python3 scripts/write-android-r.py OUTPUT PACKAGE RES_DIR... [--kotlin DIR...]

OUTPUT/<package path>/R.java gets an id per string in RES_DIR/values/*.xml (the default locale names every string; a
locale's file only translates them) and per drawable: every file in RES_DIR/drawable*/, and every R.drawable.NAME the
Kotlin under the --kotlin directories names (the icons the generated registry refers to).
"""

import glob
import os
import re
import sys
import xml.etree.ElementTree as ET


def main(argv):
    kotlin = []
    if "--kotlin" in argv:
        index = argv.index("--kotlin")
        argv, kotlin = argv[:index], argv[index + 1:]
    out, package, resources = argv[0], argv[1], argv[2:]
    strings, drawables = [], set()
    for res in resources:
        for path in sorted(glob.glob(os.path.join(res, "values", "*.xml"))):
            for element in ET.parse(path).getroot():
                if element.tag == "string" and element.get("name") not in strings:
                    strings.append(element.get("name"))
        for path in glob.glob(os.path.join(res, "drawable*", "*")):
            drawables.add(os.path.splitext(os.path.basename(path))[0])
    for root in kotlin:
        for directory, _, files in os.walk(root):
            for name in files:
                if name.endswith(".kt"):
                    with open(os.path.join(directory, name), encoding="utf-8") as handle:
                        drawables.update(re.findall(r"\bR\.drawable\.(\w+)", handle.read()))
    lines = [f"package {package};", "", "/** What aapt writes for these resources (scripts/write-android-r.py). */",
             "public final class R {", "    private R() {}", "",
             "    public static final class string {", "        private string() {}"]
    lines += [f"        public static final int {n} = 0x7f0e{i:04x};" for i, n in enumerate(strings)]
    lines += ["    }", "", "    public static final class drawable {", "        private drawable() {}"]
    lines += [f"        public static final int {n} = 0x7f08{i:04x};" for i, n in enumerate(sorted(drawables))]
    lines += ["    }", "}", ""]
    target = os.path.join(out, *package.split("."))
    os.makedirs(target, exist_ok=True)
    with open(os.path.join(target, "R.java"), "w", encoding="utf-8") as handle:
        handle.write("\n".join(lines))
    print(f"R.java for {package}: {len(strings)} strings, {len(drawables)} drawables")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
