#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Network games on loopback as players meet them: `opencarc-cli serve` hosts, three `opencarc-cli join`
# clients take the human seats (random legal moves) beside a computer seat on the host, and each client's
# last view must equal the host's view of the finished game for that seat. Then the faults: a client
# killed with SIGKILL and started again with its secret, the host killed with SIGKILL and resumed from
# its autosave; the game still ends with the same state everywhere. Every step is bounded in time.
set -u
cli=$1
tmp=$(mktemp -d); [ -n "${KEEP:-}" ] && echo "$tmp"
pids=()
trap 'kill -9 "${pids[@]}" 2>/dev/null; [ -n "${KEEP:-}" ] || rm -rf "$tmp"' EXIT
. "$(dirname "$0")/check.sh"

# host ARGS...: serve in the background; sets hpid and port (read from its first line).
host() {
  : >"$tmp/host.out"
  "$cli" serve --listen 127.0.0.1 --quit-when-over --views "$tmp/hv" "$@" >"$tmp/host.out" 2>>"$tmp/host.err" &
  hpid=$!
  pids+=("$hpid")
  for _ in $(seq 200); do grep -q port "$tmp/host.out" && break; sleep 0.05; done
  port=$(sed -n 's/.*"port":\([0-9]*\).*/\1/p' "$tmp/host.out")
}

# client I ARGS...: join seat I in the background; its last view goes to cv.I.json.
client() {
  local i=$1; shift
  "$cli" join --port "$port" --key K --seat "$i" --seed "$i" --out "$tmp/cv.$i.json" \
    --secret-file "$tmp/secret.$i" "$@" 2>>"$tmp/client.$i.err" &
  cpid[$i]=$!
  pids+=("${cpid[$i]}")
}

# actions: how many actions the host's autosave holds.
actions() { python3 -c 'import json,sys; print(len(json.load(open(sys.argv[1]))["tables"][0]["game"]["actions"]))' "$tmp/host.json" 2>/dev/null || echo 0; }
# wait_actions N: until the autosave holds N actions, at most 60 s.
wait_actions() { local end=$((SECONDS + 60)); while [ $SECONDS -lt $end ]; do [ "$(actions)" -ge "$1" ] && return 0; sleep 0.1; done; return 1; }

same_views() {
  local ok=0
  for i in 0 1 2; do cmp -s "$tmp/cv.$i.json" "$tmp/hv.$i.json" || ok=1; done
  return $ok
}

for setup in "--expansions bets,tollkeepers,mapchips --map benelux" "--expansions bets,tollkeepers,mapchips,inns,traders --map france" \
             "--expansions inns,traders"; do
  rm -f "$tmp"/cv.* "$tmp"/hv.* "$tmp"/secret.*
  # shellcheck disable=SC2086
  host --port 0 --key K --seats human,human,human,greedy --seed 11 --save "$tmp/host.json" $setup
  check "host started ($setup)" test -n "$port"
  for i in 0 1 2; do client "$i"; done
  for i in 0 1 2; do wait "${cpid[$i]}"; done
  wait "$hpid"
  check "every client ends with the host's game ($setup)" same_views
  echo "net_game: $setup: done at ${SECONDS}s"
done

# Faults: a client killed and back, the host killed and resumed, on the port it had. The port is
# below the range the system hands out to outgoing connections: there, a client trying again and again
# while no host listens may be given the very port as its own end and hold it.
rm -f "$tmp"/cv.* "$tmp"/hv.* "$tmp"/secret.*
host --port $((20000 + $$ % 10000)) --key K --seats human,human,human,greedy --seed 12 --save "$tmp/host.json" --expansions bets,mapchips --map benelux
for i in 0 1 2; do client "$i" --delay-ms 20; done
check "the game is under way" wait_actions 30
kill -9 "${cpid[1]}"
wait "${cpid[1]}" 2>/dev/null
n=$(actions)
client 1 --delay-ms 20
check "the game goes on after a client came back" wait_actions $((n + 30))
kill -9 "$hpid"
wait "$hpid" 2>/dev/null
n=$(actions)
sleep 0.5 # the connections the kernel closed for the killed host let go of its port
host --port "$port" --resume "$tmp/host.json" --save "$tmp/host.json"
check "the host resumed on its port" test -n "$port"
check "the game goes on after the host came back" wait_actions $((n + 30))
for i in 0 1 2; do wait "${cpid[$i]}"; done
wait "$hpid"
check "after a killed client and a killed host every client ends with the host's game" same_views
echo "net_game: killed client and host: done at ${SECONDS}s"
grep -h "refused" "$tmp"/client.*.err | head -3

