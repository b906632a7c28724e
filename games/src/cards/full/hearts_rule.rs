//! The rule-based Hearts card ([`rule_card`]), shared by the rule-based player and by the
//! cut-off evaluation that plays a hand out by it ([`RulePlayout`]).

use super::super::card::{Card, Rank, Suit};
use super::super::estimate::HeldCharge;
use super::super::hearts::{ALL_POINTS, Valuation, legal_cards, points_in};
use super::super::set::CardSet;
use super::super::table::Table;
use super::super::trick::Trick;

/// The fewest hearts that put a seat under watch as a shooter of the moon when it has taken
/// every point played so far without the Q♠ ([`moon_shooter`]). One trick holds at most one
/// heart a seat (four at a table of four), so five hearts come from two tricks or more: one
/// trick of hearts is the ordinary fate of the seat holding a high heart.
pub const MOON_HEARTS: u8 = 5;

/// The seat `mover` should stop from shooting the moon, from the points each seat has
/// `taken` in the tricks completed so far and whether the Q♠ is among them (`queen_taken`):
/// the one seat that has taken points, if it has taken the Q♠ or at least [`MOON_HEARTS`]
/// hearts, and is not `mover` (a seat holding the rest of the points in its own hand may
/// still shoot). `None` once two seats have taken points (no moon is possible) or while the
/// points taken are a few hearts.
///
/// The Q♠ alone puts a seat under watch: on 60 positions where a seat has taken every point
/// (the Q♠ in all of them, fewer than five hearts in 55) and holds the top heart, an
/// all-seeing shooter shot 22 moons against the rule card that never watched, 17 against the
/// card watching from five hearts and 7 against this one, as many as all-seeing defenders let
/// through
/// (`docs/results/hidden-hands.md`, "Stopping the moon", with what watching costs in hands
/// nobody shoots).
pub fn moon_shooter(taken: &[u8], queen_taken: bool, mover: usize) -> Option<usize> {
    let mut takers = (0..taken.len()).filter(|&seat| taken[seat] > 0);
    let shooter = takers.next()?;
    if takers.next().is_some() || shooter == mover {
        return None;
    }
    // Every point taken went to the shooter, the Q♠ too if it was taken.
    let hearts = taken[shooter] - if queen_taken { 13 } else { 0 };
    (queen_taken || hearts >= MOON_HEARTS).then_some(shooter)
}

/// What the rule card looks at: the mover's `hand`, the `trick` in progress at a table of
/// `seats`, the cards `unplayed` (in any hand, the mover's included) and the seat on course
/// to shoot the moon ([`moon_shooter`]), if any.
#[derive(Clone, Copy, Debug)]
pub struct RuleView<'a> {
    /// The mover's hand.
    pub hand: CardSet,
    /// The trick in progress.
    pub trick: &'a Trick,
    /// The cards not played yet.
    pub unplayed: CardSet,
    /// The seat the mover should stop from shooting the moon.
    pub shooter: Option<usize>,
    /// The seats at the table.
    pub seats: usize,
}

