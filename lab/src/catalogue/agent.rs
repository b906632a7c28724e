//! Agents by name, as every command spells them: one parser for the agents of the games played
//! with every hand visible and of the full games with hidden hands, with each agent's own
//! options.
//!
//! A spec is the agent's name, then its options, each `:key=value`: `speculative`,
//! `pimc-vote-paranoid`, `mcts:exploration=0.5:trees=2`, `mp-mix:defensive=0.2`,
//! `pimc-speculative:pass=searched` (the hidden-hand agents but `random` choose their Hearts
//! pass and their Spades bid by rule of thumb or by search: `pass=searched`,
//! `bid=searched`), `pimc-speculative:model=rules:draws=4` (PIMC's deals drawn by an
//! opponent model). Options given in the spec override those every agent of the kind shares
//! (the command line's `--mcts-*` and `--mp-mix-*` flags).

use std::fmt;
use std::str::FromStr;

use maxn_play::Scoring;
use maxn_play::agent::MpMixOptions;
use maxn_play::agent::mcts::{MctsOptions, Playout};

use super::CatalogueError;
use crate::registry::Algorithm;

/// The hidden-hand agents' names, in words, for messages.
const HIDDEN_AGENTS: &str =
    "pimc-<algorithm>, pimc-vote-<algorithm>, cheat-<algorithm>, ismcts, rules and random";

/// What an agent is, by name.
///
/// | name | agent | games |
/// |---|---|---|
/// | an algorithm's (`speculative`, ...) | the registry's searcher deepened under the budget | every hand visible |
/// | `mcts` | n-player Monte Carlo tree search | every hand visible |
/// | `mp-mix` | MP-Mix: paranoid, offensive or max^n by the leader's margin | every hand visible |
/// | `pimc-<algorithm>` | PIMC with the algorithm, choosing by mean | hidden hands |
/// | `pimc-vote-<algorithm>` | PIMC choosing by vote | hidden hands |
/// | `cheat-<algorithm>` | the algorithm on the whole deal, every hand visible to it | hidden hands |
/// | `ismcts` | information-set MCTS: one tree over the seat's information sets | hidden hands |
/// | `rules` | the game's rule-based player | hidden hands |
/// | `random` | uniformly random legal moves | hidden hands |
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AgentKind {
    /// A searcher of the registry, deepened iteratively under the budget.
    Search(Algorithm),
    /// n-player Monte Carlo tree search.
    Mcts,
    /// MP-Mix (Zuckerman et al. 2009).
    MpMix,
    /// PIMC with this searcher and scoring.
    Pimc(Algorithm, Scoring),
    /// The double-dummy agent that sees every hand.
    Cheat(Algorithm),
    /// Information-set MCTS ([`Ismcts`](maxn_play::Ismcts)).
    Ismcts,
    /// The game's rule-based player.
    Rules,
    /// The random player.
    Random,
}

impl AgentKind {
    /// The agents of the games played with every hand visible: the registry's algorithms in
    /// their order, then MCTS and MP-Mix.
    pub fn open() -> Vec<AgentKind> {
        let searchers = Algorithm::ALL.iter().copied().map(AgentKind::Search);
        searchers
            .chain([AgentKind::Mcts, AgentKind::MpMix])
            .collect()
    }

    /// Whether the agent plays the full games with hidden hands (else the games with every
    /// hand visible).
    pub const fn hidden_hands(self) -> bool {
        matches!(
            self,
            AgentKind::Pimc(..)
                | AgentKind::Cheat(_)
                | AgentKind::Ismcts
                | AgentKind::Rules
                | AgentKind::Random
        )
    }

