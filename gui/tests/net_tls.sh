#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# A network game over TLS in the window, as players beyond the local network meet it (run by
# xdo_game.sh). First Join: a host (opencarc-cli serve --tls) shows its certificate's fingerprint; Ann
# types the address, key, port and a fingerprint that is not the host's: the box says so and no seat is
# taken. With the host's fingerprint (typed in small letters, without dashes) she joins and plays a turn;
# killed, her window comes back into the seat with Continue (network.json keeps the fingerprint). A game
# with TLS picked from the list of games on the network is joined with the fingerprint it announces.
# Then Host: the hosting window shows its own fingerprint, the one of the certificate it keeps beside the
# saves (worked out here from that file: the SHA-256 of its DER), and a client that gives it joins the
# free seat over TLS.
set -u
. "$XDO_LIB"
cli=$(dirname "$OC")/opencarc-cli
# the hosts' ports: the system's choice (read back), or below the range it hands out to outgoing connections
OPENCARC_DATA=$XDO_SRC "$cli" serve --seats human,human --port 0 --listen 127.0.0.1 --key TEST --seed 11 \
    --tls "$HOME/cert.pem" --save "$HOME/host.json" > "$HOME/serve.out" 2>&1 & spid=$!
trap 'kill $spid $jpid 2>/dev/null' EXIT
until_eval 'grep -qs fingerprint "$HOME/serve.out"' || fail "serve --tls did not start: $(cat "$HOME/serve.out")"
fp=$(sed -n 's/.*"fingerprint":"\([0-9A-F-]*\)".*/\1/p' "$HOME/serve.out")
port=$(sed -n 's/.*"port":\([0-9]*\).*/\1/p' "$HOME/serve.out")
OPENCARC_DATA=$XDO_SRC "$cli" join --port $port --key TEST --seat 1 --fingerprint "$fp" --delay-ms 100 > "$HOME/join.out" 2>&1 & jpid=$!
launch --size 1280x800
net_box
fill Address 120 127.0.0.1
fill "Game key" 120 TEST
fill Port 60 $port
fill Fingerprint 150 0123-4567-89AB-CDEF-0123
button Join
until_eval 'tail -c 100000 "$screen" | grep -aq "^text .*The host at 127.0.0.1 has another fingerprint than 0123-4567-89AB-CDEF-0123"' ||
    fail "a wrong fingerprint is not said"
seats=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["tables"][0]["seats"]["secrets"][0])' "$HOME/host.json")
[ "$seats" = None ] || fail "a client with a wrong fingerprint holds seat 1 ($seats)"
fill Fingerprint 150 "$(echo "$fp" | tr 'A-F' 'a-f' | tr -d -)"
button Join
until_eval '[ -n "$(shown_actions)" ]' || fail "the game did not show after Join with the host's fingerprint"
play_turn || fail "Ann's turn over TLS could not be played"
grep -q "\"fingerprint\":.*\"$fp\"" "$XDG_DATA_HOME/opencarc/network.json" || fail "network.json does not keep the fingerprint"
n1=$(shown_actions)
kill -9 $pid; wait $pid 2>/dev/null
launch --size 1280x800 # Continue: back into the seat, over TLS again
continue_net
until_eval '[ "$(shown_actions)" -ge "$n1" ] 2>/dev/null' || fail "Continue did not show the game over TLS again (shown $(shown_actions), before $n1)"
kill $pid; wait $pid 2>/dev/null
kill $spid $jpid; wait $spid $jpid 2>/dev/null
rm -f "$XDG_DATA_HOME/opencarc/network.json"
# a game announced on the local network by a host with TLS: a click on it joins over TLS, nothing typed
export OPENCARC_LAN=127.0.0.1:$((20000 + $$ % 6000)) # the window listens there; loopback only
OPENCARC_DATA=$XDO_SRC "$cli" serve --seats human,human --port 0 --listen 127.0.0.1 --key LANTLS --seed 12 \
    --tls "$HOME/cert.pem" --announce $OPENCARC_LAN > "$HOME/serve2.out" 2>&1 & spid=$!
until_eval 'grep -qs port "$HOME/serve2.out"' || fail "the second serve --tls did not start: $(cat "$HOME/serve2.out")"
port=$(sed -n 's/.*"port":\([0-9]*\).*/\1/p' "$HOME/serve2.out")
launch --size 1280x800
net_box
listed="Player 1, Player 2 · 127.0.0.1, port $port · join seat 1"
n=0 # up to a minute on a loaded machine
until where button "$listed" >/dev/null; do n=$((n + 1)); [ $n -ge 3 ] && fail "the game is not listed (the host: $(cat "$HOME/serve2.out"))"; done
button "$listed"
until_eval '[ -n "$(shown_actions)" ]' || fail "the game picked from the list did not show"
grep -q "\"fingerprint\":.*\"$fp\"" "$XDG_DATA_HOME/opencarc/network.json" || fail "the game picked from the list was not joined with its fingerprint"
kill $pid $spid; wait $pid $spid 2>/dev/null
rm -f "$XDG_DATA_HOME/opencarc/network.json"
# Host: the hosting window's own certificate and fingerprint
port=$((26000 + $$ % 6000))
launch --size 1280x800
net_box
fill Port 60 $port
button Host
until_eval '[ -n "$(shown_actions)" ]' || fail "the hosted game did not show"
cert=$XDG_DATA_HOME/opencarc/host-cert.pem
[ "$(stat -c %a "$cert")" = 600 ] || fail "the host's certificate $cert is not its owner's only"
hostfp=$(python3 - "$cert" <<'PY'
import base64, hashlib, re, sys
pem = open(sys.argv[1]).read()
der = base64.b64decode(re.search(r"-----BEGIN CERTIFICATE-----(.*?)-----END", pem, re.S).group(1))
h = hashlib.sha256(der).hexdigest()[:20].upper()
print("-".join(h[i:i + 4] for i in range(0, 20, 4)))
PY
)
where text "From beyond this network, also the fingerprint $hostfp" >/dev/null ||
    fail "the hosting window does not show its certificate's fingerprint $hostfp"
OPENCARC_DATA=$XDO_SRC "$cli" join --port $port --key "$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["tables"][0]["seats"]["key"])' "$XDG_DATA_HOME/opencarc/host.json")" \
    --fingerprint "$hostfp" --delay-ms 100 > "$HOME/join2.out" 2>&1 & jpid=$!
play_turn || fail "Ann's turn in her hosted game could not be played ($(cat "$HOME/join2.out"))"
until_eval '[ "$(shown_actions)" -ge 4 ]' || fail "the client over TLS did not play its seat (the window shows $(shown_actions) actions)"
kill $pid $jpid
echo "network over TLS: a wrong fingerprint refused, the host's joined and played, Continue came back, a game from the list joined with its fingerprint; the hosting window shows its fingerprint $hostfp and a client with it plays"
