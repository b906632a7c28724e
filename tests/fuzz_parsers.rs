//! Fuzzing the text parsers a user feeds: PBN deals, Chinese Checkers positions, and synthetic
//! tree parameters. Arbitrary text, and valid text with characters inserted, deleted or
//! replaced (any Unicode, wide spaces included): never a panic; an error names a place within
//! the text, counted in characters; what parses, prints back to what parses to the same.
//!
//! The default run is light; `cargo test --release --test fuzz_parsers -- --ignored` runs the
//! heavy one (`PROPTEST_CASES` also sets the case count of both).

use maxn::{Limits, MaxN, Searcher};
use maxn_games::cards::{Deal, HEARTS_3, HEARTS_4, SERGEANT_MAJOR, SPADES_3, Variant};
use maxn_games::chinese_checkers::{AnyChineseCheckers, random_positions};
use maxn_games::synthetic::{FloatTree, IntTree, Model, TreeSpec};
use proptest::prelude::*;
use proptest::test_runner::{Config, TestRunner};

/// A valid text with up to four random edits (insert, delete or replace one character).
fn mutated(valid: impl Strategy<Value = String>) -> impl Strategy<Value = String> {
    (
        valid,
        prop::collection::vec((any::<u16>(), 0u8..3, any::<char>()), 0..4),
    )
        .prop_map(|(text, edits)| {
            let mut chars: Vec<char> = text.chars().collect();
            for (place, kind, symbol) in edits {
                let at = usize::from(place) % (chars.len() + 1);
                match kind {
                    0 => chars.insert(at, symbol),
                    1 if at < chars.len() => drop(chars.remove(at)),
                    _ if at < chars.len() => chars[at] = symbol,
                    _ => chars.push(symbol),
                }
            }
            chars.into_iter().collect()
        })
}

/// Text a user might type: mostly the parsers' own alphabet, some anything at all.
fn noise() -> impl Strategy<Value = String> {
    prop_oneof![
        "[NESW: \"AKQJT98765432.\u{3000}]{0,70}",
        "[a-f0-9./ \u{3000}é]{0,90}",
        any::<String>(),
    ]
}

fn deal_text<const N: usize>(variant: &'static Variant<N>) -> impl Strategy<Value = String> {
    any::<u64>().prop_map(move |seed| Deal::random(variant, seed).to_string())
}

/// Parses `text` as a deal of `variant`: no panic; an error's column lies within the text; a
/// deal prints back to the same deal.
fn check_deal<const N: usize>(variant: &Variant<N>, text: &str) -> Result<(), TestCaseError> {
    // A leading space, ASCII or wide, moves every column by one character.
    let ascii = Deal::parse(&format!(" {text}"), variant).err();
    let wide = Deal::parse(&format!("\u{3000}{text}"), variant).err();
    prop_assert_eq!(ascii.map(|e| e.to_string()), wide.map(|e| e.to_string()));
    match Deal::parse(text, variant) {
        Ok(deal) => {
            let again = Deal::parse(&deal.to_string(), variant);
            prop_assert_eq!(again.as_ref().ok(), Some(&deal));
        }
        Err(error) => {
            let message = error.to_string();
            let length = text.chars().count();
            if let Some(column) = column_in(&message) {
                prop_assert!(
                    column >= 1 && column <= length + 1,
                    "{} in {:?}",
                    message,
                    text
                );
            }
        }
    }
    Ok(())
}

/// The number after "column " or "character " in a message, if any.
fn column_in(message: &str) -> Option<usize> {
    ["column ", "character "].iter().find_map(|word| {
        let rest = &message[message.find(word)? + word.len()..];
        rest.split(|c: char| !c.is_ascii_digit())
            .next()?
            .parse()
            .ok()
    })
}

