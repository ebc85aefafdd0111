#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""A hostile network between clients and a host, for tests/net_game.sh: net_proxy.py LISTEN_PORT
HOST_PORT SEED COUNTS_FILE. Bytes are passed on in pieces of 1 to 64 bytes or up to 4 kB, one piece in
twenty after a delay of up to 5 ms, so WebSocket frames arrive split anywhere; every connection is
dropped (both ends closed at once) after a random 50 to 500 kB, so clients must rejoin mid-game. On SIGTERM it writes how many
connections it carried and dropped to COUNTS_FILE."""
import asyncio
import json
import random
import signal
import sys

listen_port, host_port, seed, counts_file = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
rng = random.Random(seed)
counts = {"connections": 0, "drops": 0}


async def pump(reader, writer, budget, dropped):
    try:
        while not dropped.is_set():
            data = await reader.read(4096)
            if not data:
                break
            while data and not dropped.is_set():
                k = rng.randint(1, 64) if rng.random() < 0.5 else rng.randint(1, 4096)
                piece, data = data[:k], data[k:]
                n = len(piece)
                if rng.random() < 0.05:
                    await asyncio.sleep(rng.random() * 0.005)
                writer.write(piece)
                await writer.drain()
                budget[0] -= n
                if budget[0] <= 0 and not dropped.is_set():
                    counts["drops"] += 1
                    dropped.set()
    except (ConnectionError, OSError):
        pass
    dropped.set()


async def serve(client_reader, client_writer):
    counts["connections"] += 1
    try:
        host_reader, host_writer = await asyncio.open_connection("127.0.0.1", host_port)
    except OSError:
        client_writer.close()
        return
    budget, dropped = [rng.randint(50000, 500000)], asyncio.Event()
    tasks = [asyncio.create_task(t) for t in (pump(client_reader, host_writer, budget, dropped),
                                               pump(host_reader, client_writer, budget, dropped), dropped.wait())]
    await asyncio.wait(tasks, return_when=asyncio.FIRST_COMPLETED)
    for w in (client_writer, host_writer):  # both ends at once, whichever side is waiting to read
        w.close()
    for t in tasks:
        t.cancel()


async def main():
    server = await asyncio.start_server(serve, "127.0.0.1", listen_port)
    stop = asyncio.Event()
    asyncio.get_running_loop().add_signal_handler(signal.SIGTERM, stop.set)
    print("ready", flush=True)
    await stop.wait()
    server.close()
    with open(counts_file, "w") as f:
        json.dump(counts, f)


asyncio.run(main())