# A hostile network: every message split into pieces and delayed, every connection dropped after a few
# kB; the clients rejoin through it until the game ends, the same for all.
rm -f "$tmp"/cv.* "$tmp"/hv.* "$tmp"/secret.*
host --port 0 --key K --seats human,human,human,greedy --seed 14 --save "$tmp/host.json" --expansions bets,tollkeepers,mapchips --map france
host_port=$port
port=$((30000 + $$ % 2000))
python3 "$(dirname "$0")/net_proxy.py" "$port" "$host_port" 14 "$tmp/proxy.json" >"$tmp/proxy.out" &
proxy=$!
pids+=("$proxy")
for _ in $(seq 100); do grep -q ready "$tmp/proxy.out" && break; sleep 0.05; done
for i in 0 1 2; do client "$i"; done
for i in 0 1 2; do wait "${cpid[$i]}"; done
wait "$hpid"
kill -TERM "$proxy"
wait "$proxy"
check "through split, delayed and dropped connections every client ends with the host's game" same_views
drops=$(python3 -c 'import json,sys; c=json.load(open(sys.argv[1])); print(c["drops"], c["connections"])' "$tmp/proxy.json")
check "the proxy dropped connections ($drops: drops, connections)" test "${drops%% *}" -ge 3
echo "net_game: through the proxy: ${drops%% *} connections dropped of ${drops##* }, done at ${SECONDS}s"

# TLS (serve --tls): two clients give the host's fingerprint and connect over TLS, the third plainly (a
# local network's player); all end with the host's game. A fingerprint that is not the host's is refused
# before a word is sent, and the seat stays free; a restarted host has the same certificate.
rm -f "$tmp"/cv.* "$tmp"/hv.* "$tmp"/secret.*
host --port 0 --key K --seats human,human,human,greedy --seed 15 --save "$tmp/host.json" --expansions bets,tollkeepers --tls "$tmp/cert.pem"
fp=$(sed -n 's/.*"fingerprint":"\([0-9A-F-]*\)".*/\1/p' "$tmp/host.out")
check "a TLS host says its fingerprint ($fp)" test ${#fp} -eq 24
check "its certificate's file is its owner's only" test "$(stat -c %a "$tmp/cert.pem")" = 600
timeout 20 "$cli" join --port "$port" --key K --seat 0 --fingerprint 0123-4567-89AB-CDEF-0123 2>"$tmp/untrusted.err"
check "another fingerprint exits 1" test $? -eq 1
check "another fingerprint is explained" grep -q "has another fingerprint than 0123-4567-89AB-CDEF-0123: not joined" "$tmp/untrusted.err"
timeout 20 "$cli" join --port "$port" --key K --fingerprint 0123 2>"$tmp/badfp.err"
check "a fingerprint too short is refused" test $? -eq 1
check "a fingerprint too short is explained" grep -q "20 hexadecimal digits" "$tmp/badfp.err"
client 0 --fingerprint "$fp"
client 1 --fingerprint "$(echo "$fp" | tr 'A-F' 'a-f' | tr -d -)" # as typed: small letters, no dashes
client 2
for i in 0 1 2; do wait "${cpid[$i]}"; done
wait "$hpid"
check "over TLS and plainly every client ends with the host's game" same_views
host --port 0 --key K --seats human,greedy --seed 16 --tls "$tmp/cert.pem"
check "a host started again with its certificate has the same fingerprint" grep -q "\"fingerprint\":\"$fp\"" "$tmp/host.out"
kill "$hpid"
wait "$hpid" 2>/dev/null
printf 'not a certificate\n' >"$tmp/bad.pem"
"$cli" serve --port 0 --seats human,greedy --tls "$tmp/bad.pem" 2>"$tmp/badcert.err" >/dev/null
check "a file that is no certificate stops serve with status 2" test $? -eq 2
check "... naming the file" grep -q "bad.pem is not a host's certificate" "$tmp/badcert.err"
echo "net_game: TLS: done at ${SECONDS}s"

# A wrong key is refused with the reason, and the client gives up at once.
host --port 0 --key K --seats human,greedy --seed 13
timeout 20 "$cli" join --port "$port" --key WRONG 2>"$tmp/wrong.err"
check "a wrong key exits 1" test $? -eq 1
check "a wrong key is explained" grep -q "key: not this game's key" "$tmp/wrong.err"
kill "$hpid"
wait "$hpid" 2>/dev/null

check_summary net_game
