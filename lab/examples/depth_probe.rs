//! Why speculative max^n gains little depth over max^n in the card games
//! (docs/results/tables.md, "Depth"): at positions of card-depth's line, the per-iteration
//! node counts of both under the experiment's deepening, and at max^n's depth (at most 10)
//! the nodes of max^n and of speculative on the game's order, the experiment's evaluation
//! order and an oracle order (every node's children best first by their true max^n values),
//! with how often the evaluation order puts a best child first, by plies left.
//!
//! `cargo run --release -p maxn-lab --example depth_probe -- hearts|spades DEAL MOVES`, e.g.
//! `-- hearts 0 6,15,24` (deal 0 of seed 1, the positions before moves 6, 15 and 24).
use std::collections::HashSet;

use maxn::{
    EvaluationOrder, Game, IterativeDeepening, Limits, MaxN, MoveBuffer, PositionHash, Searcher,
    Speculative,
};
use maxn_games::cards::{
    CardGame, Deal, HEARTS_3, Hearts, LikelyTaker, SPADES_3, Spades, TricksEstimated,
};
use maxn_lab::experiments::card_depth::{deal_seed, play_out};
use maxn_lab::experiments::oracle_order::{OracleOrder, OracleValues, oracle_values};

/// Counts, by depth left, the interior nodes with two moves or more (unique by hash and
/// depth) and those whose first child (in `G`'s order) is a best one for the mover.
fn first_best<G: PositionHash<3>>(
    position: &G,
    depth: u32,
    values: &OracleValues<G::Score, 3>,
    seen: &mut HashSet<(u64, u32)>,
    counts: &mut [(u64, u64); 32],
) {
    if depth == 0 || position.outcome().is_some() || !seen.insert((position.position_hash(), depth))
    {
        return;
    }
    let mut moves = G::Moves::default();
    position.generate_moves(&mut moves);
    if moves.len() < 2 {
        for &mv in moves.as_slice() {
            let mut c = position.clone();
            c.play(mv);
            first_best(&c, depth - 1, values, seen, counts);
        }
        return;
    }
    let p = position.to_move();
    let mut vals = Vec::new();
    for &mv in moves.as_slice() {
        let mut c = position.clone();
        c.play(mv);
        vals.push(values[&(c.position_hash(), depth - 1)][p]);
        first_best(&c, depth - 1, values, seen, counts);
    }
    let best = vals
        .iter()
        .copied()
        .fold(vals[0], |a, b| if b > a { b } else { a });
    counts[depth as usize].1 += 1;
    if vals[0] == best {
        counts[depth as usize].0 += 1;
    }
}

/// Probes the positions before the moves `$at` of the line from `$game0`.
macro_rules! probe {
    ($name:expr, $game0:expr, $at:expr) => {{
        let name = $name;
        let at: &[usize] = $at;
        let game0 = $game0;
        let line = play_out(game0, 3);
        let mut game = game0;
        for (i, &card) in line.iter().enumerate() {
            if at.contains(&i) {
                let left = game.table().cards_in_hands() as u32;
                let ordered = EvaluationOrder(game);
                let lim = Limits::depth(left).with_node_limit(500_000);
                let m = IterativeDeepening(MaxN).deepen(&ordered, lim);
                let s = IterativeDeepening(Speculative).deepen(&ordered, lim);
                let fmt = |d: &maxn::Deepening<_, _, 3>| {
                    d.iterations
                        .iter()
                        .map(|it| format!("{}:{}/r{}/c{}+{}", it.depth, it.result.stats.nodes, it.result.stats.reexpansions, it.result.stats.cutoffs.speculative, it.result.stats.cutoffs.shallow))
                        .collect::<Vec<_>>()
                        .join(" ")
                };
                println!("{name} move {i} left {left}: maxn d{:?} spec d{:?}", m.depth_reached(), s.depth_reached());
                println!("  maxn  {}", fmt(&m).split(' ').map(|s| s.split('/').next().unwrap()).collect::<Vec<_>>().join(" "));
                println!("  spec  {}", fmt(&s));
                let d = m.depth_reached().unwrap_or(1).min(left).min(10);
                let values = oracle_values(&game, d);
                let mn = MaxN.search(&game, Limits::depth(d)).stats.nodes;
                let se = Speculative.search(&ordered, Limits::depth(d)).stats;
                let sg = Speculative.search(&game, Limits::depth(d)).stats;
                let or = OracleOrder::new(game, d, &values);
                let so = Speculative.search(&or, Limits::depth(d)).stats;
                println!(
                    "  depth {d}: maxn {mn}  spec(game order) {}  spec(eval order) {} (re {}, spec cuts {}, shallow {})  spec(oracle) {} (re {})  ratios maxn/eval {:.1} maxn/oracle {:.1}",
                    sg.nodes, se.nodes, se.reexpansions, se.cutoffs.speculative, se.cutoffs.shallow, so.nodes, so.reexpansions,
                    mn as f64 / se.nodes as f64, mn as f64 / so.nodes as f64
                );
                let mut counts = [(0u64, 0u64); 32];
                first_best(&ordered, d, &values, &mut HashSet::new(), &mut counts);
                let fb: Vec<String> = (1..=d as usize).rev().map(|k| format!("{}:{:.2}", k, counts[k].0 as f64 / counts[k].1.max(1) as f64)).collect();
                println!("  eval order first-is-best by depth left: {}", fb.join(" "));
            }
            game.play(card);
        }
    }};
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let which = args.get(1).map(String::as_str).unwrap_or("hearts");
    let deal: usize = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(0);
    let at: Vec<usize> = args
        .get(3)
        .map(|s| s.split(',').map(|x| x.parse().unwrap()).collect())
        .unwrap_or(vec![6, 15, 24]);
    if which == "hearts" {
        let g = Hearts::<3, LikelyTaker>::new(Deal::random(&HEARTS_3, deal_seed(1, deal))).unwrap();
        probe!("hearts", g, &at);
    } else {
        let g = Spades::<17, TricksEstimated>::new(Deal::random(&SPADES_3, deal_seed(1, deal)))
            .unwrap();
        probe!("spades", g, &at);
    }
}
