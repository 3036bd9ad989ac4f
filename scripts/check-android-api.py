#!/usr/bin/env python3
"""Android Lint's NewApi and notification checks, for the Kotlin that `actionable generate android` writes and the
tap side (Python 3 standard library only).

    python3 scripts/check-android-api.py --min-sdk 24 DIR_OR_FILE...
    python3 scripts/check-android-api.py --min-sdk 24 --expect reply-intent:immutable planted/immutable-reply/

The API levels come from the android.* stand-in (Tests/AndroidStandIn/src): every class and member there carries
`@actionable.standin.Since(N)`, taken from AOSP (Tests/AndroidStandIn/PROVENANCE.md). The checks:

  new-api            a class, constructor, method, property or constant above --min-sdk used outside a guard that
                     proves the level: `if (Build.VERSION.SDK_INT >= N)` (or `> N-1`, `>= Build.VERSION_CODES.X`,
                     conjunctions, the else branch of `< N`, a `when` branch), after `if (SDK_INT < N) return`, or in
                     a function annotated with an Actionable `@RequiresApi(N)` (an `annotation class` in the checked
                     sources) whose own callers are then checked against N. Build.VERSION_CODES.* never counts (the
                     compiler inlines them; they are how a guard is written).
  trampoline         a PendingIntent.getBroadcast/getService whose receiver or service (a class in the sources, named
                     by `X::class.java` where the PendingIntent is made) calls startActivity; or a getBroadcast/
                     getService on a branch taken for a FOREGROUND action (a foreground action opens its activity
                     with getActivity: Android 12 blocks activities started from a receiver or service).
  pending-intent-mutability  a PendingIntent made without FLAG_IMMUTABLE or FLAG_MUTABLE (Android 12 throws).
  reply-intent       the PendingIntent of an action with a RemoteInput is FLAG_IMMUTABLE (the system cannot add the
                     typed text) or its Intent is implicit (any app could receive the text).
  too-many-actions   more than three addAction calls on one notification, an addAction loop over actions not capped
                     with take(n <= 3), or a cap above three.
  stand-in-only      a member of the stand-in that Android does not have (standIn*): only tests may use them.

Classes are resolved through imports, receivers' declared or constructed types, builder chains (each method's return
type from the stand-in), `apply`/`with` blocks, extension receivers and superclasses. A member name that stays
unresolved is taken as Android's only when no Kotlin declaration in the checked sources has that name (so the model's
`identifier` is never read as `Intent.getIdentifier`); among Android's same-named members of that arity in several
classes, the lowest level counts. Overloads of one class with the same name and arity but different levels
(`Action.Builder(int, …)` API 20 beside `Action.Builder(Icon, …)` API 23) are told apart by the arguments' types where
they are known (a literal, a resource id, a constructor or call the stand-in types, a typed val or parameter); where
they are not, the HIGHEST level counts and the finding says so.

java.* is not in the stand-in: JAVA_API_LEVELS and JAVA_MEMBER_LEVELS below list the java.* classes and members above
API 21 the check knows (java.time, java.nio.file, java.util.Base64, List/Set/Map.of, Long/Integer's unsigned
helpers, String.join, …), each with the page of Android's reference that gives its level. They count only where the
code names the Java class, fully qualified or through an import, so Kotlin's functions of the same names
(kotlin.text.repeat, kotlin.collections.forEach, `Long` as kotlin.Long) are never taken for Java's; also `.chars()` on a
String and Java's `Map.forEach { key, value -> }`. A star import (`import java.time.*`) is not followed. Findings print as `path:line:column: error: message [check]`; the exit status is 1 when any is found.
With --expect CHECK[:TEXT], the status is 0 only when a finding of that check (whose message contains TEXT) is found:
that is how a planted defect proves its check.
"""

import argparse
import os
import re
import sys
from dataclasses import dataclass, field

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_STANDIN = os.path.join(ROOT, "Tests", "AndroidStandIn", "src")
MAX_ACTIONS = 3

# java.* APIs above API 21 that Android Lint's NewApi reports and the stand-in (android.* only) does not know: where
# Android added them, from the developer reference ("Added in API level N") or its API difference reports
# (developer.android.com/sdk/api_diff/N/changes/...). A small table of what Kotlin code reaches for, not all of
# java.*: a package covers its subpackages; a class covers its nested classes; a member is (class, name).
JAVA_API_LEVELS = {
    "java.time": (26, "reference/kotlin/java/time/Instant: Added in API level 26"),
    "java.nio.file": (26, "reference/java/nio/file/package-summary: Added in API level 26"),
    "java.util.Base64": (26, "reference/java/util/Base64: Added in API level 26"),
    "java.util.Optional": (24, "sdk/api_diff/24/changes/pkg_java.util: added class"),
    "java.util.StringJoiner": (24, "sdk/api_diff/24/changes/pkg_java.util: added class"),
    "java.util.concurrent.CompletableFuture": (24, "sdk/api_diff/24/changes/pkg_java.util.concurrent: added class"),
}
JAVA_MEMBER_LEVELS = {
    **{("java.lang.Long", name): (26, "sdk/api_diff/26/changes/java.lang.Long") for name in (
        "toUnsignedString", "parseUnsignedLong", "compareUnsigned", "divideUnsigned", "remainderUnsigned")},
    **{("java.lang.Integer", name): (26, "sdk/api_diff/26/changes/java.lang.Integer") for name in (
        "toUnsignedString", "parseUnsignedInt", "compareUnsigned", "divideUnsigned", "remainderUnsigned",
        "toUnsignedLong")},
    ("java.lang.String", "join"): (26, "sdk/api_diff/26/changes/java.lang.String"),
    ("java.util.List", "of"): (30, "sdk/api_diff/30/changes/java.util.List"),
    ("java.util.Set", "of"): (30, "sdk/api_diff/r-dp2/changes/java.util.Set (Android 11, API 30)"),
    ("java.util.Map", "of"): (30, "sdk/api_diff/r-dp1/changes/java.util.Map (Android 11, API 30)"),
    ("java.util.Map", "ofEntries"): (30, "sdk/api_diff/r-dp1/changes/java.util.Map (Android 11, API 30)"),
    ("java.util.Map", "entry"): (30, "sdk/api_diff/r-dp1/changes/java.util.Map (Android 11, API 30)"),
    ("java.util.List", "copyOf"): (31, "sdk/api_diff/31/changes/java.util.List"),
    ("java.util.Set", "copyOf"): (31, "sdk/api_diff/31/changes/java.util.Set"),
    ("java.util.Map", "copyOf"): (31, "sdk/api_diff/31/changes/java.util.Map"),
}
# Instance members reached on a Kotlin String (kotlin.String is java.lang.String) and Java's Map.forEach.
JAVA_INSTANCE_API = {
    "chars": (24, "sdk/api_diff/24/changes/java.lang.CharSequence"),
    "codePoints": (24, "sdk/api_diff/24/changes/java.lang.CharSequence"),
    "Map.forEach": (24, "sdk/api_diff/24/changes/pkg_java.util: Map changed"),
}


def java_level(fq, member=None):
    """(level, source) of a java.* class, or of one of its members when `member` is given: the highest that
    JAVA_API_LEVELS (the class, an enclosing class or package) and JAVA_MEMBER_LEVELS say; (0, "") if none."""
    level, source = 0, ""
    for prefix, (lvl, src) in JAVA_API_LEVELS.items():
        if (fq == prefix or fq.startswith(prefix + ".")) and lvl > level:
            level, source = lvl, src
    lvl, src = JAVA_MEMBER_LEVELS.get((fq, member), (0, ""))
    if lvl > level:
        level, source = lvl, src
    return level, source


# ---------------------------------------------------------------------------------------------------------------------
# Masking: comments and string literals become spaces, so scanning never matches inside them; offsets stay the same.


def mask(text, kotlin=True):
    out = list(text)
    i, n = 0, len(text)

    def blank(a, b):
        for k in range(a, b):
            if out[k] != "\n":
                out[k] = " "

    while i < n:
        c = text[i]
        if text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            blank(i, j)
            i = j
        elif text.startswith("/*", i):
            depth, j = 1, i + 2
            while j < n and depth:
                if text.startswith("/*", j) and kotlin:
                    depth, j = depth + 1, j + 2
                elif text.startswith("*/", j):
                    depth, j = depth - 1, j + 2
                else:
                    j += 1
            blank(i, j)
            i = j
        elif text.startswith('"""', i):
            j = text.find('"""', i + 3)
            j = n if j < 0 else j + 3
            while j < n and text[j] == '"':
                j += 1
            blank(i + 1, j - 1)
            i = j
        elif c == '"' or c == "'":
            j = i + 1
            while j < n and text[j] != c and text[j] != "\n":
                j += 2 if text[j] == "\\" else 1
            blank(i + 1, min(j, n))
            i = j + 1
        else:
            i += 1
    return "".join(out)


def brackets(masked):
    """The position of each bracket's partner."""
    partner, stack = {}, []
    pairs = {")": "(", "}": "{", "]": "["}
    for i, c in enumerate(masked):
        if c in "({[":
            stack.append(i)
        elif c in ")}]":
            while stack and masked[stack[-1]] != pairs[c]:
                stack.pop()
            if stack:
                j = stack.pop()
                partner[i], partner[j] = j, i
    return partner


def split_args(text):
    """Top-level comma-separated arguments of an argument list's inside."""
    args, depth, start = [], 0, 0
    for i, c in enumerate(text):
        if c in "([{<" and c != "<":
            depth += 1
        elif c in ")]}":
            depth -= 1
        elif c == "," and depth == 0:
            args.append(text[start:i].strip())
            start = i + 1
    last = text[start:].strip()
    if last or args:
        args.append(last)
    return args


