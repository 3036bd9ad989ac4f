#!/usr/bin/env python3
"""Writes Tests/AndroidStandIn/PROVENANCE.md from the stand-in's sources and the excerpts of AOSP's signature file.

    python3 Tests/AndroidStandIn/provenance/generate.py            # rewrite PROVENANCE.md
    python3 Tests/AndroidStandIn/provenance/generate.py --check    # exit 1 if PROVENANCE.md is not what it would write

Inputs (all in this directory):
  current-txt.excerpts  for each class of the stand-in that was looked up: where its declaration line begins in
                        core/api/current.txt (a character offset, or "-"), how that offset is known, then the lines of
                        the file copied verbatim: the declaration line and one line per member the stand-in has.
  levels.tsv            where an API level comes from, when not from the author's record (class, member, source).
  head.md, tail.md      the prose before and after the table.
The stand-in's classes and members, and their levels, come from the Java sources (`@actionable.standin.Since(N)`),
read with scripts/check-android-api.py's own parser. Every member is compared with its line from current.txt:
parameter types and order, return type, static, final, visibility, @Deprecated and a constant's value. A difference
is an error (exit 2), so a stand-in that drifts from AOSP cannot be written up as matching it. Python 3 standard
library only.
"""
import importlib.util
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
STAND_IN = os.path.dirname(HERE)
REPO = os.path.dirname(os.path.dirname(STAND_IN))
OUT = os.path.join(STAND_IN, "PROVENANCE.md")

spec = importlib.util.spec_from_file_location("check_android_api", os.path.join(REPO, "scripts", "check-android-api.py"))
api = importlib.util.module_from_spec(spec)
sys.modules["check_android_api"] = api
spec.loader.exec_module(api)


ANNOTATION = re.compile(r"@[\w.]+(?:\((?:[^()]|\([^()]*\))*\))?")
MODIFIERS = ("public", "protected", "private", "static", "final", "abstract", "default", "synchronized", "native")


class Sources(api.StandIn):
    """The checker's parser, keeping each declaration's header (annotations and modifiers) and initial value."""

    def _declare(self, header, original, package, outer, body=None, value=None, **rest):
        count = len(outer.members) if outer else 0
        before = set(self.classes)
        super()._declare(header, original, package, outer, body=body, value=value, **rest)
        plain = " ".join(ANNOTATION.sub(" ", header).split())
        since = re.search(r"@Since\(\s*(\d+)\s*\)", header)
        if (outer is not None and len(outer.members) == count and since and "(" not in plain and body is None
                and re.search(r"\]\s+\w+$", plain)):
            # A field of an array type, which the checker's parser passes over (it needs no level for it).
            words = plain.split()
            outer.members.append(api.Member(outer.fq, words[-1], "field", 0, int(since.group(1)), words[-2],
                                            "static" in words, False))
        if outer is not None and len(outer.members) > count:
            outer.members[-1].header = " ".join(header.split())
            outer.members[-1].value = value
        for fq in set(self.classes) - before:
            if not hasattr(self.classes[fq], "header"):
                self.classes[fq].header = " ".join(header.split())




def raw_type(text):
    """A type as its simple raw name: generics dropped, package and outer classes dropped, [] and ... kept."""
    text = text.strip()
    while "<" in text:
        text = re.sub(r"<[^<>]*>", "", text)
    suffix = re.search(r"(\[\]|\.\.\.)*$", text).group(0)
    base = text[: len(text) - len(suffix)].strip()
    return base.rsplit(".", 1)[-1] + suffix


def split_params(text):
    out, depth, start = [], 0, 0
    for i, c in enumerate(text):
        if c == "<":
            depth += 1
        elif c == ">":
            depth -= 1
        elif c == "," and depth == 0:
            out.append(text[start:i])
            start = i + 1
    if text[start:].strip():
        out.append(text[start:])
    return [p.strip() for p in out]


