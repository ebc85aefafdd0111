#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# While an action's animation plays, the screen shows that action's turn (issue 24), read from
# --screen-log (every text and tile picture drawn, per frame). Two cases:
# ai: Bob's tile completes a city right before Cleo's (a computer's) turn, and every frame of its scoring
# must still show Bob's turn 1 — his heading, no "Cleo ... plays", his tile E in the tile box, 3 tiles left
# (the stack of 4 less the tile in hand), 6 meeples for Bob while his knight stands on the board, and his
# score counting up from 0 to 4 (a city of 2 tiles) — and only then Cleo's turn with her tile U and 2
# tiles left (her first frame: the computer may play as soon as the scoring ends). During Cleo's own
# actions the box never shows Bob's next tile B.
# mapchips: さくら's tile Q collects a chip (1 point) right before 王芳's turn, which opens with the
# island step (he holds a chip): every frame of her collecting must still show her turn 4, 79 tiles
# left (83 less 4 drawn), her Q (rot 1) in the tile box and none of his island step (the stack's count,
# "Draw from the stack"); then 王芳's turn 5 with that step and 79 tiles in the stack.
# usage: hud_anim.sh OPENCARC SCENARIO ai|mapchips
set -u
bin=$1 scenario=$2 case=$3
log=$(mktemp)
trap 'rm -f "$log"' EXIT
SDL_AUDIODRIVER=dummy xvfb-run -a -n $(($$ % 900 + 100)) -s "-screen 0 1280x800x24 -noreset" "$bin" --demo "$scenario" --size 1280x800 --ui-scale 100 \
    --lang en --speed 1 --ai-iterations 50 --screen-log "$log" || { echo "opencarc failed"; exit 1; }
python3 - "$log" "$case" <<'CHECK'
import re, sys
HUD_X = 1280 - 320  # the side panel at 100 %
frames, texts, tiles = [], [], []
for line in open(sys.argv[1], encoding="utf-8"):
    line = line.rstrip("\n")
    m = re.match(r"frame (\d+) actions (\d+) anim (\d)$", line)
    if m:  # the frame's line follows what it drew
        frames.append({"n": int(m[1]), "actions": int(m[2]), "anim": m[3] == "1", "text": texts, "tile": tiles})
        texts, tiles = [], []
        continue
    kind, x, y, rest = (line.split(" ", 3) + ["", "", ""])[:4]
    if kind in ("text", "tile") and int(x) >= HUD_X:  # (buttons, squares and spots are for the mouse tests)
        (texts if kind == "text" else tiles).append((int(y), rest))

def hud(f):
    texts = [s for _, s in sorted(f["text"])]
    supply = [int(s.split()[0]) for s in texts if re.fullmatch(r"\d+ meeples? in supply", s)]
    score = [int(s) for s in texts if s.isdigit()]
    return texts, supply, score, [t for _, t in f["tile"]]

bad = []
def want(ok, f, what):
    if not ok:
        bad.append("frame %d: %s" % (f["n"], what))

