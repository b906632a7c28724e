//! A game declared here with the macro, not one of the built-in games, played through the
//! published crates alone (`maxn` and `maxn-play`): a search agent's decisions, a match and its
//! record replayed, sessions driven move by move, MCTS, and a tournament of search agents, MCTS and MP-Mix whose standings
//! are recomputed from its games.

use std::error::Error;

use maxn::{Limits, MaxN, Paranoid, Searcher, Speculative, multiplayer_game};
use maxn_play::agent::mcts::{Mcts, MctsAgent, MctsOptions};
use maxn_play::agent::{MpMixAgent, MpMixOptions};
use maxn_play::{
    Agent, Budget, Entrant, Finish, MatchOptions, MatchRecord, MoveLine, Notation, PlayEvent,
    SearchAgent, Session, SessionError, TournamentOptions, play_match, play_match_observed, replay,
    run_tournament,
};

const MOST_PEBBLES: u8 = 16;

/// Three players take 1, 2 or 3 pebbles in turn from a pile; each keeps what it takes, except
/// that whoever takes the last pebble forfeits everything it took. The pile holds at most
/// [`MOST_PEBBLES`], so the scores never sum to more.
#[multiplayer_game(players = 3, score = u8, maxsum = 16, max_moves = 3)]
#[derive(Clone, Debug, PartialEq)]
struct Pebbles {
    pile: u8,
    taken: [u8; 3],
    #[turn]
    to_move: usize,
}

#[multiplayer_game::rules]
impl Pebbles {
    /// Take three, two or one: the most first.
    #[moves]
    fn take(&self) -> impl Iterator<Item = u8> {
        (1..=self.pile.min(3)).rev()
    }

    fn play(&mut self, take: u8) {
        self.pile -= take;
        self.taken[self.to_move] += take;
        if self.pile == 0 {
            self.taken[self.to_move] = 0;
        }
        self.to_move = (self.to_move + 1) % 3;
    }

    fn outcome(&self) -> Option<[u8; 3]> {
        (self.pile == 0).then_some(self.taken)
    }

    fn evaluate(&self) -> [u8; 3] {
        self.taken
    }
}

impl Pebbles {
    fn new(pile: u8) -> Self {
        assert!(pile <= MOST_PEBBLES);
        Self {
            pile,
            taken: [0; 3],
            to_move: 0,
        }
    }
}

/// Positions as `pile/taken,taken,taken/mover`; moves as the number taken.
impl Notation<3> for Pebbles {
    fn position_text(&self) -> Option<String> {
        let [a, b, c] = self.taken;
        Some(format!("{}/{a},{b},{c}/{}", self.pile, self.to_move))
    }

    fn parse_position(text: &str) -> Result<Self, Box<dyn Error + Send + Sync>> {
        let parts: Vec<&str> = text.split('/').collect();
        let [pile, taken, mover] = parts[..] else {
            return Err(format!("`{text}`: expected pile/taken,taken,taken/mover").into());
        };
        let taken: Vec<u8> = taken.split(',').map(str::parse).collect::<Result<_, _>>()?;
        Ok(Self {
            pile: pile.parse()?,
            taken: taken.try_into().map_err(|_| "three seats")?,
            to_move: mover.parse()?,
        })
    }

    fn move_text(&self, take: u8) -> String {
        take.to_string()
    }

    fn parse_move(&self, text: &str) -> Result<u8, Box<dyn Error + Send + Sync>> {
        let take: u8 = text.parse()?;
        if (1..=self.pile.min(3)).contains(&take) {
            Ok(take)
        } else {
            Err(format!("cannot take {take} of {}", self.pile).into())
        }
    }
}

fn budget() -> Budget {
    Budget::new(5_000).unwrap()
}