class Sig:
    """One declaration reduced to what is compared."""

    def __init__(self, kind, name, params, returns, mods, deprecated, value):
        self.kind, self.name, self.params, self.returns = kind, name, tuple(params), returns
        self.mods, self.deprecated, self.value = mods, deprecated, value

    @property
    def key(self):
        return (self.kind, self.name, self.params if self.kind != "field" else ())

    def label(self):
        if self.kind == "field":
            return f"field {self.name}"
        return f"{self.kind} {self.name}({', '.join(self.params)})"


def parse_aosp(line):
    """A member line of current.txt: `    method @Deprecated public static T name(A, B) throws X;`."""
    m = re.match(r"\s*(ctor|method|field|enum_constant)\s+(.*?);?\s*(//.*)?$", line)
    if not m:
        return None
    kind, rest = m.group(1), m.group(2)
    deprecated = "@Deprecated" in rest
    value = None
    if kind in ("field", "enum_constant"):
        if " = " in rest:
            rest, value = rest.split(" = ", 1)
            value = value.strip().rstrip(";").strip()
        rest = ANNOTATION.sub(" ", rest)
        words = rest.split()
        mods = {w for w in words if w in MODIFIERS}
        words = [w for w in words if w not in MODIFIERS]
        return Sig("field", words[-1], (), raw_type(" ".join(words[:-1])), mods, deprecated, value)
    rest = re.sub(r"\)\s*throws\s+.*$", ")", rest)
    rest = ANNOTATION.sub(" ", rest)
    call = re.match(r"(.*?)([\w.]+)\s*\((.*)\)\s*$", rest)
    before, name, params = call.group(1), call.group(2), call.group(3)
    words = before.split()
    mods = {w for w in words if w in MODIFIERS}
    words = [w for w in words if w not in MODIFIERS]
    params = [raw_type(p) for p in split_params(params)]
    if kind == "ctor":
        return Sig("ctor", name.rsplit(".", 1)[-1], params, "", mods, deprecated, None)
    return Sig("method", name, params, raw_type(" ".join(words)) if words else "", mods, deprecated, None)


def parse_java(member):
    header = member.header
    deprecated = "@Deprecated" in header
    plain = " ".join(ANNOTATION.sub(" ", header).split())
    if member.kind == "field":
        words = plain.split()
        mods = {w for w in words if w in MODIFIERS}
        words = [w for w in words if w not in MODIFIERS + ("volatile", "transient")]
        value = member.value.strip() if member.value is not None else None
        return Sig("field", words[-1], (), raw_type(" ".join(words[:-1])), mods, deprecated, value)
    call = re.match(r"(.*?)(\w+)\s*\((.*)\)\s*(throws\s+.*)?$", plain)
    before, name, params = call.group(1), call.group(2), call.group(3)
    words = before.split()
    mods = {w for w in words if w in MODIFIERS}
    words = [w for w in words if w not in MODIFIERS]
    types = []
    for p in split_params(params):
        p = " ".join(w for w in p.split() if w != "final")
        types.append(raw_type(p.rsplit(" ", 1)[0]))
    if member.kind == "ctor":
        return Sig("ctor", name, types, "", mods, deprecated, None)
    return Sig("method", name, types, raw_type(" ".join(words)) if words else "", mods, deprecated, None)


# Where the stand-in knowingly differs from AOSP (PROVENANCE.md's "What the stand-in adds"): (class, member label) or
# (class, "abstract") for a class whose abstract methods have bodies. Never more permissive for the code under check.
DEVIATIONS = {
    ("android.os.Build.VERSION", "field SDK_INT"): "not final in the stand-in (AOSP: final), so that tests can set it",
}
CONCRETE_ABSTRACTS = {"android.content.Context", "android.app.job.JobScheduler"}


def class_shape(header):
    """(kind, modifiers) of a class declaration, from the stand-in's header or current.txt's declaration line."""
    plain = " ".join(ANNOTATION.sub(" ", header).split())
    m = re.search(r"\b(class|interface|enum|@interface)\s+[\w.]+", plain)
    if not m:
        return None, set()
    words = plain[: m.start()].split()
    return m.group(1), {w for w in words if w in ("abstract", "final", "static")}


