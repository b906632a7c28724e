//! Drawing the other hands uniformly from every deal consistent with an information set,
//! exactly, without rejection.

use std::collections::HashMap;

use super::info_set::InfoSet;
use crate::cards::{Card, CardSet};
use crate::rng::SplitMix64;

/// Draws the hands of the other seats uniformly at random from every deal consistent with
/// an [`InfoSet`]: each seat holds exactly as many cards as it has, every card passed to it
/// and not yet played, and none of the cards it has shown it cannot hold.
///
/// # Why the draw is exactly uniform
///
/// The unseen cards whose holder is not known split into classes by the set of seats that
/// may hold them (a card of a suit two seats have shown void in can go only to the third).
/// Cards of one class are interchangeable for counting, so a deal is described, up to the
/// order of cards within classes, by a *split*: how many cards of each class go to each
/// seat. The number of deals with a given split is the product over classes of multinomial
/// coefficients, and the number of deals completing a partial split is computed exactly (in
/// `u128`) by a recursion over the classes, memoised on the counts each seat still needs.
///
/// A draw then goes class by class: the class's split is chosen with probability
/// `multinomial x completions / total`, every quantity an exact integer and the choice made by
/// an exactly uniform integer below the total (rejection of the incomplete top block, never a
/// modulo bias); then the class's cards are shuffled (Fisher-Yates with exact uniform
/// indices) and dealt out by the split. The probability of any one consistent deal is the
/// product of these choices, which telescopes to `1 / (number of consistent deals)`. No draw
/// is ever rejected for being inconsistent, so the cost does not grow as the information
/// narrows the deals.
///
/// ```
/// use maxn_games::cards::{Card, CardSet, DealSampler, InfoSet};
/// use maxn_games::rng::SplitMix64;
///
/// // Seat 0 of four holds the clubs and sees nothing else yet.
/// let hand = CardSet::suit(maxn_games::cards::Suit::Clubs);
/// let info = InfoSet::<4>::new(0, CardSet::DECK, hand, 0, None);
/// let sampler = DealSampler::new(&info)?;
/// // 39! / (13!)^3 ways to deal the other three hands.
/// assert_eq!(sampler.deals(), 84_478_098_072_866_400);
/// let hands = sampler.sample(&mut SplitMix64::new(1));
/// assert_eq!(hands[0], hand);
/// assert!(hands[1..].iter().all(|h| h.len() == 13));
/// # Ok::<(), maxn_games::cards::SampleError>(())
/// ```
#[derive(Clone, Debug)]
pub struct DealSampler<const N: usize> {
    /// Each seat's cards known for certain (its own hand, cards passed to it).
    fixed: [CardSet; N],
    /// The classes, in the order a draw splits them; the last is dealt by what is left.
    classes: Vec<Class>,
    /// The cards each seat still needs from the classes.
    needs: [u8; N],
    /// Completions of a partial split: `(class, needs left)` to the number of ways to deal
    /// the classes from that one on.
    completions: HashMap<(usize, [u8; N]), u128>,
    total: u128,
}

/// Unseen cards that the same seats may hold.
#[derive(Clone, Debug)]
struct Class {
    cards: Vec<Card>,
    /// The seats that may hold them.
    seats: Vec<usize>,
}

/// Why no deal can be drawn.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SampleError {
    /// The counts do not add up: the seats need `needed` cards, but `unseen` cards are not
    /// accounted for.
    #[error("the other seats need {needed} cards but {unseen} unseen cards have no known holder")]
    Counts {
        /// Cards the seats still need.
        needed: usize,
        /// Unseen cards with no known holder.
        unseen: usize,
    },
    /// No deal satisfies every constraint (the information contradicts itself).
    #[error("no deal is consistent with what the seat has seen")]
    NoConsistentDeal,
}

