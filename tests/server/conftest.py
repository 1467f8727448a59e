"""The club's fixtures: a real ``redis-server`` for the tests of the shared store, one per
test process, emptied before each test that uses it."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from .redis_server import RedisServer


@pytest.fixture(scope="session")
def redis_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[RedisServer]:
    server = RedisServer(tmp_path_factory.mktemp("redis"))
    yield server
    server.stop()


@pytest.fixture
def redis_db(redis_server: RedisServer) -> Iterator[RedisServer]:
    """The test process's redis-server, empty."""
    with redis_server.client() as c:
        c.flushall()
    yield redis_server
