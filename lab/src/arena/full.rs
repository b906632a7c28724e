//! The full games played with hidden hands, by name: one match move by move ([`play_full`])
//! or a tournament of matches with every agent in every seat ([`versus_full`]).

use std::fmt;

use maxn_games::cards::full::{
    HEARTS_TARGET, HandRecord, MatchRecord, MatchSeat, SPADES_TARGET, SearchedBid, SearchedPass,
};
use maxn_games::cards::{Deal, Observed, Variant};
use maxn_games::rng::SplitMix64;
use serde::Serialize;

use crate::agent::AgentError;
use crate::catalogue::{
    AgentKind, AgentSpec, BidChoice, CatalogueError, GameChoice, GameName, PassChoice, Start,
};
use crate::dispatch::{GameJob, with_game};
use crate::hidden::{
    Bidder, FullMatch, HiddenSettings, MatchOutcome, Passer, PimcSearchable, RuleBased, SeatCalls,
    SeriesResult, run_series,
};
use maxn_play::{Entrant, Progress};

/// A match or tournament of a full game to play.
#[derive(Clone, Debug, PartialEq)]
pub struct FullOptions {
    /// The game: a full one ([`GameName::hidden_hands`]).
    pub game: GameName,
    /// The player count; `None`: the game's default.
    pub players: Option<usize>,
    /// The agents: `play` seats them round the table in order (repeating the list when it is
    /// shorter than the table), a tournament rotates them through every seat.
    pub agents: Vec<AgentSpec>,
    /// What the agents share: samples, budget, seed of their draws.
    pub settings: HiddenSettings,
    /// The seed of the deals.
    pub seed: u64,
    /// The first hand's deal in PBN (`play` only); the later hands are dealt from the seed.
    pub deal: Option<String>,
    /// The score that ends a match; `None`: the game's (100 in Hearts).
    pub target: Option<u16>,
}

/// Why a full game cannot be played.
#[derive(Clone, Debug, PartialEq)]
pub enum FullError {
    /// No agent, or more than seats.
    Agents(String),
    /// An agent's searcher cannot search the game.
    Unsupported {
        /// The agent's position in the list, from 1.
        index: usize,
        /// What it lacks.
        error: AgentError,
    },
    /// The game, its player count or the deal given is not valid.
    Catalogue(CatalogueError),
    /// A deal given to a tournament, which deals its own.
    DealNotAllowed,
    /// A tournament of no matches.
    NoMatches,
    /// A target of 0 points.
    ZeroTarget,
    /// An agent broke a rule (a bug, never the user's input).
    Rules(String),
}

impl fmt::Display for FullError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Agents(message) => f.write_str(message),
            Self::Unsupported { index, error } => write!(f, "agent {index}: {error}"),
            Self::Catalogue(error) => error.fmt(f),
            Self::DealNotAllowed => f.write_str("a tournament deals its own hands, from --seed"),
            Self::NoMatches => f.write_str("a tournament needs at least one match"),
            Self::ZeroTarget => f.write_str("the target must be at least 1 point"),
            Self::Rules(message) => write!(f, "an agent broke a rule: {message}"),
        }
    }
}

impl std::error::Error for FullError {}

/// What a tournament of full matches found.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct FullVersusReport {
    /// The game's command-line name.
    pub game: String,
    /// The player count.
    pub players: usize,
    /// The agents, in the order given.
    pub agents: Vec<String>,
    /// The starts (each a seed of a match's deals) played once per arrangement.
    pub starts: usize,
    /// The seed of the deals.
    pub seed: u64,
    /// Deals sampled per PIMC decision.
    pub samples: usize,
    /// Node limit of one sample's search.
    pub node_limit: u64,
    /// The score that ends a match.
    pub target: u16,
    /// Whether a lower total is better (Hearts) or a higher one (Spades).
    pub lower_is_better: bool,
    /// The matches and the summaries.
    pub result: SeriesResult,
}

/// The deal of hand `number` of the match seeded `seed` ([`Deal::of_match`]).
fn hand_deal<const N: usize>(variant: &Variant<N>, seed: u64, number: u32) -> Deal<N> {
    Deal::of_match(variant, seed, number)
}