    /// One line saying what the agent is, for help texts (the agents of the open games).
    pub const fn summary(self) -> &'static str {
        match self {
            AgentKind::Search(algorithm) => algorithm.summary(),
            AgentKind::Mcts => {
                "n-player MCTS: UCT with a vector backup, each node choosing for its own mover"
            }
            AgentKind::MpMix => {
                "MP-Mix: paranoid, offensive or max^n at each move by the leader's margin (Zuckerman et al. 2009)"
            }
            AgentKind::Pimc(_, Scoring::Mean) => "PIMC: sampled deals searched, moves by mean",
            AgentKind::Pimc(_, Scoring::Vote) => "PIMC: sampled deals searched, moves by vote",
            AgentKind::Cheat(_) => "the searcher on the whole deal, every hand visible",
            AgentKind::Ismcts => {
                "information-set MCTS: one tree over the seat's information sets, a deal drawn per iteration"
            }
            AgentKind::Rules => "the game's rule-based player",
            AgentKind::Random => "uniformly random legal moves",
        }
    }

    /// The kind `name` names, or the error listing the names.
    fn parse(name: &str) -> Result<AgentKind, CatalogueError> {
        let algorithm = |rest: &str| {
            Algorithm::from_name(rest).map_err(|error| CatalogueError::AgentAlgorithm {
                agent: name.to_owned(),
                error: Box::new(error),
            })
        };
        if let Some(rest) = name.strip_prefix("pimc-vote-") {
            return Ok(AgentKind::Pimc(algorithm(rest)?, Scoring::Vote));
        }
        if let Some(rest) = name.strip_prefix("pimc-") {
            return Ok(AgentKind::Pimc(algorithm(rest)?, Scoring::Mean));
        }
        if let Some(rest) = name.strip_prefix("cheat-") {
            return Ok(AgentKind::Cheat(algorithm(rest)?));
        }
        match name {
            "ismcts" => return Ok(AgentKind::Ismcts),
            "rules" => return Ok(AgentKind::Rules),
            "random" => return Ok(AgentKind::Random),
            _ => {}
        }
        let open = Self::open();
        open.iter()
            .copied()
            .find(|kind| kind.to_string() == name)
            .ok_or_else(|| CatalogueError::UnknownAgent {
                name: name.to_owned(),
                known: open.iter().map(ToString::to_string).collect(),
                hidden: HIDDEN_AGENTS,
            })
    }

    /// The option keys the kind takes.
    const fn keys(self) -> &'static [&'static str] {
        match self {
            AgentKind::Mcts => &["exploration", "playout", "trees", "iterations", "seed"],
            AgentKind::Ismcts => &[
                "exploration",
                "playout",
                "trees",
                "iterations",
                "seed",
                "pass",
                "bid",
            ],
            AgentKind::MpMix => &["defensive", "offensive"],
            AgentKind::Pimc(..) => &["pass", "bid", "model", "agree", "draws"],
            AgentKind::Cheat(_) | AgentKind::Rules => &["pass", "bid"],
            _ => &[],
        }
    }
}

impl fmt::Display for AgentKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AgentKind::Search(algorithm) => f.write_str(algorithm.name()),
            AgentKind::Mcts => f.write_str("mcts"),
            AgentKind::MpMix => f.write_str("mp-mix"),
            AgentKind::Pimc(algorithm, Scoring::Mean) => write!(f, "pimc-{}", algorithm.name()),
            AgentKind::Pimc(algorithm, Scoring::Vote) => {
                write!(f, "pimc-vote-{}", algorithm.name())
            }
            AgentKind::Cheat(algorithm) => write!(f, "cheat-{}", algorithm.name()),
            AgentKind::Ismcts => f.write_str("ismcts"),
            AgentKind::Rules => f.write_str("rules"),
            AgentKind::Random => f.write_str("random"),
        }
    }
}

/// One option of an agent, checked when the spec is parsed.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum AgentOption {
    /// MCTS and ISMCTS: the exploration constant c of UCT, 0 to 100 (`exploration=0.7`).
    Exploration(f64),
    /// MCTS and ISMCTS: random plies per playout (0 to 1000), or to the end (`playout=10`, `playout=end`).
    Playout(Playout),
    /// MCTS and ISMCTS: independent root trees sharing the budget, 1 to 1024 (`trees=2`).
    Trees(usize),
    /// MCTS and ISMCTS: most iterations per move, at least 1 (`iterations=500`).
    Iterations(u64),
    /// MCTS and ISMCTS: the seed of the playouts (`seed=3`).
    Seed(u64),
    /// MP-Mix: the lead over the runner-up from which it plays paranoid, a fraction of
    /// maxp (`defensive=0.1`).
    Defensive(f64),
    /// MP-Mix: another player's lead from which it plays against it (`offensive=0.1`).
    Offensive(f64),
    /// Hidden-hand agents in Hearts: how the seat chooses its pass (`pass=searched`).
    Pass(PassChoice),
    /// Hidden-hand agents in Spades: how the seat chooses its bid (`bid=searched`).
    Bid(BidChoice),
    /// PIMC: the opponent model its samples are drawn by (`model=rules`).
    Model(ModelChoice),
    /// PIMC with `model=rules`: the chance a seat plays the rule card, strictly between 0
    /// and 1 (`agree=0.5`).
    Agree(f64),
    /// PIMC with a model: positions drawn for each one searched, 1 to
    /// [`MOST_DRAWS`](ModelSettings::MOST_DRAWS) (`draws=4`).
    Draws(usize),
}

