//! Perfect-information Monte Carlo: positions sampled from what the seat knows, each solved
//! as a perfect-information game, the move with the best average chosen.

use maxn::rng::{GOLDEN_GAMMA, SplitMix64, mix};
use maxn::{
    Deepening, Game, IterativeDeepening, Limits, Memory, MoveOrdering, OnlyMove, PositionHash,
    PrincipalFirst, Score, SearchResult, Searcher,
};
use std::hash::Hash;
use std::sync::{Mutex, PoisonError};

use rayon::prelude::*;

use super::play_model::{PlayModel, Weighing, resample};
use super::{HiddenGame, Resample, SeatAgent, unsearched};
use crate::agent::{Budget, Decision};

/// How PIMC turns the per-sample values of the moves into a choice.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Scoring {
    /// The highest mean value over the samples (ties to the move generated first).
    #[default]
    Mean,
    /// The move best in the most samples (ties broken by the mean, then generation order).
    Vote,
}

/// How the searches of one sample's moves share their work.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Sharing {
    /// Each move deepened on its own under an even share of the node limit, without a table:
    /// the default, which the recorded PIMC results were made with.
    #[default]
    Separate,
    /// Depth by depth: every move is searched to depth 1, then every move to depth 2, and so
    /// on, all of one sample's searches sharing one transposition table
    /// ([`Pimc::sample_values`]); the game must hash its positions ([`PositionHash`]).
    /// Positions reached after different moves (the mover's cards played in another order)
    /// are searched once, the paranoid searches are ordered by what the shallower ones found
    /// at every node, and the node limit goes to the depths every move can finish: at a fixed
    /// depth per sample, fewer nodes for the same paranoid values (`docs/results/speed.md`).
    /// The table is small (256 KiB unless the budget names a size) so that it stays in cache.
    /// Exact searchers give each move the value of the plain search in the game's order (the
    /// table changes no value), breaking max^n's ties in that order where
    /// [`Separate`](Self::Separate)'s deepening breaks them along each iteration's line, so
    /// their values can differ where values tie, and under a binding node limit the depths
    /// reached differ: not the default, its strength in play unmeasured.
    Table,
    /// One search per move, straight to the budget's depth cap, all of one sample's searches
    /// sharing one transposition table as with [`Table`](Self::Table): for a fixed depth per
    /// sample, where the shallower iterations would give the moves nothing (an exact searcher
    /// keeps the game's order at every depth; the table keeps only what was searched as
    /// deep). Each move gets the value [`Table`](Self::Table) gives it at the cap, in fewer
    /// nodes. The searches at the cap may spend half the node limit: when that stops one,
    /// the sample is searched depth by depth as with [`Table`](Self::Table) with the nodes
    /// left (those spent at the cap are lost, so a limit that binds gets about one ply less
    /// than [`Table`](Self::Table) would reach); without a depth cap it is
    /// [`Table`](Self::Table).
    Straight,
}

/// What PIMC searches each sampled position with: a searcher of `G` with one root move
/// forced ([`OnlyMove`]), deepened iteratively.
///
/// Every searcher of the library is one, by the blanket impl (any `Clone + Sync` type that
/// searches `OnlyMove<G, N>`, directly and under [`IterativeDeepening`]): a game of your own
/// needs nothing more than the searcher's own requirements. A catalogue that picks its
/// searcher at run time (the command line's) implements it for its own type.
pub trait SampleSearch<G: Game<N>, const N: usize>: Sync {
    /// Deepens the search of `position` iteratively within `limits` (depth 1, 2, ..., each
    /// iteration ordered by the previous one's line, the node limit counting every
    /// iteration), as [`IterativeDeepening::deepen`] does.
    fn deepen(&self, position: &OnlyMove<G, N>, limits: Limits) -> Deepening<G::Move, G::Score, N>;

    /// One search of `position` within `limits` with `memory`
    /// ([`Searcher::search_with`]).
    fn search_with(
        &self,
        position: &OnlyMove<G, N>,
        limits: Limits,
        memory: &mut Memory<G::Move, G::Score, N>,
    ) -> SearchResult<G::Move, G::Score, N>
    where
        G: PositionHash<N, Move: Hash>;

