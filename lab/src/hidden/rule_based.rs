//! Rule-based players: the heuristics a casual player follows, one per game, no search.

use maxn::Game;
use maxn_games::cards::{
    Breaking, Card, CardSet, Hearts, InfoSet, Spades, Suit, TrickValuation, Valuation,
};

use maxn_games::cards::HiddenRules;
use maxn_games::cards::full::{RuleView, SpadesContract, SpadesPlay, moon_shooter, rule_card};
use maxn_games::cards::points_in;

use maxn_play::seat::unsearched;
use maxn_play::{Decision, SeatAgent};

/// A rule-based Hearts player: the rules' [`rule_card`] (stop a seat on course to shoot the
/// moon; duck under the winning card; when void dump the Q♠, then the A♠ or K♠ while the
/// queen is out, then the highest heart; lead low outside hearts).
#[derive(Clone, Copy, Debug, Default)]
pub struct HeartsRules;

/// A rule-based Spades player, playing to take tricks (its bid comes from the rules'
/// [`simple_bid`](maxn_games::cards::full::simple_bid)). Its rules, in order:
///
/// - **Partner winning** (4 players): when the partner holds the trick with the highest card
///   still out, or this seat plays last, the cheapest card (no trump when void).
/// - **Following suit**: win cheaply: the lowest card that beats the trick when last to play
///   or when it is the highest card of its suit still out; else the lowest card.
/// - **Void in the suit led**: trump with the lowest spade that wins the trick; else discard
///   the lowest card of the shortest suit.
/// - **Leading**: a card no unseen card of its suit beats (a sure winner), spades last; else
///   the lowest card of its longest suit outside spades.
#[derive(Clone, Copy, Debug, Default)]
pub struct SpadesRules;

impl<const N: usize, V: Valuation, B: Breaking> SeatAgent<Hearts<N, V, B>, N> for HeartsRules {
    fn name(&self) -> &str {
        "rules"
    }

    fn decide(
        &mut self,
        info: &InfoSet<N>,
        moves: &[Card],
    ) -> Decision<Card, <Hearts<N, V, B> as Game<N>>::Score, N> {
        let card = rule_card(&rule_view(info), moves.iter().copied().collect());
        unsearched(moves, index_of(moves, card))
    }
}

/// What the Hearts rule card looks at in `info`: the seat's hand, the trick, the cards not
/// played yet and the seat on course to shoot the moon, from the tricks each seat has won.
pub fn rule_view<const N: usize>(info: &InfoSet<N>) -> RuleView<'_> {
    let won = info.won();
    let queen_taken = won
        .iter()
        .any(|cards| cards.contains(Card::QUEEN_OF_SPADES));
    RuleView {
        hand: info.hand(),
        trick: info.trick(),
        unplayed: info.deck() - info.all_played(),
        shooter: moon_shooter(&won.map(points_in), queen_taken, info.seat()),
        seats: N,
    }
}

impl<const N: usize, V: TrickValuation> SeatAgent<SpadesPlay<N, V>, N> for SpadesRules {
    fn name(&self) -> &str {
        "rules"
    }

    fn decide(
        &mut self,
        info: &InfoSet<N>,
        moves: &[Card],
    ) -> Decision<Card, <SpadesPlay<N, V> as Game<N>>::Score, N> {
        let card = spades_choice(info, moves.iter().copied().collect());
        unsearched(moves, index_of(moves, card))
    }
}

impl<const N: usize> SeatAgent<SpadesContract<N>, N> for SpadesRules {
    fn name(&self) -> &str {
        "rules"
    }

    fn decide(&mut self, info: &InfoSet<N>, moves: &[Card]) -> Decision<Card, u16, N> {
        let card = spades_choice(info, moves.iter().copied().collect());
        unsearched(moves, index_of(moves, card))
    }
}

impl<const TRICKS: usize, V: TrickValuation> SeatAgent<Spades<TRICKS, V>, 3> for SpadesRules {
    fn name(&self) -> &str {
        "rules"
    }

    fn decide(
        &mut self,
        info: &InfoSet<3>,
        moves: &[Card],
    ) -> Decision<Card, <Spades<TRICKS, V> as Game<3>>::Score, 3> {
        let card = spades_choice(info, moves.iter().copied().collect());
        unsearched(moves, index_of(moves, card))
    }
}

/// A hidden-hand game with a rule-based player of its own.
pub trait RuleBased<const N: usize>: HiddenRules<N> {
    /// The player.
    type Player: SeatAgent<Self, N> + Clone + Send + Sync + 'static;

