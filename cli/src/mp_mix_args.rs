//! The options of the `mp-mix` agents on the command line.

use clap::Args;
use maxn_play::agent::{MpMixError, MpMixOptions};

use crate::error::CliError;

/// The thresholds of the `mp-mix` agents, as fractions of the game's maxp (0 to 1).
#[derive(Debug, Args)]
pub struct MpMixArgs {
    /// MP-Mix: the lead over the runner-up (a fraction of maxp, 0 to 1) from which the agent
    /// plays paranoid [default: 0.1].
    #[arg(long, value_name = "F", allow_negative_numbers = true)]
    pub mp_mix_defensive: Option<f64>,
    /// MP-Mix: another player's lead (a fraction of maxp, 0 to 1) from which the agent plays
    /// the offensive rule against it [default: 0.1].
    #[arg(long, value_name = "F", allow_negative_numbers = true)]
    pub mp_mix_offensive: Option<f64>,
}

impl MpMixArgs {
    /// The options, checked; an error names the flag.
    pub fn options(&self) -> Result<MpMixOptions, CliError> {
        let defaults = MpMixOptions::default();
        MpMixOptions::new(
            self.mp_mix_defensive.unwrap_or(defaults.defensive()),
            self.mp_mix_offensive.unwrap_or(defaults.offensive()),
        )
        .map_err(|error| {
            let flag = match error {
                MpMixError::Defensive(_) => "--mp-mix-defensive",
                MpMixError::Offensive(_) => "--mp-mix-offensive",
            };
            CliError::Usage(format!("{flag}: {error}"))
        })
    }

    /// The first MP-Mix flag given, if any.
    pub fn first_given(&self) -> Option<&'static str> {
        if self.mp_mix_defensive.is_some() {
            Some("--mp-mix-defensive")
        } else if self.mp_mix_offensive.is_some() {
            Some("--mp-mix-offensive")
        } else {
            None
        }
    }
}