def class_differences(java_header, aosp_decl, nested):
    jkind, jmods = class_shape(java_header)
    akind, amods = class_shape(aosp_decl)
    out = []
    if jkind != akind:
        out.append(f"{jkind}, AOSP {akind}")
    if akind == "interface":
        jmods, amods = jmods - {"abstract"}, amods - {"abstract"}
    for mod in ("abstract", "final") + (("static",) if nested and akind == "class" else ()):
        if (mod in jmods) != (mod in amods):
            out.append(f"{'' if mod in jmods else 'not '}{mod}, AOSP {'' if mod in amods else 'not '}{mod}")
    return out


def same_value(java, aosp):
    if java is None or aosp is None:
        return True
    norm = lambda v: v.strip().rstrip("Ll") if re.fullmatch(r"-?\d+[Ll]?", v.strip()) else v.strip()
    if not (re.fullmatch(r"-?\d+[Ll]?", java.strip()) or re.fullmatch(r'"[^"]*"', java.strip())):
        return True  # not a literal in the stand-in (an expression): nothing to compare
    return norm(java) == norm(aosp)


def differences(java, aosp):
    out = []
    if java.kind == "method" and java.returns != aosp.returns:
        out.append(f"returns {java.returns}, AOSP {aosp.returns}")
    if java.kind == "field" and java.returns != aosp.returns:
        out.append(f"type {java.returns}, AOSP {aosp.returns}")
    for mod in ("static", "final", "abstract"):
        if (mod in java.mods) != (mod in aosp.mods):
            out.append(f"{'' if mod in java.mods else 'not '}{mod}, AOSP {'' if mod in aosp.mods else 'not '}{mod}")
    jvis = "protected" if "protected" in java.mods else "public"
    avis = "protected" if "protected" in aosp.mods else "public"
    if jvis != avis:
        out.append(f"{jvis}, AOSP {avis}")
    if java.deprecated != aosp.deprecated:
        out.append(f"{'' if java.deprecated else 'not '}@Deprecated, AOSP {'' if aosp.deprecated else 'not '}"
                   "@Deprecated")
    if java.kind == "field" and not same_value(java.value, aosp.value):
        out.append(f"value {java.value}, AOSP {aosp.value}")
    return out


def read_excerpts(path):
    """{fq: {"offset": str, "how": str, "decl": str, "lines": [str]}} in file order."""
    entries, current = {}, None
    with open(path, encoding="utf-8") as f:
        for raw in f:
            line = raw.rstrip("\n")
            if line.startswith("== "):
                fq, offset, how = [p.strip() for p in line[3:].split(" | ", 2)]
                current = entries[fq] = {"offset": offset, "how": how, "decl": None, "lines": []}
            elif line.startswith("#") or not line.strip():
                continue
            elif current is not None and current["decl"] is None and re.match(r"  \S", line):
                current["decl"] = line
            elif current is not None:
                current["lines"].append(line)
    return entries


def read_levels(path):
    levels = {}
    with open(path, encoding="utf-8") as f:
        for raw in f:
            if raw.startswith("#") or not raw.strip():
                continue
            cls, member, source = raw.rstrip("\n").split("\t")
            levels[(cls, member)] = source
    return levels


def level_source(levels, fq, sig, level):
    if sig is None:
        keys = [(fq, "(class)")]
    else:
        keys = [(fq, f"{sig.name}({','.join(sig.params)})"), (fq, sig.name)]
        keys += [(fq, k) for (c, k) in levels if c == fq and k.endswith("_*") and sig.name.startswith(k[:-1])]
        keys.append((fq, "(members)"))
    keys.append((fq, "*"))
    for k in keys:
        if k in levels:
            return levels[k]
    if level > 24:
        return None
    return "the author's record; not re-checked (≤ 24)"


def md(text):
    return text.replace("|", "\\|")


