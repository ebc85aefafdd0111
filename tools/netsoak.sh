#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Soak figures on loopback: tools/netsoak.sh [IDLE] [PLAYING_TABLES] (defaults 1000 and 1). One
# `opencarc-cli serve` holds PLAYING_TABLES four-seat games (The Bets + The Tollkeepers) and
# ceil(IDLE/15) more tables; tools/netsoak.py opens IDLE idle WebSocket connections from 127.0.x.y
# (8 an address), each watching one of the extra tables (15 a table), and holds them, answering pings.
# With them held: 5 s of quiet (the host's CPU with only the idle connections), then four
# `opencarc-cli join` clients per playing table play it to the end as tools/netbench.sh does.
# Prints figures, asserts nothing: one JSON line (idle connections welcomed, actions, action-to-state
# latency median and p99, host CPU % of a core while idle, host CPU ms per action while playing, host
# peak RSS) and one line for people. Every wait is bounded; the trap ends every process it started.
# CLI=path: the opencarc-cli to run (default build/opencarc-cli). NOFILE=N: the host runs with a soft
# limit of N open files (default: this shell's; the figures say which). KEEP=1: keep the temporary
# directory (the host's, the clients' and the idle helper's output).
set -euo pipefail
cd "$(dirname "$0")/.."
idle=${1:-1000}
playing=${2:-1}
cli=${CLI:-build/opencarc-cli}
game_limit=120 # seconds for the game; the rest: 10 s for the host to start or stop, 90 s for the idle set
tables=$((playing + (idle + 14) / 15))
tmp=$(mktemp -d)
: >"$tmp/host.out"
: >"$tmp/idle.out"
cleanup() {
  local pids
  mapfile -t pids < <(jobs -p)
  if [ "${#pids[@]}" -gt 0 ]; then
    kill "${pids[@]}" 2>/dev/null || true
    sleep 0.5
    kill -KILL "${pids[@]}" 2>/dev/null || true
  fi
  if [ -n "${KEEP:-}" ]; then echo "netsoak: kept $tmp" >&2; else rm -rf "$tmp"; fi
}
trap cleanup EXIT
trap 'exit 130' INT TERM HUP
now() { date +%s.%N; }
cpu_ticks() { awk '{print $14 + $15}' "/proc/$host/stat" 2>/dev/null || echo; }
status_kb() { awk -v f="$1:" '$1 == f {print $2}' "/proc/$host/status" 2>/dev/null || echo; }
# wait_for SECONDS COMMAND...: true once COMMAND is, false when the time is up
wait_for() {
  local end=$((SECONDS + $1))
  shift
  until "$@"; do [ "$SECONDS" -ge "$end" ] && return 1; sleep 0.05; done
}
alive() { kill -0 "$1" 2>/dev/null; }
gone() { ! alive "$1"; }
host_said_port() { grep -q '"port"' "$tmp/host.out" || ! alive "$host"; }

# The host; --conns-per-address only where serve knows it (it exits with its usage otherwise).
start_host() {
  (
    [ -n "${NOFILE:-}" ] && ulimit -S -n "$NOFILE"
    exec "$cli" serve --listen 127.0.0.1 --port 0 --key BENCH --tables "$tables" --seats human,human,human,human \
      --expansions bets,tollkeepers --seed 1 --quit-when-over "$@"
  ) >"$tmp/host.out" 2>"$tmp/host.err" &
  host=$!
  wait_for 10 host_said_port || true
}
per_address=true
start_host --conns-per-address 64
if ! grep -q '"port"' "$tmp/host.out" && grep -q '^usage' "$tmp/host.err"; then
  per_address=false
  start_host
fi
if ! grep -q '"port"' "$tmp/host.out"; then
  echo "netsoak: the host did not start:" >&2
  cat "$tmp/host.err" >&2
  exit 2
