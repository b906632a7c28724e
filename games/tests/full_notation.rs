//! The PBN-style records of full Hearts and Spades hands: random hands (finished and in
//! progress) round-trip, and bad records are errors that say what and where, never panics.

use maxn_games::cards::full::{
    HeartsHand, HeartsMatch, HeartsPlay, MatchPhase, PassDirection, SpadesHand, SpadesMatch,
    SpadesMatchPhase, SpadesPlay, simple_bid,
};
use maxn_games::cards::{Card, Deal};
use maxn_games::rng::SplitMix64;

fn random_hearts(seed: u64, cards: usize) -> HeartsHand<4> {
    let mut rng = SplitMix64::new(seed);
    let deal = Deal::random(&HeartsPlay::<4>::VARIANT, seed);
    let mut hand = HeartsHand::new(deal, PassDirection::of_hand(seed as u32, 4)).unwrap();
    for seat in 0..4 {
        let held: Vec<Card> = hand.dealt(seat).iter().collect();
        let _ = hand.pass(seat, &held[..3]);
    }
    for _ in 0..cards {
        let legal: Vec<Card> = hand.legal_cards().iter().collect();
        hand.play(legal[rng.index_below(legal.len())]).unwrap();
    }
    hand
}

fn random_spades<const N: usize>(seed: u64, cards: usize) -> SpadesHand<N> {
    let mut rng = SplitMix64::new(seed);
    let deal = Deal::random(&SpadesPlay::<N>::VARIANT, seed);
    let mut hand = SpadesHand::new(deal, seed as usize % N).unwrap();
    while let Some(seat) = hand.to_bid() {
        let bid = simple_bid(hand.dealt(seat), SpadesPlay::<N>::TRICKS);
        hand.bid(seat, u32::from(bid)).unwrap();
    }
    for _ in 0..cards {
        let legal: Vec<Card> = hand.legal_cards().iter().collect();
        hand.play(legal[rng.index_below(legal.len())]).unwrap();
    }
    hand
}

#[test]
fn records_round_trip() {
    for seed in 0..40 {
        let cards = (seed as usize * 7) % 53;
        let hearts = random_hearts(seed, cards);
        let text = hearts.to_pbn();
        assert_eq!(HeartsHand::<4>::from_pbn(&text), Ok(hearts), "{text}");
        let spades = random_spades::<4>(seed, cards);
        let text = spades.to_pbn();
        assert_eq!(SpadesHand::<4>::from_pbn(&text), Ok(spades), "{text}");
        let spades = random_spades::<3>(seed, (seed as usize * 5) % 52);
        assert_eq!(SpadesHand::<3>::from_pbn(&spades.to_pbn()), Ok(spades));
    }
}