/// The opponent model a PIMC agent draws its samples by (its option `model`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum ModelChoice {
    /// None: the samples are uniform among the deals consistent with the view (`model=none`,
    /// the default).
    #[default]
    None,
    /// The other seats play the game's rule card more often than any other,
    /// [`RuleModel`](crate::hidden::RuleModel) (`model=rules`).
    Rules,
}

/// A PIMC agent's opponent model as its options set it (`model=rules:agree=P:draws=K`).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ModelSettings {
    /// The chance a seat with a choice plays the rule card.
    pub agree: f64,
    /// Positions drawn for each one searched.
    pub draws: usize,
}

impl ModelSettings {
    /// The most positions drawn for each one searched: beyond it the weighing costs more than
    /// the searches.
    pub const MOST_DRAWS: usize = 64;

    /// The settings when the spec names only the model: the rule card with probability
    /// [`RuleModel::DEFAULT_AGREE`](crate::hidden::RuleModel::DEFAULT_AGREE), 4 positions
    /// drawn for each one searched.
    pub const DEFAULT: ModelSettings = ModelSettings {
        // `RuleModel::DEFAULT_AGREE` (the model's module names the catalogue, not the other
        // way round; a test there keeps the two equal).
        agree: 0.5,
        draws: 4,
    };
}

/// How a hidden-hand agent chooses its Hearts pass (its option `pass`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum PassChoice {
    /// The rules' rule of thumb, [`simple_pass`](maxn_games::cards::full::simple_pass)
    /// (`pass=simple`, the default).
    #[default]
    Simple,
    /// By search over sampled deals played out double-dummy,
    /// [`SearchedPass`](maxn_games::cards::full::SearchedPass) with its defaults
    /// (`pass=searched`).
    Searched,
}

/// How a hidden-hand agent chooses its Spades bid (its option `bid`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum BidChoice {
    /// The rules' rule of thumb, [`simple_bid`](maxn_games::cards::full::simple_bid)
    /// (`bid=simple`, the default).
    #[default]
    Simple,
    /// By search over sampled deals played out double-dummy,
    /// [`SearchedBid`](maxn_games::cards::full::SearchedBid) with its defaults
    /// (`bid=searched`).
    Searched,
}

