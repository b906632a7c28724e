//! A Spades bid: the tricks a seat contracts to take, 0 being nil.

use std::fmt;

use super::error::{RulesError, seat_letter};

/// A bid of `0..=tricks in a hand`; 0 is nil (the bidder promises to take no trick). Blind
/// nil (a nil bid before looking at the cards) is not supported.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Bid(u8);

impl Bid {
    /// Nil: no trick.
    pub const NIL: Bid = Bid(0);

    /// The bid of `tricks` by `seat` in a hand of `max` tricks; an error past `max`.
    pub fn new(seat: usize, tricks: u32, max: u8) -> Result<Bid, RulesError> {
        match u8::try_from(tricks) {
            Ok(tricks) if tricks <= max => Ok(Bid(tricks)),
            _ => Err(RulesError::BidOutOfRange {
                seat: seat_letter(seat),
                bid: tricks,
                max,
            }),
        }
    }

    /// The tricks bid (0 for nil).
    pub const fn tricks(self) -> u8 {
        self.0
    }

    /// Whether the bid is nil.
    pub const fn is_nil(self) -> bool {
        self.0 == 0
    }
}

/// `nil`, or the number of tricks.
impl fmt::Display for Bid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_nil() {
            f.write_str("nil")
        } else {
            write!(f, "{}", self.0)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bids_range_from_nil_to_every_trick() {
        assert_eq!(Bid::new(0, 0, 13), Ok(Bid::NIL));
        assert_eq!(Bid::new(0, 13, 13).map(Bid::tricks), Ok(13));
        let error = Bid::new(3, 14, 13).unwrap_err();
        assert_eq!(error.to_string(), "W bid 14; a bid is 0 (nil) to 13 tricks");
        assert!(Bid::new(1, u32::MAX, 17).is_err());
        assert_eq!(Bid::NIL.to_string(), "nil");
        assert_eq!(Bid(4).to_string(), "4");
    }
}
