//! A simple, documented Spades bidder: counts likely winners in a hand.

use super::super::card::{Rank, Suit};
use super::super::set::CardSet;

/// A bid for `hand` by counting likely winners (a rules-side helper for agents that do not
/// bid by search):
///
/// - in each side suit: the ace; the king if the suit holds at least 2 cards; the queen if
///   it holds at least 3 (and the ace or king too);
/// - in spades: the ace, the king (with at least 2 spades), the queen (with at least 3), and
///   every spade beyond the third;
/// - ruffs: the spades not counted above are spare trumps; a side suit held short wins a ruff
///   when enough of them are left to spend on it: a void takes 1 spare spade, a singleton 2,
///   a doubleton 3 (shortest suits first, each spare spent once);
/// - nil when the count before ruffs is 0, the hand holds at most 3 spades and no spade above
///   the 9;
/// - otherwise at least 1, at most `tricks`.
pub fn simple_bid(hand: CardSet, tricks: u8) -> u8 {
    let rank = |c: char| Rank::from_char(c).unwrap_or(Rank::TWO);
    let mut count = 0u32;
    let mut spade_tricks = 0u32;
    for suit in [Suit::Clubs, Suit::Diamonds, Suit::Hearts, Suit::Spades] {
        let cards = hand.of_suit(suit);
        let length = cards.len();
        let holds = |c: char| cards.iter().any(|card| card.rank() == rank(c));
        let before = count;
        count += u32::from(holds('A'));
        count += u32::from(holds('K') && length >= 2);
        let top = holds('A') || holds('K');
        let queen = holds('Q') && length >= 3;
        if suit == Suit::Spades {
            count += u32::from(queen);
            count += length.saturating_sub(3) as u32;
            spade_tricks = count - before;
        } else {
            count += u32::from(queen && top);
        }
    }
    let spades = hand.of_suit(Suit::Spades);
    let high_spade = spades.iter().any(|card| card.rank() > rank('9'));
    if count == 0 && spades.len() <= 3 && !high_spade {
        return 0;
    }
    count += ruffs(hand, (spades.len() as u32).saturating_sub(spade_tricks));
    count.clamp(1, u32::from(tricks)) as u8
}

/// The ruffs `spare` spare spades can win in the short side suits of `hand`: a void costs 1
/// spare, a singleton 2, a doubleton 3, the shortest suits first.
fn ruffs(hand: CardSet, mut spare: u32) -> u32 {
    let mut lengths: Vec<u32> = [Suit::Clubs, Suit::Diamonds, Suit::Hearts]
        .iter()
        .map(|&suit| hand.of_suit(suit).len() as u32)
        .filter(|&length| length <= 2)
        .collect();
    lengths.sort_unstable();
    let mut won = 0;
    for length in lengths {
        if spare > length {
            spare -= length + 1;
            won += 1;
        }
    }
    won
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::Card;

    fn hand(cards: &str) -> CardSet {
        cards
            .split_whitespace()
            .map(|c| c.parse::<Card>().unwrap())
            .collect()
    }

    #[test]
    fn counted_by_hand() {
        // A♥; K♦ with a guard; A♠ K♠ and two spades beyond the third: 1 + 1 + 2 + 2.
        let strong = hand("SA SK S7 S5 S3 HA H4 DK D2 C9 C7 C5 C3");
        assert_eq!(simple_bid(strong, 13), 6);
        // No honour, two low spades: nil.
        let weak = hand("S5 S3 HJ H4 H2 DT D8 D2 C9 C7 C5 C3 C2");
        assert_eq!(simple_bid(weak, 13), 0);
        // No counted winner but the J♠: bid 1, not nil.
        let jack = hand("SJ S3 HJ H4 H2 DT D8 D2 C9 C7 C5 C3 C2");
        assert_eq!(simple_bid(jack, 13), 1);
        // A lone king counts nothing; a queen needs a top honour in a side suit.
        assert_eq!(simple_bid(hand("HK DQ DJ D2 SA"), 13), 1);
    }

    #[test]
    fn short_suits_ruff_with_spare_spades() {
        // C: A K Q = 3. Spades S9 S7 S5: nothing counted, 3 spare; the heart void takes 1,
        // the singleton diamond the other 2: two ruffs. Total 5.
        let ruffer = hand("S9 S7 S5 D4 CA CK CQ CJ CT C8 C6 C4 C2");
        assert_eq!(simple_bid(ruffer, 13), 5);
        // The same with one spade fewer (2 spare): the void only.
        let fewer = hand("S9 S7 D4 D3 CA CK CQ CJ CT C8 C6 C4 C2");
        assert_eq!(simple_bid(fewer, 13), 4);
        // Long spades counted as tricks are not spare: SA SK SQ SJ ST = 3 + 2 counted, none
        // spare; the void in hearts adds nothing.
        let long = hand("SA SK SQ SJ ST D9 D7 D5 D3 C9 C7 C5 C3");
        assert_eq!(simple_bid(long, 13), 5);
    }
}
