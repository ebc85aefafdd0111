#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Hostile clients against `opencarc-cli serve` (docs/NETWORK.md): each check starts its own host on
loopback and speaks to it through a WebSocket client written here on raw sockets, so that it can also
send what no library would (binary, unmasked or huge frames, invalid UTF-8, broken handshakes), from
many 127.x.y.z source addresses at once. Each check guards one defect a client could use against the
host: predictable secrets, places held by wrong keys, silent connections, floods, bad names, ...

Usage: net_hostile.py CLI [NAME...]  (a NAME selects one check, or a group: `frames` is frames_*)
Prints `ok NAME`, `FAIL NAME: why` or `skip NAME: why` for each, then `N passed, M failed[, K skipped]`;
exits 1 when a check failed. Every wait is for something to happen (a message, a close, an exit),
bounded by BOUND seconds."""
import base64
import hashlib
import json
import os
import re
import resource
import select
import shutil
import socket
import struct
import subprocess
import sys
import tempfile
import time

BOUND = 60.0  # seconds any one wait may take before the check fails
LOCAL = '127.0.0.1'
GUID = b'258EAFA5-E914-47DA-95CA-C5AB0DC85B11'
KEY_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
RATE_BURST, RATE_PER_S = 200, 50  # a connection's messages: this many at once, then this many a second


class Fail(Exception):
    pass


class Skip(Exception):
    pass


class Refused(Exception):
    """The host did not upgrade a connection: status is the HTTP status, or None (closed, no answer)."""

    def __init__(self, status, why):
        super().__init__(why)
        self.status = status


def need(cond, why):
    if not cond:
        raise Fail(why)


def now():
    return time.monotonic()


def readable(socks, timeout):
    """Those of socks (sockets or Ws) with something to read, or closed, within timeout seconds."""
    p = select.poll()
    by_fd = {}
    for s in socks:
        by_fd[s.fileno()] = s
        p.register(s.fileno(), select.POLLIN | select.POLLERR | select.POLLHUP)
    return [by_fd[fd] for fd, _ in p.poll(max(0.0, timeout) * 1000)]


def frame(opcode, payload, mask=True, fin=True, length=None):
    """One WebSocket frame; length: what the header announces, when it should lie."""
    n = len(payload) if length is None else length
    b0 = (0x80 if fin else 0) | opcode
    m = 0x80 if mask else 0
    if n < 126:
        head = struct.pack('!BB', b0, m | n)
    elif n < 65536:
        head = struct.pack('!BBH', b0, m | 126, n)
    else:
        head = struct.pack('!BBQ', b0, m | 127, n)
    if mask:
        k = os.urandom(4)
        payload = bytes(c ^ k[i & 3] for i, c in enumerate(payload))
        head += k
    return head + payload


class Ws:
    """A WebSocket client connection on a raw socket. It answers the host's pings while it reads."""

    def __init__(self, sock):
        self.sock = sock
        self.buf = bytearray()
        self.code = None  # the close code once closed (1006: the connection ended without a close frame)
        self.frag, self.frag_op = None, 0
        self.nonce = b''  # the handshake's Sec-WebSocket-Key
        self.status = None  # the handshake's HTTP status
        self.headers = {}
        self.seen = []  # every JSON message received

    @classmethod
    def start(cls, addr, port, src=None, path='/', proto='opencarc.1', upgrade=True):
        """Connect and send the handshake's request; finish() reads the answer."""
        sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        sock.settimeout(BOUND)
        try:
            if src:
                sock.bind((src, 0))
            sock.connect((addr, port))
        except OSError as e:
            sock.close()
            raise Refused(None, 'connect: %s' % e)
        w = cls(sock)
        w.nonce = base64.b64encode(os.urandom(16))
        lines = ['GET %s HTTP/1.1' % path, 'Host: %s:%d' % (addr, port)]
        if upgrade:
            lines += ['Upgrade: websocket', 'Connection: Upgrade', 'Sec-WebSocket-Key: ' + w.nonce.decode(),
                      'Sec-WebSocket-Version: 13']
        if proto:
            lines.append('Sec-WebSocket-Protocol: ' + proto)
        w.send_raw(('\r\n'.join(lines) + '\r\n\r\n').encode())
        return w

    def finish(self, timeout=BOUND):
        """Read the handshake's answer: raise Refused unless the host upgraded the connection."""
        end = now() + timeout
        while b'\r\n\r\n' not in self.buf:
            if not readable([self.sock], end - now()):
                self.close()
                raise Refused(None, 'no answer to the handshake in %.0f s' % timeout)
            try:
                data = self.sock.recv(65536)
            except OSError:
                data = b''
            if not data:
                self.close()
                raise Refused(None, 'closed during the handshake')
            self.buf += data
        head, _, rest = bytes(self.buf).partition(b'\r\n\r\n')
        self.buf = bytearray(rest)
        lines = head.decode('latin-1').split('\r\n')
        m = re.match(r'HTTP/1\.[01] (\d{3})', lines[0])
        self.status = int(m.group(1)) if m else None
        for line in lines[1:]:
            k, _, v = line.partition(':')
            self.headers[k.strip().lower()] = v.strip()
        if self.status != 101:
            self.close()
            raise Refused(self.status, 'handshake answered %r' % lines[0])
        accept = base64.b64encode(hashlib.sha1(self.nonce + GUID).digest()).decode()
        if self.headers.get('sec-websocket-accept') != accept:
            self.close()
            raise Refused(101, 'wrong Sec-WebSocket-Accept')
        return self

    @classmethod
    def connect(cls, addr, port, src=None, path='/', proto='opencarc.1', timeout=BOUND):
        return cls.start(addr, port, src, path, proto).finish(timeout)

    def fileno(self):
        return self.sock.fileno()

    def send_raw(self, data):
        try:
            self.sock.sendall(data)
            return True
        except OSError:
            return False

    def send_frame(self, opcode, payload, mask=True, fin=True):
        return self.send_raw(frame(opcode, payload, mask, fin))

    def send_text(self, text, mask=True):
        return self.send_frame(1, text.encode() if isinstance(text, str) else text, mask)

    def send_json(self, obj):
        return self.send_text(json.dumps(obj))

    def _frame(self):
        b = self.buf
        if len(b) < 2:
            return None
        fin, op, masked, n, i = b[0] & 0x80, b[0] & 15, b[1] & 0x80, b[1] & 127, 2
        if n == 126:
            if len(b) < 4:
                return None
            n, i = struct.unpack_from('!H', b, 2)[0], 4
        elif n == 127:
            if len(b) < 10:
                return None
            n, i = struct.unpack_from('!Q', b, 2)[0], 10
        k = None
        if masked:
            if len(b) < i + 4:
                return None
            k, i = bytes(b[i:i + 4]), i + 4
        if len(b) < i + n:
            return None
        payload = bytes(b[i:i + n])
        del b[:i + n]
        if k:
            payload = bytes(c ^ k[j & 3] for j, c in enumerate(payload))
        return fin, op, payload

    def recv_msg(self, timeout=BOUND):
        """('text', str) | ('binary', bytes) | ('close', code) | None (nothing within timeout). Invalid
        UTF-8 in a text message survives as surrogates (str.encode('utf-8') then fails)."""
        end = now() + timeout
        while True:
            if self.code is not None:
                return ('close', self.code)
            f = self._frame()
            if f:
                fin, op, p = f
                if op == 9:  # ping
                    self.send_frame(10, p)
                elif op == 8:
                    self.code = struct.unpack('!H', p[:2])[0] if len(p) >= 2 else 1005
                    self.send_frame(8, p[:2])
                elif op in (1, 2) or (op == 0 and self.frag is not None):
                    if op:
                        self.frag, self.frag_op = bytearray(), op
                    self.frag += p
                    if fin:
                        data, self.frag = bytes(self.frag), None
                        return ('text', data.decode('utf-8', 'surrogateescape')) if self.frag_op == 1 else ('binary', data)
                continue
            if not readable([self.sock], end - now()):
                return None
            try:
                data = self.sock.recv(65536)
            except OSError:
                data = b''
            if not data:
                self.code = 1006
            self.buf += data

    def recv_json(self, timeout=BOUND):
        """The next message as a dict; {'type': '_close', 'code': c}, {'type': '_timeout'}, or
        {'type': '_binary'} / {'type': '_bad'} for what is not a JSON object."""
        m = self.recv_msg(timeout)
        if m is None:
            return {'type': '_timeout'}
        if m[0] == 'close':
            return {'type': '_close', 'code': m[1]}
        if m[0] == 'binary':
            return {'type': '_binary', 'data': m[1]}
        try:
            j = json.loads(m[1])
        except ValueError:
            return {'type': '_bad', 'text': m[1]}
        if not isinstance(j, dict):
            return {'type': '_bad', 'text': m[1]}
        self.seen.append(j)
        return j

    def drain(self):
        """Every message here now, without waiting (a close ends the list)."""
        got = []
        while not got or got[-1]['type'] not in ('_timeout', '_close'):
            got.append(self.recv_json(0))
        return got[:-1] if got[-1]['type'] == '_timeout' else got

    def next(self, types, timeout=BOUND):
        """The next message whose type is one of types (others are passed over), or a close or a
        timeout (type _close, _timeout)."""
        end = now() + timeout
        while True:
            j = self.recv_json(max(0.0, end - now()))
            if j['type'] in types or j['type'] in ('_close', '_timeout'):
                return j

    def wait_closed(self, timeout=BOUND):
        """The close code once the host ends the connection (messages before are passed over), or None."""
        j = self.next((), timeout)
        return j.get('code') if j['type'] == '_close' else None

    def closed(self):
        """The host ended the connection (a close frame read, or the end of the stream waiting)."""
        if self.code is None and readable([self.sock], 0) and not self.buf:
            try:
                if self.sock.recv(1, socket.MSG_PEEK) == b'':
                    self.code = 1006
            except OSError:
                self.code = 1006
        return self.code is not None

    def close(self):
        try:
            self.sock.close()
        except OSError:
            pass