def java_params(text):
    """The parameter types of a Java parameter list's inside, generics dropped: `int icon, List<A, B> x` ->
    ["int", "List"]; an array or varargs parameter keeps `[]`."""
    params, depth, start = [], 0, 0
    for i, c in enumerate(text + ","):
        if c in "<([":
            depth += 1
        elif c in ">)]":
            depth -= 1
        elif c == "," and depth == 0:
            param = re.sub(r"@[\w.]+(\([^)]*\))?|\bfinal\b", " ", text[start:i])
            param = re.sub(r"<.*>", "", param).replace("...", "[]").split()
            if param:
                params.append("".join(param[:-1]) if len(param) > 1 else param[0])
            start = i + 1
    return params


# ---------------------------------------------------------------------------------------------------------------------
# The stand-in: classes and members with their levels, from the Java sources.


@dataclass
class Member:
    cls: str
    name: str
    kind: str  # method, ctor, field
    arity: int
    level: int
    returns: str = ""  # a fully qualified class name when it is one of the stand-in's, else the simple type
    static: bool = False
    constant: bool = False  # a compile-time constant (static final with a literal): javac and kotlinc inline it
    params: list = field(default_factory=list)  # parameter types, resolved as `returns` is ("int", "CharSequence", fq)


@dataclass
class JClass:
    fq: str
    level: int
    supers: list = field(default_factory=list)
    members: list = field(default_factory=list)
    constants: dict = field(default_factory=dict)


class StandIn:
    def __init__(self, root):
        self.classes = {}
        self.stand_in_only = set()
        self.version_codes = {}
        for directory, _, files in os.walk(root):
            for name in sorted(files):
                if name.endswith(".java"):
                    self._parse(os.path.join(directory, name))
        for cls in self.classes.values():
            cls.supers = [self._resolve_java(s, cls) for s in cls.supers]
            for m in cls.members:
                m.returns = self._resolve_java(m.returns, cls)
                m.params = [self._resolve_java(t, cls) if not t.endswith("[]") else t for t in m.params]
        codes = self.classes.get("android.os.Build.VERSION_CODES")
        if codes:
            self.version_codes = dict(codes.constants)
        self.by_name = {}
        for cls in self.classes.values():
            for m in cls.members:
                self.by_name.setdefault(m.name, []).append(m)

    def _parse(self, path):
        with open(path, encoding="utf-8") as f:
            text = f.read()
        masked = mask(text, kotlin=False)
        package = re.search(r"^\s*package\s+([\w.]+)\s*;", masked, re.M).group(1)
        self._imports = {}
        for m in re.finditer(r"^\s*import\s+([\w.]+)\s*;", masked, re.M):
            self._imports[m.group(1).rsplit(".", 1)[1]] = m.group(1)
        partner = brackets(masked)
        self._scan(text, masked, partner, 0, len(masked), package, None)

    def _scan(self, text, masked, partner, start, end, package, outer):
        """Declarations at one level of a body: header text up to `{`, `;` or `=`."""
        i, header_start = start, start
        while i < end:
            c = masked[i]
            if c in "{;=":
                header = masked[header_start:i]
                original = text[header_start:i]
                stop = i
                if c == "{":
                    close = partner.get(i, end)
                    self._declare(header, original, package, outer, body=(i + 1, close), text=text, masked=masked,
                                  partner=partner)
                    stop = close
                elif c == "=":
                    semicolon = i
                    depth = 0
                    while semicolon < end and not (masked[semicolon] == ";" and depth == 0):
                        if masked[semicolon] in "({[":
                            depth += 1
                        elif masked[semicolon] in ")}]":
                            depth -= 1
                        semicolon += 1
                    self._declare(header, original, package, outer, value=text[i + 1:semicolon].strip())
                    stop = semicolon
                else:
                    self._declare(header, original, package, outer)
                i = stop + 1
                header_start = i
            elif c == "(" and i in partner:
                i = partner[i] + 1
            else:
                i += 1

    def _declare(self, header, original, package, outer, body=None, value=None, text=None, masked=None,
                 partner=None):
        since = re.search(r"@Since\(\s*(\d+)\s*\)", header)
        stand_in_only = bool(re.search(r"@(?:[\w.]+\.)?StandInOnly\b", header))
        plain = re.sub(r"@[\w.]+(\([^)]*\))?", " ", header)
        plain = " ".join(plain.split())
        cls = re.search(r"\b(class|interface|enum)\s+(\w+)(.*)$", plain)
        if cls and body is not None:
            fq = (outer.fq + "." if outer else package + ".") + cls.group(2)
            rest = cls.group(3)
            supers = []
            ext = re.search(r"\bextends\s+([\w.]+)", rest)
            if ext:
                supers.append(ext.group(1))
            public = re.search(r"\b(public|protected)\b", plain) or getattr(outer, "interface", False)
            if package.startswith("android") and not stand_in_only and public:
                level = int(since.group(1)) if since else 1
                jcls = JClass(fq, level, supers)
                jcls.interface = cls.group(1) == "interface"
                self.classes[fq] = jcls
                self._scan(text, masked, partner, body[0], body[1], package, jcls)
            return
        if outer is None or "(" not in plain and value is None and not re.search(r"\w+\s+\w+\s*$", plain):
            return
        visible = re.search(r"\b(public|protected)\b", plain) or getattr(outer, "interface", False)
        if not visible:
            return
        static = bool(re.search(r"\bstatic\b", plain))
        if "(" in plain:
            m = re.search(r"([\w.<>\[\]?, ]+?)?\s*\b(\w+)\s*\((.*)\)", plain)
            if not m:
                return
            name, params = m.group(2), m.group(3).strip()
            declared = java_params(params)
            arity = len(declared)
            prefix = re.sub(r"\b(public|protected|static|final|abstract|synchronized|native|default)\b", " ",
                            m.group(1) or "").split()
            simple = outer.fq.rsplit(".", 1)[1]
            if name == simple and not prefix:
                kind, returns = "ctor", outer.fq
            else:
                kind, returns = "method", (prefix[-1] if prefix else "")
        else:
            declared = []
            words = re.sub(r"\b(public|protected|static|final|volatile|transient)\b", " ", plain).split()
            if len(words) < 2:
                return
            kind, name, returns, arity = "field", words[-1], words[-2], 0
            if value is not None and re.fullmatch(r"-?\d+L?", value):
                outer.constants[name] = int(value.rstrip("L"))
        if stand_in_only:
            self.stand_in_only.add(name)
            return
        if "@Override" in header and not since:
            return  # java.lang.Object's and Comparable's methods
        if not since:
            raise SystemExit(f"error: {outer.fq}.{name} in the stand-in has no @Since")
        constant = (kind == "field" and static and bool(re.search(r"\bfinal\b", plain)) and value is not None and
                    bool(re.fullmatch(r'-?\d+L?|"[^"]*"', value.strip())))
        outer.members.append(Member(outer.fq, name, kind, arity, int(since.group(1)), returns, static, constant,
                                    declared if "(" in plain else []))

    def _resolve_java(self, name, cls):
        name = re.sub(r"<.*>", "", name or "").strip()
        if not name or name[0].islower():
            return name
        head = name.split(".")[0]
        if head in self._all_imports(cls):
            return self._all_imports(cls)[head] + name[len(head):]
        package = cls.fq
        while "." in package:
            package = package.rsplit(".", 1)[0]
            if package + "." + name in self.classes:
                return package + "." + name
        return name

    def _all_imports(self, cls):
        # Imports are per file; the stand-in's files import only what they name, so one table for all is enough.
        if not hasattr(self, "_import_table"):
            self._import_table = {}
            for fq in self.classes:
                self._import_table.setdefault(fq.rsplit(".", 1)[1], fq)
        return self._import_table

    def class_level(self, fq):
        level, parts = 1, fq.split(".")
        for k in range(len(parts)):
            c = self.classes.get(".".join(parts[: k + 1]))
            if c:
                level = max(level, c.level)
        return level

    def lookup(self, fq, name, arity, kinds):
        """Members named `name` of class fq or its superclasses (arity None: any)."""
        seen, queue, found = set(), [fq], []
        while queue:
            c = self.classes.get(queue.pop(0))
            if not c or c.fq in seen:
                continue
            seen.add(c.fq)
            found += [m for m in c.members if m.name == name and m.kind in kinds and (arity is None or
                                                                                         m.arity == arity)]
            if found:
                return found
            queue += c.supers
        return found

    def is_android(self, fq):
        return fq in self.classes


# ---------------------------------------------------------------------------------------------------------------------
# Kotlin sources: declarations, regions (guards and branch conditions), uses.


@dataclass
class Function:
    name: str
    receiver: str
    params: list
    annotations: str
    start: int  # the `fun` keyword
    body: tuple  # (start, end) of the body text (braces excluded, or the expression after `=`)
    file: "KFile" = None


@dataclass
class Region:
    start: int
    end: int
    level: int  # the SDK_INT guaranteed here (0: nothing)
    condition: str  # the condition text that leads here, with its polarity: "+cond" or "-cond"


@dataclass
class Finding:
    path: str
    line: int
    column: int
    check: str
    message: str

    def __str__(self):
        return f"{self.path}:{self.line}:{self.column}: error: {self.message} [{self.check}]"


SDK = r"(?:(?:android\.os\.)?Build\.VERSION\.)?SDK_INT"


