//! The agents of the games played with every hand visible, made from their specs: each
//! searcher of the registry (deepened under a budget), MCTS and MP-Mix.

use maxn::{PositionHash, ScoreBounds};

use maxn_play::Budget;
use maxn_play::agent::mcts::{MctsAgent, MctsOptions};
use maxn_play::agent::{MpMixAgent, MpMixOptions, NoMaxp};

use super::{AgentError, AlgorithmAgent};
use crate::catalogue::{AgentKind, AgentSpec};
use crate::registry::{Algorithm, Searchable};
use maxn_play::Entrant;

impl AgentSpec {
    /// The entrant making agents of this spec for `G` within `budget` per move (MCTS with
    /// `mcts`, MP-Mix with `mp_mix`, each with the agent's own options on top; the others
    /// ignore them); an error if `G` lacks what the agent requires, or if the agent plays the
    /// hidden-hand games. The search agents keep the memory `budget` asks for
    /// ([`AlgorithmAgent::remembering`]), each agent its own, so each game has fresh ones;
    /// MCTS and MP-Mix keep none.
    pub fn entrant<G, const N: usize>(
        &self,
        budget: Budget,
        mcts: MctsOptions,
        mp_mix: MpMixOptions,
    ) -> Result<Entrant<G, N>, AgentError>
    where
        G: Searchable<N> + PositionHash<N> + PartialEq + Sync + 'static,
        G::Move: Send,
    {
        let name = self.to_string();
        match self.kind {
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
            AgentKind::Mcts => {
                let mcts = self.mcts_options(mcts);
                Ok(Entrant::new(move || {
                    Box::new(MctsAgent::<G, N>::new(&name, mcts, budget))
                }))
            }
            AgentKind::MpMix => {
                // Checked once here, so that making each game's agent cannot fail.
                let mp_mix = self.mp_mix_options(mp_mix);
                mp_mix_agent::<G, N>(&name, mp_mix, budget).map_err(AgentError::MpMix)?;
                Ok(Entrant::new(move || {
                    Box::new(
                        mp_mix_agent::<G, N>(&name, mp_mix, budget)
                            .expect("checked when the entrant was made"),
                    )
                }))
            }
            AgentKind::Pimc(..)
            | AgentKind::Cheat(_)
            | AgentKind::Ismcts
            | AgentKind::Rules
            | AgentKind::Random => Err(AgentError::WrongGames {
                agent: name,
                hidden: true,
            }),
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
