//! Finding an item of a list by its name, or the error listing the names there are.

use super::CatalogueError;

/// The item of `items` whose `name_of` is `name`, or the error naming the `kind` asked for
/// and listing every item's name: how the games, algorithms and agents are parsed.
pub fn find_by_name<T: Copy>(
    kind: &'static str,
    name: &str,
    items: &[T],
    name_of: impl Fn(T) -> &'static str,
) -> Result<T, CatalogueError> {
    items
        .iter()
        .copied()
        .find(|&item| name_of(item) == name)
        .ok_or_else(|| CatalogueError::UnknownName {
            kind,
            name: name.to_owned(),
            known: items.iter().map(|&item| name_of(item)).collect(),
        })
}
