//! Chinese Checkers on the command line.

use std::num::NonZeroUsize;
use std::time::Instant;

use maxn::Limits;
use maxn_games::chinese_checkers::{AnyChineseCheckers, ChineseCheckers, Move, PositionVisitor};
use maxn_lab::registry::Algorithm;
use maxn_lab::report::SearchReport;
use serde_json::json;

use super::{PositionArgs, SearchArgs};
use crate::error::CliError;
use crate::memory::MemoryArgs;

/// The player count when neither `--players` nor a position gives one: the paper's game.
const DEFAULT_PLAYERS: usize = 3;

/// The position `args` name: `--position`, or the start for `--players`.
fn position(args: &PositionArgs) -> Result<AnyChineseCheckers, CliError> {
    if args.deal.is_some() || args.seed.is_some() || args.no_grouping {
        return Err(CliError::Usage(
            "--deal, --seed and --no-grouping are for card games; Chinese Checkers takes --position"
                .to_owned(),
        ));
    }
    match &args.position {
        Some(text) => AnyChineseCheckers::parse(text, args.players)
            .map_err(|e| CliError::Usage(format!("--position: {e}"))),
        None => AnyChineseCheckers::start(args.players.unwrap_or(DEFAULT_PLAYERS))
            .map_err(|e| CliError::Usage(format!("--players: {e}"))),
    }
}

/// Turn-level perft at `depth`.
pub fn perft(args: &PositionArgs, depth: u32) -> Result<u64, CliError> {
    Ok(position(args)?.perft(depth))
}

/// One search.
pub fn search(args: &SearchArgs) -> Result<SearchReport, CliError> {
    if args.evaluation.is_some() {
        return Err(CliError::Usage(
            "--evaluation is for the card games".to_owned(),
        ));
    }
    let position = position(&args.position)?.with_top_k(args.top_k);
    let limits = Limits {
        depth: args.depth,
        nodes: args.node_limit,
        deadline: None,
    };
    position.visit(Search {
        algorithm: args.algorithm,
        limits,
        top_k: args.top_k,
        deepen: args.deepen,
        threads: args.threads,
        rules: args.rules.any().then_some(args),
        memory: &args.memory,
    })
}

struct Search<'a> {
    /// The arguments, when they ask for a decision rule.
    rules: Option<&'a SearchArgs>,
    algorithm: Algorithm,
    limits: Limits,
    top_k: Option<NonZeroUsize>,
    deepen: bool,
    threads: usize,
    memory: &'a MemoryArgs,
}

impl PositionVisitor for Search<'_> {
    type Output = Result<SearchReport, CliError>;

    fn visit<const N: usize>(self, position: ChineseCheckers<N>) -> Result<SearchReport, CliError> {
        let mut described = json!({
            "game": "chinese-checkers",
            "players": N,
            "position": position.to_string(),
            "top_k": self.top_k,
            "depth": self.limits.depth,
            "threads": self.threads,
        });
        self.memory.describe(&mut described);
        let name = self.algorithm.name();
        let show = |m: &Move| m.to_string();
        let start = Instant::now();
        if let Some(args) = self.rules {
            return super::rules::search(args, &position, described, show);
        }
        let mut memory = self.memory.memory::<Move, _, N>()?;
        if self.deepen {
            let deepening = crate::memory::deepen(
                self.algorithm,
                &position,
                self.limits,
                self.threads,
                &mut memory,
            )
            .map_err(|e| CliError::search(e, "chinese-checkers", self.threads))?;
            let elapsed = start.elapsed();
            return Ok(SearchReport::deepened(
                name, described, &deepening, show, elapsed,
            ));
        }
        let result = crate::memory::search(
            self.algorithm,
            &position,
            self.limits,
            self.threads,
            &mut memory,
        )
        .map_err(|e| CliError::search(e, "chinese-checkers", self.threads))?;
        let elapsed = start.elapsed();
        Ok(SearchReport::new(name, described, &result, show, elapsed))
    }
}
