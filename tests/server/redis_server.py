"""The tests' real ``redis-server``: the benchmark's own (``server/bench/redis_server.py``),
which ``ciapano-cli server-bench --nodes K`` starts too."""

from ciapano_qt.server.bench.redis_server import RedisServer, free_port

__all__ = ["RedisServer", "free_port"]
