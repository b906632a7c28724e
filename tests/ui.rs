//! What the compiler reports, as users meet it. Every error the `#[multiplayer_game]` DSL can
//! produce has a compile-fail case under `tests/ui/<topic>/` with its `.stderr` snapshot, the
//! pass cases show the DSL's forms compiling and running, and `tests/ui/searchers/` shows that
//! a searcher's requirements are part of its type: a bound-based searcher on a game without
//! `maxsum`, or branch and bound on a game without a heuristic, fails to compile with a message
//! that says why.
//!
//! Regenerate with `TRYBUILD=overwrite cargo test --test ui`, then read every changed snapshot:
//! they depend on the compiler version `rust-toolchain.toml` pins. One runner for all topics,
//! so trybuild builds its scratch project once.

#[test]
fn ui() {
    let cases = trybuild::TestCases::new();
    cases.pass("tests/ui/pass/*.rs");
    for topic in [
        "args",
        "bounds",
        "min",
        "fields",
        "rules",
        "searchers",
        "generics",
    ] {
        cases.compile_fail(format!("tests/ui/{topic}/*.rs"));
    }
}
