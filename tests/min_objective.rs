//! A minimisation game declared with `objective = min` searches exactly like the same game
//! mapped to maximisation form by hand (`s' = maxp - s`, `maxsum' = n * maxp - minsum`,
//! Sturtevant & Korf 2000, Table 1), and reports its results in its own scores: the points
//! an independent minimising search, written here in those points, finds.

use maxn::{
    BoundedGame, Bounds, Game, Limits, MaxN, MonotonicHeuristic, MoveList, Objective, Paranoid,
    ParanoidBnB, SearchResult, Searcher, Shallow, multiplayer_game,
};
use maxn_games::rng::SplitMix64;

/// Penalty points of the nine cards, by rank: the rank-8 card is the "queen" (4 points).
const POINTS: [u8; 9] = [0, 1, 0, 1, 1, 0, 1, 0, 4];
/// Every point is taken by someone: the total is always 8.
const TOTAL: u8 = 8;

/// A Hearts-like trick game: three players, three cards each, no suits; the highest card
/// wins the trick, takes its points and leads the next one. Everyone minimises its points.
#[multiplayer_game(players = 3, score = u8, objective = min, maxp = 8, minsum = 8, max_moves = 3)]
#[derive(Clone, Debug)]
struct MiniHearts {
    hands: [u16; 3],
    /// The cards of the current trick, by player (`None`: not played yet).
    table: [Option<u8>; 3],
    leader: usize,
    #[turn]
    to_move: usize,
    #[score]
    points: [u8; 3],
}

#[multiplayer_game::rules]
impl MiniHearts {
    /// Play a card, highest first.
    #[moves]
    fn card(&self) -> impl Iterator<Item = u8> {
        let hand = self.hands[self.to_move];
        (0..9u8).rev().filter(move |&card| hand & (1 << card) != 0)
    }

    fn play(&mut self, card: u8) {
        self.hands[self.to_move] &= !(1 << card);
        self.table[self.to_move] = Some(card);
        self.to_move = (self.to_move + 1) % 3;
        if self.to_move == self.leader {
            let winner = self.winning_player();
            self.points[winner] += self
                .table
                .iter()
                .flatten()
                .map(|&c| POINTS[c as usize])
                .sum::<u8>();
            self.table = [None; 3];
            self.leader = winner;
            self.to_move = winner;
        }
    }

    fn outcome(&self) -> Option<[u8; 3]> {
        (self.hands == [0; 3]).then_some(self.points)
    }

    /// Points taken, plus the points still in each hand, plus the table's points charged to
    /// whoever is winning the trick: a guess that keeps the total at 8.
    fn evaluate(&self) -> [u8; 3] {
        let mut points = self.points;
        for (player, &hand) in self.hands.iter().enumerate() {
            points[player] += (0..9)
                .filter(|c| hand & (1 << c) != 0)
                .map(|c| POINTS[c])
                .sum::<u8>();
        }
        if self.table.iter().any(Option::is_some) {
            points[self.winning_player()] += self
                .table
                .iter()
                .flatten()
                .map(|&c| POINTS[c as usize])
                .sum::<u8>();
        }
        points
    }

    fn winning_player(&self) -> usize {
        (0..3)
            .max_by_key(|&player| self.table[player].map_or(-1, i16::from))
            .unwrap_or(0)
    }

    /// A deal of the nine cards from a seed.
    fn deal(seed: u64) -> Self {
        let mut rng = SplitMix64::new(seed);
        let mut cards: [u8; 9] = std::array::from_fn(|card| card as u8);
        for index in (1..9).rev() {
            let pick = (rng.next_u64() % (index as u64 + 1)) as usize;
            cards.swap(index, pick);
        }
        let mut hands = [0u16; 3];
        for (position, &card) in cards.iter().enumerate() {
            hands[position / 3] |= 1 << card;
        }
        let leader = (seed % 3) as usize;
        MiniHearts {
            hands,
            table: [None; 3],
            leader,
            to_move: leader,
            points: [0; 3],
        }
    }
}