    /// How the searches of [`Sharing::Table`] order moves with the shared table: the game's
    /// order by default, under which a value one move's search stored is the value of the
    /// position for every later search, whatever the searcher (max^n breaks ties by the
    /// order). A searcher whose root value is one number whatever the order (paranoid) can
    /// take the table's best move first, which prunes more.
    fn table_ordering(&self) -> MoveOrdering {
        MoveOrdering::Game
    }
}

impl<G: Game<N>, S, const N: usize> SampleSearch<G, N> for S
where
    S: Clone + Sync + Searcher<OnlyMove<G, N>, N>,
    S: for<'a> Searcher<PrincipalFirst<'a, OnlyMove<G, N>, N>, N>,
{
    fn deepen(&self, position: &OnlyMove<G, N>, limits: Limits) -> Deepening<G::Move, G::Score, N> {
        IterativeDeepening(self.clone()).deepen(position, limits)
    }

    fn search_with(
        &self,
        position: &OnlyMove<G, N>,
        limits: Limits,
        memory: &mut Memory<G::Move, G::Score, N>,
    ) -> SearchResult<G::Move, G::Score, N>
    where
        G: PositionHash<N, Move: Hash>,
    {
        Searcher::search_with(self, position, limits, memory)
    }
}

/// The size of a sample's table when the budget names none: 256 KiB, 8,192 entries (the
/// first part of any table, see [`TranspositionTable`](maxn::TranspositionTable)), which stays
/// in a core's cache and is never grown. A sample's searches are small (a few thousand nodes
/// at 8 plies in Hearts), and a larger table cost more than it saved: sized by the node limit
/// (up to 64 MiB) it grew again in every sample and touched fresh pages in every decision,
/// and the shared way took twice the time of the separate one (`docs/results/speed.md`,
/// "PIMC's shared table, measured").
const SAMPLE_TABLE_BYTES: usize = 1 << 18;

/// Mixed into a decision's seed for the offset of its resampling ([`Pimc::with_model`]), a
/// stream apart from the samples' own.
const RESAMPLE_STREAM: u64 = 0x005E_ED0F_D2A7;

/// A search of one forced move with a memory ([`SampleSearch::search_with`]), kept by a
/// [`Pimc`] set to [`Sharing::Table`] or [`Sharing::Straight`] (where the game's position
/// hash was known).
type SharedSearch<G, S, const N: usize> =
    fn(
        &S,
        &OnlyMove<G, N>,
        Limits,
        &mut Memory<<G as Game<N>>::Move, <G as Game<N>>::Score, N>,
    ) -> SearchResult<<G as Game<N>>::Move, <G as Game<N>>::Score, N>;

/// Perfect-information Monte Carlo (PIMC) for a hidden-information game `G`, searching with
/// `S`.
///
/// For each decision it draws `samples` positions uniformly from those consistent with its
/// seat's view ([`Resample`]; or, with an opponent model, a resample of more positions by how
/// likely the model finds the plays seen: [`with_model`](Self::with_model)), and in each
/// values every move by searching the position with that move forced at the root
/// ([`OnlyMove`]) with `S`, each move deepened iteratively
/// under the budget's node limit divided evenly among the moves (or, with
/// [`Sharing::Table`], all moves depth by depth sharing one transposition table; with
/// [`Sharing::Straight`], all moves straight at the depth cap sharing one), and takes
/// every move's value at the deepest depth all of them finished
/// ([`sample_values`](Self::sample_values)). A move's value in a sample is the mover's
/// component of the value backed up (the maximisation form the searchers see); the move
/// chosen has the best mean ([`Scoring::Mean`]) or the most samples in which it is best
/// ([`Scoring::Vote`]), ties to the move given first.
///
/// The samples are searched in parallel with rayon, each from its own generator seeded by the
/// agent's seed, what the seat knows ([`HiddenGame::decision_seed`](super::HiddenGame::decision_seed)) and the sample's index,
/// and combined in sample order: the same seed gives the same decision on any number of
/// threads.
pub struct Pimc<G: HiddenGame<N>, S, const N: usize> {
    name: String,
    searcher: S,
    samples: usize,
    budget: Budget,
    seed: u64,
    scoring: Scoring,
    shared: Option<SharedSearch<G, S, N>>,
    /// How one sample's searches share their work ([`Pimc::with_sharing`]).
    sharing: Sharing,
    /// The tables of the shared ways kept between decisions, one per rayon job running, so
    /// that a decision does not make (and the system zero) its tables again.
    memories: Mutex<Vec<Memory<G::Move, G::Score, N>>>,
    /// The opponent model the searched positions are drawn by, if any
    /// ([`with_model`](Pimc::with_model)).
    weighing: Option<Weighing<G, N>>,
}

