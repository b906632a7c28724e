//! The rule-based Hearts card ([`rule_card`]), shared by the rule-based player and by the
//! cut-off evaluation that plays a hand out by it ([`RulePlayout`]).

use super::super::card::{Card, Rank, Suit};
use super::super::estimate::HeldCharge;
use super::super::hearts::{ALL_POINTS, Valuation, legal_cards, points_in};
use super::super::set::CardSet;
use super::super::table::Table;
use super::super::trick::Trick;

/// The card a casual Hearts player chooses among `moves` (the legal cards, non-empty) from
/// `hand`, with `trick` in progress at a table of `n` seats and the Q♠ still `queen_out` (not
/// yet played). The rules, in order:
///
/// - **Following suit**: duck, playing the highest card below the card winning the trick (so
///   the Q♠ goes under a higher spade); if every card would win, the highest when last to
///   play (the trick is taken anyway) and the lowest otherwise, never the Q♠ while another
///   card will do.
/// - **Void in the suit led**: dump the Q♠; else the A♠ or K♠ while the Q♠ is still out; else
///   the highest heart; else the highest card of the suit it holds fewest of (to make a void).
/// - **Leading**: the lowest card outside hearts, never the Q♠, A♠ or K♠ while the Q♠ is out
///   (unless nothing else is allowed), ties to the shortest suit; hearts only when nothing else
///   may be led.
pub fn rule_card(hand: CardSet, trick: &Trick, queen_out: bool, moves: CardSet, n: usize) -> Card {
    let queen = Card::QUEEN_OF_SPADES;
    let big_spades = CardSet::single(Card::new(Suit::Spades, Rank::ACE))
        .with(Card::new(Suit::Spades, Rank::new(11).expect("the king")));
    let Some(lead) = trick.lead_suit() else {
        let mut safe = moves - CardSet::suit(Suit::Hearts) - CardSet::single(queen);
        if queen_out {
            safe = safe - big_spades;
        }
        let pool = if safe.is_empty() { moves } else { safe };
        return pool
            .iter_low_to_high()
            .min_by_key(|card| (card.rank(), hand.of_suit(card.suit()).len()))
            .expect("at least one move");
    };
    let winning = trick
        .winning_card()
        .expect("a trick with a lead has a winner");
    if !moves.of_suit(lead).is_empty() {
        let below = CardSet::from_bits(moves.bits() & ((1u64 << winning.index()) - 1));
        if let Some(duck) = below.highest() {
            return duck;
        }
        let last = trick.len() == n - 1;
        let not_queen = moves.without(queen);
        let pool = if not_queen.is_empty() {
            moves
        } else {
            not_queen
        };
        return if last {
            pool.highest()
        } else {
            pool.iter_low_to_high().next()
        }
        .expect("at least one move");
    }
    if moves.contains(queen) {
        return queen;
    }
    if queen_out && let Some(big) = (moves & big_spades).highest() {
        return big;
    }
    if let Some(heart) = moves.of_suit(Suit::Hearts).highest() {
        return heart;
    }
    let shortest = Suit::PBN_ORDER
        .into_iter()
        .filter(|&suit| !moves.of_suit(suit).is_empty())
        .min_by_key(|&suit| hand.of_suit(suit).len())
        .expect("at least one move");
    moves
        .of_suit(shortest)
        .highest()
        .expect("the shortest suit has a move")
}

/// A cut-off position is worth the points each seat takes if every seat plays the rest of
/// the hand by [`rule_card`] (seeing only its own hand: the rule needs no other), on top of
/// the points already taken; hearts are broken by hearts (the full game's rule). Every point
/// card is taken by the end, so the points always sum to 26 (constant-sum, `minsum` 26, as
/// [`LikelyTaker`](super::super::LikelyTaker)); the moon is not applied here (the full
/// game's [`HeartsPlay`](super::HeartsPlay) wraps it in [`Moon`](super::super::Moon), which
/// does).
///
/// The searcher then improves on the rule-based play it assumes beyond its horizon (a rollout
/// policy), instead of charging cards to likely takers card by card: it sees that a low card
/// kept is an exit, and that a high card led now wins a trick later.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct RulePlayout;