def main():
    check = "--check" in sys.argv[1:]
    sources = Sources(os.path.join(STAND_IN, "src"))
    excerpts = read_excerpts(os.path.join(HERE, "current-txt.excerpts"))
    levels = read_levels(os.path.join(HERE, "levels.tsv"))
    errors, rows, counts = [], [], {"exact": 0, "window": 0, "none": 0}
    unlocated = []
    rows.append("| class / member | level | level's source | current.txt |")
    rows.append("|---|---|---|---|")
    for fq in sorted(sources.classes):
        cls = sources.classes[fq]
        entry = excerpts.get(fq)
        src = level_source(levels, fq, None, cls.level)
        if src is None:
            errors.append(f"{fq}: level {cls.level} above 24 has no source in levels.tsv")
        if entry is None:
            where = "not located (listed in the summary above the table)"
            counts["none"] += 1
            unlocated.append(fq)
        else:
            if entry["offset"].isdigit():
                counts["exact"] += 1
                where = f"**offset {int(entry['offset']):,}**; {entry['how']}"
            else:
                counts["window"] += 1
                where = entry["how"]
            if entry["decl"]:
                where += f"<br>`{md(entry['decl'].strip())}`"
                nested = fq.count(".") > 2 and fq.split(".")[-2][:1].isupper()
                diff = class_differences(getattr(cls, "header", ""), entry["decl"], nested)
                if diff:
                    errors.append(f"{fq}: " + "; ".join(diff))
        rows.append(f"| `{fq}` | {cls.level} | {md(src or 'NOT LOOKED UP')} | {where} |")
        aosp = {}
        if entry:
            for line in entry["lines"]:
                sig = parse_aosp(line)
                if sig is None:
                    errors.append(f"{fq}: cannot read the excerpt line {line!r}")
                    continue
                aosp[sig.key] = (sig, line.strip())
        used = set()
        for member in sorted(cls.members, key=lambda m: ({"ctor": 0, "method": 1}.get(m.kind, 2), m.name, m.arity)):
            sig = parse_java(member)
            src = level_source(levels, fq, sig, member.level)
            if src is None:
                errors.append(f"{fq}.{sig.label()}: level {member.level} above 24 has no source in levels.tsv")
            found = aosp.get(sig.key)
            if found:
                used.add(sig.key)
                diff = differences(sig, found[0])
                if fq in CONCRETE_ABSTRACTS:
                    diff = [d for d in diff if d != "not abstract, AOSP abstract"]
                note = DEVIATIONS.get((fq, sig.label()))
                if diff and not note:
                    errors.append(f"{fq}.{sig.label()}: " + "; ".join(diff))
                cell = f"`{md(found[1])}`" + (f" ({note})" if note else "")
            elif entry is None:
                cell = "class not located"
            else:
                errors.append(f"{fq}.{sig.label()}: no line for it in the excerpts")
                cell = "MISSING"
            rows.append(f"| &nbsp;&nbsp;`{md(sig.label())}` | {member.level} | {md(src or 'NOT LOOKED UP')} | {cell} |")
        for key in set(aosp) - used:
            errors.append(f"{fq}: excerpt line {aosp[key][1]!r} matches no member of the stand-in")
    for fq in excerpts:
        if fq not in sources.classes:
            errors.append(f"excerpts name {fq}, which the stand-in does not have")
    with open(os.path.join(HERE, "head.md"), encoding="utf-8") as f:
        head = f.read()
    with open(os.path.join(HERE, "tail.md"), encoding="utf-8") as f:
        tail = f.read()
    total = len(sources.classes)
    summary = (f"{total} android.* classes (the stand-in's Firebase and actionable.standin classes are not Android's): "
               f"{counts['exact']} with the exact offset of their declaration line, "
               f"{counts['window']} located to a read window only, {counts['none']} not located"
               + (f" ({', '.join('`' + c + '`' for c in unlocated)})" if unlocated else "") + ".")
    text = head.replace("{{SUMMARY}}", summary) + "\n".join(rows) + "\n" + tail
    if errors:
        sys.stderr.write("".join(f"error: {e}\n" for e in errors))
        sys.exit(2)
    if check:
        with open(OUT, encoding="utf-8") as f:
            if f.read() != text:
                sys.stderr.write("PROVENANCE.md is out of date: run python3 Tests/AndroidStandIn/provenance/generate.py\n")
                sys.exit(1)
        return
    with open(OUT, "w", encoding="utf-8") as f:
        f.write(text)
    print(summary)


if __name__ == "__main__":
    main()