impl AgentOption {
    /// The option's key.
    pub const fn key(self) -> &'static str {
        match self {
            AgentOption::Exploration(_) => "exploration",
            AgentOption::Playout(_) => "playout",
            AgentOption::Trees(_) => "trees",
            AgentOption::Iterations(_) => "iterations",
            AgentOption::Seed(_) => "seed",
            AgentOption::Defensive(_) => "defensive",
            AgentOption::Offensive(_) => "offensive",
            AgentOption::Pass(_) => "pass",
            AgentOption::Bid(_) => "bid",
            AgentOption::Model(_) => "model",
            AgentOption::Agree(_) => "agree",
            AgentOption::Draws(_) => "draws",
        }
    }

    /// The option `key=value`, its value read (not yet checked against the agent's rules).
    fn parse(key: &str, value: &str) -> Result<AgentOption, String> {
        let number = |what: &str| format!("{key}={value}: give {what}");
        Ok(match key {
            "exploration" => {
                AgentOption::Exploration(value.parse().map_err(|_| number("a number"))?)
            }
            "playout" if value == "end" => AgentOption::Playout(Playout::ToEnd),
            "playout" => AgentOption::Playout(Playout::Depth(
                value
                    .parse()
                    .map_err(|_| number("a number of plies or `end`"))?,
            )),
            "trees" => AgentOption::Trees(value.parse().map_err(|_| number("a count of trees"))?),
            "iterations" => {
                AgentOption::Iterations(value.parse().map_err(|_| number("a count of iterations"))?)
            }
            "seed" => AgentOption::Seed(value.parse().map_err(|_| number("a seed"))?),
            "defensive" => AgentOption::Defensive(value.parse().map_err(|_| number("a fraction"))?),
            "offensive" => AgentOption::Offensive(value.parse().map_err(|_| number("a fraction"))?),
            "pass" => AgentOption::Pass(match value {
                "simple" => PassChoice::Simple,
                "searched" => PassChoice::Searched,
                _ => return Err(number("`simple` or `searched`")),
            }),
            "bid" => AgentOption::Bid(match value {
                "simple" => BidChoice::Simple,
                "searched" => BidChoice::Searched,
                _ => return Err(number("`simple` or `searched`")),
            }),
            "model" => AgentOption::Model(match value {
                "none" => ModelChoice::None,
                "rules" => ModelChoice::Rules,
                _ => return Err(number("`none` or `rules`")),
            }),
            "agree" => AgentOption::Agree(
                value
                    .parse()
                    .ok()
                    .filter(|p: &f64| *p > 0.0 && *p < 1.0)
                    .ok_or_else(|| number("a chance strictly between 0 and 1"))?,
            ),
            "draws" => AgentOption::Draws(
                value
                    .parse()
                    .ok()
                    .filter(|k| (1..=ModelSettings::MOST_DRAWS).contains(k))
                    .ok_or_else(|| {
                        number(&format!("a count from 1 to {}", ModelSettings::MOST_DRAWS))
                    })?,
            ),
            _ => return Err(format!("no option `{key}`")),
        })
    }
}

impl fmt::Display for AgentOption {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}=", self.key())?;
        match self {
            AgentOption::Exploration(x)
            | AgentOption::Defensive(x)
            | AgentOption::Offensive(x)
            | AgentOption::Agree(x) => x.fmt(f),
            AgentOption::Playout(Playout::ToEnd) => f.write_str("end"),
            AgentOption::Playout(Playout::Depth(plies)) => plies.fmt(f),
            AgentOption::Pass(PassChoice::Simple) => f.write_str("simple"),
            AgentOption::Pass(PassChoice::Searched) => f.write_str("searched"),
            AgentOption::Bid(BidChoice::Simple) => f.write_str("simple"),
            AgentOption::Bid(BidChoice::Searched) => f.write_str("searched"),
            AgentOption::Model(ModelChoice::None) => f.write_str("none"),
            AgentOption::Model(ModelChoice::Rules) => f.write_str("rules"),
            AgentOption::Trees(count) | AgentOption::Draws(count) => count.fmt(f),
            AgentOption::Iterations(count) | AgentOption::Seed(count) => count.fmt(f),
        }
    }
}

/// An agent as a command names it: its kind and its own options.
///
/// ```
/// use maxn_lab::catalogue::{AgentKind, AgentSpec};
/// use maxn_lab::registry::Algorithm;
/// use maxn_play::agent::mcts::MctsOptions;
///
/// let spec: AgentSpec = "mcts:trees=2:exploration=0.5".parse()?;
/// assert_eq!(spec.kind, AgentKind::Mcts);
/// assert_eq!(spec.to_string(), "mcts:trees=2:exploration=0.5");
/// assert_eq!(spec.mcts_options(MctsOptions::default()).trees(), 2);
/// let pimc: AgentSpec = "pimc-vote-paranoid".parse()?;
/// assert_eq!(pimc.kind, AgentKind::Pimc(Algorithm::Paranoid, maxn_play::Scoring::Vote));
/// assert!("mcts:trees=0".parse::<AgentSpec>().is_err());
/// assert!("paranoid:trees=2".parse::<AgentSpec>().is_err());
/// # Ok::<(), maxn_lab::catalogue::CatalogueError>(())
/// ```
#[derive(Clone, Debug, PartialEq)]
pub struct AgentSpec {
    /// What the agent is.
    pub kind: AgentKind,
    /// Its own options, in the order given (each key at most once).
    pub options: Vec<AgentOption>,
}

impl AgentSpec {
    /// The agent `kind` with no options of its own.
    pub const fn of(kind: AgentKind) -> Self {
        Self {
            kind,
            options: Vec::new(),
        }
    }