class KFile:
    def __init__(self, path, text, standin):
        self.path, self.text = path, text
        self.masked = mask(text)
        self.partner = brackets(self.masked)
        self.standin = standin
        self.line_starts = [0] + [m.end() for m in re.finditer(r"\n", text)]
        self.imports = {}
        self.star_imports = []
        for m in re.finditer(r"^\s*import\s+([\w.]+)(\.\*)?(?:\s+as\s+(\w+))?", self.masked, re.M):
            if m.group(2):
                self.star_imports.append(m.group(1))
            else:
                self.imports[m.group(3) or m.group(1).rsplit(".", 1)[1]] = m.group(1)
        pkg = re.search(r"^\s*package\s+([\w.]+)", self.masked, re.M)
        self.package = pkg.group(1) if pkg else ""
        self.functions = self._functions()
        self.classes = self._classes()
        self.regions = self._regions()

    def position(self, offset):
        lo, hi = 0, len(self.line_starts) - 1
        while lo < hi:
            mid = (lo + hi + 1) // 2
            if self.line_starts[mid] <= offset:
                lo = mid
            else:
                hi = mid - 1
        return lo + 1, offset - self.line_starts[lo] + 1

    def finding(self, offset, check, message):
        line, column = self.position(offset)
        return Finding(self.path, line, column, check, message)

    # -- declarations

    def _statement_end(self, i):
        """The end of an expression or statement starting at i: the line's end with brackets balanced, continued
        by lines that start with `.`, `?.`, an operator or `else`."""
        n, masked = len(self.masked), self.masked
        while i < n:
            c = masked[i]
            if c in "([{" and i in self.partner:
                i = self.partner[i] + 1
                continue
            if c in ")]}" or c == ";":
                return i
            if c == "\n":
                j = i + 1
                while j < n and masked[j] in " \t\r\n":
                    j += 1
                rest = masked[j:j + 6]
                if re.match(r"(\?\.|\.|\?:|&&|\|\||\+|-(?!>)|\*|/|else\b|as\b|\?)", rest):
                    i = j
                    continue
                if masked[i - 1:i].strip() and re.search(r"(=|\(|,|&&|\|\||\+|-|\*|/|\.|\?:|->)\s*$",
                                                          masked[max(0, i - 3):i]):
                    i = j
                    continue
                return i
            i += 1
        return n

    def _functions(self):
        functions = []
        pattern = re.compile(r"\bfun\s+(?:<[^>]*>\s*)?(?:([\w.]+(?:<[^>]*>)?\??)\.)?(\w+)\s*\(")
        for m in pattern.finditer(self.masked):
            open_paren = m.end() - 1
            close = self.partner.get(open_paren)
            if close is None:
                continue
            params = []
            for p in split_args(self.masked[open_paren + 1:close]):
                pm = re.match(r"(?:@\w+\s+)*(?:vararg\s+|val\s+|var\s+|crossinline\s+|noinline\s+)*(\w+)\s*:\s*"
                              r"([\w.<>?, ]+)", p)
                if pm:
                    params.append((pm.group(1), pm.group(2).strip()))
            j = close + 1
            while j < len(self.masked) and self.masked[j] in " \t":
                j += 1
            if self.masked[j:j + 1] == ":":
                k = j + 1
                while k < len(self.masked) and self.masked[k] not in "{=\n":
                    k += 1
                j = k
            while j < len(self.masked) and self.masked[j] in " \t\n":
                j += 1
            if self.masked[j:j + 1] == "{" and j in self.partner:
                body = (j + 1, self.partner[j])
            elif self.masked[j:j + 1] == "=":
                body = (j + 1, self._statement_end(j + 1))
            else:
                body = (j, j)  # abstract
            line_start = self.masked.rfind("\n", 0, m.start())
            annotations = self.masked[max(0, line_start - 400):m.start()]
            # Only the annotations directly before this declaration: stop at the previous statement's end.
            annotations = re.split(r"[;}{]\s*$|\)\s*\n(?=\s*(?:fun|val|var|class)\b)", annotations)[-1]
            annotations = annotations[annotations.rfind("}") + 1:]
            functions.append(Function(m.group(2), m.group(1) or "", params, annotations, m.start(), body, self))
        return functions

    def _classes(self):
        classes = []
        pattern = re.compile(r"\b(?:class|object|interface)\s+(\w+)[^{\n]*?(?::\s*([^{\n]+))?\s*(\{|$)", re.M)
        for m in pattern.finditer(self.masked):
            supers = []
            if m.group(2):
                for s in split_args(m.group(2)):
                    supers.append(re.sub(r"\(.*", "", s).strip())
            if m.group(3) == "{" and m.end() - 1 in self.partner:
                body = (m.end(), self.partner[m.end() - 1])
            else:
                body = (m.end(), m.end())
            classes.append((m.group(1), supers, body, m.start()))
        return classes

    def enclosing_function(self, offset):
        best = None
        for f in self.functions:
            if f.body[0] <= offset <= f.body[1] and (best is None or f.body[0] > best.body[0]):
                best = f
        return best

    def enclosing_class(self, offset):
        best = None
        for c in self.classes:
            if c[2][0] <= offset <= c[2][1] and (best is None or c[2][0] > best[2][0]):
                best = c
        return best

    # -- guards and branches

    def _condition_levels(self, cond):
        """(level guaranteed when cond holds, level guaranteed when it does not)."""
        cond = cond.strip()
        while cond.startswith("(") and self._balanced_outer(cond):
            cond = cond[1:-1].strip()
        for op, combine in (("||", "or"), ("&&", "and")):
            parts = self._split_top(cond, op)
            if len(parts) > 1:
                levels = [self._condition_levels(p) for p in parts]
                if combine == "and":
                    then = max(t for t, _ in levels)
                    other = min(e for _, e in levels)
                else:
                    then = min(t for t, _ in levels)
                    other = max(e for _, e in levels)
                return then, other
        if cond.startswith("!"):
            then, other = self._condition_levels(cond[1:])
            return other, then
        value = r"(\d+|(?:(?:android\.os\.)?Build\.)?VERSION_CODES\.\w+)"
        m = re.fullmatch(SDK + r"\s*(>=|>|<|<=)\s*" + value, cond)
        if m:
            op, number = m.group(1), self._version(m.group(2))
        else:
            m = re.fullmatch(value + r"\s*(<=|<|>|>=)\s*" + SDK, cond)
            if not m:
                return 0, 0
            op = {"<=": ">=", "<": ">", ">": "<", ">=": "<="}[m.group(2)]
            number = self._version(m.group(1))
        if number is None:
            return 0, 0
        return {">=": (number, 0), ">": (number + 1, 0), "<": (0, number), "<=": (0, number + 1)}[op]

    def _version(self, text):
        if text.isdigit():
            return int(text)
        return self.standin.version_codes.get(text.rsplit(".", 1)[1])

    @staticmethod
    def _balanced_outer(text):
        depth = 0
        for i, c in enumerate(text):
            depth += c == "("
            depth -= c == ")"
            if depth == 0 and i < len(text) - 1:
                return False
        return True

    @staticmethod
    def _split_top(text, op):
        parts, depth, start, i = [], 0, 0, 0
        while i < len(text):
            c = text[i]
            if c in "([{":
                depth += 1
            elif c in ")]}":
                depth -= 1
            elif depth == 0 and text.startswith(op, i):
                parts.append(text[start:i])
                start = i + len(op)
                i += len(op)
                continue
            i += 1
        parts.append(text[start:])
        return parts

    def _branch(self, i):
        """The extent of the branch starting at i (after `if (...)`, `else` or `->`)."""
        n = len(self.masked)
        while i < n and self.masked[i] in " \t\r\n":
            i += 1
        if self.masked[i:i + 1] == "{" and i in self.partner:
            return i, self.partner[i] + 1
        end = self._statement_end(i)
        k = i
        while k < end:
            c = self.masked[k]
            if c in "([{" and k in self.partner:
                k = self.partner[k] + 1
                continue
            if re.match(r"else\b", self.masked[k:k + 5]) and not self.masked[k - 1].isalnum():
                return i, k
            k += 1
        return i, end

    def _enclosing_block_end(self, offset):
        best = len(self.masked)
        for open_, close in self.partner.items():
            if self.masked[open_] == "{" and open_ < offset < close and close < best:
                best = close
        return best

    def _regions(self):
        regions = []
        masked = self.masked
        for m in re.finditer(r"\bif\s*\(", masked):
            open_paren = m.end() - 1
            close = self.partner.get(open_paren)
            if close is None:
                continue
            cond = " ".join(masked[open_paren + 1:close].split())
            then_level, else_level = self._condition_levels(cond)
            then_start, then_end = self._branch(close + 1)
            regions.append(Region(then_start, then_end, then_level, "+" + cond))
            k = then_end
            while k < len(masked) and masked[k] in " \t\r\n":
                k += 1
            if re.match(r"else\b", masked[k:k + 5]):
                else_start, else_end = self._branch(k + 4)
                regions.append(Region(else_start, else_end, else_level, "-" + cond))
            elif else_level:
                branch = masked[then_start:then_end].strip("{} \t\r\n")
                if re.match(r"(return|throw)\b", branch) and not re.search(r"\n\s*\S", branch):
                    regions.append(Region(then_end, self._enclosing_block_end(m.start()), else_level, "-" + cond))
        # `when { cond -> branch }` and `when (subject) { value -> branch }`
        for m in re.finditer(r"\bwhen\b\s*(\(([^()]*(?:\([^()]*\))*[^()]*)\))?\s*\{", masked):
            open_brace = m.end() - 1
            close = self.partner.get(open_brace)
            if close is None:
                continue
            subject = " ".join((m.group(2) or "").split())
            i = open_brace + 1
            while i < close:
                arrow = self._next_top_arrow(i, close)
                if arrow is None:
                    break
                cond = " ".join(masked[i:arrow].split())
                start, end = self._branch(arrow + 2)
                if cond == "else":
                    level = 0
                else:
                    level = self._condition_levels(cond)[0] if not subject else 0
                text = cond if not subject else subject + " == " + cond
                regions.append(Region(start, end, level, "+" + text))
                i = end
                while i < close and masked[i] in " \t\r\n;":
                    i += 1
        return regions

    def _next_top_arrow(self, i, end):
        while i < end:
            c = self.masked[i]
            if c in "([{" and i in self.partner:
                i = self.partner[i] + 1
                continue
            if self.masked.startswith("->", i):
                return i
            i += 1
        return None

    def guard_level(self, offset):
        level = 0
        for r in self.regions:
            if r.start <= offset < r.end:
                level = max(level, r.level)
        f = self.enclosing_function(offset)
        while f is not None:
            level = max(level, requires_api(f, self.standin))
            f = self.enclosing_function(f.start - 1) if f.start > 0 else None
        return level

    def conditions(self, offset):
        return [r.condition for r in self.regions if r.start <= offset < r.end]


