"""The Linguist workflow of Ciapanò: extract the interface strings, compile the translations.

    .venv/bin/python tools/i18n.py update    # sources -> i18n/ciapano_<lang>.ts (lupdate)
    .venv/bin/python tools/i18n.py release   # i18n/*.ts -> ciapano_qt/i18n/ciapano_<lang>.qm
    .venv/bin/python tools/i18n.py status    # how many entries each language has left to do

``update`` runs ``pyside6-lupdate -extensions py -no-obsolete`` over ``ciapano_qt`` and merges
what it finds into the five ``.ts`` files (existing translations are kept; new strings arrive
unfinished; strings gone from the sources are dropped). The English file's translations are
its source texts, except the plural (numerus) entries, whose singular and plural forms are
written by hand. ``release`` runs ``pyside6-lrelease`` and writes the ``.qm`` files that are
committed and shipped as package data. See ``docs/translating.md``.

Before lupdate runs, ``update`` copies the sources to a temporary folder with every translation
call written out in a form lupdate reads right (helpers with a fixed context, aliases of
``QCoreApplication.translate``, counts that are not number literals): ``tools/i18n_calls.py``.
"""

from __future__ import annotations

import argparse
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

if __package__:
    from .i18n_calls import expand_helpers
else:  # run as a script (python tools/i18n.py): this folder is on sys.path
    from i18n_calls import expand_helpers

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = "ciapano_qt"
LANGUAGES = ("it", "en", "de", "fr", "es")
SOURCE_LANGUAGE = "en"
TS_DIR = ROOT / "i18n"
QM_DIR = ROOT / PACKAGE / "i18n"
LUPDATE_OPTIONS = ["-extensions", "py", "-no-obsolete", "-locations", "relative", "-silent"]


def ts_path(lang: str, ts_dir: Path = TS_DIR) -> Path:
    return ts_dir / f"ciapano_{lang}.ts"


def qm_path(lang: str, qm_dir: Path = QM_DIR) -> Path:
    return qm_dir / f"ciapano_{lang}.qm"


def tool(name: str) -> str:
    """``pyside6-<name>`` beside this Python (the virtual environment), else on PATH."""
    here = Path(sys.executable).parent
    for candidate in (here / f"pyside6-{name}", here / f"pyside6-{name}.exe"):
        if candidate.exists():
            return str(candidate)
    found = shutil.which(f"pyside6-{name}")
    if found:
        return found
    raise SystemExit(f"pyside6-{name} not found (it comes with PySide6-Essentials)")


# Sources for lupdate ----------------------------------------------------------------------


def prepare_sources(dest: Path, problems: list[str] | None = None) -> Path:
    """Copy the package's Python files to ``dest/ciapano_qt`` with the helpers written out."""
    out = dest / PACKAGE
    for path in sorted((ROOT / PACKAGE).rglob("*.py")):
        rel = path.relative_to(ROOT)
        if "__pycache__" in rel.parts:
            continue
        target = dest / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        source = path.read_text(encoding="utf-8")
        target.write_text(expand_helpers(source, problems, str(rel)), encoding="utf-8")
    return out


# lupdate ---------------------------------------------------------------------------------

_MESSAGE = re.compile(r"<message>(?P<body>(?:(?!</message>).)*)</message>", re.S)
_SOURCE = re.compile(r"<source>(.*?)</source>", re.S)
_TRANSLATION = re.compile(r"<translation[^>]*?(?:/>|>.*?</translation>)", re.S)


def fill_source_language(text: str) -> str:
    """English: every non-plural translation is its source text, finished."""

    def fill(m: re.Match[str]) -> str:
        body = m.group("body")
        source = _SOURCE.search(body)
        if source is None:
            return m.group(0)
        body = _TRANSLATION.sub(
            lambda _t: f"<translation>{source.group(1)}</translation>", body, count=1
        )
        return f"<message>{body}</message>"

    return _MESSAGE.sub(fill, text)


def update(ts_dir: Path = TS_DIR, languages: tuple[str, ...] = LANGUAGES) -> list[str]:
    """Merge the strings of the sources into ``ts_dir``'s ``.ts`` files; the problems seen."""
    problems: list[str] = []
    ts_dir.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="ciapano-i18n-") as tmp:
        work = Path(tmp)
        prepare_sources(work, problems)
        (work / "i18n").mkdir()
        targets = []
        for lang in languages:
            target = ts_path(lang, work / "i18n")
            if ts_path(lang, ts_dir).exists():
                shutil.copyfile(ts_path(lang, ts_dir), target)
            targets.append(str(target.relative_to(work)))
        cmd = [
            tool("lupdate"),
            *LUPDATE_OPTIONS,
            "-source-language",
            SOURCE_LANGUAGE,
            PACKAGE,
            "-ts",
            *targets,
        ]
        done = subprocess.run(cmd, cwd=work, capture_output=True, text=True)
        for line in (done.stdout + done.stderr).splitlines():
            if line.strip():
                problems.append("lupdate: " + line.strip())
        if done.returncode != 0:
            raise SystemExit(f"lupdate failed ({done.returncode}):\n" + "\n".join(problems))
        for lang in languages:
            produced = ts_path(lang, work / "i18n")
            text = produced.read_text(encoding="utf-8")
            if lang == SOURCE_LANGUAGE:
                text = fill_source_language(text)
            ts_path(lang, ts_dir).write_text(text, encoding="utf-8")
    return problems


# lrelease --------------------------------------------------------------------------------


def release(
    ts_dir: Path = TS_DIR, qm_dir: Path = QM_DIR, languages: tuple[str, ...] = LANGUAGES
) -> list[Path]:
    """Compile every ``.ts`` file into ``qm_dir``; the ``.qm`` files written."""
    qm_dir.mkdir(parents=True, exist_ok=True)
    written = []
    for lang in languages:
        src, dst = ts_path(lang, ts_dir), qm_path(lang, qm_dir)
        done = subprocess.run(
            [tool("lrelease"), "-silent", "-nounfinished", str(src), "-qm", str(dst)],
            capture_output=True,
            text=True,
        )
        if done.returncode != 0 or not dst.exists():
            raise SystemExit(f"lrelease failed for {src}:\n{done.stdout}{done.stderr}")
        written.append(dst)
    return written


# status ----------------------------------------------------------------------------------


def status(ts_dir: Path = TS_DIR) -> dict[str, tuple[int, int]]:
    """Per language: (entries, entries still to translate)."""
    import xml.etree.ElementTree as ET

    out = {}
    for lang in LANGUAGES:
        root = ET.parse(ts_path(lang, ts_dir)).getroot()
        total = todo = 0
        for message in root.iter("message"):
            total += 1
            tr = message.find("translation")
            forms = [] if tr is None else list(tr.iter("numerusform"))
            texts = [f.text for f in forms] if forms else [None if tr is None else tr.text]
            if tr is None or tr.get("type") in ("unfinished", "vanished", "obsolete"):
                todo += 1
            else:
                todo += not all(texts)
        out[lang] = (total, todo)
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("command", choices=("update", "release", "status"))
    args = parser.parse_args(argv)
    if args.command == "update":
        for problem in update():
            print(problem)
        args.command = "status"
    if args.command == "release":
        for path in release():
            print(f"wrote {path.relative_to(ROOT)}")
        return 0
    for lang, (total, todo) in status().items():
        print(f"{lang}: {total} entries, {todo} to translate")
    return 0


if __name__ == "__main__":
    sys.exit(main())
