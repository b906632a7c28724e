//! Stopping the moon: positions of 4-seat Hearts where one seat is on course to shoot
//! ([`moon_positions`]), each played out by a shooter and three defenders ([`count_stops`]),
//! counting how often the defenders stop the moon. The defenders of today (the rule card and
//! PIMC whose playouts watch for a shooter) against those before (`-blind`: the rule card
//! that never watched, [`BlindPlayout`] in PIMC's playouts), on the same positions.
//!
//! Run by the `moon_stops` example; the counts are in `docs/results/hidden-hands.md`.

use std::fmt;
use std::str::FromStr;

use rayon::prelude::*;

use maxn::{Game, MoveBuffer};
use maxn_games::cards::full::{BlindPlayout, HeartsPlay, rule_card};
use maxn_games::cards::{
    Card, CardGame, CardSet, Hearts, HeartsOnly, HiddenRules, Moon, Suit, shoot_the_moon,
};
use maxn_games::rng::SplitMix64;
use maxn_play::{Agent, Budget, Estimate, Observed, SeatAgent};

use crate::AlgorithmAgent;
use crate::hidden::{LabPimc, pimc, rule_view};
use crate::registry::Algorithm;

/// The trick play valued as [`HeartsPlay`] but with the playout blind to the moon: the
/// game PIMC searched before the rule card watched for a shooter.
pub type BlindPlay = Hearts<4, Moon<BlindPlayout>, HeartsOnly>;

/// The fewest points a seat must have taken (all of those taken so far) for a position to
/// count as on course: two tricks of hearts, or the Q♠ with a heart or more.
pub const LEAST_POINTS: u8 = 8;

/// The tricks after which a position may be taken: from the third (a seat has had time to
/// take points twice) to the ninth (four tricks, 16 cards, still to play).
pub const TRICKS: std::ops::RangeInclusive<usize> = 3..=9;

/// A position of a 4-seat Hearts hand (no pass) where one seat is on course to shoot the
/// moon: after [`TRICKS`] tricks it has taken every point played, at least [`LEAST_POINTS`],
/// and it holds the highest heart still out (nobody can win a heart trick from it).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoonPosition {
    /// The seed of the deal ([`HeartsPlay::random`]).
    pub deal: u64,
    /// The cards played so far, from the first trick's lead: whole tricks.
    pub cards: Vec<Card>,
    /// The seat on course to shoot.
    pub shooter: usize,
}

impl MoonPosition {
    /// The position: the deal with the cards played.
    pub fn game(&self) -> HeartsPlay<4> {
        let mut game = HeartsPlay::<4>::random(self.deal);
        for &card in &self.cards {
            game.play(card);
        }
        game
    }
}

/// The seat on course to shoot in `game` ([`MoonPosition`]'s test), if any.
pub fn on_course(game: &HeartsPlay<4>) -> Option<usize> {
    let taken = game.points_taken();
    let mut takers = (0..4).filter(|&seat| taken[seat] > 0);
    let shooter = takers.next()?;
    if takers.next().is_some() || taken[shooter] < LEAST_POINTS {
        return None;
    }
    let hands = game.table().hands();
    let hearts_out = hands
        .iter()
        .fold(CardSet::EMPTY, |all, &hand| all | hand)
        .of_suit(Suit::Hearts);
    let top = hearts_out.highest()?;
    hands[shooter].contains(top).then_some(shooter)
}

