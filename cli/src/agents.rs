//! The flags every command that plays games shares, spelled the same everywhere: the game, the
//! agents, the player count, the seed and the budget per move.

use std::time::Duration;

use clap::Args;
use maxn_games::chinese_checkers::WinRule;
use maxn_lab::AgentError;
use maxn_lab::arena::{ArenaError, FullError, PlayOptions};
use maxn_lab::catalogue::{AgentKind, AgentSpec, GameName};
use maxn_lab::hidden::HiddenSettings;
use maxn_play::Budget;
use maxn_play::agent::mcts::{MctsOptions, Playout};

use crate::error::CliError;

/// The agents and their budget.
#[derive(Debug, Args)]
pub struct AgentArgs {
    /// The agents, by algorithm name, comma-separated (speculative,paranoid,maxn): at most one
    /// per seat. Hidden-hand games (hearts-full, spades-full) take pimc-<algorithm>, pimc-vote-<algorithm>,
    /// cheat-<algorithm> (sees every hand), ismcts (information-set MCTS), rules and random.
    /// An agent's own options follow its name, each `:key=value` (mcts:trees=2:exploration=0.5,
    /// mp-mix:defensive=0.2, ismcts:iterations=27000:playout=0), over the --mcts-* and
    /// --mp-mix-* flags (ismcts takes its own only). In hearts-full every agent but random takes
    /// pass=simple (the rule of thumb, the default) or pass=searched (sampled deals played out),
    /// in spades-full likewise bid=simple or bid=searched. PIMC agents take model=rules: deals
    /// drawn by how likely the other seats' plays are if they play the rule card with chance
    /// agree (0.5), draws (4) deals drawn per deal searched.
    #[arg(long, required = true, value_delimiter = ',', value_parser = clap::value_parser!(AgentSpec))]
    pub agents: Vec<AgentSpec>,
    /// Number of players (Hearts: 3 or 4; Chinese Checkers: 2, 3, 4 or 6; the others: 3).
    /// Default: 3 (hearts-full and spades-full: 4), or the number in --position.
    #[arg(long)]
    pub players: Option<usize>,
    /// Seed of the deals or openings.
    #[arg(long, default_value_t = 0)]
    pub seed: u64,
    /// Most nodes an agent visits per move, over every iteration of its deepening [default:
    /// 500000; hidden-hand games: per sampled deal, 2500 in hearts-full and 20000 in
    /// spades-full]. At least 1, any size: no agent allocates by it in advance (memory grows
    /// with the nodes visited).
    #[arg(long, value_name = "K")]
    pub node_limit: Option<u64>,
    /// Time limit per move, in milliseconds, 1 to 86,400,000 (a day; results then depend on
    /// the machine).
    #[arg(long, value_name = "MS")]
    pub move_time: Option<u64>,
    /// Search each move on T threads (0: one per core; at most 1024; maxn, speculative and paranoid agents
    /// only). Games played side by side still run on every core; this is the search inside one
    /// move, on a pool of T threads the agents share. Max^n agents play the moves they play on
    /// one thread; node counts, and the pruning agents' moves near the node limit, vary from
    /// run to run.
    #[arg(long, value_name = "T", default_value_t = 1, value_parser = crate::args::threads_parser())]
    pub threads: usize,
    /// Most moves of a game before it stops unfinished (default: none at cards; 150 per
    /// player in Chinese Checkers).
    #[arg(long, value_name = "MOVES")]
    pub move_cap: Option<usize>,
    /// Chinese Checkers' win rule: anti-blocking (the default) or strict (OpenSpiel's; a goal
    /// blocked by a foreign piece keeps the game going until --move-cap stops it). See
    /// `maxn search --help`.
    #[arg(long, value_name = "RULE")]
    pub win_rule: Option<WinRule>,
    /// Deals sampled per PIMC decision (hidden-hand games; default 80 in hearts-full, 10 in
    /// spades-full). --node-limit is then the budget of one sample's search.
    #[arg(long, value_name = "K")]
    pub samples: Option<usize>,
    /// The score that ends a match (hidden-hand games; default 100 in Hearts, 500 in Spades).
    #[arg(long, value_name = "POINTS")]
    pub target: Option<u16>,
    /// The options of the mcts agents.
    #[command(flatten)]
    pub mcts: MctsArgs,
    /// The thresholds of the mp-mix agents.
    #[command(flatten)]
    pub mp_mix: crate::mp_mix_args::MpMixArgs,
    /// The search agents' transposition table and move ordering: each agent keeps its own
    /// for the game, from move to move (the mcts and mp-mix agents keep none; not with the
    /// hidden-hand games, nor with --threads above 1).
    #[command(flatten)]
    pub memory: crate::memory::MemoryArgs,
}

