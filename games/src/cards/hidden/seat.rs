//! The card games as [`HiddenGame`]s of the play crate: a seat's view is its [`InfoSet`],
//! what it observes is the hand's [`Event`]s (a card played, a pass given or received, a
//! bid), and positions consistent with a view are drawn by the exact [`DealSampler`].

use maxn::MoveBuffer;
use maxn::rng::SplitMix64;
use maxn_play::{HiddenGame, Resample};

use super::info_set::{InfoSet, PublicFacts};
use super::rules::HiddenRules;
use super::sampler::{DealSampler, SampleError};
use crate::cards::full::{Event, SpadesContract, SpadesPlay};
use crate::cards::{Breaking, Hearts, Spades, TrickValuation, Valuation};
use crate::cards::{Card, CardSet};

/// What `seat` knows of `game` at the start of trick play: its own hand, the public facts
/// (the contract in Spades) and the cards every seat knows are held (the 2♣ in Hearts).
fn view_at_start<G: HiddenRules<N>, const N: usize>(game: &G, seat: usize) -> InfoSet<N> {
    let table = game.table();
    assert!(
        table.completed_tricks() == 0 && table.trick().is_empty(),
        "a view of `{}` starts before the first card is played",
        G::NAME
    );
    let mut info = InfoSet::new(seat, G::DECK, table.hand(seat), table.to_move(), G::TRUMP);
    info.set_public_facts(game.public_facts());
    for (holder, &cards) in game.public_holdings().iter().enumerate() {
        info.pass_to(holder, cards);
    }
    info
}

/// The event every seat sees when `card` is played at `game`.
fn played<G: HiddenRules<N>, const N: usize>(game: &G, card: Card) -> Event {
    Event::Played {
        seat: game.to_move(),
        card,
        leads: game.table().trick().is_empty(),
    }
}

/// `info` after its seat saw `event`: a card played (with what it reveals, from the view
/// alone), a pass it gave or received. The deal, the bids and the tricks won add nothing to
/// a view of the trick play (the view starts from the hand dealt and the contract; a trick's
/// winner follows from its cards).
fn observe<G: HiddenRules<N>, const N: usize>(info: &mut InfoSet<N>, event: &Event) {
    match *event {
        Event::Played { seat, card, .. } => {
            debug_assert_eq!(seat, info.trick_to_move(), "cards are played in turn");
            let revealed = G::revealed_in_view(info, card);
            info.play(card, revealed);
        }
        Event::Passed { from, to, cards } => {
            if from == info.seat() {
                info.give(to, cards);
            }
            if to == info.seat() {
                info.receive(cards);
            }
        }
        Event::Dealt { .. } | Event::Bid { .. } | Event::TrickWon { .. } => {}
    }
}

/// What `seat` knows of a hand of `G` from nothing but the events it saw, in order (a hand's
/// [`seen_by`](crate::cards::full::seen_by)): its deal, the passes it gave or received, the
/// bids, every card played (with what each reveals, from the view alone), and `facts`, the
/// public facts besides the events (in Spades the contract:
/// [`Contract::to_facts`](crate::cards::full::Contract::to_facts) of the bids and the bags
/// each side carries; none in Hearts). This is all an agent seated by a referee outside the
/// program needs: [`SeatAgent::decide_from_view`](maxn_play::SeatAgent::decide_from_view) of
/// it is the agent's decision, as in a match of the lab that keeps every view for it.
///
/// The leader of the first trick is the seat of the first card played; before any card, the
/// first bidder in Spades (the dealer's left leads), and otherwise the seat itself (a seat
/// asked to play before any card is played leads: in Hearts it holds the 2♣). `None` before
/// the seat has seen its deal.
pub fn view_from_events<'e, G: HiddenRules<N>, const N: usize>(
    seat: usize,
    events: impl IntoIterator<Item = &'e Event>,
    facts: PublicFacts,
) -> Option<InfoSet<N>> {
    let mut hand = None;
    let mut gave = Vec::new();
    let mut first_bidder = None;
    let mut view: Option<InfoSet<N>> = None;
    let start = |hand: CardSet, gave: &[(usize, CardSet)], leader: usize| {
        let mut info = InfoSet::new(seat, G::DECK, hand, leader, G::TRUMP);
        info.set_public_facts(facts);
        for &(to, cards) in gave {
            info.give(to, cards);
        }
        info
    };
    for event in events {
        match *event {
            Event::Dealt {
                seat: dealt,
                hand: cards,
            } if dealt == seat => hand = Some(cards),
            Event::Passed { from, to, cards } if from == seat => {
                hand = hand.map(|held| held - cards);
                gave.push((to, cards));
            }
            Event::Passed { to, cards, .. } if to == seat => hand = hand.map(|held| held | cards),
            Event::Bid { seat: bidder, .. } => {
                first_bidder.get_or_insert(bidder);
            }
            Event::Played { seat: leader, .. } => {
                let info =
                    view.get_or_insert_with(|| start(hand.unwrap_or_default(), &gave, leader));
                observe::<G, N>(info, event);
            }
            _ => {}
        }
    }
    match view {
        Some(info) => Some(info),
        None => hand.map(|hand| start(hand, &gave, first_bidder.unwrap_or(seat))),
    }
}

