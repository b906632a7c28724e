//! A searcher's requirements are part of its type: asking for a bound-based searcher on a game
//! without `maxsum`, or for branch and bound on a game without a heuristic, fails to compile
//! with a message that says why (the `.stderr` snapshots in `tests/ui/searchers/`, regenerated
//! with `TRYBUILD=overwrite`).

#[test]
fn searchers_require_their_capabilities_at_compile_time() {
    let cases = trybuild::TestCases::new();
    cases.compile_fail("tests/ui/searchers/*.rs");
}
