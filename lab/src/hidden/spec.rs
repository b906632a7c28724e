//! Hidden-hand agents by name, as the command line spells them, and the settings they share.

use std::fmt;
use std::str::FromStr;

use maxn_games::cards::Observed;

use super::pimc::PimcSearchable;
use super::pimc::pimc;
use super::rule_based::RuleBased;
use crate::agent::{AgentError, AlgorithmAgent};
use crate::catalogue::CatalogueError;
use crate::registry::Algorithm;
use maxn_play::{Blind, Budget, Entrant, RandomPlayer, Scoring, Sighted};

/// A hidden-hand agent, by the name the command line gives it.
///
/// | name | agent |
/// |---|---|
/// | `pimc-<algorithm>` | [`Pimc`](maxn_play::Pimc) with the registry's algorithm, choosing by mean |
/// | `pimc-vote-<algorithm>` | [`Pimc`](maxn_play::Pimc) choosing by vote |
/// | `cheat-<algorithm>` | the algorithm on the whole deal ([`Sighted`]), every hand visible |
/// | `rules` | the game's rule-based player ([`RuleBased`]) |
/// | `random` | [`RandomPlayer`] |
///
/// ```
/// use maxn_lab::hidden::AgentSpec;
/// use maxn_lab::registry::Algorithm;
///
/// let spec: AgentSpec = "pimc-paranoid".parse()?;
/// assert_eq!(spec, AgentSpec::Pimc(Algorithm::Paranoid, maxn_play::Scoring::Mean));
/// assert_eq!(spec.to_string(), "pimc-paranoid");
/// assert!("pimc-alpha-beta".parse::<AgentSpec>().unwrap_err().to_string().contains("speculative"));
/// # Ok::<(), maxn_lab::hidden::UnknownAgent>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AgentSpec {
    /// PIMC with this searcher and scoring.
    Pimc(Algorithm, Scoring),
    /// The double-dummy agent that sees every hand.
    Cheat(Algorithm),
    /// The rule-based player.
    Rules,
    /// The random player.
    Random,
}

/// A name that is no hidden-hand agent.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownAgent {
    /// The name given.
    pub name: String,
    /// Why: the algorithm inside it is unknown, or the form is.
    pub algorithm: Option<CatalogueError>,
}

impl fmt::Display for UnknownAgent {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.algorithm {
            Some(error) => write!(f, "unknown agent `{}`: {error}", self.name),
            None => write!(
                f,
                "unknown agent `{}`: the agents are pimc-<algorithm>, pimc-vote-<algorithm>, \
                 cheat-<algorithm>, rules and random",
                self.name
            ),
        }
    }
}

impl std::error::Error for UnknownAgent {}

impl FromStr for AgentSpec {
    type Err = UnknownAgent;

    fn from_str(name: &str) -> Result<Self, UnknownAgent> {
        let algorithm = |rest: &str| {
            Algorithm::from_name(rest).map_err(|error| UnknownAgent {
                name: name.to_owned(),
                algorithm: Some(error),
            })
        };
        if let Some(rest) = name.strip_prefix("pimc-vote-") {
            Ok(AgentSpec::Pimc(algorithm(rest)?, Scoring::Vote))
        } else if let Some(rest) = name.strip_prefix("pimc-") {
            Ok(AgentSpec::Pimc(algorithm(rest)?, Scoring::Mean))
        } else if let Some(rest) = name.strip_prefix("cheat-") {
            Ok(AgentSpec::Cheat(algorithm(rest)?))
        } else {
            match name {
                "rules" => Ok(AgentSpec::Rules),
                "random" => Ok(AgentSpec::Random),
                _ => Err(UnknownAgent {
                    name: name.to_owned(),
                    algorithm: None,
                }),
            }
        }
    }
}

impl fmt::Display for AgentSpec {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AgentSpec::Pimc(algorithm, Scoring::Mean) => write!(f, "pimc-{}", algorithm.name()),
            AgentSpec::Pimc(algorithm, Scoring::Vote) => {
                write!(f, "pimc-vote-{}", algorithm.name())
            }
            AgentSpec::Cheat(algorithm) => write!(f, "cheat-{}", algorithm.name()),
            AgentSpec::Rules => f.write_str("rules"),
            AgentSpec::Random => f.write_str("random"),
        }
    }
}

/// What the hidden-hand agents of a match or tournament share: samples per decision, the
/// budget of one search, and the seed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HiddenSettings {
    /// Deals sampled per PIMC decision.
    pub samples: usize,
    /// The budget of one sample's search (its node limit shared by the moves). The cheating
    /// agent gets `samples` times this node limit for its one search of the true deal, the
    /// same work as PIMC per decision.
    pub budget: Budget,
    /// The seed of PIMC's samples and of the random player's choices.
    pub seed: u64,
}

impl AgentSpec {
    /// A maker of fresh agents of this kind for `G`, checked: an error if `G` does not offer
    /// what the searcher needs.
    pub fn entrant<G, const N: usize>(
        self,
        settings: HiddenSettings,
    ) -> Result<Entrant<Observed<G, N>, N>, AgentError>
    where
        G: RuleBased<N> + PimcSearchable<N> + Send + Sync + 'static,
    {
        let name = self.to_string();
        Ok(match self {
            AgentSpec::Pimc(algorithm, scoring) => {
                let agent =
                    pimc::<G, N>(algorithm, settings.samples, settings.budget, settings.seed)
                        .map_err(AgentError::Unsupported)?
                        .with_scoring(scoring)
                        .named(name);
                Entrant::new(move || Box::new(Blind(agent.clone())))
            }
            AgentSpec::Cheat(algorithm) => {
                let nodes = settings
                    .budget
                    .node_limit()
                    .saturating_mul(settings.samples as u64);
                let budget = Budget::new(nodes).expect("a positive budget times samples");
                let agent = Named(name, AlgorithmAgent::<G, N>::new(algorithm, budget)?);
                Entrant::new(move || Box::new(Sighted(agent.clone())))
            }
            AgentSpec::Rules => Entrant::new(|| Box::new(Blind(G::rule_based()))),
            AgentSpec::Random => {
                let seed = settings.seed;
                Entrant::new(move || Box::new(Blind(RandomPlayer::new(seed))))
            }
        })
    }
}

/// An agent under another name (the cheating agent is `cheat-<algorithm>`, not the
/// algorithm's name).
#[derive(Clone, Debug)]
pub(crate) struct Named<A>(pub(crate) String, pub(crate) A);

impl<G: maxn::Game<N>, A: maxn_play::Agent<G, N>, const N: usize> maxn_play::Agent<G, N>
    for Named<A>
{
    fn name(&self) -> &str {
        &self.0
    }

    fn decide(&mut self, position: &G) -> maxn_play::Decision<G::Move, G::Score, N> {
        self.1.decide(position)
    }
}