    /// A fresh player.
    fn rule_based() -> Self::Player;
}

impl<const N: usize, V: Valuation, B: Breaking> RuleBased<N> for Hearts<N, V, B> {
    type Player = HeartsRules;

    fn rule_based() -> HeartsRules {
        HeartsRules
    }
}

impl<const TRICKS: usize, V: TrickValuation> RuleBased<3> for Spades<TRICKS, V> {
    type Player = SpadesRules;

    fn rule_based() -> SpadesRules {
        SpadesRules
    }
}

impl<const N: usize, V: TrickValuation> RuleBased<N> for SpadesPlay<N, V> {
    type Player = SpadesRules;

    fn rule_based() -> SpadesRules {
        SpadesRules
    }
}

impl<const N: usize> RuleBased<N> for SpadesContract<N> {
    type Player = SpadesRules;

    fn rule_based() -> SpadesRules {
        SpadesRules
    }
}

fn index_of(moves: &[Card], card: Card) -> usize {
    moves
        .iter()
        .position(|&mv| mv == card)
        .expect("the rules choose one of the moves")
}

fn lowest(cards: CardSet) -> Option<Card> {
    cards.iter_low_to_high().next()
}

fn above(cards: CardSet, card: Card) -> CardSet {
    CardSet::from_bits(cards.bits() & !((2u64 << card.index()) - 1))
}

/// The suit of `moves` the seat holds fewest cards of, among suits with a move.
fn shortest_suit<const N: usize>(info: &InfoSet<N>, moves: CardSet) -> Suit {
    Suit::PBN_ORDER
        .into_iter()
        .filter(|&suit| !moves.of_suit(suit).is_empty())
        .min_by_key(|&suit| info.hand().of_suit(suit).len())
        .expect("at least one move")
}

fn spades_choice<const N: usize>(info: &InfoSet<N>, moves: CardSet) -> Card {
    let unseen = info.unseen();
    let boss = |card: Card| above(unseen.of_suit(card.suit()), card).is_empty();
    let trick = info.trick();
    let Some(lead) = trick.lead_suit() else {
        let non_spades = moves - CardSet::suit(Suit::Spades);
        let bosses: Vec<Card> = moves.iter().filter(|&card| boss(card)).collect();
        if let Some(&card) = bosses.iter().find(|card| card.suit() != Suit::Spades) {
            return card;
        }
        if let Some(&card) = bosses.first() {
            return card;
        }
        let pool = if non_spades.is_empty() {
            moves
        } else {
            non_spades
        };
        let longest = Suit::PBN_ORDER
            .into_iter()
            .filter(|&suit| !pool.of_suit(suit).is_empty())
            .max_by_key(|&suit| info.hand().of_suit(suit).len())
            .expect("at least one move");
        return lowest(pool.of_suit(longest)).expect("the longest suit has a move");
    };
    let winning = trick
        .winning_card()
        .expect("a trick with a lead has a winner");
    let trumped = winning.suit() == Suit::Spades && lead != Suit::Spades;
    let last = trick.len() == N - 1;
    let trumps = moves.of_suit(Suit::Spades);
    // The partner (4 players) already has the trick: give it the cheapest card.
    let partner = (N == 4).then(|| (info.seat() + 2) % N);
    if partner.is_some() && trick.winner() == partner && (last || boss(winning)) {
        let cheap = if moves.of_suit(lead).is_empty() {
            moves - trumps
        } else {
            moves
        };
        let pool = if cheap.is_empty() { moves } else { cheap };
        return lowest(pool).expect("at least one move");
    }
    if !moves.of_suit(lead).is_empty() {
        let winners = if trumped {
            CardSet::EMPTY
        } else {
            above(moves, winning)
        };
        if let Some(cheapest) = lowest(winners)
            && (last || boss(winners.highest().expect("a winner")))
        {
            return if last {
                cheapest
            } else {
                winners.highest().expect("a winner")
            };
        }
        return lowest(moves).expect("at least one move");
    }
    let winning_trumps = if trumped {
        above(trumps, winning)
    } else {
        trumps
    };
    if let Some(trump) = lowest(winning_trumps) {
        return trump;
    }
    let discards = moves - trumps;
    let pool = if discards.is_empty() { moves } else { discards };
    lowest(pool.of_suit(shortest_suit(info, pool))).expect("the shortest suit has a move")
}