/// The options of the `mcts` agents (their node budget is --node-limit, in positions visited,
/// playout steps included, as every agent counts).
#[derive(Debug, Args)]
pub struct MctsArgs {
    /// MCTS: the exploration constant c of UCT (rewards in [0, 1]); 0 to 100 [default: 0.7].
    #[arg(long, value_name = "C", allow_negative_numbers = true)]
    pub mcts_exploration: Option<f64>,
    /// MCTS: random plies per playout before the evaluation, or `end` to play to the end of
    /// the game; 0 to 1000 [default: 10].
    #[arg(long, value_name = "PLIES|end")]
    pub mcts_playout_depth: Option<String>,
    /// MCTS: independent root trees sharing the budget, searched in parallel; 1 to 1024 (each
    /// tree is made before the search) [default: 1].
    #[arg(long, value_name = "TREES", allow_negative_numbers = true)]
    pub mcts_trees: Option<i64>,
    /// MCTS: most iterations per move over all trees, besides --node-limit; at least 1, any
    /// size (a cap, not an allocation).
    #[arg(long, value_name = "K", allow_negative_numbers = true)]
    pub mcts_iterations: Option<i64>,
    /// MCTS: the seed of the playouts [default: 0].
    #[arg(long, value_name = "SEED")]
    pub mcts_seed: Option<u64>,
}

impl MctsArgs {
    /// The options, checked, each error naming its flag.
    pub fn options(&self) -> Result<MctsOptions, CliError> {
        let mut options = MctsOptions::default();
        if let Some(c) = self.mcts_exploration {
            options = options
                .with_exploration(c)
                .map_err(|e| CliError::Usage(format!("--mcts-exploration {c}: {e}")))?;
        }
        if let Some(text) = &self.mcts_playout_depth {
            options = options.with_playout(playout(text)?);
        }
        if let Some(trees) = self.mcts_trees {
            let error = |e: String| CliError::Usage(format!("--mcts-trees {trees}: {e}"));
            let count = usize::try_from(trees).map_err(|_| error("a count of trees".into()))?;
            options = options
                .with_trees(count)
                .map_err(|e| error(e.to_string()))?;
        }
        if let Some(iterations) = self.mcts_iterations {
            let error = |e: String| CliError::Usage(format!("--mcts-iterations {iterations}: {e}"));
            let count =
                u64::try_from(iterations).map_err(|_| error("a count of iterations".into()))?;
            options = options
                .with_iterations(count)
                .map_err(|e| error(e.to_string()))?;
        }
        Ok(options.with_seed(self.mcts_seed.unwrap_or(0)))
    }

    /// The first MCTS flag given, if any.
    fn first_given(&self) -> Option<&'static str> {
        [
            (self.mcts_exploration.is_some(), "--mcts-exploration"),
            (self.mcts_playout_depth.is_some(), "--mcts-playout-depth"),
            (self.mcts_trees.is_some(), "--mcts-trees"),
            (self.mcts_iterations.is_some(), "--mcts-iterations"),
            (self.mcts_seed.is_some(), "--mcts-seed"),
        ]
        .into_iter()
        .find_map(|(given, flag)| given.then_some(flag))
    }
}

