//! Hidden-hand play: how many deals per second the sampler draws from a seat's information
//! set, and how many PIMC decisions per second (k = 20 samples) an agent makes in 4-player
//! Hearts mid-hand, per searcher. Then PIMC at a fixed depth per sample with each move
//! deepened on its own (the default), with the moves' searches sharing a table depth by depth,
//! and straight at the cap sharing one, in one group, with the nodes of a decision printed and
//! each shared way timed against the separate one in alternating rounds
//! (`cargo bench --bench pimc -- sharing`).

use std::hint::black_box;

#[path = "support/paired.rs"]
mod paired;

use criterion::{BenchmarkId, Criterion, Throughput, criterion_group, criterion_main};
use maxn::{Game, MoveBuffer};
use maxn_games::cards::{DealSampler, Hearts, InfoSet, Observed};
use maxn_games::rng::SplitMix64;
use maxn_lab::hidden::{LabPimc, pimc};
use maxn_lab::registry::Algorithm;
use maxn_play::{Budget, SeatAgent, Sharing};
use paired::Paired;

/// 4-player Hearts after `plies` cards chosen by a fixed generator, with the mover's
/// information and moves.
fn mid_hand(plies: usize) -> (InfoSet<4>, Vec<maxn_games::cards::Card>) {
    let mut observed = Observed::new(Hearts::<4>::random(3));
    let mut rng = SplitMix64::new(11);
    let mut moves = <Hearts<4> as Game<4>>::Moves::default();
    for _ in 0..plies {
        moves.clear();
        observed.generate_moves(&mut moves);
        observed.play(moves.as_slice()[rng.below(moves.len() as u64) as usize]);
    }
    moves.clear();
    observed.generate_moves(&mut moves);
    (
        *observed.view(observed.to_move()),
        moves.as_slice().to_vec(),
    )
}

fn sampler_benches(c: &mut Criterion) {
    let mut group = c.benchmark_group("pimc/sampler");
    group.throughput(Throughput::Elements(1));
    for plies in [0, 17, 34] {
        let (info, _) = mid_hand(plies);
        let sampler = DealSampler::new(&info).expect("a consistent deal");
        let mut rng = SplitMix64::new(5);
        group.bench_function(BenchmarkId::new("hearts-4", plies), |b| {
            b.iter(|| sampler.sample(black_box(&mut rng)))
        });
    }
    let (info, _) = mid_hand(17);
    group.bench_function("hearts-4/new/17", |b| {
        b.iter(|| DealSampler::new(black_box(&info)))
    });
    group.finish();
}

fn decision_benches(c: &mut Criterion) {
    let mut group = c.benchmark_group("pimc/decision");
    group.sample_size(10);
    group.throughput(Throughput::Elements(1));
    // Trick 5 of 13, the mover leading or following with several choices.
    let (info, moves) = mid_hand(17);
    assert!(moves.len() > 1);
    let budget = Budget::new(20_000).expect("a positive budget");
    for algorithm in [Algorithm::Speculative, Algorithm::Paranoid] {
        let mut agent = pimc::<Hearts<4>, 4>(algorithm, 20, budget, 1).expect("supported");
        group.bench_function(BenchmarkId::new(algorithm.name(), "k20-20k-nodes"), |b| {
            b.iter(|| SeatAgent::<Hearts<4>, 4>::decide(&mut agent, black_box(&info), &moves))
        });
    }
    group.finish();
}

/// One decision of 20 samples searched to `DEPTH` plies each (a node limit that never binds),
/// each move deepened on its own (the default), the moves sharing a table depth by depth, and
/// the moves searched straight at the cap sharing a table; the nodes of a decision printed for
/// each, and each shared way timed against the separate one in alternating rounds.
fn sharing_benches(c: &mut Criterion) {
    const DEPTH: u32 = 8;
    let mut group = c.benchmark_group("pimc/sharing");
    group.sample_size(10);
    group.throughput(Throughput::Elements(1));
    let (info, moves) = mid_hand(17);
    let budget = Budget::new(u64::MAX / 2)
        .and_then(|budget| budget.with_depth_cap(DEPTH))
        .expect("a budget");
    let paired = Paired::from_args().with_rounds(21);
    for algorithm in [Algorithm::Speculative, Algorithm::Paranoid] {
        let separate = pimc::<Hearts<4>, 4>(algorithm, 20, budget, 1).expect("supported");
        let decide = |agent: &LabPimc<Hearts<4>, 4>| {
            let mut agent = agent.clone();
            SeatAgent::<Hearts<4>, 4>::decide(&mut agent, &info, &moves)
        };
        let alone = decide(&separate);
        for (name, sharing) in [("table", Sharing::Table), ("straight", Sharing::Straight)] {
            let shared = separate.clone().with_sharing(sharing);
            let with_table = decide(&shared);
            // Paranoid's values are the same every way, so its decision must be; the exact
            // searchers break ties in the game's order with the table and along each
            // iteration's line without it (docs/results/speed.md), so theirs may differ where
            // values tie.
            if algorithm == Algorithm::Paranoid {
                assert_eq!(with_table.mv, alone.mv, "the same decision");
            }
            println!(
                "pimc/sharing/{}/{name}: nodes per decision at depth {DEPTH}: separate {} / shared {} = {:.2}x; decisions {} / {}",
                algorithm.name(),
                alone.nodes,
                with_table.nodes,
                alone.nodes as f64 / with_table.nodes as f64,
                alone.mv,
                with_table.mv
            );
            let mut timed = shared.clone();
            group.bench_function(
                BenchmarkId::new(format!("{}/{name}", algorithm.name()), DEPTH),
                |b| {
                    b.iter(|| {
                        SeatAgent::<Hearts<4>, 4>::decide(&mut timed, black_box(&info), &moves)
                    })
                },
            );
            let (mut shared, mut separate) = (shared.clone(), separate.clone());
            paired.compare(
                &format!("pimc/sharing/{}/{name}", algorithm.name()),
                "decisions/s shared / separate",
                || SeatAgent::<Hearts<4>, 4>::decide(&mut shared, black_box(&info), &moves),
                || SeatAgent::<Hearts<4>, 4>::decide(&mut separate, black_box(&info), &moves),
            );
        }
        let mut timed = separate.clone();
        group.bench_function(
            BenchmarkId::new(format!("{}/separate", algorithm.name()), DEPTH),
            |b| b.iter(|| SeatAgent::<Hearts<4>, 4>::decide(&mut timed, black_box(&info), &moves)),
        );
    }
    group.finish();
}

criterion_group!(benches, sampler_benches, decision_benches, sharing_benches);
criterion_main!(benches);