fi
# The tables' keys: the first line's "keys", or BENCH-1 ... BENCH-T (BENCH alone for one table).
read -r port keys < <(python3 -c '
import json, sys
h = json.loads(open(sys.argv[1]).readline()); t = int(sys.argv[2])
keys = h.get("keys") or ([h["key"]] if t == 1 else ["BENCH-%d" % (k + 1) for k in range(t)])
print(h["port"], ",".join(keys))' "$tmp/host.out" "$tables")
IFS=, read -r -a key <<<"$keys"
rss_start=$(status_kb VmRSS)
host_nofile=$(awk '/^Max open files/ {print $4}' "/proc/$host/limits")

# The idle spectators, on the tables after the playing ones.
idle_ready='{}'
if [ "$idle" -gt 0 ]; then
  python3 tools/netsoak.py "$port" "$idle" "$(IFS=,; echo "${key[*]:$playing}")" >"$tmp/idle.out" 2>"$tmp/idle.err" &
  idlep=$!
  idle_said_ready() { grep -q '"ready"' "$tmp/idle.out" || ! alive "$idlep"; }
  wait_for 90 idle_said_ready || true
  idle_ready=$(grep '"ready"' "$tmp/idle.out" || echo '{}')
  [ "$idle_ready" = '{}' ] && { echo "netsoak: the idle connections were not set up:" >&2; cat "$tmp/idle.err" >&2; }
fi
rss_idle=$(status_kb VmRSS)

# The quiet window: the host with only the idle connections.
hz=$(getconf CLK_TCK)
q0=$(cpu_ticks) t0=$(now)
sleep 5
q1=$(cpu_ticks) t1=$(now)

# The game: four clients a playing table, as tools/netbench.sh.
c0=$(cpu_ticks) start=$(now)
clients=()
for t in $(seq "$playing"); do
  for s in 0 1 2 3; do
    "$cli" join --port "$port" --key "${key[$((t - 1))]}" --seat "$s" --seed "$t$s" --stats "$tmp/stats.$t.$s.json" \
      2>>"$tmp/join.err" &
    clients+=($!)
  done
done
none_alive() {
  local c
  for c in "${clients[@]}"; do alive "$c" && return 1; done
  return 0
}
timed_out=false
wait_for "$game_limit" none_alive || timed_out=true
c1=$(cpu_ticks) end=$(now)
hwm=$(status_kb VmHWM)
failed=0
for c in "${clients[@]}"; do
  alive "$c" && kill "$c" 2>/dev/null
  wait "$c" 2>/dev/null || failed=$((failed + 1))
done

# The idle connections' end (how many the game left open), then the host's (its last line: actions).
idle_done='{}'
if [ "$idle" -gt 0 ]; then
  kill -TERM "$idlep" 2>/dev/null || true
  wait_for 10 gone "$idlep" || kill -KILL "$idlep" 2>/dev/null || true
  idle_done=$(grep '"done"' "$tmp/idle.out" || echo '{}')
fi
[ "$tables" -gt "$playing" ] || wait_for 10 gone "$host" || true
kill -TERM "$host" 2>/dev/null || true
host_stopped=true
wait_for 10 gone "$host" || { host_stopped=false; kill -KILL "$host" 2>/dev/null || true; }
host_status=0
wait "$host" 2>/dev/null || host_status=$?

python3 - "$tmp" "$idle" "$playing" "$tables" "$per_address" "$host_nofile" "$idle_ready" "$idle_done" "$hz" \
  "$q0" "$q1" "$t0" "$t1" "$c0" "$c1" "$start" "$end" "$hwm" "$rss_start" "$rss_idle" "$timed_out" "$failed" \
  "$host_stopped" "$host_status" <<'PY'
import glob, json, sys
(tmp, idle, playing, tables, per_address, nofile, ready, done, hz, q0, q1, t0, t1, c0, c1, start, end, hwm,
 rss_start, rss_idle, timed_out, failed, stopped, status) = sys.argv[1:]
num = lambda s: float(s) if s else None
ready, done, hz = json.loads(ready), json.loads(done), float(hz)
lat = sorted(x for f in glob.glob(tmp + "/stats.*.json") for x in json.load(open(f))["latency_ms"])
pick = lambda q: round(lat[min(len(lat) - 1, int(q * len(lat)))], 2) if lat else None
try:
    last = json.loads(open(tmp + "/host.out").read().splitlines()[-1])
except (IndexError, ValueError):
    last = {}
actions = last.get("actions")
q = (num(q1) - num(q0)) / hz if q0 and q1 else None
if not c1 and c0 and "cpu_seconds" in last:  # the host quit at the game's end (no idle tables): its own figures
    c1, hwm = str(last["cpu_seconds"] * hz), hwm or str(last["max_rss_kb"])
c = (num(c1) - num(c0)) / hz if c0 and c1 else None
mb = lambda kb: round(num(kb) / 1024, 1) if kb else None
out = {"idle_requested": int(idle), "idle_welcomed": ready.get("welcomed", 0), "idle_failed": ready.get("failed"),
       "idle_stuck": ready.get("stuck"), "idle_not_tried": int(idle) - ready.get("tried", 0) if ready else None,
       "idle_setup_seconds": ready.get("seconds"), "idle_setup_stalled": ready.get("stalled"),
       "idle_open_after_game": done.get("open"), "idle_pings_answered": done.get("pings_answered"),
       "playing_tables": int(playing), "tables": int(tables),
       "conns_per_address_option": per_address == "true", "host_nofile": nofile, "actions": actions,
       "game_seconds": round(num(end) - num(start), 2), "game_timed_out": timed_out == "true",
       "clients_failed": int(failed), "latency_ms_median": pick(0.5), "latency_ms_p99": pick(0.99),
       "host_cpu_pct_idle": round(100 * q / (num(t1) - num(t0)), 2) if q is not None else None,
       "host_cpu_ms_per_action": round(1e3 * c / actions, 3) if c is not None and actions else None,
       "host_peak_rss_mb": mb(hwm), "host_rss_mb_start": mb(rss_start), "host_rss_mb_idle": mb(rss_idle),
       "host_stopped_in_time": stopped == "true", "host_exit_status": int(status)}
why = dict(ready.get("why", {}), **{"after the welcome: " + k: v for k, v in done.get("why", {}).items()})
if why:
    out["idle_why"] = why
print(json.dumps(out))
idle_text = "no idle connections" if not int(idle) else (
    "%d idle spectators: %s welcomed in %s s (%s failed, %s stuck, %s not tried), %s still open after the game"
    % (out["idle_requested"], out["idle_welcomed"], out["idle_setup_seconds"], out["idle_failed"], out["idle_stuck"],
       out["idle_not_tried"], out["idle_open_after_game"]))
print("%s; %d table(s) played: %s actions in %.1f s%s, latency %s / %s ms (median / p99); host: %s %% of a core idle, "
      "%s ms CPU an action, %s MB peak (%s MB with the idle set)"
      % (idle_text, out["playing_tables"], actions, out["game_seconds"],
         " (timed out)" if out["game_timed_out"] else "",
         out["latency_ms_median"], out["latency_ms_p99"], out["host_cpu_pct_idle"], out["host_cpu_ms_per_action"],
         out["host_peak_rss_mb"], out["host_rss_mb_idle"]))
PY