def case_ai():
    bob = [f for f in frames if f["actions"] == 2 and f["anim"] and f["text"]]  # the tile and knight played
    if len(bob) < 5:
        sys.exit("only %d frames of Bob's scoring were drawn" % len(bob))
    supplies = []
    for f in bob:
        texts, supply, score, tiles = hud(f)
        want("Bob's turn" in texts, f, "no \"Bob's turn\" heading: %s" % texts[:5])
        want("Turn 1" in texts, f, "not turn 1")
        want("3 tiles left ▾" in texts, f, "tiles left: %s" % [s for s in texts if "left" in s])
        want(all(s in ("Cleo", "computer · easy") or "Cleo" not in s for s in texts), f,
             "Cleo named beyond her row: %s" % [s for s in texts if "Cleo" in s])
        want(tiles == ["E 2"], f, "the tile box shows %s, not Bob's E (rot 2)" % tiles)
        want(len(supply) == 2 and supply[1] == 7, f, "supplies %s" % supply)
        want(len(score) == 2 and score[1] == 0 and 0 <= score[0] <= 4, f, "scores %s" % score)
        supplies.append(supply[0] if supply else None)
    want(supplies[0] == 6, bob[0], "Bob's supply %s while his knight drops onto the board" % supplies[0])
    want(all(s in (6, 7) for s in supplies) and supplies == sorted(supplies), bob[-1],
         "Bob's supply over the scoring: %s (6 while the knight stands, then 7)" % supplies)
    want(hud(bob[0])[2][:1] == [0], bob[0], "Bob's score before the points fly: %s" % hud(bob[0])[2])
    # the scoring log lists the city once its points have landed on the score, never while they fly
    logged = [f for f in bob if any(re.fullmatch(r"Bob\s+\+4\s+City", s) for s in hud(f)[0])]
    want(all(hud(f)[2][:1] == [4] for f in logged), logged[0] if logged else bob[0],
         "the log lists Bob's +4 while his score reads %s" % [hud(f)[2][:1] for f in logged][:3])
    want(not any(re.fullmatch(r"Bob\s+\+4\s+City", s) for s in hud(bob[0])[0]), bob[0], "the log lists Bob's +4 before it flies")
    # then Cleo's turn: before her first action, or while it (her tile) plays
    after = [f for f in frames if f["text"] and ((f["actions"] == 2 and not f["anim"]) or f["actions"] == 3)]
    if not after:
        sys.exit("no frame of Cleo's turn")
    texts, supply, score, tiles = hud(after[0])
    want("Cleo's turn" in texts and "2 tiles left ▾" in texts and [t[0] for t in tiles] == ["U"] and supply == [7, 7] and score == [4, 0],
         after[0], "Cleo's turn shows %s %s %s %s" % ([s for s in texts[:4]], tiles, supply, score))
    want(any(re.fullmatch(r"Bob\s+\+4\s+City", s) for s in texts), after[0], "the log does not list Bob's +4")
    cleo = [f for f in frames if f["actions"] in (3, 4) and f["anim"] and f["text"]]
    for f in cleo:
        texts, _, _, tiles = hud(f)
        want("Cleo's turn" in texts, f, "Cleo's action without her heading: %s" % texts[:5])
        want("B 0" not in tiles, f, "Bob's next tile B in the box during Cleo's action")
    return "Bob's scoring: %d frames of turn 1 (supply %s), then Cleo's turn; %d frames of Cleo's actions" % (
        len(bob), sorted(set(supplies)), len(cleo))

def case_mapchips():
    step = ("Draw from the stack", "in the stack", "or click a lit island tile")
    sakura = [f for f in frames if f["actions"] == 8 and f["anim"] and f["text"]]  # her tile and knight played
    if len(sakura) < 5:
        sys.exit("only %d frames of さくら's collecting were drawn" % len(sakura))
    for f in sakura:
        texts, supply, score, tiles = hud(f)
        want("さくら's turn" in texts and "Turn 4" in texts, f, "not さくら's turn 4: %s" % texts[:5])
        want("79 tiles left ▾" in texts, f, "tiles left: %s" % [s for s in texts if "left" in s])
        want(tiles == ["Q 1"], f, "the tile box shows %s, not her Q (rot 1)" % tiles)
        want(not any(s in step for s in texts), f, "王芳's island step shown: %s" % [s for s in texts if s in step])
        want(len(score) >= 2 and score[0] == 1 and score[1] in (0, 1), f, "scores %s" % score)
    after = [f for f in frames if f["actions"] == 8 and not f["anim"] and f["text"]]
    if not after:
        sys.exit("no frame of 王芳's turn")
    texts = hud(after[0])[0]
    want("王芳's turn" in texts and "Turn 5" in texts and "Draw from the stack" in texts and "79" in texts, after[0],
         "王芳's island step shows %s" % texts[:12])
    return "さくら's collecting: %d frames of turn 4, then 王芳's island step" % len(sakura)

summary = {"ai": case_ai, "mapchips": case_mapchips}[sys.argv[2]]()
if bad:
    print("\n".join(bad[:20]))
    sys.exit(1)
print(summary)
CHECK
