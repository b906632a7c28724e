//! The `#[multiplayer_game]` DSL as the compiler reports it: every error the macro can produce
//! has a compile-fail case under `tests/ui/<topic>/` with its `.stderr` snapshot (regenerate
//! with `TRYBUILD=overwrite cargo test --test ui`, then read every changed snapshot; they
//! depend on the compiler version `rust-toolchain.toml` pins), and the pass cases show the
//! DSL's forms compiling and running. (`tests/ui/searchers/`, with the case of a declared game
//! without `maxsum` asked for `Shallow`, is run by `tests/searcher_requirements.rs`.)

#[test]
fn ui() {
    let cases = trybuild::TestCases::new();
    cases.pass("tests/ui/pass/*.rs");
    for topic in ["args", "bounds", "min", "fields", "rules"] {
        cases.compile_fail(format!("tests/ui/{topic}/*.rs"));
    }
}
