//! The PBN-style records of full Hearts and Spades hands: random hands (finished and in
//! progress) round-trip, and bad records are errors that say what and where, never panics.

use maxn_games::cards::full::{
    HeartsHand, HeartsPlay, PassDirection, SpadesHand, SpadesPlay, simple_bid,
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
}