/// The moves of the seat to move at a position consistent with `info`: the same at every
/// consistent position ([`HiddenRules`]' promise).
fn legal_moves<G: HiddenRules<N>, const N: usize>(info: &InfoSet<N>, moves: &mut G::Moves) {
    let position = G::consistent_with(info).unwrap_or_else(|error| panic!("{}: {error}", G::NAME));
    moves.clear();
    position.generate_moves(moves);
}

/// The impls of [`HiddenGame`] and [`Resample`] of a card game through its [`HiddenRules`].
macro_rules! hidden_card_game {
    ($([$($generics:tt)*] $game:ty, $n:tt;)*) => {$(
        impl<$($generics)*> HiddenGame<$n> for $game {
            type View = InfoSet<$n>;
            type Observation = Event;

            /// What `seat` knows at the start of trick play (the position must be there).
            fn view(&self, seat: usize) -> InfoSet<$n> {
                view_at_start(self, seat)
            }

            fn observation(&self, card: Card, _seat: usize) -> Event {
                played(self, card)
            }

            fn observe(view: &mut InfoSet<$n>, observation: &Event) {
                observe::<Self, $n>(view, observation);
            }

            fn view_seat(view: &InfoSet<$n>) -> usize {
                view.seat()
            }

            fn view_to_move(view: &InfoSet<$n>) -> usize {
                view.trick_to_move()
            }

            fn legal_moves(view: &InfoSet<$n>, moves: &mut Self::Moves) {
                legal_moves::<Self, $n>(view, moves);
            }

            fn decision_seed(view: &InfoSet<$n>, seed: u64) -> u64 {
                view.decision_seed(seed)
            }
        }

        impl<$($generics)*> Resample<$n> for $game {
            type Sampler = DealSampler<$n>;
            type SampleError = SampleError;

            fn sampler(view: &InfoSet<$n>) -> Result<DealSampler<$n>, SampleError> {
                DealSampler::new(view)
            }

            fn sample(view: &InfoSet<$n>, sampler: &DealSampler<$n>, rng: &mut SplitMix64) -> Self {
                Self::from_sample(view, sampler.sample(rng))
            }
        }
    )*};
}

hidden_card_game! {
    [const N: usize, V: Valuation, B: Breaking] Hearts<N, V, B>, N;
    [const TRICKS: usize, V: TrickValuation] Spades<TRICKS, V>, 3;
    [const N: usize, V: TrickValuation] SpadesPlay<N, V>, N;
    [const N: usize] SpadesContract<N>, N;
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::Deal;
    use crate::cards::full::HeartsPlay;

    /// Plays `game` to its end by random cards; before every card, each seat's view must
    /// reveal what the whole position reveals, and the mover's view must give the position's
    /// moves in the same order.
    fn views_keep_step<G: HiddenRules<N>, const N: usize>(game: G, seed: u64) -> usize {
        let mut views: [InfoSet<N>; N] = std::array::from_fn(|seat| game.view(seat));
        let mut game = game;
        let mut rng = SplitMix64::new(seed);
        let mut plays = 0;
        while game.outcome().is_none() {
            let mut moves = G::Moves::default();
            game.generate_moves(&mut moves);
            let mover = game.to_move();
            let mut from_view = G::Moves::default();
            G::legal_moves(&views[mover], &mut from_view);
            assert_eq!(from_view.as_slice(), moves.as_slice(), "{}", G::NAME);
            let card = moves.as_slice()[rng.index_below(moves.len())];
            for (seat, view) in views.iter_mut().enumerate() {
                assert_eq!(G::view_to_move(view), mover);
                assert_eq!(G::revealed_in_view(view, card), game.revealed_absent(card));
                G::observe(view, &game.observation(card, seat));
            }
            game.play(card);
            plays += 1;
        }
        plays
    }

    /// Hearts under both breaking rules (the Q♠ breaks hearts in the paper's game, not in full
    /// Hearts), with 3 and 4 players; the paper's Spades and full Spades.
    #[test]
    fn a_view_reveals_and_moves_as_the_whole_position_does() {
        for seed in 0..4 {
            assert_eq!(views_keep_step(Hearts::<4>::random(seed), seed), 52);
            let deal = Deal::random(&HeartsPlay::<4>::VARIANT, seed);
            assert_eq!(
                views_keep_step(HeartsPlay::<4>::new(deal).unwrap(), seed),
                52
            );
            let deal = Deal::random(&HeartsPlay::<3>::VARIANT, seed);
            assert_eq!(
                views_keep_step(HeartsPlay::<3>::new(deal).unwrap(), seed),
                51
            );
            assert_eq!(views_keep_step(Spades::<17>::random(seed), seed), 51);
            let deal = Deal::random(&SpadesPlay::<4>::VARIANT, seed);
            let spades = SpadesPlay::<4>::new(deal, (seed % 4) as usize).unwrap();
            assert_eq!(views_keep_step(spades, seed), 52);
        }
    }
}