impl<const N: usize> DealSampler<N> {
    /// The sampler of the deals consistent with `info`; an error when there is none.
    pub fn new(info: &InfoSet<N>) -> Result<Self, SampleError> {
        let me = info.seat();
        let mut fixed = [CardSet::EMPTY; N];
        let mut needs = [0u8; N];
        let mut located = CardSet::EMPTY;
        for seat in 0..N {
            fixed[seat] = info.known(seat);
            located |= fixed[seat];
            let size = info.hand_size(seat);
            if fixed[seat].len() > size {
                return Err(SampleError::NoConsistentDeal);
            }
            needs[seat] = (size - fixed[seat].len()) as u8;
        }
        let free = info.unseen() - located;
        let needed: usize = needs.iter().map(|&n| usize::from(n)).sum();
        if needed != free.len() {
            return Err(SampleError::Counts {
                needed,
                unseen: free.len(),
            });
        }
        let mut by_seats: HashMap<u8, Vec<Card>> = HashMap::new();
        for card in free.iter_low_to_high() {
            let mask = (0..N)
                .filter(|&seat| seat != me && !info.absent(seat).contains(card))
                .fold(0u8, |mask, seat| mask | 1 << seat);
            by_seats.entry(mask).or_default().push(card);
        }
        let mut classes: Vec<Class> = by_seats
            .into_iter()
            .map(|(mask, cards)| Class {
                cards,
                seats: (0..N).filter(|&seat| mask >> seat & 1 == 1).collect(),
            })
            .collect();
        // The largest class last: it is dealt by what is left, with no enumeration. Ties by
        // the lowest card, so the order (and every draw) depends only on the information.
        classes.sort_by_key(|class| (class.cards.len(), class.cards[0]));
        let mut sampler = Self {
            fixed,
            classes,
            needs,
            completions: HashMap::new(),
            total: 0,
        };
        sampler.total = sampler.count(0, needs);
        if sampler.total == 0 {
            return Err(SampleError::NoConsistentDeal);
        }
        Ok(sampler)
    }

    /// The number of consistent deals (the hands of the other seats).
    pub fn deals(&self) -> u128 {
        self.total
    }

    /// One deal drawn uniformly from the consistent ones: every seat's hand now, this seat's
    /// own included.
    pub fn sample(&self, rng: &mut SplitMix64) -> [CardSet; N] {
        let mut hands = self.fixed;
        let mut needs = self.needs;
        let last = self.classes.len().saturating_sub(1);
        for (index, class) in self.classes.iter().enumerate() {
            let split = if index == last {
                needs
            } else {
                self.draw_split(index, needs, rng)
            };
            let mut cards = class.cards.clone();
            shuffle(&mut cards, rng);
            let mut dealt = cards.into_iter();
            for &seat in &class.seats {
                hands[seat] |= dealt.by_ref().take(usize::from(split[seat])).collect();
                needs[seat] -= split[seat];
            }
        }
        hands
    }

    /// Chooses how class `index` is split among its seats, given `needs`, with probability
    /// proportional to the deals completing it.
    fn draw_split(&self, index: usize, needs: [u8; N], rng: &mut SplitMix64) -> [u8; N] {
        let total = self.completions[&(index, needs)];
        let mut x = below_u128(rng, total);
        let class = &self.classes[index];
        let mut chosen = None;
        for_each_split(
            class.cards.len(),
            &class.seats,
            needs,
            &mut |split, ways| {
                if chosen.is_some() {
                    return;
                }
                let rest = sub(needs, split);
                let weight = ways
                    * self
                        .completions
                        .get(&(index + 1, rest))
                        .copied()
                        .unwrap_or(0);
                if x < weight {
                    chosen = Some(split);
                } else {
                    x -= weight;
                }
            },
        );
        chosen.expect("the weights of the splits sum to the completions counted")
    }

    /// The deals of classes `index..` leaving no seat short, given `needs`; memoised.
    fn count(&mut self, index: usize, needs: [u8; N]) -> u128 {
        if index + 1 >= self.classes.len() {
            return self.last_class(index, needs);
        }
        if let Some(&known) = self.completions.get(&(index, needs)) {
            return known;
        }
        let class = self.classes[index].clone();
        let mut splits = Vec::new();
        for_each_split(
            class.cards.len(),
            &class.seats,
            needs,
            &mut |split, ways| {
                splits.push((split, ways));
            },
        );
        let mut total = 0;
        for (split, ways) in splits {
            let rest = sub(needs, split);
            let completions = self.count(index + 1, rest);
            self.completions.insert((index + 1, rest), completions);
            total += ways * completions;
        }
        self.completions.insert((index, needs), total);
        total
    }