#[test]
fn a_match_of_the_test_game_plays_to_the_end_and_its_record_replays() {
    let mut speculative = SearchAgent::new("speculative", Speculative, budget());
    let mut paranoid = SearchAgent::new("paranoid", Paranoid, budget());
    let mut maxn = SearchAgent::new("maxn", MaxN, budget());
    let start = Pebbles::new(13);
    let played = play_match(
        &start,
        [&mut speculative, &mut paranoid, &mut maxn],
        MatchOptions::default(),
    );
    assert_eq!(played.finish, Finish::Over);
    assert_eq!(played.seats, ["speculative", "paranoid", "maxn"]);
    let taken: u8 = played.turns.iter().map(|turn| turn.decision.mv).sum();
    assert_eq!(taken, 13);
    // Seats move in turn.
    for (ply, turn) in played.turns.iter().enumerate() {
        assert_eq!(turn.player, ply % 3);
    }
    // Once at most 6 pebbles are left, the whole game fits in the budget: those decisions
    // see every end, and stop deepening there (at most 6 iterations).
    let mut pile = 13;
    for turn in &played.turns {
        if pile <= 6 {
            assert!(turn.decision.to_end, "{pile} pebbles: {:?}", turn.decision);
            assert!(turn.decision.iteration_nodes.len() <= pile as usize);
        }
        pile -= turn.decision.mv;
    }

    let record = played.record().unwrap();
    let line = record.to_json_line();
    assert!(!line.contains('\n'));
    let read = MatchRecord::from_json(&line).unwrap();
    assert_eq!(read, record);
    let replayed = replay::<Pebbles, 3>(&read).unwrap();
    assert_eq!(replayed.finish, Finish::Over);
    let scores: Vec<u64> = replayed
        .scores
        .iter()
        .map(|s| s.as_u64().unwrap())
        .collect();
    assert_eq!(scores, played.own_scores().map(u64::from));
    assert_eq!(replayed.end.pile, 0);
}

#[test]
fn a_move_cap_ends_a_match_unfinished_and_the_record_says_so() {
    let mut agents: [SearchAgent<MaxN>; 3] =
        std::array::from_fn(|_| SearchAgent::new("maxn", MaxN, budget()));
    let [a, b, c] = &mut agents;
    let seats: [&mut dyn Agent<Pebbles, 3>; 3] = [a, b, c];
    let played = play_match(&Pebbles::new(16), seats, MatchOptions { move_cap: Some(2) });
    assert_eq!((played.finish, played.turns.len()), (Finish::MoveCap, 2));
    assert_eq!(played.winner(), None);
    let record = played.record().unwrap();
    assert_eq!(
        replay::<Pebbles, 3>(&record).unwrap().finish,
        Finish::MoveCap
    );
}

#[test]
fn a_tournament_of_the_test_game_rotates_seats_and_averages_per_start() {
    let entrants = [
        Entrant::search("speculative", Speculative, budget()),
        Entrant::search("paranoid", Paranoid, budget()),
        Entrant::search("maxn", MaxN, budget()),
    ];
    let starts: Vec<Pebbles> = (8..=13).map(Pebbles::new).collect();
    let result = run_tournament(&starts, &entrants, TournamentOptions::default(), &|_| {}).unwrap();
    assert_eq!(result.arrangements.len(), 3);
    assert_eq!(result.games.len(), 6 * 3);
    for (index, played) in result.games.iter().enumerate() {
        let arrangement = &result.arrangements[index % 3];
        let names: Vec<&str> = arrangement.iter().map(|&a| entrants[a].name()).collect();
        assert_eq!(played.seats.to_vec(), names);
        assert_eq!(played.start, starts[index / 3]);
        replay::<Pebbles, 3>(&played.record().unwrap()).unwrap();
    }
    // Recompute each agent's mean score: per start, its scores over its seats averaged, then
    // the average over starts.
    for (agent, standing) in result.standings.iter().enumerate() {
        assert_eq!(standing.agent, entrants[agent].name());
        assert_eq!(standing.seats, 6 * 3);
        assert_eq!(standing.score.samples, 6);
        let mut per_start = Vec::new();
        for games in result.games.chunks(3) {
            let mut sum = 0.0;
            for (played, arrangement) in games.iter().zip(&result.arrangements) {
                let seat = arrangement.iter().position(|&a| a == agent).unwrap();
                sum += f64::from(played.own_scores()[seat]);
            }
            per_start.push(sum / 3.0);
        }
        let mean = per_start.iter().sum::<f64>() / 6.0;
        assert!((standing.score.mean - mean).abs() < 1e-12);
        let (low, high) = standing.score.interval().unwrap();
        assert!(low <= mean && mean <= high);
        assert!((0.0..=1.0).contains(&standing.win_rate.mean));
    }
}

