use maxn_games::cards::*;
use std::time::Instant;
fn show<G: CardGame<N>, const N: usize>(name: &str, g: G, d: u32) {
    let t = Instant::now();
    println!("{name} grouped   {:?} {:?}", perft(&g, d), t.elapsed());
    let t = Instant::now();
    println!(
        "{name} ungrouped {:?} {:?}",
        fast_perft(&g.with_grouping(false), d),
        t.elapsed()
    );
}
fn main() {
    show("SM seed 1", SergeantMajor::<16>::random(1), 9);
    show("H4 seed 1", Hearts::<4>::random(1), 10);
    show("H3 seed 2", Hearts::<3>::random(2), 9);
    show("Sp seed 3", Spades::<17>::random(3), 9);
    println!("{}", Deal::random(&SERGEANT_MAJOR, 1));
    println!("{}", Deal::random(&HEARTS_4, 1));
    println!("{}", Deal::random(&HEARTS_3, 2));
    println!("{}", Deal::random(&SPADES_3, 3));
}
