//! The MCTS agent: the same choice for a seed on any number of threads, its budgets kept,
//! its trees reused between its moves, and games played through the arena by name.

use maxn::{Game, MoveBuffer};
use maxn_games::cards::Hearts;
use maxn_games::chinese_checkers::ChineseCheckers;
use maxn_lab::arena::{PlayOptions, VersusOptions, play, versus};
use maxn_lab::catalogue::GameName;
use maxn_play::agent::mcts::{Mcts, MctsAgent, MctsOptions, MctsResult, Playout};
use maxn_play::{Agent, Budget, Finish};

/// A Chinese Checkers position a few moves into a game.
fn checkers() -> ChineseCheckers<3> {
    maxn_play::random_opening(&ChineseCheckers::<3>::start(), 3, 5)
}

/// `mcts` searching `position` on a pool of `threads` threads.
fn on_threads<G>(threads: usize, mcts: &Mcts, position: &G) -> MctsResult<G::Move>
where
    G: Game<3> + Sync,
    G::Move: Send,
{
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build()
        .unwrap();
    pool.install(|| mcts.search(position))
}

#[test]
fn the_same_seed_gives_the_same_choice_on_any_number_of_threads() {
    let options = MctsOptions::default().with_trees(4).unwrap().with_seed(11);
    let mcts = Mcts::new(options, Budget::new(20_000).unwrap());
    let position = checkers();
    let one = on_threads(1, &mcts, &position);
    assert_eq!(one, on_threads(2, &mcts, &position));
    assert_eq!(one, on_threads(3, &mcts, &position));
    // The statistics depend on the seed: another seed gives other visit counts.
    let other = Mcts::new(options.with_seed(12), Budget::new(20_000).unwrap());
    assert_ne!(one.visits, on_threads(2, &other, &position).visits);

    let deal = Hearts::<3>::random(4);
    let hearts = Mcts::new(
        options.with_playout(Playout::ToEnd),
        Budget::new(20_000).unwrap(),
    );
    assert_eq!(on_threads(1, &hearts, &deal), on_threads(2, &hearts, &deal));
}

#[test]
fn the_node_budget_is_never_exceeded_and_counts_every_position() {
    let position = checkers();
    for (trees, limit) in [(1, 5_000), (3, 5_000), (4, 7), (5, 3)] {
        let options = MctsOptions::default().with_trees(trees).unwrap();
        let result = Mcts::new(options, Budget::new(limit).unwrap()).search(&position);
        assert!(
            result.nodes <= limit,
            "{trees} trees, {limit} nodes: {result:?}"
        );
        // Each iteration passes through exactly one root child.
        assert_eq!(result.visits.iter().sum::<u64>(), result.iterations);
    }
    // One iteration of a fresh tree: the root, the position added, 10 playout plies.
    let one = MctsOptions::default().with_iterations(1).unwrap();
    let result = Mcts::new(one, Budget::default()).search(&position);
    assert_eq!((result.iterations, result.nodes), (1, 1 + 1 + 10));
    // Playouts of depth 0: every iteration costs the positions it replays and the one it adds.
    let shallow = MctsOptions::default()
        .with_playout(Playout::Depth(0))
        .with_iterations(3)
        .unwrap();
    let result = Mcts::new(shallow, Budget::default()).search(&position);
    assert_eq!(result.nodes, 1 + 3);
}

#[test]
fn an_iteration_limit_is_split_between_the_trees() {
    let options = MctsOptions::default()
        .with_trees(3)
        .unwrap()
        .with_iterations(100)
        .unwrap();
    let result = Mcts::new(options, Budget::default()).search(&checkers());
    assert_eq!(result.iterations, 100);
}

/// The position after `mv` and then each other player's first generated move.
fn after_a_round(
    position: &ChineseCheckers<3>,
    mv: <ChineseCheckers<3> as Game<3>>::Move,
) -> ChineseCheckers<3> {
    let mut next = *position;
    next.play(mv);
    for _ in 1..3 {
        let mut moves = <ChineseCheckers<3> as Game<3>>::Moves::default();
        next.generate_moves(&mut moves);
        next.play(moves.as_slice()[0]);
    }
    next
}

#[test]
fn the_agent_keeps_the_subtree_of_the_position_it_meets_next() {
    let options = MctsOptions::default()
        .with_trees(2)
        .unwrap()
        .with_iterations(4_000)
        .unwrap();
    let mut agent = MctsAgent::<ChineseCheckers<3>, 3>::new("mcts", options, Budget::default());
    let start = checkers();
    let decision = agent.decide(&start);
    let next = after_a_round(&start, decision.mv);
    let kept = agent.follow(&next);
    assert!(kept.iter().all(|&visits| visits > 0), "{kept:?}");
    let grown = agent.decide(&next);
    // Each root has its kept visits and the new decision's 2,000 per tree.
    assert_eq!(
        agent.root_visits(),
        kept.iter().map(|k| k + 2_000).collect::<Vec<_>>()
    );
    assert!(grown.nodes <= Budget::default().node_limit());

    // A position no tree leads to: fresh trees.
    let elsewhere = ChineseCheckers::<3>::start();
    assert_eq!(agent.follow(&elsewhere), [0, 0]);

    // Reuse is deterministic: a second agent making the same decisions gets the same moves.
    let mut again = MctsAgent::<ChineseCheckers<3>, 3>::new("mcts", options, Budget::default());
    assert_eq!(again.decide(&start), decision);
    assert_eq!(again.decide(&next), grown);
}