/// A playout depth: a number of plies, or `end`.
fn playout(text: &str) -> Result<Playout, CliError> {
    if text == "end" {
        return Ok(Playout::ToEnd);
    }
    let plies = text.parse().map_err(|_| {
        CliError::Usage(format!(
            "--mcts-playout-depth {text}: give a number of plies (0 to 1000) or `end`"
        ))
    })?;
    Playout::depth(plies)
        .map_err(|error| CliError::Usage(format!("--mcts-playout-depth {text}: {error}")))
}

impl AgentArgs {
    /// Whether an agent of `kind` plays.
    fn plays(&self, kind: AgentKind) -> bool {
        self.agents.iter().any(|spec| spec.kind == kind)
    }

    /// The budget per move, checked.
    pub fn budget(&self) -> Result<Budget, CliError> {
        self.budget_or(Budget::DEFAULT_NODE_LIMIT)
    }

    /// The budget per move, checked, of `default_nodes` nodes unless `--node-limit` says.
    fn budget_or(&self, default_nodes: u64) -> Result<Budget, CliError> {
        let nodes = self.node_limit.unwrap_or(default_nodes);
        let budget = Budget::new(nodes)
            .map_err(|error| CliError::Usage(format!("--node-limit {nodes}: {error}")))?;
        self.memory.check_threads(self.threads)?;
        let budget = budget.with_threads(self.threads);
        let budget = match self.memory.settings()? {
            Some((bytes, ordering)) => budget.with_memory(bytes, ordering),
            None => budget,
        };
        match self.move_time {
            Some(ms) => budget
                .with_move_time(Duration::from_millis(ms))
                .map_err(|error| CliError::Usage(format!("--move-time {ms}: {error}"))),
            None => Ok(budget),
        }
    }

    /// The lab's options for `game`, from `start` (a deal or position) when one is given.
    pub fn options(&self, game: GameName, start: Option<String>) -> Result<PlayOptions, CliError> {
        if !self.plays(AgentKind::Mcts)
            && let Some(flag) = self.mcts.first_given()
        {
            return Err(CliError::Usage(format!(
                "{flag}: no agent is mcts (--agents ...,mcts)"
            )));
        }
        if !self.plays(AgentKind::MpMix)
            && let Some(flag) = self.mp_mix.first_given()
        {
            return Err(CliError::Usage(format!(
                "{flag}: no agent is mp-mix (--agents ...,mp-mix)"
            )));
        }
        let hidden_only = |flag: &str| {
            CliError::Usage(format!(
                "{flag}: only the hidden-hand games (hearts-full, spades-full) take it, not {game}"
            ))
        };
        if self.samples.is_some() {
            return Err(hidden_only("--samples"));
        }
        if self.win_rule.is_some() && game != GameName::ChineseCheckers {
            return Err(CliError::Usage(format!(
                "--win-rule is for Chinese Checkers, not {game}"
            )));
        }
        if self.target.is_some() {
            return Err(hidden_only("--target"));
        }
        if let Some(spec) = self.agents.iter().find(|spec| spec.kind.hidden_hands()) {
            return Err(hidden_only(&format!("--agents {spec}")));
        }
        Ok(PlayOptions {
            game,
            players: self.players,
            agents: self.agents.clone(),
            budget: self.budget()?,
            mcts: self.mcts.options()?,
            mp_mix: self.mp_mix.options()?,
            seed: self.seed,
            start,
            move_cap: self.move_cap,
            win_rule: self.win_rule.unwrap_or_default(),
        })
    }
}

impl AgentArgs {
    /// The lab's options for a tournament of the open `game` (`versus`, `round-robin`): as
    /// [`options`](Self::options) from the tournament's own starts, which play the default
    /// win rule.
    pub fn tournament_options(&self, game: GameName) -> Result<PlayOptions, CliError> {
        if self.win_rule.is_some() {
            return Err(CliError::Usage(
                "--win-rule: tournaments play the default rule (play and search take it)"
                    .to_owned(),
            ));
        }
        self.options(game, None)
    }

