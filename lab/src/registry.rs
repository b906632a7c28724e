//! The algorithm registry: every search algorithm of the library by the name the command line
//! spells it, what it needs of a game, and one way to run any of them on any game, the
//! player count included.
//!
//! - [`Algorithm`]: the algorithms ([`Algorithm::ALL`], plain max^n first), each with its
//!   [`name`](Algorithm::name) (parsed back by [`FromStr`](std::str::FromStr) or
//!   [`Algorithm::from_name`], whose error lists the names), whether it
//!   [is exact](Algorithm::is_exact) with respect to max^n, what it
//!   [requires](Algorithm::requires) of a game, and how it runs:
//!   [`search`](Algorithm::search), [`deepen`](Algorithm::deepen) (iterative deepening),
//!   [`search_dynamic`](Algorithm::search_dynamic) (its dynamic twin), or any
//!   [`SearcherJob`] through [`with_searcher`](Algorithm::with_searcher).
//! - [`Searchable`]: how a game joins the registry, by naming what it offers: [`NoMaxsum`]
//!   (any [`Game`](maxn::Game)), [`Maxsum`] (a [`BoundedGame`](maxn::BoundedGame)) or
//!   [`Monotonic`] (a [`MonotonicHeuristic`](maxn::MonotonicHeuristic) game), wrapped in
//!   [`FreeTurns`] when any player can be given the move ([`FreeTurnOrder`](maxn::FreeTurnOrder),
//!   which Best-Reply Search needs). The games of
//!   `maxn-games` are registered here. Asking a game for an algorithm it cannot run is an
//!   [`Unsupported`] error naming the algorithm, the game and what it lacks, never a panic.
//! - [`with_players`]: a player count read at run time made the const `N`, through a
//!   [`ForPlayers`] job.
//!
//! A game of your own joins with one impl. Here a 3-player game declared with the library's
//! DSL, once with a `maxsum` and once without:
//!
//! ```
//! use maxn::{Limits, multiplayer_game};
//! use maxn_lab::registry::{Algorithm, Maxsum, NoMaxsum, Requirement, Searchable};
//!
//! /// Three players take one to three tokens in turn and keep them; `maxsum` declared, no
//! /// monotonic heuristic.
//! #[multiplayer_game(players = 3, score = u8, maxsum = 10, max_moves = 3)]
//! #[derive(Clone, Debug)]
//! struct Tokens {
//!     left: u8,
//!     #[turn]
//!     to_move: u8,
//!     taken: [u8; 3],
//! }
//!
//! #[multiplayer_game::rules]
//! impl Tokens {
//!     #[moves]
//!     fn take(&self) -> impl Iterator<Item = u8> {
//!         (1..=self.left.min(3)).rev()
//!     }
//!     fn play(&mut self, take: u8) {
//!         self.left -= take;
//!         self.taken[usize::from(self.to_move)] += take;
//!         self.to_move = (self.to_move + 1) % 3;
//!     }
//!     fn outcome(&self) -> Option<[u8; 3]> {
//!         (self.left == 0).then_some(self.taken)
//!     }
//!     fn evaluate(&self) -> [u8; 3] {
//!         self.taken
//!     }
//! }
//!
//! // The one line that joins the registry: the game declares a maxsum.
//! impl Searchable<3> for Tokens { type Offers = Maxsum; }
//!
//! let start = Tokens { left: 10, to_move: 0, taken: [0; 3] };
//! let limits = Limits::depth(10);
//! let reference = Algorithm::Maxn.search(&start, limits).unwrap();
//! for name in ["shallow", "speculative", "paranoid"] {
//!     let algorithm: Algorithm = name.parse().unwrap();
//!     let result = algorithm.search(&start, limits).unwrap();
//!     if algorithm.is_exact() {
//!         assert_eq!(result.value, reference.value);
//!     }
//! }
//! // Branch-and-bound needs a monotonic heuristic, which Tokens does not declare.
//! let error = Algorithm::Dfbnb.search(&start, limits).unwrap_err();
//! assert_eq!(error.lacks, Requirement::MonotonicHeuristic);
//! assert!(error.to_string().starts_with("dfbnb needs a monotonic heuristic"));
//!
//! /// The same game without a maxsum: plain max^n, paranoid search and BRS+ only.
//! #[multiplayer_game(players = 3, score = u8, max_moves = 3)]
//! #[derive(Clone, Debug)]
//! struct Unbounded {
//!     left: u8,
//!     #[turn]
//!     to_move: u8,
//!     taken: [u8; 3],
//! }
//!
//! #[multiplayer_game::rules]
//! impl Unbounded {
//!     #[moves]
//!     fn take(&self) -> impl Iterator<Item = u8> {
//!         (1..=self.left.min(3)).rev()
//!     }
//!     fn play(&mut self, take: u8) {
//!         self.left -= take;
//!         self.taken[usize::from(self.to_move)] += take;
//!         self.to_move = (self.to_move + 1) % 3;
//!     }
//!     fn outcome(&self) -> Option<[u8; 3]> {
//!         (self.left == 0).then_some(self.taken)
//!     }
//!     fn evaluate(&self) -> [u8; 3] {
//!         self.taken
//!     }
//! }
//!
//! impl Searchable<3> for Unbounded { type Offers = NoMaxsum; }
//!
//! let start = Unbounded { left: 10, to_move: 0, taken: [0; 3] };
//! assert_eq!(
//!     Algorithm::supported_by::<Unbounded, 3>(),
//!     [Algorithm::Maxn, Algorithm::Paranoid, Algorithm::BrsPlus]
//! );
//! assert_eq!(Algorithm::Maxn.search(&start, limits).unwrap().value, reference.value);
//! let error = Algorithm::Shallow.search(&start, limits).unwrap_err();
//! assert_eq!(
//!     error.to_string(),
//!     format!(
//!         "shallow needs a maxsum (a bound on the sum of the players' scores), which {} \
//!          does not have",
//!         <Unbounded as maxn::Game<3>>::NAME
//!     )
//! );
//! ```
//!
//! Where the player count is read at run time, [`with_players`] compiles the job once per
//! count and picks the copy:
//!
//! ```
//! use maxn::Limits;
//! use maxn_games::synthetic::{Int, Model, Tree, TreeSpec};
//! use maxn_lab::registry::{Algorithm, ForPlayers, with_players};
//!
//! struct Nodes(Algorithm);
//! impl ForPlayers for Nodes {
//!     type Output = u64;
//!     fn run<const N: usize>(self) -> u64 {
//!         let spec = TreeSpec::new(3, 4, 0, Model::Random);
//!         let root = Tree::<Int<720_720>, N>::root(&spec).unwrap();
//!         self.0.search(&root, Limits::depth(4)).unwrap().stats.nodes
//!     }
//! }
//! let players: usize = "4".parse().unwrap();
//! assert_eq!(with_players(players, Nodes(Algorithm::Maxn)), Ok(1 + 3 + 9 + 27 + 81));
//! ```

#[macro_use]
mod table;
mod algorithm;
mod builtin;
mod capability;
mod jobs;
mod requirement;
mod rules;
mod run;
mod threads;

pub use crate::choice::{ForPlayers, PLAYERS, with_players};
pub use algorithm::{Algorithm, NoDynamicTwin, NoParallelSearch};
pub use capability::{Capability, FreeTurns, Maxsum, Monotonic, NoMaxsum, Searchable, Unsupported};
pub use jobs::SearcherJob;
pub use requirement::Requirement;
pub use rules::{RuleError, Ties, search_without_maxsum};
pub use run::SearchError;
pub use threads::{ThreadsError, pool};
