//! Parses the arguments of `#[multiplayer_game(...)]` into spanned raw values, reporting
//! unknown and duplicate keys and values of the wrong kind. Whether the values make sense
//! together is `model.rs`'s and `validate.rs`'s business.

use proc_macro2::{Span, TokenStream, TokenTree};
use syn::meta::ParseNestedMeta;
use syn::parse::{ParseStream, Parser};
use syn::{Expr, ExprLit, ExprUnary, Lit, LitStr, Path, Token, Type, UnOp};

use crate::errors::Errors;

/// Every key `#[multiplayer_game(...)]` accepts, in the order the documentation lists them.
pub(crate) const KEYS: &[&str] = &[
    "players",
    "score",
    "maxsum",
    "maxp",
    "minsum",
    "delta",
    "objective",
    "max_moves",
    "name",
    "crate",
];

/// A numeric argument as written: a literal, or a constant or expression the macro cannot
/// read.
#[derive(Clone, Debug)]
pub(crate) enum Value {
    /// An integer literal such as `26` or `26u8`.
    Int(syn::LitInt),
    /// A float literal such as `1.0`.
    Float(syn::LitFloat),
    /// A path to a constant, such as `MAXSUM` or `rules::MAXSUM`.
    Const(Path),
    /// Any other expression, such as `SIZE as u8 * 2` in a generic struct.
    Expr(Expr),
}

/// `objective = max | min`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Objective {
    /// The players maximise their scores (the default).
    Max,
    /// The players minimise their scores (Hearts points).
    Min,
}

/// A value with the span of its key, for errors about the key itself.
#[derive(Clone, Debug)]
pub(crate) struct Keyed<T> {
    /// The value.
    pub(crate) value: T,
    /// The key as written.
    pub(crate) key: Span,
}

/// The arguments as written. Each is `None` when absent (or unusable: its error is
/// already recorded).
#[derive(Default)]
pub(crate) struct Args {
    pub(crate) players: Option<Keyed<Value>>,
    pub(crate) score: Option<Keyed<Type>>,
    pub(crate) maxsum: Option<Keyed<Value>>,
    pub(crate) maxp: Option<Keyed<Value>>,
    pub(crate) minsum: Option<Keyed<Value>>,
    pub(crate) delta: Option<Keyed<Value>>,
    pub(crate) objective: Option<Keyed<Objective>>,
    pub(crate) max_moves: Option<Keyed<Value>>,
    pub(crate) name: Option<Keyed<Name>>,
    pub(crate) krate: Option<Keyed<Path>>,
    /// Keys seen, so that a repeated key is reported (even one whose value was unusable).
    seen: Vec<String>,
}

impl Args {
    /// Whether `key` was written (even with an unusable value).
    pub(crate) fn has(&self, key: &str) -> bool {
        self.seen.iter().any(|seen| seen == key)
    }

    /// Parses the attribute's arguments, recording every problem in `errors` and going on
    /// with the next key wherever the syntax allows.
    pub(crate) fn parse(tokens: TokenStream, errors: &mut Errors) -> Self {
        let mut args = Args::default();
        let parser = syn::meta::parser(|meta| args.parse_key(meta, errors));
        if let Err(error) = parser.parse2(tokens) {
            errors.push(error);
        }
        args
    }

    fn parse_key(&mut self, meta: ParseNestedMeta<'_>, errors: &mut Errors) -> syn::Result<()> {
        let key = match meta.path.get_ident() {
            Some(ident) => ident.to_string(),
            None => String::new(),
        };
        let Some(&key) = KEYS.iter().find(|&&known| known == key) else {
            errors.push(meta.error(unknown_key_message(&meta.path)));
            return skip_value(meta.input);
        };
        let span = meta.path.segments[0].ident.span();
        if self.has(key) {
            errors.at(span, format!("duplicate `{key}`"));
            return skip_value(meta.input);
        }
        self.seen.push(key.to_owned());
        if !meta.input.peek(Token![=]) {
            errors.at(span, format!("expected `{key} = ...`"));
            return skip_value(meta.input);
        }
        let input = meta.value()?;
        match key {
            "players" => self.players = keyed(parse_value(input, key, errors)?, span),
            "maxsum" => self.maxsum = keyed(parse_value(input, key, errors)?, span),
            "maxp" => self.maxp = keyed(parse_value(input, key, errors)?, span),
            "minsum" => self.minsum = keyed(parse_value(input, key, errors)?, span),
            "delta" => self.delta = keyed(parse_value(input, key, errors)?, span),
            "max_moves" => self.max_moves = keyed(parse_value(input, key, errors)?, span),
            "score" => self.score = keyed(parse_score(input, errors)?, span),
            "objective" => self.objective = keyed(parse_objective(input, errors)?, span),
            "name" => self.name = keyed(parse_name(input, errors)?, span),
            "crate" => self.krate = keyed(Some(parse_crate(input)?), span),
            _ => unreachable!("every key of KEYS is handled"),
        }
        Ok(())
    }
}

