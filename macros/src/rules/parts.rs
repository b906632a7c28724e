//! The pieces of a rules block that the signature readers (`signatures`) build and the model
//! and the expansion use: the move generators, how each hands its moves over, and the value
//! functions. Apart from `model` so that the readers need not import the model that imports
//! them.

use syn::{Attribute, Ident, Type};

/// One kind of move: a function marked `#[moves]`.
pub(crate) struct Generator {
    /// The function.
    pub(crate) ident: Ident,
    /// The enum variant of its moves.
    pub(crate) variant: Ident,
    /// The type of its moves; `None` for `()`, which becomes a unit variant.
    pub(crate) payload: Option<Type>,
    /// How it hands its moves over.
    pub(crate) form: Form,
    /// Its doc comments, which document the variant.
    pub(crate) docs: Vec<Attribute>,
}

/// How a generator hands its moves over.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Form {
    /// `fn kind(&self) -> impl IntoIterator<Item = M>`.
    Returns,
    /// `fn kind(&self, push: impl FnMut(M))`, or `&mut impl FnMut(M)` (`by_reference`), for
    /// generators that recurse (hop chains).
    Sink {
        /// Whether the sink is taken as `&mut`.
        by_reference: bool,
    },
    /// `fn kind(&self, moves: &mut impl MoveBuffer<Move = M>)`: writes straight to the game's
    /// move list, for generators already written against [`MoveBuffer`]; only as the one
    /// generator, since a buffer of `M` cannot wrap moves in a variant.
    Buffer,
}

/// `outcome` or `evaluate`: the value tuple it returns.
pub(crate) struct ValueFn {
    /// The value type as written: `[S; N]` (inside `Option` for `outcome`), where a wrong
    /// length or score type is reported.
    pub(crate) value: Type,
}
