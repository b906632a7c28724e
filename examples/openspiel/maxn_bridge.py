"""A bridge from Python to `maxn serve` (protocol 1, docs/serve.md), and the translations
between OpenSpiel's actions and maxn's notation.

`MaxnServe` starts `maxn serve` as a child process and speaks its JSON lines: one request,
one answer (the protocol is synchronous). An `error` answer raises `MaxnError` with the
server's message, so a bridge bug is never silently played on.

Cards: OpenSpiel's `hearts` and `spades` number a card `rank * 4 + suit` (suits C, D, H, S;
ranks 2 .. A) and print it rank first (`QS`); maxn prints suit first (`SQ`). Seats: both
number N=0, E=1, S=2, W=3, and both pass "left" to seat + 1.
"""

import argparse
import json
import re
import statistics
import subprocess
import time

import numpy as np

SUITS = "CDHS"  # OpenSpiel's suit order (action = rank * 4 + suit)
RANKS = "23456789TJQKA"


class MaxnError(RuntimeError):
    """An `error` answer of the server (the message names the line and the field)."""


class MaxnServe:
    """One `maxn serve` child process. `request` sends one JSON object and returns the
    answer as a dict; `ms` holds the wall time of the last request in milliseconds."""

    def __init__(self, binary="target/release/maxn"):
        self.proc = subprocess.Popen(
            [binary, "serve"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
            bufsize=1,
        )
        self.ms = 0.0
        hello = self.request({"cmd": "hello", "protocol": 1})
        assert hello["protocol"] == 1, hello

    def request(self, message):
        line = json.dumps({k: v for k, v in message.items() if v is not None})
        start = time.perf_counter()
        self.proc.stdin.write(line + "\n")
        self.proc.stdin.flush()
        answer = self.proc.stdout.readline()
        self.ms = (time.perf_counter() - start) * 1000.0
        if not answer:
            raise MaxnError(f"maxn serve exited (status {self.proc.poll()}) after: {line}")
        answer = json.loads(answer)
        if answer.get("answer") == "error":
            raise MaxnError(f"{answer.get('field')}: {answer.get('message')} (sent: {line})")
        return answer

    def close(self):
        if self.proc.poll() is None:
            try:
                self.request({"cmd": "quit"})
            except (MaxnError, BrokenPipeError):
                pass
            self.proc.wait(timeout=10)


# ---- cards -------------------------------------------------------------------------------


def card_to_maxn(action):
    """OpenSpiel card action id -> maxn card (`SQ`)."""
    rank, suit = divmod(action, 4)
    return SUITS[suit] + RANKS[rank]


def card_from_maxn(card):
    """maxn card (`SQ`) -> OpenSpiel card action id."""
    return RANKS.index(card[1]) * 4 + SUITS.index(card[0])


def cards_text(actions):
    return " ".join(card_to_maxn(a) for a in actions)


def simple_pass(hand):
    """maxn's `simple_pass` (games/src/cards/full/passer.rs), over OpenSpiel card ids: the
    three most dangerous cards, ties to the card maxn's high-to-low iteration meets first
    (rank descending, then S, H, D, C). `maxn serve` protocol 1 does not let the agent pass
    (the client passes), so the bridge passes for maxn's seat as `maxn play`'s agents do."""
    queen = RANKS.index("Q")
    guards = sum(1 for a in hand if a % 4 == 3 and a // 4 < queen)

    def danger(a):
        rank, suit = divmod(a, 4)
        score = rank
        if suit == 3 and rank >= queen and guards < 4:
            score += 30
        elif suit == 2:
            score += 2
        elif suit in (0, 1) and sum(1 for b in hand if b % 4 == suit) <= 3:
            score += 3
        return score

    order = sorted(hand, key=lambda a: (-(a // 4), "SHDC".index(SUITS[a % 4])))
    order.sort(key=lambda a: -danger(a))  # stable, as Rust's sort_by_key
    return order[:3]


# ---- Chinese Checkers ------------------------------------------------------------------------
#
# OpenSpiel's `chinese_checkers` and maxn number the 121 holes alike: row by row from the top
# point, left to right (maxn's `FROM-TO` cells are these numbers), and both seat 3 players at
# the top (0), lower right (1) and lower left (2). An OpenSpiel turn is one step (`a->b`), or
# one action per hop (`a=>b`) and then a pass when more hops were possible; a maxn move is the
# whole turn, `FROM-TO`.

CC_STEP = re.compile(r"^(\d+)(->|=>)(\d+)$")


def cc_parse(text):
    """An OpenSpiel action string -> (from, to, is_hop), or None for the pass."""
    match = CC_STEP.match(text)
    if not match:
        return None
    return int(match.group(1)), int(match.group(3)), match.group(2) == "=>"


def cc_turn_actions(state, move):
    """The OpenSpiel actions playing maxn's `move` (`FROM-TO`) for the player to move: a step,
    or a chain of hops found by a depth-first search over the state's own legal hop actions
    (so no id is forged), ending with the pass if the turn is not over. None if OpenSpiel
    has no such turn."""
    source, target = (int(cell) for cell in move.split("-"))
    player = state.current_player()

    def search(state, at, visited, first):
        for action in state.legal_actions():
            parsed = cc_parse(state.action_to_string(action))
            if parsed is None or parsed[0] != at or (not first and not parsed[2]):
                continue
            _, to, hop = parsed
            if to in visited:
                continue
            child = state.clone()
            child.apply_action(action)
            if to == target:
                if child.current_player() == player and not child.is_terminal():
                    passes = [a for a in child.legal_actions() if cc_parse(child.action_to_string(a)) is None]
                    if not passes:
                        continue
                    return [action, passes[0]]
                return [action]
            if hop and child.current_player() == player and not child.is_terminal():
                rest = search(child, to, visited | {to}, False)
                if rest is not None:
                    return [action] + rest
        return None

    return search(state, source, {source}, True)


def cc_turn_move(actions_strings):
    """The maxn move (`FROM-TO`) of one OpenSpiel turn given its action strings (the pass,
    if any, last)."""
    cells = [cc_parse(text) for text in actions_strings]
    cells = [c for c in cells if c is not None]
    return f"{cells[0][0]}-{cells[-1][1]}"


def cc_position(state):
    """maxn's notation of an OpenSpiel `chinese_checkers` position (from its board diagram:
    `.` empty, `1`..`6` player 0..5), to check the two programs agree after every turn."""
    rows = []
    for line in str(state).splitlines():
        tokens = line.split()
        if not tokens or not all(t == "." or t.isdigit() for t in tokens):
            continue
        row, run = "", 0
        for token in tokens:
            if token == ".":
                run += 1
                continue
            if run:
                row += str(run)
                run = 0
            row += chr(ord("a") + int(token) - 1)
        rows.append(row + (str(run) if run else ""))
    if len(rows) != 17:
        raise ValueError(f"not a Chinese Checkers board: {state}")
    return "/".join(rows) + " " + chr(ord("a") + state.current_player())


# ---- Spades ----------------------------------------------------------------------------------
#
# OpenSpiel's `spades` numbers a card `suit * 13 + rank` (suits C, D, H, S) and prints it suit
# first, as maxn does (`SQ`): the strings are the same, the ids are not Hearts' ids.


def spades_card_to_maxn(action):
    suit, rank = divmod(action, 13)
    return SUITS[suit] + RANKS[rank]


def spades_card_from_maxn(card):
    return SUITS.index(card[0]) * 13 + RANKS.index(card[1])


def simple_bid(hand, tricks=13):
    """maxn's `simple_bid` (games/src/cards/full/bidder.rs) over OpenSpiel Spades card ids."""
    count = 0
    for suit in range(4):
        ranks = {a % 13 for a in hand if a // 13 == suit}
        count += RANKS.index("A") in ranks
        count += RANKS.index("K") in ranks and len(ranks) >= 2
        if suit == 3:
            count += RANKS.index("Q") in ranks and len(ranks) >= 3
            count += max(len(ranks) - 3, 0)
    spades = [a % 13 for a in hand if a // 13 == 3]
    if count == 0 and len(spades) <= 3 and not any(r > RANKS.index("9") for r in spades):
        return 0
    return min(max(count, 1), tricks)


# ---- what the match scripts share ---------------------------------------------------------------


def draw_chance(state, seed):
    """Resolves the chance nodes at the front of `state` (a deal, Hearts' pass direction) by
    draws from `seed`, so every rotation of a deal is the same deal."""
    rng = np.random.RandomState(seed)
    while state.is_chance_node():
        outcomes = state.chance_outcomes()
        index = rng.choice(len(outcomes), p=[p for _, p in outcomes])
        state.apply_action(outcomes[index][0])
    return state


def mean_or_none(values):
    return statistics.mean(values) if values else None


def card_match_parser(doc, game, samples, nodes):
    """The options the card-game scripts share: maxn's binary and PIMC budget, the deals,
    OpenSpiel's simulations."""
    parser = argparse.ArgumentParser(description=doc, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--maxn", default="target/release/maxn", help="the maxn binary")
    parser.add_argument("--deals", type=int, default=3, help="deals, each played 4 times (maxn in each seat)")
    parser.add_argument("--first-deal", type=int, default=1, help="the seed of the first deal")
    parser.add_argument("--agent", default="pimc-paranoid", help=f"the maxn agent of {game}")
    parser.add_argument("--samples", type=int, default=None, help=f"PIMC samples (maxn's default: {samples})")
    parser.add_argument("--nodes", type=int, default=None, help=f"PIMC nodes per sample (maxn's default: {nodes})")
    parser.add_argument("--sims", type=int, default=1000, help="OpenSpiel MCTS simulations per move")
    return parser


def play_cards(state, server, bots, maxn_seat, to_maxn, from_maxn):
    """Plays the tricks of a card game to the end: maxn's seat by `go`, every other seat by
    its OpenSpiel bot (its card then told to maxn as a `move`). `to_maxn` and `from_maxn`
    translate card ids. Returns maxn's and the bots' times per decision (ms) and, if maxn
    chose a card OpenSpiel refuses, that card (the hand then stops there: the bridge never
    plays another card for maxn)."""
    maxn_ms, bot_ms = [], []
    while not state.is_terminal():
        seat = state.current_player()
        if seat == maxn_seat:
            answer = server.request({"cmd": "go"})
            maxn_ms.append(server.ms)
            action = from_maxn(answer["move"])
            if action not in state.legal_actions():
                return maxn_ms, bot_ms, answer["move"]
        else:
            begin = time.perf_counter()
            action = bots[seat].step(state)
            bot_ms.append((time.perf_counter() - begin) * 1000.0)
            server.request({"cmd": "move", "move": to_maxn(action)})
        state.apply_action(action)
    return maxn_ms, bot_ms, None
