//! Seat rotation: every agent sits in every seat equally often, and as often as every other
//! agent, for every number of agents in every number of seats up to 6.

use maxn_play::arrangements;

#[test]
fn every_agent_sits_in_every_seat_equally_often() {
    for seats in 1..=6 {
        for agents in 1..=seats {
            let all = arrangements(agents, seats);
            let case = format!("{agents} agents in {seats} seats: {all:?}");
            // count[agent][seat]
            let mut count = vec![vec![0usize; seats]; agents];
            for arrangement in &all {
                assert_eq!(arrangement.len(), seats, "{case}");
                for (seat, &agent) in arrangement.iter().enumerate() {
                    count[agent][seat] += 1;
                }
                // Every game seats every agent.
                for agent in 0..agents {
                    assert!(arrangement.contains(&agent), "{case}");
                }
            }
            let first = count[0][0];
            assert!(first > 0, "{case}");
            for row in &count {
                assert!(row.iter().all(|&c| c == first), "{case}: {count:?}");
            }
            // No arrangement is played twice.
            for (i, a) in all.iter().enumerate() {
                assert!(!all[i + 1..].contains(a), "{case}");
            }
        }
    }
}

#[test]
fn as_many_agents_as_seats_are_rotated_once_round_the_table() {
    assert_eq!(
        arrangements(4, 4),
        [[0, 1, 2, 3], [1, 2, 3, 0], [2, 3, 0, 1], [3, 0, 1, 2]]
    );
    // Two agents in three seats: every arrangement that seats both.
    let mut two_in_three = arrangements(2, 3);
    two_in_three.sort();
    assert_eq!(
        two_in_three,
        [
            [0, 0, 1],
            [0, 1, 0],
            [0, 1, 1],
            [1, 0, 0],
            [1, 0, 1],
            [1, 1, 0]
        ]
    );
}
