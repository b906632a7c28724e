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
    /// use maxn_games::cards::Spades;
    /// use maxn_play::{Budget, Entrant};
    ///
    /// let paranoid = Entrant::<Spades, 3>::search("paranoid", Paranoid, Budget::default());
    /// assert_eq!(paranoid.name(), "paranoid");
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