fn arena_options(game: GameName, agents: &[&str]) -> PlayOptions {
    PlayOptions {
        game,
        players: None,
        agents: agents.iter().map(|a| a.parse().unwrap()).collect(),
        budget: Budget::new(2_000).unwrap(),
        mcts: MctsOptions::default().with_trees(2).unwrap(),
        mp_mix: Default::default(),
        seed: 3,
        start: None,
        move_cap: Some(30),
        win_rule: Default::default(),
    }
}

#[test]
fn mcts_plays_in_the_arena_by_name() {
    let hearts = PlayOptions {
        move_cap: None,
        ..arena_options(GameName::Hearts, &["mcts", "brs-plus", "paranoid"])
    };
    let record = play(&hearts, &mut |_| {}).unwrap();
    assert_eq!(record.finish, Finish::Over);
    assert_eq!(record.seats[0], "mcts");
    let mcts_moves = record.decisions.iter().filter(|d| d.player == 0);
    assert!(mcts_moves.clone().all(|d| d.nodes <= 2_000));
    assert_eq!(mcts_moves.count(), 17);
    maxn_play::replay::<Hearts<3>, 3>(&record).unwrap();

    let versus_options = VersusOptions {
        play: arena_options(GameName::ChineseCheckers, &["mcts", "brs"]),
        count: 1,
    };
    let one = rayon::ThreadPoolBuilder::new()
        .num_threads(1)
        .build()
        .unwrap();
    let two = rayon::ThreadPoolBuilder::new()
        .num_threads(2)
        .build()
        .unwrap();
    let a = one.install(|| versus(&versus_options, &|_| {})).unwrap();
    let b = two.install(|| versus(&versus_options, &|_| {})).unwrap();
    assert_eq!(a, b);
    assert_eq!(a.standings[0].agent, "mcts");
    // The report says how the MCTS agents searched, and only when one played.
    assert_eq!(a.mcts, Some(versus_options.play.mcts));
    let searchers = VersusOptions {
        play: arena_options(GameName::ChineseCheckers, &["brs", "paranoid"]),
        count: 1,
    };
    assert_eq!(versus(&searchers, &|_| {}).unwrap().mcts, None);
}

/// With playouts of depth 0 and one iteration per root move, every root child is added once
/// and valued by the evaluation of its position: MCTS then plays max^n's depth-1 move (the
/// visits tie, the best mean for the mover decides, the lowest index among equals, as max^n
/// keeps the leftmost).
#[test]
fn one_visit_per_move_is_max_n_at_depth_one() {
    use maxn::{Limits, MaxN, Searcher};
    let positions = maxn_games::chinese_checkers::random_positions::<3>(3, 10, 150);
    for position in positions.iter().filter(|p| p.outcome().is_none()) {
        let mut moves = <ChineseCheckers<3> as Game<3>>::Moves::default();
        position.generate_moves(&mut moves);
        let options = MctsOptions::default()
            .with_playout(Playout::Depth(0))
            .with_iterations(moves.len() as u64)
            .unwrap();
        let chosen = Mcts::new(options, Budget::default()).search(position);
        assert!(chosen.visits.iter().all(|&v| v == 1));
        let exact = MaxN.search(position, Limits::depth(1));
        assert_eq!(Some(chosen.index), exact.best_index, "{position}");
    }
}

#[test]
fn a_move_time_stops_a_search_no_other_limit_would() {
    let budget = Budget::new(u64::MAX)
        .unwrap()
        .with_move_time(std::time::Duration::from_millis(20))
        .unwrap();
    let result =
        Mcts::new(MctsOptions::default().with_trees(2).unwrap(), budget).search(&checkers());
    // No node or iteration limit: only the deadline can have ended it. Each tree runs at least
    // one iteration however late its thread starts, so the count does not depend on the load.
    assert!(result.iterations >= 2, "{}", result.iterations);
}

#[test]
fn at_cards_the_agent_finds_its_next_turn_after_a_trick_ends() {
    // Hearts: between two turns of a player lie up to 2N - 1 cards (the trick's end and the
    // next one's start); the others here play their first card each time.
    let options = MctsOptions::default()
        .with_playout(Playout::ToEnd)
        .with_iterations(3_000)
        .unwrap();
    let mut agent = MctsAgent::<Hearts<3>, 3>::new("mcts", options, Budget::default());
    let mut position = Hearts::<3>::random(8);
    let me = position.to_move();
    let mut kept = Vec::new();
    for _ in 0..6 {
        let decision = agent.decide(&position);
        position.play(decision.mv);
        while position.to_move() != me && position.outcome().is_none() {
            let mut moves = <Hearts<3> as Game<3>>::Moves::default();
            position.generate_moves(&mut moves);
            position.play(moves.as_slice()[0]);
        }
        if position.outcome().is_some() {
            break;
        }
        kept.push(agent.follow(&position)[0]);
    }
    // Every next turn was found in the tree (3,000 playouts reach a few plies down every line
    // the others' first cards take).
    assert!(
        kept.len() >= 5 && kept.iter().all(|&visits| visits > 0),
        "{kept:?}"
    );
}
