//! PIMC's samples searched depth by depth with one table shared by the moves
//! ([`Sharing::Table`]) against each move deepened on its own ([`Sharing::Separate`]): at a
//! fixed depth per sample, the same paranoid values, depths and decisions, in fewer nodes; and
//! for the exact searchers, against the same depth-by-depth searches without the table: the
//! same values (the table saves nodes and changes no value).

use std::hash::Hash;

use maxn::{
    Deepening, Game, Limits, Memory, MoveBuffer, MoveOrdering, OnlyMove, PositionHash, SearchResult,
};
use maxn_games::cards::{Card, Hearts, HiddenRules, InfoSet, Observed, Spades};
use maxn_games::rng::SplitMix64;
use maxn_lab::hidden::{PimcSearchable, pimc};
use maxn_lab::registry::Algorithm;
use maxn_play::{Budget, Pimc, Resample, SampleSearch, SampleValues, Sharing};

/// What a seat knows and the moves it has.
type Position<const N: usize> = (InfoSet<N>, Vec<Card>);

/// `game` after `plies` cards chosen by a fixed generator: the mover's information and moves.
fn position<G: HiddenRules<N>, const N: usize>(game: G, plies: usize) -> (InfoSet<N>, Vec<Card>) {
    let mut observed = Observed::new(game);
    let mut rng = SplitMix64::new(11 + plies as u64);
    let mut moves = G::Moves::default();
    for _ in 0..plies {
        moves.clear();
        observed.generate_moves(&mut moves);
        observed.play(moves.as_slice()[rng.index_below(moves.len())]);
    }
    moves.clear();
    observed.generate_moves(&mut moves);
    (
        *observed.view(observed.to_move()),
        moves.as_slice().to_vec(),
    )
}

/// Per position, the samples' values of the shared way and the separate way, and whether
/// the two decide alike.
type Compared = Vec<(Vec<SampleValues>, Vec<SampleValues>, bool)>;

/// The move PIMC chooses from `samples` by the mean (the first of the best).
fn decision(samples: &[SampleValues]) -> usize {
    let moves = samples[0].values.len();
    let mean = |m: usize| samples.iter().map(|s| s.values[m]).sum::<f64>();
    (0..moves).fold(0, |best, m| if mean(m) > mean(best) { m } else { best })
}

/// Both ways on every position with `algorithm` to `depth` plies per sample (a node limit
/// that never binds).
fn compare<G, const N: usize>(
    positions: &[(InfoSet<N>, Vec<Card>)],
    algorithm: Algorithm,
    depth: u32,
) -> Compared
where
    G: HiddenRules<N> + PimcSearchable<N>,
{
    let budget = Budget::new(u64::MAX / 2)
        .and_then(|budget| budget.with_depth_cap(depth))
        .unwrap();
    let separate = pimc::<G, N>(algorithm, 4, budget, 9).unwrap();
    let shared = separate.clone().with_sharing(Sharing::Table);
    positions
        .iter()
        .map(|(info, moves)| {
            let (with_table, alone) = (
                shared.sample_values(info, moves),
                separate.sample_values(info, moves),
            );
            let same = decision(&with_table) == decision(&alone);
            (with_table, alone, same)
        })
        .collect()
}

/// The nodes of every sample of one way.
fn nodes(samples: &[SampleValues]) -> u64 {
    samples.iter().map(|sample| sample.nodes).sum()
}

/// The fixed positions: 4-player Hearts and 3-player Spades at several points of a hand.
fn positions() -> (Vec<Position<4>>, Vec<Position<3>>) {
    let hearts: Vec<_> = [1, 6, 13, 18, 25]
        .into_iter()
        .map(|plies| position(Hearts::<4>::random(3), plies))
        .filter(|(_, moves)| moves.len() > 1)
        .collect();
    let spades: Vec<_> = [0, 4, 10, 17]
        .into_iter()
        .map(|plies| position(Spades::<17>::random(5), plies))
        .filter(|(_, moves)| moves.len() > 1)
        .collect();
    assert!(hearts.len() >= 3 && spades.len() >= 3);
    (hearts, spades)
}

#[test]
fn paranoid_values_and_decisions_are_the_same_in_fewer_nodes() {
    let (hearts, spades) = positions();
    let mut totals = (0, 0);
    for compared in [
        compare::<Hearts<4>, 4>(&hearts, Algorithm::Paranoid, 6),
        compare::<Spades<17>, 3>(&spades, Algorithm::Paranoid, 6),
    ] {
        for (shared, separate, same) in compared {
            assert!(same, "the same decision");
            for (table, alone) in shared.iter().zip(&separate) {
                assert_eq!(
                    (&table.values, table.depth, table.to_end),
                    (&alone.values, alone.depth, alone.to_end)
                );
            }
            totals.0 += nodes(&shared);
            totals.1 += nodes(&separate);
        }
    }
    // The table's best move first at every node, where the deepening orders only its line.
    assert!(totals.0 < totals.1, "{totals:?}");
}

