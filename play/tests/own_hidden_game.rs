//! A hidden-information game declared here with the macro, not one of the built-in card games,
//! played through the published crates alone (`maxn` and `maxn-play`): its seat view, its
//! sampler of consistent deals, PIMC deciding from a view (seated at a match, and driven by a
//! referee outside the match that keeps the view itself, and by seat sessions), and a tournament of PIMC against the
//! random player; information-set MCTS seated and driven the same ways, blind to the tiles it
//! does not see, and against the random player.

use std::fmt;

use maxn::rng::{SplitMix64, mix};
use maxn::{Game, Limits, MaxN, MoveBuffer, Searcher, Speculative, multiplayer_game};
use maxn_play::agent::mcts::{MctsOptions, Playout};
use maxn_play::{
    Blind, Budget, Entrant, HiddenGame, Ismcts, MatchOptions, Observed, Pimc, RandomPlayer,
    Resample, SeatAgent, SeatSession, SessionError, TournamentOptions, play_match, run_tournament,
};

/// The tiles, 1 to 9; bit `t` of a holding is tile `t`.
const TILES: u16 = 0b11_1111_1110;
/// Tiles per seat.
const HAND: u32 = 3;

/// High tile: nine tiles, three to each of three players, held face down. Each round every
/// player lays one tile face up, the round's winner first; a player must beat the highest
/// tile of the round when it can (so laying a lower one shows it holds nothing higher). The
/// highest tile wins the round and leads the next; a player scores one point per round won.
#[multiplayer_game(players = 3, score = u8, maxsum = 3, max_moves = 3)]
#[derive(Clone, Debug, PartialEq, Eq)]
struct HighTile {
    /// Each seat's tiles.
    hands: [u16; 3],
    #[turn]
    to_move: u8,
    /// The highest tile of the round so far (0 before its first).
    high: u8,
    /// The seat that laid it.
    high_seat: u8,
    /// Tiles laid in the round so far.
    laid: u8,
    /// Rounds won by each seat.
    won: [u8; 3],
}

#[multiplayer_game::rules]
impl HighTile {
    /// The tiles that beat the round's highest if there are any, else every tile; the highest
    /// first.
    #[moves]
    fn tiles(&self) -> impl Iterator<Item = u8> {
        let hand = self.hands[usize::from(self.to_move)];
        let beating = hand & !((2u16 << self.high) - 1);
        let legal = if beating == 0 { hand } else { beating };
        (1..=9).rev().filter(move |&tile| legal >> tile & 1 == 1)
    }

    fn play(&mut self, tile: u8) {
        let seat = usize::from(self.to_move);
        self.hands[seat] &= !(1 << tile);
        if tile > self.high {
            self.high = tile;
            self.high_seat = self.to_move;
        }
        self.laid += 1;
        if self.laid == 3 {
            self.won[usize::from(self.high_seat)] += 1;
            self.to_move = self.high_seat;
            self.high = 0;
            self.laid = 0;
        } else {
            self.to_move = (self.to_move + 1) % 3;
        }
    }

    fn outcome(&self) -> Option<[u8; 3]> {
        (self.hands == [0; 3]).then_some(self.won)
    }

    fn evaluate(&self) -> [u8; 3] {
        self.won
    }
}

impl HighTile {
    /// The tiles shuffled by `seed` and dealt three to each seat; seat 0 leads.
    fn deal(seed: u64) -> Self {
        let mut tiles: Vec<u8> = (1..=9).collect();
        let mut rng = SplitMix64::new(seed);
        for i in (1..tiles.len()).rev() {
            tiles.swap(i, rng.index_below(i + 1));
        }
        let hands = std::array::from_fn(|seat| {
            tiles[seat * 3..seat * 3 + 3]
                .iter()
                .fold(0, |hand, &tile| hand | 1 << tile)
        });
        Self {
            hands,
            to_move: 0,
            high: 0,
            high_seat: 0,
            laid: 0,
            won: [0; 3],
        }
    }
}

/// What one seat knows: its own tiles, the public play (the position with the other hands
/// emptied), the tiles each seat has laid, and the highest tile each seat can still hold.
#[derive(Clone, Debug, PartialEq, Eq)]
struct TileView {
    seat: usize,
    /// The position as far as the seat sees it: its own hand, the others' empty.
    public: HighTile,
    /// The tiles each seat has laid.
    laid: [u16; 3],
    /// Each seat holds no tile above this (10 until it fails to beat a tile).
    ceiling: [u8; 3],
    /// Every tile laid, in order.
    history: Vec<u8>,
}

