//! The attributes never panic: malformed arguments, structs and rules blocks of every kind
//! come back as compile errors next to the item.

use proc_macro2::TokenStream;

fn tokens(source: &str) -> TokenStream {
    source.parse().expect("test sources are valid tokens")
}

const ARGS: &[&str] = &[
    "",
    "players",
    "players =",
    "players = 3,",
    "players = 3, score = u8, maxsum = 10, max_moves = 3",
    "players = 0, score = u8, maxsum = 0, maxp = 0, delta = 0, max_moves = 0",
    "players = 99999999999999999999999999999, score = u8, max_moves = 3",
    "players = 3, score = u8, maxsum = 340282366920938463463374607431768211455, max_moves = 3",
    "players = 3, score = i8, objective = min, maxp = 127, minsum = 0, max_moves = 3",
    "players = 3, score = OrderedFloat<f32>, maxsum = 1e40, maxp = 0.0, max_moves = 3",
    "players = 3, score = OrderedFloat<f64>, objective = min, maxp = P, minsum = 0.5, delta = D, max_moves = 3",
    "players = 3, score = OrderedFloat, max_moves = 3",
    "players = 3, score = [u8; 3], max_moves = 3",
    "players = 3, score = u8, max_moves = 3, crate = \"not a path\"",
    "players = 3, score = u8, max_moves = 3, crate = 3",
    "players = a::b::<c>, score = u8, max_moves = { 3 }",
    "players = 3, score = u8, max_moves = 3, name = \"{}{{}}\"",
    "::players = 3, a::b = 4, (x) = 5",
    "players = 3 4 5, score = u8 u16",
    "objective = min, objective = max, objective = 3",
    "players = 3, score = OrderedFloat<f32>, objective = min, maxp = 1e40, minsum = M, max_moves = 3",
    "players = 3, score = OrderedFloat<f64>, maxsum = 1e400, maxp = 1e-400, delta = 1e400, max_moves = 3",
    "players = 3, score = OrderedFloat<f64>, objective = min, maxp = 1e308, minsum = 0, max_moves = 3",
];

const STRUCTS: &[&str] = &[
    "struct Game { #[turn] to_move: u8, #[score] taken: [u8; 3] }",
    "struct Game;",
    "struct Game(#[turn] u8, #[score] [u8; N], #[score] [u8; 3]);",
    "struct Game { #[turn = 3] a: u8, #[turn] b: u8, #[score] c: Vec<u8> }",
    "struct Game<'a, T: Clone> where T: Copy { #[turn] a: &'a T }",
    "enum Game { A }",
    "fn game() {}",
];

const RULES: &[&str] = &[
    "impl Game {}",
    "impl Game { #[moves] fn a() {} #[moves(x)] fn b(self) {} #[moves] fn c(&self, x: u8, y: u8) {} }",
    "impl Game { #[moves] fn __(&self) -> Option<u8> { None } #[moves] fn self_(&self) -> [u8; 1] { [0] } }",
    "impl Game { #[moves] fn a<T>(&self) -> impl Iterator<Item = T> { None.into_iter() } }",
    "impl Game { #[moves] fn a(&self, push: impl FnMut()) {} #[moves] fn b(&self) -> impl Sized {} }",
    "impl Game { fn play(self) {} fn outcome(&self, x: u8) -> u8 { x } fn evaluate(&mut self) {} }",
    "impl<T> Game<T> { #[moves] fn a(&self) -> [T; 1] { unreachable!() } }",
    "impl Trait for Game {}",
    "impl [u8; 3] {}",
    "struct NotAnImpl;",
];

#[test]
fn malformed_declarations_become_errors() {
    for args in ARGS {
        for item in STRUCTS {
            let expanded = crate::game::expand(tokens(args), tokens(item));
            assert!(expanded.is_ok(), "{args} on {item}");
        }
    }
}

#[test]
fn malformed_rules_become_errors() {
    for args in [
        "",
        "crate = ::maxn",
        "move_type = pub(crate) Step",
        "move_type",
        "x = 1, crate = 3",
    ] {
        for item in RULES {
            let expanded = crate::rules::expand(tokens(args), tokens(item));
            assert!(expanded.is_ok(), "{args} on {item}");
            let text = expanded.unwrap().to_string();
            if *item == "impl Game {}" {
                assert!(text.contains("compile_error"), "{args} on {item}");
            }
        }
    }
}
