//! The built-in games of `maxn-games` chosen at run time, by name and player count, as the
//! command line and the agents choose them.
//!
//! - [`cards`]: Sergeant Major, Hearts and Spades from a PBN deal or a seed.
//! - Chinese Checkers has its own typed constructor,
//!   [`AnyChineseCheckers`](maxn_games::chinese_checkers::AnyChineseCheckers).

pub mod cards;