impl TileView {
    /// The tiles this seat has not seen: neither its own nor laid.
    fn unseen(&self) -> u16 {
        TILES & !self.public.hands[self.seat] & !(self.laid[0] | self.laid[1] | self.laid[2])
    }

    /// How many tiles `seat` holds now.
    fn holds(&self, seat: usize) -> u32 {
        HAND - self.laid[seat].count_ones()
    }
}

/// A tile laid, seen by every seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Laid {
    seat: usize,
    tile: u8,
}

impl HiddenGame<3> for HighTile {
    type View = TileView;
    type Observation = Laid;

    fn view(&self, seat: usize) -> TileView {
        let mut public = self.clone();
        for other in (0..3).filter(|&other| other != seat) {
            public.hands[other] = 0;
        }
        TileView {
            seat,
            public,
            laid: [0; 3],
            ceiling: [10; 3],
            history: Vec::new(),
        }
    }

    fn observation(&self, tile: u8, _seat: usize) -> Laid {
        Laid {
            seat: usize::from(self.to_move),
            tile,
        }
    }

    fn observe(view: &mut TileView, laid: &Laid) {
        // Laying a lower tile shows the seat holds nothing above the round's highest.
        if laid.tile < view.public.high {
            view.ceiling[laid.seat] = view.ceiling[laid.seat].min(view.public.high);
        }
        view.laid[laid.seat] |= 1 << laid.tile;
        view.history.push(laid.tile);
        view.public.play(laid.tile);
    }

    fn view_seat(view: &TileView) -> usize {
        view.seat
    }

    fn view_to_move(view: &TileView) -> usize {
        usize::from(view.public.to_move)
    }

    fn legal_moves(view: &TileView, moves: &mut Self::Moves) {
        // The mover's moves depend on its own tiles and the public play only.
        view.public.generate_moves(moves);
    }

    fn decision_seed(view: &TileView, seed: u64) -> u64 {
        let mut state = mix(seed ^ view.seat as u64);
        state = mix(state ^ u64::from(view.public.hands[view.seat]));
        for &tile in &view.history {
            state = mix(state ^ u64::from(tile));
        }
        state
    }
}

/// Every way to deal the unseen tiles to the two other seats consistent with a view.
#[derive(Clone, Debug)]
struct Deals(Vec<[u16; 3]>);

/// A view no deal fits.
#[derive(Debug)]
struct NoDeal;

impl fmt::Display for NoDeal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("no deal of the unseen tiles fits the view")
    }
}

impl std::error::Error for NoDeal {}

impl Resample<3> for HighTile {
    type Sampler = Deals;
    type SampleError = NoDeal;

    fn sampler(view: &TileView) -> Result<Deals, NoDeal> {
        let me = view.seat;
        let [a, b] = [(me + 1) % 3, (me + 2) % 3];
        let unseen = view.unseen();
        let fits = |seat: usize, hand: u16| {
            hand.count_ones() == view.holds(seat) && hand >> (view.ceiling[seat] + 1) == 0
        };
        // Every subset of the unseen tiles for seat `a`, the rest for `b`.
        let mut deals = Vec::new();
        let mut subset: u16 = 0;
        loop {
            let rest = unseen & !subset;
            if fits(a, subset) && fits(b, rest) {
                let mut hands = [0; 3];
                hands[me] = view.public.hands[me];
                hands[a] = subset;
                hands[b] = rest;
                deals.push(hands);
            }
            if subset == unseen {
                break;
            }
            subset = (subset.wrapping_sub(unseen)) & unseen;
        }
        if deals.is_empty() {
            Err(NoDeal)
        } else {
            Ok(Deals(deals))
        }
    }

    fn sample(view: &TileView, deals: &Deals, rng: &mut SplitMix64) -> HighTile {
        HighTile {
            hands: deals.0[rng.index_below(deals.0.len())],
            ..view.public.clone()
        }
    }
}

fn pimc_maxn(samples: usize, seed: u64) -> Pimc<HighTile, MaxN, 3> {
    Pimc::new("pimc-maxn", MaxN, samples, Budget::default(), seed)
}

fn moves(position: &HighTile) -> Vec<u8> {
    let mut moves = <HighTile as Game<3>>::Moves::default();
    position.generate_moves(&mut moves);
    moves.as_slice().to_vec()
}

