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
            json.dumps({"type": "find", "app": "ciapano", "protocol": 3, "nonce": "x"}).encode(),
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
                base = {"type": "table", "app": "ciapano", "protocol": 3, "nonce": nonce}
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


def _ipv6_loopback() -> bool:
    try:
        with socket.socket(socket.AF_INET6, socket.SOCK_DGRAM) as s:
            s.bind(("::1", 0))
        return True
    except OSError:
        return False


def test_a_table_answers_an_ipv6_query(tmp_path):
    # Multicast is not delivered on the loopback interface here, so the query goes to ::1
    # directly: the same sockets, options and checks as a query to ff02::1 on a LAN.
    assert _ipv6_loopback(), "this machine has no IPv6 loopback (::1)"

    async def scenario():
        table = table_for(Rules(players=4, target=11), 3, title="Bar Sport")
        host = Host(table, LOOPBACK, 0)
        port = await host.start()
        transport, responder = await discovery.listen(host.describe, "::1", 0)
        udp = transport.get_extra_info("sockname")[1]
        found = await discovery.find_tables(0.3, "::1", udp)
        v4 = await discovery.find_tables(0.2, LOOPBACK, udp)  # IPv6 only: no IPv4 answer
        transport.close()
        await host.stop()
        return port, found, v4, responder.answered

    port, found, v4, answered = asyncio.run(asyncio.wait_for(scenario(), WATCHDOG))
    assert [(t.address, t.port, t.name, t.players, t.open) for t in found] == [
        ("::1", port, "Bar Sport", 4, 3)
    ]
    assert v4 == [] and answered == 1


def test_a_table_bound_everywhere_serves_and_answers_ipv4_and_ipv6(monkeypatch):
    # bind "*": one dual-stack TCP socket and a discovery responder per family. What "*"
    # binds is the loopback's here (tests listen on loopback only), so the dual-stack socket
    # is ::1's and serves IPv6 alone.
    assert _ipv6_loopback(), "this machine has no IPv6 loopback (::1)"
    from ciapano_qt.net import host as host_module
    from ciapano_qt.net.host import EVERYWHERE

    monkeypatch.setattr(host_module, "ANY4", LOOPBACK)
    monkeypatch.setattr(host_module, "ANY6", "::1")

    async def scenario():
        table = table_for(Rules(players=3, target=11), 1, title="Dappertutto")
        host = Host(table, EVERYWHERE, 0, discovery_port=0)
        port = await host.start()
        assert host.discovery is not None and host.discovery6 is not None
        udp4 = host.discovery.get_extra_info("sockname")[1]
        udp6 = host.discovery6.get_extra_info("sockname")[1]
        found4 = await discovery.find_tables(0.3, LOOPBACK, udp4)
        found6 = await discovery.find_tables(0.3, "::1", udp6)
        reached = []
        for address in ("::1",):
            _, writer = await asyncio.open_connection(address, port)
            reached.append(address)
            writer.close()
        await host.stop()
        closed = []
        for address in ("::1",):
            try:
                _, writer = await asyncio.open_connection(address, port)
                writer.close()
            except OSError:
                closed.append(address)
        return port, udp4, udp6, found4, found6, reached, closed

    port, udp4, udp6, found4, found6, reached, closed = asyncio.run(
        asyncio.wait_for(scenario(), WATCHDOG)
    )
    assert udp4 == udp6  # one discovery port for both families
    assert [(t.address, t.port) for t in found4] == [(LOOPBACK, port)]
    assert [(t.address, t.port) for t in found6] == [("::1", port)]
    assert reached == ["::1"] and closed == ["::1"]


def test_asking_everywhere_reaches_a_table_on_the_ipv6_loopback(monkeypatch):
    # find_everywhere asks IPv4 broadcast and ff02::1 per interface; here the interfaces
    # are replaced by the loopback's so that nothing leaves the machine: the IPv6 query
    # goes to ::1 through the same path (and the broadcast one is replaced likewise).
    assert _ipv6_loopback(), "this machine has no IPv6 loopback (::1)"
    asked = []
    real = discovery.find_tables

    async def on_loopback(timeout, address="255.255.255.255", port=0, interface=0):
        asked.append((address, interface))
        target = "::1" if discovery.is_ipv6(address) else LOOPBACK
        return await real(timeout, target, port)

    monkeypatch.setattr(discovery, "find_tables", on_loopback)
    monkeypatch.setattr(discovery, "interfaces", lambda: [(7, "eth7")])

    async def scenario():
        host = Host(table_for(Rules(players=3, target=11), 2, title="Due vie"), LOOPBACK, 0)
        port = await host.start()
        t4, _ = await discovery.listen(host.describe, LOOPBACK, 0)
        udp = t4.get_extra_info("sockname")[1]
        t6, _ = await discovery.listen(host.describe, "::1", udp)
        found = await discovery.find_everywhere(0.3, udp)
        t4.close()
        t6.close()
        await host.stop()
        return port, found

    port, found = asyncio.run(asyncio.wait_for(scenario(), WATCHDOG))
    assert asked == [("255.255.255.255", 0), ("ff02::1", 7)]
    assert [(t.address, t.port, t.name) for t in found] == [
        ("127.0.0.1", port, "Due vie"),
        ("::1", port, "Due vie"),
    ]
