//! Best-Reply Search and BRS+: with two players both are alpha-beta (the same answer and the
//! same counts as `Paranoid`, which equals `MaxN` there); on hand-traced three-player trees
//! their node counts are pinned; on Chinese Checkers they equal unpruned oracles of their own
//! rules, written here from the definitions.

mod support;

use std::num::NonZeroUsize;

use maxn::{
    BestReply, BestReplyPlus, FreeTurnOrder, Game, Limits, MaxN, MoveBuffer, MoveList, NoBounds,
    Paranoid, Searcher,
};
use maxn_games::chinese_checkers::{ChineseCheckers, random_positions};
use maxn_games::synthetic::{Int, Model, Scale, Tree, TreeSpec, Unit};
use support::{Rng, Shape};

/// A two-player game whose players alternate, given the capability BRS asks for only so that
/// it can be searched: with two alternating players BRS never gives the move to anyone but
/// the player the game gives it to, which `with_mover` asserts.
#[derive(Clone)]
struct Alternating<G>(G);

impl<G: Game<2>> Game<2> for Alternating<G> {
    type Score = G::Score;
    type Move = G::Move;
    type Moves = G::Moves;
    const NAME: &'static str = G::NAME;
    type Bounds = G::Bounds;
    const BOUNDS: G::Bounds = G::BOUNDS;

    fn to_move(&self) -> usize {
        self.0.to_move()
    }
    fn generate_moves(&self, moves: &mut Self::Moves) {
        self.0.generate_moves(moves);
    }
    fn play(&mut self, mv: Self::Move) {
        self.0.play(mv);
    }
    fn outcome(&self) -> Option<[Self::Score; 2]> {
        self.0.outcome()
    }
    fn evaluate(&self) -> [Self::Score; 2] {
        self.0.evaluate()
    }
}

impl<G: Game<2>> FreeTurnOrder<2> for Alternating<G> {
    fn with_mover(&self, player: usize) -> Self {
        assert_eq!(player, self.to_move(), "BRS gave the move out of turn");
        self.clone()
    }
}

fn two_players<K: Scale>(shape: &Shape) -> u64 {
    let spec = TreeSpec::new(shape.branching, shape.depth, shape.seed, Model::Random);
    let tree = Tree::<K, 2>::root(&spec).expect("valid spec");
    let limits = Limits::depth(shape.depth);
    let paranoid = Paranoid.search(&tree, limits);
    let maxn = MaxN.search(&tree, limits);
    let brs = BestReply.search(&Alternating(tree), limits);
    let plus = BestReplyPlus.search(&tree, limits);
    let case = format!("{shape:?}, scale {}", K::name());
    for (name, result) in [("brs", &brs), ("brs-plus", &plus)] {
        assert_eq!(result.value, paranoid.value, "{name}: {case}");
        assert_eq!(result.best_move, paranoid.best_move, "{name}: {case}");
        assert_eq!(
            result.principal_line, paranoid.principal_line,
            "{name}: {case}"
        );
        assert_eq!(result.stats, paranoid.stats, "{name}: {case}");
        // Constant-sum with two players: max^n's answer too.
        assert_eq!(result.value[0], maxn.value[0], "{name} vs maxn: {case}");
        assert_eq!(result.best_move, maxn.best_move, "{name} vs maxn: {case}");
    }
    paranoid.stats.cutoffs.alpha_beta
}

#[test]
fn with_two_players_brs_and_brs_plus_are_alpha_beta() {
    let mut rng = Rng::seeded(0xB125_0002);
    let mut cutoffs = 0;
    for _ in 0..2_000 {
        let shape = Shape::draw(&mut rng, (2, 2), (1, 7), (1, 9), 2_000);
        cutoffs += match rng.range(0, 2) {
            0 => two_players::<Int<5>>(&shape),
            1 => two_players::<Int<720_720>>(&shape),
            _ => two_players::<Unit>(&shape),
        };
    }
    // Enough pruning that the counts compared above say something.
    assert!(cutoffs > 1_000, "{cutoffs}");
}

/// A three-player game of explicit leaf values: every player has the moves 0 and 1
/// everywhere, players move in turn 0, 1, 2 unless given the move, a position is the line of
/// `(player, move)` played, and the value at the depth limit is `value(line)`, which panics
/// on a line the hand trace says is never evaluated.
#[derive(Clone, Debug)]
struct Replies {
    mover: usize,
    line: Vec<(usize, u8)>,
    value: fn(&[(usize, u8)]) -> u32,
}

