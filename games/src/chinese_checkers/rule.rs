//! The win rule: which filled goal ends the game. Two rules are in use, and a referee outside
//! maxn (OpenSpiel's `chinese_checkers`) plays the stricter one.

use std::fmt;
use std::str::FromStr;

/// Which position wins, a setting of the game fixed for a whole game (like the player count).
///
/// The default is [`AntiBlocking`](Self::AntiBlocking), the rule of maxn's experiments and of
/// Sturtevant's work on the game: under [`Strict`](Self::Strict) a player can make an
/// opponent's win impossible by parking a piece in its goal (or, with 2, 4 or 6 players, by
/// never leaving its own home), so strict games need a move cap to end.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum WinRule {
    /// A player wins as soon as every hole of its goal is occupied, at least one by its own
    /// piece, whoever made the move that filled it.
    #[default]
    AntiBlocking,
    /// A player wins when all ten holes of its goal hold its own pieces; only the player who
    /// just moved is checked (OpenSpiel's rule). A foreign piece in a goal blocks that
    /// player's win until it leaves, which the evaluation counts against the player.
    Strict,
}

impl WinRule {
    /// Both rules, the default first.
    pub const ALL: [WinRule; 2] = [WinRule::AntiBlocking, WinRule::Strict];

    /// The rule's name on command lines and in reports.
    pub const fn name(self) -> &'static str {
        match self {
            WinRule::AntiBlocking => "anti-blocking",
            WinRule::Strict => "strict",
        }
    }
}

impl fmt::Display for WinRule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A name that is not a win rule.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown win rule `{0}` (expected anti-blocking or strict)")]
pub struct UnknownWinRule(pub String);

impl FromStr for WinRule {
    type Err = UnknownWinRule;

    fn from_str(text: &str) -> Result<Self, UnknownWinRule> {
        WinRule::ALL
            .into_iter()
            .find(|rule| rule.name() == text)
            .ok_or_else(|| UnknownWinRule(text.to_owned()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_read_back_and_others_are_refused() {
        for rule in WinRule::ALL {
            assert_eq!(rule.name().parse(), Ok(rule));
        }
        assert_eq!(WinRule::default(), WinRule::AntiBlocking);
        assert_eq!(
            "openspiel".parse::<WinRule>().unwrap_err().to_string(),
            "unknown win rule `openspiel` (expected anti-blocking or strict)"
        );
    }
}