    /// The MCTS (or ISMCTS) options: `shared` with this agent's own on top.
    pub fn mcts_options(&self, shared: MctsOptions) -> MctsOptions {
        apply_mcts(shared, &self.options).expect("the options were checked when parsed")
    }

    /// How the agent chooses its Hearts pass: its option `pass`, else the rule of thumb.
    pub fn pass(&self) -> PassChoice {
        self.options
            .iter()
            .find_map(|option| match option {
                AgentOption::Pass(choice) => Some(*choice),
                _ => None,
            })
            .unwrap_or_default()
    }

    /// How the agent chooses its Spades bid: its option `bid`, else the rule of thumb.
    pub fn bid(&self) -> BidChoice {
        self.options
            .iter()
            .find_map(|option| match option {
                AgentOption::Bid(choice) => Some(*choice),
                _ => None,
            })
            .unwrap_or_default()
    }

    /// The opponent model PIMC draws its samples by, if its options name one (`model=rules`,
    /// with `agree` and `draws` over [`ModelSettings::DEFAULT`]).
    pub fn model(&self) -> Option<ModelSettings> {
        let mut model = false;
        let mut settings = ModelSettings::DEFAULT;
        for option in &self.options {
            match *option {
                AgentOption::Model(choice) => model = choice == ModelChoice::Rules,
                AgentOption::Agree(agree) => settings.agree = agree,
                AgentOption::Draws(draws) => settings.draws = draws,
                _ => {}
            }
        }
        model.then_some(settings)
    }

    /// The MP-Mix options: `shared` with this agent's own on top.
    pub fn mp_mix_options(&self, shared: MpMixOptions) -> MpMixOptions {
        apply_mp_mix(shared, &self.options).expect("the options were checked when parsed")
    }
}

/// `options` applied to `shared` MCTS options, or why one is not valid.
fn apply_mcts(shared: MctsOptions, options: &[AgentOption]) -> Result<MctsOptions, String> {
    options.iter().try_fold(shared, |mcts, option| {
        let checked = match *option {
            AgentOption::Exploration(c) => mcts.with_exploration(c),
            AgentOption::Playout(Playout::Depth(plies)) => {
                Playout::depth(plies).map(|playout| mcts.with_playout(playout))
            }
            AgentOption::Playout(playout) => Ok(mcts.with_playout(playout)),
            AgentOption::Trees(trees) => mcts.with_trees(trees),
            AgentOption::Iterations(count) => mcts.with_iterations(count),
            AgentOption::Seed(seed) => Ok(mcts.with_seed(seed)),
            AgentOption::Defensive(_)
            | AgentOption::Offensive(_)
            | AgentOption::Pass(_)
            | AgentOption::Bid(_)
            | AgentOption::Model(_)
            | AgentOption::Agree(_)
            | AgentOption::Draws(_) => Ok(mcts),
        };
        checked.map_err(|error| format!("{option}: {error}"))
    })
}

/// `options` applied to `shared` MP-Mix options, or why they are not valid.
fn apply_mp_mix(shared: MpMixOptions, options: &[AgentOption]) -> Result<MpMixOptions, String> {
    let mut defensive = shared.defensive();
    let mut offensive = shared.offensive();
    for option in options {
        match *option {
            AgentOption::Defensive(x) => defensive = x,
            AgentOption::Offensive(x) => offensive = x,
            _ => {}
        }
    }
    MpMixOptions::new(defensive, offensive).map_err(|error| error.to_string())
}

/// Whether `agree` and `draws`, if given, come with the model they set (`model=rules`).
fn model_options_fit(options: &[AgentOption]) -> Result<(), String> {
    let model = options.contains(&AgentOption::Model(ModelChoice::Rules));
    match options
        .iter()
        .find(|option| matches!(option, AgentOption::Agree(_) | AgentOption::Draws(_)))
    {
        Some(option) if !model => Err(format!("{option} needs model=rules")),
        _ => Ok(()),
    }
}

impl FromStr for AgentSpec {
    type Err = CatalogueError;