impl Valuation for RulePlayout {
    const MINSUM: u8 = ALL_POINTS;

    fn charge<const N: usize>(table: &Table<N>, _: &HeldCharge<N>, taken: [u8; N]) -> [u8; N] {
        let mut table = *table;
        let mut taken = taken;
        let hearts = CardSet::suit(Suit::Hearts);
        let held = |table: &Table<N>| {
            table
                .hands()
                .iter()
                .fold(CardSet::EMPTY, |all, &hand| all | hand)
        };
        let mut broken = !(hearts - held(&table)).is_empty();
        let mut queen_out = held(&table).contains(Card::QUEEN_OF_SPADES);
        while table.cards_in_hands() > 0 {
            let seat = table.to_move();
            let legal = legal_cards(&table, broken);
            let card = rule_card(table.hand(seat), table.trick(), queen_out, legal, N);
            broken |= card.suit() == Suit::Hearts;
            queen_out &= card != Card::QUEEN_OF_SPADES;
            if let Some(done) = table.play(card, None) {
                taken[done.winner] += points_in(done.cards);
            }
        }
        taken
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::Hearts;
    use crate::cards::{HeartsOnly, LikelyTaker};
    use maxn::{Limits, MaxN, Searcher};

    use crate::cards::set_of as set;

    #[test]
    fn the_playout_follows_the_rule_to_the_end() {
        // Trick 1: N leads the 2♣, E and S play their only clubs, W (void, first trick: no
        // point card) the A♦; S's C4 wins. Trick 2: S leads the H5 (all it holds), W ducks
        // the H2, N (void) dumps the Q♠, E last takes it with the HA: 3 hearts + 13 = 16.
        let hands = [set("C2 SQ"), set("C3 HA"), set("C4 H5"), set("DA H2")];
        let table = Table::<4>::new(hands, 0);
        assert_eq!(
            RulePlayout::charge(&table, &HeldCharge::default(), [0; 4]),
            [0, 16, 0, 0]
        );
        // Points taken before are kept.
        assert_eq!(
            RulePlayout::charge(&table, &HeldCharge::default(), [4, 3, 2, 1]),
            [4, 19, 2, 1]
        );
    }

    #[test]
    fn a_one_ply_search_ducks_the_queen_with_the_playout_not_with_likely_takers() {
        // W led the S5; N holds the SA and the S3; E's only spade is the Q♠, which it must
        // play; W holds the K♠. The 11 hearts out were taken before (the points sum to 26).
        let hands = [
            set("SA S3 C2"),
            set("SQ H9 H8"),
            set("S4 D3 D2"),
            set("SK C4"),
        ];
        let trick: Vec<Card> = vec!["S5".parse().unwrap()];
        let table = Table::<4>::resume(hands, 3, 5, &trick, None);
        let best = |playout: bool| {
            let limits = Limits::depth(1);
            if playout {
                let game = Hearts::<4, RulePlayout, HeartsOnly>::from_table(table, [3, 3, 3, 2]);
                MaxN.search(&game, limits).best_move
            } else {
                let game = Hearts::<4, LikelyTaker, HeartsOnly>::from_table(table, [3, 3, 3, 2]);
                MaxN.search(&game, limits).best_move
            }
        };
        // Likely takers charge the Q♠ to W (the lowest higher spade elsewhere) after either
        // card: the tie goes to the first card generated, the SA, which takes the queen.
        assert_eq!(best(false), Some("SA".parse().unwrap()));
        // Played out, the SA takes the queen and the S3 lets E take it.
        assert_eq!(best(true), Some("S3".parse().unwrap()));
    }
}