impl<G: HiddenGame<N>, S: Clone, const N: usize> Clone for Pimc<G, S, N> {
    fn clone(&self) -> Self {
        Self {
            name: self.name.clone(),
            searcher: self.searcher.clone(),
            memories: Mutex::default(),
            weighing: self.weighing.clone(),
            ..*self
        }
    }
}

impl<G: HiddenGame<N>, S: std::fmt::Debug, const N: usize> std::fmt::Debug for Pimc<G, S, N> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Pimc")
            .field("name", &self.name)
            .field("searcher", &self.searcher)
            .field("samples", &self.samples)
            .field("budget", &self.budget)
            .field("seed", &self.seed)
            .field("scoring", &self.scoring)
            .field("sharing", &self.sharing())
            .field("model_draws", &self.weighing.as_ref().map(|w| w.draws))
            .finish()
    }
}

impl<G: HiddenGame<N>, S, const N: usize> Pimc<G, S, N> {
    /// How one sample's searches share their work.
    pub fn sharing(&self) -> Sharing {
        self.sharing
    }
}

impl<G: Resample<N>, S: SampleSearch<G, N>, const N: usize> Pimc<G, S, N> {
    /// PIMC named `name` searching with `searcher`, `samples` positions per decision (at
    /// least 1), each searched within `budget` (its node limit shared by the moves), drawing
    /// from `seed`; choosing by mean, each move searched separately.
    pub fn new(
        name: impl Into<String>,
        searcher: S,
        samples: usize,
        budget: Budget,
        seed: u64,
    ) -> Self {
        Self {
            name: name.into(),
            searcher,
            samples: samples.max(1),
            budget,
            seed,
            scoring: Scoring::Mean,
            shared: None,
            sharing: Sharing::Separate,
            memories: Mutex::default(),
            weighing: None,
        }
    }

    /// The same agent under another name.
    pub fn named(self, name: impl Into<String>) -> Self {
        Self {
            name: name.into(),
            ..self
        }
    }

    /// The same agent sharing its samples' work by `sharing` ([`Sharing::Table`] and
    /// [`Sharing::Straight`] need the game's [`PositionHash`]).
    pub fn with_sharing(self, sharing: Sharing) -> Self
    where
        G: PositionHash<N, Move: Hash>,
    {
        let shared: Option<SharedSearch<G, S, N>> = match sharing {
            Sharing::Separate => None,
            Sharing::Table | Sharing::Straight => Some(|searcher, position, limits, memory| {
                searcher.search_with(position, limits, memory)
            }),
        };
        Self {
            shared,
            sharing,
            ..self
        }
    }

    /// The same agent drawing the positions it searches by an opponent model: for each of its
    /// `samples` it draws `draws` positions consistent with the view (at least 1), weighs
    /// each by `model`'s likelihood of the plays seen, and searches a weighted resample of
    /// them ([systematic resampling](https://en.wikipedia.org/wiki/Particle_filter): each
    /// position searched about `samples x weight / total weight` times). A position drawn
    /// more than once is searched once and counted as often as drawn, so a decision searches
    /// at most `samples` positions. With `draws` 1 the positions drawn are those drawn
    /// without a model, each kept by its weight (so a model that weighs them alike changes
    /// nothing). The weighing runs on rayon's threads with the searches; the resample's place
    /// comes from the decision's seed, so the decision is the same on any number of threads.
    pub fn with_model(self, model: impl PlayModel<G, N> + 'static, draws: usize) -> Self {
        let weighing = Weighing {
            model: std::sync::Arc::new(model),
            draws: draws.max(1),
        };
        Self {
            weighing: Some(weighing),
            ..self
        }
    }

    /// How many positions the agent draws for each one it searches: 1 without a model.
    pub fn model_draws(&self) -> usize {
        self.weighing.as_ref().map_or(1, |weighing| weighing.draws)
    }

    /// The same agent choosing by `scoring`.
    pub fn with_scoring(self, scoring: Scoring) -> Self {
        Self { scoring, ..self }
    }

    /// How the agent chooses among the moves.
    pub fn scoring(&self) -> Scoring {
        self.scoring
    }

    /// The searcher of the samples.
    pub fn searcher(&self) -> &S {
        &self.searcher
    }

