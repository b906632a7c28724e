//! What a card played reveals about the hand it came from, and how a double-dummy position is
//! rebuilt from a sampled deal, for each game played with hidden hands.

use super::info_set::{InfoSet, PublicFacts};
use super::sampler::{DealSampler, SampleError};
use crate::cards::full::Event;
use crate::cards::full::SpadesPlay;
use crate::cards::hearts::POINT_CARDS;
use crate::cards::{
    Breaking, CardGame, CardSet, Deal, Hearts, SPADES_3, Spades, Suit, TrickValuation, Valuation,
};
use crate::rng::SplitMix64;
use maxn_play::Resample;

/// A card game played with hidden hands: what each play shows the other seats, and the
/// position a sampled deal stands for.
///
/// Implementations promise that the moves generated at a position depend only on the mover's
/// hand and on what every seat has seen (the cards played, the trick in progress), so that an
/// agent handed the moves learns nothing it could not see.
pub trait HiddenRules<const N: usize>:
    CardGame<N> + Resample<N, View = InfoSet<N>, Observation = Event>
{
    /// The cards of the deal.
    const DECK: CardSet;

    /// The trump suit, if any.
    const TRUMP: Option<Suit>;

    /// The cards the mover shows it does not hold by playing `card` here: the suit led when
    /// it does not follow, and whatever else the rules imply (a card that may be played only
    /// when the hand holds nothing else shows that the hand held nothing else).
    fn revealed_absent(&self, card: crate::cards::Card) -> CardSet;

    /// The cards every seat knows the others hold at the start of trick play (in Hearts, the
    /// leader holds the 2♣); none by default.
    fn public_holdings(&self) -> [CardSet; N] {
        [CardSet::EMPTY; N]
    }

    /// The position at the start of trick play, the seats holding `hands` and `leader` leading.
    fn at_trick_start(hands: [CardSet; N], leader: usize) -> Self;

    /// What every seat knows of the hand besides the cards (in full Spades, the bids and the
    /// bags carried), handed to each seat's [`InfoSet`]; nothing by default.
    fn public_facts(&self) -> PublicFacts {
        PublicFacts::default()
    }

    /// The position with the public facts `facts` (as [`public_facts`](Self::public_facts)
    /// gives them); unchanged by default.
    fn with_public_facts(self, facts: PublicFacts) -> Self {
        let _ = facts;
        self
    }

    /// A position consistent with `info`: the first deal its [`DealSampler`](super::DealSampler)
    /// draws from seed 0. Whatever depends only on what the seat sees (its moves when it is to
    /// move, what a card played reveals) is the same at every consistent position, so this
    /// answers it from the view alone; an error when no deal is consistent with `info`.
    fn consistent_with(info: &InfoSet<N>) -> Result<Self, SampleError> {
        let sampler = DealSampler::new(info)?;
        Ok(Self::from_sample(
            info,
            sampler.sample(&mut SplitMix64::new(0)),
        ))
    }

    /// The cards the seat to move shows it does not hold by playing `card`, as `info` tells
    /// ([`revealed_absent`](Self::revealed_absent) of a [consistent](Self::consistent_with)
    /// position: what a card reveals depends only on the public play).
    ///
    /// # Panics
    ///
    /// If no deal is consistent with `info` (an information set no real hand can produce).
    fn revealed_in_view(info: &InfoSet<N>, card: crate::cards::Card) -> CardSet {
        Self::consistent_with(info)
            .unwrap_or_else(|error| panic!("{}: {error}", Self::NAME))
            .revealed_absent(card)
    }

    /// The position `info` describes if the seats hold `hands` now (a deal drawn by the
    /// [`DealSampler`](super::DealSampler)): the hands at the start of trick play (each
    /// seat's cards now and those it played) and the public facts, with every card of the
    /// history played again.
    fn from_sample(info: &InfoSet<N>, hands: [CardSet; N]) -> Self {
        let start = std::array::from_fn(|seat| hands[seat] | info.played(seat));
        let mut position =
            Self::at_trick_start(start, info.first_leader()).with_public_facts(info.public_facts());
        for &card in info.history() {
            position.play(card);
        }
        position
    }
}

/// Hearts (either breaking rule): a card that does not follow shows the suit led; a point card
/// discarded to the first trick shows a hand of point cards only; a heart led before hearts
/// are broken shows a hand of hearts only.
impl<const N: usize, V: Valuation, B: Breaking> HiddenRules<N> for Hearts<N, V, B> {
    const DECK: CardSet = Self::VARIANT.deck;
    const TRUMP: Option<Suit> = None;

    fn revealed_absent(&self, card: crate::cards::Card) -> CardSet {
        let table = self.table();
        let first_trick = table.completed_tricks() == 0;
        hearts_reveal(
            table.trick().lead_suit(),
            first_trick,
            self.hearts_broken(),
            card,
        )
    }