    /// The deals of the last class (or of no class): it must fill exactly what is needed, and
    /// only seats that may hold its cards may need any.
    fn last_class(&self, index: usize, needs: [u8; N]) -> u128 {
        let Some(class) = self.classes.get(index) else {
            return u128::from(needs.iter().all(|&n| n == 0));
        };
        let fits = (0..N).all(|seat| needs[seat] == 0 || class.seats.contains(&seat));
        let sum: usize = needs.iter().map(|&n| usize::from(n)).sum();
        if !fits || sum != class.cards.len() {
            return 0;
        }
        multinomial(&needs)
    }
}

/// Calls `f` with every way to split `m` cards among `seats` (counts per seat, the others
/// 0) giving no seat more than it needs, and the number of ways to choose which cards go
/// where (the multinomial coefficient).
fn for_each_split<const N: usize>(
    m: usize,
    seats: &[usize],
    needs: [u8; N],
    f: &mut dyn FnMut([u8; N], u128),
) {
    fn go<const N: usize>(
        left: usize,
        seats: &[usize],
        needs: [u8; N],
        split: &mut [u8; N],
        f: &mut dyn FnMut([u8; N], u128),
    ) {
        match seats {
            [] => {
                if left == 0 {
                    f(*split, multinomial(split));
                }
            }
            [seat] => {
                if left <= usize::from(needs[*seat]) {
                    split[*seat] = left as u8;
                    f(*split, multinomial(split));
                    split[*seat] = 0;
                }
            }
            [seat, rest @ ..] => {
                for take in 0..=left.min(usize::from(needs[*seat])) {
                    split[*seat] = take as u8;
                    go(left - take, rest, needs, split, f);
                }
                split[*seat] = 0;
            }
        }
    }
    go(m, seats, needs, &mut [0; N], f);
}

/// `(sum of counts)! / prod(count!)`: the ways to deal that many distinct cards in those
/// counts.
fn multinomial(counts: &[u8]) -> u128 {
    let mut total = 0usize;
    let mut ways = 1u128;
    for &count in counts {
        total += usize::from(count);
        ways *= binomial(total, usize::from(count));
    }
    ways
}

/// `n` choose `k`, exactly (`n <= 52` keeps every intermediate product far below `u128::MAX`).
fn binomial(n: usize, k: usize) -> u128 {
    let k = k.min(n - k);
    (0..k).fold(1u128, |acc, i| acc * (n - i) as u128 / (i + 1) as u128)
}

fn sub<const N: usize>(a: [u8; N], b: [u8; N]) -> [u8; N] {
    std::array::from_fn(|seat| a[seat] - b[seat])
}

/// A uniform integer in `0..bound`, exactly (draws in the incomplete top block are redrawn).
fn below_u128(rng: &mut SplitMix64, bound: u128) -> u128 {
    if let Ok(small) = u64::try_from(bound) {
        return u128::from(rng.below(small));
    }
    let zone = u128::MAX - u128::MAX % bound;
    loop {
        let x = u128::from(rng.next_u64()) << 64 | u128::from(rng.next_u64());
        if x < zone {
            return x % bound;
        }
    }
}

/// Fisher-Yates with exactly uniform indices.
fn shuffle(cards: &mut [Card], rng: &mut SplitMix64) {
    for i in (1..cards.len()).rev() {
        let j = rng.below(i as u64 + 1) as usize;
        cards.swap(i, j);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn binomials_and_multinomials() {
        assert_eq!(binomial(52, 13), 635_013_559_600);
        assert_eq!(binomial(5, 0), 1);
        assert_eq!(binomial(5, 5), 1);
        assert_eq!(multinomial(&[1, 1, 1]), 6);
        assert_eq!(multinomial(&[2, 0, 1]), 3);
    }

    #[test]
    fn splits_respect_needs_and_sum_to_the_unrestricted_count() {
        // 4 cards among seats 1 and 2 needing 3 and 2: splits (2,2), (3,1); ways 6 + 4.
        let mut seen = Vec::new();
        for_each_split(4, &[1, 2], [0, 3, 2], &mut |split, ways| {
            seen.push((split, ways))
        });
        assert_eq!(seen, [([0, 2, 2], 6), ([0, 3, 1], 4)]);
    }
}