def requires_api(function, standin):
    m = re.search(r"@(\w*RequiresApi|RequiresSdk)\s*\(\s*(?:\w+\s*=\s*)?([\w.]+)\s*\)", function.annotations)
    if not m:
        return 0
    value = m.group(2)
    if value.isdigit():
        return int(value)
    return standin.version_codes.get(value.rsplit(".", 1)[1], 0)


# ---------------------------------------------------------------------------------------------------------------------
# The project: every file, what it declares, and expression resolution across files.


KOTLIN_SCOPE = {"apply", "also", "let", "run", "with", "takeIf", "takeUnless", "use"}


class Project:
    def __init__(self, files, standin):
        self.files = files
        self.standin = standin
        self.declared = set()
        self.functions = {}
        self.classes = {}
        for f in files:
            for fn in f.functions:
                self.declared.add(fn.name)
                self.functions.setdefault(fn.name, []).append(fn)
                for p, _ in fn.params:
                    self.declared.add(p)
            for m in re.finditer(r"\b(?:val|var)\s+(?:<[^>]*>\s*)?(?:[\w.]+\.)?(\w+)", f.masked):
                self.declared.add(m.group(1))
            for name, supers, body, start in f.classes:
                self.classes[name] = (f, supers, body, start)
                self.declared.add(name)
        self.annotations = set()
        for f in files:
            for m in re.finditer(r"\bannotation\s+class\s+(\w+)", f.masked):
                self.annotations.add(m.group(1))

    # -- types

    def resolve_class(self, kfile, name):
        """A simple or dotted class name as written in kfile: the stand-in's fully qualified name, or None."""
        if name in self.standin.classes:
            return name
        head, _, rest = name.partition(".")
        fq = kfile.imports.get(head)
        if fq is None:
            for star in kfile.star_imports:
                if star + "." + head in self.standin.classes:
                    fq = star + "." + head
        if fq is None:
            return None
        fq = fq + ("." + rest if rest else "")
        return fq if fq in self.standin.classes else None

    def declared_type(self, kfile, name, offset):
        """The type of a local, parameter or property named `name` visible at offset: ("android", fq),
        ("kotlin", name) for one of ours, or None."""
        best = None
        f = kfile.enclosing_function(offset)
        while f is not None:
            for p, t in f.params:
                if p == name:
                    return self.type_of_name(kfile, t)
            f = kfile.enclosing_function(f.start - 1) if f.start > 0 else None
        pattern = re.compile(r"\b(?:val|var)\s+" + re.escape(name) + r"\b\s*(?::\s*([\w.<>?]+))?\s*(=)?")
        for m in pattern.finditer(kfile.masked, 0, offset):
            best = m
        if best is None:
            for p in re.finditer(r"\(\s*" + re.escape(name) + r"\s*:\s*([\w.<>?]+)|[,(]\s*(?:val|var)\s+" +
                                 re.escape(name) + r"\s*:\s*([\w.<>?]+)", kfile.masked):
                return self.type_of_name(kfile, p.group(1) or p.group(2))
            return None
        if best.group(1):
            return self.type_of_name(kfile, best.group(1))
        if best.group(2):
            start = best.end()
            return self.expression_type(kfile, kfile.masked[start:kfile._statement_end(start)].strip(), start)
        return None

    def type_of_name(self, kfile, written):
        written = re.sub(r"<.*>", "", written).rstrip("?").strip()
        fq = self.resolve_class(kfile, written)
        if fq:
            return ("android", fq)
        if written in self.classes or written in ("String", "Int", "Long", "Boolean", "List", "Map", "File"):
            return ("kotlin", written)
        return None

    def expression_type(self, kfile, expr, offset):
        """The type of an expression, walking a chain of calls and properties."""
        segments = chain_segments(expr)
        if not segments:
            return None
        current = None
        first, args = segments[0]
        rest = segments[1:]
        if first == "this":
            c = kfile.enclosing_class(offset)
            current = self.class_type(kfile, c[0]) if c else None
        else:
            # A dotted class name, as long as the prefix names a stand-in class.
            names = [first]
            k = 0
            while args is None and k < len(rest) and rest[k][0][:1].isupper():
                candidate = ".".join(names + [rest[k][0]])
                if self.resolve_class(kfile, candidate):
                    names.append(rest[k][0])
                    args = rest[k][1]
                    k += 1
                else:
                    break
            written = ".".join(names)
            fq = self.resolve_class(kfile, written)
            if fq and args is not None:
                current = ("android", fq)
                rest = rest[k:]
            elif fq:
                current = ("static", fq)
                rest = rest[k:]
            elif args is not None and first in self.classes:
                current = ("kotlin", first)
            elif args is None and first[:1].islower():
                current = self.declared_type(kfile, first, offset)
            else:
                return None
        for name, call_args in rest:
            if current is None:
                return None
            current = self.member_type(current, name, call_args)
        return current

    def class_type(self, kfile, name):
        entry = self.classes.get(name)
        if not entry:
            return None
        return ("kotlin", name)

    def member_type(self, owner, name, call_args):
        kind, fq = owner
        if kind == "kotlin":
            return None
        if name in KOTLIN_SCOPE and name in ("apply", "also"):
            return owner
        if kind == "static":
            nested = fq + "." + name
            if nested in self.standin.classes:
                return ("android", nested) if call_args is not None else ("static", nested)
        members = self.members_for(fq, name, call_args)
        if not members:
            return None
        returns = members[0].returns
        return ("android", returns) if returns in self.standin.classes else ("kotlin", returns)

    def members_for(self, fq, name, call_args):
        if call_args is not None:
            arity = len(call_args)
            found = self.standin.lookup(fq, name, arity, ("method",))
            if not found and arity and call_args[-1].lstrip().startswith("{"):
                found = self.standin.lookup(fq, name, None, ("method",))
            return found
        found = self.standin.lookup(fq, name, None, ("field",))
        if found:
            return found
        cap = name[:1].upper() + name[1:]
        found = self.standin.lookup(fq, "get" + cap, 0, ("method",))
        if not found and name.startswith("is"):
            found = self.standin.lookup(fq, name, 0, ("method",))
        return found

    def superclasses(self, name, seen=None):
        """The stand-in classes a Kotlin class extends, directly or through our own classes."""
        seen = seen or set()
        entry = self.classes.get(name)
        if not entry or name in seen:
            return []
        seen.add(name)
        kfile, supers, _, _ = entry
        out = []
        for s in supers:
            fq = self.resolve_class(kfile, s)
            if fq:
                out.append(fq)
            else:
                out += self.superclasses(s, seen)
        return out


def chain_segments(expr):
    """`a.b(x).c?.d` -> [("a", None), ("b", ["x"]), ("c", None), ("d", None)]; None when it is not a chain."""
    expr = expr.strip()
    segments, i, n = [], 0, len(expr)
    while i < n:
        m = re.match(r"\s*(\w+)", expr[i:])
        if not m:
            return None
        name = m.group(1)
        i += m.end()
        args = None
        while i < n and expr[i] in " \t!":
            i += 1
        if i < n and expr[i] == "(":
            depth, j = 0, i
            while j < n:
                depth += expr[j] == "("
                depth -= expr[j] == ")"
                if depth == 0:
                    break
                j += 1
            args = split_args(expr[i + 1:j])
            i = j + 1
        if i < n and expr[i] == "{":
            depth, j = 0, i
            while j < n:
                depth += expr[j] == "{"
                depth -= expr[j] == "}"
                if depth == 0:
                    break
                j += 1
            args = (args or []) + ["{}"]
            i = j + 1
        segments.append((name, args))
        while i < n and expr[i] in " \t\n!":
            i += 1
        if i >= n:
            break
        if expr.startswith("?.", i):
            i += 2
        elif expr[i] == ".":
            i += 1
        else:
            return None
    return segments


def receiver_text(masked, dot):
    """The receiver expression that ends just before the `.` at dot (a chain of names, calls and lambdas)."""
    i = dot
    if masked[i - 1:i] == "?":
        i -= 1
    start = i
    first = True
    while i > 0:
        j = i
        while j > 0 and masked[j - 1] in (" \t\n!" if first else " \t!"):
            j -= 1
        first = False
        if j > 0 and masked[j - 1] in ")}]":
            depth, k = 0, j - 1
            while k >= 0:
                if masked[k] in ")}]":
                    depth += 1
                elif masked[k] in "({[":
                    depth -= 1
                    if depth == 0:
                        break
                k -= 1
            j = k
        m = re.search(r"(\w+)\s*$", masked[max(0, j - 200):j])
        if not m:
            break
        j -= len(m.group(0))
        start = j
        k = j
        while k > 0 and masked[k - 1] in " \t\n":
            k -= 1
        if k > 0 and masked[k - 1] == ".":
            i = k - 1
            if masked[i - 1:i] == "?":
                i -= 1
            continue
        break
    return masked[start:dot].rstrip("?").strip()


# ---------------------------------------------------------------------------------------------------------------------
# The checks.