/// Checks what every full-game job checks and returns the player count and the target.
fn check(options: &FullOptions) -> Result<(usize, u16), FullError> {
    let players = options
        .game
        .count(options.players)
        .map_err(FullError::Catalogue)?;
    if options.agents.is_empty() {
        return Err(FullError::Agents("no agent given".into()));
    }
    if options.agents.len() > players {
        return Err(FullError::Agents(format!(
            "{} agents for {players} seats: give at most {players}",
            options.agents.len()
        )));
    }
    let target = options.target.unwrap_or(default_target(options.game));
    if target == 0 {
        return Err(FullError::ZeroTarget);
    }
    Ok((players, target))
}

/// The makers of a match's agents and their calls.
type Makers<G, const N: usize> = Vec<(Entrant<Observed<G, N>, N>, SeatCalls<N>)>;

/// The makers of the agents, checked against the game.
fn entrants<G, const N: usize>(options: &FullOptions) -> Result<Makers<G, N>, FullError>
where
    G: RuleBased<N> + PimcSearchable<N> + Send + Sync + 'static,
{
    options
        .agents
        .iter()
        .enumerate()
        .map(|(index, spec)| {
            let entrant = spec
                .seat_entrant::<G, N>(options.settings)
                .map_err(|error| FullError::Unsupported {
                    index: index + 1,
                    error,
                })?;
            let passer = match (spec.kind, spec.pass()) {
                (AgentKind::Random, _) => Passer::Random(options.settings.seed),
                (_, PassChoice::Simple) => Passer::Simple,
                (_, PassChoice::Searched) if options.game != GameName::HeartsFull => {
                    return Err(FullError::Agents(format!(
                        "agent {}: `pass=searched` applies to hearts-full, where seats pass",
                        index + 1
                    )));
                }
                (_, PassChoice::Searched) => {
                    Passer::Searched(SearchedPass::with_seed(options.settings.seed))
                }
            };
            let bidder = match spec.bid() {
                BidChoice::Simple => Bidder::Simple,
                BidChoice::Searched if options.game != GameName::SpadesFull => {
                    return Err(FullError::Agents(format!(
                        "agent {}: `bid=searched` applies to spades-full, where seats bid",
                        index + 1
                    )));
                }
                BidChoice::Searched => {
                    Bidder::Searched(SearchedBid::with_seed(options.settings.seed))
                }
            };
            Ok((entrant, SeatCalls { passer, bidder }))
        })
        .collect()
}

/// The score that ends a match of `game` by default.
fn default_target(game: GameName) -> u16 {
    match game {
        GameName::SpadesFull => SPADES_TARGET as u16,
        _ => HEARTS_TARGET,
    }
}

/// Work on a full game, compiled once per game and player count: what a job does with the
/// game `G` and the first hand's deal, if one was given.
trait FullJob {
    type Output;

    fn run<G: FullMatch<N>, const N: usize>(
        self,
        first: Option<Deal<N>>,
    ) -> Result<Self::Output, FullError>;
}

/// A [`FullJob`] as the catalogue takes it.
struct Full<J>(J);

impl<J: FullJob> GameJob for Full<J> {
    type Output = Result<J::Output, FullError>;

    fn hidden<G: FullMatch<N>, const N: usize>(
        self,
        first: Option<Deal<N>>,
    ) -> Result<Self::Output, CatalogueError> {
        Ok(self.0.run::<G, N>(first))
    }
}

/// Runs `job` on the game, player count and first deal of `options`.
fn dispatch<J: FullJob>(options: &FullOptions, job: J) -> Result<J::Output, FullError> {
    check(options)?;
    let start = match &options.deal {
        Some(text) => Start::Text(text),
        None => Start::Seed(options.seed),
    };
    let choice = GameChoice::new(options.game, options.players, start);
    with_game(&choice, Full(job)).map_err(FullError::Catalogue)?
}

/// Plays one match as `options` say, the agents seated round the table in order (the list
/// repeated when shorter than the table), calling `on_hand` after each hand.
pub fn play_full(
    options: &FullOptions,
    on_hand: &mut dyn FnMut(&HandRecord),
) -> Result<MatchRecord, FullError> {
    dispatch(options, PlayJob { options, on_hand })
}

struct PlayJob<'a> {
    options: &'a FullOptions,
    on_hand: &'a mut dyn FnMut(&HandRecord),
}