#[test]
fn the_sampler_deals_exactly_the_deals_the_view_allows() {
    // Seat 1 holds 4, 6, 8. Seat 0 leads 9; seat 1 cannot beat it and lays 4; seat 2 lays 2.
    let game = HighTile {
        hands: [
            1 << 9 | 1 << 5 | 1 << 1,
            1 << 4 | 1 << 6 | 1 << 8,
            1 << 2 | 1 << 3 | 1 << 7,
        ],
        ..HighTile::deal(0)
    };
    let mut view = game.view(2);
    let mut referee = game.clone();
    for tile in [9, 4, 2] {
        HighTile::observe(&mut view, &referee.observation(tile, 2));
        referee.play(tile);
    }
    // Seats 1 and 2 could not beat the 9 (which shows nothing: no tile is above it); seat 0
    // won the round and leads.
    assert_eq!(view.ceiling, [10, 9, 9]);
    assert_eq!(HighTile::view_to_move(&view), 0);
    // Unseen: 1, 5, 6, 8; seats 0 and 1 hold two each: C(4, 2) = 6 deals.
    let deals = HighTile::sampler(&view).unwrap();
    assert_eq!(deals.0.len(), 6);
    // Seat 0 leads 1 and seat 1 beats it with 6: seat 2 must beat the 6, with its 7.
    let mut moves = <HighTile as Game<3>>::Moves::default();
    HighTile::observe(&mut view, &referee.observation(1, 2));
    referee.play(1);
    HighTile::observe(&mut view, &referee.observation(6, 2));
    referee.play(6);
    HighTile::legal_moves(&view, &mut moves);
    assert_eq!(moves.as_slice(), [7], "only the 7 beats the 6");
    // Seat 0 holds one of 5 and 8, seat 1 the other (neither has shown a ceiling below 9):
    // two deals, each drawn about half the time.
    let deals = HighTile::sampler(&view).unwrap();
    assert_eq!(deals.0.len(), 2);
    let mut rng = SplitMix64::new(3);
    let zeros = (0..1000)
        .filter(|_| HighTile::sample(&view, &deals, &mut rng).hands[0] == 1 << 5)
        .count();
    assert!((400..600).contains(&zeros), "{zeros}");
    // Every sample keeps this seat's hand and the public play.
    let sample = HighTile::sample(&view, &deals, &mut rng);
    assert_eq!(sample.hands[2], referee.hands[2]);
    assert_eq!(
        (sample.high, sample.laid, sample.won),
        (referee.high, referee.laid, referee.won)
    );
}

#[test]
fn a_lower_tile_shows_the_seat_holds_nothing_higher() {
    let game = HighTile {
        hands: [
            1 << 8 | 1 << 2 | 1 << 3,
            1 << 1 | 1 << 4 | 1 << 5,
            1 << 6 | 1 << 7 | 1 << 9,
        ],
        ..HighTile::deal(0)
    };
    let mut view = game.view(0);
    let mut referee = game.clone();
    for tile in [8, 5] {
        HighTile::observe(&mut view, &referee.observation(tile, 0));
        referee.play(tile);
    }
    // Seat 1 laid 5 under the 8: it holds nothing above 8, so the 9 is seat 2's.
    assert_eq!(view.ceiling[1], 8);
    let deals = HighTile::sampler(&view).unwrap();
    assert!(deals.0.iter().all(|hands| hands[2] >> 9 & 1 == 1));
}

/// A match from `start` of PIMC (seed 1), the random player (seed 2) and PIMC (seed 3), each
/// seated blind.
fn seated_match(start: &HighTile) -> maxn_play::Played<Observed<HighTile, 3>, 3> {
    let mut agents: [Box<dyn maxn_play::Agent<Observed<HighTile, 3>, 3>>; 3] = [
        Box::new(Blind(pimc_maxn(6, 1))),
        Box::new(Blind(RandomPlayer::new(2))),
        Box::new(Blind(pimc_maxn(6, 3))),
    ];
    let seats = agents
        .each_mut()
        .map(|agent| &mut **agent as &mut dyn maxn_play::Agent<Observed<HighTile, 3>, 3>);
    play_match(
        &Observed::new(start.clone()),
        seats,
        MatchOptions::default(),
    )
}

#[test]
fn pimc_decides_from_the_view_alone_as_it_does_seated_at_a_match() {
    for seed in 0..6 {
        let start = HighTile::deal(seed);
        let played = seated_match(&start);
        assert_eq!(played.turns.len(), 9);
        // An outside referee: seat 0's PIMC is handed nothing but its own view, built from the
        // start and the tiles it saw laid; it decides every one of its turns as in the match.
        let mut referee = start.clone();
        let mut view = start.view(0);
        let mut outside = pimc_maxn(6, 1);
        for turn in &played.turns {
            assert_eq!(HighTile::view_to_move(&view), turn.player);
            if turn.player == 0 {
                let decision = outside.decide_from_view(&view);
                assert_eq!(decision.mv, turn.decision.mv, "seed {seed}");
                assert_eq!(decision.nodes, turn.decision.nodes);
                assert_eq!(moves(&referee)[decision.index], decision.mv);
            }
            HighTile::observe(&mut view, &referee.observation(turn.decision.mv, 0));
            referee.play(turn.decision.mv);
        }
        assert_eq!(played.value, referee.outcome().unwrap());
        assert_eq!(played.value.iter().sum::<u8>(), 3);
    }
}

