// The relative-score rule removes the constant sum: `RelativeScore` is no `BoundedGame`, so a
// bound-based searcher on it fails to compile, with the message `BoundedGame` carries, while
// the searchers that need no bound accept it.
use maxn::{Limits, MaxN, RelativeScore, Searcher, Speculative};
use maxn_games::chinese_checkers::ChineseCheckers;

fn main() {
    let start = RelativeScore(ChineseCheckers::<3>::start());
    MaxN.search(&start, Limits::depth(1)); // fine: MaxN needs no bound
    Speculative.search(&start, Limits::depth(1));
}
