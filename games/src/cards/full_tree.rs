//! The size of a Sergeant Major tree to the end of its tricks, counted without visiting it:
//! what plain max^n would visit, the "full tree" row of Sturtevant & Korf (2000, Table 2).
//!
//! A count of the rules' tree, like [`perft`](super::perft), that stays fast where perft
//! cannot (billions of nodes): positions at trick starts that are the same up to renaming
//! cards are counted once.
//!
//! ```
//! use maxn::{Limits, MaxN, Searcher};
//! use maxn_games::cards::{SergeantMajor, full_tree_stats};
//!
//! // Two tricks keep the doctest quick; the paper counts `SergeantMajor<5>`.
//! let game = SergeantMajor::<2>::random(1);
//! let full = full_tree_stats(&game);
//! assert_eq!(MaxN.search(&game, Limits::depth(6)).stats, full);
//! assert!(full.leaves < full.nodes);
//! ```

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

use maxn::{Game, MoveBuffer, MoveList, Stats};

use super::card::{Card, Suit};
use super::game::CardGame;
use super::sergeant_major::SergeantMajor;
use super::set::CardSet;
use crate::rng::{GOLDEN_GAMMA, mix};

/// The statistics plain max^n would report for the whole tree below `game`, to the end of its
/// `TRICKS` tricks, found without visiting it: `nodes` counts every node, root and leaves
/// included, and `leaves` the finished positions (so `nodes - leaves` is the number of nodes
/// expanded, the measure Sturtevant & Korf report); no cut-offs.
///
/// Two positions at the start of a trick whose hands are the same after the cards out of play
/// are squeezed out (so that only the order of the remaining cards within each suit and who
/// holds them matter), with the same leader, have the same tree below them up to renaming
/// cards: the follow-suit rule, trick winners (trumps included) and the grouping of equivalent
/// cards depend on nothing else, and the order moves are generated in does not change the
/// counts. The counts are memoised on that squeezed position, which turns billions of nodes
/// into tens of thousands of table entries. The last trick is counted from the numbers of
/// groups in each hand, suit by suit, without playing it. Tests check it against
/// [`perft`](super::perft) and [`MaxN`](maxn::MaxN).
pub fn full_tree_stats<const TRICKS: usize>(game: &SergeantMajor<TRICKS>) -> Stats {
    let mut memo = Memo::default();
    let size = size_to_end(game, &mut memo);
    Stats {
        nodes: size.nodes,
        leaves: size.leaves,
        ..Stats::default()
    }
}

/// The nodes and leaves of a tree.
#[derive(Clone, Copy, Default)]
struct Size {
    nodes: u64,
    leaves: u64,
}

impl Size {
    /// A tree of one node, a leaf.
    const LEAF: Size = Size {
        nodes: 1,
        leaves: 1,
    };

    /// A root above `children`.
    fn above(children: impl Iterator<Item = Size>) -> Size {
        children.fold(
            Size {
                nodes: 1,
                leaves: 0,
            },
            |sum, child| Size {
                nodes: sum.nodes + child.nodes,
                leaves: sum.leaves + child.leaves,
            },
        )
    }
}

type Memo = HashMap<u128, Size, BuildHasherDefault<KeyHasher>>;

fn size_to_end<const TRICKS: usize>(position: &SergeantMajor<TRICKS>, memo: &mut Memo) -> Size {
    if position.outcome().is_some() {
        return Size::LEAF;
    }
    let table = position.table();
    let below = |memo: &mut Memo| {
        Size::above(
            children(position)
                .as_slice()
                .iter()
                .map(|&card| size_to_end(&played(position, card), memo)),
        )
    };
    if !table.trick().is_empty() {
        return below(memo);
    }
    if table.completed_tricks() + 1 == TRICKS {
        // Cheaper to count than to look up: the table of last-trick positions would outgrow
        // the cache.
        return last_trick_size(position);
    }
    let key = squeezed(position);
    if let Some(&size) = memo.get(&key) {
        return size;
    }
    let size = below(memo);
    memo.insert(key, size);
    size
}