#[test]
fn pimc_takes_more_rounds_than_the_random_player_in_a_tournament() {
    let entrants: [Entrant<Observed<HighTile, 3>, 3>; 3] = [
        Entrant::new(|| Box::new(Blind(pimc_maxn(8, 5)))),
        Entrant::new(|| {
            Box::new(Blind(
                Pimc::<HighTile, _, 3>::new(
                    "pimc-speculative",
                    Speculative,
                    8,
                    Budget::default(),
                    6,
                )
                .with_scoring(maxn_play::Scoring::Vote),
            ))
        }),
        Entrant::new(|| Box::new(Blind(RandomPlayer::new(7)))),
    ];
    let starts: Vec<_> = (0..12)
        .map(|seed| Observed::new(HighTile::deal(seed)))
        .collect();
    let result = run_tournament(&starts, &entrants, TournamentOptions::default(), &|_| {}).unwrap();
    assert_eq!(result.games.len(), 12 * result.arrangements.len());
    assert!(result.games.iter().all(|game| game.turns.len() == 9));
    let mean = |name: &str| {
        let standing = result.standings.iter().find(|s| s.agent == name).unwrap();
        standing.score.mean
    };
    // Every round is won by someone: the seats' means sum to 3.
    let total: f64 = result.standings.iter().map(|s| s.score.mean).sum();
    assert!((total - 3.0).abs() < 1e-9);
    println!(
        "pimc-maxn {:.3}, pimc-speculative (vote) {:.3}, random {:.3}",
        mean("pimc-maxn"),
        mean("pimc-speculative"),
        mean("random")
    );
    assert!(mean("pimc-maxn") > mean("random"));
    assert!(mean("pimc-speculative") > mean("random"));
}

#[test]
fn seat_sessions_fed_what_their_seat_observes_decide_as_seated_at_a_match() {
    for seed in 0..4 {
        let start = HighTile::deal(seed);
        let played = seated_match(&start);
        let outside: [Box<dyn SeatAgent<HighTile, 3>>; 3] = [
            Box::new(pimc_maxn(6, 1)),
            Box::new(RandomPlayer::new(2)),
            Box::new(pimc_maxn(6, 3)),
        ];
        let mut sessions: Vec<_> = outside
            .into_iter()
            .enumerate()
            .map(|(seat, agent)| SeatSession::new(start.view(seat), agent).unwrap())
            .collect();
        let mut referee = start.clone();
        for turn in &played.turns {
            for (seat, session) in sessions.iter_mut().enumerate() {
                assert_eq!(session.to_move(), turn.player);
                if seat == turn.player {
                    assert_eq!(session.legal_moves(), moves(&referee));
                    assert_eq!(session.go(None).unwrap(), turn.decision, "seed {seed}");
                } else {
                    assert!(session.legal_moves().is_empty());
                    let refused = session.go(None).unwrap_err();
                    assert!(matches!(refused, SessionError::NotOurTurn { .. }));
                }
                // Every seat, the mover included, observes the move from the referee.
                session
                    .observe(&referee.observation(turn.decision.mv, seat))
                    .unwrap();
            }
            referee.play(turn.decision.mv);
        }
        // The random player has no budget to change for one decision; PIMC has.
        let mut random =
            SeatSession::<HighTile, _, 3>::new(start.view(0), RandomPlayer::new(1)).unwrap();
        assert_eq!(
            random.go(Some(Budget::default())),
            Err(SessionError::FixedBudget("random".into()))
        );
        let mut pimc = SeatSession::<HighTile, _, 3>::new(start.view(0), pimc_maxn(2, 1)).unwrap();
        let decision = pimc.go(Some(Budget::new(40).unwrap())).unwrap();
        assert!(decision.nodes <= 2 * 40, "{decision:?}");
        assert_eq!(pimc.agent().budget(), Some(Budget::default()));
    }
}

/// ISMCTS with `iterations` determinizations per decision, random playouts to the end.
fn ismcts(iterations: u64, seed: u64) -> Ismcts {
    let options = MctsOptions::default()
        .with_iterations(iterations)
        .unwrap()
        .with_playout(Playout::ToEnd)
        .with_seed(seed);
    Ismcts::new("ismcts", options, Budget::default())
}

