//! Seat arrangements: which agent sits where in each game played from one start.

/// The seat arrangements for `agents` agents (numbered `0..agents`) in `seats` seats,
/// `1 <= agents <= seats`: `arrangements[g][seat]` is the agent in `seat` in game `g` of each
/// start.
///
/// # The arrangement
///
/// Agents are dealt round the table in order (`0, 1, ..., agents - 1, 0, 1, ...`), starting
/// from each agent in turn, and each of those `agents` lineups is rotated through all `seats`
/// positions; repeated arrangements are dropped. So:
///
/// - `agents == seats` (say A, B, C): the `seats` rotations ABC, BCA, CAB;
/// - 2 agents in 3 seats: ABA, BAA, AAB and BAB, ABB, BBA, all six arrangements using both;
/// - 2 agents in 4 seats: ABAB, BABA.
///
/// Every agent sits in every seat equally often, and as often as every other agent: in seat
/// `s` after rotation `r`, the lineup starting from agent `j` seats agent
/// `((s + r) % seats + j) % agents`, which is agent `a` for exactly one `j` of the `agents`
/// lineups. Dropping repeats keeps this balance (the tests check it for every count up to 6
/// seats).
///
/// ```
/// use maxn_play::arrangements;
///
/// assert_eq!(arrangements(3, 3), [[0, 1, 2], [1, 2, 0], [2, 0, 1]]);
/// assert_eq!(arrangements(2, 4), [[0, 1, 0, 1], [1, 0, 1, 0]]);
/// assert_eq!(arrangements(2, 3).len(), 6);
/// ```
///
/// # Panics
///
/// If `agents` is 0 or more than `seats`; a tournament checks this first
/// ([`TournamentError`](crate::tournament::TournamentError)).
pub fn arrangements(agents: usize, seats: usize) -> Vec<Vec<usize>> {
    assert!(
        (1..=seats).contains(&agents),
        "{agents} agents cannot fill {seats} seats with every agent seated"
    );
    let mut all: Vec<Vec<usize>> = Vec::new();
    for shift in 0..agents {
        for rotation in 0..seats {
            let arrangement = (0..seats)
                .map(|seat| ((seat + rotation) % seats + shift) % agents)
                .collect();
            if !all.contains(&arrangement) {
                all.push(arrangement);
            }
        }
    }
    all
}
