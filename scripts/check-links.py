#!/usr/bin/env python3
"""Fails on any broken internal link or anchor: in the repository's Markdown that GitHub renders (README.md,
CONTRIBUTING.md, Benchmarks/README.md), and in the DocC site generate-documentation built.

Usage: scripts/check-links.py [--archive PATH.doccarchive] [MARKDOWN...]

Markdown: every relative link and image must name a file or directory of the repository, and its #anchor a heading
of that file (GitHub's slugs) or an explicit id; links within a file must name one of its headings.
The site: every page's references — to other pages and their sections, to images, and relative links written in an
article — must resolve to a page (data/documentation/….json), a heading anchor of that page, or a file of the
archive. Web links (http, https, mailto) are counted, not fetched: CI has no network to spare.
"""
import json
import os
import re
import sys
import urllib.parse

root = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
errors = []


def github_slug(heading):
    text = re.sub(r"<[^>]+>", "", heading).strip().lower()
    text = re.sub(r"[^\w\- ]", "", text)  # GitHub keeps letters, digits, _, - and spaces
    return text.replace(" ", "-")


def markdown_anchors(path, cache={}):
    if path in cache:
        return cache[path]
    anchors = set()
    counts = {}
    inside = False
    for line in open(path, encoding="utf-8"):
        if line.lstrip().startswith("```"):
            inside = not inside
            continue
        if inside:
            continue
        m = re.match(r"^(#{1,6})\s+(.*?)\s*#*\s*$", line)
        if m:
            slug = github_slug(m.group(2))
            n = counts.get(slug, 0)
            counts[slug] = n + 1
            anchors.add(slug if n == 0 else f"{slug}-{n}")
        for explicit in re.findall(r'<a\s+(?:id|name)="([^"]+)"', line):
            anchors.add(explicit)
    cache[path] = anchors
    return anchors


def markdown_links(text):
    """(line, target) of inline links and images outside code blocks and code spans."""
    inside = False
    for number, line in enumerate(text.split("\n"), 1):
        if line.lstrip().startswith("```"):
            inside = not inside
            continue
        if inside:
            continue
        line = re.sub(r"`[^`]*`", "", line)
        for target in re.findall(r"!?\[[^\]]*\]\(([^)\s]+)(?:\s+\"[^\"]*\")?\)", line):
            yield number, target


def check_markdown(relative):
    path = os.path.join(root, relative)
    text = open(path, encoding="utf-8").read()
    checked = 0
    for number, target in markdown_links(text):
        if re.match(r"^[a-z][a-z0-9+.-]*:", target):  # http:, https:, mailto:
            continue
        checked += 1
        file_part, _, anchor = target.partition("#")
        destination = os.path.normpath(os.path.join(os.path.dirname(path), urllib.parse.unquote(file_part))) if file_part else path
        where = f"{relative}:{number}: {target}"
        if not destination.startswith(root):
            errors.append(f"{where}: leaves the repository")
            continue
        if not os.path.exists(destination):
            errors.append(f"{where}: no such file")
            continue
        if anchor:
            if not destination.endswith(".md"):
                errors.append(f"{where}: an anchor into a file that is not Markdown")
            elif anchor not in markdown_anchors(destination):
                errors.append(f"{where}: no heading or id '{anchor}' in {os.path.relpath(destination, root)}")
    return checked


def walk_json(value, visit):
    if isinstance(value, dict):
        visit(value)
        for item in value.values():
            walk_json(item, visit)
    elif isinstance(value, list):
        for item in value:
            walk_json(item, visit)


def check_archive(archive):
    data = os.path.join(archive, "data")
    pages = {}
    for directory, _, files in os.walk(data):
        for name in files:
            if name.endswith(".json"):
                full = os.path.join(directory, name)
                url = "/" + os.path.relpath(full, data)[: -len(".json")]
                pages[url.lower()] = full
    if not pages:
        errors.append(f"{archive}: no pages")
        return 0, 0

    anchor_cache = {}

    def anchors(url):
        if url not in anchor_cache:
            found = set()
            page = json.load(open(pages[url], encoding="utf-8"))

            def visit(node):
                if node.get("type") == "heading" and node.get("anchor"):
                    found.add(node["anchor"])
                if isinstance(node.get("anchor"), str):
                    found.add(node["anchor"])

            walk_json(page, visit)
            anchor_cache[url] = found
        return anchor_cache[url]

    checked = web = 0
    for url, full in sorted(pages.items()):
        page = json.load(open(full, encoding="utf-8"))
        references = page.get("references", {})
        # Every reference the content uses must be defined.
        used = set()
        walk_json(
            page.get("primaryContentSections", []) + page.get("topicSections", []) + [page.get("abstract", [])],
            lambda node: used.add(node["identifier"]) if node.get("type") in ("reference", "image") and "identifier" in node else None,
        )
        for identifier in sorted(used):
            if identifier not in references:
                errors.append(f"{url}: uses {identifier}, which the page does not define")
        for identifier, reference in sorted(references.items()):
            kind = reference.get("type")
            target = reference.get("url")
            if kind == "image":
                for variant in reference.get("variants", []):
                    checked += 1
                    file = os.path.join(archive, variant["url"].lstrip("/"))
                    if not os.path.exists(file):
                        errors.append(f"{url}: image {variant['url']} is not in the archive")
                continue
            if not target or kind not in ("topic", "link"):
                continue
            if re.match(r"^[a-z][a-z0-9+.-]*:", target):
                web += 1
                continue
            checked += 1
            resolved = urllib.parse.urljoin(url, target) if not target.startswith("/") else target
            path, _, fragment = resolved.partition("#")
            path = path.rstrip("/").lower()
            if path not in pages:
                if kind == "topic" and reference.get("role") == "symbol" and identifier.startswith("doc://"):
                    # A symbol of another module this page names: it must still be a page of this site.
                    pass
                errors.append(f"{url}: {identifier} → {target}: no such page")
                continue
            if fragment and fragment not in anchors(path):
                errors.append(f"{url}: {identifier} → {target}: no section '{fragment}' on {path}")
    return len(pages), checked, web


def main(arguments):
    archive = None
    files = []
    while arguments:
        argument = arguments.pop(0)
        if argument == "--archive":
            archive = arguments.pop(0)
        else:
            files.append(argument)
    if not files:
        files = ["README.md", "CONTRIBUTING.md", "Benchmarks/README.md"]
    markdown_checked = sum(check_markdown(f) for f in files)
    summary = f"{markdown_checked} links in {len(files)} Markdown files"
    if archive:
        pages, checked, web = check_archive(archive)
        summary += f"; {pages} pages of {os.path.basename(archive)}, {checked} internal links and images ({web} web links not fetched)"
    for error in errors:
        print(f"error: {error}", file=sys.stderr)
    if errors:
        print(f"check-links: {len(errors)} broken ({summary})", file=sys.stderr)
        return 1
    print(f"check-links: no broken link or anchor: {summary}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