    /// Every move's value in each of the decision's samples (sample-major), and the nodes
    /// searched in each sample.
    ///
    /// Every move is valued at the **same depth**: the deepest that all of their searches
    /// finished (a search that reached the end of the game counts as finished at every
    /// depth). Values from different depths are not comparable: a move whose subtree is
    /// cheaper would be searched deeper, and a deeper max^n search sees more of the mover's
    /// own choices, so it looks better for that alone. When some move did not finish even
    /// one ply, every move is valued by the evaluation after it.
    ///
    /// With [`Sharing::Table`] every move is searched to depth 1, then every move to depth 2,
    /// and so on until the node limit or the depth cap stops it, with one transposition table
    /// for the sample, ordered as [`SampleSearch::table_ordering`] says. With
    /// [`Sharing::Separate`] every move is deepened on its own under an even share of the
    /// node limit, without a table. With [`Sharing::Straight`] and a depth cap every move is
    /// searched once at the cap with one table (depth by depth as [`Sharing::Table`] with the
    /// nodes left if half the node limit does not suffice). At the same depth every way gives
    /// each move its value under the searcher: the same paranoid value; for an exact searcher
    /// max^n's value, whose ties the shared ways break in the game's order (as
    /// [`root_values`](maxn::Searcher::root_values) does) and the separate way in the order
    /// of each iteration's previous line. A sample searched straight reports the cap as its
    /// depth even when every move reached the end of the game sooner.
    ///
    /// # Panics
    ///
    /// If no position is consistent with `view` (a view that contradicts itself).
    pub fn sample_values(&self, view: &G::View, moves: &[G::Move]) -> Vec<SampleValues>
    where
        G: Send + Sync,
        G::Move: Send + Sync,
    {
        let me = G::view_seat(view);
        let searched = self.sampled_positions(view);
        let values: Vec<SampleValues> = match self.shared {
            Some(search) => searched
                .par_iter()
                .map_init(
                    || self.lend_memory(),
                    |lent, (position, _)| self.shared(search, position, moves, me, &mut lent.0),
                )
                .collect(),
            None => searched
                .par_iter()
                .map(|(position, _)| self.separate(position, moves, me))
                .collect(),
        };
        // A position drawn more than once counts as often as drawn; its nodes once.
        let mut samples = Vec::with_capacity(self.samples);
        for (values, (_, times)) in values.into_iter().zip(&searched) {
            for again in 0..*times {
                let nodes = if again == 0 { values.nodes } else { 0 };
                samples.push(SampleValues {
                    nodes,
                    ..values.clone()
                });
            }
        }
        samples
    }

    /// The positions a decision at `view` searches, each with how many of its samples it
    /// stands for, in the order drawn: the `samples` positions drawn uniformly, once each;
    /// with a model ([`with_model`](Self::with_model)) the weighted resample of `samples x
    /// draws` of them, those drawn no time left out (so the counts sum to `samples`).
    ///
    /// # Panics
    ///
    /// If no position is consistent with `view` (a view that contradicts itself).
    pub fn sampled_positions(&self, view: &G::View) -> Vec<(G, usize)>
    where
        G: Send + Sync,
    {
        let sampler = G::sampler(view)
            .unwrap_or_else(|error| panic!("no position of `{}` fits the view: {error}", G::NAME));
        let base = G::decision_seed(view, self.seed);
        let position = |sample: usize| {
            let mut rng = SplitMix64::new(mix(base ^ (sample as u64).wrapping_mul(GOLDEN_GAMMA)));
            G::sample(view, &sampler, &mut rng)
        };
        let Some(weighing) = &self.weighing else {
            return (0..self.samples)
                .into_par_iter()
                .map(|sample| (position(sample), 1))
                .collect();
        };
        let drawn: Vec<(G, f64)> = (0..self.samples * weighing.draws)
            .into_par_iter()
            .map(|sample| {
                let position = position(sample);
                let weight = weighing.model.likelihood(view, &position);
                (position, weight)
            })
            .collect();
        let weights: Vec<f64> = drawn.iter().map(|(_, weight)| *weight).collect();
        // The top 53 bits of one draw, a uniform number in [0, 1).
        let offset = (mix(base ^ RESAMPLE_STREAM) >> 11) as f64 / (1u64 << 53) as f64;
        let times = resample(&weights, self.samples, offset);
        drawn
            .into_iter()
            .zip(times)
            .filter(|(_, times)| *times > 0)
            .map(|((position, _), times)| (position, times))
            .collect()
    }

