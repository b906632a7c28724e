//! The game description: the attribute's values read in the light of the score type, and the
//! struct's `#[turn]` and `#[score]` fields, every piece with the span of the user's tokens.

use proc_macro2::Span;
use quote::ToTokens;
use syn::{GenericParam, Ident, Item, ItemStruct, Path};

use super::args::{Args, Keyed, Name, Objective, Value};
use super::fields::{marked_fields, with_len};
use super::parts::{Field, Operand, Score, ScoreField};
use super::values::{count_operand, score_operand, score_type};
use crate::errors::Errors;

/// Everything the attribute and the struct declare, with the user's spans.
pub(crate) struct Game {
    /// The struct, with the macro's field attributes removed.
    pub(crate) item: ItemStruct,
    /// The name in the macro's messages: the declared literal, else the struct's name.
    pub(crate) name: String,
    /// [`Game::NAME`]: the declared literal or constant expression, else the struct's name.
    pub(crate) name_tokens: proc_macro2::TokenStream,
    /// The path to the `maxn` facade.
    pub(crate) krate: Path,
    /// The player count (`usize`).
    pub(crate) players: Option<Operand>,
    /// The score type, when it is one.
    pub(crate) score: Option<Score>,

    /// Maximise or minimise, and where that was said.
    pub(crate) objective: Keyed<Objective>,
    /// The declared bounds, in the game's own scores, with their keys' spans.
    pub(crate) maxsum: Option<Keyed<Operand>>,
    /// See `maxsum`.
    pub(crate) maxp: Option<Keyed<Operand>>,
    /// See `maxsum`.
    pub(crate) minsum: Option<Keyed<Operand>>,
    /// See `maxsum`.
    pub(crate) delta: Option<Keyed<Operand>>,
    /// The move-list capacity (`usize`).
    pub(crate) max_moves: Option<Operand>,
    /// The `#[turn]` field.
    pub(crate) turn: Option<Field>,
    /// The `#[score]` field.
    pub(crate) score_field: Option<ScoreField>,
}

/// What the attribute was put on.
pub(crate) enum Target {
    /// A struct: the game.
    Game(Box<Game>),
    /// Anything else, returned unchanged (its error is recorded).
    Other(Box<Item>),
}

impl Game {
    /// Reads the game from the attribute's arguments and the struct, recording every problem
    /// in `errors`. Missing pieces stay `None`; the expansion then emits what it can.
    pub(crate) fn from_syn(args: Args, item: Item, errors: &mut Errors) -> Target {
        let mut item = match item {
            Item::Struct(item) => item,
            other => {
                errors.at(
                    item_keyword_span(&other),
                    "`#[multiplayer_game]` goes on the struct that holds a game position",
                );
                return Target::Other(Box::new(other));
            }
        };
        let krate: Path = match &args.krate {
            Some(krate) => krate.value.clone(),
            None => syn::parse_quote!(::maxn),
        };
        let (turn, score_field) = marked_fields(&mut item, errors);
        for (key, absent, what) in [
            ("players", !args.has("players"), "the number of players"),
            ("score", !args.has("score"), "the score type, such as `u8`"),
            (
                "max_moves",
                !args.has("max_moves"),
                "the most moves a position can have",
            ),
        ] {
            if absent {
                errors.at(Span::call_site(), format!("missing `{key} = ...`: {what}"));
            }
        }
        let score = args.score.and_then(|score| score_type(score.value, errors));
        let kind = score.as_ref().map(|score| score.kind);
        let bound = |value: Option<Keyed<Value>>, key, errors: &mut Errors| {
            let value = value?;
            Some(Keyed {
                key: value.key,
                value: score_operand(value.value, key, kind, errors)?,
            })
        };
        let maxsum = bound(args.maxsum, "maxsum", errors);
        let maxp = bound(args.maxp, "maxp", errors);
        let minsum = bound(args.minsum, "minsum", errors);
        let delta = bound(args.delta, "delta", errors);
        let players = args
            .players
            .and_then(|players| count_operand(players.value, "players", errors));
        let max_moves = args
            .max_moves
            .and_then(|max_moves| count_operand(max_moves.value, "max_moves", errors));
        let (name, name_tokens) = match args.name.map(|name| name.value) {
            Some(Name::Lit(lit)) => (lit.value(), lit.to_token_stream()),
            Some(Name::Expr(expr)) => (item.ident.to_string(), expr.to_token_stream()),
            None => {
                let name = item.ident.to_string();
                let tokens = quote::quote!(#name);
                (name, tokens)
            }
        };
        let objective = args.objective.unwrap_or(Keyed {
            value: Objective::Max,
            key: Span::call_site(),
        });
        let score_field = score_field.map(with_len);
        let mut game = Game {
            item,
            name,
            name_tokens,
            krate,
            players,
            score,
            objective,
            maxsum,
            maxp,
            minsum,
            delta,
            max_moves,
            turn,
            score_field,
        };
        game.mark_generic(errors);
        Target::Game(Box::new(game))
    }

    /// Whether the struct has generic parameters (its impls then carry them).
    pub(crate) fn is_generic(&self) -> bool {
        !self.item.generics.params.is_empty()
    }

    /// Marks every value that names a generic parameter (a const parameter `SIZE`, or a type
    /// parameter in `V::MAXSUM`): its checks can only run for an instantiation.
    ///
    /// A count is a const argument of the generated impls (`Game<N>`, `MoveList<M, CAP>`),
    /// where stable Rust accepts a parameter alone but no expression of one.
    fn mark_generic(&mut self, errors: &mut Errors) {
        let params: Vec<Ident> = self
            .item
            .generics
            .params
            .iter()
            .filter_map(|param| match param {
                GenericParam::Type(param) => Some(param.ident.clone()),
                GenericParam::Const(param) => Some(param.ident.clone()),
                GenericParam::Lifetime(_) => None,
            })
            .collect();
        if params.is_empty() {
            return;
        }
        let keyed = [
            &mut self.maxsum,
            &mut self.maxp,
            &mut self.minsum,
            &mut self.delta,
        ];
        for operand in keyed.into_iter().flatten() {
            operand.value.mark_generic(&params);
        }
        for (key, slot) in [
            ("players", &mut self.players),
            ("max_moves", &mut self.max_moves),
        ] {
            let Some(operand) = slot else { continue };
            operand.mark_generic(&params);
            if let Operand::Const {
                tokens,
                span,
                generic: true,
                ..
            } = operand
                && syn::parse2::<Ident>(tokens.clone()).is_err()
            {
                errors.at(
                    *span,
                    format!(
                        "`{key}` of a generic struct is a const argument of the generated \
                         impls, where Rust accepts a const parameter alone but no expression \
                         of one: write one of the struct's parameters (`{key} = N`), a \
                         literal or a constant"
                    ),
                );
                *slot = None;
            }
        }
    }
}

/// The span of the keyword that introduces an item (`fn`, `enum`, ...).
pub(crate) fn item_keyword_span(item: &Item) -> Span {
    let tokens = item.to_token_stream();
    tokens
        .into_iter()
        .find_map(|token| match token {
            proc_macro2::TokenTree::Ident(ident) if ident != "pub" => Some(ident.span()),
            _ => None,
        })
        .unwrap_or_else(Span::call_site)
}
