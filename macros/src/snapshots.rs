//! Expansion snapshots: what the attributes generate for two example games, pretty-printed
//! and compared with the reviewed files in `tests/expand/`. After a deliberate change to the
//! generated code, regenerate them with `MAXN_BLESS=1 cargo test -p maxn-macros` and review
//! the diff.

use std::path::PathBuf;

use proc_macro2::TokenStream;
use quote::quote;

/// Expands a game's struct and rules block as the compiler would, one attribute each.
fn expand(args: TokenStream, item: TokenStream, rules: TokenStream) -> String {
    let mut tokens = crate::game::expand(args, item).expect("the struct parses");
    tokens.extend(crate::rules::expand(TokenStream::new(), rules).expect("the block parses"));
    let file: syn::File = syn::parse2(tokens).expect("the expansion is valid Rust");
    prettyplease::unparse(&file)
}

fn assert_snapshot(name: &str, expanded: &str) {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/expand")
        .join(format!("{name}.expanded.rs"));
    if std::env::var_os("MAXN_BLESS").is_some() {
        std::fs::write(&path, expanded).expect("the snapshot is writable");
        return;
    }
    let reviewed = std::fs::read_to_string(&path)
        .unwrap_or_else(|error| panic!("{}: {error}; run with MAXN_BLESS=1", path.display()));
    assert!(
        reviewed == expanded,
        "the expansion of {name} changed; review it and run with MAXN_BLESS=1:\n{expanded}"
    );
}

/// The README's game: one kind of move, a `#[score]` field, literal bounds.
#[test]
fn tokens() {
    let expanded = expand(
        quote!(players = 3, score = u8, maxsum = 10, max_moves = 3),
        quote! {
            #[derive(Clone, Debug)]
            struct Tokens {
                left: u8,
                #[turn]
                to_move: u8,
                #[score]
                taken: [u8; 3],
            }
        },
        quote! {
            impl Tokens {
                /// Take three, two or one tokens.
                #[moves]
                fn take(&self) -> impl Iterator<Item = u8> {
                    (1..=self.left.min(3)).rev()
                }

                fn play(&mut self, take: u8) {
                    self.left -= take;
                    self.taken[usize::from(self.to_move)] += take;
                    self.to_move = (self.to_move + 1) % 3;
                }

                fn outcome(&self) -> Option<[u8; 3]> {
                    (self.left == 0).then_some(self.taken)
                }

                fn evaluate(&self) -> [u8; 3] {
                    self.taken
                }
            }
        },
    );
    assert_snapshot("tokens", &expanded);
}

/// A minimisation game with two kinds of moves (an enum, one of them a sink and one a unit
/// variant) and a bound given as a constant (a deferred check).
#[test]
fn penalties() {
    let expanded = expand(
        quote!(
            players = 3,
            score = u8,
            objective = min,
            maxp = MAXP,
            minsum = 6,
            max_moves = 3
        ),
        quote! {
            #[derive(Clone, Debug)]
            struct Penalties {
                left: u8,
                #[turn]
                to_move: usize,
                #[score]
                points: [u8; 3],
            }
        },
        quote! {
            impl Penalties {
                /// Take one or two points.
                #[moves]
                fn take(&self, push: &mut impl FnMut(u8)) {
                    for take in 1..=self.left.min(2) {
                        push(take);
                    }
                }

                #[moves]
                fn pass(&self) -> Option<()> {
                    (self.left > 0).then_some(())
                }

                fn play(&mut self, mv: PenaltiesMove) {
                    if let PenaltiesMove::Take(take) = mv {
                        self.left -= take;
                        self.points[self.to_move] += take;
                    }
                    self.to_move = (self.to_move + 1) % 3;
                }

                fn outcome(&self) -> Option<[u8; 3]> {
                    (self.left == 0).then_some(self.points)
                }

                fn evaluate(&self) -> [u8; 3] {
                    self.points
                }
            }
        },
    );
    assert_snapshot("penalties", &expanded);
}

/// A generic game: the player count and the bounds name the struct's const parameters, so
/// the impls carry them and the checks are an associated constant; a bound that names no
/// parameter (`max_moves = MOVES`) is still a concrete `const` item.
#[test]
fn generic_pile() {
    let expanded = expand(
        quote!(
            players = N,
            score = u8,
            maxsum = SIZE as u8,
            maxp = 2,
            max_moves = MOVES
        ),
        quote! {
            #[derive(Clone, Debug)]
            struct Pile<const N: usize, const SIZE: usize> {
                left: u8,
                #[turn]
                to_move: usize,
                #[score]
                taken: [u8; N],
            }
        },
        quote! {
            impl<const N: usize, const SIZE: usize> Pile<N, SIZE> {
                #[moves]
                fn take(&self) -> impl Iterator<Item = u8> {
                    1..=self.left.min(3)
                }

                fn play(&mut self, take: u8) {
                    self.left -= take;
                    self.taken[self.to_move] += take;
                    self.to_move = (self.to_move + 1) % N;
                }

                fn outcome(&self) -> Option<[u8; N]> {
                    (self.left == 0).then_some(self.taken)
                }

                fn evaluate(&self) -> [u8; N] {
                    self.taken
                }
            }
        },
    );
    assert_snapshot("generic_pile", &expanded);
}