#[test]
fn exact_searchers_give_max_n_values_in_the_games_order_with_fewer_nodes_for_max_n() {
    let (_, spades) = positions();
    let maxn = compare::<Spades<17>, 3>(&spades, Algorithm::Maxn, 5);
    let speculative = compare::<Spades<17>, 3>(&spades, Algorithm::Speculative, 5);
    let (mut shared, mut separate, mut same, mut positions) = (0, 0, 0, 0);
    for ((maxn_shared, maxn_separate, maxn_same), (speculative_shared, _, _)) in
        maxn.iter().zip(&speculative)
    {
        // Both exact searchers give max^n's values with ties broken in the game's order: the
        // same tuples, so the same values for the mover.
        for (plain, pruning) in maxn_shared.iter().zip(speculative_shared) {
            assert_eq!(
                (&plain.values, plain.depth),
                (&pruning.values, pruning.depth)
            );
        }
        shared += nodes(maxn_shared);
        separate += nodes(maxn_separate);
        same += usize::from(*maxn_same);
        positions += 1;
    }
    // Plain max^n prunes nothing: what the moves' searches share is all it saves (from the
    // mover's second card on, 4 plies down, its cards played in another order meet).
    assert!(shared < separate, "{shared} >= {separate}");
    // Max^n values with ties broken in another order decide alike on most positions.
    assert!(2 * same >= positions, "{same} of {positions}");
}

/// A registry algorithm whose searches under [`Sharing::Table`] are given a fresh memory each
/// (no table): every move's search at every depth is the plain search in the game's order.
#[derive(Clone, Copy)]
struct Unshared(Algorithm);

impl<G: Game<N>, const N: usize> SampleSearch<G, N> for Unshared
where
    Algorithm: SampleSearch<G, N>,
{
    fn deepen(&self, position: &OnlyMove<G, N>, limits: Limits) -> Deepening<G::Move, G::Score, N> {
        SampleSearch::<G, N>::deepen(&self.0, position, limits)
    }

    fn search_with(
        &self,
        position: &OnlyMove<G, N>,
        limits: Limits,
        _: &mut Memory<G::Move, G::Score, N>,
    ) -> SearchResult<G::Move, G::Score, N>
    where
        G: PositionHash<N, Move: Hash>,
    {
        SampleSearch::<G, N>::search_with(&self.0, position, limits, &mut Memory::new())
    }

    fn table_ordering(&self) -> MoveOrdering {
        MoveOrdering::Game
    }
}

/// The shared table's values for `algorithm` against the same samples searched depth by
/// depth with no table, 6 plies per sample: equal, sample by sample and move by move. Returns
/// how many samples took fewer nodes with the table.
fn table_changes_no_value<G, const N: usize>(positions: &[Position<N>], algorithm: Algorithm) -> u64
where
    G: HiddenRules<N> + PimcSearchable<N> + Resample<N>,
{
    let budget = Budget::new(u64::MAX / 2)
        .and_then(|budget| budget.with_depth_cap(6))
        .unwrap();
    let shared = pimc::<G, N>(algorithm, 4, budget, 9)
        .unwrap()
        .with_sharing(Sharing::Table);
    let plain = Pimc::<G, Unshared, N>::new("plain", Unshared(algorithm), 4, budget, 9)
        .with_sharing(Sharing::Table);
    let mut hits = 0;
    for (info, moves) in positions {
        let (with_table, without) = (
            shared.sample_values(info, moves),
            plain.sample_values(info, moves),
        );
        for (table, alone) in with_table.iter().zip(&without) {
            assert_eq!(
                (&table.values, table.depth, table.to_end),
                (&alone.values, alone.depth, alone.to_end),
                "{}",
                algorithm.name()
            );
            hits += u64::from(table.nodes < alone.nodes);
        }
    }
    hits
}

#[test]
fn the_shared_table_gives_each_exact_searcher_its_values_without_one() {
    let (hearts, spades) = positions();
    for algorithm in [Algorithm::Maxn, Algorithm::Speculative] {
        let hits = table_changes_no_value::<Hearts<4>, 4>(&hearts, algorithm)
            + table_changes_no_value::<Spades<17>, 3>(&spades, algorithm);
        // The table was used: some samples took fewer nodes with it.
        assert!(hits > 0, "{}: the table saved nothing", algorithm.name());
    }
}

/// `algorithm`'s PIMC with 4 samples to `depth` plies (a node limit that never binds unless
/// `nodes` names one), its samples' work shared by `sharing`.
fn agent<G, const N: usize>(
    algorithm: Algorithm,
    depth: u32,
    nodes: Option<u64>,
    sharing: Sharing,
) -> maxn_lab::hidden::LabPimc<G, N>
where
    G: HiddenRules<N> + PimcSearchable<N>,
{
    let budget = Budget::new(nodes.unwrap_or(u64::MAX / 2))
        .and_then(|budget| budget.with_depth_cap(depth))
        .unwrap();
    pimc::<G, N>(algorithm, 4, budget, 9)
        .unwrap()
        .with_sharing(sharing)
}