    /// A transposition table for one sample's searches: the budget's size if it has one,
    /// else [`SAMPLE_TABLE_BYTES`].
    fn memory(&self) -> Memory<G::Move, G::Score, N> {
        let bytes = self.budget.table_bytes().unwrap_or(SAMPLE_TABLE_BYTES);
        // A size the machine cannot give: the searches run without a table, to the same
        // values.
        // At every position, not only the game's table points: at a trick's start only, the
        // paranoid searches lose the table's move inside the tricks and can take more nodes
        // than the separate searches (lab/tests/pimc_sharing.rs; docs/results/speed.md).
        Memory::with_table(bytes)
            .unwrap_or_default()
            .ordering(self.searcher.table_ordering())
            .every_position()
    }

    /// A memory of the pool (or a new one), given back to it when the rayon job is done.
    fn lend_memory(&self) -> Lent<'_, Memory<G::Move, G::Score, N>> {
        let pooled = self.pool().pop();
        Lent(pooled.unwrap_or_else(|| self.memory()), &self.memories)
    }

    /// The pool of memories (still usable if a thread panicked holding it: a memory is
    /// cleared before each sample).
    fn pool(&self) -> std::sync::MutexGuard<'_, Vec<Memory<G::Move, G::Score, N>>> {
        self.memories.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// The moves' values at `position` searched depth by depth with `memory` shared
    /// ([`Sharing::Table`]), or straight at the depth cap first ([`Sharing::Straight`]).
    fn shared(
        &self,
        search: SharedSearch<G, S, N>,
        position: &G,
        moves: &[G::Move],
        me: usize,
        memory: &mut Memory<G::Move, G::Score, N>,
    ) -> SampleValues {
        memory.clear();
        let cap = self.budget.depth_cap();
        let limit = self.budget.node_limit();
        let mut nodes = 0;
        // Half the node limit for the searches at the cap, the rest kept for the fallback.
        let straight = limit - limit / 2;
        if let (Sharing::Straight, Some(cap)) = (self.sharing, cap)
            && let Some((values, to_end)) = self.every_move_at(
                cap, straight, search, position, moves, me, memory, &mut nodes,
            )
        {
            return SampleValues {
                values,
                nodes,
                depth: cap,
                to_end,
            };
        }
        let mut finished = SampleValues {
            values: Vec::new(),
            nodes: 0,
            depth: 0,
            to_end: false,
        };
        for depth in 1..=cap.unwrap_or(u32::MAX) {
            let Some((values, ended)) = self.every_move_at(
                depth, limit, search, position, moves, me, memory, &mut nodes,
            ) else {
                break;
            };
            finished.values = values;
            finished.depth = depth;
            if ended {
                finished.to_end = true;
                break;
            }
        }
        if finished.depth == 0 {
            finished.values = evaluated(position, moves, me);
        }
        finished.nodes = nodes;
        finished
    }

    /// Every move's value for `me` at `position` searched to `depth` with `memory`, and
    /// whether every search reached the end of the game; `None` when `nodes`, the sample's
    /// nodes so far (which counts the searches made either way), reached `limit`.
    #[allow(clippy::too_many_arguments)]
    fn every_move_at(
        &self,
        depth: u32,
        limit: u64,
        search: SharedSearch<G, S, N>,
        position: &G,
        moves: &[G::Move],
        me: usize,
        memory: &mut Memory<G::Move, G::Score, N>,
        nodes: &mut u64,
    ) -> Option<(Vec<f64>, bool)> {
        let mut values = Vec::with_capacity(moves.len());
        let mut ended = true;
        for &mv in moves {
            if *nodes >= limit {
                return None;
            }
            let limits = Limits {
                depth,
                nodes: Some(limit - *nodes),
                deadline: None,
            };
            let result = search(
                &self.searcher,
                &OnlyMove::new(position.clone(), mv),
                limits,
                memory,
            );
            *nodes += result.stats.nodes;
            if !result.complete {
                return None;
            }
            ended &= result.stats.horizon_leaves == 0;
            values.push(result.value[me].to_f64());
        }
        Some((values, ended))
    }

    /// The moves' values at `position`, each deepened on its own ([`Sharing::Separate`]).
    fn separate(&self, position: &G, moves: &[G::Move], me: usize) -> SampleValues {
        let limits = Limits {
            depth: self.budget.depth_cap().unwrap_or(u32::MAX),
            nodes: Some((self.budget.node_limit() / moves.len() as u64).max(1)),
            deadline: None,
        };
        let deepenings: Vec<_> = moves
            .iter()
            .map(|&mv| {
                self.searcher
                    .deepen(&OnlyMove::new(position.clone(), mv), limits)
            })
            .collect();
        at_common_depth(&deepenings, me, || evaluated(position, moves, me))
    }
}