#[test]
fn an_observed_match_prints_one_json_line_per_move_then_the_result() {
    let mut agents: [SearchAgent<Speculative>; 3] =
        std::array::from_fn(|_| SearchAgent::new("speculative", Speculative, budget()));
    let [a, b, c] = &mut agents;
    let mut lines = Vec::new();
    let played = play_match_observed(
        &Pebbles::new(11),
        [a, b, c],
        MatchOptions::default(),
        |position, turn| {
            let line = MoveLine::new(position, lines.len(), "speculative", turn);
            lines.push(PlayEvent::Move(line).to_json_line());
        },
    );
    lines.push(PlayEvent::Result(played.record().unwrap()).to_json_line());
    assert_eq!(lines.len(), played.turns.len() + 1);
    let events: Vec<PlayEvent> = lines
        .iter()
        .map(|line| serde_json::from_str(line).unwrap())
        .collect();
    let PlayEvent::Result(record) = events.last().unwrap() else {
        panic!("the last line is the result: {}", lines.last().unwrap());
    };
    for (ply, event) in events[..events.len() - 1].iter().enumerate() {
        let PlayEvent::Move(line) = event else {
            panic!("line {ply} is a move: {}", lines[ply]);
        };
        assert_eq!(line.ply, ply);
        assert_eq!(line.mv, record.moves[ply]);
        assert_eq!(line.decision, record.decisions[ply]);
        assert!(
            lines[ply].starts_with(r#"{"event":"move","#),
            "{}",
            lines[ply]
        );
    }
}

#[test]
fn mcts_finds_the_best_take_of_the_declared_game() {
    // Player 0 holds 5 of a pile of 4. Taking 3 leaves the last pebble to player 1, who
    // forfeits: player 0 ends with 8. Taking 2 ends with 7 whatever follows, taking 1 with 6
    // or 0. Max^n agrees; so does MCTS, whose playouts after each take average 8, 7 and less.
    let position = Pebbles {
        pile: 4,
        taken: [5, 0, 0],
        to_move: 0,
    };
    let exact = MaxN.search(&position, Limits::depth(4));
    assert_eq!((exact.best_move, exact.value[0]), (Some(3), 8));

    let budget = Budget::new(3_000).unwrap();
    let mcts = Mcts::new(MctsOptions::default().with_seed(5), budget);
    let result = mcts.search(&position);
    assert_eq!((result.mv, result.index), (3, 0));
    assert!(result.nodes <= 3_000);
    assert_eq!(result.visits.len(), 3);
    assert_eq!(result.visits.iter().sum::<u64>(), result.iterations);
    assert!(result.visits[0] > result.visits[1] && result.visits[0] > result.visits[2]);

    // The agent decides the same, within the budget.
    let mut agent =
        MctsAgent::<Pebbles, 3>::new("mcts", MctsOptions::default().with_seed(5), budget);
    let decision = agent.decide(&position);
    assert_eq!((decision.mv, decision.index), (3, 0));
    assert!(decision.nodes <= 3_000);
}

#[test]
fn mcts_and_mp_mix_play_a_tournament_of_the_declared_game() {
    let budget = budget();
    let entrants = [
        Entrant::new(move || {
            Box::new(MctsAgent::<Pebbles, 3>::new(
                "mcts",
                MctsOptions::default().with_seed(1),
                budget,
            ))
        }),
        Entrant::new(move || {
            Box::new(
                MpMixAgent::<Pebbles, 3>::new("mp-mix", MpMixOptions::default(), budget).unwrap(),
            )
        }),
        Entrant::search("paranoid", Paranoid, budget),
    ];
    let starts: Vec<Pebbles> = (9..=12).map(Pebbles::new).collect();
    let result = run_tournament(&starts, &entrants, TournamentOptions::default(), &|_| {}).unwrap();
    // Three agents in three seats: three rotations of one lineup per start.
    assert_eq!(result.games.len(), 4 * 3);
    for played in &result.games {
        assert_eq!(played.finish, Finish::Over);
        let taken: u8 = played.turns.iter().map(|turn| turn.decision.mv).sum();
        assert_eq!(taken, played.start.pile);
        assert!(played.turns.iter().all(|turn| turn.decision.nodes <= 5_000));
        let replayed = replay::<Pebbles, 3>(&played.record().unwrap()).unwrap();
        assert_eq!(replayed.end.taken, played.own_scores());
    }
    let names: Vec<&str> = result.standings.iter().map(|s| s.agent.as_str()).collect();
    assert_eq!(names, ["mcts", "mp-mix", "paranoid"]);
    for standing in &result.standings {
        assert_eq!((standing.seats, standing.score.samples), (4 * 3, 4));
    }
    // The same seeds give the same games.
    let again = run_tournament(&starts, &entrants, TournamentOptions::default(), &|_| {}).unwrap();
    let moves = |games: &[maxn_play::Played<Pebbles, 3>]| -> Vec<Vec<u8>> {
        games
            .iter()
            .map(|played| played.turns.iter().map(|turn| turn.decision.mv).collect())
            .collect()
    };
    assert_eq!(moves(&again.games), moves(&result.games));
}

/// An agent without a budget: the first move generated.
struct First;

impl Agent<Pebbles, 3> for First {
    fn name(&self) -> &str {
        "first"
    }

    fn decide(&mut self, position: &Pebbles) -> maxn_play::Decision<u8, u8, 3> {
        maxn_play::Decision {
            mv: position.pile.min(3),
            index: 0,
            depth: 0,
            nodes: 0,
            to_end: false,
            value: None,
            iteration_nodes: Vec::new(),
        }
    }
}

#[test]
fn one_session_per_seat_with_the_moves_relayed_plays_the_match() {
    let start = Pebbles::new(15);
    let mcts = MctsOptions::default().with_seed(4);
    let mut a = SearchAgent::new("paranoid", Paranoid, budget());
    let mut b = MctsAgent::<Pebbles, 3>::new("mcts", mcts, Budget::new(300).unwrap());
    let mut c = MpMixAgent::<Pebbles, 3>::new("mp-mix", MpMixOptions::default(), budget()).unwrap();
    let played = play_match(&start, [&mut a, &mut b, &mut c], MatchOptions::default());
    let agents: [Box<dyn Agent<Pebbles, 3>>; 3] = [
        Box::new(SearchAgent::new("paranoid", Paranoid, budget())),
        Box::new(MctsAgent::<Pebbles, 3>::new(
            "mcts",
            mcts,
            Budget::new(300).unwrap(),
        )),
        Box::new(
            MpMixAgent::<Pebbles, 3>::new("mp-mix", MpMixOptions::default(), budget()).unwrap(),
        ),
    ];
    let mut sessions: Vec<_> = agents
        .into_iter()
        .enumerate()
        .map(|(seat, agent)| Session::new(start.clone(), &[seat], agent).unwrap())
        .collect();
    for turn in &played.turns {
        let chosen = sessions[turn.player].go(None).unwrap();
        // The MCTS agent keeps its trees between moves, in the session as in the match.
        assert_eq!(chosen, *turn);
        for (seat, session) in sessions.iter_mut().enumerate() {
            if seat != turn.player {
                assert_eq!(session.play(turn.decision.mv), Ok(turn.player));
            }
        }
    }
    for session in &mut sessions {
        assert!(session.is_over());
        assert_eq!(session.position().outcome(), Some(played.value));
        assert_eq!(session.played().len(), played.turns.len());
        assert_eq!(session.go(None), Err(SessionError::GameOver));
        assert_eq!(session.play(1), Err(SessionError::GameOver));
        assert!(session.legal_moves().is_empty());
    }
}

#[test]
fn a_session_refuses_what_it_cannot_do_and_stays_as_it_was() {
    let start = Pebbles::new(5);
    let agent = || SearchAgent::new("maxn", MaxN, budget());
    let error = |seats: &[usize]| Session::new(start.clone(), seats, agent()).unwrap_err();
    assert_eq!(error(&[]), SessionError::NoSeats);
    assert_eq!(
        error(&[0, 3]),
        SessionError::NoSuchSeat {
            seat: 3,
            players: 3
        }
    );
    assert_eq!(error(&[1, 1]), SessionError::SeatTwice(1));
    let mut session = Session::new(start.clone(), &[0, 2], agent()).unwrap();
    assert!(matches!(
        session.play(4),
        Err(SessionError::IllegalMove { .. })
    ));
    session.go(None).unwrap();
    let refused = session.go(None).unwrap_err();
    assert_eq!(
        refused.to_string(),
        "player 1 is to move, and this session plays 0 and 2"
    );
    assert_eq!(session.played().len(), 1);
    // A budget for one move only: the agent's own again afterwards.
    session.play(1).unwrap();
    let turn = session.go(Some(Budget::new(3).unwrap())).unwrap();
    assert!(turn.decision.nodes <= 3, "{turn:?}");
    assert_eq!(session.agent().budget(), budget());
    // An agent without a budget takes none.
    let mut first = Session::new(start, &[0], First).unwrap();
    let refused = first.go(Some(budget())).unwrap_err();
    assert_eq!(refused, SessionError::FixedBudget("first".into()));
    assert_eq!(first.go(None).unwrap().decision.mv, 3);
}
