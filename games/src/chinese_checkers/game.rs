//! The rules as `#[multiplayer_game::rules]` (the declaration is on the struct): a thin layer
//! over the position's own methods, and the capabilities the macro does not derive.

use maxn::{FreeTurnOrder, MoveBuffer, PositionHash, multiplayer_game};

use super::eval::CheckersScore;
use super::position::{ChineseCheckers, Move};
use super::zobrist;

#[multiplayer_game::rules]
impl<const N: usize> ChineseCheckers<N> {
    /// Every legal move, best first (see [`legal_moves`](Self::legal_moves)), written
    /// straight to the searcher's move list.
    #[moves]
    pub fn moves(&self, moves: &mut impl MoveBuffer<Move = Move>) {
        self.legal_moves(moves);
    }

    /// Plays a legal move: the piece, the progress, the winner and the hash.
    pub fn play(&mut self, mv: Move) {
        self.apply(mv);
    }

    /// The value of a finished game ([`final_value`](Self::final_value)).
    pub fn outcome(&self) -> Option<[CheckersScore; N]> {
        self.final_value()
    }

    /// The static value ([`static_value`](Self::static_value)).
    pub fn evaluate(&self) -> [CheckersScore; N] {
        self.static_value()
    }
}

/// The pieces of every player and the player to move. The progress and the winner are
/// functions of the pieces; the top-k limit is a setting of the search, not of the position.
impl<const N: usize> PositionHash<N> for ChineseCheckers<N> {
    #[inline]
    fn position_hash(&self) -> u64 {
        self.hash
    }
}

/// Sound: a position is the pieces on the board and the mover, and a player's moves depend
/// only on the board; nothing else (no direction of play, no count of passes) follows the
/// turn order.
impl<const N: usize> FreeTurnOrder<N> for ChineseCheckers<N> {
    #[inline]
    fn with_mover(&self, player: usize) -> Self {
        assert!(player < N, "player {player} of a {N}-player game");
        let hash = self.hash ^ zobrist::turn(self.player_to_move()) ^ zobrist::turn(player);
        Self {
            to_move: player as u8,
            hash,
            ..*self
        }
    }
}

#[cfg(test)]
mod tests {
    use maxn::{Limits, MaxN, Searcher};

    use super::*;

    /// The figure: plain max^n to depth 5 for 3 players from the start visits
    /// 1,687,995 nodes, root included. It is the sum of the perft counts 1, 14, 196, 2,744,
    /// 66,640 and 1,618,400 (no game ends within 5 turns, and max^n prunes nothing), and the
    /// last is 14 * 340 * 340: player 1's second turn, its 340 second moves (summed over its
    /// first moves) times player 0's 340, the players being too far apart to interact yet.
    #[test]
    fn maxn_to_depth_five_visits_the_reference_node_count() {
        let result = MaxN.search(&ChineseCheckers::<3>::start(), Limits::depth(5));
        assert!(result.complete);
        assert_eq!(result.stats.nodes, 1_687_995);
        assert_eq!(result.stats.leaves, 1_618_400);
        assert_eq!(result.principal_line.len(), 5);
    }
}
