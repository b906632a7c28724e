//! Perft: the number of positions at each depth of a game tree, counted by walking it, and a
//! faster count for card games that multiplies within the last trick instead of walking it.

use maxn::{Game, MoveBuffer, move_capacity_exceeded};

use super::game::CardGame;

/// The number of positions at each depth `1..=depth` below `game` (entry `d - 1` counts depth
/// `d`): every sequence of legal moves of that length, stopping at finished games. The root is
/// not counted, so a search that visits the whole tree to `depth` visits
/// `1 + perft(..).iter().sum()` nodes.
///
/// Moves are generated as the game generates them, so a card game counts with or without
/// grouping as its [`MoveOptions`](super::MoveOptions) say.
pub fn perft<G: Game<N>, const N: usize>(game: &G, depth: u32) -> Vec<u64> {
    let mut counts = vec![0; depth as usize];
    walk(game, &mut counts);
    counts
}

fn walk<G: Game<N>, const N: usize>(position: &G, counts: &mut [u64]) {
    if counts.is_empty() || position.outcome().is_some() {
        return;
    }
    let moves = moves_of(position);
    counts[0] += moves.len() as u64;
    if counts.len() > 1 {
        for &mv in moves.as_slice() {
            let mut child = position.clone();
            child.play(mv);
            walk(&child, &mut counts[1..]);
        }
    }
}

/// The same counts as [`perft`], found faster: where the depth ends within the current trick,
/// the positions below are counted by multiplying the followers' numbers of moves instead of
/// visiting them. That is exact because each follower's moves depend only on its hand and the
/// suit led (the promise of [`CardGame`]); tests check it against [`perft`].
pub fn fast_perft<G: CardGame<N>, const N: usize>(game: &G, depth: u32) -> Vec<u64> {
    let mut counts = vec![0; depth as usize];
    fast_walk(game, &mut counts);
    counts
}

fn fast_walk<G: CardGame<N>, const N: usize>(position: &G, counts: &mut [u64]) {
    if counts.is_empty() || position.outcome().is_some() {
        return;
    }
    let played = position.table().trick().len();
    if counts.len() == 1 {
        // One ply left: counting the moves is all there is to do.
        counts[0] += moves_of(position).len() as u64;
        return;
    }
    if counts.len() <= N - played {
        if played == 0 {
            // Each lead fixes the suit the followers must answer.
            for &lead in moves_of(position).as_slice() {
                counts[0] += 1;
                let mut child = *position;
                child.play(lead);
                multiply_along_trick(&child, &mut counts[1..]);
            }
        } else {
            multiply_along_trick(position, counts);
        }
        return;
    }
    let moves = moves_of(position);
    counts[0] += moves.len() as u64;
    for &mv in moves.as_slice() {
        let mut child = *position;
        child.play(mv);
        fast_walk(&child, &mut counts[1..]);
    }
}

/// Counts the positions below a position inside a trick, to a depth that does not pass the
/// trick's end: the number at each depth is the product of the movers' numbers of moves,
/// found along any one line (here the first move of each).
fn multiply_along_trick<G: CardGame<N>, const N: usize>(position: &G, counts: &mut [u64]) {
    let mut current = *position;
    let mut product = 1;
    for level in 0..counts.len() {
        let moves = moves_of(&current);
        product *= moves.len() as u64;
        counts[level] += product;
        match moves.as_slice().first() {
            Some(&mv) if level + 1 < counts.len() => current.play(mv),
            _ => break,
        }
    }
}

fn moves_of<G: Game<N>, const N: usize>(position: &G) -> G::Moves {
    let mut moves = G::Moves::default();
    position.generate_moves(&mut moves);
    if moves.overflowed() {
        move_capacity_exceeded(G::NAME, G::Moves::CAPACITY, G::MAX_MOVES_KEY);
    }
    moves
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::{Hearts, SergeantMajor, Spades, Suit, TakenAndHeld};
    use maxn::{Limits, MaxN, Searcher};

    /// Plays `plies` moves into `game`, picking by a simple hash of the seed and ply.
    fn advance<G: CardGame<N>, const N: usize>(mut game: G, plies: usize, seed: u64) -> G {
        for ply in 0..plies {
            let moves = moves_of(&game);
            if moves.is_empty() || game.outcome().is_some() {
                break;
            }
            let pick =
                (seed.wrapping_mul(31).wrapping_add(ply as u64 * 17) % moves.len() as u64) as usize;
            game.play(moves.as_slice()[pick]);
        }
        game
    }

    fn agree<G: CardGame<N>, const N: usize>(game: G, depth: u32) {
        for grouping in [true, false] {
            let game = game.with_grouping(grouping);
            assert_eq!(fast_perft(&game, depth), perft(&game, depth), "{}", G::NAME);
        }
    }

    #[test]
    fn the_fast_count_equals_the_walk_from_any_position() {
        for seed in 0..12 {
            for plies in [0, 1, 2, 4, 5, 13] {
                let depth = 1 + (seed % 6) as u32;
                agree(
                    advance(SergeantMajor::<16>::random(seed), plies, seed),
                    depth,
                );
                let trump = SergeantMajor::<4>::random(seed).with_trump(Some(Suit::Diamonds));
                agree(advance(trump, plies, seed), depth);
                agree(advance(Hearts::<4>::random(seed), plies, seed), depth);
                agree(
                    advance(Hearts::<3, TakenAndHeld>::random(seed), plies, seed),
                    depth,
                );
                agree(advance(Spades::<17>::random(seed), plies, seed), depth);
            }
        }
    }

    #[test]
    fn perft_stops_at_the_end_of_the_game() {
        let game = SergeantMajor::<1>::random(3);
        let counts = perft(&game, 5);
        assert_eq!(counts[3..], [0, 0]);
        assert!(counts[2] > 0);
    }

    #[test]
    fn maxn_visits_one_more_node_than_perft_counts() {
        for seed in 0..5 {
            let game = Hearts::<3>::random(seed);
            let counts = perft(&game, 6);
            let stats = MaxN.search(&game, Limits::depth(6)).stats;
            assert_eq!(stats.nodes, 1 + counts.iter().sum::<u64>());
            assert_eq!(stats.leaves, counts[5]);
        }
    }
}