class Checker:
    def __init__(self, project, min_sdk):
        self.project = project
        self.standin = project.standin
        self.min_sdk = min_sdk
        self.findings = []
        self.warnings = []
        self.guarded = []

    def run(self):
        for f in self.project.files:
            self.new_api(f)
            self.java_api(f)
            self.stand_in_only(f)
            self.pending_intents(f)
            self.actions(f)
        self.trampolines()
        unique = {}
        for finding in self.findings:
            unique[(finding.path, finding.line, finding.column, finding.check)] = finding
        return sorted(unique.values(), key=lambda x: (x.path, x.line, x.column, x.check))

    # -- new-api

    def use(self, f, offset, what, level, constant=False, note=""):
        if level <= self.min_sdk:
            return
        guard = f.guard_level(offset)
        line, column = f.position(offset)
        if guard >= level:
            self.guarded.append(f"{f.path}:{line}:{column}: {what} (API {level}) under a guard of {guard}")
            return
        if constant:
            # Android Lint's InlinedApi, a warning: the compiler copies the value, so nothing is missing at run time.
            self.warnings.append(f"{f.path}:{line}:{column}: warning: {what} is API level {level}, inlined as a "
                                 f"constant (min-sdk {self.min_sdk}): harmless unless passed to an API that needs "
                                 f"{level} [inlined-api]")
            return
        self.findings.append(f.finding(offset, "new-api", f"{what} requires API level {level} (min-sdk is "
                                       f"{self.min_sdk}) and is not under `if (Build.VERSION.SDK_INT >= {level})`"
                                       f"{note}"))

    # -- overloads: one name and arity, several levels

    PRIMITIVES = {"int", "long", "short", "byte", "char", "float", "double", "boolean"}
    BOXES = {"Integer": "int", "Long": "long", "Short": "short", "Byte": "byte", "Character": "char",
             "Float": "float", "Double": "double", "Boolean": "boolean"}
    WIDENING = {"long": {"int", "short", "byte", "char"}, "int": {"short", "byte", "char"},
                "float": {"int", "long"}, "double": {"int", "long", "float"}}

    def overload_level(self, f, members, args, offset):
        """(level, note) of a use of `members`, overloads of one name and arity. Where their levels differ, the
        overload whose parameter types the arguments' types fit (a literal, a constructor or call whose type the
        stand-in gives, a typed val or parameter) decides; when the types leave more than one, the HIGHEST level
        counts (Android Lint knows the exact overload; this check must not miss `setX(Icon)` beside `setX(int)`)
        and the note says so."""
        levels = sorted({m.level for m in members})
        if len(levels) == 1:
            return levels[0], ""
        if args is not None:
            types = [self.argument_type(f, a, offset) for a in args]
            fitting = [m for m in members if len(m.params) == len(types) and
                       all(self.fits(p, t) for p, t in zip(m.params, types))]
            fitting_levels = sorted({m.level for m in fitting})
            if len(fitting_levels) == 1:
                return fitting_levels[0], ""
            if fitting_levels:
                levels = fitting_levels
        count = len(args) if args is not None else 0
        return levels[-1], (f" (its overloads with {count} argument(s) are API levels "
                            f"{', '.join(str(x) for x in levels)} and the arguments' types do not tell which one is "
                            f"called here, so the highest counts)")

    def argument_type(self, f, arg, offset):
        """A Kotlin argument's Java type as the stand-in's parameters name it ("int", "String", a stand-in class),
        or None when it is not known (and so fits any parameter); "lambda" for a lambda."""
        a = arg.strip()
        named = re.fullmatch(r"\w+\s*=(?!=)(.*)", a, re.S)
        if named:
            a = named.group(1).strip()
        if a.startswith("{"):
            return "lambda"
        if re.fullmatch(r"-?(0[xX][0-9a-fA-F_]+|0[bB][01_]+|\d[\d_]*)", a):
            return "int"
        if re.fullmatch(r"-?(0[xX][0-9a-fA-F_]+|\d[\d_]*)[lL]", a):
            return "long"
        if re.fullmatch(r"-?\d[\d_]*(\.\d+)?[fF]", a):
            return "float"
        if re.fullmatch(r"-?\d[\d_]*\.\d+([eE][-+]?\d+)?", a):
            return "double"
        if a in ("true", "false"):
            return "boolean"
        if re.fullmatch(r'"[^"\n]*"|""".*"""', a, re.S):  # masked: the quotes stay, the text is blank
            return "String"
        if re.fullmatch(r"(?:android\.)?R\.\w+\.\w+", a):  # a resource id
            return "int"
        if a == "null" or not re.fullmatch(r"[\w.?!()\[\]{}\s,\"]+", a):
            return None
        t = self.project.expression_type(f, a, offset)
        if t is None:
            return None
        kind, name = t
        if kind == "android":
            return name
        if kind == "kotlin":
            return {"Int": "int", "Long": "long", "Boolean": "boolean", "String": "String"}.get(name)
        return None

    def ancestors(self, fq):
        out, queue = set(), [fq]
        while queue:
            c = self.standin.classes.get(queue.pop())
            if c:
                for s in c.supers:
                    if s not in out:
                        out.add(s)
                        queue.append(s)
        return out

    def fits(self, param, t):
        """Whether an argument of type t (None: unknown) can be passed to a parameter of type `param`."""
        if t is None or t == "lambda" or param == "Object":
            return True
        if param in self.PRIMITIVES or param in self.BOXES:
            primitive = self.BOXES.get(param, param)
            return t == primitive or t in self.WIDENING.get(primitive, set())
        if param in ("String", "CharSequence"):
            return t == "String" or param in self.ancestors(t)
        if t in self.PRIMITIVES or t == "String":
            return False
        declared = self.standin.classes.get(param)
        if declared is not None and not getattr(declared, "interface", False) and t in self.standin.classes:
            return t == param or param in self.ancestors(t)
        return True  # an interface or a class the stand-in does not have: the stand-in records no `implements`

    # -- new-api: java.* (the stand-in has android.* only)

    def java_api(self, f):
        """NewApi for the java.* classes and members of JAVA_API_LEVELS, where the code names the Java class: fully
        qualified (`java.lang.Long.toUnsignedString(x)`) or through an import (`import java.util.Base64`). Kotlin's
        own functions of the same names (kotlin.text.repeat, kotlin.collections.forEach, `Long` as kotlin.Long) are
        not Java's and never resolve here. Also `.chars()`/`.codePoints()` on a String and Java's Map.forEach (a
        two-parameter lambda; Kotlin's takes one `(key, value)` entry)."""
        masked = f.masked
        for m in re.finditer(r"(?<![\w.])(java\.(?:[a-z]\w*\.)+[A-Z]\w*(?:\.[A-Z]\w*)*|[A-Z]\w*(?:\.[A-Z]\w*)*)"
                             r"(?:\s*\.\s*([a-z]\w*))?(\s*[(<{])?", masked):
            if re.match(r"\s*(import|package)\b", masked[masked.rfind("\n", 0, m.start()) + 1:m.start()]):
                continue
            written, member = m.group(1), m.group(2)
            if written.startswith("java."):
                fq = written
            else:
                head, _, rest = written.partition(".")
                imported = f.imports.get(head, "")
                if not imported.startswith("java."):
                    continue
                fq = imported + ("." + rest if rest else "")
            if member is None and not m.group(3) and not re.fullmatch(r"[A-Z][A-Z0-9_]*", fq.rsplit(".", 1)[1]):
                continue  # a type in a declaration or a cast: what matters is where a value comes from (a call)
            level, source = java_level(fq, member)
            if level:
                what = f"`{written}.{member}`" if member else f"`{written}`"
                self.use(f, m.start(2) if member else m.start(), f"{what} ({fq}; {source})", level)
        for m in re.finditer(r"\.\s*(chars|codePoints)\s*\(\s*\)", masked):
            literal = re.search(r'"[^"\n]*"\s*$', masked[max(0, m.start() - 400):m.start()])
            receiver = receiver_text(masked, m.start())
            if literal or receiver and self.project.expression_type(f, receiver, m.start()) == ("kotlin", "String"):
                level, source = JAVA_INSTANCE_API[m.group(1)]
                self.use(f, m.start(1), f"`{m.group(1)}` on a String (java.lang.CharSequence; {source})", level)
        if "forEach" not in self.project.declared:
            for m in re.finditer(r"\.\s*forEach\s*\{\s*(\w+)\s*(?::[^,>]*)?,\s*(\w+)\s*(?::[^>]*)?->", masked):
                level, source = JAVA_INSTANCE_API["Map.forEach"]
                self.use(f, m.start() + 1, "`forEach { key, value -> }` (java.util.Map.forEach(BiConsumer); "
                         f"{source}; Kotlin's `forEach {{ (key, value) -> }}` needs no API level)", level)

    def new_api(self, f):
        masked = f.masked
        seen = set()
        # Qualified uses: Class(...), Class.member, Class.Nested(...), with the class resolved through imports.
        for m in re.finditer(r"(?<![\w.])((?:android\.(?:[a-z]\w*\.)*)?[A-Z]\w*(?:\.[A-Z]\w*)*)(?:\s*\.\s*(\w+))?"
                             r"(\s*\()?", masked):
            if re.match(r"\s*(import|package)\b", masked[masked.rfind("\n", 0, m.start()) + 1:m.start()]):
                continue
            written, member, call = m.group(1), m.group(2), m.group(3)
            names = written.split(".")
            fq = None
            for k in range(len(names), 0, -1):
                fq = self.project.resolve_class(f, ".".join(names[:k]))
                if fq:
                    rest = names[k:]
                    written = ".".join(names[:k])
                    break
            if not fq:
                continue
            if fq.endswith("Build.VERSION_CODES") or fq.endswith("Build.VERSION"):
                continue
            if rest:
                member, call = rest[0], (call if member is None else None)
                if len(rest) > 1:
                    continue
                if member is None:
                    pass
            class_level = self.standin.class_level(fq)
            args = self.call_args(masked, m.end() - 1) if call else None
            if member is None:
                if call:
                    ctors = self.standin.lookup(fq, fq.rsplit(".", 1)[1], len(args), ("ctor",))
                    level, note = self.overload_level(f, ctors, args, m.start()) if ctors else (0, "")
                    self.use(f, m.start(), f"`{written}(…)` ({fq})", max(class_level, level), note=note)
                    seen.add(m.start())
                continue
            members = self.project.members_for(fq, member, args)
            if not members:
                continue
            offset = m.start(2) if m.group(2) else m.start()
            level, note = self.overload_level(f, members, args, offset)
            self.use(f, offset, f"`{written}.{member}` ({fq})", max(class_level, level),
                     constant=all(x.constant for x in members), note=note)
            seen.add(offset)
        # Members on receivers: `.name(` or `.name`.
        for m in re.finditer(r"(\?)?\.\s*(\w+)\b(\s*\(|\s*\{)?", masked):
            name = m.group(2)
            offset = m.start(2)
            if offset in seen or name[0].isupper() and not m.group(3):
                continue
            line_start = masked.rfind("\n", 0, m.start()) + 1
            if re.match(r"\s*(import|package)\b", masked[line_start:m.start()]):
                continue
            args = self.call_args(masked, m.end() - 1) if m.group(3) and m.group(3).strip() == "(" else None
            if m.group(3) and m.group(3).strip() == "{":
                args = ["{}"]
            receiver = receiver_text(masked, m.start(1) if m.group(1) else m.start())
            owner = self.project.expression_type(f, receiver, m.start()) if receiver else None
            self.member_use(f, offset, name, args, owner, is_setter=self.is_assignment(masked, m.end()))
        # Calls with no receiver: an implicit `this` (our class's Android superclass, an extension's receiver, an
        # apply/with block), or one of our functions annotated with @RequiresApi.
        for m in re.finditer(r"(?<![\w.?])(\w+)\s*\(", masked):
            name = m.group(1)
            if name in ("if", "when", "for", "while", "fun", "return", "catch", "super", "this") or name[0].isupper():
                continue
            before = masked[max(0, m.start() - 4):m.start()]
            if re.search(r"\bfun\s*$", masked[max(0, m.start() - 8):m.start()]) or before.endswith("::"):
                continue
            annotated = [fn for fn in self.project.functions.get(name, []) if requires_api(fn, self.standin)]
            if annotated:
                level = min(requires_api(fn, self.standin) for fn in annotated)
                self.use(f, m.start(), f"`{name}(…)` (annotated @RequiresApi({level}))", level)
                continue
            if name in self.project.declared:
                continue
            args = self.call_args(masked, m.end() - 1)
            owner = self.implicit_receiver(f, m.start())
            self.member_use(f, m.start(), name, args, owner, is_setter=False, bare=True)

    @staticmethod
    def is_assignment(masked, end):
        rest = masked[end:end + 4]
        return bool(re.match(r"\s*=(?!=)", rest))

    def call_args(self, masked, open_paren):
        depth, j = 0, open_paren
        while j < len(masked):
            depth += masked[j] == "("
            depth -= masked[j] == ")"
            if depth == 0:
                break
            j += 1
        return split_args(masked[open_paren + 1:j])

    def implicit_receiver(self, f, offset):
        # An apply/with/run block around the call.
        for open_, close in sorted(f.partner.items()):
            pass
        best = None
        for m in re.finditer(r"\.\s*(apply|run)\s*\{|\bwith\s*\(", f.masked[:offset]):
            if m.group(0).startswith("with"):
                open_paren = m.end() - 1
                close_paren = f.partner.get(open_paren)
                if close_paren is None:
                    continue
                brace = f.masked.find("{", close_paren)
                subject = f.masked[open_paren + 1:close_paren]
            else:
                brace = m.end() - 1
                subject = receiver_text(f.masked, m.start())
            close = f.partner.get(brace)
            if close is not None and brace < offset < close:
                best = (brace, subject)
        if best:
            return self.project.expression_type(f, best[1], best[0])
        fn = f.enclosing_function(offset)
        if fn and fn.receiver:
            return self.project.type_of_name(f, fn.receiver)
        c = f.enclosing_class(offset)
        if c:
            supers = self.project.superclasses(c[0])
            if supers:
                return ("android", supers[0])
            return ("kotlin", c[0])
        return None

    def member_use(self, f, offset, name, args, owner, is_setter, bare=False):
        if owner is not None and owner[0] == "kotlin":
            return
        if owner is not None and owner[0] in ("android", "static"):
            fq = owner[1]
            members = self.lookup_member(fq, name, args, is_setter)
            if not members:
                return
            level, note = self.overload_level(f, members, args, offset)
            self.use(f, offset, f"`{name}` ({members[0].cls})", max(level, self.standin.class_level(members[0].cls)),
                     constant=all(x.constant for x in members), note=note)
            return
        # Unresolved: Android's only when nothing of ours has that name.
        if name in self.project.declared or name in KOTLIN_SCOPE:
            return
        candidates = []
        for cls in self.standin.classes:
            candidates += self.lookup_member(cls, name, args, is_setter, inherited=False)
        if not candidates:
            return
        level = min(max(x.level, self.standin.class_level(x.cls)) for x in candidates)
        classes = sorted({x.cls for x in candidates})
        self.use(f, offset, f"`{name}` ({', '.join(classes)})", level, constant=all(x.constant for x in candidates))

    def lookup_member(self, fq, name, args, is_setter, inherited=True):
        lookup = self.standin.lookup if inherited else (
            lambda c, n, a, k: [m for m in self.standin.classes[c].members if m.name == n and m.kind in k and
                                (a is None or m.arity == a)])
        if args is not None:
            found = lookup(fq, name, len(args), ("method",))
            if not found and args and args[-1].startswith("{"):
                found = lookup(fq, name, None, ("method",))
            return found
        found = lookup(fq, name, None, ("field",))
        if found:
            return found
        cap = name[:1].upper() + name[1:]
        if is_setter:
            setter = name[2:] if name.startswith("is") and name[2:3].isupper() else cap
            return lookup(fq, "set" + setter, 1, ("method",))
        found = lookup(fq, "get" + cap, 0, ("method",))
        if not found and re.match(r"is[A-Z]", name):
            found = lookup(fq, name, 0, ("method",))
        return found

    # -- stand-in-only

    def stand_in_only(self, f):
        for m in re.finditer(r"\b(standIn\w*)\b", f.masked):
            if m.group(1) in self.standin.stand_in_only:
                self.findings.append(f.finding(m.start(), "stand-in-only", f"`{m.group(1)}` exists only in the "
                                               "android.* stand-in's tests, not on Android"))

    # -- PendingIntents

    def pending_intents(self, f):
        for call in pending_intent_calls(f):
            alternatives = self.alternatives(f, call.args[3], call.offset, 4) if len(call.args) > 3 else [("", None)]
            for flags, site in alternatives:
                if re.search(r"\bFLAG_(IMMUTABLE|MUTABLE)\b", flags):
                    continue
                where = ""
                if site:
                    line, column = site[0].position(site[1])
                    where = f" (flags from the call at {site[0].path}:{line}:{column})"
                self.findings.append(f.finding(call.offset, "pending-intent-mutability",
                                               f"PendingIntent.{call.kind} without FLAG_IMMUTABLE or FLAG_MUTABLE"
                                               f"{where}: Android 12 (API 31) throws IllegalArgumentException"))
                break
            if call.kind in ("getBroadcast", "getService"):
                for cond in f.conditions(call.offset):
                    positive = cond.startswith("+")
                    body = cond[1:]
                    foreground = re.search(r"(==\s*(?:\w+\.)*FOREGROUND\b|^(?:.*==\s*)?(?:\w+\.)*FOREGROUND$)", body)
                    background = re.search(r"(!=\s*(?:\w+\.)*FOREGROUND\b|==\s*(?:\w+\.)*BACKGROUND\b)", body)
                    if (positive and foreground and not background) or (not positive and background):
                        self.findings.append(f.finding(
                            call.offset, "trampoline", f"a foreground action's PendingIntent.{call.kind} (under "
                            f"`{body}`): a foreground action must open its activity with PendingIntent.getActivity; "
                            "an activity started from a receiver or service is a trampoline, blocked since "
                            "Android 12"))
                        break

    def alternatives(self, f, expr, offset, depth):
        """[(resolved text, call site or None)]: a parameter of the enclosing function fans out to each caller's
        argument, so one caller without a flag is found even when another has one."""
        name = expr.strip()
        fn = f.enclosing_function(offset)
        if depth > 0 and fn and re.fullmatch(r"\w+", name):
            for index, (p, _) in enumerate(fn.params):
                if p == name:
                    out = []
                    for site_file, site, arg in self.call_site_args(fn, index, p):
                        for text, inner in self.alternatives(site_file, arg, site, depth - 1):
                            out.append((text, inner or (site_file, site)))
                    return out or [(expr, None)]
        return [(self.resolve_text(f, expr, offset, depth), None)]

    def resolve_text(self, f, expr, offset, depth, bindings=None):
        """An expression's text with names replaced by what they stand for: locals' and properties' initializers,
        parameters' arguments at every call site, our functions' bodies; up to `depth` steps."""
        bindings = bindings or {}
        if depth <= 0:
            return expr
        out = [expr]
        for m in re.finditer(r"(?<![\w.])([a-zA-Z_]\w*)\b(\s*\()?", expr):
            name = m.group(1)
            if name in bindings:
                out.append(self.resolve_text(f, bindings[name], offset, depth - 1))
                continue
            if name.startswith("FLAG_") or name in ("PendingIntent", "if", "else", "or", "and"):
                continue
            if m.group(2):
                for fn in self.project.functions.get(name, []):
                    body = fn.file.masked[fn.body[0]:fn.body[1]]
                    out.append(self.resolve_text(fn.file, body, fn.body[1], depth - 1))
                continue
            out.append(self.definition_text(f, name, offset, depth - 1))
        return " ".join(out)

    def definition_text(self, f, name, offset, depth):
        fn = f.enclosing_function(offset)
        pattern = re.compile(r"\b(?:val|var)\s+" + re.escape(name) + r"\b[^=\n]*=")
        if fn:
            for index, (p, _) in enumerate(fn.params):
                if p == name:
                    return " ".join(self.resolve_text(site_file, arg, site, depth)
                                    for site_file, site, arg in self.call_site_args(fn, index, p))
            # A local: the last declaration before offset in the enclosing function.
            local = None
            for m in pattern.finditer(f.masked, fn.body[0], min(offset, fn.body[1])):
                local = m
            if local:
                start = local.end()
                return self.resolve_text(f, f.masked[start:f._statement_end(start)], start, depth)
        texts = []
        for kfile in [f] + [x for x in self.project.files if x is not f]:
            for m in pattern.finditer(kfile.masked):
                if kfile.enclosing_function(m.start()) is not None:
                    continue  # another function's local
                start = m.end()
                texts.append(self.resolve_text(kfile, kfile.masked[start:kfile._statement_end(start)], start, depth))
            if texts:
                break
        return " ".join(texts)

    def call_site_args(self, fn, index, name):
        sites = []
        for kfile in self.project.files:
            for m in re.finditer(r"(?<![\w])" + re.escape(fn.name) + r"\s*\(", kfile.masked):
                if re.search(r"\bfun\s+(?:[\w.<>?]+\.)?$", kfile.masked[max(0, m.start() - 60):m.start()]):
                    continue
                args = self.call_args(kfile.masked, m.end() - 1)
                named = [a.split("=", 1)[1] for a in args if re.match(re.escape(name) + r"\s*=(?!=)", a)]
                if named:
                    sites.append((kfile, m.start(), named[0]))
                elif index < len(args) and not re.match(r"\w+\s*=(?!=)", args[index]):
                    sites.append((kfile, m.start(), args[index]))
        return sites

    # -- actions: replies and the count

    def actions(self, f):
        masked = f.masked
        # Reply actions: the PendingIntent given to the Action.Builder that addRemoteInput is called on. Every
        # PendingIntent that expression can be (through names, our functions and if/when branches; the branch whose
        # condition also leads to addRemoteInput when there is one) must be immutable for the finding: a `must`
        # analysis, so a shared helper that is mutable for replies is not flagged.
        for m in re.finditer(r"\baddRemoteInput\s*\(", masked):
            builder = self.action_builder_for(f, m.start())
            if builder is None:
                continue
            b_offset, b_args, b_file = builder
            if len(b_args) < 3:
                continue
            atoms = set()
            for c in f.conditions(m.start()):
                if c.startswith("+"):
                    atoms |= condition_atoms(c[1:])
            origins = self.pending_origins(b_file, b_args[2], b_offset, atoms, depth=5)
            if not origins:
                continue
            # Where a branch's condition shares a test with the one that leads to addRemoteInput (say
            # `textInput != null`), only those branches are the reply's, and any immutable one is a defect; where
            # none does, every branch could be, and only all of them immutable is.
            narrowed = any(n for _, _, n in origins)
            quantifier = any if narrowed else all
            if quantifier(re.search(r"\bFLAG_IMMUTABLE\b", flags) and not re.search(r"\bFLAG_MUTABLE\b", flags)
                          for flags, _, _ in origins):
                self.findings.append(f.finding(m.start(), "reply-intent",
                                               "a reply action's PendingIntent is immutable (FLAG_IMMUTABLE): "
                                               "the system cannot add the typed text; use FLAG_MUTABLE"))
            explicit_pattern = (r"::class\.java|\bsetClass(Name)?\s*\(|\bsetComponent\s*\(|\bsetPackage\s*\("
                                r"|\bComponentName\s*\(|\bcomponent\s*=|\b`?package`?\s*=|\bIntent\s*\([^()]*,")
            if quantifier(intent and not re.search(explicit_pattern, intent) for _, intent, _ in origins):
                self.findings.append(f.finding(m.start(), "reply-intent",
                                               "a reply action's Intent is implicit (no component or package): "
                                               "any app could receive the typed text; name the receiver"))
        # The count of actions.
        for fn in f.functions:
            body = masked[fn.body[0]:fn.body[1]]
            adds = [a for a in re.finditer(r"\baddAction\s*\(", body)]
            loops = []
            for a in adds:
                loop = self.enclosing_loop(f, fn.body[0] + a.start())
                if loop:
                    loops.append((fn.body[0] + a.start(), loop))
            straight = len(adds) - len(loops)
            if straight > MAX_ACTIONS:
                self.findings.append(f.finding(fn.body[0] + adds[MAX_ACTIONS].start(), "too-many-actions",
                                               f"{straight} addAction calls in `{fn.name}`: a notification shows at "
                                               f"most {MAX_ACTIONS} actions"))
            for offset, (iterated, loop_offset) in loops:
                cap = self.cap(f, iterated, loop_offset)
                if cap is None:
                    self.findings.append(f.finding(offset, "too-many-actions",
                                                   f"addAction in a loop over `{iterated.strip()}` with no "
                                                   f"take({MAX_ACTIONS}): a category may have more than "
                                                   f"{MAX_ACTIONS} actions and a notification shows at most "
                                                   f"{MAX_ACTIONS}"))
                elif cap + straight > MAX_ACTIONS:
                    self.findings.append(f.finding(offset, "too-many-actions",
                                                   f"addAction in a loop capped at {cap} (plus {straight} more): a "
                                                   f"notification shows at most {MAX_ACTIONS} actions"))
        for m in re.finditer(r"\bsetActions\s*\(", masked):
            args = self.call_args(masked, m.end() - 1)
            if len(args) > MAX_ACTIONS:
                self.findings.append(f.finding(m.start(), "too-many-actions",
                                               f"setActions with {len(args)} actions: a notification shows at most "
                                               f"{MAX_ACTIONS}"))

    def pending_origins(self, f, expr, offset, conditions, depth, narrowed=False):
        """[(flags text, intent text, narrowed)] for each PendingIntent.getX call that expr can be; narrowed when an
        if/when branch was chosen because its condition shares a test with `conditions`."""
        if depth <= 0:
            return []
        expr = expr.strip()
        branches = split_branches(expr)
        if branches:
            chosen = [b for c, b in branches if c and {a for a in condition_atoms(c) if not a.startswith("!")} &
                      conditions]
            narrowed = narrowed or bool(chosen)
            chosen = chosen or [b for _, b in branches]
            out = []
            for b in chosen:
                out += self.pending_origins(f, b, offset, conditions, depth - 1, narrowed)
            return out
        calls = pending_intent_calls_in_text(expr)
        if calls:
            return [(self.resolve_text(f, c.args[3], offset, 4) if len(c.args) > 3 else "",
                     self.resolve_text(f, c.args[2], offset, 4) if len(c.args) > 2 else "", narrowed)
                    for c in calls]
        m = re.fullmatch(r"(\w+)", expr)
        if m:
            name = m.group(1)
            fn = f.enclosing_function(offset)
            if fn:
                for index, (p, _) in enumerate(fn.params):
                    if p == name:
                        out = []
                        for site_file, site, arg in self.call_site_args(fn, index, p):
                            out += self.pending_origins(site_file, arg, site, conditions, depth - 1, narrowed)
                        return out
            best = None
            for d in re.compile(r"\b(?:val|var)\s+" + re.escape(name) + r"\b[^=\n]*=").finditer(f.masked, 0, offset):
                best = d
            if best:
                text = f.masked[best.end():f._statement_end(best.end())]
                return self.pending_origins(f, text, best.end(), conditions, depth - 1, narrowed)
            return []
        m = re.match(r"(\w+)\s*\(", expr)
        if m and m.group(1) in self.project.functions:
            out = []
            for fn in self.project.functions[m.group(1)]:
                body = fn.file.masked[fn.body[0]:fn.body[1]]
                returns = re.findall(r"\breturn\s+([^\n]+)", body) or [body]
                for r in returns:
                    out += self.pending_origins(fn.file, r, fn.body[1], conditions, depth - 1, narrowed)
            return out
        return []

    def action_builder_for(self, f, offset):
        """The Notification.Action.Builder(…) call that a call at offset applies to: the chain it is on, or the
        variable it is called on and that variable's initializer."""
        masked = f.masked
        receiver = receiver_text(masked, masked.rfind(".", 0, offset + 1))
        texts = [(receiver, offset)]
        segments = chain_segments(receiver) or []
        if segments and segments[0][1] is None and len(segments) == 1 or (segments and segments[0][1] is None):
            name = segments[0][0]
            pattern = re.compile(r"\b(?:val|var)\s+" + re.escape(name) + r"\b[^=\n]*=")
            best = None
            for m in pattern.finditer(masked, 0, offset):
                best = m
            if best:
                texts.append((masked[best.end():f._statement_end(best.end())], best.end()))
        # The builder is also reached through `apply { addRemoteInput(…) }`.
        for m in re.finditer(r"Action\.Builder\s*\(", masked[:offset]):
            close = self.call_close(masked, m.end() - 1)
            brace = re.match(r"\s*\.\s*apply\s*\{", masked[close + 1:])
            if brace:
                b = close + 1 + brace.end() - 1
                if b < offset < f.partner.get(b, -1):
                    texts.append((masked[m.start():close + 1], m.start()))
        for text, at in texts:
            b = re.search(r"Action\.Builder\s*\(", text)
            if b:
                open_paren = at + b.end() - 1 if text is not receiver else None
                args = split_args(text[b.end():self.call_close(text, b.end() - 1)])
                return at, args, f
        return None

    @staticmethod
    def call_close(text, open_paren):
        depth, j = 0, open_paren
        while j < len(text):
            depth += text[j] == "("
            depth -= text[j] == ")"
            if depth == 0:
                return j
            j += 1
        return len(text)

    def enclosing_loop(self, f, offset):
        """(what is iterated, where) for the innermost `for (x in …)` or `….forEach {` around offset."""
        best = None
        for m in re.finditer(r"\bfor\s*\(\s*(?:\(.*?\)|\w+)\s+in\s+", f.masked[:offset]):
            open_paren = f.masked.rfind("(", 0, m.end())
            open_paren = f.masked.find("(", m.start())
            close = f.partner.get(open_paren)
            if close is None:
                continue
            start, end = f._branch(close + 1)
            if start <= offset < end and (best is None or start > best[2]):
                best = (f.masked[m.end():close], m.start(), start)
        for m in re.finditer(r"\.\s*(?:forEach|forEachIndexed|map|mapNotNull|onEach)\s*\{", f.masked[:offset]):
            brace = m.end() - 1
            close = f.partner.get(brace)
            if close is not None and brace < offset < close and (best is None or brace > best[2]):
                best = (receiver_text(f.masked, m.start()), m.start(), brace)
        return (best[0], best[1]) if best else None

    def cap(self, f, iterated, offset):
        text = self.resolve_text(f, iterated, offset, depth=3)
        caps = []
        for m in re.finditer(r"\btake\s*\(\s*([\w.]+)\s*\)", text):
            value = m.group(1)
            if not value.isdigit():
                value = self.resolve_text(f, value.rsplit(".", 1)[-1], offset, depth=3)
                numbers = re.findall(r"\b\d+\b", value)
                value = numbers[-1] if numbers else None
            if value is not None:
                caps.append(int(value))
        return min(caps) if caps else None

    # -- trampolines

    def trampolines(self):
        starters = {}
        for name, (kfile, supers, body, start) in self.project.classes.items():
            android = self.project.superclasses(name)
            if not any(s.endswith(("BroadcastReceiver", "Service")) for s in android):
                continue
            m = re.search(r"\bstartActivit(y|ies)\s*\(", kfile.masked[body[0]:body[1]])
            if m:
                starters[name] = (kfile, body[0] + m.start())
        if not starters:
            return
        for f in self.project.files:
            for call in pending_intent_calls(f):
                if call.kind not in ("getBroadcast", "getService"):
                    continue
                fn = f.enclosing_function(call.offset)
                scope = f.masked[fn.body[0]:fn.body[1]] if fn else f.masked
                scope += " " + self.resolve_text(f, call.args[2], call.offset, 4) if len(call.args) > 2 else ""
                for target in re.findall(r"\b(\w+)::class\.java", scope):
                    if target in starters:
                        kfile, at = starters[target]
                        line, column = kfile.position(at)
                        self.findings.append(f.finding(
                            call.offset, "trampoline", f"PendingIntent.{call.kind} targets {target}, which calls "
                            f"startActivity ({kfile.path}:{line}:{column}): a notification trampoline, blocked "
                            "since Android 12; open the activity with PendingIntent.getActivity"))


