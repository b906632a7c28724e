//! The card games chosen at run time: each is built for exactly the player counts it is
//! played by, from a seed or a PBN deal, and anything else is an error that says why.

use maxn_games::cards::CardGame;
use maxn_lab::catalogue::CatalogueError;
use maxn_lab::games::cards::{CardGameError, CardGameName, CardJob, DealSource, with_card_game};
use maxn_lab::registry::Searchable;

/// The player count and the hands' sizes of the game built.
struct Shape;

impl CardJob for Shape {
    type Output = (usize, Vec<usize>);

    fn run<G: CardGame<N> + Searchable<N>, const N: usize>(self, game: G) -> Self::Output {
        let hands = game.table().hands().iter().map(|h| h.len()).collect();
        (N, hands)
    }
}

#[test]
fn each_game_is_built_for_the_counts_it_is_played_by() {
    let seed = DealSource::Seed(3);
    let build = |game, players| with_card_game(game, players, seed, true, Shape);
    assert_eq!(
        build(CardGameName::SergeantMajor, None),
        Ok((3, vec![16; 3]))
    );
    assert_eq!(build(CardGameName::Spades, Some(3)), Ok((3, vec![17; 3])));
    assert_eq!(build(CardGameName::Hearts, None), Ok((4, vec![13; 4])));
    assert_eq!(build(CardGameName::Hearts, Some(3)), Ok((3, vec![17; 3])));
    for (game, players, played_by) in [
        (CardGameName::SergeantMajor, 4, "3"),
        (CardGameName::Spades, 2, "3"),
        (CardGameName::Hearts, 5, "3 or 4"),
    ] {
        let error = build(game, Some(players)).unwrap_err();
        let expected = CatalogueError::players(game.title(), game.players(), players);
        assert_eq!(error, CardGameError::Players(expected));
        let message = error.to_string();
        assert_eq!(
            message,
            format!(
                "{} is played by {played_by} players, not {players}",
                game.title()
            )
        );
    }
}

#[test]
fn a_bad_deal_is_a_deal_error() {
    let deal = DealSource::Pbn("N:AKQ.. ...");
    let error = with_card_game(CardGameName::Hearts, None, deal, true, Shape).unwrap_err();
    assert!(matches!(error, CardGameError::Deal(_)), "{error:?}");
}
