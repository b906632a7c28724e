//! An entrant: an agent as a tournament sees it, a name and a way to make a fresh one.

use maxn::{Game, PrincipalFirst, Searcher};

use crate::agent::{Agent, Budget, SearchAgent};

/// The maker of the agent behind a name.
type Maker<G, const N: usize> = dyn Fn() -> Box<dyn Agent<G, N>> + Send + Sync;

/// An agent of a tournament: a fresh one is made for every seat of every game, so no state
/// passes from one game to another and games can run on any thread.
pub struct Entrant<G: Game<N>, const N: usize> {
    name: String,
    make: Box<Maker<G, N>>,
}

impl<G: Game<N>, const N: usize> Entrant<G, N> {
    /// An entrant whose agents `make` makes; its name is theirs.
    pub fn new(make: impl Fn() -> Box<dyn Agent<G, N>> + Send + Sync + 'static) -> Self {
        let name = make().name().to_owned();
        Self {
            name,
            make: Box::new(make),
        }
    }

    /// An entrant searching with `searcher` under `budget` ([`SearchAgent`]).
    ///
    /// ```
    /// use maxn::Paranoid;
    /// use maxn_play::{Agent, Budget, Entrant};
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
    /// let paranoid = Entrant::<Tokens, 3>::search("paranoid", Paranoid, Budget::default());
    /// assert_eq!(paranoid.name(), "paranoid");
    /// // Each agent is fresh: the maker's name, its own state.
    /// assert_eq!(paranoid.agent().name(), "paranoid");
    /// ```
    pub fn search<S>(name: &str, searcher: S, budget: Budget) -> Self
    where
        S: Clone + Send + Sync + 'static,
        S: for<'a> Searcher<PrincipalFirst<'a, G, N>, N>,
    {
        let name = name.to_owned();
        Self::new(move || Box::new(SearchAgent::new(name.clone(), searcher.clone(), budget)))
    }

    /// The name of the entrant's agents.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// A fresh agent.
    pub fn agent(&self) -> Box<dyn Agent<G, N>> {
        (self.make)()
    }
}

impl<G: Game<N>, const N: usize> std::fmt::Debug for Entrant<G, N> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Entrant").field("name", &self.name).finish()
    }
}
