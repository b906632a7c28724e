//! Where the players sit for each supported player count, and their goals.
//!
//! - 2 players: top and bottom.
//! - 3 players: top, lower right, lower left (every other point; the goals are the empty
//!   points between them).
//! - 4 players: top, upper right, bottom, lower left.
//! - 6 players: every point.
//!
//! Player indices follow the points clockwise from the top, so player 0 sits at the top and
//! moves first, and turns pass in index order (clockwise). Each player's goal is the point
//! across the board from its home.

use super::board::{TIP_STEPS, Triangle};

/// The player counts the board supports.
pub const SUPPORTED_PLAYER_COUNTS: [usize; 4] = [2, 3, 4, 6];

/// Whether `players` can sit at the board.
pub const fn is_supported(players: usize) -> bool {
    matches!(players, 2 | 3 | 4 | 6)
}

/// The home triangle of each player, for `N` players.
///
/// # Panics
///
/// For an unsupported `N`; used in constants, this is a compile-time error.
pub const fn homes<const N: usize>() -> [Triangle; N] {
    let indices: &[usize] = match N {
        2 => &[0, 3],
        3 => &[0, 2, 4],
        4 => &[0, 1, 3, 4],
        6 => &[0, 1, 2, 3, 4, 5],
        _ => panic!("Chinese Checkers is played by 2, 3, 4 or 6 players"),
    };
    let mut homes = [Triangle::Top; N];
    let mut i = 0;
    while i < N {
        homes[i] = Triangle::from_index(indices[i]);
        i += 1;
    }
    homes
}

/// The goal triangle of each player: the one opposite its home.
pub const fn goals<const N: usize>() -> [Triangle; N] {
    let homes = homes::<N>();
    let mut goals = [Triangle::Top; N];
    let mut i = 0;
    while i < N {
        goals[i] = homes[i].opposite();
        i += 1;
    }
    goals
}

/// The player whose goal each triangle is (by clockwise index, with index 6 for the hexagon),
/// or [`NO_PLAYER`].
pub(crate) const fn goal_owners<const N: usize>() -> [u8; 7] {
    let goals = goals::<N>();
    let mut owners = [NO_PLAYER; 7];
    let mut i = 0;
    while i < N {
        owners[goals[i].index()] = i as u8;
        i += 1;
    }
    owners
}

/// "Nobody", in the player-indexed tables.
pub(crate) const NO_PLAYER: u8 = u8::MAX;

/// For each player, how many steps each cell is from its goal's tip.
pub(crate) const fn goal_distances<const N: usize>() -> [[u8; 121]; N] {
    let goals = goals::<N>();
    let mut tables = [[0; 121]; N];
    let mut i = 0;
    while i < N {
        tables[i] = TIP_STEPS[goals[i].index()];
        i += 1;
    }
    tables
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seating_follows_the_issue() {
        use Triangle::*;
        assert_eq!(homes::<2>(), [Top, Bottom]);
        assert_eq!(homes::<3>(), [Top, LowerRight, LowerLeft]);
        assert_eq!(homes::<4>(), [Top, UpperRight, Bottom, LowerLeft]);
        assert_eq!(
            homes::<6>(),
            [Top, UpperRight, LowerRight, Bottom, LowerLeft, UpperLeft]
        );
        assert_eq!(goals::<3>(), [Bottom, UpperLeft, UpperRight]);
        // With 2, 4 and 6 players every goal is somebody's home; with 3 none is.
        assert_eq!(goals::<4>(), [Bottom, LowerLeft, Top, UpperRight]);
    }

    #[test]
    fn goal_owners_invert_goals() {
        let owners = goal_owners::<3>();
        assert_eq!(owners[Triangle::Bottom.index()], 0);
        assert_eq!(owners[Triangle::UpperLeft.index()], 1);
        assert_eq!(owners[Triangle::UpperRight.index()], 2);
        assert_eq!(owners[Triangle::Top.index()], NO_PLAYER);
        assert_eq!(owners[6], NO_PLAYER);
    }
}
