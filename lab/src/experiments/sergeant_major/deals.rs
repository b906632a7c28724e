//! The deals of the Sergeant Major experiment, and the number of tricks searched made the
//! game's compile-time constant.

use maxn::{Limits, Searcher, Stats};
use maxn_games::cards::{CardGame, Deal, SERGEANT_MAJOR, SergeantMajor};
use maxn_games::rng::GOLDEN_GAMMA;

/// Work to do with `SergeantMajor<TRICKS>` for a number of tricks chosen at run time: see
/// [`with_tricks`].
pub trait WithTricks {
    /// What the work returns.
    type Output;

    /// Does the work with the game type `SergeantMajor<TRICKS>`, whose bounds (`maxsum =
    /// TRICKS`) are constants of the compiled kernels.
    fn run<const TRICKS: usize>(self) -> Self::Output;
}

/// Calls `job.run::<TRICKS>()` with `TRICKS = tricks`, or returns `None` unless `1 <= tricks
/// <= 16`. This is how a number of tricks read at run time (the CLI's `--tricks`) becomes the
/// compile-time constant: one specialised copy of the job per possible value.
///
/// ```
/// use maxn::BoundedGame;
/// use maxn_games::cards::SergeantMajor;
/// use maxn_lab::experiments::sergeant_major::{WithTricks, with_tricks};
///
/// struct Maxsum;
/// impl WithTricks for Maxsum {
///     type Output = u8;
///     fn run<const TRICKS: usize>(self) -> u8 {
///         <SergeantMajor<TRICKS> as BoundedGame<3>>::MAXSUM
///     }
/// }
/// assert_eq!(with_tricks(5, Maxsum), Some(5));
/// assert_eq!(with_tricks(17, Maxsum), None);
/// ```
pub fn with_tricks<J: WithTricks>(tricks: usize, job: J) -> Option<J::Output> {
    macro_rules! dispatch {
        ($($n:literal)*) => {
            match tricks {
                $($n => Some(job.run::<$n>()),)*
                _ => None,
            }
        };
    }
    dispatch!(1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16)
}

/// The deal of run `index` of an experiment seeded `seed`: a shuffle of the full deck from a
/// seed mixed from both, so that experiments with different seeds share no deals.
pub fn experiment_deal(seed: u64, index: u64) -> Deal<3> {
    let mixed = seed
        .wrapping_mul(GOLDEN_GAMMA)
        .rotate_left(29)
        .wrapping_add(index.wrapping_mul(0xbf58_476d_1ce4_e5b9));
    Deal::random(&SERGEANT_MAJOR, mixed)
}

/// The game of run `index` of an experiment seeded `seed`: [`experiment_deal`], North leading,
/// no trumps, grouping on, cards high to low (the paper's setting with `TRICKS = 5`).
pub fn experiment_game<const TRICKS: usize>(seed: u64, index: u64) -> SergeantMajor<TRICKS> {
    SergeantMajor::new(experiment_deal(seed, index))
        .expect("a shuffled Sergeant Major deal is a valid Sergeant Major deal")
}

/// Searches `game` to its end (`3 * TRICKS` plies below a trick start) with `searcher` and
/// returns the statistics; `stats.nodes` counts every node visited, root and leaves included.
pub fn search_stats<const TRICKS: usize, S: Searcher<SergeantMajor<TRICKS>, 3>>(
    game: &SergeantMajor<TRICKS>,
    searcher: &S,
) -> Stats {
    searcher.search(game, Limits::depth(plies_left(game))).stats
}

/// The plies from `game` to the end of its `TRICKS` tricks.
pub fn plies_left<const TRICKS: usize>(game: &SergeantMajor<TRICKS>) -> u32 {
    let table = game.table();
    (3 * TRICKS - 3 * table.completed_tricks() - table.trick().len()) as u32
}

#[cfg(test)]
mod tests {
    use maxn::MaxN;
    use maxn_games::cards::full_tree_stats;

    use super::*;

    #[test]
    fn experiment_deals_differ_by_index_and_seed() {
        assert_eq!(experiment_deal(1, 2), experiment_deal(1, 2));
        assert_ne!(experiment_deal(1, 2), experiment_deal(1, 3));
        assert_ne!(experiment_deal(1, 2), experiment_deal(2, 1));
        assert_ne!(experiment_deal(0, 1), experiment_deal(1, 0));
    }

    #[test]
    fn the_full_tree_of_an_experiment_deal_is_what_maxn_visits() {
        // Two tricks keep the test quick; the paper's experiment uses `SergeantMajor<5>`.
        let game: SergeantMajor<2> = experiment_game(1, 0);
        assert_eq!(plies_left(&game), 6);
        assert_eq!(search_stats(&game, &MaxN), full_tree_stats(&game));
    }
}