/// The card a casual Hearts player chooses among `moves` (the legal cards, non-empty) in
/// `view`. The rules, in order:
///
/// - **Stopping the moon**, when another seat is on course to shoot ([`RuleView::shooter`]):
///   following suit to a trick the shooter holds with a point card in it, take it with the
///   lowest card that wins (else play low, never the Q♠); void while the shooter holds the
///   trick or has yet to play to it, discard no point card (else the lowest heart, keeping
///   the high ones to win a heart trick); leading, lead the highest heart still out when
///   another seat may still hold a heart (a heart trick won, its points taken). Otherwise as
///   below, except that the Q♠ never goes under a card of the shooter's.
/// - **Following suit**: duck, playing the highest card below the card winning the trick (so
///   the Q♠ goes under a higher spade); if every card would win, the highest when last to
///   play (the trick is taken anyway) and the lowest otherwise, never the Q♠ while another
///   card will do.
/// - **Void in the suit led**: dump the Q♠; else the A♠ or K♠ while the Q♠ is still out; else
///   the highest heart; else the highest card of the suit it holds fewest of (to make a void).
/// - **Leading**: the lowest card outside hearts, never the Q♠, A♠ or K♠ while the Q♠ is out
///   (unless nothing else is allowed), ties to the shortest suit; hearts only when nothing else
///   may be led.
pub fn rule_card(view: &RuleView<'_>, moves: CardSet) -> Card {
    if let Some(shooter) = view.shooter
        && let Some(card) = stop_the_moon(view, shooter, moves)
    {
        return card;
    }
    let (hand, trick) = (view.hand, view.trick);
    let queen = Card::QUEEN_OF_SPADES;
    let queen_out = view.unplayed.contains(queen);
    let big_spades = CardSet::single(Card::new(Suit::Spades, Rank::ACE))
        .with(Card::new(Suit::Spades, Rank::new(11).expect("the king")));
    let Some(lead) = trick.lead_suit() else {
        let mut safe = moves - CardSet::suit(Suit::Hearts) - CardSet::single(queen);
        if queen_out {
            safe = safe - big_spades;
        }
        let pool = nonempty_or(safe, moves);
        return pool
            .iter_low_to_high()
            .min_by_key(|card| (card.rank(), hand.of_suit(card.suit()).len()))
            .expect("at least one move");
    };
    let winning = trick
        .winning_card()
        .expect("a trick with a lead has a winner");
    if !moves.of_suit(lead).is_empty() {
        let mut below = CardSet::from_bits(moves.bits() & ((1u64 << winning.index()) - 1));
        if view.shooter.is_some() && trick.winner() == view.shooter {
            // The Q♠ ducked under the shooter's spade would hand it 13 points.
            below = below.without(queen);
        }
        if let Some(duck) = below.highest() {
            return duck;
        }
        let last = trick.len() == view.seats - 1;
        let pool = nonempty_or(moves.without(queen), moves);
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
    highest_of_shortest(hand, moves)
}

/// The card that stops `shooter` from shooting the moon, where the rules of [`rule_card`]
/// have one; `None` where the ordinary rules play on.
fn stop_the_moon(view: &RuleView<'_>, shooter: usize, moves: CardSet) -> Option<Card> {
    let trick = view.trick;
    let hearts = CardSet::suit(Suit::Hearts);
    let queen = Card::QUEEN_OF_SPADES;
    let Some(lead) = trick.lead_suit() else {
        // The highest heart still out wins a heart trick, and any heart another seat holds
        // falls to it.
        let top = view.unplayed.of_suit(Suit::Hearts).highest()?;
        let others_hold_hearts = !(view.unplayed.of_suit(Suit::Hearts) - view.hand).is_empty();
        return (moves.contains(top) && others_hold_hearts).then_some(top);
    };
    let shooter_holds = trick.winner() == Some(shooter);
    if !moves.of_suit(lead).is_empty() {
        if !shooter_holds || points_in(trick.cards()) == 0 {
            return None;
        }
        let winning = trick
            .winning_card()
            .expect("a trick with a lead has a winner");
        let winners = CardSet::from_bits(moves.bits() & !((2u64 << winning.index()) - 1));
        if let Some(cheapest) = nonempty_or(winners.without(queen), winners)
            .iter_low_to_high()
            .next()
        {
            return Some(cheapest);
        }
        return nonempty_or(moves.without(queen), moves)
            .iter_low_to_high()
            .next();
    }
    let played_to_trick = (shooter + view.seats - trick.leader()) % view.seats < trick.len();
    if !shooter_holds && played_to_trick {
        // The trick goes to another seat: the ordinary dump stops the moon.
        return None;
    }
    let safe = moves - hearts - CardSet::single(queen);
    if !safe.is_empty() {
        return Some(highest_of_shortest(view.hand, safe));
    }
    moves.of_suit(Suit::Hearts).iter_low_to_high().next()
}

/// The highest card of the suit of `moves` the hand holds fewest of (to make a void).
fn highest_of_shortest(hand: CardSet, moves: CardSet) -> Card {
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

/// `preferred` unless it is empty, then `fallback`.
fn nonempty_or(preferred: CardSet, fallback: CardSet) -> CardSet {
    if preferred.is_empty() {
        fallback
    } else {
        preferred
    }
}

/// A cut-off position is worth the points each seat takes if every seat plays the rest of
/// the hand by [`rule_card`] (seeing only its own hand and the points taken: the rule needs
/// no other), on top of the points already taken; hearts are broken by hearts (the full
/// game's rule). The seats watch for a shooter and stop it as the rule card does. Every
/// point card is taken by the end, so the points always sum to 26 (constant-sum, `minsum`
/// 26, as [`LikelyTaker`](super::super::LikelyTaker)); the moon is not applied here (the
/// full game's [`HeartsPlay`](super::HeartsPlay) wraps it in [`Moon`](super::super::Moon),
/// which does).
///
/// The searcher then improves on the rule-based play it assumes beyond its horizon (a rollout
/// policy), instead of charging cards to likely takers card by card: it sees that a low card
/// kept is an exit, and that a high card led now wins a trick later.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct RulePlayout;

impl Valuation for RulePlayout {
    const MINSUM: u8 = ALL_POINTS;

    fn charge<const N: usize>(table: &Table<N>, _: &HeldCharge<N>, taken: [u8; N]) -> [u8; N] {
        play_out(table, taken, true)
    }
}

/// [`RulePlayout`] by the rule card before it watched for the moon: nobody stops a shooter.
/// Kept as the baseline the moon's defence is measured against (the `moon_stops` example).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct BlindPlayout;

impl Valuation for BlindPlayout {
    const MINSUM: u8 = ALL_POINTS;

    fn charge<const N: usize>(table: &Table<N>, _: &HeldCharge<N>, taken: [u8; N]) -> [u8; N] {
        play_out(table, taken, false)
    }
}

/// The points each seat has taken once the hand of `table` is played out by [`rule_card`],
/// on top of `taken`; the seats stop a shooter if `watch`.
fn play_out<const N: usize>(table: &Table<N>, taken: [u8; N], watch: bool) -> [u8; N] {
    let mut table = *table;
    let mut taken = taken;
    let hearts = CardSet::suit(Suit::Hearts);
    let queen = Card::QUEEN_OF_SPADES;
    let mut unplayed = table
        .hands()
        .iter()
        .fold(CardSet::EMPTY, |all, &hand| all | hand);
    let mut broken = !(hearts - unplayed).is_empty();
    while table.cards_in_hands() > 0 {
        let seat = table.to_move();
        let legal = legal_cards(&table, broken);
        let view = RuleView {
            hand: table.hand(seat),
            trick: table.trick(),
            unplayed,
            shooter: watch
                .then(|| {
                    let queen_taken = !(unplayed | table.trick().cards()).contains(queen);
                    moon_shooter(&taken, queen_taken, seat)
                })
                .flatten(),
            seats: N,
        };
        let card = rule_card(&view, legal);
        broken |= card.suit() == Suit::Hearts;
        unplayed.remove(card);
        if let Some(done) = table.play(card, None) {
            taken[done.winner] += points_in(done.cards);
        }
    }
    taken
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::Hearts;
    use crate::cards::{HeartsOnly, LikelyTaker};
    use maxn::{Limits, MaxN, Searcher};

    use crate::cards::set_of as set;

    /// A trick led by `leader` with `cards` played in turn.
    fn trick(leader: usize, cards: &str) -> Trick {
        let mut trick = Trick::new(leader);
        for (offset, card) in cards.split_whitespace().enumerate() {
            trick.add((leader + offset) % 4, card.parse().unwrap(), None);
        }
        trick
    }

    /// The rule card of a seat holding `hand` (all of it legal unless `moves` says
    /// otherwise), with `unplayed` out, today's and blind to the moon.
    fn cards(hand: &str, trick: &Trick, unplayed: CardSet, shooter: usize) -> (Card, Card) {
        let hand = set(hand);
        let view = |shooter| RuleView {
            hand,
            trick,
            unplayed: unplayed | hand,
            shooter,
            seats: 4,
        };
        let moves = match trick.lead_suit() {
            Some(suit) if !hand.of_suit(suit).is_empty() => hand.of_suit(suit),
            _ => hand,
        };
        (
            rule_card(&view(Some(shooter)), moves),
            rule_card(&view(None), moves),
        )
    }

    #[test]
    fn a_shooter_is_one_seat_with_every_point_and_the_queen_or_five_hearts() {
        assert_eq!(moon_shooter(&[5, 0, 0, 0], false, 1), Some(0));
        // Not the mover itself, not four hearts, not two seats with points.
        assert_eq!(moon_shooter(&[5, 0, 0, 0], false, 0), None);
        assert_eq!(moon_shooter(&[4, 0, 0, 0], false, 1), None);
        assert_eq!(moon_shooter(&[0, 0, 7, 1], false, 1), None);
        // The Q♠ taken (by the only taker) is enough; 13 hearts without it too.
        assert_eq!(moon_shooter(&[0, 13, 0, 0], true, 0), Some(1));
        assert_eq!(moon_shooter(&[0, 13, 0, 0], false, 0), Some(1));
        assert_eq!(moon_shooter(&[0, 13, 0, 0], true, 1), None);
        assert_eq!(moon_shooter(&[0, 0, 0, 0], false, 0), None);
    }

    #[test]
    fn the_rule_card_stops_a_shooter_where_it_used_to_duck() {
        // N (seat 0) is on course; E (seat 1) plays. Each pair: watching, then blind.
        let out = set("HA HQ H7 H3 C8 D9");
        // N leads the H9: E takes it with its cheapest winner, not the duck under it.
        assert_eq!(
            cards("H2 HT HK C5", &trick(0, "H9"), out, 0),
            ("HT".parse().unwrap(), "H2".parse().unwrap())
        );
        // N leads the SK: the Q♠ does not go under the shooter's king.
        assert_eq!(
            cards("SQ S3 D4", &trick(0, "SK"), out, 0),
            ("S3".parse().unwrap(), "SQ".parse().unwrap())
        );
        // Void in clubs while N holds the trick: no point card to it.
        assert_eq!(
            cards("SQ H8 D4", &trick(0, "CA"), out, 0),
            ("D4".parse().unwrap(), "SQ".parse().unwrap())
        );
        // ... nor while the shooter has yet to play to it (S, after E).
        assert_eq!(
            cards("H8 H6 D4", &trick(0, "C5"), out, 2),
            ("D4".parse().unwrap(), "H8".parse().unwrap())
        );
        // Only hearts to discard under the shooter: the lowest, the high one kept.
        assert_eq!(
            cards("H8 H6", &trick(0, "CA"), out, 0),
            ("H6".parse().unwrap(), "H8".parse().unwrap())
        );
        // Leading with the highest heart out while others hold hearts: win a heart trick.
        assert_eq!(
            cards("HK H3 C4", &trick(1, ""), set("HQ H7 C8"), 0),
            ("HK".parse().unwrap(), "C4".parse().unwrap())
        );
    }

    #[test]
    fn the_rule_card_plays_as_before_where_the_moon_is_stopped_anyway() {
        let out = set("HA HQ H7 H3 C8 D9");
        // N played to the trick and lost it to W's ace: E dumps the Q♠ on W.
        assert_eq!(
            cards("SQ H8 D4", &trick(2, "C5 CA C7"), out, 0).0,
            "SQ".parse().unwrap()
        );
        // A trick without points held by the shooter: the ordinary duck (below the Q♠).
        assert_eq!(
            cards("D2 D7 DK", &trick(0, "D9"), out, 0).0,
            "D7".parse().unwrap()
        );
        // The highest heart out is elsewhere: lead low as ever.
        assert_eq!(
            cards("HK H3 C4", &trick(1, ""), set("HA H7 C8"), 0).0,
            "C4".parse().unwrap()
        );
        // Nobody else holds a heart: leading the top one takes no point.
        assert_eq!(
            cards("HK H3 C4", &trick(1, ""), set("C8 D9"), 0).0,
            "C4".parse().unwrap()
        );
    }

    #[test]
    fn the_playout_stops_a_shooter_the_blind_one_lets_shoot() {
        // Two tricks left; N has taken the Q♠ and 7 hearts (20 points). N leads the HQ: blind,
        // E ducks the H2 and N takes all six hearts left; watching, E overtakes with the HK
        // (4 points) and N ends at 22.
        let hands = [set("HQ HA"), set("HK H2"), set("H3 C3"), set("H4 C4")];
        let table = Table::<4>::resume(hands, 0, 11, &[], None);
        let taken = [20, 0, 0, 0];
        let held = HeldCharge::default();
        assert_eq!(BlindPlayout::charge(&table, &held, taken), [26, 0, 0, 0]);
        assert_eq!(RulePlayout::charge(&table, &held, taken), [22, 4, 0, 0]);
    }

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