impl Replies {
    fn new(value: fn(&[(usize, u8)]) -> u32) -> Self {
        Self {
            mover: 0,
            line: Vec::new(),
            value,
        }
    }
}

impl Game<3> for Replies {
    type Score = u32;
    type Move = u8;
    type Moves = MoveList<u8, 2>;
    const NAME: &'static str = "replies";
    type Bounds = NoBounds;
    const BOUNDS: NoBounds = NoBounds;

    fn to_move(&self) -> usize {
        self.mover
    }
    fn generate_moves(&self, moves: &mut Self::Moves) {
        moves.extend([0, 1]);
    }
    fn play(&mut self, mv: u8) {
        self.line.push((self.mover, mv));
        self.mover = (self.mover + 1) % 3;
    }
    fn outcome(&self) -> Option<[u32; 3]> {
        None
    }
    fn evaluate(&self) -> [u32; 3] {
        [(self.value)(&self.line), 0, 0]
    }
}

impl FreeTurnOrder<3> for Replies {
    fn with_mover(&self, player: usize) -> Self {
        Self {
            mover: player,
            ..self.clone()
        }
    }
}

#[test]
fn brs_counts_on_a_hand_traced_tree() {
    // Depth 2: player 0's move `a`, then one reply `m` by player 1 or player 2.
    fn value(line: &[(usize, u8)]) -> u32 {
        match line {
            [(0, 0), (1, 0)] => 5,
            [(0, 0), (1, 1)] => 7,
            [(0, 0), (2, 0)] => 6,
            [(0, 0), (2, 1)] => 4,
            [(0, 1), (1, 0)] => 3,
            _ => panic!("the trace never evaluates {line:?}"),
        }
    }
    // Root (1 node). a = 0: the opponents' level (1) tries player 1's moves 0, 1 (5, 7) and
    // player 2's, given the move, 0, 1 (6, 4): 4 leaves, value 4, alpha = 4. a = 1: its level
    // (1) sees player 1's move 0 worth 3 <= alpha and stops (1 leaf, 1 cut-off). Nodes
    // 1 + (1 + 4) + (1 + 1) = 8; value 4 by move 0, answered by player 2's move 1.
    let result = BestReply.search(&Replies::new(value), Limits::depth(2));
    assert_eq!(result.value, [4, 0, 0]);
    assert_eq!(result.best_move, Some(0));
    assert_eq!(result.principal_line, [0, 1]);
    assert_eq!(result.stats.nodes, 8);
    assert_eq!(result.stats.leaves, 5);
    assert_eq!(result.stats.cutoffs.alpha_beta, 1);
    assert!(result.complete);
}

#[test]
fn brs_plus_counts_on_a_hand_traced_tree() {
    // Depth 2: player 0's move `a`, then one layer: player 1 moves, then player 2.
    fn value(line: &[(usize, u8)]) -> u32 {
        match line {
            [(0, 0), (1, 0), (2, 0)] => 5,
            [(0, 0), (1, 0), (2, 1)] => 6,
            [(0, 0), (1, 1), (2, 0)] => 4,
            [(0, 1), (1, 0), (2, 0)] => 3,
            _ => panic!("the trace never evaluates {line:?}"),
        }
    }
    // Root (1). a = 0: player 1's node (1); its move 0 leaves player 2 free (1 node, leaves
    // 5 and 6: value 5); its move 1 (player 1 gives the reply) forces player 2's first move
    // (1 node, leaf 4): value 4, 6 nodes, alpha = 4. The line (1, 1), (2, 1) is never
    // searched. a = 1: player 1's node (1), player 2's free node (1), leaf 3 <= alpha: a
    // cut-off there and another at player 1's node, 3 nodes. Nodes 1 + 6 + 3 = 10.
    let result = BestReplyPlus.search(&Replies::new(value), Limits::depth(2));
    assert_eq!(result.value, [4, 0, 0]);
    assert_eq!(result.best_move, Some(0));
    assert_eq!(result.principal_line, [0, 1, 0]);
    assert_eq!(result.stats.nodes, 10);
    assert_eq!(result.stats.leaves, 4);
    assert_eq!(result.stats.cutoffs.alpha_beta, 2);
}

