//! "Oracle order": a game whose every node lists its children best first by their true max^n
//! values, computed beforehand, the reference for what any move ordering could buy.

use std::collections::HashMap;

use maxn::{Game, MoveBuffer, Objective, PositionHash, Score};

/// Every position's max^n value at each depth left, keyed by position hash and depth.
pub type OracleValues<S, const N: usize> = HashMap<(u64, u32), [S; N]>;

/// The max^n values (ties to the left, in the game's order) of every position within `depth`
/// plies of `root`, each at the depth left below it: one plain max^n pass, each transposition
/// searched once.
pub fn oracle_values<G: PositionHash<N>, const N: usize>(
    root: &G,
    depth: u32,
) -> OracleValues<G::Score, N> {
    let mut values = HashMap::new();
    fill(root, depth, &mut values);
    values
}

fn fill<G: PositionHash<N>, const N: usize>(
    position: &G,
    depth: u32,
    values: &mut OracleValues<G::Score, N>,
) -> [G::Score; N] {
    let key = (position.position_hash(), depth);
    if let Some(&value) = values.get(&key) {
        return value;
    }
    let value = if depth == 0 {
        position.outcome().unwrap_or_else(|| position.evaluate())
    } else if let Some(outcome) = position.outcome() {
        outcome
    } else {
        let mut moves = G::Moves::default();
        position.generate_moves(&mut moves);
        let player = position.to_move();
        let mut best: Option<[G::Score; N]> = None;
        for &mv in moves.as_slice() {
            let mut child = position.clone();
            child.play(mv);
            let value = fill(&child, depth - 1, values);
            if best.is_none_or(|best| value[player] > best[player]) {
                best = Some(value);
            }
        }
        best.unwrap_or_else(|| position.evaluate())
    };
    values.insert(key, value);
    value
}

/// `G` with each node's children sorted best first for the mover by their values in `values`
/// (a stable sort: tied children keep the game's order). The same tree, reordered; searched to
/// the depth the values were computed for, it is the best order there is for that search.
#[derive(Clone, Debug)]
pub struct OracleOrder<'v, G: Game<N>, const N: usize> {
    position: G,
    depth: u32,
    values: &'v OracleValues<G::Score, N>,
}

impl<'v, G: PositionHash<N>, const N: usize> OracleOrder<'v, G, N> {
    /// `position`, to be searched `depth` plies deep, ordered by `values` (from
    /// [`oracle_values`] of `position` at `depth`).
    pub fn new(position: G, depth: u32, values: &'v OracleValues<G::Score, N>) -> Self {
        Self {
            position,
            depth,
            values,
        }
    }
}

impl<G: PositionHash<N>, const N: usize> Game<N> for OracleOrder<'_, G, N> {
    type Score = G::Score;
    type Move = G::Move;
    type Moves = G::Moves;

    const NAME: &'static str = G::NAME;
    type Bounds = G::Bounds;
    const BOUNDS: G::Bounds = G::BOUNDS;
    const OBJECTIVE: Objective<G::Score> = G::OBJECTIVE;

    fn to_move(&self) -> usize {
        self.position.to_move()
    }

    fn generate_moves(&self, moves: &mut G::Moves) {
        let mut own = G::Moves::default();
        self.position.generate_moves(&mut own);
        let player = self.position.to_move();
        let below = self.depth.saturating_sub(1);
        let mut scored: Vec<(G::Score, G::Move)> = own
            .as_slice()
            .iter()
            .map(|&mv| {
                let mut child = self.position.clone();
                child.play(mv);
                let value = self.values.get(&(child.position_hash(), below));
                (value.map_or(G::Score::ZERO, |value| value[player]), mv)
            })
            .collect();
        scored.sort_by(|a, b| b.0.partial_cmp(&a.0).unwrap_or(std::cmp::Ordering::Equal));
        for (_, mv) in scored {
            moves.push(mv);
        }
    }

    fn play(&mut self, mv: G::Move) {
        self.position.play(mv);
        self.depth = self.depth.saturating_sub(1);
    }

    fn outcome(&self) -> Option<[G::Score; N]> {
        self.position.outcome()
    }

    fn evaluate(&self) -> [G::Score; N] {
        self.position.evaluate()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use maxn::{Limits, MaxN, Searcher, Speculative};
    use maxn_games::chinese_checkers::random_positions;

    #[test]
    fn oracle_order_keeps_the_max_n_value_and_puts_the_best_child_first() {
        for position in random_positions::<3>(5, 6, 200) {
            let game = position.with_top_k(std::num::NonZeroUsize::new(4));
            let values = oracle_values(&game, 3);
            let plain = MaxN.search(&game, Limits::depth(3));
            let ordered = OracleOrder::new(game, 3, &values);
            let oracle = MaxN.search(&ordered, Limits::depth(3));
            assert_eq!(oracle.value, plain.value);
            assert_eq!(values[&(game.position_hash(), 3)], plain.value);
            // The best child comes first, so max^n chooses the first move.
            assert_eq!(oracle.best_index, Some(0));
            let speculative = Speculative.search(&ordered, Limits::depth(3));
            assert_eq!(speculative.value, plain.value);
            assert!(speculative.stats.nodes <= oracle.stats.nodes);
        }
    }
}
