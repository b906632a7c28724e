//! MCTS as a one-off search ([`Mcts`]) and as an agent that keeps its trees from one of its
//! moves to the next ([`MctsAgent`]).

use std::collections::VecDeque;

use maxn::Game;

use super::forest::{Forest, MctsResult};
use super::options::MctsOptions;
use super::scale::Scale;
use super::search::TreeSearch;
use super::tree::{ROOT, Tree};
use crate::agent::{Agent, Budget, Decision};

/// n-player Monte Carlo tree search: UCT with a vector backup, each node choosing for its
/// own mover (see the [module docs](super)).
///
/// ```
/// use maxn_play::Budget;
/// use maxn_play::agent::mcts::{Mcts, MctsOptions};
/// # use maxn::{Bounds, Game, MoveList};
/// # /// The README's game: three players take 3, 2 or 1 of a pile of tokens in turn.
/// # #[derive(Clone, Debug, PartialEq)]
/// # struct Tokens { left: u8, taken: [u8; 3], to_move: usize }
/// # impl Game<3> for Tokens {
/// #     type Score = u8;
/// #     type Move = u8;
/// #     type Moves = MoveList<u8, 3>;
/// #     const NAME: &'static str = "Tokens";
/// #     type Bounds = Bounds<u8>;
/// #     const BOUNDS: Bounds<u8> = Bounds::constant_sum(10, 1);
/// #     fn to_move(&self) -> usize { self.to_move }
/// #     fn generate_moves(&self, moves: &mut Self::Moves) {
/// #         moves.extend((1..=self.left.min(3)).rev());
/// #     }
/// #     fn play(&mut self, take: u8) {
/// #         self.left -= take;
/// #         self.taken[self.to_move] += take;
/// #         self.to_move = (self.to_move + 1) % 3;
/// #     }
/// #     fn outcome(&self) -> Option<[u8; 3]> { (self.left == 0).then_some(self.taken) }
/// #     fn evaluate(&self) -> [u8; 3] { self.taken }
/// # }
/// # impl Tokens { fn new(left: u8) -> Self { Self { left, taken: [0; 3], to_move: 0 } } }
///
/// let options = MctsOptions::default().with_trees(2)?.with_seed(7);
/// let mcts = Mcts::new(options, Budget::new(20_000)?);
/// let result = mcts.search(&Tokens::new(10));
/// assert!(result.nodes <= 20_000);
/// assert_eq!(result.visits.iter().sum::<u64>(), result.iterations);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Mcts {
    options: MctsOptions,
    budget: Budget,
}

impl Mcts {
    /// A search with `options`, spending at most `budget` (its node limit and move time;
    /// its depth cap does not apply) per search.
    pub fn new(options: MctsOptions, budget: Budget) -> Self {
        Self { options, budget }
    }

    /// Searches `position` with new trees. The same options give the same result whatever
    /// the number of threads, unless the budget has a move time.
    pub fn search<G, const N: usize>(&self, position: &G) -> MctsResult<G::Move>
    where
        G: Game<N> + Sync,
        G::Move: Send,
    {
        Forest::<G::Move, N>::new::<G>(&self.options).search(position, &self.budget, &self.options)
    }
}

/// An agent that chooses its moves by [`Mcts`] and keeps its trees between its moves.
///
/// **Tree reuse.** After each decision the agent remembers the position it decided at and
/// the index of the move it chose. At its next decision it looks for the new position in each
/// tree: among the nodes under the child of the move it played, breadth first, replaying
/// their moves from the remembered position and comparing positions with `==` (the moves the
/// others played since are not told to an agent, only the position they led to), down to
/// `2 N` plies below the old root (the most plies between two turns of one player in a
/// trick-taking game is `2 N - 1`). The first node found becomes the root, its subtree kept
/// with its statistics (copied to the front of a second arena) and the rest of the arena dropped; if none matches
/// (a new game, or a reply no tree had tried), the tree starts afresh. Each tree keeps its
/// random numbers across moves, so a game is replayed exactly from its seed.
///
/// **Its decisions** report the positions visited for the move as
/// [`nodes`](Decision::nodes), the depth of the deepest node of any tree (the root at 0) as
/// [`depth`](Decision::depth), no [`value`](Decision::value) (the trees hold means, not a
/// value of the game's score type), no iterations of deepening and never
/// [`to_end`](Decision::to_end).
#[derive(Clone, Debug)]
pub struct MctsAgent<G: Game<N>, const N: usize> {
    name: String,
    mcts: Mcts,
    forest: Forest<G::Move, N>,
    /// The position of the last decision and the index of the move chosen there.
    last: Option<(G, u32)>,
}

