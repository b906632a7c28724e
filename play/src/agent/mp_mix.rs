//! MP-Mix (Zuckerman, Felner & Kraus 2009): an agent that chooses its search rule at every
//! move by how far the leader is ahead.

use maxn::{Game, MaxN, Offensive, Paranoid, Score, ScoreBounds};

use super::{Agent, Budget, Decision, SearchAgent};

/// MP-Mix's two thresholds, as fractions of the game's `maxp` (the most one player can
/// score), so that one setting means the same in Hearts and in Chinese Checkers.
///
/// At each move the agent reads the static evaluation of the position (maximisation form),
/// finds the leader (the highest component, the first of equals) and its margin over the
/// runner-up, divided by `maxp`:
///
/// - the agent leads by at least `defensive`: it plays **paranoid** (everyone is after it);
/// - another player leads by at least `offensive`: it plays the **offensive** rule, max^n in
///   which its own component is `maxp` minus the leader's ([`Offensive`]);
/// - otherwise plain **max^n** (speculative max^n where the game has a `maxsum`: the same
///   answers, fewer nodes).
///
/// ```
/// use maxn_play::agent::{MpMixError, MpMixOptions};
///
/// let options = MpMixOptions::new(0.2, 0.1)?;
/// assert_eq!((options.defensive(), options.offensive()), (0.2, 0.1));
/// assert_eq!(MpMixOptions::new(-0.1, 0.1), Err(MpMixError::Defensive(-0.1)));
/// assert!(MpMixOptions::new(0.2, f64::NAN).is_err());
/// # Ok::<(), MpMixError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct MpMixOptions {
    defensive: f64,
    offensive: f64,
}

impl MpMixOptions {
    /// Thresholds each in `0 ..= 1` (fractions of `maxp`).
    pub fn new(defensive: f64, offensive: f64) -> Result<Self, MpMixError> {
        let valid = |t: f64| (0.0..=1.0).contains(&t);
        if !valid(defensive) {
            return Err(MpMixError::Defensive(defensive));
        }
        if !valid(offensive) {
            return Err(MpMixError::Offensive(offensive));
        }
        Ok(Self {
            defensive,
            offensive,
        })
    }

    /// The lead (fraction of `maxp`) from which the agent plays paranoid.
    pub fn defensive(&self) -> f64 {
        self.defensive
    }

    /// Another player's lead (fraction of `maxp`) from which the agent attacks it.
    pub fn offensive(&self) -> f64 {
        self.offensive
    }
}

impl Default for MpMixOptions {
    /// A tenth of `maxp` for both: in Hearts (maxp 26) a lead of 3 points, in Chinese
    /// Checkers a tenth of the evaluation's range.
    fn default() -> Self {
        Self {
            defensive: 0.1,
            offensive: 0.1,
        }
    }
}

/// A threshold outside `0 ..= 1`.
#[derive(Clone, Copy, Debug, PartialEq, thiserror::Error)]
pub enum MpMixError {
    /// The defensive threshold given.
    #[error("the defensive threshold must be a fraction of maxp from 0 to 1, not {0}")]
    Defensive(f64),
    /// The offensive threshold given.
    #[error("the offensive threshold must be a fraction of maxp from 0 to 1, not {0}")]
    Offensive(f64),
}

/// The rule MP-Mix chose for one move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MixRule {
    /// Plain max^n (speculative where the game has a `maxsum`).
    MaxN,
    /// Paranoid: the agent leads.
    Paranoid,
    /// Offensive against the leader.
    Offensive {
        /// The leader attacked.
        target: usize,
    },
}

/// The MP-Mix agent: every move searched under the node budget with the rule
/// [`MpMixOptions`] picks ([`rule`](Self::rule)). A game without declared bounds has no
/// `maxp` to measure margins with: [`new`](Self::new) refuses it.
///
/// The max^n and paranoid rules are agents of their own, `M` and `P`: by default
/// [`SearchAgent`]s of [`MaxN`] and [`Paranoid`] under the agent's budget; a caller that knows
/// more of the game (that it declares a `maxsum`, so speculative max^n finds the same answers
/// in fewer nodes) passes its own to [`with_agents`](Self::with_agents).
///
/// ```
/// use maxn_play::agent::{MixRule, MpMixAgent, MpMixOptions};
/// use maxn_play::{Agent, Budget};
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
/// let mut agent = MpMixAgent::<Tokens, 3>::new("mp-mix", MpMixOptions::default(), Budget::new(5_000)?)?;
/// // Player 0 to move leads by 3 of maxp 10: at least the defensive tenth, so it plays paranoid.
/// let position = Tokens { left: 5, taken: [4, 1, 0], to_move: 0 };
/// assert_eq!(agent.rule(&position), MixRule::Paranoid);
/// let decision = agent.decide(&position);
/// assert!(decision.nodes <= 5_000);
/// assert_eq!(agent.rule_counts(), [0, 1, 0]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub struct MpMixAgent<G: Game<N>, const N: usize, M = SearchAgent<MaxN>, P = SearchAgent<Paranoid>>
{
    name: String,
    options: MpMixOptions,
    maxn: M,
    paranoid: P,
    offensive: SearchAgent<MaxN>,
    maxp: G::Score,
    counts: [u64; 3],
}