impl FullJob for PlayJob<'_> {
    type Output = MatchRecord;

    fn run<G: FullMatch<N>, const N: usize>(
        self,
        first: Option<Deal<N>>,
    ) -> Result<MatchRecord, FullError> {
        let options = self.options;
        let (_, target) = check(options)?;
        let makers = entrants::<G, N>(options)?;
        let mut seats: [MatchSeat<G, N>; N] = std::array::from_fn(|seat| {
            let (entrant, calls) = &makers[seat % makers.len()];
            MatchSeat {
                agent: entrant.agent(),
                calls: Box::new(*calls),
            }
        });
        let seed = options.seed;
        let mut deal = |number: u32| match (number, first) {
            (0, Some(deal)) => deal,
            _ => hand_deal(&G::CARDS, seed, number),
        };
        G::play_match(&mut seats, &mut deal, target, self.on_hand)
            .map_err(|error| FullError::Rules(error.to_string()))
    }
}

/// Plays `matches` matches, each once per seat arrangement of the agents, in parallel, and
/// summarises them: each agent's final total with its 95% interval, its share of the wins,
/// and the difference between every two agents' totals, start by start.
pub fn versus_full(
    options: &FullOptions,
    matches: usize,
    progress: &(dyn Fn(Progress) + Sync),
) -> Result<FullVersusReport, FullError> {
    if options.deal.is_some() {
        return Err(FullError::DealNotAllowed);
    }
    if matches == 0 {
        return Err(FullError::NoMatches);
    }
    let (players, target) = check(options)?;
    let (result, lower_is_better) = dispatch(
        options,
        VersusJob {
            options,
            target,
            matches,
            progress,
        },
    )?;
    Ok(FullVersusReport {
        game: options.game.name().to_owned(),
        players,
        agents: options.agents.iter().map(|a| a.to_string()).collect(),
        starts: matches,
        seed: options.seed,
        samples: options.settings.samples,
        node_limit: options.settings.budget.node_limit(),
        target,
        lower_is_better,
        result,
    })
}

struct VersusJob<'a> {
    options: &'a FullOptions,
    target: u16,
    matches: usize,
    progress: &'a (dyn Fn(Progress) + Sync),
}

/// The matches, and whether a lower total is better in the game.
impl FullJob for VersusJob<'_> {
    type Output = (SeriesResult, bool);

    fn run<G: FullMatch<N>, const N: usize>(
        self,
        _first: Option<Deal<N>>,
    ) -> Result<(SeriesResult, bool), FullError> {
        let makers = entrants::<G, N>(self.options)?;
        let names: Vec<String> = self.options.agents.iter().map(|a| a.to_string()).collect();
        let mut seeds = SplitMix64::new(self.options.seed);
        let starts: Vec<u64> = (0..self.matches).map(|_| seeds.next_u64()).collect();
        let target = self.target;
        let play = |start: usize, arrangement: &[usize]| {
            let mut seats: [MatchSeat<G, N>; N] = std::array::from_fn(|seat| {
                let (entrant, calls) = &makers[arrangement[seat]];
                MatchSeat {
                    agent: entrant.agent(),
                    calls: Box::new(*calls),
                }
            });
            let seed = starts[start];
            let mut deal = |number| hand_deal(&G::CARDS, seed, number);
            let record = G::play_match(&mut seats, &mut deal, target, &mut |_| {})
                .expect("the agents play by the rules");
            let mut decisions = vec![0; N];
            let mut nodes = vec![0; N];
            for hand in &record.hands {
                for seat in 0..N {
                    decisions[seat] += hand.decisions[seat];
                    nodes[seat] += hand.nodes[seat];
                }
            }
            MatchOutcome {
                scores: record.totals.iter().map(|&t| f64::from(t)).collect(),
                winners: record.winners,
                hands: record.hands.len() as u32,
                decisions,
                nodes,
                hand_scores: record
                    .hands
                    .iter()
                    .map(|hand| hand.scored.iter().map(|&p| f64::from(p)).collect())
                    .collect(),
                moons: record.hands.iter().filter_map(|hand| hand.moon).collect(),
            }
        };
        let result = run_series(&names, N, self.matches, &play, self.progress);
        Ok((result, G::LOWER_IS_BETTER))
    }
}
