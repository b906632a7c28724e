//! Every kind of agent by the name the command line gives it: each searcher of the registry
//! (deepened under a budget), and the agents that are not searchers (MCTS, MP-Mix).

use std::fmt;
use std::str::FromStr;

use maxn::{PositionHash, ScoreBounds};

use maxn_play::Budget;
use maxn_play::agent::mcts::{MctsAgent, MctsOptions};
use maxn_play::agent::{MpMixAgent, MpMixOptions, NoMaxp};

use super::{AgentError, AlgorithmAgent};
use crate::catalogue::CatalogueError;
use crate::registry::{Algorithm, Searchable};
use maxn_play::Entrant;

/// An agent chosen by name at run time.
///
/// ```
/// use maxn_games::chinese_checkers::ChineseCheckers;
/// use maxn_lab::agent::AgentKind;
/// use maxn_play::agent::mcts::MctsOptions;
/// use maxn_lab::registry::Algorithm;
/// use maxn_play::Budget;
///
/// assert_eq!("mcts".parse(), Ok(AgentKind::Mcts));
/// assert_eq!("brs".parse(), Ok(AgentKind::Search(Algorithm::Brs)));
/// let error = "uct".parse::<AgentKind>().unwrap_err();
/// assert!(error.to_string().contains("maxn, shallow, "));
/// assert!(error.to_string().ends_with(", mcts, mp-mix"));
/// let mcts = AgentKind::Mcts.entrant::<ChineseCheckers<3>, 3>(
///     Budget::new(1_000)?,
///     MctsOptions::default(),
///     Default::default(),
/// )?;
/// assert_eq!(mcts.name(), "mcts");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AgentKind {
    /// A searcher of the registry, deepened iteratively under the budget ([`AlgorithmAgent`]).
    Search(Algorithm),
    /// n-player Monte Carlo tree search ([`MctsAgent`]).
    Mcts,
    /// MP-Mix: paranoid, offensive or max^n at each move by the leader's margin
    /// ([`MpMixAgent`]).
    MpMix,
}

impl AgentKind {
    /// Every kind: the registry's algorithms in their order, then MCTS and MP-Mix.
    pub fn all() -> Vec<AgentKind> {
        let searchers = Algorithm::ALL.iter().copied().map(AgentKind::Search);
        searchers
            .chain([AgentKind::Mcts, AgentKind::MpMix])
            .collect()
    }

    /// The name as the command line spells it.
    pub const fn name(self) -> &'static str {
        match self {
            AgentKind::Search(algorithm) => algorithm.name(),
            AgentKind::Mcts => "mcts",
            AgentKind::MpMix => "mp-mix",
        }
    }

    /// One line saying what the agent is, for help texts.
    pub const fn summary(self) -> &'static str {
        match self {
            AgentKind::Search(algorithm) => algorithm.summary(),
            AgentKind::Mcts => {
                "n-player MCTS: UCT with a vector backup, each node choosing for its own mover"
            }
            AgentKind::MpMix => {
                "MP-Mix: paranoid, offensive or max^n at each move by the leader's margin (Zuckerman et al. 2009)"
            }
        }
    }

    /// The kind named `name`, or an error listing the names.
    pub fn from_name(name: &str) -> Result<AgentKind, CatalogueError> {
        crate::catalogue::find_by_name("agent", name, &Self::all(), AgentKind::name)
    }

    /// The entrant making agents of this kind for `G` within `budget` per move (MCTS with
    /// `mcts`, MP-Mix with `mp_mix`; the others ignore them); an error if `G` lacks what the
    /// agent requires. The search agents keep the memory `budget` asks for
    /// ([`AlgorithmAgent::remembering`]), each agent its own, so each game has fresh ones;
    /// MCTS and MP-Mix keep none.
    pub fn entrant<G, const N: usize>(
        self,
        budget: Budget,
        mcts: MctsOptions,
        mp_mix: MpMixOptions,
    ) -> Result<Entrant<G, N>, AgentError>
    where
        G: Searchable<N> + PositionHash<N> + PartialEq + Sync + 'static,
        G::Move: Send,
    {
        match self {
            AgentKind::Search(algorithm) => {
                // Made once here, so that a refusal (a table the machine cannot give) is an
                // error; each game's agent then allocates its own table.
                AlgorithmAgent::<G, N>::remembering(algorithm, budget)?;
                Ok(Entrant::new(move || {
                    Box::new(
                        AlgorithmAgent::<G, N>::remembering(algorithm, budget)
                            .expect("checked when the entrant was made"),
                    )
                }))
            }
            AgentKind::Mcts => Ok(Entrant::new(move || {
                Box::new(MctsAgent::<G, N>::new(self.name(), mcts, budget))
            })),
            AgentKind::MpMix => {
                // Checked once here, so that making each game's agent cannot fail.
                mp_mix_agent::<G, N>(self.name(), mp_mix, budget).map_err(AgentError::MpMix)?;
                Ok(Entrant::new(move || {
                    Box::new(
                        mp_mix_agent::<G, N>(self.name(), mp_mix, budget)
                            .expect("checked when the entrant was made"),
                    )
                }))
            }
        }
    }
}

/// MP-Mix with the registry's searchers: speculative max^n where the game has a `maxsum` (the
/// same answers as max^n, fewer nodes), else plain max^n, and paranoid search; each on the
/// budget's threads where the algorithm has a parallel search. It keeps no memory: a memory
/// in `budget` is ignored.
#[allow(clippy::type_complexity)]
fn mp_mix_agent<G: Searchable<N>, const N: usize>(
    name: &str,
    options: MpMixOptions,
    budget: Budget,
) -> Result<MpMixAgent<G, N, AlgorithmAgent<G, N>, AlgorithmAgent<G, N>>, NoMaxp> {
    // The game's bounds first, as `MpMixAgent` checks them, so that no agent is made for a
    // game MP-Mix refuses.
    G::BOUNDS.declared().ok_or(NoMaxp(G::NAME))?;
    let budget = budget.without_memory();
    let maxn = if Algorithm::Speculative.check::<G, N>().is_ok() {
        Algorithm::Speculative
    } else {
        Algorithm::Maxn
    };
    let agent = |algorithm| {
        AlgorithmAgent::new(algorithm, budget).expect("max^n and paranoid search any game")
    };
    MpMixAgent::with_agents(
        name,
        options,
        budget,
        agent(maxn),
        agent(Algorithm::Paranoid),
    )
}

impl fmt::Display for AgentKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for AgentKind {
    type Err = CatalogueError;

    fn from_str(name: &str) -> Result<Self, Self::Err> {
        Self::from_name(name)
    }
}
