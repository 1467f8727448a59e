"""The one build step pyproject.toml cannot say: the decks go inside the package.

The card decks stay at the repository's top level (``assets/cards/<deck>/``: the art program
writes them there and the frozen builds take them from there). A wheel carries them as
``ciapano_qt/assets/cards/<deck>/``, where ``ciapano_qt.decks.assets_dir`` looks first; an
editable install or a checkout reads the repository's folder.
"""

from __future__ import annotations

from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

DECKS = Path("assets") / "cards"


class BuildWithDecks(build_py):
    def run(self) -> None:
        super().run()
        if self.editable_mode:
            return
        for source in sorted(DECKS.rglob("*")):
            if source.is_file():
                target = Path(self.build_lib) / "ciapano_qt" / source
                self.mkpath(str(target.parent))
                self.copy_file(str(source), str(target))


setup(cmdclass={"build_py": BuildWithDecks})
