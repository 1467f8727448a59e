"""The club server: many tables, a lobby, computers in a process pool, state on disk. No Qt.

``core`` is the sans-IO heart (lobby, table registry, limits: events in with the time,
actions out), each table refereed by ``net.Table``; ``schema`` checks the lobby's messages both
ways; ``store`` keeps every table's snapshot and the finished records (one node on disk now, an
interface for a shared store later); ``shell`` carries it over WebSocket and TLS; ``client``
is the headless online client. See ``docs/server.md``.
"""