def condition_atoms(cond):
    """The tests a condition's top-level conjunction makes, whitespace-normalized: `a != null && !b` -> {…}."""
    atoms = set()
    for part in KFile._split_top(cond, "&&"):
        part = " ".join(part.split())
        while part.startswith("(") and part.endswith(")") and KFile._balanced_outer(part):
            part = part[1:-1].strip()
        if part and "||" not in part:
            atoms.add(part)
    return atoms


def split_branches(expr):
    """[(condition, branch)] of an if/else-if/else chain or a `when { c -> x }`; [] for anything else."""
    expr = expr.strip()
    out = []
    m = re.match(r"if\s*\(", expr)
    if m:
        close = Checker.call_close(expr, m.end() - 1)
        cond = " ".join(expr[m.end():close].split())
        rest = expr[close + 1:].strip()
        then, rest = take_branch(rest)
        out.append((cond, then))
        rest = rest.strip()
        if rest.startswith("else"):
            rest = rest[4:].strip()
            nested = split_branches(rest) if rest.startswith("if") else []
            out += nested or [("", take_branch(rest)[0])]
        return out
    m = re.match(r"when\s*(\([^{]*\))?\s*\{", expr)
    if m and not m.group(1):
        body = expr[m.end():expr.rfind("}")]
        for part in re.split(r"\n", body):
            if "->" in part:
                cond, branch = part.split("->", 1)
                out.append(("" if cond.strip() == "else" else " ".join(cond.split()), branch.strip()))
        return out
    return []


