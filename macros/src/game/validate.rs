//! The checks across arguments: which keys go together, and the conditions on the declared
//! values (`players >= 2`, `maxp <= maxsum <= players * maxp`, ...). Conditions on literals
//! are decided here; those on constants are returned for `expand.rs` to emit.

use proc_macro2::Span;

use super::args::Objective;
use super::check::{Check, Decision, Domain, Relation, Term};
use super::model::Game;
use super::parts::{Operand, ScoreKind};
use crate::errors::Errors;

/// Reports every problem with the declaration to `errors`, and returns the checks only the
/// compiler can decide.
pub(crate) fn validate(game: &Game, errors: &mut Errors) -> Vec<Check> {
    let mut checks = Checks {
        game: &game.name,
        domain: match game.score.as_ref().map(|score| score.kind) {
            Some(ScoreKind::Float { wrapped, .. }) => Domain::Float { wrapped },
            _ => Domain::Int,
        },
        unsigned: matches!(
            game.score.as_ref().map(|score| score.kind),
            Some(ScoreKind::Int { name, .. }) if name.starts_with('u')
        ),
        deferred: Vec::new(),
        errors,
    };
    counts(game, &mut checks);
    match game.objective.value {
        Objective::Max => max_bounds(game, &mut checks),
        Objective::Min => min_bounds(game, &mut checks),
    }
    delta(game, &mut checks);
    score_field(game, &mut checks);
    checks.deferred
}

/// The checks of one invocation: decided ones become errors, the rest are kept.
struct Checks<'a> {
    game: &'a str,
    domain: Domain,
    /// Whether the score type is an unsigned integer, which no constant can make negative.
    unsigned: bool,
    deferred: Vec<Check>,
    errors: &'a mut Errors,
}

impl Checks<'_> {
    fn require(
        &mut self,
        lhs: Term,
        relation: Relation,
        rhs: Term,
        span: Span,
        message: impl Into<String>,
        args: Vec<Term>,
    ) {
        let check = Check {
            lhs,
            relation,
            rhs,
            message: message.into(),
            args,
            span,
            domain: self.domain,
        };
        match check.decide(self.game) {
            Decision::Holds => {}
            Decision::Fails(error) => self.errors.push(error),
            Decision::Deferred => self.deferred.push(check),
        }
    }
}

fn counts(game: &Game, checks: &mut Checks<'_>) {
    if let Some(players) = &game.players {
        checks.require(
            Term::Count(players.clone()),
            Relation::AtLeast,
            Term::Int(2),
            players.span(),
            "players ({}) must be at least 2",
            vec![Term::Count(players.clone())],
        );
    }
    if let Some(max_moves) = &game.max_moves {
        checks.require(
            Term::Count(max_moves.clone()),
            Relation::AtLeast,
            Term::Int(1),
            max_moves.span(),
            "max_moves ({}) must be at least 1",
            vec![Term::Count(max_moves.clone())],
        );
    }
}

/// `maxp <= maxsum <= players * maxp`, for a maximisation game.
fn max_bounds(game: &Game, checks: &mut Checks<'_>) {
    if let Some(minsum) = &game.minsum {
        checks.errors.at(
            minsum.key,
            "`minsum` bounds the scores of an `objective = min` game; \
             a maximisation game declares `maxsum`",
        );
    }
    let Some(maxsum) = &game.maxsum else {
        if let Some(maxp) = &game.maxp {
            checks.errors.at(
                maxp.key,
                "`maxp` without `maxsum`: declare `maxsum` too (at most `players * maxp`), \
                 or neither for a game without bounds",
            );
        }
        return;
    };
    let maxsum = &maxsum.value;
    let Some(maxp) = &game.maxp else {
        // `maxp` defaults to `maxsum`, which satisfies both conditions.
        non_negative(checks, maxsum, "maxsum");
        return;
    };
    let maxp = &maxp.value;
    non_negative(checks, maxp, "maxp");
    checks.require(
        Term::Score(maxp.clone()),
        Relation::AtMost,
        Term::Score(maxsum.clone()),
        maxp.span(),
        "maxp ({}) exceeds maxsum ({})",
        vec![Term::Score(maxp.clone()), Term::Score(maxsum.clone())],
    );
    if let Some(players) = &game.players {
        let product = Term::Count(players.clone()).times(Term::Score(maxp.clone()));
        checks.require(
            Term::Score(maxsum.clone()),
            Relation::AtMost,
            product.clone(),
            maxsum.span(),
            "maxsum ({}) exceeds players * maxp ({} * {} = {})",
            vec![
                Term::Score(maxsum.clone()),
                Term::Count(players.clone()),
                Term::Score(maxp.clone()),
                product,
            ],
        );
    }
}

