"""The mutation gate's results in words: the summary it prints, and the figures and the list of
equivalent mutants it writes into docs/development.md ("Mutation testing"), between markers,
so those figures are made by a command, never typed (``python build/mutation.py --report``)."""

from __future__ import annotations

from typing import Any

from mutants import ROOT, Listed, Site

DOC = ROOT / "docs" / "development.md"
FIGURES = ("<!-- mutation figures: python build/mutation.py --report -->",
           "<!-- end of mutation figures -->")
EQUIVALENTS = ("<!-- equivalent mutants: python build/mutation.py --report -->",
               "<!-- end of equivalent mutants -->")


def passed(result: dict[str, Any]) -> bool:
    return not result["survivors"] and not result["stale"]


def summary(result: dict[str, Any]) -> str:
    lines = [f"{result['package']} ({result['run']}): of {result['mutants']} mutants "
             f"{result['killed']} killed, {len(result['equivalent'])} listed as equivalent, "
             f"{len(result['survivors'])} survived ({result['of_sites']} sites in all; "
             f"{result['seconds']} s)"]
    lines += [f"  survived: {Site(**s).label()}" for s in result["survivors"]]
    lines += [f"  gone from the code (python build/mutation.py --pick): {s}"
              for s in result["stale"]]
    return "\n".join(lines)


def figures(results: list[dict[str, Any]]) -> str:
    rows = ["| package | mutants | killed | equivalent | survived | of sites | seconds | run |",
            "| --- | --- | --- | --- | --- | --- | --- | --- |"]
    for r in results:
        rows.append(f"| {r['package']} | {r['mutants']} | {r['killed']} | "
                    f"{len(r['equivalent'])} | {len(r['survivors'])} | {r['of_sites']} | "
                    f"{r['seconds']:.0f} | {r['run']}, {r['date']} |")
    survivors = [f"- survived ({r['package']}, {r['run']}): `{Site(**s).label()}`"
                 for r in results for s in r["survivors"]]
    return "\n".join(rows + (["", *survivors] if survivors else []))


def equivalents(listed: dict[str, list[Listed]]) -> str:
    lines = [f"- {package}: {entry.key.label()}: {entry.equivalent}"
             for package in sorted(listed) for entry in sorted(listed[package],
                                                               key=lambda e: e.key)
             if entry.equivalent]
    return "\n".join(lines) or "(none)"


def _replace(text: str, markers: tuple[str, str], body: str) -> str:
    start, end = text.index(markers[0]), text.index(markers[1])
    return text[:start] + markers[0] + "\n" + body + "\n" + text[end:]


def _block(text: str, markers: tuple[str, str]) -> str:
    start, end = text.index(markers[0]) + len(markers[0]), text.index(markers[1])
    return text[start:end].strip("\n")


def write_report(results: list[dict[str, Any]], listed: dict[str, list[Listed]]) -> None:
    text = DOC.read_text(encoding="utf-8")
    text = _replace(text, FIGURES, figures(results))
    DOC.write_text(_replace(text, EQUIVALENTS, equivalents(listed)), encoding="utf-8")


def check_docs(listed: dict[str, list[Listed]]) -> list[str]:
    """What is out of date in the docs' list of equivalent mutants (empty when nothing is)."""
    text = DOC.read_text(encoding="utf-8")
    if any(marker not in text for marker in (*FIGURES, *EQUIVALENTS)):
        return [f"{DOC.relative_to(ROOT)} lacks the mutation markers"]
    if _block(text, EQUIVALENTS) != equivalents(listed):
        return [f"{DOC.relative_to(ROOT)}: the equivalent mutants are not the list's "
                "(python build/mutation.py --report --from <a --json result>)"]
    return []