/// The same game mapped to maximisation form by hand: every score `s` becomes `8 - s`, and
/// `maxsum' = 3 * 8 - 8 = 16`.
#[derive(Clone, Debug)]
struct HandMapped(MiniHearts);

impl Game<3> for HandMapped {
    type Score = u8;
    type Move = u8;
    type Moves = MoveList<u8, 3>;

    const NAME: &'static str = "MiniHearts mapped by hand";
    type Bounds = Bounds<u8>;
    const BOUNDS: Bounds<u8> = Bounds {
        maxp: 8,
        maxsum: 16,
        delta: 1,
    };

    fn to_move(&self) -> usize {
        self.0.to_move
    }

    fn generate_moves(&self, moves: &mut Self::Moves) {
        moves.extend(self.0.card());
    }

    fn play(&mut self, card: u8) {
        MiniHearts::play(&mut self.0, card);
    }

    fn outcome(&self) -> Option<[u8; 3]> {
        MiniHearts::outcome(&self.0).map(|points| points.map(|p| TOTAL - p))
    }

    fn evaluate(&self) -> [u8; 3] {
        MiniHearts::evaluate(&self.0).map(|p| TOTAL - p)
    }
}

/// Plain max^n stated for minimisers, in the game's own points: the player to move takes the
/// first child with the fewest points for itself. Returns the value and the chosen card.
fn min_n(position: &MiniHearts, depth: u32) -> ([u8; 3], Option<u8>) {
    if let Some(points) = MiniHearts::outcome(position) {
        return (points, None);
    }
    let cards: Vec<u8> = position.card().collect();
    if depth == 0 || cards.is_empty() {
        return (MiniHearts::evaluate(position), None);
    }
    let player = position.to_move;
    let mut best: Option<([u8; 3], u8)> = None;
    for card in cards {
        let mut child = position.clone();
        MiniHearts::play(&mut child, card);
        let (value, _) = min_n(&child, depth - 1);
        if best.is_none_or(|(best, _)| value[player] < best[player]) {
            best = Some((value, card));
        }
    }
    let (value, card) = best.expect("a position with cards has a best card");
    (value, Some(card))
}

#[test]
fn the_declared_bounds_are_the_maximisation_form() {
    // n * maxp - minsum = 3 * 8 - 8.
    assert_eq!(
        MiniHearts::BOUNDS,
        Bounds {
            maxp: 8,
            maxsum: 16,
            delta: 1
        }
    );
    assert_eq!(MiniHearts::OBJECTIVE, Objective::Min { maxp: 8 });
    assert_eq!(MiniHearts::MAXSUM, 16);
}

#[test]
fn values_reach_the_searchers_in_maximisation_form() {
    let deal = MiniHearts::deal(7);
    // `deal.evaluate()` is the rules' own function, in penalty points; the searchers call
    // `Game::evaluate`.
    assert_eq!(
        <MiniHearts as Game<3>>::evaluate(&deal),
        HandMapped(deal.clone()).evaluate()
    );
    assert_eq!(
        <MiniHearts as Game<3>>::evaluate(&deal),
        MiniHearts::evaluate(&deal).map(|p| 8 - p)
    );
    let mut finished = deal.clone();
    loop {
        let Some(card) = finished.card().next() else {
            break;
        };
        MiniHearts::play(&mut finished, card);
    }
    let own = MiniHearts::outcome(&finished).expect("every card played");
    assert_eq!(
        <MiniHearts as Game<3>>::outcome(&finished),
        Some(own.map(|p| 8 - p))
    );
}