/// Each move's value for `me` by the evaluation (or the outcome) of the position after it.
fn evaluated<G: Game<N>, const N: usize>(position: &G, moves: &[G::Move], me: usize) -> Vec<f64> {
    moves
        .iter()
        .map(|&mv| {
            let mut after = position.clone();
            after.play(mv);
            after.outcome().unwrap_or_else(|| after.evaluate())[me].to_f64()
        })
        .collect()
}

/// The moves' values in one sample at the deepest depth every move's deepening finished (see
/// [`Pimc::sample_values`]), for seat `me`; `evaluated` values them when some move did not
/// finish one ply.
fn at_common_depth<M: Clone, S: Score, const N: usize>(
    deepenings: &[Deepening<M, S, N>],
    me: usize,
    evaluated: impl FnOnce() -> Vec<f64>,
) -> SampleValues {
    let ended = |deepening: &Deepening<M, S, N>| {
        deepening
            .deepest_complete()
            .is_some_and(|iteration| iteration.result.stats.horizon_leaves == 0)
    };
    let nodes = deepenings.iter().map(|d| d.stats().nodes).sum();
    let to_end = deepenings.iter().all(ended);
    let depth = deepenings
        .iter()
        .filter(|deepening| !ended(deepening))
        .map(|deepening| deepening.depth_reached().unwrap_or(0))
        .min()
        .unwrap_or_else(|| {
            deepenings
                .iter()
                .filter_map(Deepening::depth_reached)
                .max()
                .unwrap_or(0)
        });
    let values = if depth == 0 {
        evaluated()
    } else {
        deepenings
            .iter()
            .map(|deepening| {
                let iteration = deepening
                    .iterations
                    .iter()
                    .filter(|iteration| iteration.result.complete && iteration.depth <= depth)
                    .last()
                    .expect("every move finished the common depth or ended before it");
                iteration.result.value[me].to_f64()
            })
            .collect()
    };
    SampleValues {
        values,
        nodes,
        depth,
        to_end,
    }
}

/// A value lent from a pool, put back when dropped.
struct Lent<'a, T: Default>(T, &'a Mutex<Vec<T>>);

impl<T: Default> Drop for Lent<'_, T> {
    fn drop(&mut self) {
        let value = std::mem::take(&mut self.0);
        self.1
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .push(value);
    }
}

/// The values of a decision's moves in one sampled deal.
#[derive(Clone, Debug, PartialEq)]
pub struct SampleValues {
    /// Each move's value for the mover, in the order of the moves.
    pub values: Vec<f64>,
    /// Nodes searched in this sample, all moves together.
    pub nodes: u64,
    /// The shallowest depth any move's search finished (the forced root move counted).
    pub depth: u32,
    /// Whether every move's search reached the end of the hand.
    pub to_end: bool,
}

impl<G, S, const N: usize> SeatAgent<G, N> for Pimc<G, S, N>
where
    G: Resample<N> + Send + Sync,
    G::Move: Send + Sync,
    S: SampleSearch<G, N>,
{
    fn name(&self) -> &str {
        &self.name
    }

    fn budget(&self) -> Option<Budget> {
        Some(self.budget)
    }

    fn set_budget(&mut self, budget: Budget) -> bool {
        self.budget = budget;
        // The tables' size may follow the budget.
        self.pool().clear();
        true
    }

    fn decide(&mut self, view: &G::View, moves: &[G::Move]) -> Decision<G::Move, G::Score, N> {
        if moves.len() == 1 {
            return unsearched(moves, 0);
        }
        let samples = self.sample_values(view, moves);
        let index = choose(&samples, moves.len(), self.scoring);
        Decision {
            mv: moves[index],
            index,
            depth: samples.iter().map(|s| s.depth).min().unwrap_or(0),
            nodes: samples.iter().map(|s| s.nodes).sum(),
            to_end: samples.iter().all(|s| s.to_end),
            value: None,
            iteration_nodes: Vec::new(),
        }
    }
}

