//! The differential oracle: every exact pruning searcher must return exactly the root value
//! and root move of plain `MaxN` on the same tree.

use std::fmt;

use maxn::dynamic::{
    DynAlphaBetaBranchAndBound, DynBranchAndBound, DynGame, DynLastBranch, DynSearcher,
    DynSpeculative,
};
use maxn::{
    AlphaBetaBranchAndBound, BranchAndBound, Game, LastBranch, Limits, MaxN, SearchResult,
    Searcher, Shallow, Speculative, Stats,
};
use maxn_games::synthetic::{DynTree, Int, Model, Scale, Tree, TreeSpec, Unit};

use super::Rng;

/// The score scales the oracle draws from: roomy integer scales with steps 1 and 2, tiny
/// scales whose leaves tie all the time, and continuous scores.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ScaleKind {
    /// `Int<60>`.
    Int60,
    /// `Int<60, 2>`.
    Int60Step2,
    /// `Int<3>`: components in 0..=3, mostly 0 and 1 for many players, so ties are everywhere.
    Int3,
    /// `Int<4, 2>`: components in {0, 2, 4}.
    Int4Step2,
    /// `Unit`: continuous scores summing to 1.
    Unit,
}

const SCALES: [ScaleKind; 5] = [
    ScaleKind::Int60,
    ScaleKind::Int60Step2,
    ScaleKind::Int3,
    ScaleKind::Int4Step2,
    ScaleKind::Unit,
];

/// The exact searchers under test, by name, in the order [`Case::check`] reports their stats
/// (after `MaxN`'s). The dynamic twins of the first four are checked too, against their
/// specialised searcher's whole result.
pub const SEARCHERS: [&str; 5] = ["dfbnb", "abbnb", "last-branch", "speculative", "shallow"];

/// One random tree and how deep to search it.
#[derive(Clone, Copy, Debug)]
pub struct Case {
    /// The seed the case was drawn from (`Case::draw(seed, ..)` rebuilds it).
    pub seed: u64,
    pub players: usize,
    pub scale: ScaleKind,
    pub spec: TreeSpec,
    /// A depth above the leaves for the searchers this oracle runs there (branch-and-bound
    /// above the leaves is checked in `heuristic_every_depth.rs` and
    /// `exactness_every_option.rs`), or `None`.
    pub shallow_depth: Option<u32>,
}

impl fmt::Display for Case {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "seed {} (n = {}, scale {:?}, model {}, b = {}, d = {}, shallow search depth {:?})",
            self.seed,
            self.players,
            self.scale,
            self.spec.model.name(),
            self.spec.branching,
            self.spec.depth,
            self.shallow_depth,
        )
    }
}

impl Case {
    /// The case drawn from `seed`: n = 2..=6, b = 2..=8, d = 1..=8 with at most `max_leaves`
    /// leaves (the depth is lowered until the tree fits), mostly random leaves, sometimes
    /// perfectly ordered or uniform ones.
    pub fn draw(seed: u64, max_leaves: u64) -> Self {
        let mut rng = Rng::new(seed);
        let players = rng.range(2, 6) as usize;
        let scale = SCALES[rng.range(0, 4) as usize];
        let model = match rng.range(0, 9) {
            0 => Model::Best,
            1 => Model::Uniform,
            _ => Model::Random,
        };
        let branching = rng.range(2, 8);
        let mut depth = rng.range(1, 8) as u32;
        while branching.pow(depth) > max_leaves {
            depth -= 1;
        }
        let shallow_depth =
            (depth > 1 && rng.range(0, 3) == 0).then(|| rng.range(1, depth as u64 - 1) as u32);
        Self {
            seed,
            players,
            scale,
            spec: TreeSpec::new(branching as usize, depth, rng.next_u64(), model),
            shallow_depth,
        }
    }

    /// Runs `MaxN` and every searcher; `Err` describes the first disagreement with everything
    /// needed to reproduce it. `Ok` holds each searcher's stats at full depth, in
    /// [`SEARCHERS`] order, after `MaxN`'s.
    pub fn check(&self) -> Result<Vec<Stats>, String> {
        match self.players {
            2 => self.check_players::<2>(),
            3 => self.check_players::<3>(),
            4 => self.check_players::<4>(),
            5 => self.check_players::<5>(),
            6 => self.check_players::<6>(),
            n => Err(format!("no oracle for {n} players")),
        }
    }

