"""Test-wide setup: Qt runs offscreen, before anything imports PySide6; a fresh home does not
open the guided first match (``CIAPANO_NO_GUIDE``, read by ``ui/app/startup.py``), so an app
started by a test (in this process or a child) goes straight to its table."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("CIAPANO_NO_GUIDE", "1")