/// `count` positions on course to shoot, from the deals of `seed` in turn: each deal is
/// played by the rule card as it was before it watched for the moon (nobody defends), and
/// the first trick boundary within [`TRICKS`] at which a seat is [`on_course`] is taken; a
/// deal without one gives none.
pub fn moon_positions(seed: u64, count: usize) -> Vec<MoonPosition> {
    let mut deals = SplitMix64::new(seed);
    let mut positions = Vec::with_capacity(count);
    while positions.len() < count {
        let deal = deals.next_u64();
        let mut observed = Observed::new(HeartsPlay::<4>::random(deal));
        let mut cards = Vec::new();
        while observed.outcome().is_none() {
            let seat = observed.to_move();
            let card = Defender::Rules { watch: false }.decide(&observed, seat);
            observed.play(card);
            cards.push(card);
            let tricks = cards.len() / 4;
            if cards.len() % 4 == 0
                && TRICKS.contains(&tricks)
                && let Some(shooter) = on_course(observed.game())
            {
                positions.push(MoonPosition {
                    deal,
                    cards,
                    shooter,
                });
                break;
            }
        }
    }
    positions
}

/// An agent of the moon count, by name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MoonAgent {
    /// The rule card: `rules` (watching for a shooter) or `rules-blind` (as before).
    Rules {
        /// Whether it watches for a shooter.
        watch: bool,
    },
    /// PIMC with speculative max^n as the catalogue's `pimc-speculative` (the catalogue's
    /// samples and node limit): searching [`HeartsPlay`] (`pimc-speculative`) or
    /// [`BlindPlay`] (`pimc-speculative-blind`).
    Pimc {
        /// Whether its playouts watch for a shooter.
        watch: bool,
    },
    /// Speculative max^n seeing every hand, as the catalogue's `cheat-speculative` (samples
    /// x node limit per decision): on [`HeartsPlay`] or [`BlindPlay`] (`-blind`).
    Cheat {
        /// Whether its playouts watch for a shooter.
        watch: bool,
    },
}

impl MoonAgent {
    /// Every agent, in the order of their names.
    pub const ALL: [MoonAgent; 6] = [
        Self::Rules { watch: true },
        Self::Rules { watch: false },
        Self::Pimc { watch: true },
        Self::Pimc { watch: false },
        Self::Cheat { watch: true },
        Self::Cheat { watch: false },
    ];
}

impl fmt::Display for MoonAgent {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (name, watch) = match *self {
            Self::Rules { watch } => ("rules", watch),
            Self::Pimc { watch } => ("pimc-speculative", watch),
            Self::Cheat { watch } => ("cheat-speculative", watch),
        };
        f.write_str(name)?;
        if !watch {
            f.write_str("-blind")?;
        }
        Ok(())
    }
}

/// An agent name that is none of [`MoonAgent::ALL`].
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown agent `{0}`: give one of {list}", list = MoonAgent::ALL.map(|a| a.to_string()).join(", "))]
pub struct UnknownAgent(pub String);

impl FromStr for MoonAgent {
    type Err = UnknownAgent;

    fn from_str(text: &str) -> Result<Self, UnknownAgent> {
        Self::ALL
            .into_iter()
            .find(|agent| agent.to_string() == text)
            .ok_or_else(|| UnknownAgent(text.to_owned()))
    }
}

/// What the searching agents get per decision.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoonSettings {
    /// PIMC's deals per decision.
    pub samples: usize,
    /// The node limit of one deal's search (the cheating agent gets `samples` times it).
    pub node_limit: u64,
    /// The seed of PIMC's draws.
    pub seed: u64,
}

/// One seat's player, made from a [`MoonAgent`].
enum Defender {
    Rules { watch: bool },
    Pimc(Box<LabPimc<HeartsPlay<4>, 4>>),
    BlindPimc(Box<LabPimc<BlindPlay, 4>>),
    Cheat(Box<AlgorithmAgent<HeartsPlay<4>, 4>>),
    BlindCheat(Box<AlgorithmAgent<BlindPlay, 4>>),
}

