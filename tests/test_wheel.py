"""``pip wheel .`` gives a working game: the wheel, installed in a fresh virtual environment
without the network, carries its decks, translations and rules texts and passes the self-test.

The build runs on a copy of the sources (nothing is written into the checkout); the fresh
environment has no pip and no packages of its own: the wheel is installed into it by this
environment's pip, and the dependencies (PySide6, Pillow, cryptography, spake2) are read from
this environment's site-packages through a ``.pth`` file (a path line, so this environment's
own editable install of ciapano_qt is not seen).
"""

from __future__ import annotations

import importlib.util
import json
import os
import shutil
import subprocess
import sys
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SOURCES = ("pyproject.toml", "setup.py", "MANIFEST.in", "README.md", "LICENSE")
TREES = ("ciapano_qt", "assets")
LANGUAGES = ("it", "en", "de", "fr", "es")
# cryptography, spake2 and cffi's backend: protocol 3, which the self-test joins over loopback;
# websockets: online play, whose WebSocket over TLS the self-test makes on loopback too
DEPENDENCIES = (
    "PySide6",
    "PIL",
    "shiboken6",
    "cryptography",
    "spake2",
    "_cffi_backend",
    "websockets",
)

CHECK = """
import json, sys
from pathlib import Path
import ciapano_qt
from ciapano_qt.decks import assets_dir, load_decks
from ciapano_qt.ui.app import help, i18n
from PySide6.QtCore import QTranslator
catalogue = load_decks()
print(json.dumps({
    "package": ciapano_qt.__file__,
    "assets": str(assets_dir()),
    "decks": sorted(catalogue.ids()),
    "backs": sorted(catalogue.back_ids()),
    "errors": [str(e) for e in catalogue.errors],
    "translations": {
        lang: QTranslator().load(str(i18n.qm_path(lang))) for lang in i18n.LANGUAGES
    },
    "rules": {lang: str(help.rules_file(lang)) for lang in i18n.LANGUAGES},
}))
"""


def origin(module: str) -> str:
    spec = importlib.util.find_spec(module)
    assert spec is not None and spec.origin is not None, f"{module} is not installed"
    return spec.origin


def run(*args: str | Path, **kwargs: object) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [str(a) for a in args], capture_output=True, text=True, timeout=300, **kwargs
    )  # type: ignore[call-overload]


def test_the_wheel_installs_into_a_fresh_venv_and_passes_the_self_test(tmp_path: Path) -> None:
    src = tmp_path / "src"
    src.mkdir()
    for name in SOURCES:
        shutil.copy2(ROOT / name, src / name)
    for name in TREES:
        shutil.copytree(ROOT / name, src / name, ignore=shutil.ignore_patterns("__pycache__"))
    dist = tmp_path / "dist"
    pip = (sys.executable, "-m", "pip")
    built = run(*pip, "wheel", "-q", "--no-deps", "--no-build-isolation", "-w", dist, src)
    assert built.returncode == 0, built.stdout + built.stderr
    (wheel,) = dist.glob("ciapano_qt-*.whl")

    env_dir = tmp_path / "venv"
    venv.EnvBuilder(with_pip=False).create(env_dir)
    python = env_dir / "bin" / "python"
    site = Path(
        run(
            python, "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"
        ).stdout.strip()
    )
    deps = sorted({str(Path(origin(name)).resolve().parents[1]) for name in DEPENDENCIES})
    (site / "test-dependencies.pth").write_text("\n".join(deps) + "\n", encoding="utf-8")
    installed = run(*pip, "--python", python, "install", "-q", "--no-deps", "--no-index", wheel)
    assert installed.returncode == 0, installed.stdout + installed.stderr

    home = tmp_path / "home"
    home.mkdir()
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "CIAPANO_ASSETS")}
    env.update(HOME=str(home), QT_QPA_PLATFORM="offscreen")
    for name in ("CONFIG", "DATA", "CACHE", "STATE"):
        env[f"XDG_{name}_HOME"] = str(home / name.lower())
    found = run(python, "-c", CHECK, cwd=home.parent, env=env)
    assert found.returncode == 0, found.stderr
    facts = json.loads(found.stdout)
    assert Path(facts["package"]).is_relative_to(site)
    assert Path(facts["assets"]) == site / "ciapano_qt" / "assets" / "cards"
    folders = (ROOT / "assets" / "cards").iterdir()  # a deck each, but the backs' folder
    assert facts["decks"] == sorted(p.name for p in folders if (p / "manifest.json").is_file())
    assert facts["backs"] == ["rombi", "scozzese", "stelle"]
    assert facts["errors"] == []
    assert facts["translations"] == dict.fromkeys(LANGUAGES, True)
    help_dir = site / "ciapano_qt" / "ui" / "app" / "help"
    assert facts["rules"] == {lang: str(help_dir / f"rules_{lang}.md") for lang in LANGUAGES}

    self_test = run(env_dir / "bin" / "ciapano", "--self-test", cwd=home.parent, env=env)
    assert (self_test.returncode, self_test.stderr) == (0, "")
    cli = run(env_dir / "bin" / "ciapano-cli", "bench", "--playouts", "50", "--runs", "1", env=env)
    assert cli.returncode == 0 and "playouts" in cli.stdout, cli.stderr
