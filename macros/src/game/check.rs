//! A condition on the declared values. When every value in it is a literal the macro decides
//! it and reports a failure at the user's token; otherwise it becomes a concrete
//! `const _: () = ...;` item at the call site, which the compiler evaluates under
//! `cargo check` too, with its message formatted by `const_format` from the constants' values.
//! A check on a value that names a generic parameter of the struct has no value until the
//! struct is instantiated: it becomes a statement of an associated constant, which the
//! compiler evaluates for each instantiation that is used, with a message that names the
//! values as written (`const_format` cannot format a generic constant) and a note of the
//! compiler's that names the instantiation.

use proc_macro2::{Literal, Span, TokenStream};
use quote::{quote, quote_spanned};

use super::parts::{Number, Operand};

/// The arithmetic a check is done in: `i128` holds every integer score type's values and
/// their products with a player count; floats are compared as `f64`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Domain {
    /// Integer scores.
    Int,
    /// Float scores (`f32`/`f64`, bare or in `OrderedFloat`).
    Float {
        /// `OrderedFloat<..>`: constants are read through `.0`.
        wrapped: bool,
    },
}

/// A quantity a check talks about.
#[derive(Clone, Debug)]
pub(crate) enum Term {
    /// A count (`usize`): players, capacity, a tuple's length.
    Count(Operand),
    /// A value of the score type.
    Score(Operand),
    /// A number of the check itself.
    Int(i128),
    /// A float of the check itself (the largest value of a float type).
    Float(f64),
    /// `a * b`.
    Mul(Box<Term>, Box<Term>),
    /// `a - b`.
    Sub(Box<Term>, Box<Term>),
    /// `a % b`, taken as 0 when `b` is 0 (a zero step is reported by its own check).
    Rem(Box<Term>, Box<Term>),
}

impl Term {
    /// `self * other`.
    pub(crate) fn times(self, other: Term) -> Term {
        Term::Mul(Box::new(self), Box::new(other))
    }

    /// `self - other`.
    pub(crate) fn minus(self, other: Term) -> Term {
        Term::Sub(Box::new(self), Box::new(other))
    }

    /// `self % other`.
    pub(crate) fn rem(self, other: Term) -> Term {
        Term::Rem(Box::new(self), Box::new(other))
    }

    /// Whether a value in it names a generic parameter of the struct.
    fn is_generic(&self) -> bool {
        match self {
            Term::Count(operand) | Term::Score(operand) => operand.is_generic(),
            Term::Int(_) | Term::Float(_) => false,
            Term::Mul(a, b) | Term::Sub(a, b) | Term::Rem(a, b) => a.is_generic() || b.is_generic(),
        }
    }

    /// The value, when every operand is a literal.
    fn eval(&self, domain: Domain) -> Option<Number> {
        let binary = |a: &Term, b: &Term| Some((a.eval(domain)?, b.eval(domain)?));
        Some(match self {
            Term::Count(Operand::Lit { number, .. }) | Term::Score(Operand::Lit { number, .. }) => {
                match (domain, *number) {
                    (Domain::Float { .. }, Number::Int(value)) => Number::Float(value as f64),
                    (_, number) => number,
                }
            }
            Term::Count(Operand::Const { .. }) | Term::Score(Operand::Const { .. }) => return None,
            Term::Int(value) => match domain {
                Domain::Int => Number::Int(*value),
                Domain::Float { .. } => Number::Float(*value as f64),
            },
            Term::Float(value) => Number::Float(*value),
            Term::Mul(a, b) => match binary(a, b)? {
                (Number::Int(a), Number::Int(b)) => Number::Int(a.saturating_mul(b)),
                (a, b) => Number::Float(float(a) * float(b)),
            },
            Term::Sub(a, b) => match binary(a, b)? {
                (Number::Int(a), Number::Int(b)) => Number::Int(a.saturating_sub(b)),
                (a, b) => Number::Float(float(a) - float(b)),
            },
            Term::Rem(a, b) => match binary(a, b)? {
                (Number::Int(_), Number::Int(0)) => Number::Int(0),
                (Number::Int(a), Number::Int(b)) => Number::Int(a % b),
                (a, b) if float(b) == 0.0 => Number::Float(float(a) * 0.0),
                (a, b) => Number::Float(float(a) % float(b)),
            },
        })
    }