fn check_position(text: &str) -> Result<(), TestCaseError> {
    // A leading space, ASCII or wide (three bytes in UTF-8), moves every place by one
    // character: places are counted in characters.
    let ascii = AnyChineseCheckers::parse(&format!(" {text}"), None).err();
    let wide = AnyChineseCheckers::parse(&format!("\u{3000}{text}"), None).err();
    prop_assert_eq!(ascii.as_ref().map(|e| e.at), wide.as_ref().map(|e| e.at));
    prop_assert_eq!(ascii.map(|e| e.to_string()), wide.map(|e| e.to_string()));
    match AnyChineseCheckers::parse(text, None) {
        Ok(position) => {
            let again = AnyChineseCheckers::parse(&position.to_string(), None);
            prop_assert_eq!(
                again.map(|p| p.to_string()).ok(),
                Some(position.to_string())
            );
        }
        Err(error) => {
            if let Some(at) = error.at {
                prop_assert!(at <= text.chars().count(), "{:?} in {:?}", error, text);
            }
            let message = error.to_string();
            if let Some(character) = column_in(&message) {
                prop_assert!(character >= 1 && character <= text.chars().count() + 1);
            }
        }
    }
    Ok(())
}

fn positions() -> impl Strategy<Value = String> {
    (
        any::<u64>(),
        prop_oneof![Just(2usize), Just(3), Just(4), Just(6)],
    )
        .prop_map(|(seed, players)| match players {
            2 => random_positions::<2>(seed, 1, 30)[0].to_string(),
            3 => random_positions::<3>(seed, 1, 30)[0].to_string(),
            4 => random_positions::<4>(seed, 1, 30)[0].to_string(),
            _ => random_positions::<6>(seed, 1, 30)[0].to_string(),
        })
}

/// Any tree parameters: the tree is built or refused with a reason, never a panic; a small
/// tree is searched.
fn check_tree(branching: usize, depth: u32, seed: u64, model: u8) -> Result<(), TestCaseError> {
    let model = [Model::Random, Model::Best, Model::Uniform][usize::from(model % 3)];
    let spec = TreeSpec::new(branching, depth, seed, model);
    let small = branching > 0 && (branching as f64).powi(depth as i32) <= 4096.0;
    match IntTree::<3, 720_720>::root(&spec) {
        Ok(root) if small => {
            let result = MaxN.search(&root, Limits::depth(depth));
            prop_assert_eq!(result.value.iter().sum::<u32>(), 720_720);
        }
        Ok(_) => {}
        Err(error) => prop_assert!(!error.to_string().is_empty()),
    }
    match FloatTree::<5>::root(&spec) {
        Ok(root) if small => prop_assert!(MaxN.search(&root, Limits::depth(depth)).complete),
        Ok(_) => {}
        Err(error) => prop_assert!(!error.to_string().is_empty()),
    }
    Ok(())
}

/// Runs every property with `cases` cases each.
fn fuzz(cases: u32) {
    // A fresh runner per property: one runner counts its cases over all its runs.
    let runner = || {
        TestRunner::new(Config {
            cases,
            failure_persistence: None,
            ..Config::default()
        })
    };
    let deals = prop_oneof![
        mutated(deal_text(&SERGEANT_MAJOR)),
        mutated(deal_text(&HEARTS_4)),
        mutated(deal_text(&HEARTS_3)),
        mutated(deal_text(&SPADES_3)),
        noise(),
    ];
    runner()
        .run(&deals, |text| {
            check_deal(&SERGEANT_MAJOR, &text)?;
            check_deal(&HEARTS_4, &text)?;
            check_deal(&HEARTS_3, &text)?;
            check_deal(&SPADES_3, &text)
        })
        .unwrap();
    runner()
        .run(&prop_oneof![mutated(positions()), noise()], |text| {
            check_position(&text)
        })
        .unwrap();
    let parameters = (0usize..70, 0u32..70, any::<u64>(), any::<u8>());
    runner()
        .run(&parameters, |(branching, depth, seed, model)| {
            check_tree(branching, depth, seed, model)
        })
        .unwrap();
}

#[test]
fn parsers_survive_fuzzing_light() {
    fuzz(300);
}

#[test]
#[ignore = "heavy: run with --release -- --ignored"]
fn parsers_survive_fuzzing_heavy() {
    fuzz(20_000);
}
