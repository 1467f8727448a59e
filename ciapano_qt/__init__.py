"""Ciapanò: the Lombard reverse of Tressette, as a desktop card game."""

__version__: str
"""The installed package's version, read from its metadata on first use (``importlib.metadata``
costs tens of milliseconds to import, so the app's start-up does not pay for it)."""


def __getattr__(name: str) -> str:
    if name != "__version__":
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    from importlib.metadata import PackageNotFoundError, version

    try:
        value = version("ciapano-qt")
    except PackageNotFoundError:  # running from a source tree that was not installed
        value = "0.1.0"
    globals()["__version__"] = value
    return value