/// The last trick's tree from its start, without playing it out: for each lead, the
/// followers' numbers of moves multiply. A follower holding the suit led chooses among its
/// groups in that suit, else among all its groups; the groups are those of its whole hand,
/// since they never cross suits and the cards in play do not change during a trick. So
/// `nodes = 1 + sum over suits s of leads(s) * (1 + f1(s) + f1(s) * f2(s))`, and the leaves
/// are the `leads(s) * f1(s) * f2(s)` finished positions.
fn last_trick_size<const TRICKS: usize>(position: &SergeantMajor<TRICKS>) -> Size {
    let table = position.table();
    let live = table.live();
    let options = position.move_options();
    let leader = table.to_move();
    let groups = |seat: usize| options.candidates(table.hand(seat), live, CardSet::EMPTY);
    let leads = groups(leader);
    let (first, second) = ((leader + 1) % 3, (leader + 2) % 3);
    let (first_groups, second_groups) = (groups(first), groups(second));
    let answers = |seat: usize, groups: CardSet, suit: Suit| {
        if table.hand(seat).of_suit(suit).is_empty() {
            groups.len() as u64
        } else {
            groups.of_suit(suit).len() as u64
        }
    };
    let mut size = Size {
        nodes: 1,
        leaves: 0,
    };
    for suit in Suit::PBN_ORDER {
        let f1 = answers(first, first_groups, suit);
        let f2 = answers(second, second_groups, suit);
        let leads = leads.of_suit(suit).len() as u64;
        size.nodes += leads * (1 + f1 + f1 * f2);
        size.leaves += leads * f1 * f2;
    }
    size
}

fn children<const TRICKS: usize>(position: &SergeantMajor<TRICKS>) -> MoveList<Card, 16> {
    let mut moves = MoveList::default();
    position.generate_moves(&mut moves);
    moves
}

fn played<const TRICKS: usize>(
    position: &SergeantMajor<TRICKS>,
    card: Card,
) -> SergeantMajor<TRICKS> {
    let mut child = *position;
    child.play(card);
    child
}

/// The squeezed position at a trick start: for each suit, the holders of its cards in play
/// from the highest down (2 bits each), preceded by their number (4 bits); then the leader.
/// 4 x (4 + 13 x 2) + 2 = 122 bits.
fn squeezed<const TRICKS: usize>(position: &SergeantMajor<TRICKS>) -> u128 {
    let table = position.table();
    let hands = table.hands();
    let live = table.live();
    let mut key = 0u128;
    for suit in Suit::PBN_ORDER {
        let cards = live.of_suit(suit);
        key = key << 4 | cards.len() as u128;
        for card in cards {
            let holder = hands
                .iter()
                .position(|hand| hand.contains(card))
                .unwrap_or(0);
            key = key << 2 | holder as u128;
        }
    }
    key << 2 | table.to_move() as u128
}

/// A fast hasher for the 128-bit keys (the standard SipHash costs more than the lookups save).
#[derive(Default)]
struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        mix(self.0)
    }

    fn write(&mut self, bytes: &[u8]) {
        for &byte in bytes {
            self.0 = (self.0 ^ byte as u64).wrapping_mul(0x0100_0000_01b3);
        }
    }

    fn write_u128(&mut self, key: u128) {
        self.0 = (key as u64) ^ ((key >> 64) as u64).wrapping_mul(GOLDEN_GAMMA);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::{Order, perft};
    use maxn::{Limits, MaxN, Searcher};

    fn check<const TRICKS: usize>(game: SergeantMajor<TRICKS>) {
        let plies = search_plies(&game);
        let counts = perft(&game, plies);
        let full = full_tree_stats(&game);
        let deal = game.table().hands()[0];
        assert_eq!(full.nodes, 1 + counts.iter().sum::<u64>(), "{deal}");
        // Every position at the last depth has finished the game, and none before it.
        assert_eq!(full.leaves, *counts.last().unwrap(), "{deal}");
        assert_eq!(MaxN.search(&game, Limits::depth(plies)).stats, full);
    }

    fn search_plies<const TRICKS: usize>(game: &SergeantMajor<TRICKS>) -> u32 {
        (3 * TRICKS - 3 * game.table().completed_tricks() - game.table().trick().len()) as u32
    }

    #[test]
    fn the_memoised_count_equals_perft_and_maxn() {
        // Three tricks exercise the memo (used at trick starts with two or more tricks left).
        check(SergeantMajor::<3>::random(0));
        check(SergeantMajor::<3>::random(1).with_trump(Some(Suit::Hearts)));
        for seed in 0..6 {
            let game = SergeantMajor::<2>::random(100 + seed);
            check(game);
            check(game.with_grouping(false));
            check(game.with_trump(Some(Suit::Spades)));
            check(game.with_move_options(crate::cards::MoveOptions {
                grouping: true,
                order: Order::LowToHigh,
            }));
            // From a position inside the first trick.
            let mut moves = MoveList::<Card, 16>::default();
            game.generate_moves(&mut moves);
            check(played(&game, moves.as_slice()[moves.len() / 2]));
        }
        check(SergeantMajor::<1>::random(1));
        check(SergeantMajor::<2>::random(2));
    }

    #[test]
    #[ignore = "counts a 4-trick tree; run with --release -- --ignored"]
    fn the_memoised_count_equals_perft_on_four_tricks() {
        for seed in 0..4 {
            check(SergeantMajor::<4>::random(700 + seed));
        }
    }
}