    /// `name` or `name:key=value:...`; an error names the agent and what is wrong.
    fn from_str(text: &str) -> Result<Self, CatalogueError> {
        let mut parts = text.split(':');
        let kind = AgentKind::parse(parts.next().unwrap_or_default())?;
        let option_error = |reason: String| CatalogueError::AgentOption {
            agent: text.to_owned(),
            reason,
        };
        let mut options: Vec<AgentOption> = Vec::new();
        for part in parts {
            let (key, value) = part
                .split_once('=')
                .ok_or_else(|| option_error(format!("`{part}`: give options as key=value")))?;
            if !kind.keys().contains(&key) {
                let reason = match kind.keys() {
                    [] => format!("{kind} takes no options"),
                    keys => format!(
                        "{kind} has no option `{key}` (its options: {})",
                        keys.join(", ")
                    ),
                };
                return Err(option_error(reason));
            }
            let option = AgentOption::parse(key, value).map_err(option_error)?;
            if options.iter().any(|given| given.key() == option.key()) {
                return Err(option_error(format!("`{key}` given twice")));
            }
            options.push(option);
        }
        match kind {
            AgentKind::Mcts | AgentKind::Ismcts => {
                apply_mcts(MctsOptions::default(), &options).map(drop)
            }
            AgentKind::MpMix => apply_mp_mix(MpMixOptions::default(), &options).map(drop),
            AgentKind::Pimc(..) => model_options_fit(&options),
            _ => Ok(()),
        }
        .map_err(option_error)?;
        Ok(Self { kind, options })
    }
}