fn keyed<T>(value: Option<T>, key: Span) -> Option<Keyed<T>> {
    value.map(|value| Keyed { value, key })
}

/// Consumes whatever follows an unusable key, up to the next comma.
pub(crate) fn skip_value(input: ParseStream<'_>) -> syn::Result<()> {
    while !input.is_empty() && !input.peek(Token![,]) {
        input.parse::<TokenTree>()?;
    }
    Ok(())
}

fn unknown_key_message(path: &Path) -> String {
    let written = quote::quote!(#path).to_string().replace(' ', "");
    match KEYS
        .iter()
        .find(|known| edit_distance(known, &written) <= 2)
    {
        Some(near) => format!("unknown key `{written}`; did you mean `{near}`?"),
        None => format!(
            "unknown key `{written}`; expected one of {}",
            KEYS.iter()
                .map(|key| format!("`{key}`"))
                .collect::<Vec<_>>()
                .join(", ")
        ),
    }
}

/// Levenshtein distance, for "did you mean" suggestions.
fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut diagonal = row[0];
        row[0] = i + 1;
        for (j, &cb) in b.iter().enumerate() {
            let substitution = diagonal + usize::from(ca != cb);
            diagonal = row[j + 1];
            row[j + 1] = substitution.min(row[j] + 1).min(diagonal + 1);
        }
    }
    row[b.len()]
}

/// A literal number, a path to a constant, or a constant expression.
fn parse_value(
    input: ParseStream<'_>,
    key: &str,
    errors: &mut Errors,
) -> syn::Result<Option<Value>> {
    let expr: Expr = input.parse()?;
    let value = match expr {
        Expr::Lit(ExprLit {
            lit: Lit::Int(lit), ..
        }) => Some(Value::Int(lit)),
        Expr::Lit(ExprLit {
            lit: Lit::Float(lit),
            ..
        }) => Some(Value::Float(lit)),
        Expr::Path(path) if path.qself.is_none() && path.attrs.is_empty() => {
            Some(Value::Const(path.path))
        }
        Expr::Unary(ExprUnary {
            op: UnOp::Neg(_), ..
        }) => {
            errors.spanned(&expr, format!("`{key}` must not be negative"));
            None
        }
        Expr::Lit(ExprLit { lit, .. }) => {
            errors.spanned(
                &lit,
                format!(
                    "expected a number or a path to a constant for `{key}`, found {}",
                    literal_kind(&lit)
                ),
            );
            None
        }
        other => Some(Value::Expr(other)),
    };
    Ok(value)
}

fn literal_kind(lit: &Lit) -> &'static str {
    match lit {
        Lit::Str(_) => "a string literal",
        Lit::ByteStr(_) | Lit::CStr(_) => "a byte string literal",
        Lit::Byte(_) => "a byte literal",
        Lit::Char(_) => "a character literal",
        Lit::Bool(_) => "a boolean literal",
        _ => "a literal of another kind",
    }
}

/// `score = u8`: a type. A literal here is a likely slip (`score = "u8"`).
fn parse_score(input: ParseStream<'_>, errors: &mut Errors) -> syn::Result<Option<Type>> {
    if input.peek(Lit) {
        let lit: Lit = input.parse()?;
        errors.spanned(
            &lit,
            "expected a score type such as `u8` or `f64`, not a literal",
        );
        return Ok(None);
    }
    input.parse().map(Some)
}