impl Defender {
    fn new(agent: MoonAgent, settings: MoonSettings) -> Self {
        let budget = Budget::new(settings.node_limit.max(1)).expect("a positive node limit");
        let all_seeing = Budget::new(settings.node_limit.max(1) * settings.samples.max(1) as u64)
            .expect("a positive node limit");
        let speculative = Algorithm::Speculative;
        match agent {
            MoonAgent::Rules { watch } => Self::Rules { watch },
            MoonAgent::Pimc { watch: true } => Self::Pimc(Box::new(
                pimc(speculative, settings.samples, budget, settings.seed)
                    .expect("speculative max^n searches Hearts"),
            )),
            MoonAgent::Pimc { watch: false } => Self::BlindPimc(Box::new(
                pimc(speculative, settings.samples, budget, settings.seed)
                    .expect("speculative max^n searches Hearts"),
            )),
            MoonAgent::Cheat { watch: true } => Self::Cheat(Box::new(
                AlgorithmAgent::new(speculative, all_seeing).expect("a one-thread budget"),
            )),
            MoonAgent::Cheat { watch: false } => Self::BlindCheat(Box::new(
                AlgorithmAgent::new(speculative, all_seeing).expect("a one-thread budget"),
            )),
        }
    }

    /// The card `seat` (to move) plays in `observed`.
    fn decide(&mut self, observed: &Observed<HeartsPlay<4>, 4>, seat: usize) -> Card {
        let mut moves = <HeartsPlay<4> as Game<4>>::Moves::default();
        observed.game().generate_moves(&mut moves);
        let moves = moves.as_slice();
        let info = observed.view(seat);
        match self {
            Self::Rules { watch } => {
                let mut view = rule_view(info);
                if !*watch {
                    view.shooter = None;
                }
                rule_card(&view, moves.iter().copied().collect())
            }
            Self::Pimc(agent) => {
                SeatAgent::<HeartsPlay<4>, 4>::decide(&mut **agent, info, moves).mv
            }
            Self::BlindPimc(agent) => {
                SeatAgent::<BlindPlay, 4>::decide(&mut **agent, info, moves).mv
            }
            Self::Cheat(agent) => agent.decide(observed.game()).mv,
            Self::BlindCheat(agent) => {
                let hands = *observed.game().table().hands();
                agent.decide(&BlindPlay::from_sample(info, hands)).mv
            }
        }
    }
}

/// Plays the hand of `observed` to its end, each seat by its player.
fn play_to_end(observed: &mut Observed<HeartsPlay<4>, 4>, players: &mut [Defender; 4]) {
    while observed.outcome().is_none() {
        let seat = observed.to_move();
        let card = players[seat].decide(observed, seat);
        observed.play(card);
    }
}

/// What one position came to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Played {
    /// The points each seat took in the hand (before the moon).
    pub taken: [u8; 4],
    /// The seat on course to shoot.
    pub shooter: usize,
}

impl Played {
    /// Whether the shooter took all 26 points.
    pub fn moon(&self) -> bool {
        self.taken[self.shooter] == 26
    }
}

/// Plays every position out, the shooter's seat by `shooter` and the other three by
/// `defenders`, in parallel over positions: the same results on any number of threads (each
/// agent's draws depend on its seed and what its seat sees).
pub fn count_stops(
    positions: &[MoonPosition],
    shooter: MoonAgent,
    defenders: MoonAgent,
    settings: MoonSettings,
) -> Vec<Played> {
    positions
        .par_iter()
        .map(|position| {
            let mut players: [Defender; 4] = std::array::from_fn(|seat| {
                let agent = if seat == position.shooter {
                    shooter
                } else {
                    defenders
                };
                Defender::new(agent, settings)
            });
            let mut observed = Observed::new(HeartsPlay::<4>::random(position.deal));
            for &card in &position.cards {
                observed.play(card);
            }
            play_to_end(&mut observed, &mut players);
            Played {
                taken: observed.game().points_taken(),
                shooter: position.shooter,
            }
        })
        .collect()
}