impl fmt::Display for AgentSpec {
    /// The form [`FromStr`] reads back.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.kind.fmt(f)?;
        for option in &self.options {
            write!(f, ":{option}")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(text: &str) -> Result<AgentSpec, CatalogueError> {
        text.parse()
    }

    #[test]
    fn every_name_parses_to_its_kind_and_back() {
        let mut names: Vec<String> = AgentKind::open().iter().map(ToString::to_string).collect();
        for algorithm in Algorithm::ALL {
            let name = algorithm.name();
            names.extend([
                format!("pimc-{name}"),
                format!("pimc-vote-{name}"),
                format!("cheat-{name}"),
            ]);
        }
        names.extend(["ismcts".into(), "rules".into(), "random".into()]);
        // Every algorithm, MCTS and MP-Mix; three hidden agents per algorithm; ISMCTS, rules,
        // random.
        assert_eq!(names.len(), Algorithm::ALL.len() * 4 + 5);
        for name in &names {
            let spec = parse(name).unwrap();
            assert!(spec.options.is_empty());
            assert_eq!(&spec.to_string(), name);
        }
        assert_eq!(
            parse("brs").unwrap().kind,
            AgentKind::Search(Algorithm::Brs)
        );
        assert_eq!(parse("mp-mix").unwrap().kind, AgentKind::MpMix);
        assert_eq!(
            parse("pimc-vote-speculative").unwrap().kind,
            AgentKind::Pimc(Algorithm::Speculative, Scoring::Vote)
        );
        assert_eq!(
            parse("cheat-paranoid-zw").unwrap().kind,
            AgentKind::Cheat(Algorithm::ParanoidZw)
        );
        assert!(parse("rules").unwrap().kind.hidden_hands());
        assert!(parse("ismcts").unwrap().kind.hidden_hands());
        assert!(!parse("mcts").unwrap().kind.hidden_hands());
    }

    #[test]
    fn each_option_is_read_applied_and_written_back() {
        let text = "mcts:exploration=0.25:playout=end:trees=3:iterations=40:seed=9";
        let spec = parse(text).unwrap();
        assert_eq!(
            spec.options,
            [
                AgentOption::Exploration(0.25),
                AgentOption::Playout(Playout::ToEnd),
                AgentOption::Trees(3),
                AgentOption::Iterations(40),
                AgentOption::Seed(9),
            ]
        );
        assert_eq!(spec.to_string(), text);
        assert_eq!(parse(&spec.to_string()), Ok(spec.clone()));
        let shared = MctsOptions::default().with_trees(2).unwrap();
        let mcts = spec.mcts_options(shared);
        assert_eq!((mcts.exploration(), mcts.trees()), (0.25, 3));
        // The shared options stand where the agent gives none of its own.
        let plain = parse("mcts:playout=4").unwrap();
        assert_eq!(plain.mcts_options(shared).trees(), 2);
        assert_eq!(plain.options, [AgentOption::Playout(Playout::Depth(4))]);
        let mix = parse("mp-mix:defensive=0.2:offensive=0.3").unwrap();
        let options = mix.mp_mix_options(MpMixOptions::default());
        assert_eq!((options.defensive(), options.offensive()), (0.2, 0.3));
        assert_eq!(mix.to_string(), "mp-mix:defensive=0.2:offensive=0.3");
    }

    #[test]
    fn unknown_names_and_bad_options_are_errors_that_say_which() {
        let error = parse("nonsense").unwrap_err().to_string();
        assert!(
            error.starts_with("no agent is called 'nonsense'; the agents are maxn, shallow, "),
            "{error}"
        );
        assert!(
            error.ends_with(
                "mcts, mp-mix; the hidden-hand games also take pimc-<algorithm>, \
                 pimc-vote-<algorithm>, cheat-<algorithm>, ismcts, rules and random"
            ),
            "{error}"
        );
        let error = parse("pimc-alpha-beta").unwrap_err().to_string();
        assert!(
            error.starts_with(
                "unknown agent `pimc-alpha-beta`: no algorithm is called 'alpha-beta'"
            ),
            "{error}"
        );
        for (text, reason) in [
            ("paranoid:trees=2", "paranoid takes no options"),
            ("random:seed=1", "random takes no options"),
            (
                "rules:seed=1",
                "rules has no option `seed` (its options: pass, bid)",
            ),
            (
                "ismcts:samples=3",
                "ismcts has no option `samples` (its options: exploration, playout, trees, \
                 iterations, seed, pass, bid)",
            ),
            ("rules:pass=best", "pass=best: give `simple` or `searched`"),
            ("rules:bid=best", "bid=best: give `simple` or `searched`"),
            (
                "mcts:depth=3",
                "mcts has no option `depth` (its options: exploration, playout, trees, \
                 iterations, seed)",
            ),
            ("mcts:trees", "`trees`: give options as key=value"),
            ("mcts:trees=two", "trees=two: give a count of trees"),
            ("mcts:trees=2:trees=3", "`trees` given twice"),
            (
                "mcts:playout=far",
                "playout=far: give a number of plies or `end`",
            ),
            (
                "mp-mix:offensive=0.5:defensive=x",
                "defensive=x: give a fraction",
            ),
            (
                "pimc-speculative:model=best",
                "model=best: give `none` or `rules`",
            ),
            (
                "pimc-speculative:model=rules:agree=1",
                "agree=1: give a chance strictly between 0 and 1",
            ),
            (
                "pimc-speculative:model=rules:draws=0",
                "draws=0: give a count from 1 to 64",
            ),
            ("pimc-paranoid:agree=0.4", "agree=0.4 needs model=rules"),
            (
                "pimc-paranoid:model=none:draws=8",
                "draws=8 needs model=rules",
            ),
            (
                "cheat-speculative:model=rules",
                "cheat-speculative has no option `model` (its options: pass, bid)",
            ),
        ] {
            let error = parse(text).unwrap_err();
            assert_eq!(
                error,
                CatalogueError::AgentOption {
                    agent: text.to_owned(),
                    reason: reason.to_owned()
                }
            );
            assert_eq!(error.to_string(), format!("{text}: {reason}"));
        }
        // PIMC's opponent model: the settings given over the defaults, none without it.
        let spec = parse("pimc-speculative:draws=8:model=rules").unwrap();
        let model = spec.model().unwrap();
        assert_eq!((model.agree, model.draws), (0.5, 8));
        assert_eq!(spec.to_string(), "pimc-speculative:draws=8:model=rules");
        let spec = parse("pimc-vote-maxn:model=rules:agree=0.7").unwrap();
        assert_eq!(
            spec.model(),
            Some(ModelSettings {
                agree: 0.7,
                draws: 4
            })
        );
        assert_eq!(parse("pimc-maxn:model=none").unwrap().model(), None);
        assert_eq!(parse("pimc-maxn").unwrap().model(), None);
        // Values outside an option's range: the agent's own rule says why.
        for text in [
            "mcts:trees=0",
            "mcts:iterations=0",
            "mcts:exploration=-1",
            "mp-mix:defensive=2",
            "ismcts:iterations=0",
            "ismcts:exploration=101",
            "ismcts:playout=1001",
            "ismcts:trees=1025",
        ] {
            let error = parse(text).unwrap_err();
            assert!(
                matches!(&error, CatalogueError::AgentOption { agent, .. } if agent == text),
                "{error:?}"
            );
        }
    }
}
