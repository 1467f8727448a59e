"""Test-wide setup: Qt runs offscreen, before anything imports PySide6."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
