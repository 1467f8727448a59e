"""Headless commands (``ciapano-cli``): every argparse parser of the program lives here. No Qt.

``app.COMMANDS`` lists the sub-commands (a module each); ``rule_flags`` makes the rule
options' flags from the engine's ``Rules``.
"""

from .app import build_parser, main

__all__ = ["build_parser", "main"]
