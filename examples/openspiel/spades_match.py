"""Spades hands between one maxn seat (a hidden-hand seat of `spades-full` through
`maxn serve`, told only what it sees) and three OpenSpiel MCTS bots in OpenSpiel's `spades`,
seats rotated over each deal, seeds fixed.

Two rules differ (README.md): OpenSpiel caps a partnership's two bids at 13, and it never
marks spades broken, so a spade may be led only by a hand holding nothing else. Every seat
bids by maxn's rule of thumb (`simple_bid`), lowered to OpenSpiel's cap when the partner's
bid makes it exceed 13 (the bids maxn is told are the bids OpenSpiel plays). When maxn's
own choice is a spade lead that OpenSpiel refuses, the hand is recorded as such and stopped
(the bridge never substitutes a card for maxn's).

    python3 examples/openspiel/spades_match.py --deals 1 --maxn target/release/maxn
"""

import json
import sys
import time

import pyspiel

from maxn_bridge import (
    MaxnServe,
    card_match_parser,
    draw_chance,
    mean_or_none,
    play_cards,
    simple_bid,
    spades_card_from_maxn,
    spades_card_to_maxn,
)

BID_BASE = 52  # OpenSpiel's bid actions: 52 + bid (0 = nil)


def play_hand(game, args, deal_seed, maxn_seat):
    state = draw_chance(game.new_initial_state(), deal_seed)
    dealt = [sorted(state.history()[seat:52:4]) for seat in range(4)]
    bids = []
    while len(bids) < 4:
        seat = state.current_player()
        assert seat == len(bids)
        wanted = simple_bid(dealt[seat])
        legal = [a - BID_BASE for a in state.legal_actions()]
        bid = min(wanted, max(legal))
        state.apply_action(BID_BASE + bid)
        bids.append(bid)
    leader = state.current_player()
    server = MaxnServe(args.maxn)
    server.request({
        "cmd": "start", "game": "spades-full", "players": 4, "agent": args.agent,
        "samples": args.samples, "nodes": args.nodes, "seed": deal_seed * 4 + maxn_seat,
        "seat": maxn_seat, "hand": " ".join(spades_card_to_maxn(a) for a in dealt[maxn_seat]),
        "leader": leader, "bids": bids, "bags": [0, 0],
    })
    bots = {
        seat: pyspiel.MCTSBot(game, pyspiel.RandomRolloutEvaluator(1, deal_seed * 100 + seat), args.uct_c,
                              args.sims, 1000, False, deal_seed * 100 + seat, False)
        for seat in range(4) if seat != maxn_seat
    }
    maxn_ms, mcts_ms, refused = play_cards(state, server, bots, maxn_seat, spades_card_to_maxn, spades_card_from_maxn)
    stopped = None if refused is None else f"maxn led {refused}, refused by OpenSpiel (spades never broken)"
    server.close()
    return {
        "deal": deal_seed, "maxn_seat": maxn_seat, "bids": bids, "stopped": stopped,
        "returns": state.returns() if state.is_terminal() else None,
        "maxn_side_minus_other": (state.returns()[maxn_seat] - state.returns()[(maxn_seat + 1) % 4])
        if state.is_terminal() else None,
        "maxn_ms": mean_or_none(maxn_ms),
        "mcts_ms": mean_or_none(mcts_ms),
    }


def main():
    parser = card_match_parser(__doc__, "spades-full", 10, 20000)
    parser.add_argument("--uct-c", type=float, default=200.0, help="UCT constant (hand scores span hundreds)")
    args = parser.parse_args()
    game = pyspiel.load_game("spades", {"use_mercy_rule": False})
    begin = time.time()
    for deal_seed in range(args.first_deal, args.first_deal + args.deals):
        for seat in range(4):
            print(json.dumps(play_hand(game, args, deal_seed, seat)), flush=True)
    print(json.dumps({"wall_s": round(time.time() - begin, 1)}))


if __name__ == "__main__":
    sys.exit(main())