    /// The source text, for messages about float constants (which `const_format` cannot
    /// print).
    fn text(&self) -> String {
        match self {
            Term::Count(Operand::Lit { number, .. }) | Term::Score(Operand::Lit { number, .. }) => {
                display(*number)
            }
            Term::Count(Operand::Const { text, .. }) | Term::Score(Operand::Const { text, .. }) => {
                text.clone()
            }
            Term::Int(value) => value.to_string(),
            Term::Float(value) => value.to_string(),
            Term::Mul(a, b) => format!("{} * {}", a.text(), b.text()),
            Term::Sub(a, b) => format!("{} - {}", a.text(), b.text()),
            Term::Rem(a, b) => format!("{} % {}", a.text(), b.text()),
        }
    }

    /// An expression of the value in `domain`'s type (`i128` or `f64`), for a `const` item.
    fn tokens(&self, domain: Domain) -> TokenStream {
        match self {
            Term::Count(Operand::Lit { number, span })
            | Term::Score(Operand::Lit { number, span }) => {
                let mut literal = match (domain, *number) {
                    (Domain::Int, Number::Int(value)) => Literal::i128_suffixed(value),
                    (Domain::Int, Number::Float(value)) => Literal::i128_suffixed(value as i128),
                    (Domain::Float { .. }, number) => Literal::f64_suffixed(float(number)),
                };
                literal.set_span(*span);
                quote!(#literal)
            }
            Term::Count(Operand::Const { tokens, .. }) => match domain {
                Domain::Int => quote!((#tokens as i128)),
                Domain::Float { .. } => quote!((#tokens as f64)),
            },
            Term::Score(Operand::Const { tokens, .. }) => match domain {
                Domain::Int => quote!((#tokens as i128)),
                Domain::Float { wrapped: true } => quote!((#tokens.0 as f64)),
                Domain::Float { wrapped: false } => quote!((#tokens as f64)),
            },
            Term::Int(value) => match domain {
                Domain::Int => {
                    let literal = Literal::i128_suffixed(*value);
                    quote!(#literal)
                }
                Domain::Float { .. } => {
                    let literal = Literal::f64_suffixed(*value as f64);
                    quote!(#literal)
                }
            },
            Term::Float(value) => {
                let literal = Literal::f64_suffixed(*value);
                quote!(#literal)
            }
            Term::Mul(a, b) => {
                let (a, b) = (a.tokens(domain), b.tokens(domain));
                quote!((#a * #b))
            }
            Term::Sub(a, b) => {
                let (a, b) = (a.tokens(domain), b.tokens(domain));
                quote!((#a - #b))
            }
            Term::Rem(a, b) => {
                let (a, b) = (a.tokens(domain), b.tokens(domain));
                let zero = Term::Int(0).tokens(domain);
                quote!({
                    let divisor = #b;
                    if divisor == #zero { #zero } else { #a % divisor }
                })
            }
        }
    }
}

fn float(number: Number) -> f64 {
    match number {
        Number::Int(value) => value as f64,
        Number::Float(value) => value,
    }
}

fn display(number: Number) -> String {
    match number {
        Number::Int(value) => value.to_string(),
        Number::Float(value) => value.to_string(),
    }
}

/// How the two sides of a check must compare.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Relation {
    /// `lhs <= rhs`.
    AtMost,
    /// `lhs >= rhs`.
    AtLeast,
    /// `lhs == rhs`.
    Equal,
}

/// A condition that must hold, and what to say when it does not.
#[derive(Clone, Debug)]
pub(crate) struct Check {
    /// Left side.
    pub(crate) lhs: Term,
    /// How the sides compare when all is well.
    pub(crate) relation: Relation,
    /// Right side.
    pub(crate) rhs: Term,
    /// The message after "`Game`: ", with one `{}` per argument.
    pub(crate) message: String,
    /// The values the message shows.
    pub(crate) args: Vec<Term>,
    /// The user's token the error belongs to.
    pub(crate) span: Span,
    /// The arithmetic of the check.
    pub(crate) domain: Domain,
}

/// What became of a check at expansion time.
pub(crate) enum Decision {
    /// Every value is a literal, and the condition holds.
    Holds,
    /// Every value is a literal, and the condition fails.
    Fails(syn::Error),
    /// A value is a constant: the compiler must decide.
    Deferred,
}

impl Check {
    /// Decides the check now if its values are all literals.
    pub(crate) fn decide(&self, game: &str) -> Decision {
        let (Some(lhs), Some(rhs)) = (self.lhs.eval(self.domain), self.rhs.eval(self.domain))
        else {
            return Decision::Deferred;
        };
        let holds = match (lhs, rhs) {
            (Number::Int(a), Number::Int(b)) => compare(self.relation, a, b),
            (a, b) => compare(self.relation, float(a), float(b)),
        };
        if holds {
            return Decision::Holds;
        }
        let args: Vec<String> = self
            .args
            .iter()
            .map(|arg| arg.eval(self.domain).map_or_else(|| arg.text(), display))
            .collect();
        Decision::Fails(syn::Error::new(
            self.span,
            format!("`{game}`: {}", fill(&self.message, &args)),
        ))
    }

    /// Whether the check depends on a generic parameter, so that only an instantiation of
    /// the struct can decide it.
    pub(crate) fn is_generic(&self) -> bool {
        self.lhs.is_generic() || self.rhs.is_generic() || self.args.iter().any(Term::is_generic)
    }

    /// A statement of the associated constant that checks a generic struct's bounds for one
    /// instantiation: no `const` items (they cannot name the struct's parameters) and a
    /// message of the values as written, its panic spanned at the user's token.
    pub(crate) fn to_generic_statement(&self, game: &str) -> TokenStream {
        let lhs = self.lhs.tokens(self.domain);
        let rhs = self.rhs.tokens(self.domain);
        let failed = match self.relation {
            Relation::AtMost => quote!(!(#lhs <= #rhs)),
            Relation::AtLeast => quote!(!(#lhs >= #rhs)),
            Relation::Equal => quote!(#lhs != #rhs),
        };
        // A product or difference of generic values has no text better than its operands',
        // which the message shows already; one of literals is computed.
        let args: Vec<String> = self
            .args
            .iter()
            .map(|arg| match arg {
                Term::Mul(..) | Term::Sub(..) | Term::Rem(..) if arg.is_generic() => "?".into(),
                arg => arg.eval(self.domain).map_or_else(|| arg.text(), display),
            })
            .collect();
        let message = format!(
            "`{game}`: {} for an instantiation of `{game}`, which the compiler names below",
            fill(&self.message, &args)
        );
        quote_spanned! {self.span=>
            if #failed {
                ::core::panic!("{}", #message);
            }
        }
    }

    /// The `const _: () = ...;` item that makes the compiler decide the check at the call
    /// site, its panic spanned at the user's token.
    pub(crate) fn to_const_item(&self, game: &str, krate: &syn::Path) -> TokenStream {
        let domain_type = match self.domain {
            Domain::Int => quote!(i128),
            Domain::Float { .. } => quote!(f64),
        };
        let lhs = self.lhs.tokens(self.domain);
        let rhs = self.rhs.tokens(self.domain);
        let failed = match self.relation {
            Relation::AtMost => quote!(!(LHS <= RHS)),
            Relation::AtLeast => quote!(!(LHS >= RHS)),
            Relation::Equal => quote!(LHS != RHS),
        };
        let message = match self.domain {
            // Integers are printed by `const_format` from the constants' values.
            Domain::Int => {
                let names: Vec<_> = (0..self.args.len())
                    .map(|index| quote::format_ident!("ARG{}", index))
                    .collect();
                let values = self.args.iter().map(|arg| arg.tokens(self.domain));
                let format = format!("`{}`: {}", escape_braces(game), self.message);
                quote! {{
                    #(const #names: i128 = #values;)*
                    #krate::__private::const_format::formatcp!(#format, #(#names),*)
                }}
            }
            // `const_format` cannot print floats: name the constants as written instead.
            Domain::Float { .. } => {
                let args: Vec<String> = self.args.iter().map(Term::text).collect();
                let message = format!("`{game}`: {}", fill(&self.message, &args));
                quote!(#message)
            }
        };
        quote_spanned! {self.span=>
            #[allow(clippy::unnecessary_cast)]
            const _: () = {
                const LHS: #domain_type = #lhs;
                const RHS: #domain_type = #rhs;
                if #failed {
                    ::core::panic!("{}", #message);
                }
            };
        }
    }
}

fn compare<T: PartialOrd>(relation: Relation, a: T, b: T) -> bool {
    match relation {
        Relation::AtMost => a <= b,
        Relation::AtLeast => a >= b,
        Relation::Equal => a == b,
    }
}

/// `message` with each `{}` replaced by the next argument.
fn fill(message: &str, args: &[String]) -> String {
    let mut parts = message.split("{}");
    let mut filled = parts.next().unwrap_or_default().to_owned();
    for (part, arg) in parts.zip(
        args.iter()
            .map(String::as_str)
            .chain(std::iter::repeat("?")),
    ) {
        filled.push_str(arg);
        filled.push_str(part);
    }
    filled
}

/// A game name as literal text of a `const_format` format string.
fn escape_braces(text: &str) -> String {
    text.replace('{', "{{").replace('}', "}}")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lit(value: i128) -> Operand {
        Operand::Lit {
            number: Number::Int(value),
            span: Span::call_site(),
        }
    }

    fn constant(name: &str) -> Operand {
        let ident = quote::format_ident!("{}", name);
        Operand::Const {
            tokens: quote!(#ident),
            text: name.to_owned(),
            span: Span::call_site(),
            generic: false,
        }
    }

    fn maxsum_at_most_n_maxp(players: Operand, maxp: Operand, maxsum: Operand) -> Check {
        let product = Term::Count(players.clone()).times(Term::Score(maxp.clone()));
        Check {
            lhs: Term::Score(maxsum.clone()),
            relation: Relation::AtMost,
            rhs: product.clone(),
            message: "maxsum ({}) exceeds players * maxp ({} * {} = {})".into(),
            args: vec![
                Term::Score(maxsum),
                Term::Count(players),
                Term::Score(maxp),
                product,
            ],
            span: Span::call_site(),
            domain: Domain::Int,
        }
    }

    #[test]
    fn literal_checks_are_decided_with_the_values_in_the_message() {
        let fails = maxsum_at_most_n_maxp(lit(3), lit(20), lit(70));
        match fails.decide("Hearts") {
            Decision::Fails(error) => assert_eq!(
                error.to_string(),
                "`Hearts`: maxsum (70) exceeds players * maxp (3 * 20 = 60)"
            ),
            _ => panic!("70 > 3 * 20 must fail"),
        }
        let holds = maxsum_at_most_n_maxp(lit(3), lit(20), lit(60));
        assert!(matches!(holds.decide("Hearts"), Decision::Holds));
    }

    #[test]
    fn a_constant_defers_the_check_to_the_compiler() {
        let check = maxsum_at_most_n_maxp(lit(3), constant("MAXP"), lit(70));
        assert!(matches!(check.decide("Hearts"), Decision::Deferred));
        let item = check
            .to_const_item("Hearts", &syn::parse_quote!(::maxn))
            .to_string();
        assert!(item.contains("(MAXP as i128)"), "{item}");
        assert!(item.contains("formatcp"), "{item}");
        assert!(
            item.contains("\"`Hearts`: maxsum ({}) exceeds players * maxp ({} * {} = {})\""),
            "{item}"
        );
    }

    #[test]
    fn remainders_by_zero_are_left_to_the_step_check() {
        let rem = Term::Score(lit(25)).rem(Term::Score(lit(0)));
        assert_eq!(rem.eval(Domain::Int), Some(Number::Int(0)));
        let rem = Term::Score(lit(25)).rem(Term::Score(lit(2)));
        assert_eq!(rem.eval(Domain::Int), Some(Number::Int(1)));
    }

    #[test]
    fn a_generic_value_makes_a_statement_for_each_instantiation() {
        let generic = Operand::Const {
            tokens: quote!(SIZE),
            text: "SIZE".into(),
            span: Span::call_site(),
            generic: true,
        };
        let check = maxsum_at_most_n_maxp(lit(3), lit(2), generic);
        assert!(check.is_generic());
        assert!(matches!(check.decide("Pile"), Decision::Deferred));
        let statement = check.to_generic_statement("Pile").to_string();
        // No `const` item (it could not name `SIZE`) and no `const_format` (it cannot format
        // a generic constant): the values as written, the product of literals computed.
        assert!(!statement.contains("const "), "{statement}");
        assert!(!statement.contains("formatcp"), "{statement}");
        assert!(statement.contains("(SIZE as i128)"), "{statement}");
        assert!(
            statement.contains(
                "`Pile`: maxsum (SIZE) exceeds players * maxp (3 * 2 = 6) for an instantiation"
            ),
            "{statement}"
        );
        let concrete = maxsum_at_most_n_maxp(lit(3), constant("MAXP"), lit(7));
        assert!(!concrete.is_generic());
        let generic_players = Operand::Const {
            tokens: quote!(N),
            text: "N".into(),
            span: Span::call_site(),
            generic: true,
        };
        let statement = maxsum_at_most_n_maxp(generic_players, lit(2), lit(7))
            .to_generic_statement("Pile")
            .to_string();
        assert!(
            statement.contains("players * maxp (N * 2 = ?)"),
            "{statement}"
        );
    }

    #[test]
    fn fills_placeholders_in_order() {
        assert_eq!(fill("{} of {}", &["a".into(), "b".into()]), "a of b");
        assert_eq!(escape_braces("a{b}"), "a{{b}}");
    }
}
