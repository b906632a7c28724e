//! n-player Monte Carlo tree search: UCT with a vector (max^n) backup.
//!
//! Every iteration walks down from the root; at each node the player to move there picks a
//! child by UCT on **its own** component of the children's mean values
//! (`reward(mean) + c sqrt(ln visits(node) / visits(child))`, see "Rewards" below for
//! `reward`), adds the next untried move's child (moves are tried in the game's generation
//! order), plays out from it ([`Playout`]: uniformly random moves to the end, or to a depth
//! and then the game's evaluation), and adds the whole value tuple, one component per player,
//! to every node on the way (the vector backup of Sturtevant 2008, "An analysis of UCT in
//! multi-player games"). The move played is the root child visited most, summed over the
//! trees.
//!
//! - **Rewards in `[0, 1]`.** A game with declared bounds has every component in
//!   `[0, maxp]`: the reward is `value / maxp`. A game without: the smallest and largest
//!   component the tree has seen map to 0 and 1, a map that widens as values come (the tree
//!   keeps raw sums, so the means stay exact).
//! - **Budget.** The agent's [`Budget`](crate::Budget): a node limit in **positions
//!   visited**, the unit of the search agents (tree positions replayed, the position added,
//!   every playout step, the root once per tree), never exceeded; an optional move time
//!   (looked at after each tree's first iteration, so every tree backs up at least one
//!   playout); and optionally a number of iterations ([`MctsOptions::with_iterations`]).
//! - **Root parallelism.** [`MctsOptions::with_trees`] trees search the same position
//!   independently, each with its own seed (drawn in order from the option's seed) and an
//!   even share of the budget, on rayon's threads; their root visits are summed. Each tree's
//!   work depends on nothing but its own state, so the choice is the same for a seed and a
//!   tree count on any number of threads (unless a move time stops them).
//! - **Memory.** Each tree is one arena, a `Vec` of nodes linked by `u32` indices (a node
//!   holds its move, statistics and links, not its position: iterations replay moves from the
//!   root). [`MctsAgent`] keeps its trees between its moves, the subtree of the position it
//!   is asked about next copied to the front of a second arena and the rest dropped
//!   ([`MctsAgent`] says how that position is found).
//!
//! Random numbers come from the project's one generator,
//! [`SplitMix64`](maxn::rng::SplitMix64).

mod agent;
mod forest;
mod options;
mod scale;
mod search;
mod tree;

pub use agent::{Mcts, MctsAgent};
pub use forest::MctsResult;
pub use options::{MctsError, MctsOptions, Playout};
// The pieces information-set MCTS (`crate::seat::Ismcts`) shares.
pub(crate) use forest::split;
pub(crate) use scale::{Scale, raw};
pub(crate) use search::{Settings, Share, Spent, generate, playout, value_at};
pub(crate) use tree::add_visit;
