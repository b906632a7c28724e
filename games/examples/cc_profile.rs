//! Scratch profiling driver (not committed).
use maxn::{Limits, MaxN, Searcher};
use maxn_games::chinese_checkers::{ChineseCheckers, perft};
fn main() {
    let what = std::env::args().nth(1).unwrap_or_default();
    let start = ChineseCheckers::<3>::start();
    let t = std::time::Instant::now();
    if what == "perft" {
        println!("{}", perft(&start, 5));
    } else {
        let r = MaxN.search(&start, Limits::depth(5));
        println!("{}", r.stats.nodes);
    }
    println!("{:?}", t.elapsed());
}
