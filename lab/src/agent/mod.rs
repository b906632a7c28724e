//! Agents by name: each algorithm of the registry deepened under a budget
//! ([`AlgorithmAgent`]), and the agents of the games with every hand visible made from their
//! specs ([`AgentSpec::entrant`](crate::catalogue::AgentSpec::entrant)). The agents themselves
//! (search agents, MCTS, MP-Mix) live in `maxn-play`; the names are the catalogue's
//! ([`AgentSpec`](crate::catalogue::AgentSpec)).

mod entrant;
mod named;

pub use named::{AgentError, AlgorithmAgent};