#[test]
fn the_points_taken_bound_every_minimiser_from_above() {
    let mut position = MiniHearts::deal(11);
    for _ in 0..4 {
        let card = position.card().next().expect("cards left");
        MiniHearts::play(&mut position, card);
    }
    let taken = position.points;
    assert!(taken.iter().any(|&p| p > 0) || position.table.iter().any(Option::is_some));
    // A minimiser that has taken p points ends with at most 8 - p in maximisation form.
    assert_eq!(position.upper_bounds(), taken.map(|p| 8 - p));
    assert_eq!(position.lower_bounds(), [0; 3]);
}

/// Searches a deal both ways and checks the decisions agree and the own-score report matches
/// the independent minimising search.
fn same_decisions<S>(searcher: &S, deal: &MiniHearts, depth: u32)
where
    S: Searcher<MiniHearts, 3> + Searcher<HandMapped, 3>,
{
    let limits = Limits::depth(depth);
    let declared: SearchResult<u8, u8, 3> =
        Searcher::<MiniHearts, 3>::search(searcher, deal, limits);
    let by_hand = Searcher::<HandMapped, 3>::search(searcher, &HandMapped(deal.clone()), limits);
    assert_eq!(declared, by_hand, "deal {deal:?} at depth {depth}");
    let (points, card) = min_n(deal, depth);
    assert_eq!(
        declared.own_value::<MiniHearts>(),
        points,
        "deal {deal:?} at depth {depth}"
    );
    assert_eq!(declared.best_move, card, "deal {deal:?} at depth {depth}");
}

#[test]
fn maxn_decides_a_min_game_as_its_hand_mapped_maximisation_form() {
    for seed in 0..150 {
        let deal = MiniHearts::deal(seed);
        for depth in [2, 4, 9] {
            same_decisions(&MaxN, &deal, depth);
        }
    }
}

#[test]
fn shallow_decides_a_min_game_as_its_hand_mapped_maximisation_form() {
    for seed in 0..150 {
        let deal = MiniHearts::deal(seed);
        for depth in [2, 4, 9] {
            same_decisions(&Shallow, &deal, depth);
        }
    }
}

#[test]
fn shallow_prunes_the_min_game_immediately_only() {
    let (mut maxn_nodes, mut shallow_nodes) = (0, 0);
    let mut cutoffs = maxn::Cutoffs::default();
    for seed in 0..150 {
        let deal = MiniHearts::deal(seed);
        maxn_nodes += MaxN.search(&deal, Limits::depth(9)).stats.nodes;
        let result = Shallow.search(&deal, Limits::depth(9));
        shallow_nodes += result.stats.nodes;
        cutoffs += result.stats.cutoffs;
    }
    // A player who can still take no point at all reaches maxp' = 8 and stops searching.
    assert!(cutoffs.immediate > 0);
    assert!(shallow_nodes < maxn_nodes);
    // Lemma 1 (Sturtevant & Korf 2000): shallow pruning needs maxsum' < 2 * maxp', and here
    // maxsum' = 3 * 8 - 8 = 16 = 2 * 8, as in Hearts.
    assert_eq!(cutoffs.shallow, 0);
}

/// The heuristic generated from the `#[score]` field (at least 0, at most `8 - points taken` in
/// maximisation form) is sound: branch and bound on it returns exactly what plain paranoid
/// search returns, and prunes with it.
#[test]
fn the_generated_heuristic_prunes_paranoid_search_exactly() {
    let mut cutoffs = 0;
    for seed in 0..100 {
        let deal = MiniHearts::deal(seed);
        for depth in [3, 9] {
            let plain = Paranoid.search(&deal, Limits::depth(depth));
            let bounded = ParanoidBnB.search(&deal, Limits::depth(depth));
            assert_eq!(
                (bounded.value, bounded.best_move, &bounded.principal_line),
                (plain.value, plain.best_move, &plain.principal_line),
                "deal {deal:?} at depth {depth}"
            );
            cutoffs += bounded.stats.cutoffs.branch_and_bound;
        }
    }
    assert!(cutoffs > 0);
}
