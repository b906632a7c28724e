//! Decision rules beyond max^n's defaults (seed 004, "Minimaxing and pruning with many
//! players", and Korf 1991): tie rules ([`LeftTies`], [`PessimisticTies`], [`RandomTies`])
//! for max^n and paranoid ([`MaxNWith`], [`ParanoidWith`]), the relative-score evaluation
//! ([`RelativeScore`]), per-player evaluations ([`PerSeat`]) and MP-Mix's offensive rule
//! ([`Offensive`]).
//!
//! # Which searchers support which rule
//!
//! | rule | searchers | why not the others |
//! |---|---|---|
//! | pessimistic or random ties | [`MaxNWith`], [`ParanoidWith`] (unpruned) | every pruning kernel cuts a subtree that can at best *tie* the best so far, which is exact only when ties go to the left: under pessimistic ties such a subtree still lowers the other players' components, under random ties it may still be chosen |
//! | relative score | any searcher that needs no bound: `MaxN`, `Paranoid`, `BestReplyPlus`, `BestReply` (free turn order), `MaxNWith`, `ParanoidWith` | the tuples no longer sum to a constant: [`RelativeScore`] is no `BoundedGame`, so the bound-based searchers do not compile on it |
//! | per-player evaluations | the same as relative score | the mixed tuple can exceed `maxsum`: [`PerSeat`] is no `BoundedGame` |
//! | offensive (MP-Mix) | the same as relative score | the attacker's component breaks the sum: [`Offensive`] is no `BoundedGame` |
//!
//! No pruning searcher is claimed exact under pessimistic or random ties. Paranoid's
//! alpha-beta, for one, prunes a child once it cannot be *strictly* better, so a later tied
//! child that random ties might have picked is never seen.

mod kernel;
mod offensive;
mod per_seat;
mod relative;
mod searchers;
mod ties;

pub use offensive::Offensive;
pub use per_seat::{Evaluation, PerSeat};
pub use relative::{RelativeScore, relative_scores};
pub use searchers::{MaxNWith, ParanoidWith};
pub use ties::{LeftTies, PessimisticTies, RandomTies, TieDraws, TieRule};