impl<G, const N: usize> MctsAgent<G, N>
where
    G: Game<N> + PartialEq + Sync,
    G::Move: Send,
{
    /// An agent named `name` searching with `options` within `budget` per move.
    pub fn new(name: impl Into<String>, options: MctsOptions, budget: Budget) -> Self {
        Self {
            name: name.into(),
            mcts: Mcts::new(options, budget),
            forest: Forest::new::<G>(&options),
            last: None,
        }
    }

    /// The iterations each tree's root has been through, in tree order: those of the
    /// subtree it kept and those of the decisions since.
    pub fn root_visits(&self) -> Vec<u32> {
        let visits = |search: &TreeSearch<G::Move, N>| search.tree.node(ROOT).visits;
        self.forest.trees.iter().map(visits).collect()
    }

    /// Moves every tree's root to `position`, keeping what each knows of it, as
    /// [`decide`](Agent::decide) does first; returns the visits each root keeps (0: the tree
    /// starts afresh).
    pub fn follow(&mut self, position: &G) -> Vec<u32> {
        let last = self.last.take();
        for search in &mut self.forest.trees {
            let found = last
                .as_ref()
                .and_then(|(old, played)| locate(&search.tree, old, *played, position));
            match found {
                Some(node) => search.tree.reroot(node),
                None => search.tree = Tree::new(Scale::of::<G, N>()),
            }
        }
        // Every root is at `position` now: a decision there finds it at the root.
        self.last = Some((position.clone(), u32::MAX));
        self.root_visits()
    }
}

impl<G, const N: usize> Agent<G, N> for MctsAgent<G, N>
where
    G: Game<N> + PartialEq + Sync,
    G::Move: Send,
{
    fn name(&self) -> &str {
        &self.name
    }

    fn decide(&mut self, position: &G) -> Decision<G::Move, G::Score, N> {
        self.follow(position);
        let options = self.mcts.options;
        let result = self.forest.search(position, &self.mcts.budget, &options);
        self.last = Some((position.clone(), result.index as u32));
        result.decision()
    }

    fn budget(&self) -> Option<Budget> {
        Some(self.mcts.budget)
    }

    /// The trees are kept: the next move starts from what they know, under the new budget.
    fn set_budget(&mut self, budget: Budget) -> bool {
        self.mcts.budget = budget;
        true
    }
}

/// The node of `tree` (rooted at `old`) whose position is `position`: the root itself, or a
/// node under the root's child for move `played`, at most `2 N` plies below the root, the
/// shallowest first.
fn locate<G: Game<N> + PartialEq, const N: usize>(
    tree: &Tree<G::Move, N>,
    old: &G,
    played: u32,
    position: &G,
) -> Option<u32> {
    if old == position {
        return Some(ROOT);
    }
    let first = tree.child_with_index(ROOT, played)?;
    let mut after = old.clone();
    after.play(tree.node(first).mv?);
    let mut queue = VecDeque::from([(first, after, 1)]);
    while let Some((node, reached, plies)) = queue.pop_front() {
        if reached == *position {
            return Some(node);
        }
        if plies < 2 * N {
            for child in tree.children(node) {
                let mut next = reached.clone();
                next.play(tree.node(child).mv?);
                queue.push_back((child, next, plies + 1));
            }
        }
    }
    None
}
