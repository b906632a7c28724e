//! Information-set MCTS as the catalogue makes it (`ismcts`) on the built-in hidden-hand games:
//! a legal card from many random views of Hearts and Spades, the same search on one thread and
//! on two, the same decision whatever the hidden hands (the sampler its only source of them,
//! where an agent that looks decides otherwise), and better play than the random player.

use maxn::Game;
use maxn_games::cards::full::{Bid, Contract, HeartsPlay, SpadesContract, SpadesPlay};
use maxn_games::cards::{Card, CardGame, Deal, Hearts, Observed, Spades};
use maxn_games::rng::SplitMix64;
use maxn_lab::AlgorithmAgent;
use maxn_lab::catalogue::AgentSpec;
use maxn_lab::hidden::HiddenSettings;
use maxn_lab::registry::Algorithm;
use maxn_play::{
    Agent, Blind, Budget, HiddenGame, Ismcts, Resample, SeatAgent, Sighted, TournamentOptions,
    run_tournament,
};

mod support;
use support::{moves, on_threads};

fn settings() -> HiddenSettings {
    HiddenSettings {
        samples: 4,
        budget: Budget::new(500).unwrap(),
        seed: 3,
    }
}

/// The catalogue's ISMCTS of `spec`.
fn ismcts(spec: &str) -> Ismcts {
    spec.parse::<AgentSpec>().unwrap().ismcts(settings())
}

/// `start` after `plies` random cards.
fn after<G: Game<N, Move = Card>, const N: usize>(mut game: G, plies: usize, seed: u64) -> G {
    let mut rng = SplitMix64::new(seed);
    for _ in 0..plies {
        let moves = moves(&game);
        game.play(moves[rng.index_below(moves.len())]);
    }
    game
}

/// A random view of `start` (after a random number of cards) and the true position's moves.
fn random_view<G, const N: usize>(start: G, seed: u64) -> (Observed<G, N>, Vec<Card>)
where
    G: HiddenGame<N, Move = Card> + CardGame<N>,
{
    // Anywhere before the last trick.
    let cards = start.table().cards_in_hands();
    let plies = SplitMix64::new(seed).index_below(cards - N);
    let observed = after(Observed::new(start), plies, seed);
    let moves = moves(&observed);
    (observed, moves)
}

/// ISMCTS decides a legal card from `views` random views of games made by `start`.
fn legal_from_random_views<G, const N: usize>(start: impl Fn(u64) -> G, views: u64)
where
    G: Resample<N, Move = Card> + CardGame<N>,
{
    let mut agent = ismcts("ismcts:iterations=40");
    let mut searched = 0;
    for seed in 0..views {
        let (observed, legal) = random_view(start(seed), seed);
        let view = observed.view(observed.to_move());
        let decision = SeatAgent::<G, N>::decide_from_view(&mut agent, view);
        assert_eq!(
            legal[decision.index],
            decision.mv,
            "{} seed {seed}",
            G::NAME
        );
        if legal.len() > 1 {
            searched += 1;
            assert!(decision.nodes > 40, "{decision:?}");
        }
    }
    assert!(searched > views / 2, "{searched} searched decisions");
}

#[test]
fn ismcts_plays_a_legal_card_from_many_random_views() {
    legal_from_random_views(HeartsPlay::<4>::random, 60);
    legal_from_random_views(Hearts::<3>::random, 30);
    legal_from_random_views(Spades::<17>::random, 30);
    let contract = |seed: u64| {
        let deal = Deal::random(&SpadesPlay::<4>::VARIANT, seed);
        let bids = [3, 0, 4, 2].map(|tricks| tricks as u8);
        let bids = std::array::from_fn(|seat| Bid::new(seat, u32::from(bids[seat]), 13).unwrap());
        SpadesContract::new(
            SpadesPlay::<4>::new(deal, (seed % 4) as usize).unwrap(),
            Contract::new(bids, &[0, 0]),
        )
    };
    legal_from_random_views(contract, 60);
}

#[test]
fn ismcts_searches_the_same_on_one_thread_and_on_two() {
    let agent = ismcts("ismcts:iterations=300:trees=3");
    for seed in 0..3 {
        let (observed, legal) = random_view(HeartsPlay::<4>::random(seed), seed + 10);
        if legal.len() < 2 {
            continue;
        }
        let view = *observed.view(observed.to_move());
        let search = |threads: usize| {
            on_threads(threads, || agent.search::<HeartsPlay<4>, 4>(&view, &legal))
        };
        let one = search(1);
        assert_eq!(one, search(2));
        assert_eq!(one.iterations, 300);
        assert_eq!(one.visits.iter().sum::<u64>(), 300);
    }
}

#[test]
fn ismcts_decides_the_same_whatever_the_hidden_hands() {
    // Two deals alike for the seat after the 2♣'s holder (its hand and the 2♣ led) whose other
    // two seats hold each other's hands. ISMCTS, seated blind, must decide the same in both;
    // the agent that sees every hand shows the two deals call for different cards.
    let mut differs = 0;
    for seed in 0..12 {
        let one = HeartsPlay::<4>::random(seed);
        let leader = one.to_move();
        let [a, b] = [(leader + 2) % 4, (leader + 3) % 4];
        let mut hands: [_; 4] = std::array::from_fn(|seat| one.table().hand(seat));
        hands.swap(a, b);
        let other = HeartsPlay::<4>::after_pass(hands).unwrap();
        let first = |game: HeartsPlay<4>| {
            let mut observed = Observed::new(game);
            observed.play(Card::TWO_OF_CLUBS);
            observed
        };
        let (one, other) = (first(one), first(other));
        let mover = one.to_move();
        assert_eq!(one.view(mover), other.view(mover));
        let blind = |position: &Observed<HeartsPlay<4>, 4>| {
            Blind(ismcts("ismcts:iterations=150")).decide(position)
        };
        assert_eq!(blind(&one), blind(&other), "seed {seed}");
        let sighted = |position: &Observed<HeartsPlay<4>, 4>| {
            let budget = Budget::new(20_000).unwrap();
            let agent =
                AlgorithmAgent::<HeartsPlay<4>, 4>::new(Algorithm::Speculative, budget).unwrap();
            Sighted(agent).decide(position).mv
        };
        differs += usize::from(sighted(&one) != sighted(&other));
    }
    assert!(
        differs > 0,
        "the hidden hands never changed the card to play"
    );
}

#[test]
fn ismcts_takes_fewer_points_than_the_random_player() {
    let entrants: Vec<_> = ["ismcts:iterations=100", "random"]
        .iter()
        .map(|name| {
            name.parse::<AgentSpec>()
                .unwrap()
                .seat_entrant::<Hearts<4>, 4>(settings())
                .unwrap()
        })
        .collect();
    let starts: Vec<_> = (0..3)
        .map(|seed| Observed::new(Hearts::<4>::random(seed)))
        .collect();
    let result = run_tournament(&starts, &entrants, TournamentOptions::default(), &|_| {}).unwrap();
    assert!(result.games.iter().all(|g| g.turns.len() == 52));
    let score = |name: &str| {
        let standing = result.standings.iter().find(|s| s.agent == name).unwrap();
        standing.score.mean
    };
    println!(
        "ismcts {:.2}, random {:.2}",
        score("ismcts:iterations=100"),
        score("random")
    );
    assert!(score("ismcts:iterations=100") < score("random"));
}