/// What watching for a shooter costs where nobody plays for the moon: on `deals` deals of
/// `seed`, each seat in turn plays the rule card watching and the other three blind, against
/// all four blind; one sample per deal, the watching seats' mean points (the moon applied)
/// minus the same seats' when blind, with Student's t interval (positive: watching costs).
pub fn watch_cost(seed: u64, deals: usize) -> Estimate {
    let mut seeds = SplitMix64::new(seed);
    let deals: Vec<u64> = (0..deals).map(|_| seeds.next_u64()).collect();
    let settings = MoonSettings {
        samples: 1,
        node_limit: 1,
        seed: 0,
    };
    let scored = |deal: u64, watching: Option<usize>| {
        let mut players: [Defender; 4] = std::array::from_fn(|seat| {
            let watch = watching == Some(seat);
            Defender::new(MoonAgent::Rules { watch }, settings)
        });
        let mut observed = Observed::new(HeartsPlay::<4>::random(deal));
        play_to_end(&mut observed, &mut players);
        shoot_the_moon(observed.game().points_taken())
    };
    let samples: Vec<f64> = deals
        .par_iter()
        .map(|&deal| {
            let blind = scored(deal, None);
            let watching: u32 = (0..4)
                .map(|seat| u32::from(scored(deal, Some(seat))[seat]))
                .sum();
            let blind: u32 = blind.iter().map(|&points| u32::from(points)).sum();
            (f64::from(watching) - f64::from(blind)) / 4.0
        })
        .collect();
    Estimate::of(&samples)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::experiments::on_threads;

    #[test]
    fn the_positions_have_one_seat_with_every_point_and_the_top_heart() {
        let positions = moon_positions(7, 12);
        assert_eq!(positions.len(), 12);
        assert_eq!(positions, moon_positions(7, 12));
        for position in &positions {
            let game = position.game();
            let taken = game.points_taken();
            assert_eq!(position.cards.len() % 4, 0);
            assert!(TRICKS.contains(&(position.cards.len() / 4)));
            for (seat, &points) in taken.iter().enumerate() {
                if seat == position.shooter {
                    assert!(points >= LEAST_POINTS);
                } else {
                    assert_eq!(points, 0);
                }
            }
            let hands = game.table().hands();
            let top = (hands[0] | hands[1] | hands[2] | hands[3])
                .of_suit(Suit::Hearts)
                .highest()
                .expect("hearts still out");
            assert!(hands[position.shooter].contains(top));
        }
    }

    #[test]
    fn the_watching_rules_stop_more_moons_the_same_on_one_thread_and_two() {
        let positions = moon_positions(1, 16);
        let settings = MoonSettings {
            samples: 2,
            node_limit: 300,
            seed: 5,
        };
        let shooter = MoonAgent::Cheat { watch: false };
        let count = |defenders: MoonAgent, threads: usize| {
            on_threads(threads, || {
                count_stops(&positions, shooter, defenders, settings)
            })
        };
        let blind = count(MoonAgent::Rules { watch: false }, 1);
        let watching = count(MoonAgent::Rules { watch: true }, 1);
        assert_eq!(watching, count(MoonAgent::Rules { watch: true }, 2));
        let moons = |played: &[Played]| played.iter().filter(|p| p.moon()).count();
        assert!(moons(&blind) > 0, "the blind rules let some moon through");
        assert!(moons(&watching) < moons(&blind));
        // Every hand deals out its 26 points.
        assert!(blind.iter().all(|p| p.taken.iter().sum::<u8>() == 26));
    }

    #[test]
    fn the_cost_of_watching_is_the_same_on_one_thread_and_two() {
        let cost = on_threads(1, || watch_cost(3, 24));
        assert_eq!(cost, on_threads(2, || watch_cost(3, 24)));
        // Paired on the same deals: a seat's points move by far less than a hand's 26.
        assert!(cost.mean.abs() < 13.0 && cost.half_width.is_some());
    }

    #[test]
    fn agent_names_round_trip_and_bad_ones_are_errors() {
        for agent in MoonAgent::ALL {
            assert_eq!(agent.to_string().parse::<MoonAgent>(), Ok(agent));
        }
        let error = "pimc".parse::<MoonAgent>().unwrap_err().to_string();
        assert!(error.contains("unknown agent `pimc`") && error.contains("rules-blind"));
    }
}
