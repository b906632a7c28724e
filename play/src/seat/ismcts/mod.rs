//! Information-set Monte Carlo tree search: the agent [`Ismcts`] (whose documentation says
//! how it works), its trees and its search.

mod search;
mod tree;

use std::time::Instant;

use maxn::rng::SplitMix64;
use rayon::prelude::*;

use super::{Resample, SeatAgent, unsearched};
use crate::agent::mcts::{MctsOptions, MctsResult, Scale, Settings, Share, Spent, split};
use crate::agent::{Budget, Decision};
use search::TreeSearch;
use tree::{InfoTree, ROOT};

/// Information-set Monte Carlo tree search (ISMCTS; Cowling, Powley & Whitehouse 2012,
/// "Information Set Monte Carlo Tree Search"), single-observer, for any [`Resample`] game.
///
/// PIMC solves each sampled deal on its own and averages: every sample's search assumes the
/// hands are known, so it fuses strategies a player could not tell apart (strategy fusion).
/// ISMCTS grows **one** tree for the decision instead, over the root seat's information sets:
///
/// - **Determinization per iteration.** Each iteration draws one position consistent with
///   the seat's view ([`Resample::sample`], the only source of the hidden holdings), and
///   walks the tree with it.
/// - **What the tree is keyed on.** A node is the sequence of moves played from the root: a
///   child per move, whatever determinization first allowed it. In the card games every card
///   played is public, so that sequence is exactly what the root seat will have seen (its
///   information set); the opponents' nodes hold the cards any determinization let them play.
/// - **Availability.** At a node only the children whose moves are legal in the iteration's
///   determinization compete; each of them counts one more *availability* `n'`, and UCB
///   explores by it: `reward(mean) + c sqrt(ln n'(child) / n(child))` (a card seldom in an
///   opponent's hand is not explored as if it had been passed over every time). A legal move
///   without a child is added (the first in generation order) and the iteration plays out.
/// - **Multi-player values.** Each node keeps the sum of the value vectors backed up through
///   it; the mover at a node (the determinization's player to move) chooses on its **own**
///   component (max^n style), mapped into `[0, 1]` by the game's declared bounds as the
///   perfect-information [`Mcts`](crate::agent::mcts::Mcts) does (`value / maxp`; learned from
///   the values seen when the game declares none).
/// - **Playouts** are [`Mcts`](crate::agent::mcts::Mcts)'s
///   ([`Playout`](crate::agent::mcts::Playout)): uniformly random plies, then the game's
///   evaluation. `Playout::Depth(0)` evaluates the added position
///   itself: in the full Hearts of `maxn-games` that evaluation plays the hand out by the
///   rule-based card (`RulePlayout`, moon applied), a far better playout than random cards.
/// - **Budget.** The [`Budget`]'s node limit in positions visited (every position replayed
///   down the tree, the one added and every playout ply; the root once per tree; a playout
///   hidden in the evaluation counts as one), its move time if any (looked at after each
///   tree's first iteration), and [`MctsOptions::with_iterations`], the number of
///   determinizations, whichever ends first.
/// - **Seeds and threads.** Each decision's random numbers come from the options' seed mixed
///   with what the seat knows ([`HiddenGame::decision_seed`](super::HiddenGame::decision_seed)):
///   [`MctsOptions::with_trees`] trees, each drawn in order from that seed, share the budget
///   evenly, run on rayon's threads and sum their root visits; the same seed gives the same
///   decision on any number of threads (unless a move time stops the trees).
///
/// The move played is the root child visited most over the trees; ties go to the better mean
/// for the mover, then to the move given first. A new tree is grown for every decision.
///
/// ```
/// use maxn_play::agent::mcts::{MctsOptions, Playout};
/// use maxn_play::{Budget, Ismcts};
///
/// let options = MctsOptions::default()
///     .with_iterations(2_000)?
///     .with_playout(Playout::Depth(0))
///     .with_seed(7);
/// let agent = Ismcts::new("ismcts", options, Budget::new(1_000_000)?);
/// assert_eq!(agent.options().iterations(), Some(2_000));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq)]
pub struct Ismcts {
    name: String,
    options: MctsOptions,
    budget: Budget,
}

impl Ismcts {
    /// ISMCTS named `name` with `options` (exploration, playout, trees, iterations, seed), its
    /// node limit and move time those of `budget` (its depth cap does not apply).
    pub fn new(name: impl Into<String>, options: MctsOptions, budget: Budget) -> Self {
        Self {
            name: name.into(),
            options,
            budget,
        }
    }