/// The straight searches at the cap against the depth-by-depth ones on every position, and
/// against the plain search at the cap without a table: the same values sample by sample.
/// Returns the nodes of the straight, depth-by-depth and separate ways, and of the straight
/// way without a table.
fn straight_against_deepened<G, const N: usize>(
    positions: &[Position<N>],
    algorithm: Algorithm,
) -> [u64; 4]
where
    G: HiddenRules<N> + PimcSearchable<N> + Resample<N>,
{
    const DEPTH: u32 = 6;
    let straight = agent::<G, N>(algorithm, DEPTH, None, Sharing::Straight);
    let deepened = agent::<G, N>(algorithm, DEPTH, None, Sharing::Table);
    let separate = agent::<G, N>(algorithm, DEPTH, None, Sharing::Separate);
    let budget = Budget::new(u64::MAX / 2)
        .and_then(|budget| budget.with_depth_cap(DEPTH))
        .unwrap();
    let plain = Pimc::<G, Unshared, N>::new("plain", Unshared(algorithm), 4, budget, 9)
        .with_sharing(Sharing::Straight);
    let mut totals = [0; 4];
    for (info, moves) in positions {
        let at_cap = straight.sample_values(info, moves);
        let by_depth = deepened.sample_values(info, moves);
        let without_table = plain.sample_values(info, moves);
        for ((once, each), alone) in at_cap.iter().zip(&by_depth).zip(&without_table) {
            let name = algorithm.name();
            assert_eq!(
                once.values, each.values,
                "{name}: straight against by depth"
            );
            assert_eq!(once.to_end, each.to_end, "{name}");
            // A sample that reached the end of the hand says the cap when searched straight.
            assert_eq!(once.depth, if once.to_end { DEPTH } else { each.depth });
            assert_eq!(
                (&once.values, once.depth),
                (&alone.values, alone.depth),
                "{name}: with the table against without"
            );
        }
        totals[0] += nodes(&at_cap);
        totals[1] += nodes(&by_depth);
        totals[2] += nodes(&separate.sample_values(info, moves));
        totals[3] += nodes(&without_table);
    }
    totals
}

#[test]
fn straight_at_the_cap_gives_the_depth_by_depth_values_in_fewer_nodes() {
    let (hearts, spades) = positions();
    for algorithm in [Algorithm::Maxn, Algorithm::Speculative, Algorithm::Paranoid] {
        let hearts = straight_against_deepened::<Hearts<4>, 4>(&hearts, algorithm);
        let spades = straight_against_deepened::<Spades<17>, 3>(&spades, algorithm);
        let [straight, by_depth, separate, without_table] =
            std::array::from_fn(|way| hearts[way] + spades[way]);
        // The shallower iterations are what the straight searches leave out: for the exact
        // searchers they order nothing (the game's order at every depth), for paranoid they
        // order by the table, which must not be worth what they cost.
        let name = algorithm.name();
        println!(
            "{name}: nodes straight {straight} ({without_table} without the table), by depth {by_depth}, separate {separate}"
        );
        assert!(straight < by_depth, "{name}: {straight} >= {by_depth}");
        assert!(straight < separate, "{name}: {straight} >= {separate}");
    }
}

#[test]
fn straight_under_a_binding_node_limit_falls_back_to_depth_by_depth() {
    let (_, spades) = positions();
    const LIMIT: u64 = 3_000;
    const CAP: u32 = 12;
    for algorithm in [Algorithm::Speculative, Algorithm::Paranoid] {
        let straight = agent::<Spades<17>, 3>(algorithm, CAP, Some(LIMIT), Sharing::Straight);
        let mut fell_back = 0;
        for (info, moves) in &spades {
            for (index, sample) in straight.sample_values(info, moves).iter().enumerate() {
                assert!(sample.nodes <= LIMIT, "{} nodes", sample.nodes);
                if sample.depth == CAP {
                    continue;
                }
                // The values of the depth it reached with the half of the limit kept for
                // it, as the depth-by-depth way gives them when capped there (the same seed:
                // the same deals in the same order).
                fell_back += 1;
                assert!(sample.depth >= 1, "no ply finished in {LIMIT} nodes");
                let capped = agent::<Spades<17>, 3>(algorithm, sample.depth, None, Sharing::Table)
                    .sample_values(info, moves);
                assert_eq!(
                    capped[index].values,
                    sample.values,
                    "{}: the values of depth {}",
                    algorithm.name(),
                    sample.depth
                );
            }
        }
        assert!(fell_back > 0, "the limit never bound");
    }
}
