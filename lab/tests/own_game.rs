//! A game defined here, not one of the built-in games, played through agents: a match, its
//! record replayed, and a tournament whose standings are recomputed from its games.

use std::error::Error;

use maxn::{Bounds, Game, MaxN, MoveList, Paranoid, Speculative};
use maxn_play::{
    Agent, Budget, Entrant, Finish, MatchOptions, MatchRecord, MoveLine, Notation, PlayEvent,
    SearchAgent, TournamentOptions, play_match, play_match_observed, replay, run_tournament,
};

/// Three players take 1, 2 or 3 pebbles in turn from a pile; each keeps what it takes, except
/// that whoever takes the last pebble forfeits everything it took.
#[derive(Clone, Debug, PartialEq)]
struct Pebbles {
    pile: u8,
    taken: [u8; 3],
    to_move: usize,
}

const MOST_PEBBLES: u8 = 16;

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

impl Game<3> for Pebbles {
    type Score = u8;
    type Move = u8;
    type Moves = MoveList<u8, 3>;

    const NAME: &'static str = "Pebbles";
    type Bounds = Bounds<u8>;
    const BOUNDS: Bounds<u8> = Bounds::constant_sum(MOST_PEBBLES, 1);

    fn to_move(&self) -> usize {
        self.to_move
    }

    fn generate_moves(&self, moves: &mut Self::Moves) {
        moves.extend((1..=self.pile.min(3)).rev());
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
