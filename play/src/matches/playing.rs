//! Playing one game to its end with one agent per seat.

use maxn::{Game, MoveBuffer};

use crate::agent::{Agent, Decision};

/// How a match is played.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct MatchOptions {
    /// The most moves played before the match is stopped unfinished; `None`: play to the end.
    pub move_cap: Option<usize>,
}

/// One move of a match: who moved, and the agent's decision.
#[derive(Clone, Debug, PartialEq)]
pub struct Turn<M, S, const N: usize> {
    /// The seat that moved.
    pub player: usize,
    /// What its agent decided.
    pub decision: Decision<M, S, N>,
}

/// How a match ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Finish {
    /// The game is over; the value is its outcome.
    Over,
    /// The move cap was reached first; the value is the static evaluation of the last
    /// position, and the match counts as unfinished (no one won).
    MoveCap,
    /// The player to move had no move although the game was not over; the value is the
    /// static evaluation, and the match counts as unfinished.
    NoMoves,
}

/// A match played: the start, the agents, every move with its decision, and the end.
#[derive(Clone, Debug)]
pub struct Played<G: Game<N>, const N: usize> {
    /// The start position.
    pub start: G,
    /// The name of the agent in each seat.
    pub seats: [String; N],
    /// The moves, in order.
    pub turns: Vec<Turn<G::Move, G::Score, N>>,
    /// How the match ended.
    pub finish: Finish,
    /// The final value in maximisation form: the outcome when the game is over, else the
    /// static evaluation of the last position (see [`Finish`]).
    pub value: [G::Score; N],
}

impl<G: Game<N>, const N: usize> Played<G, N> {
    /// The final value in the game's own terms (Hearts points for Hearts, where lower is
    /// better): [`Objective::own_scores`](maxn::Objective::own_scores) of
    /// [`value`](Self::value).
    pub fn own_scores(&self) -> [G::Score; N] {
        G::OBJECTIVE.own_scores(self.value)
    }

    /// The winner: when the game is over, the one seat whose value (maximisation form) is
    /// strictly the highest, if there is one. In Chinese Checkers the outcome gives `maxp` to
    /// the player who filled its goal and 0 to the others, so this is that player; in Hearts,
    /// the one seat with the fewest points.
    pub fn winner(&self) -> Option<usize> {
        if self.finish != Finish::Over {
            return None;
        }
        let beats_all =
            |seat: usize| (0..N).all(|other| other == seat || self.value[seat] > self.value[other]);
        (0..N).find(|&seat| beats_all(seat))
    }

    /// The nodes visited by all the decisions of each seat.
    pub fn nodes_by_seat(&self) -> [u64; N] {
        let mut nodes = [0; N];
        for turn in &self.turns {
            nodes[turn.player] += turn.decision.nodes;
        }
        nodes
    }
}

/// Plays a game from `start` to its end (or the move cap), asking the agent of the seat to
/// move for every move.
///
/// ```
/// use maxn::{MaxN, Speculative};
/// use maxn_play::{Budget, Finish, MatchOptions, SearchAgent, play_match};
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
/// let budget = Budget::new(5_000)?;
/// let mut a = SearchAgent::new("speculative", Speculative, budget);
/// let mut b = SearchAgent::new("maxn", MaxN, budget);
/// let mut c = SearchAgent::new("maxn", MaxN, budget);
/// let played = play_match(&Tokens::new(10), [&mut a, &mut b, &mut c], MatchOptions::default());
/// assert_eq!(played.finish, Finish::Over);
/// assert_eq!(played.turns.iter().map(|turn| turn.decision.mv).sum::<u8>(), 10);
/// assert_eq!(played.own_scores().iter().sum::<u8>(), 10); // every token taken
/// # Ok::<(), maxn_play::BudgetError>(())
/// ```
pub fn play_match<G: Game<N>, const N: usize>(
    start: &G,
    seats: [&mut dyn Agent<G, N>; N],
    options: MatchOptions,
) -> Played<G, N> {
    play_match_observed(start, seats, options, |_, _| {})
}

/// [`play_match`], calling `observe` with the position before each move and the turn just
/// decided (to print a game as it is played).
pub fn play_match_observed<G: Game<N>, const N: usize>(
    start: &G,
    seats: [&mut dyn Agent<G, N>; N],
    options: MatchOptions,
    mut observe: impl FnMut(&G, &Turn<G::Move, G::Score, N>),
) -> Played<G, N> {
    let names = std::array::from_fn(|seat| seats[seat].name().to_owned());
    let mut position = start.clone();
    let mut turns = Vec::new();
    let mut moves = G::Moves::default();
    let (finish, value) = loop {
        if let Some(outcome) = position.outcome() {
            break (Finish::Over, outcome);
        }
        if options.move_cap.is_some_and(|cap| turns.len() >= cap) {
            break (Finish::MoveCap, position.evaluate());
        }
        moves.clear();
        position.generate_moves(&mut moves);
        if moves.is_empty() {
            break (Finish::NoMoves, position.evaluate());
        }
        let player = position.to_move();
        let decision = seats[player].decide(&position);
        check_choice::<G, N>(moves.as_slice(), &decision, seats[player].name());
        let turn = Turn { player, decision };
        observe(&position, &turn);
        position.play(turn.decision.mv);
        turns.push(turn);
    };
    Played {
        start: start.clone(),
        seats: names,
        turns,
        finish,
        value,
    }
}

/// An agent must choose one of the generated moves and report its index truthfully: a
/// record's indices are read back by replays.
fn check_choice<G: Game<N>, const N: usize>(
    moves: &[G::Move],
    decision: &Decision<G::Move, G::Score, N>,
    agent: &str,
) {
    assert!(
        moves.get(decision.index) == Some(&decision.mv),
        "agent `{agent}` chose {:?} as move {} of {:?} in `{}`, which is not that move",
        decision.mv,
        decision.index,
        moves,
        G::NAME
    );
}
