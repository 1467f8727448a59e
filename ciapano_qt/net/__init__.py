"""Play over a network: a sans-IO protocol core and its asyncio host and client. No Qt.

``protocol`` frames JSON messages; ``schema`` and ``views`` check every message both ways;
``table`` is the host's authority (seats, codes, tokens, turns); ``clientcore`` is the
client's; ``host`` and ``client`` run them on asyncio streams; ``discovery`` finds tables on
the local network. See ``docs/network.md``.
"""