#[test]
fn a_hand_written_record_reads() {
    let text = "\
[Event \"written by hand\"]
[Deal \"N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432\"]
[Pass \"across\"]
[Passes \"SA,SK,SQ HA,HK,HQ DA,DK,DQ CA,CK,CQ\"]
[Play \"C2\"]
";
    let hand = HeartsHand::<4>::from_pbn(text).unwrap();
    // N received S's three diamonds; W (who kept the 2♣) led it.
    assert!(hand.hand(0).contains("DA".parse().unwrap()));
    assert_eq!(hand.to_move(), Some(0));
    assert_eq!(hand.direction(), PassDirection::Across);
}

fn hearts_error(text: &str) -> String {
    HeartsHand::<4>::from_pbn(text).unwrap_err().to_string()
}

fn spades_error(text: &str) -> String {
    SpadesHand::<4>::from_pbn(text).unwrap_err().to_string()
}

const DEAL: &str = "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432";

#[test]
fn bad_records_say_what_and_where() {
    // A deal of 51 cards.
    let short = DEAL.replacen("5432...", "543...", 1);
    let message = hearts_error(&format!("[Deal \"{short}\"]\n[Pass \"hold\"]"));
    assert!(
        message.starts_with("line 1, [Deal]: the hand of N at column 3 has 12 card(s)"),
        "{message}"
    );
    // A duplicated card.
    let twice = DEAL.replacen(" .AKQ", " A.AKQ", 1);
    let message = hearts_error(&format!("[Deal \"{twice}\"]\n[Pass \"hold\"]"));
    assert!(
        message.contains("SA is in the hands of both N and E"),
        "{message}"
    );
    // An illegal pass: N passes a heart it does not hold.
    let message = hearts_error(&format!(
        "[Deal \"{DEAL}\"]\n[Pass \"left\"]\n[Passes \"SA,SK,HQ HA,HK,HQ DA,DK,DQ CA,CK,CQ\"]"
    ));
    assert_eq!(message, "line 3, [Passes], item 1: N does not hold HQ");
    let message = hearts_error(&format!(
        "[Deal \"{DEAL}\"]\n[Pass \"left\"]\n[Passes \"SA,SK HA,HK,HQ DA,DK,DQ CA,CK,CQ\"]"
    ));
    assert_eq!(
        message,
        "line 3, [Passes], item 1: N passed 2 card(s); a pass is exactly 3 cards"
    );
    let message = hearts_error(&format!("[Deal \"{DEAL}\"]\n[Pass \"up\"]"));
    assert!(message.contains("`up` is not a direction"), "{message}");
    let message = hearts_error(&format!("[Deal \"{DEAL}\"]\n[Pass \"left\"]"));
    assert_eq!(message, "[Passes]: missing");
    // A card not in hand, and an illegal card.
    let message = hearts_error(&format!(
        "[Deal \"{DEAL}\"]\n[Pass \"hold\"]\n[Play \"C2 SQ\"]"
    ));
    assert_eq!(
        message,
        "line 3, [Play], item 2: N may not play SQ: no heart and not the Q♠ on the first trick, unless the hand holds nothing else"
    );
    let message = hearts_error(&format!(
        "[Deal \"{DEAL}\"]\n[Pass \"hold\"]\n[Play \"C2 D5\"]"
    ));
    assert_eq!(message, "line 3, [Play], item 2: N does not hold D5");
    let message = hearts_error(&format!(
        "[Deal \"{DEAL}\"]\n[Pass \"hold\"]\n[Play \"C2 X9\"]"
    ));
    assert!(
        message.starts_with("line 3, [Play], item 2: `X9` is not a card"),
        "{message}"
    );
    // A bid out of range, and a malformed bid.
    let message = spades_error(&format!(
        "[Deal \"{DEAL}\"]\n[Dealer \"W\"]\n[Bids \"3 14\"]"
    ));
    assert_eq!(
        message,
        "line 3, [Bids], item 2: E bid 14; a bid is 0 (nil) to 13 tricks"
    );
    let message = spades_error(&format!(
        "[Deal \"{DEAL}\"]\n[Dealer \"W\"]\n[Bids \"3 -1\"]"
    ));
    assert!(
        message.contains("`-1` is not a bid (nil, 0 to 13)"),
        "{message}"
    );
    let message = spades_error(&format!("[Deal \"{DEAL}\"]\n[Dealer \"X\"]"));
    assert!(message.contains("`X` is not a seat"), "{message}");
    let message = spades_error("Deal N:...");
    assert!(message.starts_with("line 1"), "{message}");
    // N holds twelve spades and the 2♥: no spade lead before spades are broken.
    let mixed = "N:AKQJT9876543.2.. .AKQJT9876543.2. 2..AKQJT9876543. ...AKQJT98765432";
    let message = spades_error(&format!(
        "[Deal \"{mixed}\"]\n[Dealer \"W\"]\n[Bids \"1 1 1 1\"]\n[Play \"SA\"]"
    ));
    assert_eq!(
        message,
        "line 4, [Play], item 1: N may not play SA: spades may not be led until a spade has been played, unless the hand holds only spades"
    );
}

#[test]
fn no_record_panics() {
    let text = random_hearts(3, 20).to_pbn();
    let spades = random_spades::<4>(3, 20).to_pbn();
    for record in [&text, &spades] {
        let chars: Vec<char> = record.chars().collect();
        for end in 0..=chars.len() {
            let prefix: String = chars[..end].iter().collect();
            let _ = HeartsHand::<4>::from_pbn(&prefix);
            let _ = SpadesHand::<4>::from_pbn(&prefix);
        }
        for at in (0..chars.len()).step_by(3) {
            for c in ['"', '[', ' ', ',', 'S', '9', 'é', '\n'] {
                let mut corrupted = chars.clone();
                corrupted[at] = c;
                let corrupted: String = corrupted.into_iter().collect();
                let _ = HeartsHand::<4>::from_pbn(&corrupted);
                let _ = SpadesHand::<3>::from_pbn(&corrupted);
            }
        }
    }
    let hearts = random_hearts_match::<4>(5, 30, 70).to_pbn();
    let spades = random_spades_match::<4>(5, -60, 70).to_pbn();
    for record in [&hearts, &spades] {
        let chars: Vec<char> = record.chars().collect();
        for at in (0..chars.len()).step_by(5) {
            let prefix: String = chars[..at].iter().collect();
            let _ = HeartsMatch::<4>::from_pbn(&prefix);
            let _ = SpadesMatch::<4>::from_pbn(&prefix);
            for c in ['"', '\n', '-', '9'] {
                let mut corrupted = chars.clone();
                corrupted[at] = c;
                let corrupted: String = corrupted.into_iter().collect();
                let _ = HeartsMatch::<4>::from_pbn(&corrupted);
                let _ = SpadesMatch::<4>::from_pbn(&corrupted);
            }
        }
    }
}

/// A Hearts match to `target` played with random cards, stopped after `stop` cards in all
/// (or at its end).
fn random_hearts_match<const N: usize>(seed: u64, target: u16, stop: usize) -> HeartsMatch<N> {
    let mut rng = SplitMix64::new(seed);
    let mut game = HeartsMatch::<N>::with_target(target);
    let mut played = 0;
    while !game.is_over() && played < stop {
        if game.phase() == MatchPhase::Dealing {
            game.deal_random(rng.next_u64()).unwrap();
        }
        if game.phase() == MatchPhase::Passing {
            for seat in 0..N {
                let held: Vec<Card> = game.hand().unwrap().dealt(seat).iter().collect();
                let at = rng.index_below(held.len() - 2);
                game.pass(seat, &held[at..at + 3]).unwrap();
            }
        }
        let legal: Vec<Card> = game.hand().unwrap().legal_cards().iter().collect();
        game.play(legal[rng.index_below(legal.len())]).unwrap();
        played += 1;
    }
    game
}

fn random_spades_match<const N: usize>(seed: u64, floor: i32, stop: usize) -> SpadesMatch<N> {
    let mut rng = SplitMix64::new(seed);
    let mut game = SpadesMatch::<N>::with_limits(120, floor);
    let mut played = 0;
    while !game.is_over() && played < stop {
        if game.phase() == SpadesMatchPhase::Dealing {
            game.deal_random(rng.next_u64()).unwrap();
        }
        while let Some(seat) = game.hand().unwrap().to_bid() {
            game.bid(seat, rng.index_below(5) as u32).unwrap();
        }
        let legal: Vec<Card> = game.hand().unwrap().legal_cards().iter().collect();
        game.play(legal[rng.index_below(legal.len())]).unwrap();
        played += 1;
    }
    game
}

#[test]
fn match_records_round_trip() {
    for seed in 0..6 {
        for stop in [usize::MAX, 60 + seed as usize * 11] {
            let hearts = random_hearts_match::<4>(seed, 40, stop);
            assert_eq!(HeartsMatch::<4>::from_pbn(&hearts.to_pbn()), Ok(hearts));
            let hearts = random_hearts_match::<3>(seed, 40, stop);
            assert_eq!(HeartsMatch::<3>::from_pbn(&hearts.to_pbn()), Ok(hearts));
            let spades = random_spades_match::<4>(seed, -60, stop);
            assert_eq!(SpadesMatch::<4>::from_pbn(&spades.to_pbn()), Ok(spades));
            let spades = random_spades_match::<3>(seed, -60, stop);
            assert_eq!(SpadesMatch::<3>::from_pbn(&spades.to_pbn()), Ok(spades));
        }
    }
    // A finished match reads back finished, with its scores.
    let hearts = random_hearts_match::<4>(1, 40, usize::MAX);
    let read = HeartsMatch::<4>::from_pbn(&hearts.to_pbn()).unwrap();
    assert!(read.is_over());
    assert_eq!(read.scores(), hearts.scores());
}

#[test]
fn match_records_check_the_rotation() {
    let game = random_hearts_match::<4>(2, 100, 60);
    let text = game.to_pbn();
    // The second hand passes right; claim left.
    let second = text.match_indices("[Pass \"right\"]").next().unwrap().0;
    let line = text[..second].lines().count() + 1;
    let wrong = text.replacen("[Pass \"right\"]", "[Pass \"left\"]", 1);
    let message = HeartsMatch::<4>::from_pbn(&wrong).unwrap_err().to_string();
    assert!(
        message.starts_with(&format!(
            "line {line}, [Pass]: hand 2 passes left; the rotation says right"
        )),
        "{message}"
    );
    // The second hand is dealt by N; claim E.
    let game = random_spades_match::<4>(2, -1000, 60);
    let text = game.to_pbn();
    let dealer = text.match_indices("[Dealer \"N\"]").next().unwrap().0;
    let line = text[..dealer].lines().count() + 1;
    let wrong = text.replacen("[Dealer \"N\"]", "[Dealer \"E\"]", 1);
    let message = SpadesMatch::<4>::from_pbn(&wrong).unwrap_err().to_string();
    assert!(
        message.starts_with(&format!(
            "line {line}, [Dealer]: hand 2 is dealt by E; it is N's deal"
        )),
        "{message}"
    );
    let message = SpadesMatch::<4>::from_pbn("[Target \"x\"]")
        .unwrap_err()
        .to_string();
    assert_eq!(message, "line 1, [Target]: `x` is not a number");
    let message = HeartsMatch::<4>::from_pbn("[Target \"0\"]")
        .unwrap_err()
        .to_string();
    assert!(message.contains("1 to 65535"), "{message}");
}
