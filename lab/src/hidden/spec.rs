//! The hidden-hand agents made from their specs (the catalogue's
//! [`AgentSpec`]), and the settings they share.

use maxn_games::cards::Observed;

use super::pimc::PimcSearchable;
use super::pimc::{LabPimc, pimc};
use super::rule_based::RuleBased;
use super::rule_model::RuleModel;
use crate::agent::{AgentError, AlgorithmAgent};
use crate::catalogue::{AgentKind, AgentSpec, GameName};
use maxn_play::agent::mcts::{MctsOptions, Playout};
use maxn_play::{Blind, Budget, Entrant, Ismcts, RandomPlayer, Sighted};

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

impl HiddenSettings {
    /// The most samples per decision: beyond it a decision takes minutes.
    pub const MOST_SAMPLES: usize = 10_000;

    /// Deals sampled per PIMC decision and nodes per sample when none are asked for, per
    /// full game: the settings of the tournaments in docs/results/hidden-hands.md. In Hearts
    /// many cheap samples beat few deep ones (against the rules, per hand: 80 x 2,500 nodes
    /// −1.35 points, 10 x 20,000 +0.14); Spades was measured at 10 x 20,000.
    pub const fn default_sampling(game: GameName) -> (usize, u64) {
        match game {
            GameName::SpadesFull => (10, 20_000),
            _ => (80, 2_500),
        }
    }

    /// ISMCTS's iterations per decision when its spec gives none: in hearts-full about the
    /// time per decision of PIMC's default sampling there (80 x 2,500 nodes, about 54 ms of
    /// one core; docs/results/hidden-hands.md). Not calibrated for spades-full.
    pub const ISMCTS_ITERATIONS: u64 = 27_000;

    /// ISMCTS's options when its spec gives none: [`ISMCTS_ITERATIONS`](Self::ISMCTS_ITERATIONS)
    /// iterations, playouts of no random ply (the game's own evaluation of the position
    /// added: in hearts-full the hand played out by the rule-based card, the moon applied; in
    /// spades-full the trick estimate), exploration 0.7, one tree, the settings' seed.
    pub fn ismcts_options(&self) -> MctsOptions {
        MctsOptions::default()
            .with_iterations(Self::ISMCTS_ITERATIONS)
            .expect("a positive count")
            .with_playout(Playout::Depth(0))
            .with_seed(self.seed)
    }
}

impl AgentSpec {
    /// A maker of fresh agents of this spec for a full game `G`, each seeing its own hand,
    /// checked: an error if `G` does not offer what the searcher needs, or if the agent plays
    /// the games with every hand visible.
    pub fn seat_entrant<G, const N: usize>(
        &self,
        settings: HiddenSettings,
    ) -> Result<Entrant<Observed<G, N>, N>, AgentError>
    where
        G: RuleBased<N> + PimcSearchable<N> + Send + Sync + 'static,
    {
        let name = self.to_string();
        Ok(match self.kind {
            AgentKind::Pimc(..) => {
                let agent = self.pimc::<G, N>(settings)?;
                Entrant::new(move || Box::new(Blind(agent.clone())))
            }
            AgentKind::Cheat(algorithm) => {
                let nodes = settings
                    .budget
                    .node_limit()
                    .saturating_mul(settings.samples as u64);
                let budget = Budget::new(nodes).expect("a positive budget times samples");
                let agent = Named(name, AlgorithmAgent::<G, N>::new(algorithm, budget)?);
                Entrant::new(move || Box::new(Sighted(agent.clone())))
            }
            AgentKind::Ismcts => {
                let agent = self.ismcts(settings);
                Entrant::new(move || Box::new(Blind(agent.clone())))
            }
            AgentKind::Rules => Entrant::new(|| Box::new(Blind(G::rule_based()))),
            AgentKind::Random => {
                let seed = settings.seed;
                Entrant::new(move || Box::new(Blind(RandomPlayer::new(seed))))
            }
            AgentKind::Search(_) | AgentKind::Mcts | AgentKind::MpMix => {
                return Err(AgentError::WrongGames {
                    agent: name,
                    hidden: false,
                });
            }
        })
    }
}

impl AgentSpec {
    /// The PIMC agent of this spec (of kind [`AgentKind::Pimc`]) for `G`: the settings'
    /// samples, budget and seed, the spec's scoring and opponent model (`model=rules`), named
    /// by the spec; an error if `G` does not offer what the searcher needs.
    ///
    /// # Panics
    ///
    /// If the spec is of another kind.
    pub fn pimc<G, const N: usize>(
        &self,
        settings: HiddenSettings,
    ) -> Result<LabPimc<G, N>, AgentError>
    where
        G: RuleBased<N> + PimcSearchable<N> + Send + Sync + 'static,
    {
        let AgentKind::Pimc(algorithm, scoring) = self.kind else {
            panic!("{self} is not a PIMC agent");
        };
        let mut agent = pimc::<G, N>(algorithm, settings.samples, settings.budget, settings.seed)
            .map_err(AgentError::Unsupported)?
            .with_scoring(scoring)
            .named(self.to_string());
        if let Some(model) = self.model() {
            let rules = RuleModel::<G>::new(model.agree).expect("checked when parsed");
            agent = agent.with_model(rules, model.draws);
        }
        Ok(agent)
    }

    /// The ISMCTS agent of this spec (of kind [`AgentKind::Ismcts`]): its own options over
    /// [`HiddenSettings::ismcts_options`], its node limit `samples x` the settings' node limit
    /// (PIMC's nodes per decision, as the cheating agent gets; the iterations usually end the
    /// search first).
    pub fn ismcts(&self, settings: HiddenSettings) -> Ismcts {
        let nodes = settings
            .budget
            .node_limit()
            .saturating_mul(settings.samples as u64);
        let budget = Budget::new(nodes).expect("a positive budget times samples");
        Ismcts::new(
            self.to_string(),
            self.mcts_options(settings.ismcts_options()),
            budget,
        )
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

    fn budget(&self) -> Option<Budget> {
        self.1.budget()
    }

    fn set_budget(&mut self, budget: Budget) -> bool {
        self.1.set_budget(budget)
    }
}