impl<G: Game<N>, const N: usize> MpMixAgent<G, N> {
    /// An MP-Mix agent named `name` playing plain max^n and paranoid search under `budget`;
    /// an error if `G` declares no bounds. It keeps no memory: a memory in `budget` is
    /// ignored.
    pub fn new(
        name: impl Into<String>,
        options: MpMixOptions,
        budget: Budget,
    ) -> Result<Self, NoMaxp> {
        let budget = budget.without_memory();
        let maxn = SearchAgent::new("maxn", MaxN, budget);
        let paranoid = SearchAgent::new("paranoid", Paranoid, budget);
        Self::with_agents(name, options, budget, maxn, paranoid)
    }
}

impl<G: Game<N>, const N: usize, M, P> MpMixAgent<G, N, M, P> {
    /// An MP-Mix agent named `name` that plays `maxn`'s moves under the max^n rule and
    /// `paranoid`'s under the paranoid rule, and searches the offensive rule under `budget`
    /// (without its memory); an error if `G` declares no bounds.
    pub fn with_agents(
        name: impl Into<String>,
        options: MpMixOptions,
        budget: Budget,
        maxn: M,
        paranoid: P,
    ) -> Result<Self, NoMaxp> {
        let bounds = G::BOUNDS.declared().ok_or(NoMaxp(G::NAME))?;
        Ok(Self {
            name: name.into(),
            options,
            maxn,
            paranoid,
            offensive: SearchAgent::new("offensive", MaxN, budget.without_memory()),
            maxp: bounds.maxp,
            counts: [0; 3],
        })
    }

    /// The rule MP-Mix plays at `position`.
    pub fn rule(&self, position: &G) -> MixRule {
        let value = position.evaluate().map(Score::to_f64);
        let me = position.to_move();
        let leader = (0..N).fold(0, |best, p| if value[p] > value[best] { p } else { best });
        let runner_up = (0..N)
            .filter(|&p| p != leader)
            .map(|p| value[p])
            .fold(f64::NEG_INFINITY, f64::max);
        let margin = (value[leader] - runner_up) / self.maxp.to_f64();
        if leader == me && margin >= self.options.defensive {
            MixRule::Paranoid
        } else if leader != me && margin >= self.options.offensive {
            MixRule::Offensive { target: leader }
        } else {
            MixRule::MaxN
        }
    }

    /// How many moves the agent has played under each rule: max^n, paranoid, offensive.
    pub fn rule_counts(&self) -> [u64; 3] {
        self.counts
    }
}

impl<G: Game<N>, const N: usize, M, P> Agent<G, N> for MpMixAgent<G, N, M, P>
where
    M: Agent<G, N>,
    P: Agent<G, N>,
{
    fn name(&self) -> &str {
        &self.name
    }

    fn decide(&mut self, position: &G) -> Decision<G::Move, G::Score, N> {
        match self.rule(position) {
            MixRule::MaxN => {
                self.counts[0] += 1;
                self.maxn.decide(position)
            }
            MixRule::Paranoid => {
                self.counts[1] += 1;
                self.paranoid.decide(position)
            }
            MixRule::Offensive { target } => {
                self.counts[2] += 1;
                let me = position.to_move();
                let attack = Offensive::new(position.clone(), me, target, self.maxp);
                // The same moves in the same order: the decision's move and index are the
                // game's own. Its value is the offensive tuple (the agent's component is
                // maxp minus the target's).
                self.offensive.decide(&attack)
            }
        }
    }

    fn budget(&self) -> Option<Budget> {
        self.maxn.budget()
    }

    /// Sets the budget of its three rules (the max^n and paranoid agents keep their memory);
    /// `false`, changing nothing, when either of them has no budget.
    fn set_budget(&mut self, budget: Budget) -> bool {
        if self.maxn.budget().is_none() || self.paranoid.budget().is_none() {
            return false;
        }
        self.maxn.set_budget(budget);
        self.paranoid.set_budget(budget);
        self.offensive = SearchAgent::new("offensive", MaxN, budget.without_memory());
        true
    }
}

/// A game without declared bounds, asked to play MP-Mix.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("mp-mix measures the leader's margin in fractions of maxp, which {0} does not declare")]
pub struct NoMaxp(pub &'static str);
