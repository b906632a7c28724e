//! The PBN deal notation, `N:<hand> <hand> <hand> <hand>`: parsing (with the errors of
//! [`DealError`] saying where a malformed deal goes wrong) and printing.
//!
//! The letter before the colon names the seat of the first hand; the hands follow clockwise
//! (N, E, S, W; a 3-player game has three hands and the seats N, E, S). A hand is
//! `spades.hearts.diamonds.clubs`, each suit's ranks from `AKQJT98765432` (a void is empty).
//! Parsing accepts either case, any run of spaces between hands, and the value of a PBN tag
//! in double quotes; printing writes the canonical form from North, ranks high to low, so a
//! printed deal parses back to itself.

use super::card::{Card, Rank, Suit};
use super::deal::{Deal, SEATS, Variant};
use super::deal_error::DealError;
use super::set::CardSet;

impl<const N: usize> Deal<N> {
    /// Parses a PBN deal for `variant` (see the module docs for the form).
    pub fn parse(text: &str, variant: &Variant<N>) -> Result<Self, DealError> {
        let chars: Vec<char> = text.chars().collect();
        // Trim spaces and one pair of surrounding quotes, remembering the columns.
        let mut start = 0;
        let mut end = chars.len();
        while start < end && chars[start].is_whitespace() {
            start += 1;
        }
        while end > start && chars[end - 1].is_whitespace() {
            end -= 1;
        }
        if end - start >= 2 && chars[start] == '"' && chars[end - 1] == '"' {
            start += 1;
            end -= 1;
        }
        let body = &chars[start..end];
        let seats: String = SEATS[..N]
            .iter()
            .map(char::to_string)
            .collect::<Vec<_>>()
            .join(", ");
        let colon = body.iter().position(|&c| c == ':');
        let first_seat = match colon {
            Some(1) => {
                let letter = body[0].to_ascii_uppercase();
                match SEATS[..N].iter().position(|&s| s == letter) {
                    Some(seat) => seat,
                    None => {
                        return Err(DealError::BadSeat {
                            found: body[0].to_string(),
                            seats,
                            column: start + 1,
                        });
                    }
                }
            }
            Some(at) if at > 1 => {
                return Err(DealError::BadSeat {
                    found: body[..at].iter().collect(),
                    seats,
                    column: start + 1,
                });
            }
            _ => return Err(DealError::MissingSeat),
        };
        // Split the rest into hands, each with the column where it starts.
        let mut hands_text: Vec<(usize, &[char])> = Vec::new();
        let mut index = 2;
        while index < body.len() {
            if body[index].is_whitespace() {
                index += 1;
                continue;
            }
            let from = index;
            while index < body.len() && !body[index].is_whitespace() {
                index += 1;
            }
            hands_text.push((start + from + 1, &body[from..index]));
        }
        if hands_text.len() != N {
            return Err(DealError::HandCount {
                expected: N,
                found: hands_text.len(),
            });
        }
        let mut hands = [CardSet::EMPTY; N];
        let mut seen = CardSet::EMPTY;
        for (offset, &(column, hand_text)) in hands_text.iter().enumerate() {
            let seat = (first_seat + offset) % N;
            let hand = parse_hand(hand_text, column, SEATS[seat], &hands, seen, variant)?;
            if hand.len() != variant.hand_size {
                return Err(DealError::CardCount {
                    seat: SEATS[seat],
                    expected: variant.hand_size,
                    found: hand.len(),
                    column: Some(column),
                });
            }
            seen |= hand;
            hands[seat] = hand;
        }
        Deal::new(hands, variant)
    }
}