/// The move chosen from the samples' values by `scoring`.
fn choose(samples: &[SampleValues], moves: usize, scoring: Scoring) -> usize {
    let mut means = vec![0.0; moves];
    let mut votes = vec![0usize; moves];
    for sample in samples {
        for (mean, value) in means.iter_mut().zip(&sample.values) {
            *mean += value / samples.len() as f64;
        }
        votes[first_best(&sample.values)] += 1;
    }
    match scoring {
        Scoring::Mean => first_best(&means),
        Scoring::Vote => {
            let most = votes.iter().copied().max().unwrap_or(0);
            let tied: Vec<f64> = (0..moves)
                .map(|m| {
                    if votes[m] == most {
                        means[m]
                    } else {
                        f64::NEG_INFINITY
                    }
                })
                .collect();
            first_best(&tied)
        }
    }
}

/// The index of the largest value, the first among equals.
fn first_best(values: &[f64]) -> usize {
    let mut best = 0;
    for (index, &value) in values.iter().enumerate() {
        if value > values[best] {
            best = index;
        }
    }
    best
}

#[cfg(test)]
mod tests {
    use super::*;
    use maxn::{Iteration, SearchResult, Stats};

    /// A deepening of one move whose iterations 1 to `finished` finished, each valued
    /// `10 x depth` for seat 0; the last reached the end of the game when `ended`, else one
    /// more iteration was stopped by a limit.
    fn deepening(finished: u32, ended: bool) -> Deepening<u8, u8, 2> {
        let iteration = |depth: u32, complete: bool| Iteration {
            depth,
            result: SearchResult {
                value: [depth as u8 * 10, 0],
                best_move: Some(0),
                best_index: Some(0),
                principal_line: vec![0],
                stats: Stats {
                    nodes: 1,
                    horizon_leaves: u64::from(!(ended && depth == finished)),
                    ..Stats::default()
                },
                complete,
            },
        };
        let mut iterations: Vec<_> = (1..=finished).map(|d| iteration(d, true)).collect();
        if !ended {
            iterations.push(iteration(finished + 1, false));
        }
        Deepening {
            requested_depth: u32::MAX,
            iterations,
        }
    }

    #[test]
    fn every_move_is_valued_at_the_depth_all_finished() {
        // Move 0 finished 3 plies, move 1 only 2: both valued at 2 plies, not 3 and 2.
        // Move 2 reached the end at 1 ply: that value holds at every depth.
        let deepenings = [deepening(3, false), deepening(2, false), deepening(1, true)];
        let values = at_common_depth(&deepenings, 0, || unreachable!());
        assert_eq!(values.values, [20.0, 20.0, 10.0]);
        assert_eq!((values.depth, values.to_end), (2, false));
        assert_eq!(values.nodes, 4 + 3 + 1);
        // Every search reached the end: each its own value, the deepest depth reported.
        let ended = [deepening(4, true), deepening(2, true)];
        let values = at_common_depth(&ended, 0, || unreachable!());
        assert_eq!(values.values, [40.0, 20.0]);
        assert_eq!((values.depth, values.to_end), (4, true));
        // A move that did not finish one ply: every move valued by the evaluation.
        let unfinished = [deepening(3, false), deepening(0, false)];
        let values = at_common_depth(&unfinished, 0, || vec![7.0, 8.0]);
        assert_eq!(values.values, [7.0, 8.0]);
        assert_eq!(values.depth, 0);
    }

    fn sample(values: &[f64]) -> SampleValues {
        SampleValues {
            values: values.to_vec(),
            nodes: 0,
            depth: 1,
            to_end: true,
        }
    }

    #[test]
    fn mean_and_vote_can_disagree() {
        // Move 1 is best in two samples of three, move 0 far better in the third.
        let samples = [
            sample(&[0.0, 1.0]),
            sample(&[0.0, 1.0]),
            sample(&[9.0, 0.0]),
        ];
        assert_eq!(choose(&samples, 2, Scoring::Mean), 0);
        assert_eq!(choose(&samples, 2, Scoring::Vote), 1);
        // Ties go to the move generated first.
        assert_eq!(choose(&[sample(&[2.0, 2.0])], 2, Scoring::Mean), 0);
    }
}
