"""A table's address as people type and read it: ``HOST:PORT``, an IPv6 host in brackets."""

from __future__ import annotations


def format_address(host: str, port: int) -> str:
    """``HOST:PORT`` as a joiner types it (an IPv6 address in brackets): ``parse_address``'s
    inverse."""
    return f"[{host}]:{port}" if ":" in host else f"{host}:{port}"


def parse_address(text: str) -> tuple[str, int] | None:
    """``HOST:PORT`` or ``[IPV6]:PORT``; None when it is not one."""
    host, sep, port = text.rpartition(":")
    if not sep or not port.isdigit() or not 0 < int(port) < 65536:
        return None
    if host.startswith("[") and host.endswith("]"):
        host = host[1:-1]
    return (host, int(port)) if host else None