    /// From the view alone: hearts are broken once a card of `B`'s breakers has been played.
    fn revealed_in_view(info: &InfoSet<N>, card: crate::cards::Card) -> CardSet {
        let first_trick = info.completed_tricks() == 0;
        let broken = !(B::BREAKERS & info.all_played()).is_empty();
        hearts_reveal(info.trick().lead_suit(), first_trick, broken, card)
    }

    fn public_holdings(&self) -> [CardSet; N] {
        let mut held = [CardSet::EMPTY; N];
        if self.table().completed_tricks() == 0 && self.table().trick().is_empty() {
            held[self.table().to_move()] = CardSet::single(crate::cards::Card::TWO_OF_CLUBS);
        }
        held
    }

    fn at_trick_start(hands: [CardSet; N], _leader: usize) -> Self {
        // The holder of the 2♣ leads, whoever is named.
        let deal = Deal::new(hands, &Self::VARIANT).expect("a sampled deal deals the deck");
        Self::new(deal).expect("a sampled deal deals the deck")
    }
}

/// What a card played reveals in Hearts, `lead` led to the trick (`None` for a lead), in the
/// first trick or not, hearts broken or not.
fn hearts_reveal(
    lead: Option<Suit>,
    first_trick: bool,
    broken: bool,
    card: crate::cards::Card,
) -> CardSet {
    match lead {
        None if !first_trick && !broken && card.suit() == Suit::Hearts => {
            !CardSet::suit(Suit::Hearts)
        }
        None => CardSet::EMPTY,
        Some(suit) if suit == card.suit() => CardSet::EMPTY,
        Some(suit) if first_trick && POINT_CARDS.contains(card) => {
            CardSet::suit(suit) | !POINT_CARDS
        }
        Some(suit) => CardSet::suit(suit),
    }
}

/// What a card played reveals in Spades, `lead` led to the trick (`None` for a lead): the
/// suit led when it does not follow; a hand of spades only when a spade is led before spades
/// are broken.
fn spades_reveal(lead: Option<Suit>, broken: bool, card: crate::cards::Card) -> CardSet {
    match lead {
        None if !broken && card.suit() == Suit::Spades => !CardSet::suit(Suit::Spades),
        None => CardSet::EMPTY,
        Some(suit) if suit == card.suit() => CardSet::EMPTY,
        Some(suit) => CardSet::suit(suit),
    }
}

/// Whether a spade has been played, as `info` sees it (spades are broken by the first).
fn spades_played<const N: usize>(info: &InfoSet<N>) -> bool {
    !(CardSet::suit(Suit::Spades) & info.all_played()).is_empty()
}

/// The paper's 3-player Spades: a card reveals a void in the suit led when it does not
/// follow, and a hand of nothing but spades when a spade is led before spades are broken.
impl<const TRICKS: usize, V: TrickValuation> HiddenRules<3> for Spades<TRICKS, V> {
    const DECK: CardSet = SPADES_3.deck;
    const TRUMP: Option<Suit> = Some(Suit::Spades);

    fn revealed_absent(&self, card: crate::cards::Card) -> CardSet {
        spades_reveal(self.table().trick().lead_suit(), self.spades_broken(), card)
    }

    /// From the view alone: spades are broken once a spade has been played.
    fn revealed_in_view(info: &InfoSet<3>, card: crate::cards::Card) -> CardSet {
        spades_reveal(info.trick().lead_suit(), spades_played(info), card)
    }

    fn at_trick_start(hands: [CardSet; 3], leader: usize) -> Self {
        let deal = Deal::new(hands, &SPADES_3).expect("a sampled deal deals the deck");
        Self::with_leader(deal, leader).expect("a sampled deal deals the deck")
    }
}

/// The trick play of full Spades (4 players in partnerships, or 3): a card reveals a void in
/// the suit led when it does not follow, and a hand of nothing but spades when a spade is led
/// before spades are broken.
impl<const N: usize, V: TrickValuation> HiddenRules<N> for SpadesPlay<N, V> {
    const DECK: CardSet = Self::VARIANT.deck;
    const TRUMP: Option<Suit> = Some(Suit::Spades);

    fn revealed_absent(&self, card: crate::cards::Card) -> CardSet {
        spades_reveal(self.table().trick().lead_suit(), self.spades_broken(), card)
    }

    /// From the view alone: spades are broken once a spade has been played.
    fn revealed_in_view(info: &InfoSet<N>, card: crate::cards::Card) -> CardSet {
        spades_reveal(info.trick().lead_suit(), spades_played(info), card)
    }

    fn at_trick_start(hands: [CardSet; N], leader: usize) -> Self {
        let deal = Deal::new(hands, &Self::VARIANT).expect("a sampled deal deals the deck");
        Self::new(deal, leader).expect("a sampled deal deals the deck")
    }
}