    /// The lab's options for the hidden-hand `game`, from the first hand's `deal` when one is
    /// given.
    pub fn full_options(
        &self,
        game: GameName,
        deal: Option<String>,
    ) -> Result<maxn_lab::arena::FullOptions, CliError> {
        if self.memory.any() {
            return Err(CliError::Usage(format!(
                "{}: {game} searches sampled deals, with no transposition table or move \
                 ordering",
                self.memory.flags()
            )));
        }
        if self.win_rule.is_some() {
            return Err(CliError::Usage(format!(
                "--win-rule is for Chinese Checkers, not {game}"
            )));
        }
        if self.move_time.is_some() || self.move_cap.is_some() {
            let flag = if self.move_time.is_some() {
                "--move-time"
            } else {
                "--move-cap"
            };
            return Err(CliError::Usage(format!(
                "{flag}: {game} takes --samples and --node-limit (per sample) instead"
            )));
        }
        if let Some(flag) = self.mcts.first_given() {
            return Err(CliError::Usage(format!(
                "{flag}: {game} has no mcts agent; ismcts takes its options in its spec \
                 (ismcts:iterations=27000:exploration=0.7)"
            )));
        }
        let (default_samples, default_nodes) = HiddenSettings::default_sampling(game);
        let samples = self.samples.unwrap_or(default_samples);
        if !(1..=HiddenSettings::MOST_SAMPLES).contains(&samples) {
            return Err(CliError::Usage(format!(
                "--samples {samples}: give 1 to {} deals per decision",
                HiddenSettings::MOST_SAMPLES
            )));
        }
        if let Some(spec) = self.agents.iter().find(|spec| !spec.kind.hidden_hands()) {
            return Err(CliError::Usage(format!(
                "--agents {spec}: {game} hides the other hands from a searcher; give \
                 pimc-<algorithm> (sampled deals, as pimc-speculative), ismcts or \
                 cheat-<algorithm> (sees every hand)"
            )));
        }
        Ok(maxn_lab::arena::FullOptions {
            game,
            players: self.players,
            agents: self.agents.clone(),
            settings: HiddenSettings {
                samples,
                budget: self.budget_or(default_nodes)?,
                seed: self.seed,
            },
            seed: self.seed,
            deal,
            target: self.target,
        })
    }
}

/// The usage error for what the lab refused, naming the flag at fault.
pub fn arena_error(error: ArenaError, start_flag: &str) -> CliError {
    let flag = match &error {
        ArenaError::Catalogue(error) => return crate::error::catalogue_error(error.clone()),
        ArenaError::Agent {
            error: AgentError::NoParallelSearch(_) | AgentError::Threads(_),
            ..
        } => "--threads",
        ArenaError::Agent {
            error: AgentError::Table(_) | AgentError::MemoryThreads(_) | AgentError::NoPositionHash,
            ..
        } => "--tt-mb/--ordering",
        ArenaError::Agent { .. }
        | ArenaError::NoAgents
        | ArenaError::TooManyAgents { .. }
        | ArenaError::TooFewForRoundRobin(_) => "--agents",
        ArenaError::Start(_) | ArenaError::StartNotAllowed => start_flag,
        ArenaError::NoGames => "--deals/--games",
    };
    CliError::Usage(format!("{flag}: {error}"))
}

/// The usage error for what the lab refused in a full game, naming the flag at fault.
pub fn full_error(error: FullError) -> CliError {
    let flag = match &error {
        FullError::Agents(_) | FullError::Unsupported { .. } => "--agents",
        FullError::Catalogue(error) => return crate::error::catalogue_error(error.clone()),
        FullError::DealNotAllowed => "--deal",
        FullError::NoMatches => "--games",
        FullError::ZeroTarget => "--target",
        FullError::Rules(_) => return CliError::Output(error.to_string()),
    };
    CliError::Usage(format!("{flag}: {error}"))
}