def read_text(path):
    with open(path) as f:
        return f.read()


def read_line(fd, timeout):
    """One line from the file descriptor fd (bytes without the newline), or None at its end or after
    timeout."""
    data, end = b'', now() + timeout
    while b'\n' not in data:
        p = select.poll()
        p.register(fd, select.POLLIN | select.POLLHUP)
        if not p.poll(max(0.0, end - now()) * 1000):
            return None
        chunk = os.read(fd, 4096)
        if not chunk:
            return None
        data += chunk
    return data.split(b'\n', 1)[0]


class Server:
    """`CLI serve --listen 127.0.0.1 --port 0 ARGS...`; port, key, keys (one per table) from its first
    line. Killed on leaving the with block."""

    def __init__(self, cli, *args):
        self.err = tempfile.TemporaryFile()
        self.p = subprocess.Popen([cli, 'serve', '--listen', LOCAL, '--port', '0', *args], stdin=subprocess.DEVNULL,
                                  stdout=subprocess.PIPE, stderr=self.err, preexec_fn=lambda: os.umask(0o022))
        line = read_line(self.p.stdout.fileno(), BOUND)
        try:
            self.hello = json.loads(line)
            self.port, self.key, self.pid = self.hello['port'], self.hello['key'], self.p.pid
        except (TypeError, ValueError, KeyError):
            self.stop()
            raise Fail('serve %s did not start (%r): %s' % (' '.join(args), line, self.stderr()[-300:]))

    @property
    def keys(self):
        """Each table's key: the first line's "keys", or (before it said them) KEY-1 ... KEY-N."""
        if 'keys' in self.hello:
            return self.hello['keys']
        n = self.hello.get('tables', 1)
        base = self.key.rsplit('-', 1)[0] if n > 1 else self.key
        return [self.key] if n == 1 else ['%s-%d' % (base, i + 1) for i in range(n)]

    def stderr(self):
        self.err.seek(0)
        return self.err.read().decode('utf-8', 'replace')

    def stop(self):
        if self.p.poll() is None:
            self.p.kill()
        self.p.wait()
        self.p.stdout.close()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.stop()
        self.err.close()

    def fds(self):
        return len(os.listdir('/proc/%d/fd' % self.pid))

    def cpu_seconds(self):
        with open('/proc/%d/stat' % self.pid) as f:
            fields = f.read().rsplit(')', 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf('SC_CLK_TCK')  # utime + stime

    def wakeups(self):
        with open('/proc/%d/status' % self.pid) as f:
            return int(re.search(r'voluntary_ctxt_switches:\s*(\d+)', f.read()).group(1))


def spread(net, i, per=8):
    """The source address of a check's i-th connection: 127.0.NET.1, ... with `per` connections each."""
    return '127.0.%d.%d' % (net, i // per + 1)


def hello(typ, key, **fields):
    m = {'type': typ, 'protocol': 1, 'key': key}
    m.update(fields)
    return m


def ask(s, msg, src=None):
    """A new connection to s from src says msg (a dict, or a text frame's raw bytes); (ws, the answer:
    welcome, refused, _close or _timeout). A handshake refused is a _close answer too."""
    try:
        ws = Ws.connect(LOCAL, s.port, src)
    except Refused as e:
        return None, {'type': '_close', 'code': None, 'why': str(e)}
    if isinstance(msg, bytes):
        ws.send_text(msg)
    else:
        ws.send_json(msg)
    return ws, ws.next(('welcome', 'refused'))


def join(s, key=None, src=None, **fields):
    """A seat joined (or watched, with typ='watch' / rejoined with secret=...): (ws, welcome), or Fail."""
    typ = fields.pop('typ', 'rejoin' if 'secret' in fields else 'join')
    ws, m = ask(s, hello(typ, s.key if key is None else key, **fields), src)
    if m['type'] != 'welcome':
        if ws:
            ws.close()
        raise Fail('%s %s was not welcomed: %s' % (typ, json.dumps(fields), describe(m)))
    return ws, m


def describe(m):
    if m['type'] == 'refused':
        return 'refused (%s, closing %s)' % (m.get('why'), m.get('closing'))
    if m['type'] == '_close':
        return 'closed (%s)' % (m.get('why') or 'code %s' % m.get('code'))
    if m['type'] == '_timeout':
        return 'no answer in time'
    return json.dumps(m)[:200]


def closing_refusal(m, prefix):
    return m['type'] == 'refused' and m.get('closing') is True and str(m.get('why', '')).startswith(prefix)


CHECKS = []


def check(name):
    def add(f):
        CHECKS.append((name, f))
        return f
    return add


# ---- the checks ----

@check('secrets_unpredictable')
def secrets_unpredictable(cli):
    """Seat secrets come from the system's random source, not the game's generator: the tables of one
    host (started from the same bits) had the same secrets, so one table's secret took a seat at
    another; two hosts given the same --seed must not share them either."""
    secrets, conns = {}, []
    with Server(cli, '--seats', 'human,human,human', '--tables', '2') as s:
        keys = s.keys
        need(len(keys) == 2, 'two keys expected: %s' % s.hello)
        for t, k in enumerate(keys):
            for seat in range(3):
                ws, w = join(s, key=k, seat=seat)
                conns.append(ws)
                secrets[t, seat] = w.get('secret', '')
        for sec in secrets.values():
            need(re.fullmatch('[0-9a-f]{32}', sec), 'secret %r is not 32 lowercase hex digits' % sec)
        need(len(set(secrets.values())) == 6, 'the six seats share secrets: %s' % sorted(secrets.items()))
        ws, m = ask(s, hello('rejoin', keys[1], secret=secrets[0, 0]))
        need(closing_refusal(m, ''), "table 1's seat 0 secret at table 2: %s" % describe(m))
        for c in conns + [ws]:
            c and c.close()
    twins = []
    for _ in range(2):
        with Server(cli, '--seats', 'human,human', '--seed', '5') as s:
            ws, w = join(s, seat=0)
            twins.append(w['secret'])
            ws.close()
    need(twins[0] != twins[1], 'two hosts with --seed 5 gave seat 0 the same secret %s' % twins[0])


@check('tables_secrets_independent')
def tables_secrets_independent(cli):
    """Each table of a host draws its secrets independently: with one generator state copied to every
    table, seat 0 had the same secret at each, and K-1's secret rejoined at K-2."""
    with Server(cli, '--seats', 'human,human', '--tables', '3', '--key', 'HOSTILE') as s:
        keys = ['HOSTILE-%d' % i for i in (1, 2, 3)]
        got = [join(s, key=k, seat=0) for k in keys]
        secrets = [w['secret'] for _, w in got]
        need(len(set(secrets)) == 3, 'seat 0 at the three tables: %s' % secrets)
        ws, m = ask(s, hello('rejoin', keys[1], secret=secrets[0]))
        need(closing_refusal(m, 'secret:'), "a rejoin at %s with %s's secret: %s" % (keys[1], keys[0], describe(m)))
        for c, _ in got:
            c.close()


@check('wrong_key_holds_no_place')
def wrong_key_holds_no_place(cli):
    """A connection refused for a wrong key holds no place at a table: 80 of them that never read
    must not fill the table so that a player's rejoin is "the table is full"."""
    with Server(cli, '--seats', 'human,human') as s:
        ws, w = join(s, seat=0)
        secret = w['secret']
        ws.close()
        bad = []
        for i in range(80):
            try:
                c = Ws.connect(LOCAL, s.port, '127.0.1.%d' % (i + 1))
            except Refused:
                continue  # turned away before the handshake: holds nothing either
            c.send_json(hello('join', 'WRONGKEY'))
            bad.append(c)
        end = now() + BOUND  # the host has answered (or closed) each, seen without reading it
        waiting = list(bad)
        while waiting and now() < end:
            ready = readable(waiting, end - now())
            waiting = [c for c in waiting if c not in ready]
        need(not waiting, '%d wrong-key joins got no answer in %.0f s' % (len(waiting), BOUND))
        back, m = ask(s, hello('rejoin', s.key, secret=secret))
        for c in bad + [back]:
            c and c.close()
        need(m['type'] == 'welcome', 'the rejoin after 80 wrong keys: %s' % describe(m))


@check('silent_connection_closed')
def silent_connection_closed(cli):
    """An upgraded connection that never says a word is closed within ~10 s, and 300 of them leave the
    host's file descriptors where they were: silent connections held a descriptor each forever."""
    with Server(cli, '--seats', 'human,human') as s:
        fd0 = s.fds()
        first = Ws.connect(LOCAL, s.port)
        silent = []
        for i in range(300):
            try:
                silent.append(Ws.connect(LOCAL, s.port, spread(2, i)))
            except Refused:
                pass  # closed at once is fine too
        player, _ = join(s, seat=0, src='127.0.0.2')  # the host serves players meanwhile
        end, open_ = now() + BOUND, [first] + silent
        while open_ and now() < end:
            for c in readable(open_, min(1.0, end - now())):
                c.drain()  # answers pings: a silent client that keeps the connection alive
            open_ = [c for c in open_ if not c.closed()]
        for c in [first] + silent:
            c.close()
        need(first not in open_, 'a silent connection was still open after %.0f s' % BOUND)
        need(not open_, '%d of 300 silent connections were still open after %.0f s' % (len(open_), BOUND))
        end = now() + BOUND
        while s.fds() > fd0 + 8 and now() < end:
            time.sleep(0.1)
        fds = s.fds()
        player.close()
        need(fds <= fd0 + 8, 'the host holds %d descriptors after the silent connections, %d before' % (fds, fd0))


@check('seats_reserved_from_spectators')
def seats_reserved_from_spectators(cli):
    """Spectators cannot crowd out the players: at most 16 watch a table, and a seat's player comes
    back with the secret even when 40 tried to watch."""
    with Server(cli, '--seats', 'human,human') as s:
        a, _ = join(s, seat=0)
        b, wb = join(s, seat=1, src='127.0.0.2')
        b.close()
        while True:  # seat 0 is told seat 1 is gone: the host saw the close
            m = a.next(('state',))
            need(m['type'] == 'state', 'seat 0 was not told seat 1 left: %s' % describe(m))
            if 1 in m.get('waiting', []):
                break
        watchers, welcomed, wrong = [], 0, []
        for i in range(40):
            ws, m = ask(s, hello('watch', s.key), spread(5, i))
            watchers.append(ws)
            if m['type'] == 'welcome':
                welcomed += 1
            elif not closing_refusal(m, 'watch:'):
                wrong.append(describe(m))
        back, m = ask(s, hello('rejoin', s.key, secret=wb['secret']), '127.0.0.3')
        for c in watchers + [a, back]:
            c and c.close()
        need(welcomed <= 16, '%d of 40 spectators were welcomed at one table (16 at most)' % welcomed)
        need(not wrong, 'spectators over the limit: %s' % wrong[:3])
        need(m['type'] == 'welcome', "seat 1's rejoin after 40 spectators: %s" % describe(m))


def name_answer(cli, name):
    """The answer to a join with name (a str, or the raw bytes of the name inside the JSON text) at a
    new host of two human seats."""
    with Server(cli, '--seats', 'human,human') as s:
        if isinstance(name, bytes):
            ws, m = ask(s, b'{"type":"join","protocol":1,"key":"' + s.key.encode() + b'","name":"' + name + b'"}')
        else:
            ws, m = ask(s, hello('join', s.key, name=name))
        if ws:
            ws.close()
        return m


@check('bad_names_refused')
def bad_names_refused(cli):
    """A player's name is valid UTF-8 without control characters, not "?" (the mask of hidden things),
    cut at 31 bytes on a character's boundary, and a name equal to another seat's once cut is not
    taken."""
    bad = []
    for name in ['?', '\u0001', 'A\u007fB', 'A\u0085B']:
        m = name_answer(cli, name)
        if not closing_refusal(m, 'name'):
            bad.append('name %r: %s' % (name, describe(m)))
    for raw in [b'\xff\xfe', b'Bob\xc3', b'\xc0\xaf', b'\xed\xa0\x80', b'\xf8\x88\x80\x80\x80']:
        m = name_answer(cli, raw)  # invalid UTF-8: the join refused, or the frame (close 1007)
        if not (m['type'] == 'refused' or (m['type'] == '_close' and m.get('code') == 1007)):
            bad.append('name bytes %r: %s' % (raw, describe(m)))
    with Server(cli, '--seats', 'human,human,human') as s:
        a, _ = join(s, seat=0, name='\u00e9' * 20)
        st = a.next(('state',))
        need(st['type'] == 'state', 'no state after the join: %s' % describe(st))
        players = st['view']['setup']['players']
        got, default2 = players[0]['name'], players[2]['name']
        try:
            raw = got.encode('utf-8')
            if not (len(raw) <= 31 and got and ('\u00e9' * 20).startswith(got)):
                bad.append('the name of 20 \u00e9 (40 bytes) became %r (%d bytes)' % (got, len(raw)))
        except UnicodeEncodeError:
            bad.append('the name of 20 \u00e9 was cut into invalid UTF-8: %r' % got)
        b, _ = join(s, seat=1, name='x' * 31 + '1', src='127.0.0.2')
        c, _ = join(s, seat=2, name='x' * 31 + '2', src='127.0.0.3')
        st = c.next(('state',))
        need(st['type'] == 'state', 'no state after the join: %s' % describe(st))
        names = [p['name'] for p in st['view']['setup']['players']]
        for ws in (a, b, c):
            ws.close()
        if names[2] != default2:
            bad.append('names differing after byte 31: seat 2 is named %r (seat 1 %r), not its own %r'
                       % (names[2], names[1], default2))
    need(not bad, '; '.join(bad))


@check('state_rate_limited')
def state_rate_limited(cli):
    """A connection's messages are rate limited (RATE_BURST at once, then RATE_PER_S a second): 300
    requests for the state made the host build 300 views; the other seats play on meanwhile."""
    with Server(cli, '--seats', 'human,human') as s:
        a, _ = join(s, seat=0)
        b, _ = join(s, seat=1, src='127.0.0.2')
        need(b.next(('state',))['type'] == 'state', 'no state after the join')
        while True:  # seat 0's state once seat 1 is there: its legal moves
            st = a.next(('state',))
            need(st['type'] == 'state', 'seat 0 got no state: %s' % describe(st))
            if not st.get('waiting') and st.get('legal'):
                break
        n, sent, answered = max(300, 3 * RATE_BURST), 0, 0
        states = refusals = 0
        acted = closed = False
        t0 = now()
        last, wrong, end = t0, [], t0 + BOUND
        # as fast as the answers come, 8 requests unanswered at any time (all 300 in one write would
        # only overflow the host's queue to this client, 64 messages, and have it dropped as slow);
        # once the host stops answering for 1 s, the rest at once
        while now() < end and not (acted and (closed or now() - last >= 2)):
            stalled = now() - last >= 1
            if not closed and sent < n and (sent - answered < 8 or stalled):
                k = n - sent if stalled else min(8 - (sent - answered), n - sent)
                b.send_raw(frame(1, b'{"type":"state"}') * k)
                sent += k
                if sent == k:
                    a.send_json({'type': 'act', 'seq': st['seq'], 'action': st['legal'][0]})
            for m in a.drain():
                if m['type'] == 'state' and m['seq'] > st['seq']:
                    acted = True
                elif m['type'] in ('refused', '_close'):
                    raise Fail("seat 0's move during the flood: %s" % describe(m))
            for m in b.drain():
                if m['type'] == '_close':
                    closed = True
                    continue
                last, answered = now(), answered + 1
                if m['type'] == 'state':
                    states += 1
                elif m['type'] == 'refused' and str(m.get('why')).startswith('message: too many'):
                    refusals += 1
                else:
                    wrong.append(describe(m))
            readable([a, b], 0.02)
        elapsed = last - t0
        budget = RATE_BURST + RATE_PER_S * (elapsed + 1) + 1  # + the state seat 0's move brings
        a.close()
        b.close()
        need(acted, "seat 0's move got no state in %.0f s" % BOUND)
        need(not wrong, 'answers to the flood: %s' % wrong[:3])
        need(states >= 1, 'the host answered none of %d requests for the state' % n)
        need(states <= budget, '%d states for %d requests in %.1f s (at most %d; %d refusals)%s' %
             (states, sent, elapsed, budget, refusals, ', then closed' if closed else ''))


@check('idle_cpu')
def idle_cpu(cli):
    """An idle host sleeps: with 20 tables and 300 spectators doing nothing, it spends < 0.1 s of CPU
    in 5 s and wakes fewer than 10 times a second (it woke every 20 ms, 250 times in 5 s: the CPU
    alone hardly shows it on a fast machine). Wake-ups: voluntary context switches."""
    with Server(cli, '--seats', 'human,human', '--tables', '20') as s:
        keys = s.keys
        need(len(keys) == 20, '20 keys expected: %s' % s.hello)
        watchers = []
        for i in range(300):
            ws = Ws.connect(LOCAL, s.port, spread(6, i))
            ws.send_json(hello('watch', keys[i % 20]))
            watchers.append(ws)
        end, welcome = now() + BOUND, set()
        last = now()
        while now() < end and (len(welcome) < len(watchers) or now() - last < 1):  # then quiet for 1 s
            for ws in readable(watchers, min(1.0, end - now())):
                for m in ws.drain():
                    if m['type'] == 'welcome':
                        welcome.add(ws)
                    elif m['type'] in ('refused', '_close'):
                        raise Fail('a spectator (15 at each table): %s' % describe(m))
                    last = now()
        need(len(welcome) == len(watchers), '%d of 300 spectators welcomed in %.0f s' % (len(welcome), BOUND))
        cpu0, wake0, t0 = s.cpu_seconds(), s.wakeups(), now()
        time.sleep(5)  # the measurement's window, not a wait for something
        cpu, wakeups, wall = s.cpu_seconds() - cpu0, s.wakeups() - wake0, now() - t0
        for ws in watchers:
            ws.close()
        need(cpu < 0.1 and wakeups < 50, 'the idle host spent %.2f s of CPU in %.1f s and woke %d times (< 0.1 s, < 50)'
             % (cpu, wall, wakeups))


@check('save_file_private')
def save_file_private(cli):
    """The host's save holds every seat's secret: it is readable by its owner only (0600), not by every
    user of the computer."""
    d = tempfile.mkdtemp(prefix='net_hostile.')
    try:
        path = os.path.join(d, 'host.json')
        with Server(cli, '--seats', 'human,human', '--save', path) as s:
            ws, w = join(s, seat=0)
            end = now() + BOUND
            while now() < end and w['secret'] not in read_text(path):
                time.sleep(0.05)
            mode = os.stat(path).st_mode & 0o777
            ws.close()
            need(mode == 0o600, 'the save %s has mode %o (umask 022)' % (path, mode))
    finally:
        shutil.rmtree(d)


@check('wrong_keys_throttled')
def wrong_keys_throttled(cli):
    """Guessing the key is slow: from one address, after about 10 wrong keys the host says "key: too
    many wrong keys" (or turns the connection away) instead of checking more; another address joins."""
    with Server(cli, '--seats', 'human,human') as s:
        plain = throttled = turned = 0
        wrong, t0 = [], now()
        end = t0 + 2 * BOUND
        for i in range(200):
            if now() > end:
                break
            try:
                ws = Ws.connect(LOCAL, s.port, '127.0.3.1', timeout=min(BOUND, end - now()))
            except Refused:
                turned += 1
                continue
            ws.send_json(hello('join', 'WRONG%03d' % i))
            m = ws.next(('welcome', 'refused'), min(BOUND, max(0.1, end - now())))
            ws.close()
            why = str(m.get('why', ''))
            if m['type'] == 'refused' and why.startswith('key: too many'):
                throttled += 1
            elif m['type'] == 'refused' and why.startswith('key: not'):
                plain += 1
            elif m['type'] == '_close':
                turned += 1
            else:
                wrong.append(describe(m))
        elapsed = now() - t0
        allowed = 10 + (elapsed / 6 + 1)
        right, m = ask(s, hello('join', s.key), '127.0.3.2')
        right and right.close()
        need(not wrong, 'answers to wrong keys: %s' % wrong[:3])
        need(plain <= allowed, '%d of %d wrong keys in %.1f s were checked (at most %d; %d "too many", %d turned away)'
             % (plain, plain + throttled + turned, elapsed, allowed, throttled, turned))
        need(m['type'] == 'welcome', 'the right key from another address: %s' % describe(m))


@check('nothing_after_closing_refusal')
def nothing_after_closing_refusal(cli):
    """After a closing refusal the host reads no more of the connection: a valid join sent in the same
    write took a seat (and was welcomed) on a connection the host was closing."""
    with Server(cli, '--seats', 'human,human') as s:
        ws = Ws.connect(LOCAL, s.port)
        ws.send_raw(frame(1, json.dumps(hello('join', 'WRONGKEY', seat=0)).encode()) +
                    frame(1, json.dumps(hello('join', s.key, seat=0)).encode()))
        first = ws.next(('welcome', 'refused', 'state'))
        code = ws.wait_closed()
        after = [m['type'] for m in ws.seen[1:]]
        ws.close()
        need(closing_refusal(first, 'key'), 'the wrong key: %s' % describe(first))
        need(not after, 'after the closing refusal the host sent %s' % after)
        need(code is not None, 'the connection was not closed after the refusal')
        other, m = ask(s, hello('join', s.key, seat=0), '127.0.0.2')
        other and other.close()
        need(m['type'] == 'welcome', 'seat 0, after the refused connection: %s' % describe(m))


def upgraded_then(s, ws, what):
    """A connection the host should not have upgraded: a watch on it must not be welcomed."""
    ws.send_json(hello('watch', s.key))
    m = ws.next(('welcome', 'refused', 'state'))
    ws.close()
    need(m['type'] != 'welcome', '%s: upgraded (101) and the watch welcomed' % what)


@check('frames_binary')
def frames_binary(cli):
    """A binary frame is not a message: the connection is closed, nothing else answered (it was read
    as text)."""
    with Server(cli, '--seats', 'human,human') as s:
        ws = Ws.connect(LOCAL, s.port)
        ws.send_frame(2, json.dumps(hello('watch', s.key)).encode())
        m = ws.next(('welcome', 'refused', 'state'))
        ws.close()
        need(m['type'] == '_close', 'a binary frame was answered with %s' % describe(m))


@check('frames_utf8')
def frames_utf8(cli):
    """A text frame of invalid UTF-8 closes the connection with status 1007 (it was parsed)."""
    with Server(cli, '--seats', 'human,human') as s:
        ws = Ws.connect(LOCAL, s.port)
        ws.send_text(b'{"type":"watch","protocol":1,"key":"' + s.key.encode() + b'","x":"\xff\xfe"}')
        m = ws.next(('welcome', 'refused', 'state'))
        ws.close()
        need(m['type'] == '_close' and m['code'] == 1007, 'invalid UTF-8 was answered with %s (a close 1007 expected)' % describe(m))


@check('frames_no_protocol')
def frames_no_protocol(cli):
    """A handshake without the subprotocol opencarc.1 is refused."""
    with Server(cli, '--seats', 'human,human') as s:
        try:
            ws = Ws.connect(LOCAL, s.port, proto=None)
        except Refused:
            return
        upgraded_then(s, ws, 'no Sec-WebSocket-Protocol')


@check('frames_path')
def frames_path(cli):
    """A handshake for another path than / is refused."""
    with Server(cli, '--seats', 'human,human') as s:
        try:
            ws = Ws.connect(LOCAL, s.port, path='/other')
        except Refused:
            return
        upgraded_then(s, ws, 'path /other')


@check('frames_plain_http')
def frames_plain_http(cli):
    """A plain HTTP request is answered (4xx) and closed at once, not left open until the handshake's
    time limit."""
    with Server(cli, '--seats', 'human,human') as s:
        ws = Ws.start(LOCAL, s.port, upgrade=False, proto=None)
        t0, t_answer, data = now(), None, b''
        end = t0 + BOUND
        while now() < end:
            if not readable([ws.sock], end - now()):
                break
            try:
                chunk = ws.sock.recv(65536)
            except OSError:
                chunk = b''
            if not chunk:
                break
            data += chunk
            if t_answer is None:
                t_answer = now() - t0
        t_closed = now() - t0
        ws.close()
        m = re.match(rb'HTTP/1\.[01] (\d{3})', data)
        need(m and 400 <= int(m.group(1)) < 500, 'a plain GET was answered %r (closed after %.1f s)' % (data[:60], t_closed))
        need(t_answer < 5, 'the answer came after %.1f s' % t_answer)
        need(t_closed < 5, 'the connection was closed after %.1f s' % t_closed)


@check('frames_huge')
def frames_huge(cli):
    """A frame announcing 2^62 bytes closes the connection at once (it was awaited: the connection went
    only when the keep-alive gave up after 30 s, every byte sent meanwhile being taken as payload); the
    host serves others."""
    with Server(cli, '--seats', 'human,human') as s:
        ws, _ = join(s, typ='watch')
        ws.next(('state',))
        ws.send_raw(frame(1, b'{"type":', length=1 << 62))
        code = ws.wait_closed(20)  # the keep-alive would close it after 30 s, whatever it announced
        ws.close()
        need(code is not None, 'not closed in 20 s (by the length it announced)')
        other, _ = join(s, seat=0, src='127.0.0.2')
        other.close()


@check('frames_unmasked')
def frames_unmasked(cli):
    """An unmasked client frame closes the connection (RFC 6455 5.1). Skipped when the library
    accepts it: not the host's to decide."""
    with Server(cli, '--seats', 'human,human') as s:
        ws, _ = join(s, typ='watch')
        ws.next(('state',))
        ws.send_text('{"type":"state"}', mask=False)
        m = ws.next(('state', 'refused'))
        ws.close()
        if m['type'] in ('state', 'refused'):
            raise Skip('the host answered an unmasked frame (%s): the library does not close' % m['type'])
        need(m['type'] == '_close', 'an unmasked frame: %s' % describe(m))


@check('save_validation')
def save_validation(cli):
    """A host's save is checked like a client's message: an empty key (any connection's empty key
    matched), two seats with one secret, a name a join would refuse ("?") stop `serve --resume`
    with the file and the field named."""
    d = tempfile.mkdtemp(prefix='net_hostile.')
    try:
        path = os.path.join(d, 'host.json')
        with Server(cli, '--seats', 'human,human', '--save', path) as s:
            a, wa = join(s, seat=0)
            b, wb = join(s, seat=1, src='127.0.0.2')
            end = now() + BOUND
            while now() < end and wb['secret'] not in read_text(path):
                time.sleep(0.05)
            a.close()
            b.close()
        with open(path) as f:
            save = json.load(f)
        need(save['tables'][0]['seats']['secrets'] == [wa['secret'], wb['secret']], 'the save: %s' % save['tables'][0]['seats'])

        def resume(edit, what):
            j = json.loads(json.dumps(save))
            edit(j['tables'][0])
            p = os.path.join(d, 'broken-%s.json' % what)
            with open(p, 'w') as f:
                json.dump(j, f)
            err = tempfile.TemporaryFile()
            proc = subprocess.Popen([cli, 'serve', '--resume', p, '--listen', LOCAL, '--port', '0'], stdin=subprocess.DEVNULL,
                                    stdout=subprocess.PIPE, stderr=err)
            try:
                line = read_line(proc.stdout.fileno(), BOUND)
                if line is not None:
                    return 'resumed and served (%s)' % line.decode()[:80]
                proc.wait(BOUND)
                err.seek(0)
                text = err.read().decode('utf-8', 'replace')
                if proc.returncode == 0:
                    return 'exit status 0'
                if p not in text or what not in text.replace(p, ''):
                    return 'the message does not name %s and "%s": %r' % (p, what, text.strip()[:200])
                return None
            except subprocess.TimeoutExpired:
                return 'still running after %.0f s' % BOUND
            finally:
                if proc.poll() is None:
                    proc.kill()
                proc.wait()
                proc.stdout.close()
                err.close()

        bad = []
        why = resume(lambda t: None, 'plain')  # the save as it is resumes (the test's own check)
        need(why and why.startswith('resumed'), 'the unedited save did not resume: %s' % why)
        for what, edit in [('key', lambda t: t['seats'].__setitem__('key', '')),
                           ('secrets', lambda t: t['seats'].__setitem__('secrets', [wa['secret']] * 2)),
                           ('name', lambda t: t['game']['setup']['players'][0].__setitem__('name', '?'))]:
            why = resume(edit, what)
            if why:
                bad.append('%s: %s' % (what, why))
        need(not bad, '; '.join(bad))
    finally:
        shutil.rmtree(d)


@check('key_any_case')
def key_any_case(cli):
    """A key is read out and typed: 8 characters that cannot be mistaken for one another, compared
    ignoring case and spaces."""
    with Server(cli, '--seats', 'human,human') as s:
        key = s.key
        bad = []
        for seat, typed in enumerate([key.lower(), ' '.join(key[i:i + 2] for i in range(0, len(key), 2))]):
            ws, m = ask(s, hello('join', typed, seat=seat), '127.0.0.%d' % (seat + 2))
            ws and ws.close()
            if m['type'] != 'welcome':
                bad.append('the key %s typed %r: %s' % (key, typed, describe(m)))
        if not re.fullmatch('[%s]{8}' % KEY_LETTERS, key):
            bad.append('the key %r is not 8 of %s' % (key, KEY_LETTERS))
        need(not bad, '; '.join(bad))


@check('connections_per_address')
def connections_per_address(cli):
    """One address holds at most 32 connections (--conns-per-address): connections opened one after
    another from one address, each watching (three tables: 48 places for spectators), are welcomed up to
    32 and the next is closed once upgraded; another address still joins. An opening refused before the
    handshake (20 at once, then 4 a second) is tried again once the rate allows."""
    with Server(cli, '--seats', 'human,human', '--tables', '3') as s:
        keys, kept, over, end = s.keys, [], None, now() + BOUND
        while over is None and now() < end:
            try:
                ws = Ws.connect(LOCAL, s.port, '127.0.4.1', timeout=max(0.0, end - now()))
            except Refused as e:
                need(e.status is None, 'a handshake answered %s' % e)
                readable([], 0.3)  # the rate of openings: a token comes back every 0.25 s
                continue
            ws.send_json(hello('watch', keys[len(kept) % 3]))
            m = ws.next(('welcome', 'refused'), max(0.0, end - now()))
            if m['type'] == 'welcome':
                kept.append(ws)
            else:
                over = m
                ws.close()
        other, m = ask(s, hello('join', keys[0]), '127.0.4.2')
        for ws in kept + [other]:
            ws and ws.close()
        need(over is not None, '%d connections from one address kept in %.0f s, none refused' % (len(kept), BOUND))
        need(len(kept) == 32, '%d connections from one address were kept (32 expected)' % len(kept))
        need(over['type'] == '_close', 'the 33rd connection: %s' % describe(over))
        need(m['type'] == 'welcome', 'a join from another address: %s' % describe(m))


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    cli, names = sys.argv[1], sys.argv[2:]
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    want = min(hard, 4096) if hard != resource.RLIM_INFINITY else 4096
    if soft != resource.RLIM_INFINITY and soft < want:
        resource.setrlimit(resource.RLIMIT_NOFILE, (want, hard))
    chosen = [(n, f) for n, f in CHECKS if not names or any(n == k or n.startswith(k + '_') for k in names)]
    unknown = [k for k in names if not any(n == k or n.startswith(k + '_') for n, _ in CHECKS)]
    if unknown:
        sys.exit('net_hostile.py: no check %s (%s)' % (', '.join(unknown), ', '.join(n for n, _ in CHECKS)))
    passed = failed = skipped = 0
    for name, f in chosen:
        try:
            f(cli)
            print('ok', name, flush=True)
            passed += 1
        except Skip as e:
            print('skip %s: %s' % (name, e), flush=True)
            skipped += 1
        except Fail as e:
            print('FAIL %s: %s' % (name, e), flush=True)
            failed += 1
        except Exception as e:  # a broken connection where none was expected
            print('FAIL %s: %s: %s' % (name, type(e).__name__, e), flush=True)
            failed += 1
    print('%d passed, %d failed%s' % (passed, failed, ', %d skipped' % skipped if skipped else ''))
    sys.exit(1 if failed else 0)


if __name__ == '__main__':
    main()