/// `objective = max` or `objective = min`.
fn parse_objective(input: ParseStream<'_>, errors: &mut Errors) -> syn::Result<Option<Objective>> {
    let expr: Expr = input.parse()?;
    let objective = match &expr {
        Expr::Path(path) if path.path.is_ident("max") => Some(Objective::Max),
        Expr::Path(path) if path.path.is_ident("min") => Some(Objective::Min),
        Expr::Lit(ExprLit {
            lit: Lit::Str(lit), ..
        }) if matches!(lit.value().as_str(), "max" | "min") => {
            errors.spanned(
                &expr,
                format!("write `objective = {}` without quotes", lit.value()),
            );
            None
        }
        _ => {
            errors.spanned(&expr, "expected `objective = max` or `objective = min`");
            None
        }
    };
    Ok(objective)
}

/// The game's name: a string literal, or a constant expression of type `&'static str` for a
/// name that depends on a generic parameter (`name = Self::VARIANT.name`).
pub(crate) enum Name {
    /// `name = "Chinese Checkers"`.
    Lit(LitStr),
    /// `name = Self::VARIANT.name`: messages written by the macro then use the struct's name.
    Expr(Expr),
}

/// `name = "Chinese Checkers"`, or a constant expression. A bare word (`name = Tokens`) is
/// refused: it is far more often a name whose quotes were forgotten than a constant.
fn parse_name(input: ParseStream<'_>, errors: &mut Errors) -> syn::Result<Option<Name>> {
    let expr: Expr = input.parse()?;
    match expr {
        Expr::Lit(ExprLit {
            lit: Lit::Str(lit), ..
        }) => Ok(Some(Name::Lit(lit))),
        Expr::Path(path) if path.path.get_ident().is_some() => {
            errors.spanned(
                &path,
                "expected a string literal, such as `name = \"Hearts\"` (a constant `&str` \
                 is written as a path, `name = Self::NAME`, or in braces, `name = { NAME }`)",
            );
            Ok(None)
        }
        Expr::Lit(other) => {
            errors.spanned(
                &other,
                "expected a string literal, such as `name = \"Hearts\"`",
            );
            Ok(None)
        }
        other => Ok(Some(Name::Expr(other))),
    }
}

/// `crate = ::path::to::maxn`, or the same path in a string as serde writes it.
fn parse_crate(input: ParseStream<'_>) -> syn::Result<Path> {
    if input.peek(LitStr) {
        return input.parse::<LitStr>()?.parse_with(Path::parse_mod_style);
    }
    Path::parse_mod_style(input)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn suggests_the_nearest_key() {
        assert_eq!(edit_distance("maxsum", "maxsun"), 1);
        assert_eq!(edit_distance("players", "player"), 1);
        // The textbook examples of Levenshtein distance.
        assert_eq!(edit_distance("kitten", "sitting"), 3);
        assert_eq!(edit_distance("flaw", "lawn"), 2);
        let path: Path = syn::parse_quote!(maxsun);
        assert_eq!(
            unknown_key_message(&path),
            "unknown key `maxsun`; did you mean `maxsum`?"
        );
    }

    #[test]
    fn reports_every_problem_of_one_attribute() {
        let mut errors = Errors::default();
        let args = Args::parse(
            quote::quote!(
                players = "3",
                score = u8,
                maxsum = 16,
                maxsum = 17,
                colour = red,
                max_moves = 4
            ),
            &mut errors,
        );
        assert!(args.players.is_none());
        assert!(args.score.is_some() && args.max_moves.is_some());
        assert!(
            matches!(args.maxsum.map(|m| m.value), Some(Value::Int(lit)) if lit.base10_digits() == "16")
        );
        let messages: Vec<String> = errors
            .into_compile_errors()
            .to_string()
            .split("compile_error !")
            .skip(1)
            .map(str::to_owned)
            .collect();
        assert_eq!(messages.len(), 3, "{messages:?}");
        assert!(messages[0].contains("found a string literal"));
        assert!(messages[1].contains("duplicate `maxsum`"));
        assert!(messages[2].contains("unknown key `colour`"));
    }
}