/// Parses one hand starting at `column`, rejecting cards already in `seen` (the hands parsed
/// before it, in `hands`) and cards outside the variant's deck.
fn parse_hand<const N: usize>(
    text: &[char],
    column: usize,
    seat: char,
    hands: &[CardSet; N],
    seen: CardSet,
    variant: &Variant<N>,
) -> Result<CardSet, DealError> {
    let suits = text.iter().filter(|&&c| c == '.').count() + 1;
    if suits != 4 {
        return Err(DealError::SuitCount {
            seat,
            found: suits,
            column,
        });
    }
    let mut hand = CardSet::EMPTY;
    let mut suit_index = 0;
    for (offset, &c) in text.iter().enumerate() {
        let column = column + offset;
        let suit = Suit::PBN_ORDER[suit_index];
        if c == '.' {
            suit_index += 1;
            continue;
        }
        let Some(rank) = Rank::from_char(c) else {
            return Err(DealError::UnknownRank {
                seat,
                suit,
                found: c,
                column,
            });
        };
        let card = Card::new(suit, rank);
        if hand.contains(card) || seen.contains(card) {
            let first = hands
                .iter()
                .position(|h| h.contains(card))
                .map_or(seat, |s| SEATS[s]);
            return Err(DealError::Duplicate {
                card,
                seat,
                first_seat: first,
                column: Some(column),
            });
        }
        if !variant.deck.contains(card) {
            return Err(DealError::NotInDeck {
                card,
                seat,
                variant: variant.name,
                column: Some(column),
            });
        }
        hand.insert(card);
    }
    Ok(hand)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::deal::{HEARTS_3, HEARTS_4, SERGEANT_MAJOR, SPADES_3};

    /// A 4-player deal written out by hand: N holds the spades, E the hearts, and so on.
    const SUITED: &str = "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432";

    #[test]
    fn a_hand_written_deal_parses_to_the_cards_it_names() {
        let deal = Deal::parse(SUITED, &HEARTS_4).unwrap();
        let hands = deal.hands();
        assert_eq!(hands[0], CardSet::suit(Suit::Spades));
        assert_eq!(hands[1], CardSet::suit(Suit::Hearts));
        assert_eq!(hands[2], CardSet::suit(Suit::Diamonds));
        assert_eq!(hands[3], CardSet::suit(Suit::Clubs));
        assert_eq!(deal.to_string(), SUITED);
    }

    #[test]
    fn hands_follow_clockwise_from_the_named_seat() {
        let from_east = "E:.AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432 AKQJT98765432...";
        assert_eq!(
            Deal::parse(from_east, &HEARTS_4),
            Deal::parse(SUITED, &HEARTS_4)
        );
        let west = "w:...AKQJT98765432 AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432.";
        assert_eq!(Deal::parse(west, &HEARTS_4), Deal::parse(SUITED, &HEARTS_4));
    }

    #[test]
    fn random_deals_round_trip_in_every_variant() {
        for seed in 0..100 {
            let deal = Deal::random(&SERGEANT_MAJOR, seed);
            assert_eq!(Deal::parse(&deal.to_string(), &SERGEANT_MAJOR), Ok(deal));
            let deal = Deal::random(&HEARTS_3, seed);
            assert_eq!(Deal::parse(&deal.to_string(), &HEARTS_3), Ok(deal));
            let deal = Deal::random(&HEARTS_4, seed);
            assert_eq!(Deal::parse(&deal.to_string(), &HEARTS_4), Ok(deal));
            let deal = Deal::random(&SPADES_3, seed);
            assert_eq!(Deal::parse(&deal.to_string(), &SPADES_3), Ok(deal));
        }
    }

    #[test]
    fn lenient_spacing_case_and_quotes() {
        let text = format!("  \"{}\"  ", SUITED.to_lowercase().replace(' ', "   "));
        assert_eq!(
            Deal::parse(&text, &HEARTS_4),
            Deal::parse(SUITED, &HEARTS_4)
        );
    }

    fn error<const N: usize>(text: &str, variant: &Variant<N>) -> (DealError, String) {
        let error = Deal::parse(text, variant).unwrap_err();
        let message = error.to_string();
        (error, message)
    }

    #[test]
    fn malformed_deals_say_what_and_where() {
        let (e, m) = error("", &HEARTS_4);
        assert_eq!(e, DealError::MissingSeat);
        assert!(m.contains("seat and a colon"), "{m}");

        let (e, m) = error(&SUITED.replacen('N', "X", 1), &HEARTS_4);
        assert!(matches!(e, DealError::BadSeat { ref found, .. } if found == "X"));
        assert!(m.contains("`X`") && m.contains("N, E, S, W"), "{m}");

        // The seat's column counts the spaces (and the quote) before it.
        let (e, m) = error(
            &format!("  \"{}\"", SUITED.replacen('N', "X", 1)),
            &HEARTS_4,
        );
        assert!(matches!(e, DealError::BadSeat { column: 4, .. }), "{e:?}");
        assert!(m.starts_with("`X` at column 4 "), "{m}");

        let (e, m) = error("W:AKQJT9876.... .AKQJT98.. ..AKQJT98765432.", &HEARTS_3);
        assert!(
            matches!(e, DealError::BadSeat { .. }),
            "W is no seat of a 3-player game"
        );
        assert!(
            m.contains("`W`") && m.ends_with("the seats are N, E, S"),
            "{m}"
        );

        let (e, m) = error("North:AKQ...", &HEARTS_4);
        assert!(matches!(e, DealError::BadSeat { .. }), "{m}");

        let three = SUITED.rsplit_once(' ').unwrap().0;
        let (e, m) = error(three, &HEARTS_4);
        assert_eq!(
            e,
            DealError::HandCount {
                expected: 4,
                found: 3
            }
        );
        assert!(m.contains("3 hand(s)") && m.contains("deals 4"), "{m}");

        // E's hand lacks a dot: three suits, at the column where it starts.
        let text = SUITED.replacen(".AKQJT98765432..", ".AKQJT98765432.", 1);
        let (e, m) = error(&text, &HEARTS_4);
        assert_eq!(
            e,
            DealError::SuitCount {
                seat: 'E',
                found: 3,
                column: 20
            }
        );
        assert!(m.contains("column 20"), "{m}");

        // An unknown rank in S's diamonds.
        let text = SUITED.replacen("..AKQJT98765432.", "..AKQJX98765432.", 1);
        let (e, m) = error(&text, &HEARTS_4);
        let column = text.find('X').unwrap() + 1;
        assert_eq!(
            e,
            DealError::UnknownRank {
                seat: 'S',
                suit: Suit::Diamonds,
                found: 'X',
                column
            }
        );
        assert!(
            m.contains("`X`") && m.contains("diamonds") && m.contains(&format!("column {column}")),
            "{m}"
        );
        // "10" is not PBN: the 1 is reported.
        let (e, _) = error("N:10... ... ... ...", &HEARTS_4);
        assert!(
            matches!(
                e,
                DealError::UnknownRank {
                    found: '1',
                    column: 3,
                    ..
                }
            ),
            "{e:?}"
        );
    }

    #[test]
    fn duplicates_missing_cards_and_foreign_cards_are_rejected() {
        // The ace of spades given to E as well (E's hand then has 14 cards, but the duplicate
        // is found first, where it stands).
        let text = SUITED.replacen(" .AKQ", " A.AKQ", 1);
        let (e, m) = error(&text, &HEARTS_4);
        assert_eq!(
            e,
            DealError::Duplicate {
                card: "SA".parse().unwrap(),
                seat: 'E',
                first_seat: 'N',
                column: Some(20)
            }
        );
        assert!(m.contains("both N and E") && m.contains("column 20"), "{m}");
        let (e, _) = error(&SUITED.replacen("AKQ", "AKK", 1), &HEARTS_4);
        assert!(matches!(
            e,
            DealError::Duplicate {
                seat: 'N',
                first_seat: 'N',
                ..
            }
        ));

        // N short of the deuce of spades: 12 cards.
        let text = SUITED.replacen("5432...", "543...", 1);
        let (e, m) = error(&text, &HEARTS_4);
        assert_eq!(
            e,
            DealError::CardCount {
                seat: 'N',
                expected: 13,
                found: 12,
                column: Some(3)
            }
        );
        assert!(m.contains("12 card(s)") && m.contains("deals 13"), "{m}");

        // The 2 of diamonds is not in 3-player Hearts; the same deal is a valid 3-player
        // Spades deal, whose deck lacks the 2 of clubs instead.
        let with_d2 = "N:AKQJT98765432.AKQJ.. .T98765432.AKQJT987. ..65432.AKQJT9876543";
        let (e, m) = error(with_d2, &HEARTS_3);
        let column = with_d2.rfind("65432.").unwrap() + 5;
        assert_eq!(
            e,
            DealError::NotInDeck {
                card: Card::TWO_OF_DIAMONDS,
                seat: 'S',
                variant: HEARTS_3.name,
                column: Some(column)
            }
        );
        assert!(
            m.contains("D2") && m.contains("not in the deck of Hearts (3 players)"),
            "{m}"
        );
        assert!(Deal::parse(with_d2, &SPADES_3).is_ok());
        let with_c2 = "N:AKQJT98765432.AKQJ.. .T98765432.AKQJT987. ..6543.AKQJT98765432";
        assert!(Deal::parse(with_c2, &HEARTS_3).is_ok());
        let (e, _) = error(with_c2, &SPADES_3);
        assert!(
            matches!(e, DealError::NotInDeck { card, seat: 'S', .. } if card == Card::TWO_OF_CLUBS),
            "{e:?}"
        );
    }

    #[test]
    fn no_input_panics() {
        // A crude fuzz: every prefix and many one-character corruptions of a valid deal
        // return (an error or a deal) without panicking.
        let text = Deal::random(&HEARTS_3, 3).to_string();
        for end in 0..=text.len() {
            let _ = Deal::parse(&text[..end], &HEARTS_3);
        }
        for at in 0..text.len() {
            for c in ['.', ' ', ':', 'A', '2', 'x', '"', 'é'] {
                let mut corrupted: Vec<char> = text.chars().collect();
                corrupted[at] = c;
                let corrupted: String = corrupted.into_iter().collect();
                let _ = Deal::parse(&corrupted, &HEARTS_3);
            }
        }
    }
}
