//! Which way a game's players want their own scores to go, and the map between a minimisation
//! game's own scores and the maximisation form every searcher works in.

use crate::score::Score;

/// Whether a game's players maximise or minimise their own scores.
///
/// The searchers work in maximisation form only. A game whose players minimise (Hearts
/// points) is mapped to maximisation form by `s' = maxp - s` for every player's score `s`,
/// where `maxp` is the most one player can end with (Sturtevant & Korf 2000, Table 1): a
/// player who takes no points gets `maxp`, one who takes them all gets 0. The game then
/// reports its value tuples, and declares its [`Bounds`](crate::Bounds), in that form
/// (`maxsum' = n * maxp - minsum`, where `minsum` is the least total of the own scores), and
/// [`own_scores`](Objective::own_scores) maps the searchers' values back.
///
/// `#[multiplayer_game(objective = min, ...)]` does the mapping; a hand-written minimisation
/// game maps its tuples itself and sets [`Game::OBJECTIVE`](crate::Game::OBJECTIVE).
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Objective<S> {
    /// Every player maximises its own score: the game's scores are the searchers' scores.
    Max,
    /// Every player minimises its own score; the searchers see `maxp - s`.
    Min {
        /// The most one player can end with, in the game's own scores.
        maxp: S,
    },
}

impl<S: Score> Objective<S> {
    /// A value tuple as the searchers report it (such as
    /// [`SearchResult::value`](crate::SearchResult::value)), in the game's own scores:
    /// unchanged for a maximisation game, `maxp - s'` for every component of a minimisation
    /// game.
    ///
    /// ```
    /// use maxn_runtime::Objective;
    ///
    /// // 3-player Hearts in maximisation form: a player who took no points scores 26.
    /// let hearts = Objective::Min { maxp: 26u8 };
    /// assert_eq!(hearts.own_scores([26, 13, 13]), [0, 13, 13]);
    /// assert_eq!(Objective::<u8>::Max.own_scores([26, 13, 13]), [26, 13, 13]);
    /// ```
    pub fn own_scores<const N: usize>(&self, value: [S; N]) -> [S; N] {
        match *self {
            Objective::Max => value,
            // The map is its own inverse: maxp - (maxp - s) = s.
            Objective::Min { maxp } => value.map(|score| maxp.saturating_sub(score)),
        }
    }
}
