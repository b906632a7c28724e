"""Hearts hands between one maxn seat (driven through `maxn serve` as a hidden-hand seat of
`hearts-full`, told only what the seat sees) and three OpenSpiel MCTS bots, in OpenSpiel's
`hearts` with maxn's rules (see README.md). Every deal is played once with maxn in each seat
(seats rotated); deals and every random draw come from fixed seeds.

    python3 examples/openspiel/hearts_match.py --deals 3 --maxn target/release/maxn

One JSON line per hand on stdout, then a summary (means with 95% intervals).
"""

import json
import math
import statistics
import sys
import time

import pyspiel

from maxn_bridge import (
    MaxnServe,
    card_from_maxn,
    card_match_parser,
    card_to_maxn,
    cards_text,
    draw_chance,
    play_cards,
    simple_pass,
)

# maxn's Hearts (games/src/cards/hearts.rs, cards/full/): only a heart breaks hearts; the 2C
# leads; no heart and not the QS on the first trick unless the hand holds nothing else; no J♦;
# no bonus for taking no trick; the old moon (shooter 0, others 26). Every one is a parameter.
HEARTS_PARAMS = {
    "qs_breaks_hearts": False,
    "pass_cards": True,
    "no_pts_on_first_trick": True,
    "can_lead_any_club": False,
    "jd_bonus": False,
    "avoid_all_tricks_bonus": False,
    "must_break_hearts": True,
    "can_lead_hearts_instead_of_qs": False,
}
PASS_DIRS = ["none", "left", "across", "right"]  # OpenSpiel's pass-direction outcomes


def deal(game, seed):
    """A fresh state with the chance nodes (pass direction, then the deal) drawn from `seed`."""
    return draw_chance(game.new_initial_state(), seed)


def hands_of(state):
    """Each seat's cards now, as OpenSpiel card ids (from the state's struct, public API)."""
    return [[card_from_maxn(c[1] + c[0]) for c in hand] for hand in json.loads(state.to_json())["hands"]]


def mcts_bot(game, args, seed):
    """OpenSpiel's C++ MCTS with a random rollout (`mcts`: it searches clones of the real
    state, every hand visible), or its information-set MCTS (`ismcts`: it searches deals
    resampled from its own information state, as maxn's PIMC seat does)."""
    # Hearts returns are 26 - points, in [0, 26]: the UCT constant is scaled to that range.
    evaluator = pyspiel.RandomRolloutEvaluator(1, seed)
    if args.bot == "ismcts":
        return pyspiel.ISMCTSBot(seed, evaluator, args.uct_c, args.sims, -1,
                                 pyspiel.ISMCTSFinalPolicyType.MAX_VISIT_COUNT, False, True)
    return pyspiel.MCTSBot(game, evaluator, args.uct_c, args.sims, 1000, False, seed, False)


def play_hand(game, args, deal_seed, maxn_seat):
    state = deal(game, deal_seed)
    direction = state.history()[0]
    dealt = hands_of(state)
    # Every seat passes by maxn's rule of thumb (protocol 1 leaves passing to the client),
    # so the hands compare card play alone.
    passes = [simple_pass(dealt[seat]) for seat in range(4)]
    if direction != 0:
        for seat in range(4):
            assert state.current_player() == seat
            for card in passes[seat]:
                state.apply_action(card)
    two_clubs = card_from_maxn("C2")
    leader = next(seat for seat, hand in enumerate(hands_of(state)) if two_clubs in hand)
    assert state.current_player() == leader

    start = {
        "cmd": "start",
        "game": "hearts-full",
        "players": 4,
        "agent": args.agent,
        "samples": args.samples,
        "nodes": args.nodes,
        "seed": deal_seed * 4 + maxn_seat,
        "seat": maxn_seat,
        "hand": cards_text(dealt[maxn_seat]),
        "leader": leader,
    }
    if direction != 0:
        to, source = (maxn_seat + direction) % 4, (maxn_seat - direction) % 4
        start["passed"] = {"seat": to, "cards": cards_text(passes[maxn_seat])}
        start["received"] = {"seat": source, "cards": cards_text(passes[source])}
    server = MaxnServe(args.maxn)
    server.request(start)
    # The seat's hand after the pass, as maxn holds it, must be OpenSpiel's.
    held = sorted(server.request({"cmd": "position"})["hand"].split())
    if held != sorted(card_to_maxn(c) for c in hands_of(state)[maxn_seat]):
        raise RuntimeError(f"maxn holds {held}, OpenSpiel {hands_of(state)[maxn_seat]}")
    bots = {seat: mcts_bot(game, args, deal_seed * 100 + seat) for seat in range(4) if seat != maxn_seat}
    maxn_ms, mcts_ms, refused = play_cards(state, server, bots, maxn_seat, card_to_maxn, card_from_maxn)
    if refused is not None:
        raise RuntimeError(f"maxn played {refused}, illegal in OpenSpiel: {state}")
    server.close()
    points = [26 - r for r in state.returns()]  # OpenSpiel returns 26 - points (moon included)
    return {
        "deal": deal_seed,
        "pass": PASS_DIRS[direction],
        "maxn_seat": maxn_seat,
        "points": points,
        "maxn_points": points[maxn_seat],
        "mcts_mean_points": (sum(points) - points[maxn_seat]) / 3,
        "maxn_ms": statistics.mean(maxn_ms),
        "mcts_ms": statistics.mean(mcts_ms),
    }


def interval(values):
    """Mean and the half-width of a normal 95% interval."""
    mean = statistics.mean(values)
    if len(values) < 2:
        return mean, float("nan")
    return mean, 1.96 * statistics.stdev(values) / math.sqrt(len(values))


def main():
    parser = card_match_parser(__doc__, "hearts-full", 80, 2500)
    parser.add_argument("--bot", choices=["mcts", "ismcts"], default="mcts", help="OpenSpiel's bot (see mcts_bot)")
    parser.add_argument("--uct-c", type=float, default=26 * math.sqrt(2), help="UCT constant (returns span 0..26)")
    parser.add_argument("--seats", default="0,1,2,3", help="the seats maxn plays, in turn, on each deal")
    args = parser.parse_args()

    game = pyspiel.load_game("hearts", HEARTS_PARAMS)
    begin = time.time()
    rows = []
    for deal_seed in range(args.first_deal, args.first_deal + args.deals):
        for seat in (int(s) for s in args.seats.split(",")):
            row = play_hand(game, args, deal_seed, seat)
            rows.append(row)
            print(json.dumps(row), flush=True)
    diffs = [r["maxn_points"] - r["mcts_mean_points"] for r in rows]
    summary = {
        "hands": len(rows),
        "maxn_points": interval([r["maxn_points"] for r in rows]),
        "mcts_points": interval([r["mcts_mean_points"] for r in rows]),
        "maxn_minus_mcts": interval(diffs),
        "maxn_ms_per_move": statistics.mean(r["maxn_ms"] for r in rows),
        "mcts_ms_per_move": statistics.mean(r["mcts_ms"] for r in rows),
        "wall_s": round(time.time() - begin, 1),
    }
    print(json.dumps(summary), flush=True)


if __name__ == "__main__":
    sys.exit(main())