/// Unpruned BRS from the definition: the root player's moves, then every move of every
/// opponent (given the move), the position handed back to the root player.
fn brs_oracle<G: FreeTurnOrder<N>, const N: usize>(
    position: &G,
    root: usize,
    depth: u32,
    roots_turn: bool,
) -> (G::Score, Option<G::Move>) {
    if let Some(value) = position.outcome() {
        return (value[root], None);
    }
    if depth == 0 {
        return (position.evaluate()[root], None);
    }
    let mut best: Option<(G::Score, G::Move)> = None;
    let players: Vec<usize> = if roots_turn {
        vec![root]
    } else {
        (1..N).map(|k| (root + k) % N).collect()
    };
    for player in players {
        let mover = position.with_mover(player);
        let mut moves = G::Moves::default();
        mover.generate_moves(&mut moves);
        for &mv in moves.as_slice() {
            let mut child = mover.clone();
            child.play(mv);
            if !roots_turn {
                child = child.with_mover(root);
            }
            let (score, _) = brs_oracle(&child, root, depth - 1, !roots_turn);
            let better = best.is_none_or(|(b, _)| if roots_turn { score > b } else { score < b });
            if better {
                best = Some((score, mv));
            }
        }
    }
    match best {
        Some((score, mv)) => (score, Some(mv)),
        None => (position.evaluate()[root], None),
    }
}

/// Unpruned BRS+ from the definition: where the root player moves, all its moves; in an
/// opponents' layer, all moves of an opponent while every opponent before it in the layer
/// played its first move, else its first move only.
fn brs_plus_oracle<G: Game<N>, const N: usize>(
    position: &G,
    root: usize,
    depth: u32,
    free: bool,
) -> (G::Score, Option<G::Move>) {
    if depth == 0 {
        return (
            position.outcome().unwrap_or_else(|| position.evaluate())[root],
            None,
        );
    }
    if let Some(value) = position.outcome() {
        return (value[root], None);
    }
    let mut moves = G::Moves::default();
    position.generate_moves(&mut moves);
    let roots_turn = position.to_move() == root;
    let mut best: Option<(G::Score, G::Move)> = None;
    for (index, &mv) in moves.as_slice().iter().enumerate() {
        if !roots_turn && !free && index > 0 {
            break;
        }
        let mut child = position.clone();
        child.play(mv);
        let ends = roots_turn || child.to_move() == root;
        let (score, _) = if ends {
            brs_plus_oracle(&child, root, depth - 1, true)
        } else {
            brs_plus_oracle(&child, root, depth, free && index == 0)
        };
        let better = best.is_none_or(|(b, _)| if roots_turn { score > b } else { score < b });
        if better {
            best = Some((score, mv));
        }
    }
    match best {
        Some((score, mv)) => (score, Some(mv)),
        None => (position.evaluate()[root], None),
    }
}

#[test]
fn on_chinese_checkers_3p_both_equal_unpruned_oracles_of_their_rules() {
    let top = NonZeroUsize::new(5);
    let mut positions = random_positions::<3>(0xB125, 12, 40);
    positions.push(ChineseCheckers::<3>::start());
    let (mut brs_cutoffs, mut plus_cutoffs) = (0, 0);
    for (index, position) in positions.into_iter().enumerate() {
        let position = position.with_top_k(top);
        let root = position.to_move();
        for depth in 1..=4 {
            let case = format!("position {index}, depth {depth}");
            let brs = BestReply.search(&position, Limits::depth(depth));
            let (value, mv) = brs_oracle(&position, root, depth, true);
            assert_eq!((brs.value[root], brs.best_move), (value, mv), "brs: {case}");
            brs_cutoffs += brs.stats.cutoffs.alpha_beta;

            let plus = BestReplyPlus.search(&position, Limits::depth(depth));
            let (value, mv) = brs_plus_oracle(&position, root, depth, true);
            assert_eq!(
                (plus.value[root], plus.best_move),
                (value, mv),
                "brs+: {case}"
            );
            plus_cutoffs += plus.stats.cutoffs.alpha_beta;
            // BRS+ lines are lines of the game: each move is legal where it is played.
            let mut replay = position;
            for &mv in &plus.principal_line {
                let mut moves = <ChineseCheckers<3> as Game<3>>::Moves::default();
                replay.generate_moves(&mut moves);
                assert!(moves.as_slice().contains(&mv), "brs+ line illegal: {case}");
                replay.play(mv);
            }
        }
    }
    assert!(
        brs_cutoffs > 100 && plus_cutoffs > 100,
        "{brs_cutoffs} {plus_cutoffs}"
    );
}
