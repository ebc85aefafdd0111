#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Network figures on loopback: tools/netbench.sh [TABLES] [EXPANSIONS]. One `opencarc-cli serve` holds
# TABLES (default 10) four-seat games; four `opencarc-cli join` clients per table play random legal moves
# as fast as the host answers. Prints one JSON line: the action-to-state latency a client sees (median
# and 99th percentile, ms), and what the host spent: CPU seconds and peak memory, in all and per table.
# TLS=1: the host speaks TLS (serve --tls) and every client connects with its fingerprint.
set -euo pipefail
cd "$(dirname "$0")/.."
tables=${1:-10}
expansions=${2:-bets,tollkeepers}
cli=${CLI:-build/opencarc-cli}
tmp=$(mktemp -d)
trap 'kill $(jobs -p) 2>/dev/null || true; rm -rf "$tmp"' EXIT
tls=()
[ -n "${TLS:-}" ] && tls=(--tls "$tmp/cert.pem")
"$cli" serve --listen 127.0.0.1 --port 0 --key BENCH --tables "$tables" --seats human,human,human,human \
  --expansions "$expansions" --seed 1 --quit-when-over --conns-per-address 1024 "${tls[@]}" >"$tmp/host.out" &
host=$!
for _ in $(seq 200); do grep -q port "$tmp/host.out" && break; sleep 0.05; done
port=$(sed -n 's/.*"port":\([0-9]*\).*/\1/p' "$tmp/host.out" | head -1)
key=BENCH
fp=()
[ -n "${TLS:-}" ] && fp=(--fingerprint "$(sed -n 's/.*"fingerprint":"\([0-9A-F-]*\)".*/\1/p' "$tmp/host.out")")
start=$(date +%s.%N)
clients=()
for t in $(seq "$tables"); do
  [ "$tables" -gt 1 ] && key=BENCH-$t
  for s in 0 1 2 3; do
    "$cli" join --port "$port" --key "$key" --seat "$s" --seed "$t$s" --stats "$tmp/stats.$t.$s.json" "${fp[@]}" 2>/dev/null &
    clients+=($!)
  done
done
wait "${clients[@]}"
wait "$host"
end=$(date +%s.%N)
python3 - "$tmp" "$tables" "$expansions" "$start" "$end" "${TLS:-}" <<'PY'
import glob, json, sys
tmp, tables, expansions, start, end = sys.argv[1], int(sys.argv[2]), sys.argv[3], float(sys.argv[4]), float(sys.argv[5])
tls = bool(sys.argv[6])
lat = sorted(x for f in glob.glob(tmp + "/stats.*.json") for x in json.load(open(f))["latency_ms"])
host = json.loads(open(tmp + "/host.out").read().splitlines()[-1])
pick = lambda q: round(lat[min(len(lat) - 1, int(q * len(lat)))], 2) if lat else None
print(json.dumps({"tables": tables, "expansions": expansions, "tls": tls, "clients": 4 * tables, "actions": host["actions"],
    "seconds": round(end - start, 2), "latency_ms_median": pick(0.5), "latency_ms_p99": pick(0.99),
    "host_cpu_seconds": round(host["cpu_seconds"], 2), "host_cpu_ms_per_action": round(1e3 * host["cpu_seconds"] / host["actions"], 3),
    "host_max_rss_kb": host["max_rss_kb"], "host_rss_kb_per_table": round(host["max_rss_kb"] / tables)}))
PY
