"""A Chinese Checkers smoke match: maxn agents (through `maxn serve`, one seat each) against
OpenSpiel MCTS bots in OpenSpiel's 3-player `chinese_checkers`, from OpenSpiel's start, seats
rotated. Each maxn turn is one `go` (maxn's own decision), translated to OpenSpiel's one action
per hop (and the pass); each OpenSpiel turn is gathered from its actions and sent as one maxn
move. After every turn the two boards are compared.

maxn plays under OpenSpiel's win rule (`"win_rule": "strict"`: all ten goal holes hold the
mover's own pieces), not its default (a full goal holding at least one own piece wins); should
the two programs still disagree on the end, the game is recorded as such and stopped.

    python3 examples/openspiel/cc_match.py --games 3 --maxn target/release/maxn
"""

import argparse
import json
import sys
import time

import pyspiel

from maxn_bridge import MaxnServe, cc_position, cc_turn_actions, cc_turn_move, mean_or_none


def play_game(game, args, index, maxn_seat):
    state = game.new_initial_state()
    server = MaxnServe(args.maxn)
    started = server.request({
        "cmd": "start", "game": "chinese-checkers", "players": 3, "agent": args.agent,
        "nodes": args.nodes, "position": cc_position(state), "seats": [maxn_seat],
        "win_rule": "strict",
    })
    bots = {
        seat: pyspiel.MCTSBot(game, pyspiel.RandomRolloutEvaluator(1, index * 10 + seat), 2.0,
                              args.sims, 1000, False, index * 10 + seat, False)
        for seat in range(3) if seat != maxn_seat
    }
    maxn_ms, mcts_ms, mcts_turn_ms, turns, outcome = [], [], [], 0, None
    while not state.is_terminal() and turns < args.max_turns:
        seat = state.current_player()
        if seat == maxn_seat:
            answer = server.request({"cmd": "go"})
            maxn_ms.append(server.ms)
            actions = cc_turn_actions(state, answer["move"])
            if actions is None:
                outcome = f"OpenSpiel has no turn {answer['move']} (maxn's move) at {cc_position(state)}"
                break
            for action in actions:
                state.apply_action(action)
        else:
            texts, begin = [], time.perf_counter()
            while not state.is_terminal() and state.current_player() == seat:
                action = bots[seat].step(state)
                texts.append(state.action_to_string(action))
                state.apply_action(action)
            turn_ms = (time.perf_counter() - begin) * 1000.0
            mcts_ms.append(turn_ms / len(texts))
            mcts_turn_ms.append(turn_ms)
            move = cc_turn_move(texts)
            source, target = move.split("-")
            if source == target:
                outcome = f"OpenSpiel's turn {texts} ends where it began: no maxn move"
                break
            answer = server.request({"cmd": "move", "move": move})
        turns += 1
        if not state.is_terminal():
            shown = server.request({"cmd": "position"})
            if shown.get("position") != cc_position(state):
                raise RuntimeError(f"boards differ: maxn {shown.get('position')} OpenSpiel {cc_position(state)}")
        if answer["over"] and not state.is_terminal():
            outcome = f"maxn ends the game at turn {turns}; OpenSpiel plays on: {cc_position(state)}"
            break
    server.close()
    if outcome is None:
        outcome = "OpenSpiel: over" if state.is_terminal() else f"stopped at {args.max_turns} turns"
    return {
        "game": index, "maxn_seat": maxn_seat, "turns": turns, "outcome": outcome,
        "returns": state.returns() if state.is_terminal() else None,
        "final": None if state.is_terminal() else cc_position(state),
        "maxn_ms": mean_or_none(maxn_ms),
        "mcts_ms_per_action": mean_or_none(mcts_ms),
        "mcts_ms_per_turn": mean_or_none(mcts_turn_ms),
    }


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--maxn", default="target/release/maxn", help="the maxn binary")
    parser.add_argument("--games", type=int, default=3, help="games (maxn's seat rotates 0, 1, 2)")
    parser.add_argument("--agent", default="paranoid", help="the maxn agent spec")
    parser.add_argument("--nodes", type=int, default=20000, help="maxn's node limit per move")
    parser.add_argument("--sims", type=int, default=100, help="OpenSpiel MCTS simulations per action")
    parser.add_argument("--max-turns", type=int, default=300, help="stop a game after this many turns")
    args = parser.parse_args()
    game = pyspiel.load_game("chinese_checkers", {"players": 3})
    begin = time.time()
    for index in range(args.games):
        print(json.dumps(play_game(game, args, index, index % 3)), flush=True)
    print(json.dumps({"wall_s": round(time.time() - begin, 1)}))


if __name__ == "__main__":
    sys.exit(main())
