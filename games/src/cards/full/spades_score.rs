//! Spades scoring: a side's contract, its nil bids and its bags for one hand, and the bag
//! penalty carried from hand to hand.

use super::bid::Bid;

/// Points for a made nil (and lost for a failed one).
pub const NIL_POINTS: i32 = 100;
/// Bags that cost [`BAG_PENALTY`] once accumulated.
pub const BAGS_LIMIT: u32 = 10;
/// What every [`BAGS_LIMIT`] accumulated bags cost.
pub const BAG_PENALTY: i32 = 100;

/// What one side (a partnership of 4-player Spades, or one player of the 3-player game)
/// scores for a hand, before the bag penalty.
///
/// The rules, exactly:
///
/// - A nil bidder scores +100 for the side if it took no trick, −100 otherwise.
/// - The side's contract is the sum of its non-nil bids; only the tricks of its non-nil
///   bidders count towards it. Made (tricks ≥ contract): +10 × contract, and each trick over
///   it is a bag (+1 point). Set (tricks < contract): −10 × contract, and no bag.
/// - The tricks a nil bidder takes do not help its partner's contract; each is a bag
///   (+1 point).
/// - A side whose every member bid nil has no contract: only the nil points and bags.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct SideScore {
    /// +10 × contract if made, −10 × contract if set, 0 without a contract.
    pub contract: i32,
    /// The sum of the side's nil results (±100 each).
    pub nil: i32,
    /// Bags taken this hand (each also a point).
    pub bags: u32,
}

impl SideScore {
    /// The points of the hand, bags included, before any bag penalty.
    pub fn points(&self) -> i32 {
        self.contract + self.nil + self.bags as i32
    }
}

/// The score of a side whose members bid `bids` and took `tricks` (member by member).
pub fn score_side(bids: &[Bid], tricks: &[u8]) -> SideScore {
    let mut score = SideScore::default();
    let mut contract = 0;
    let mut counted = 0;
    for (&bid, &taken) in bids.iter().zip(tricks) {
        if bid.is_nil() {
            score.nil += if taken == 0 { NIL_POINTS } else { -NIL_POINTS };
            score.bags += u32::from(taken);
        } else {
            contract += i32::from(bid.tricks());
            counted += i32::from(taken);
        }
    }
    if contract > 0 {
        if counted >= contract {
            score.contract = 10 * contract;
            score.bags += (counted - contract) as u32;
        } else {
            score.contract = -10 * contract;
        }
    }
    score
}

/// Adds `new` bags to a side's `carried` bags: returns the bags carried on and the penalty
/// (−100 for every 10 reached).
pub fn add_bags(carried: u32, new: u32) -> (u32, i32) {
    let total = carried + new;
    let penalties = total / BAGS_LIMIT;
    (total % BAGS_LIMIT, -(penalties as i32) * BAG_PENALTY)
}
