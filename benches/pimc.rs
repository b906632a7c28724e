//! Hidden-hand play: how many deals per second the sampler draws from a seat's information
//! set, and how many PIMC decisions per second (k = 20 samples) an agent makes in 4-player
//! Hearts mid-hand, per searcher.

use std::hint::black_box;

use criterion::{BenchmarkId, Criterion, Throughput, criterion_group, criterion_main};
use maxn::{Game, MoveBuffer};
use maxn_games::cards::{DealSampler, Hearts, InfoSet, Observed};
use maxn_games::rng::SplitMix64;
use maxn_lab::hidden::{HiddenAgent, Pimc};
use maxn_lab::registry::Algorithm;
use maxn_play::Budget;

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
        *observed.info(observed.to_move()),
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
        let mut agent = Pimc::<Hearts<4>, 4>::new(algorithm, 20, budget, 1).expect("supported");
        group.bench_function(BenchmarkId::new(algorithm.name(), "k20-20k-nodes"), |b| {
            b.iter(|| HiddenAgent::<Hearts<4>, 4>::decide(&mut agent, black_box(&info), &moves))
        });
    }
    group.finish();
}

criterion_group!(benches, sampler_benches, decision_benches);
criterion_main!(benches);
