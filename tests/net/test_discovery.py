"""Finding tables: a joiner's query from a passing port, a host's answer. Loopback only."""

import asyncio
import json
import socket

from ciapano_qt.engine.rules import Rules
from ciapano_qt.net import discovery
from ciapano_qt.net.host import Host

from .helpers import LOOPBACK, WATCHDOG, table_for


def test_a_hosted_table_answers_a_query_and_says_what_is_free():
    async def scenario():
        table = table_for(Rules(players=4, target=11), 2, title="Circolo Brera")
        host = Host(table, LOOPBACK, 0, discovery_port=0)
        port = await host.start()
        assert host.discovery is not None
        udp = host.discovery.get_extra_info("sockname")[1]
        found = await discovery.find_tables(0.3, LOOPBACK, udp)
        await host.stop()
        return port, found

    port, found = asyncio.run(asyncio.wait_for(scenario(), WATCHDOG))
    assert [(t.address, t.port, t.name, t.players, t.open, t.started) for t in found] == [
        (LOOPBACK, port, "Circolo Brera", 4, 2, False)
    ]


def test_a_host_ignores_datagrams_that_are_not_queries_and_limits_its_answers():
    async def scenario():
        table = table_for(Rules(players=3, target=11), 1)
        host = Host(table, LOOPBACK, 0, discovery_port=0)
        await host.start()
        udp = host.discovery.get_extra_info("sockname")[1]
        junk = [
            b"",
            b"\xff" * 600,
            b'{"type":"find"}',
            json.dumps({"type": "find", "app": "ciapano", "protocol": 1, "nonce": "x"}).encode(),
            json.dumps({"type": "table", "app": "ciapano"}).encode(),
        ]
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
            s.bind((LOOPBACK, 0))
            s.setblocking(False)
            for data in junk:
                s.sendto(data, (LOOPBACK, udp))
            good = discovery.query("0123456789abcdef")
            for _ in range(discovery.ANSWERS_PER_ADDRESS + 10):
                s.sendto(good, (LOOPBACK, udp))
            await asyncio.sleep(0.3)
            answers = []
            while True:
                try:
                    answers.append(s.recv(4096))
                except BlockingIOError:
                    break
        responder_answered = host.discovery.get_protocol().answered
        await host.stop()
        return answers, responder_answered

    answers, answered = asyncio.run(asyncio.wait_for(scenario(), WATCHDOG))
    assert len(answers) == answered == discovery.ANSWERS_PER_ADDRESS
    assert all(discovery.check_answer(a, "0123456789abcdef")["open"] == 1 for a in answers)


def test_a_finder_keeps_only_valid_answers_to_its_own_query():
    async def scenario():
        loop = asyncio.get_running_loop()

        class Liar(asyncio.DatagramProtocol):
            def connection_made(self, transport):
                self.t = transport

            def datagram_received(self, data, addr):
                nonce = json.loads(data)["nonce"]
                base = {"type": "table", "app": "ciapano", "protocol": 1, "nonce": nonce}
                table = {"port": 5000, "players": 4, "open": 1, "started": False}
                for extra in (
                    {"name": "x" * 25},
                    {"name": "Evil\u202e"},
                    {"name": "Ok", "nonce": "f" * 16},
                    {"name": "Ok", "port": 0},
                    {"name": "Ok", "players": 40},
                ):
                    self.t.sendto(json.dumps({**base, **table, **extra}).encode(), addr)
                self.t.sendto(b"\x00" * 700, addr)
                self.t.sendto(json.dumps({**base, **table, "name": "Vera"}).encode(), addr)

        transport, _ = await loop.create_datagram_endpoint(Liar, local_addr=(LOOPBACK, 0))
        port = transport.get_extra_info("sockname")[1]
        found = await discovery.find_tables(0.3, LOOPBACK, port)
        transport.close()
        return found

    found = asyncio.run(asyncio.wait_for(scenario(), WATCHDOG))
    assert [(t.name, t.port) for t in found] == [("Vera", 5000)]


def test_nothing_listens_for_discovery_unless_the_host_asks():
    async def scenario():
        host = Host(table_for(Rules(players=3, target=11), 1), LOOPBACK, 0)
        await host.start()
        quiet = host.discovery is None
        await host.stop()
        return quiet

    assert asyncio.run(asyncio.wait_for(scenario(), WATCHDOG))


def test_ciapano_cli_tables_lists_what_answers(tmp_path):
    import sys

    async def scenario():
        table = table_for(Rules(players=5, target=11), 3, title="Osteria")
        host = Host(table, LOOPBACK, 0, discovery_port=0)
        port = await host.start()
        udp = host.discovery.get_extra_info("sockname")[1]
        args = ("tables", "--address", LOOPBACK, "--port", str(udp), "--timeout", "0.5")
        plain = await asyncio.create_subprocess_exec(
            sys.executable, "-m", "ciapano_qt.cli", *args, stdout=asyncio.subprocess.PIPE
        )
        as_json = await asyncio.create_subprocess_exec(
            sys.executable, "-m", "ciapano_qt.cli", *args, "--json", stdout=asyncio.subprocess.PIPE
        )
        out = [(await p.communicate())[0].decode() for p in (plain, as_json)]
        codes = [plain.returncode, as_json.returncode]
        await host.stop()
        return port, out, codes

    port, (plain, as_json), codes = asyncio.run(asyncio.wait_for(scenario(), WATCHDOG))
    assert codes == [0, 0]
    assert plain.splitlines() == [f"{LOOPBACK}:{port}  Osteria  (5 players, 3 seat(s) open)"]
    assert [json.loads(x) for x in as_json.splitlines()] == [
        {
            "address": LOOPBACK,
            "port": port,
            "name": "Osteria",
            "players": 5,
            "open": 3,
            "started": False,
        }
    ]
