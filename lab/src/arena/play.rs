//! One game of a built-in game, played move by move by agents named on the command line.

use super::error::ArenaError;
use super::{ArenaJob, on_game};
use crate::catalogue::{AgentSpec, GameChoice, GameName, OpenGame, Start};
use maxn_games::chinese_checkers::WinRule;
use maxn_play::agent::MpMixOptions;
use maxn_play::agent::mcts::MctsOptions;
use maxn_play::{
    Agent, Budget, Entrant, MatchOptions, MatchRecord, MoveLine, arrangements, play_match_observed,
};

/// A game to play: which, by whom, from where.
#[derive(Clone, Debug, PartialEq)]
pub struct PlayOptions {
    /// The game.
    pub game: GameName,
    /// The player count; `None`: from the position, else the game's default (3).
    pub players: Option<usize>,
    /// The agents ([`AgentSpec`]). `play` seats them round the table in order,
    /// repeating the list when it is shorter than the table (A, B at three seats: A, B, A);
    /// `versus` rotates them through every seat.
    pub agents: Vec<AgentSpec>,
    /// The budget per move of every agent.
    pub budget: Budget,
    /// The options of the MCTS agents (each agent's own on top).
    pub mcts: MctsOptions,
    /// The thresholds of the MP-Mix agents (each agent's own on top).
    pub mp_mix: MpMixOptions,
    /// The seed of the deal or opening when no start is given.
    pub seed: u64,
    /// The start in the game's notation (a PBN deal, a Chinese Checkers position); `None`:
    /// from the seed.
    pub start: Option<String>,
    /// The most moves before the game is stopped unfinished; `None`: the game's default
    /// ([`GameName::default_move_cap`]).
    pub move_cap: Option<usize>,
    /// Chinese Checkers' win rule (under the strict rule a blocked goal can keep a game going
    /// until the move cap stops it).
    pub win_rule: WinRule,
}

impl PlayOptions {
    /// The move cap that applies for `players` players.
    pub(crate) fn move_cap_for(&self, players: usize) -> Option<usize> {
        self.move_cap
            .or_else(|| self.game.default_move_cap(players))
    }
}

/// Plays one game as `options` say, calling `on_move` after every move, and returns its
/// record (`on_move` and the record make the JSON lines of `maxn play --json`).
///
/// ```
/// use maxn_lab::arena::{PlayOptions, play};
/// use maxn_lab::catalogue::GameName;
/// use maxn_play::{Budget, Finish};
///
/// let options = PlayOptions {
///     game: GameName::SergeantMajor,
///     players: None,
///     agents: vec!["speculative".parse()?, "paranoid".parse()?, "maxn".parse()?],
///     budget: Budget::new(2_000)?,
///     mcts: Default::default(),
///     mp_mix: Default::default(),
///     seed: 4,
///     start: None,
///     move_cap: None,
///     win_rule: Default::default(),
/// };
/// let mut moves = 0;
/// let record = play(&options, &mut |_| moves += 1)?;
/// assert_eq!((record.finish, moves), (Finish::Over, 48));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn play(
    options: &PlayOptions,
    on_move: &mut dyn FnMut(&MoveLine),
) -> Result<MatchRecord, ArenaError> {
    let start = match &options.start {
        Some(text) => Start::Text(text),
        None => Start::Seed(options.seed),
    };
    let mut choice = GameChoice::new(options.game, options.players, start);
    choice.options.win_rule = options.win_rule;
    let job = PlayJob { options, on_move };
    on_game(&choice, job)
}

struct PlayJob<'a> {
    options: &'a PlayOptions,
    on_move: &'a mut dyn FnMut(&MoveLine),
}

/// Plays the game from `start`.
impl ArenaJob for PlayJob<'_> {
    type Output = MatchRecord;

    fn run<G: OpenGame<N>, const N: usize>(self, start: G) -> Result<MatchRecord, ArenaError> {
        let options = self.options;
        let entrants = named_agents::<G, N>(options)?;
        let lineup = &arrangements(entrants.len(), N)[0];
        let mut seats: [Box<dyn Agent<G, N>>; N] =
            std::array::from_fn(|seat| entrants[lineup[seat]].agent());
        let match_options = MatchOptions {
            move_cap: options.move_cap_for(N),
        };
        let on_move = self.on_move;
        let mut ply = 0;
        let played = play_match_observed(
            &start,
            seats
                .each_mut()
                .map(|agent| &mut **agent as &mut dyn Agent<G, N>),
            match_options,
            |position, turn| {
                let agent = options.agents[lineup[turn.player]].to_string();
                on_move(&MoveLine::new(position, ply, &agent, turn));
                ply += 1;
            },
        );
        played
            .record()
            .ok_or_else(|| ArenaError::Start("the start has no notation to record".into()))
    }
}

/// The entrants of the agents `options` names for `G`, checked: at least one, at most one
/// per seat, every agent one that can play `G`.
pub(crate) fn named_agents<G: OpenGame<N>, const N: usize>(
    options: &PlayOptions,
) -> Result<Vec<Entrant<G, N>>, ArenaError> {
    let names = &options.agents;
    if names.is_empty() {
        return Err(ArenaError::NoAgents);
    }
    if names.len() > N {
        return Err(ArenaError::TooManyAgents {
            agents: names.len(),
            seats: N,
        });
    }
    names
        .iter()
        .enumerate()
        .map(|(index, spec)| {
            spec.entrant(options.budget, options.mcts, options.mp_mix)
                .map_err(|error| ArenaError::Agent {
                    index: index + 1,
                    error,
                })
        })
        .collect()
}