def take_branch(text):
    text = text.strip()
    if text.startswith("{"):
        depth = 0
        for i, c in enumerate(text):
            depth += c == "{"
            depth -= c == "}"
            if depth == 0:
                return text[1:i].strip(), text[i + 1:]
    m = re.search(r"\belse\b", text)
    depth, i = 0, 0
    while i < len(text):
        c = text[i]
        depth += c in "([{"
        depth -= c in ")]}"
        if depth == 0 and re.match(r"\belse\b", text[i:]) and (i == 0 or not text[i - 1].isalnum()):
            return text[:i].strip(), text[i:]
        i += 1
    return text, ""


@dataclass
class PendingCall:
    kind: str
    offset: int
    args: list


def pending_intent_calls(f):
    calls = []
    for m in re.finditer(r"\bPendingIntent\s*\.\s*(getActivity|getActivities|getBroadcast|getService|"
                         r"getForegroundService)\s*\(", f.masked):
        open_paren = m.end() - 1
        close = f.partner.get(open_paren, len(f.masked))
        calls.append(PendingCall(m.group(1), m.start(), split_args(f.masked[open_paren + 1:close])))
    return calls


def pending_intent_calls_in_text(text):
    calls = []
    for m in re.finditer(r"\bPendingIntent\s*\.\s*(getActivity|getActivities|getBroadcast|getService|"
                         r"getForegroundService)\s*\(", text):
        close = Checker.call_close(text, m.end() - 1)
        calls.append(PendingCall(m.group(1), m.start(), split_args(text[m.end():close])))
    return calls


