//! Agents by name: each algorithm of the registry deepened under a budget
//! ([`AlgorithmAgent`]), and every kind of agent the command line names ([`AgentKind`]). The
//! agents themselves (search agents, MCTS, MP-Mix) live in `maxn-play`.

mod kind;
mod named;

pub use kind::AgentKind;
pub use named::{AgentError, AlgorithmAgent};
