"""Ciapanò: the Lombard reverse of Tressette, as a desktop card game."""

from importlib.metadata import PackageNotFoundError, version

try:
    __version__ = version("ciapano-qt")
except PackageNotFoundError:  # running from a source tree that was not installed
    __version__ = "0.1.0"