def kotlin_files(paths):
    out = []
    for path in paths:
        if os.path.isdir(path):
            for directory, _, files in os.walk(path):
                out += [os.path.join(directory, x) for x in sorted(files) if x.endswith(".kt")]
        elif path.endswith(".kt"):
            out.append(path)
    return sorted(set(out))


def check(paths, standin, min_sdk):
    files = []
    for path in kotlin_files(paths):
        with open(path, encoding="utf-8") as handle:
            files.append(KFile(os.path.relpath(path), handle.read(), standin))
    checker = Checker(Project(files, standin), min_sdk)
    return files, checker.run(), checker


def planted(directory, paths, standin, min_sdk):
    """A planted defect: DIR/planted.json names the check and reason it must draw ({"expect": "CHECK:TEXT"}), and
    either replacements in a copy of the real sources ({"file": NAME, "replace": [[OLD, NEW], ...]}, NAME being a
    file's name among them; OLD must be there exactly once) or Kotlin files of its own beside it, checked with the
    real sources. Returns 0 when the defect draws its finding."""
    import json
    import shutil
    import tempfile

    with open(os.path.join(directory, "planted.json"), encoding="utf-8") as handle:
        spec = json.load(handle)
    name = os.path.basename(os.path.normpath(directory))
    with tempfile.TemporaryDirectory() as work:
        copies = []
        for index, path in enumerate(paths):
            target = os.path.join(work, f"real{index}")
            if os.path.isdir(path):
                shutil.copytree(path, target)
            else:
                os.makedirs(target)
                shutil.copy(path, target)
            copies.append(target)
        for old_new in spec.get("replace", []):
            old, new = old_new
            matches = [os.path.join(d, f) for c in copies for d, _, fs in os.walk(c) for f in fs if f == spec["file"]]
            if len(matches) != 1:
                print(f"error: planted {name}: {spec['file']} is not among the sources", file=sys.stderr)
                return 1
            with open(matches[0], encoding="utf-8") as handle:
                text = handle.read()
            if text.count(old) != 1:
                print(f"error: planted {name}: the text to replace is in {spec['file']} {text.count(old)} times "
                      f"(must be once; update the planted defect): {old!r}", file=sys.stderr)
                return 1
            with open(matches[0], "w", encoding="utf-8") as handle:
                handle.write(text.replace(old, new))
        own = [os.path.join(directory, f) for f in sorted(os.listdir(directory)) if f.endswith(".kt")]
        _, findings, _ = check(copies + own, standin, spec.get("min-sdk", min_sdk))
    want_check, _, text = spec["expect"].partition(":")
    hits = [x for x in findings if x.check == want_check and text in x.message]
    if hits:
        print(f"planted {name}: caught by {want_check}: {hits[0].message}")
        return 0
    print(f"error: planted {name}: expected a {want_check} finding mentioning {text!r}; found:", file=sys.stderr)
    for x in findings:
        print(f"  {x}", file=sys.stderr)
    return 1


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("paths", nargs="+", help="Kotlin files or directories")
    parser.add_argument("--min-sdk", type=int, required=True)
    parser.add_argument("--standin", default=DEFAULT_STANDIN, help="the stand-in's Java sources")
    parser.add_argument("--expect", help="CHECK[:TEXT]: succeed only if such a finding is reported")
    parser.add_argument("--planted", action="append", default=[], metavar="DIR",
                        help="a planted defect (DIR/planted.json) to apply to the sources and expect to be caught")
    parser.add_argument("--verbose", action="store_true", help="also list every guarded use above min-sdk")
    args = parser.parse_args(argv)
    standin = StandIn(args.standin)
    if args.planted:
        failures = sum(planted(d, args.paths, standin, args.min_sdk) for d in args.planted)
        print(f"{len(args.planted) - failures} passed, {failures} failed: planted defects caught")
        return 1 if failures else 0
    files, findings, checker = check(args.paths, standin, args.min_sdk)
    if not files:
        print("error: no Kotlin file in " + " ".join(args.paths), file=sys.stderr)
        return 2
    for finding in findings:
        print(finding)
    for warning in checker.warnings:
        print(warning)
    if args.verbose:
        for line in checker.guarded:
            print("guarded: " + line)
    if args.expect:
        check_name, _, text = args.expect.partition(":")
        hits = [x for x in findings if x.check == check_name and text in x.message]
        if hits:
            print(f"ok: expected {args.expect} found ({len(findings)} finding(s))")
            return 0
        print(f"error: expected a {check_name} finding" + (f" mentioning {text!r}" if text else "") +
              f"; found {len(findings)} other finding(s)", file=sys.stderr)
        return 1
    print(f"{len(files)} Kotlin file(s), min-sdk {args.min_sdk}: {len(findings)} error(s), "
          f"{len(checker.warnings)} warning(s), {len(checker.guarded)} guarded use(s) above min-sdk")
    return 1 if findings else 0


if __name__ == "__main__":
    sys.exit(main())
