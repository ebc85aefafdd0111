#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Idle spectators for tools/netsoak.sh: python3 tools/netsoak.py PORT IDLE KEY[,KEY...]

Opens IDLE WebSocket connections to 127.0.0.1:PORT (standard library only, raw sockets), from the source
addresses 127.0.1.1, 127.0.1.2, ... (8 connections each: the host limits connections per address), and
has each watch a table: connection i watches KEYS[i // 15] (15 spectators a table). Then it holds them,
reading whatever comes and answering the host's pings, until SIGTERM/SIGINT or HOLD_LIMIT seconds.

Prints two JSON lines on stdout: {"ready": ...} once every connection has a welcome or has failed (or
SETUP_LIMIT seconds have passed, or STALL_LIMIT seconds without a change), and {"done": ...} at the end
(how many were still open, closed by the host after their welcome, pings answered)."""
import base64, collections, errno, hashlib, json, os, resource, selectors, signal, socket, struct, sys, time

PER_ADDRESS, PER_TABLE = 8, 15
IN_FLIGHT = 64      # connections being set up at once (a client's burst, not a flood of SYNs)
SETUP_LIMIT = 60.0  # seconds for every connection to be welcomed or to fail
STALL_LIMIT = 15.0  # ... or for none to be welcomed or fail (a stalled host)
HOLD_LIMIT = 900.0  # seconds to hold them at most (the script stops us far sooner)
GUID = b"258EAFA5-E914-47DA-95CA-C5AB0DC85B11"


def frame(opcode, payload):
    """A client frame: FIN, masked (RFC 6455 5.3)."""
    mask = os.urandom(4)
    n = len(payload)
    if n < 126:
        head = struct.pack("!BB", 0x80 | opcode, 0x80 | n)
    elif n < 65536:
        head = struct.pack("!BBH", 0x80 | opcode, 0x80 | 126, n)
    else:
        head = struct.pack("!BBQ", 0x80 | opcode, 0x80 | 127, n)
    return head + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(payload))


class Conn:
    def __init__(self, i, port, key):
        self.key, self.state = key, "connect"
        self.buf, self.out, self.msg = b"", b"", b""
        a = i // PER_ADDRESS
        self.src = "127.0.%d.%d" % (1 + a // 250, 1 + a % 250)
        self.ws_key = base64.b64encode(os.urandom(16))
        self.sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        self.fd = self.sock.fileno()
        try:
            self.sock.setblocking(False)
            self.sock.bind((self.src, 0))
            self.sock.connect_ex(("127.0.0.1", port))
        except OSError:
            self.sock.close()
            raise
        self.out = (b"GET / HTTP/1.1\r\nHost: 127.0.0.1:%d\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                    b"Sec-WebSocket-Key: %s\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Protocol: opencarc.1\r\n\r\n"
                    % (port, self.ws_key))


def main():
    port, idle = int(sys.argv[1]), int(sys.argv[2])
    keys = sys.argv[3].split(",") if len(sys.argv) > 3 and sys.argv[3] else []
    _, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    try:
        resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
    except (ValueError, OSError):  # an unlimited hard limit: keep the soft one
        pass
    stop = []
    signal.signal(signal.SIGTERM, lambda *_: stop.append(1))
    signal.signal(signal.SIGINT, lambda *_: stop.append(1))
    sel = selectors.DefaultSelector()
    count = collections.Counter()  # welcomed, failed, closed_after_welcome, pings, messages
    why = collections.Counter()    # why a connection failed (or was closed after its welcome)
    conns, nxt, start = {}, 0, time.monotonic()
    welcome_s = []                 # seconds from the start to each welcome
    changed = [start]              # when a connection was last welcomed or failed
    ready = idle == 0

    def close(c, reason):
        sel.unregister(c.sock)
        c.sock.close()
        del conns[c.fd]
        if c.state == "open":
            count["closed_after_welcome"] += 1
        else:
            count["failed"] += 1
        why[reason] += 1
        c.state = "closed"
        changed[0] = time.monotonic()

    def send(c, data):
        c.out += data
        sel.modify(c.sock, selectors.EVENT_READ | selectors.EVENT_WRITE, c)

    def on_message(c, text):
        count["messages"] += 1
        try:
            m = json.loads(text)
        except ValueError:
            return
        if m.get("type") == "welcome" and c.state == "watching":
            c.state = "open"
            count["welcomed"] += 1
            welcome_s.append(time.monotonic() - start)
            changed[0] = time.monotonic()
        elif m.get("type") == "refused":
            why["refused: " + str(m.get("why"))[:60]] += 1
            if m.get("closing"):
                close(c, "refused and closed")

    def readable(c):
        try:
            data = c.sock.recv(65536)
        except (BlockingIOError, InterruptedError):
            return
        except OSError as e:
            return close(c, "recv: " + errno.errorcode.get(e.errno, str(e.errno)))
        if not data:
            return close(c, "closed by the host" + (" (handshake)" if c.state == "handshake" else ""))
        c.buf += data
        if c.state == "handshake":
            end = c.buf.find(b"\r\n\r\n")
            if end < 0:
                return
            head, c.buf = c.buf[:end].decode("latin-1"), c.buf[end + 4:]
            lines = head.split("\r\n")
            fields = {k.strip().lower(): v.strip() for k, _, v in (l.partition(":") for l in lines[1:])}
            accept = base64.b64encode(hashlib.sha1(c.ws_key + GUID).digest()).decode()
            if " 101 " not in lines[0] + " " or fields.get("sec-websocket-accept") != accept or \
                    fields.get("sec-websocket-protocol") != "opencarc.1":
                return close(c, "handshake: " + lines[0][:40])
            c.state = "watching"
            send(c, frame(1, json.dumps({"type": "watch", "protocol": 1, "key": c.key}).encode()))
        while c.state in ("watching", "open") and len(c.buf) >= 2:
            op, n, at = c.buf[0] & 0x0F, c.buf[1] & 0x7F, 2
            if n == 126:
                if len(c.buf) < 4:
                    return
                n, at = struct.unpack("!H", c.buf[2:4])[0], 4
            elif n == 127:
                if len(c.buf) < 10:
                    return
                n, at = struct.unpack("!Q", c.buf[2:10])[0], 10
            if c.buf[1] & 0x80:
                at += 4  # a host does not mask, but skip it if it did
            if len(c.buf) < at + n:
                return
            fin, payload, c.buf = c.buf[0] & 0x80, c.buf[at:at + n], c.buf[at + n:]
            if op == 0x9:
                count["pings"] += 1
                send(c, frame(0xA, payload))
            elif op == 0x8:
                send(c, frame(0x8, payload[:2]))
                return close(c, "close frame from the host")
            elif op in (0x0, 0x1, 0x2):
                c.msg += payload
                if fin:
                    text, c.msg = c.msg, b""
                    on_message(c, text)

    def writable(c):
        if c.state == "connect":
            err = c.sock.getsockopt(socket.SOL_SOCKET, socket.SO_ERROR)
            if err:
                return close(c, "connect: " + errno.errorcode.get(err, str(err)))
            c.state = "handshake"
        try:
            sent = c.sock.send(c.out)
        except (BlockingIOError, InterruptedError):
            return
        except OSError as e:
            return close(c, "send: " + errno.errorcode.get(e.errno, str(e.errno)))
        c.out = c.out[sent:]
        if not c.out:
            sel.modify(c.sock, selectors.EVENT_READ, c)

    def setting_up():
        return sum(1 for c in conns.values() if c.state in ("connect", "handshake", "watching"))

    while not stop:
        now = time.monotonic()
        while not ready and nxt < idle and setting_up() < IN_FLIGHT:
            try:
                c = Conn(nxt, port, keys[min(nxt // PER_TABLE, len(keys) - 1)])
            except OSError as e:
                count["failed"] += 1
                why["socket: " + errno.errorcode.get(e.errno, str(e.errno))] += 1
            else:
                conns[c.fd] = c
                sel.register(c.sock, selectors.EVENT_WRITE, c)
            nxt += 1
        stalled = now - changed[0] > STALL_LIMIT
        if not ready and ((nxt == idle and not setting_up()) or stalled or now - start > SETUP_LIMIT):
            ready = True
            print(json.dumps({"ready": True, "requested": idle, "tried": nxt, "welcomed": count["welcomed"],
                              "failed": count["failed"], "stuck": setting_up(), "stalled": stalled,
                              "seconds": round(now - start, 2),
                              "last_welcome_s": round(max(welcome_s), 2) if welcome_s else None, "why": dict(why)}),
                  flush=True)
        if now - start > HOLD_LIMIT:
            break
        for k, ev in sel.select(timeout=0.2):
            c = k.data
            if c.state == "closed":
                continue
            if ev & selectors.EVENT_WRITE:
                writable(c)
            if c.state != "closed" and ev & selectors.EVENT_READ:
                readable(c)
    still_open = sum(1 for c in conns.values() if c.state == "open")
    print(json.dumps({"done": True, "welcomed": count["welcomed"], "open": still_open,
                      "closed_after_welcome": count["closed_after_welcome"], "pings_answered": count["pings"],
                      "messages": count["messages"], "held_s": round(time.monotonic() - start, 1), "why": dict(why)}),
          flush=True)


if __name__ == "__main__":
    main()
