"""``ciapano-cli server-bench``: the club's load benchmark (a command, never a test's timing).

``node`` runs a node as ``ciapano-server`` does, with the limits the benchmark raises; ``bots``
is a bot process (many asyncio bots, each seat its own TLS WebSocket); ``procs`` watches the
nodes' processes in /proc; ``bench`` starts it all and prints the figures;
``redis_server`` starts a real ``redis-server`` for several nodes (the tests use it too).
"""