#[test]
fn ismcts_decides_from_the_view_alone_as_it_does_seated_at_a_match() {
    for seed in 0..6 {
        let start = HighTile::deal(seed);
        let mut agents: [Box<dyn maxn_play::Agent<Observed<HighTile, 3>, 3>>; 3] = [
            Box::new(Blind(ismcts(300, 1))),
            Box::new(Blind(RandomPlayer::new(2))),
            Box::new(Blind(ismcts(300, 3))),
        ];
        let seats = agents
            .each_mut()
            .map(|agent| &mut **agent as &mut dyn maxn_play::Agent<Observed<HighTile, 3>, 3>);
        let played = play_match(
            &Observed::new(start.clone()),
            seats,
            MatchOptions::default(),
        );
        assert_eq!(played.turns.len(), 9);
        let mut referee = start.clone();
        let mut view = start.view(0);
        let mut outside = ismcts(300, 1);
        for turn in &played.turns {
            if turn.player == 0 {
                let decision = SeatAgent::<HighTile, 3>::decide_from_view(&mut outside, &view);
                assert_eq!(decision, turn.decision, "seed {seed}");
                assert_eq!(moves(&referee)[decision.index], decision.mv);
                // Searched decisions spend the iterations: at least one position each.
                if moves(&referee).len() > 1 {
                    assert!(decision.nodes > 300, "{decision:?}");
                }
            }
            HighTile::observe(&mut view, &referee.observation(turn.decision.mv, 0));
            referee.play(turn.decision.mv);
        }
    }
}

#[test]
fn ismcts_decides_the_same_whatever_the_hidden_tiles() {
    // Seat 0 holds the same tiles in both deals; seats 1 and 2 hold each other's. Seat 0's
    // view is the same, so its decision must be: anything it learnt of the hidden tiles but
    // through the sampler would show. A check that it could: the two deals' outcomes differ
    // for some seed when every seat plays the same way.
    let mut differs = 0;
    for seed in 0..20 {
        let one = HighTile::deal(seed);
        let mut other = one.clone();
        other.hands.swap(1, 2);
        assert_eq!(one.view(0), other.view(0));
        let decide = |game: &HighTile| {
            let mut agent = Blind(ismcts(200, 4));
            maxn_play::Agent::decide(&mut agent, &Observed::new(game.clone()))
        };
        assert_eq!(decide(&one), decide(&other), "seed {seed}");
        let value = |game: &HighTile| MaxN.search(game, Limits::depth(9)).value;
        differs += usize::from(value(&one) != value(&other));
    }
    assert!(differs > 0, "the hidden tiles never mattered");
}

#[test]
fn ismcts_is_the_same_on_one_thread_and_on_two_and_takes_more_rounds_than_random() {
    let start = HighTile::deal(7);
    let view = start.view(0);
    let moves = moves(&start);
    let decide = |threads: usize, trees: usize| {
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(threads)
            .build()
            .unwrap();
        let options = MctsOptions::default()
            .with_iterations(400)
            .unwrap()
            .with_trees(trees)
            .unwrap()
            .with_seed(5);
        let agent = Ismcts::new("ismcts", options, Budget::default());
        pool.install(|| agent.search::<HighTile, 3>(&view, &moves))
    };
    for trees in [1, 3] {
        let one = decide(1, trees);
        assert_eq!(one, decide(2, trees), "{trees} trees");
        // Every iteration ends under one root move: the visits count the iterations.
        assert_eq!(one.visits.iter().sum::<u64>(), 400);
        assert_eq!(one.iterations, 400);
    }

    let entrants: [Entrant<Observed<HighTile, 3>, 3>; 3] = [
        Entrant::new(|| Box::new(Blind(ismcts(300, 8)))),
        Entrant::new(|| Box::new(Blind(RandomPlayer::new(9)))),
        Entrant::new(|| Box::new(Blind(pimc_maxn(6, 10)))),
    ];
    let starts: Vec<_> = (0..12)
        .map(|seed| Observed::new(HighTile::deal(seed)))
        .collect();
    let result = run_tournament(&starts, &entrants, TournamentOptions::default(), &|_| {}).unwrap();
    let mean = |name: &str| {
        let standing = result.standings.iter().find(|s| s.agent == name).unwrap();
        standing.score.mean
    };
    println!(
        "ismcts {:.3}, random {:.3}, pimc-maxn {:.3}",
        mean("ismcts"),
        mean("random"),
        mean("pimc-maxn")
    );
    assert!(mean("ismcts") > mean("random"));
}
