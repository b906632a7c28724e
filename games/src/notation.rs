//! The built-in games' [`Notation`], the text forms `maxn-play` writes match records in: the
//! card games write a start as its deal in PBN (`N:AKQ.... ...`, [`Deal`]'s form) and moves as
//! cards (`SQ`, `H7`); Chinese Checkers writes positions in its one-line notation
//! ([`notation`](crate::chinese_checkers::notation)) and moves as `FROM-TO` cells.

use std::error::Error;

use maxn::{Game, MoveBuffer};
use maxn_play::Notation;

use crate::cards::{
    Card, CardGame, CardSet, Deal, Hearts, SERGEANT_MAJOR, SPADES_3, SergeantMajor, Spades,
    TrickValuation, Valuation, Variant,
};
use crate::chinese_checkers::ChineseCheckers;

/// The deal of a card game at the start of a hand in PBN, if `game` is at a start that
/// `parse` (the game's own PBN constructor) rebuilds, up to the move options.
fn card_start_text<G, const N: usize>(
    game: &G,
    variant: &Variant<N>,
    parse: impl Fn(&str) -> Option<G>,
) -> Option<String>
where
    G: CardGame<N> + PartialEq,
{
    let deal = Deal::new(*game.table().hands(), variant).ok()?;
    let text = deal.to_string();
    let parsed = parse(&text)?.with_move_options(game.move_options());
    (parsed == *game).then_some(text)
}

/// A card named by `text`, if it is one of `legal`.
fn legal_card(text: &str, legal: CardSet) -> Result<Card, Box<dyn Error + Send + Sync>> {
    let card: Card = text.trim().parse()?;
    if legal.contains(card) {
        Ok(card)
    } else {
        Err(format!("{card} is not a legal card here (legal: {legal})").into())
    }
}

/// The items of a card game's [`Notation`]: a start as its deal in PBN for `$variant`, moves as
/// cards, legal as the game's `legal_cards` says. The card games differ only in the variant.
macro_rules! card_notation {
    ($variant:expr) => {
        fn position_text(&self) -> Option<String> {
            card_start_text(self, $variant, |text| Self::from_pbn(text).ok())
        }

        fn parse_position(text: &str) -> Result<Self, Box<dyn Error + Send + Sync>> {
            Ok(Self::from_pbn(text)?)
        }

        fn move_text(&self, mv: Self::Move) -> String {
            mv.to_string()
        }

        fn parse_move(&self, text: &str) -> Result<Self::Move, Box<dyn Error + Send + Sync>> {
            legal_card(text, self.legal_cards())
        }
    };
}

impl<const N: usize, V: Valuation> Notation<N> for Hearts<N, V> {
    card_notation!(&Self::VARIANT);
}

impl<const TRICKS: usize, V: TrickValuation> Notation<3> for Spades<TRICKS, V> {
    card_notation!(&SPADES_3);
}

/// Sergeant Major without trumps: PBN carries no trump suit, so a game with trumps has no
/// text.
impl<const TRICKS: usize, V: TrickValuation> Notation<3> for SergeantMajor<TRICKS, V> {
    card_notation!(&SERGEANT_MAJOR);
}

impl<const N: usize> Notation<N> for ChineseCheckers<N> {
    fn position_text(&self) -> Option<String> {
        Some(self.to_string())
    }

    fn parse_position(text: &str) -> Result<Self, Box<dyn Error + Send + Sync>> {
        Ok(text.parse()?)
    }

    fn move_text(&self, mv: Self::Move) -> String {
        mv.to_string()
    }

    fn parse_move(&self, text: &str) -> Result<Self::Move, Box<dyn Error + Send + Sync>> {
        let mv = text.parse()?;
        // Every legal move, whatever the top-k limit keeps for the search.
        let mut moves = <Self as Game<N>>::Moves::default();
        self.with_top_k(None).generate_moves(&mut moves);
        if moves.as_slice().contains(&mv) {
            Ok(mv)
        } else {
            Err(format!("{mv} is not a legal move here").into())
        }
    }
}
