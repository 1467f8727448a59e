"""The application: start-up, crash handler, self-test, settings store, language, help.

``main`` (in ``startup.py``) is the entry point that ``ciapano_qt.launch`` and the frozen
bundle call.
"""

from .startup import main

__all__ = ["main"]
