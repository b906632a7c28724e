//! The `maxn` command.

fn main() {}