    /// The options.
    pub fn options(&self) -> &MctsOptions {
        &self.options
    }

    /// Searches the decision of the seat `view` describes among `moves` (its legal moves, in
    /// the game's order, non-empty) and returns the root statistics summed over the trees,
    /// by index in `moves`.
    ///
    /// # Panics
    ///
    /// If no position is consistent with `view` (a view that contradicts itself), or if a
    /// determinization's root moves are not among `moves` (a game breaking
    /// [`HiddenGame`](super::HiddenGame)'s promise that the mover's moves depend on its view).
    pub fn search<G, const N: usize>(
        &self,
        view: &G::View,
        moves: &[G::Move],
    ) -> MctsResult<G::Move>
    where
        G: Resample<N>,
        G::Move: Send,
    {
        let sampler = G::sampler(view)
            .unwrap_or_else(|error| panic!("no position of `{}` fits the view: {error}", G::NAME));
        let mut seeds = SplitMix64::new(G::decision_seed(view, self.options.seed()));
        let count = self.options.trees();
        let mut trees: Vec<TreeSearch<G, N>> = (0..count)
            .map(|_| {
                let rng = SplitMix64::new(seeds.next_u64());
                TreeSearch::new(InfoTree::new(Scale::of::<G, N>()), rng)
            })
            .collect();
        let deadline = self.budget.move_time().map(|time| Instant::now() + time);
        let settings = Settings {
            exploration: self.options.exploration(),
            playout: self.options.playout(),
        };
        let share = |tree: usize| Share {
            nodes: split(self.budget.node_limit(), count as u64, tree as u64),
            iterations: self
                .options
                .iterations()
                .map_or(u64::MAX, |limit| split(limit, count as u64, tree as u64)),
            deadline,
        };
        let run = |(tree, search): (usize, &mut TreeSearch<G, N>)| {
            search.run(view, &sampler, share(tree), settings)
        };
        // Each tree's work depends on its own seed only, and `collect` keeps the trees'
        // order: the same result on any number of threads.
        let spent: Vec<Spent> = if count == 1 {
            trees.iter_mut().enumerate().map(run).collect()
        } else {
            trees.par_iter_mut().enumerate().map(run).collect()
        };
        combine::<G, N>(view, moves, &trees, &spent)
    }
}

/// The root statistics of `trees` by move, and the move with the most visits.
fn combine<G: Resample<N>, const N: usize>(
    view: &G::View,
    moves: &[G::Move],
    trees: &[TreeSearch<G, N>],
    spent: &[Spent],
) -> MctsResult<G::Move> {
    let mover = G::view_seat(view);
    let mut visits = vec![0u64; moves.len()];
    let mut totals = vec![0.0f64; moves.len()];
    for search in trees {
        let tree = &search.tree;
        for child in tree.children(ROOT) {
            let node = tree.node(child);
            let index = moves
                .iter()
                .position(|&mv| Some(mv) == node.mv)
                .unwrap_or_else(|| {
                    panic!(
                        "a position of `{}` drawn for a view has a root move the view does not",
                        G::NAME
                    )
                });
            visits[index] += u64::from(node.visits);
            totals[index] += node.totals[mover];
        }
    }
    let mean = |index: usize| totals[index] / visits[index].max(1) as f64;
    let mut best = 0;
    for index in 1..moves.len() {
        if (visits[index], mean(index)) > (visits[best], mean(best)) {
            best = index;
        }
    }
    MctsResult {
        mv: moves[best],
        index: best,
        visits,
        nodes: spent.iter().map(|s| s.nodes).sum(),
        iterations: spent.iter().map(|s| s.iterations).sum(),
        depth: trees.iter().map(|s| s.tree.depth()).max().unwrap_or(0),
    }
}

impl<G, const N: usize> SeatAgent<G, N> for Ismcts
where
    G: Resample<N>,
    G::Move: Send,
{
    fn name(&self) -> &str {
        &self.name
    }

    /// Reports the positions visited as [`nodes`](Decision::nodes), the deepest node of any
    /// tree as [`depth`](Decision::depth), no value and never [`to_end`](Decision::to_end).
    fn decide(&mut self, view: &G::View, moves: &[G::Move]) -> Decision<G::Move, G::Score, N> {
        if moves.len() == 1 {
            return unsearched(moves, 0);
        }
        self.search::<G, N>(view, moves).decision()
    }

    fn budget(&self) -> Option<Budget> {
        Some(self.budget)
    }

    fn set_budget(&mut self, budget: Budget) -> bool {
        self.budget = budget;
        true
    }
}
