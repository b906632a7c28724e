//! MP-Mix: the rule chosen from the leader's margin, traced by hand; the offensive rule
//! pulling down the leader where max^n would not; bad thresholds refused.

use maxn::{Bounds, Game, MoveList};
use maxn_play::agent::{MixRule, MpMixAgent, MpMixError, MpMixOptions};
use maxn_play::{Agent, Budget};

/// One decision for `mover`: the position evaluates to `now`; move `i` ends the game with
/// `after[i]`. Scores sum to 10.
#[derive(Clone, Debug)]
struct Choice {
    mover: usize,
    now: [u8; 3],
    after: Vec<[u8; 3]>,
    played: Option<usize>,
}

impl Game<3> for Choice {
    type Score = u8;
    type Move = u8;
    type Moves = MoveList<u8, 4>;
    const NAME: &'static str = "choice";
    type Bounds = Bounds<u8>;
    const BOUNDS: Bounds<u8> = Bounds::constant_sum(10, 1);

    fn to_move(&self) -> usize {
        self.mover
    }
    fn generate_moves(&self, moves: &mut Self::Moves) {
        if self.played.is_none() {
            moves.extend(0..self.after.len() as u8);
        }
    }
    fn play(&mut self, mv: u8) {
        self.played = Some(usize::from(mv));
    }
    fn outcome(&self) -> Option<[u8; 3]> {
        self.played.map(|i| self.after[i])
    }
    fn evaluate(&self) -> [u8; 3] {
        self.now
    }
}

fn agent(defensive: f64, offensive: f64) -> MpMixAgent<Choice, 3> {
    let options = MpMixOptions::new(defensive, offensive).unwrap();
    MpMixAgent::new("mp-mix", options, Budget::new(1_000).unwrap()).unwrap()
}

fn at(mover: usize, now: [u8; 3]) -> Choice {
    Choice {
        mover,
        now,
        after: vec![[3, 6, 1], [2, 3, 5]],
        played: None,
    }
}

#[test]
fn the_rule_follows_the_leaders_margin() {
    let mix = agent(0.25, 0.25);
    // [5, 2, 1], maxp 10: player 0 leads by 3, a margin of 0.3.
    assert_eq!(mix.rule(&at(0, [5, 2, 1])), MixRule::Paranoid);
    assert_eq!(
        mix.rule(&at(1, [5, 2, 1])),
        MixRule::Offensive { target: 0 }
    );
    assert_eq!(
        mix.rule(&at(2, [5, 2, 1])),
        MixRule::Offensive { target: 0 }
    );
    // A lead of 2 (0.2) is under both thresholds: max^n.
    assert_eq!(mix.rule(&at(0, [5, 3, 1])), MixRule::MaxN);
    assert_eq!(mix.rule(&at(1, [5, 3, 1])), MixRule::MaxN);
    // Exactly at the threshold counts.
    assert_eq!(agent(0.2, 0.2).rule(&at(0, [5, 3, 1])), MixRule::Paranoid);
    // A tie for the lead is no lead.
    assert_eq!(agent(0.0, 0.1).rule(&at(2, [4, 4, 2])), MixRule::MaxN);
}

#[test]
fn the_offensive_rule_pulls_down_the_leader() {
    // Player 0 to move, player 1 leads [2, 6, 2]. Move 0 ends at [3, 6, 1] (best for player
    // 0 itself, 3 > 2), move 1 at [2, 3, 5] (the leader falls to 3).
    let position = at(0, [2, 6, 2]);
    let mut attacking = agent(1.0, 0.2);
    assert_eq!(attacking.rule(&position), MixRule::Offensive { target: 1 });
    let decision = attacking.decide(&position);
    // Offensive values: 10 - 6 = 4 against 10 - 3 = 7.
    assert_eq!((decision.index, decision.value), (1, Some([7, 3, 5])));
    // With the offensive threshold out of reach it plays max^n and keeps its own 3.
    let mut plain = agent(1.0, 1.0);
    assert_eq!(plain.rule(&position), MixRule::MaxN);
    assert_eq!(plain.decide(&position).index, 0);
    assert_eq!(attacking.rule_counts(), [0, 0, 1]);
    assert_eq!(plain.rule_counts(), [1, 0, 0]);
}

#[test]
fn thresholds_outside_zero_to_one_are_refused() {
    assert_eq!(MpMixOptions::new(1.5, 0.1), Err(MpMixError::Defensive(1.5)));
    assert_eq!(
        MpMixOptions::new(0.1, -0.5),
        Err(MpMixError::Offensive(-0.5))
    );
    let error = MpMixOptions::new(0.1, f64::INFINITY).unwrap_err();
    assert_eq!(
        error.to_string(),
        "the offensive threshold must be a fraction of maxp from 0 to 1, not inf"
    );
}

#[test]
fn mp_mix_plays_whole_games_in_a_tournament() {
    use maxn_games::cards::Hearts;
    use maxn_play::{Entrant, TournamentOptions, run_tournament};

    let budget = Budget::new(2_000).unwrap();
    let entrants = [
        Entrant::new(move || {
            Box::new(
                MpMixAgent::<Hearts<3>, 3>::new("mp-mix", MpMixOptions::default(), budget).unwrap(),
            )
        }),
        Entrant::search("paranoid", maxn::Paranoid, budget),
    ];
    let deals: Vec<Hearts<3>> = (0..2).map(Hearts::random).collect();
    let result = run_tournament(&deals, &entrants, TournamentOptions::default(), &|_| {}).unwrap();
    // Every hand is played out (17 cards each) and every move keeps to the budget.
    for played in &result.games {
        assert_eq!(played.turns.len(), 51);
        assert!(played.turns.iter().all(|turn| turn.decision.nodes <= 2_000));
    }
    assert_eq!(result.standings[0].agent, "mp-mix");
}

#[test]
fn a_game_without_bounds_has_no_maxp_for_mp_mix() {
    use maxn::RelativeScore;
    use maxn_games::chinese_checkers::ChineseCheckers;

    let error = MpMixAgent::<RelativeScore<ChineseCheckers<3>>, 3>::new(
        "mp-mix",
        MpMixOptions::default(),
        Budget::default(),
    )
    .err()
    .expect("no bounds");
    assert!(error.to_string().contains("does not declare"), "{error}");
}
