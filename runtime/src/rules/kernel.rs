//! The one kernel of the decision-rule searchers: an unpruned search in which each node
//! chooses by a [`Choice`] (max^n or paranoid) and settles ties by a [`TieRule`].
//!
//! Unpruned on purpose: every pruning kernel of the library relies on ties going to the left
//! (a child that only ties cannot change a choice, so a subtree that can at best tie is cut),
//! and under pessimistic or random ties a subtree that can at best tie still changes the
//! value or the move.

use std::cmp::Ordering;

use crate::game::Game;
use crate::limits::Limits;
use crate::moves::MoveBuffer;
use crate::result::SearchResult;
use crate::rules::ties::TieRule;
use crate::score::Score;
use crate::search::SearchContext;

/// How a node chooses among its children's tuples.
pub(crate) trait Choice {
    /// The component the node compares, and whether it wants it large (`true`) or small:
    /// `root` is the player at the root, `mover` the player choosing here.
    fn criterion(root: usize, mover: usize) -> (usize, bool);
}

/// Max^n: each player maximises its own component.
pub(crate) struct MaxnChoice;

impl Choice for MaxnChoice {
    #[inline(always)]
    fn criterion(_: usize, mover: usize) -> (usize, bool) {
        (mover, true)
    }
}

/// Paranoid: the root player maximises its component, every other player minimises it.
pub(crate) struct ParanoidChoice;

impl Choice for ParanoidChoice {
    #[inline(always)]
    fn criterion(root: usize, mover: usize) -> (usize, bool) {
        (root, mover == root)
    }
}

/// Searches `game` within `limits`, choosing by `C` and breaking ties by `ties`.
pub(crate) fn search<G: Game<N>, C: Choice, T: TieRule, const N: usize>(
    ties: &T,
    game: &G,
    limits: Limits,
) -> SearchResult<G::Move, G::Score, N> {
    let mut context = SearchContext::new(&limits);
    let mut state = ties.start();
    let root = game.to_move();
    let value = node::<G, C, T, N>(&mut context, &mut state, game, root, limits.depth, 0);
    context.finish(game, value)
}

fn node<G: Game<N>, C: Choice, T: TieRule, const N: usize>(
    context: &mut SearchContext<G, N>,
    state: &mut T::State,
    position: &G,
    root: usize,
    depth: u32,
    ply: usize,
) -> [G::Score; N] {
    let mut moves = G::Moves::default();
    if let Some(settled) = context.enter_interior(position, depth, ply, &mut moves) {
        return settled;
    }
    let mover = position.to_move();
    let (component, maximise) = C::criterion(root, mover);
    let mut best = [G::Score::ZERO; N];
    let mut ties = 0u64;
    for (index, &mv) in moves.as_slice().iter().enumerate() {
        let mut child = position.clone();
        child.play(mv);
        let value = if depth == 1 {
            context.frontier(&child, ply + 1)
        } else {
            node::<G, C, T, N>(context, state, &child, root, depth - 1, ply + 1)
        };
        if context.stopped() {
            break;
        }
        let order = if index == 0 {
            Ordering::Greater
        } else {
            let order = value[component]
                .partial_cmp(&best[component])
                .unwrap_or(Ordering::Equal);
            if maximise { order } else { order.reverse() }
        };
        match order {
            Ordering::Greater => {
                best = value;
                ties = 1;
                context.lines.adopt(ply, mv);
            }
            Ordering::Equal => {
                ties += 1;
                if T::on_tie(state, mover, &mut best, &value, ties) {
                    context.lines.adopt(ply, mv);
                }
            }
            Ordering::Less => {}
        }
    }
    best
}