    fn check_players<const N: usize>(&self) -> Result<Vec<Stats>, String> {
        match self.scale {
            ScaleKind::Int60 => self.check_tree::<Int<60>, N>(),
            ScaleKind::Int60Step2 => self.check_tree::<Int<60, 2>, N>(),
            ScaleKind::Int3 => self.check_tree::<Int<3>, N>(),
            ScaleKind::Int4Step2 => self.check_tree::<Int<4, 2>, N>(),
            ScaleKind::Unit => self.check_tree::<Unit, N>(),
        }
    }

    fn check_tree<K: Scale, const N: usize>(&self) -> Result<Vec<Stats>, String> {
        let mut spec = self.spec;
        let root = match Tree::<K, N>::root(&spec) {
            Ok(root) => root,
            // The uniform model needs maxsum to split evenly, the best model a fine enough
            // scale; such a case searches random leaves instead (its description says so).
            Err(_) => {
                spec.model = Model::Random;
                return Case { spec, ..*self }.check_tree::<K, N>();
            }
        };
        let twin = DynTree::<K>::root(&spec, N).map_err(|e| format!("{e} on {self}"))?;
        let full = Limits::depth(spec.depth);
        let expected = MaxN.search(&root, full);
        let mut stats = vec![expected.stats];
        let dfbnb = self.compare(BranchAndBound, &root, full, &expected)?;
        self.twin(DynBranchAndBound, &twin, full, &dfbnb)?;
        stats.push(dfbnb.stats);
        let abbnb = self.compare(AlphaBetaBranchAndBound, &root, full, &expected)?;
        self.twin(DynAlphaBetaBranchAndBound, &twin, full, &abbnb)?;
        stats.push(abbnb.stats);
        let last_branch = self.compare(LastBranch, &root, full, &expected)?;
        self.twin(DynLastBranch, &twin, full, &last_branch)?;
        stats.push(last_branch.stats);
        let speculative = self.compare(Speculative, &root, full, &expected)?;
        self.twin(DynSpeculative, &twin, full, &speculative)?;
        stats.push(speculative.stats);
        stats.push(self.compare(Shallow, &root, full, &expected)?.stats);
        if let Some(depth) = self.shallow_depth {
            let limits = Limits::depth(depth);
            let expected = MaxN.search(&root, limits);
            let last_branch = self.compare(LastBranch, &root, limits, &expected)?;
            self.twin(DynLastBranch, &twin, limits, &last_branch)?;
            let speculative = self.compare(Speculative, &root, limits, &expected)?;
            self.twin(DynSpeculative, &twin, limits, &speculative)?;
        }
        Ok(stats)
    }

    /// Checks that a dynamic twin returns exactly what its specialised searcher returned:
    /// value, move, principal line, every count and cut-off.
    fn twin<G: DynGame, D: DynSearcher<G>, const N: usize>(
        &self,
        searcher: D,
        twin: &G,
        limits: Limits,
        specialised: &SearchResult<G::Move, G::Score, N>,
    ) -> Result<(), String> {
        let result = searcher.search(twin, limits);
        if result == *specialised {
            Ok(())
        } else {
            Err(format!(
                "dynamic {} differs from its specialised twin at depth {} on {self}:\n  \
                 specialised: {specialised:?}\n  dynamic: {result:?}",
                D::NAME,
                limits.depth,
            ))
        }
    }

    fn compare<G: Game<N>, S: Searcher<G, N>, const N: usize>(
        &self,
        searcher: S,
        root: &G,
        limits: Limits,
        expected: &SearchResult<G::Move, G::Score, N>,
    ) -> Result<SearchResult<G::Move, G::Score, N>, String> {
        let result = searcher.search(root, limits);
        let same = result.value == expected.value
            && result.best_move == expected.best_move
            && result.best_index == expected.best_index
            && result.principal_line == expected.principal_line
            && result.complete;
        if same {
            Ok(result)
        } else {
            Err(format!(
                "{} disagrees with maxn at depth {} on {self}:\n  maxn: value {:?}, line {:?}\n  {}: value {:?}, line {:?}, complete {}",
                S::NAME,
                limits.depth,
                expected.value,
                expected.principal_line,
                S::NAME,
                result.value,
                result.principal_line,
                result.complete,
            ))
        }
    }
}