/// A minimisation game declares `maxp` (required: the map `s' = maxp - s` needs it) and
/// optionally `minsum`; in maximisation form `maxsum' = players * maxp - minsum` must be at
/// least `maxp` and fit the score type, and `maxp` must be on the step.
fn min_bounds(game: &Game, checks: &mut Checks<'_>) {
    if let Some(maxsum) = &game.maxsum {
        checks.errors.at(
            maxsum.key,
            "`maxsum` bounds a maximisation game; with `objective = min` declare `minsum`, \
             the least total of the scores (the macro derives the maximisation form's \
             maxsum = players * maxp - minsum)",
        );
    }
    let Some(maxp) = &game.maxp else {
        checks.errors.at(
            game.objective.key,
            "`objective = min` needs `maxp`, the most points one player can end with: \
             the searchers see every score s as maxp - s",
        );
        return;
    };
    let maxp = &maxp.value;
    non_negative(checks, maxp, "maxp");
    if let (Some(delta), Some(ScoreKind::Int { .. })) =
        (&game.delta, game.score.as_ref().map(|score| score.kind))
    {
        let delta = &delta.value;
        checks.require(
            Term::Score(maxp.clone()).rem(Term::Score(delta.clone())),
            Relation::Equal,
            Term::Int(0),
            maxp.span(),
            "maxp ({}) is not a multiple of delta ({}), so maxp - s would leave the score step",
            vec![Term::Score(maxp.clone()), Term::Score(delta.clone())],
        );
    }
    let (Some(minsum), Some(players)) = (&game.minsum, &game.players) else {
        return;
    };
    let minsum = &minsum.value;
    non_negative(checks, minsum, "minsum");
    let others = Term::Count(players.clone()).minus(Term::Int(1));
    let others_maxp = others.clone().times(Term::Score(maxp.clone()));
    checks.require(
        Term::Score(minsum.clone()),
        Relation::AtMost,
        others_maxp.clone(),
        minsum.span(),
        "minsum ({}) exceeds (players - 1) * maxp ({} * {} = {}), so in maximisation form \
         maxp would exceed maxsum",
        vec![
            Term::Score(minsum.clone()),
            others,
            Term::Score(maxp.clone()),
            others_maxp,
        ],
    );
    let (name, max) = match game.score.as_ref().map(|score| score.kind) {
        Some(ScoreKind::Int { name, max }) => (name, Term::Int(max)),
        Some(ScoreKind::Float { name: "f32", .. }) => ("f32", Term::Float(f64::from(f32::MAX))),
        Some(ScoreKind::Float { name, .. }) => (name, Term::Float(f64::MAX)),
        None => return,
    };
    let maxsum = Term::Count(players.clone())
        .times(Term::Score(maxp.clone()))
        .minus(Term::Score(minsum.clone()));
    checks.require(
        maxsum.clone(),
        Relation::AtMost,
        max,
        maxp.span(),
        format!(
            "the maximisation form's maxsum, players * maxp - minsum ({{}} * {{}} - {{}} = {{}}), \
             does not fit in `{name}`"
        ),
        vec![
            Term::Count(players.clone()),
            Term::Score(maxp.clone()),
            Term::Score(minsum.clone()),
            maxsum,
        ],
    );
}

/// A bound given as a constant of a signed or float type could be negative (a literal cannot:
/// `args` rejects a minus sign).
fn non_negative(checks: &mut Checks<'_>, value: &Operand, key: &str) {
    if checks.unsigned {
        return;
    }
    checks.require(
        Term::Score(value.clone()),
        Relation::AtLeast,
        Term::Int(0),
        value.span(),
        format!("{key} ({{}}) must not be negative"),
        vec![Term::Score(value.clone())],
    );
}

/// The score step: positive for integers (the default 1), at least 0 for floats (the default
/// 0, continuous).
fn delta(game: &Game, checks: &mut Checks<'_>) {
    let Some(delta) = &game.delta else { return };
    let delta = &delta.value;
    match game.score.as_ref().map(|score| score.kind) {
        Some(ScoreKind::Int { .. }) => checks.require(
            Term::Score(delta.clone()),
            Relation::AtLeast,
            Term::Int(1),
            delta.span(),
            "delta ({}) must be positive for integer scores",
            vec![Term::Score(delta.clone())],
        ),
        Some(ScoreKind::Float { .. }) => non_negative(checks, delta, "delta"),
        None => {}
    }
}

/// The `#[score]` field needs bounds (its heuristic's upper bounds come from them) and one
/// score per player.
fn score_field(game: &Game, checks: &mut Checks<'_>) {
    let Some(field) = &game.score_field else {
        return;
    };
    let (bounded, key) = match game.objective.value {
        Objective::Max => (game.maxsum.is_some(), "declare `maxsum`"),
        Objective::Min => (
            game.minsum.is_some(),
            "declare `minsum` (with `objective = min`)",
        ),
    };
    if !bounded {
        checks.errors.spanned(
            &field.field.attribute,
            format!(
                "`#[score]` makes the points taken a monotonic heuristic, which needs declared \
                 bounds: {key}"
            ),
        );
    }
    // A length the macro can read is checked here, at the `N` of `[S; N]`; any other
    // (a constant, a type alias) fails to convert to `[S; players]` where the field's type is
    // written, with a message naming the game.
    if let (Some(len), Some(players @ Operand::Lit { .. })) = (&field.len, &game.players) {
        checks.require(
            Term::Count(len.clone()),
            Relation::Equal,
            Term::Count(players.clone()),
            len.span(),
            "the `#[score]` field holds {} scores, but the game has {} players",
            vec![Term::Count(len.clone()), Term::Count(players.clone())],
        );
    }
}
