//! A simple, documented Spades bidder: counts likely winners in a hand.

use super::super::card::{Rank, Suit};
use super::super::set::CardSet;

/// A bid for `hand` by counting likely winners (a rules-side helper for agents that do not
/// bid by search):
///
/// - in each side suit: the ace; the king if the suit holds at least 2 cards;
/// - in spades: the ace, the king (with at least 2 spades), the queen (with at least 3), and
///   every spade beyond the third;
/// - nil when that count is 0, the hand holds at most 3 spades and no spade above the 9;
/// - otherwise at least 1, at most `tricks`.
///
/// Calibrated so that the four bids of a deal leave room for the other side: over random
/// deals they sum to about 11.5 of the 13 tricks (tested: at most 12 on average). Counting a
/// side-suit queen behind the ace or king too gave 12.7, and adding ruffs for short suits
/// (spare spades against voids, singletons, doubletons) 13.9: more tricks bid than a hand
/// holds, some side set in most deals.
pub fn simple_bid(hand: CardSet, tricks: u8) -> u8 {
    let rank = |c: char| Rank::from_char(c).unwrap_or(Rank::TWO);
    let mut count = 0u32;
    for suit in [Suit::Clubs, Suit::Diamonds, Suit::Hearts, Suit::Spades] {
        let cards = hand.of_suit(suit);
        let length = cards.len();
        let holds = |c: char| cards.iter().any(|card| card.rank() == rank(c));
        count += u32::from(holds('A'));
        count += u32::from(holds('K') && length >= 2);
        if suit == Suit::Spades {
            count += u32::from(holds('Q') && length >= 3);
            count += length.saturating_sub(3) as u32;
        }
    }
    let spades = hand.of_suit(Suit::Spades);
    let high_spade = spades.iter().any(|card| card.rank() > rank('9'));
    if count == 0 && spades.len() <= 3 && !high_spade {
        return 0;
    }
    count.clamp(1, u32::from(tricks)) as u8
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
    fn a_side_queen_is_no_trick_and_short_suits_no_ruffs() {
        // A♣ K♣ count, the Q♣ does not; no spade counted; the void and singleton add nothing.
        let hand = hand("S9 S7 S5 D4 CA CK CQ CJ CT C8 C6 C4 C2");
        assert_eq!(simple_bid(hand, 13), 2);
    }

    /// The four bids of a deal leave room: over 2,000 random deals they sum to at most 12 on
    /// average, and to more than the 13 tricks in at most 1 deal in 10.
    #[test]
    fn bids_of_a_deal_sum_to_less_than_the_tricks() {
        use crate::cards::Deal;
        use crate::cards::full::SpadesPlay;
        let deals = 2_000;
        let (mut total, mut over) = (0u32, 0u32);
        for seed in 0..deals {
            let deal = Deal::random(&SpadesPlay::<4>::VARIANT, seed);
            let sum: u32 = deal
                .hands()
                .iter()
                .map(|&h| u32::from(simple_bid(h, 13)))
                .sum();
            total += sum;
            over += u32::from(sum > 13);
        }
        let mean = f64::from(total) / deals as f64;
        assert!(mean <= 12.0, "the bids sum to {mean} on average");
        assert!(over * 10 <= deals as u32, "{over} deals bid past 13 tricks");
    }
}
