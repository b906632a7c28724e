//! `maxn serve` driven as a child process, as another program drives it: whole games of every
//! built-in game with the moves relayed between one server per seat, each move equal to
//! `maxn play`'s for the same agents and seeds; hidden-hand seats given only their view,
//! deciding as in `maxn play`; and a protocol fuzz under an address-space limit.

#[allow(dead_code)] // `json` and the others are for the other test files
mod common;

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};

use common::json_lines;
use maxn_games::rng::SplitMix64;
use serde_json::{Value, json};

/// A running `maxn serve`, greeted.
struct Server {
    child: Child,
    input: ChildStdin,
    output: BufReader<ChildStdout>,
}

impl Server {
    /// Starts `maxn serve` (under `prlimit --as` when `limit` is given and prlimit exists)
    /// and says hello.
    fn start(limit: Option<u64>) -> Self {
        let binary = env!("CARGO_BIN_EXE_maxn");
        let prlimit = limit.filter(|_| {
            Command::new("prlimit")
                .arg("--version")
                .output()
                .is_ok_and(|o| o.status.success())
        });
        let mut command = match prlimit {
            Some(bytes) => {
                let mut command = Command::new("prlimit");
                command.arg(format!("--as={bytes}")).arg(binary);
                command
            }
            None => Command::new(binary),
        };
        let mut child = command
            .arg("serve")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("maxn serve runs");
        let input = child.stdin.take().unwrap();
        let output = BufReader::new(child.stdout.take().unwrap());
        let mut server = Self {
            child,
            input,
            output,
        };
        let hello = server.send(r#"{"cmd":"hello","protocol":1}"#);
        assert_eq!(hello["answer"], "hello", "{hello}");
        server
    }

    /// Sends one line, returns the one answer line parsed.
    fn send(&mut self, line: &str) -> Value {
        self.send_bytes(line.as_bytes())
    }

    /// Sends one line of raw bytes, returns the one answer line parsed.
    fn send_bytes(&mut self, line: &[u8]) -> Value {
        self.input.write_all(line).unwrap();
        self.input.write_all(b"\n").unwrap();
        self.input.flush().unwrap();
        let mut answer = String::new();
        self.output.read_line(&mut answer).unwrap();
        assert!(
            answer.ends_with('\n'),
            "one answer line for {:?}: {answer:?}",
            String::from_utf8_lossy(line)
        );
        serde_json::from_str(&answer).unwrap_or_else(|e| panic!("{e}: {answer}"))
    }

    /// Sends `request`; the answer must be `kind`.
    fn expect(&mut self, request: &Value, kind: &str) -> Value {
        let answer = self.send(&request.to_string());
        assert_eq!(answer["answer"], kind, "{request} -> {answer}");
        answer
    }

    /// Says `quit`, checks `bye`, a clean exit and nothing on standard error.
    fn quit(mut self) {
        let bye = self.send(r#"{"cmd":"quit"}"#);
        assert_eq!(bye["answer"], "bye");
        drop(self.input);
        let output = self.child.wait_with_output().unwrap();
        assert!(output.status.success(), "exit {:?}", output.status);
        assert!(
            output.stderr.is_empty(),
            "stderr: {}",
            String::from_utf8_lossy(&output.stderr)
        );
    }
}

/// The JSON lines of `maxn play --json` for `game` with `players`, `agents` and `seed`, and
/// the flags `more`.
fn play_lines(game: &str, players: usize, agents: &[&str], seed: u64, more: &[&str]) -> Vec<Value> {
    let (players, seed, agents) = (players.to_string(), seed.to_string(), agents.join(","));
    let mut args = vec![
        "play",
        "--game",
        game,
        "--players",
        &players,
        "--agents",
        &agents,
        "--seed",
        &seed,
        "--json",
    ];
    args.extend_from_slice(more);
    json_lines(&args)
}

/// Plays the game `maxn play --json` plays with `args`, one server per seat (each playing
/// that seat with that seat's agent), relaying every move to the others; every move the
/// seat's server chooses must be `maxn play`'s, decision record and all. Returns the moves.
fn relay(
    game: &str,
    players: usize,
    agents: &[&str],
    nodes: u64,
    seed: u64,
    start_by_text: bool,
    memory: Option<(usize, &str)>,
) -> usize {
    let nodes_text = nodes.to_string();
    let mut flags = vec!["--node-limit".to_owned(), nodes_text];
    if let Some((mib, ordering)) = memory {
        flags.extend([
            "--tt-mb".to_owned(),
            mib.to_string(),
            "--ordering".to_owned(),
            ordering.to_owned(),
        ]);
    }
    let flags: Vec<&str> = flags.iter().map(String::as_str).collect();
    let lines = play_lines(game, players, agents, seed, &flags);
    let (moves, result) = lines.split_at(lines.len() - 1);
    let record = &result[0];
    let mut servers: Vec<Server> = (0..players).map(|_| Server::start(None)).collect();
    let start_field = if game == "chinese-checkers" {
        "position"
    } else {
        "deal"
    };
    for (seat, server) in servers.iter_mut().enumerate() {
        let mut start = json!({
            "cmd": "start", "game": game, "players": players, "agent": agents[seat],
            "nodes": nodes, "seats": [seat],
        });
        if let Some((mib, ordering)) = memory {
            start["tt_mb"] = json!(mib);
            start["ordering"] = json!(ordering);
        }
        if start_by_text {
            start[start_field] = record["start"].clone();
        } else {
            start["seed"] = json!(seed);
        }
        let started = server.expect(&start, "started");
        assert_eq!(started["start"], record["start"], "{game}: the same start");
    }
    for line in moves {
        let mover = line["decision"]["player"].as_u64().unwrap() as usize;
        let best = servers[mover].expect(&json!({"cmd": "go"}), "best");
        for key in ["ply", "agent", "move", "decision"] {
            assert_eq!(best[key], line[key], "{game} seed {seed}: {key} of {line}");
        }
        for (seat, server) in servers.iter_mut().enumerate() {
            if seat != mover {
                let moved = server.expect(&json!({"cmd": "move", "move": line["move"]}), "moved");
                assert_eq!(moved["player"], mover);
                assert_eq!(moved["to_move"], best["to_move"]);
            }
        }
    }
    let over = record["finish"] == "over";
    for server in &mut servers {
        let position = server.expect(&json!({"cmd": "position"}), "position");
        assert_eq!(position["over"], over, "{game}: {position}");
        assert_eq!(position["moves"].as_array().unwrap().len(), moves.len());
        if over {
            assert_eq!(position["scores"], record["scores"]);
        }
    }
    servers.into_iter().for_each(Server::quit);
    moves.len()
}

#[test]
fn every_open_game_relayed_through_serve_moves_as_play_does() {
    // Every game with every hand visible at every player count, every kind of agent; search
    // agents with a table and a move ordering kept from move to move in some (their killers
    // and best moves order the next move's search: the records differ from those without).
    assert_eq!(
        relay(
            "hearts",
            3,
            &["paranoid", "speculative", "mcts:seed=3"],
            1_500,
            1,
            true,
            None
        ),
        51
    );
    assert_eq!(
        relay(
            "hearts",
            4,
            &["mp-mix", "maxn", "paranoid", "shallow"],
            1_500,
            2,
            false,
            None
        ),
        52
    );
    assert_eq!(
        relay(
            "spades",
            3,
            &["speculative", "mcts", "paranoid"],
            1_500,
            3,
            false,
            Some((1, "killers"))
        ),
        51
    );
    assert_eq!(
        relay(
            "sergeant-major",
            3,
            &["paranoid", "mp-mix", "maxn"],
            1_500,
            4,
            true,
            Some((1, "table"))
        ),
        48
    );
    for (players, agents) in [
        (2, &["paranoid", "mcts:seed=1"][..]),
        (3, &["speculative", "paranoid", "mp-mix"][..]),
        (4, &["paranoid", "maxn", "speculative", "mcts"][..]),
        (
            6,
            &[
                "paranoid",
                "speculative",
                "maxn",
                "paranoid",
                "mcts",
                "mp-mix",
            ][..],
        ),
    ] {
        let moves = relay(
            "chinese-checkers",
            players,
            agents,
            300,
            5,
            players % 2 == 0,
            (players == 3).then_some((1, "killers")),
        );
        assert!(moves > 10 * players, "{players} players: {moves} moves");
    }
}

#[test]
fn one_server_playing_every_seat_moves_as_play_does() {
    // A search agent without a table keeps nothing between moves: one session playing every
    // seat with it is `maxn play`'s three agents of that name.
    let lines = json_lines(&[
        "play",
        "--game",
        "sergeant-major",
        "--agents",
        "paranoid",
        "--node-limit",
        "800",
        "--seed",
        "9",
        "--json",
    ]);
    let mut server = Server::start(None);
    server.expect(&json!({"cmd": "start", "game": "sergeant-major", "agent": "paranoid", "nodes": 800, "seed": 9}), "started");
    for line in &lines[..lines.len() - 1] {
        let best = server.expect(&json!({"cmd": "go"}), "best");
        assert_eq!(best["move"], line["move"]);
        assert_eq!(best["decision"], line["decision"]);
    }
    let legal = server.expect(&json!({"cmd": "legal"}), "legal");
    assert_eq!(
        legal,
        json!({"answer": "legal", "to_move": null, "moves": []})
    );
    server.quit();
}

/// The cards of each seat of a PBN deal (`N:AK.QJ.T9.87 ...`, seats from N), as the protocol
/// writes them (`SA SK HQ ...`).
fn hands(deal: &str) -> Vec<Vec<String>> {
    let hands = deal.strip_prefix("N:").expect("a deal from North");
    hands
        .split(' ')
        .map(|hand| {
            hand.split('.')
                .zip(["S", "H", "D", "C"])
                .flat_map(|(ranks, suit)| ranks.chars().map(move |rank| format!("{suit}{rank}")))
                .collect()
        })
        .collect()
}

/// The seat hand `direction` sends `seat`'s pass to.
fn receiver(direction: &str, seat: usize, players: usize) -> usize {
    match direction {
        "left" => (seat + 1) % players,
        "right" => (seat + players - 1) % players,
        "across" => (seat + 2) % players,
        other => panic!("no pass {other}"),
    }
}

/// The first hand of a `maxn play --json` match of a full game, each seat then driven
/// through the protocol from what it sees alone: every card its server chooses must be the
/// card `maxn play`'s agent played. Returns the decisions compared.
fn hidden_seats(game: &str, players: usize, agents: &[&str], seed: u64) -> usize {
    let sampling = ["--samples", "3", "--node-limit", "400", "--target", "1"];
    let lines = play_lines(game, players, agents, seed, &sampling);
    let hand = &lines[0];
    assert_eq!(hand["number"], 0);
    let dealt = hands(hand["deal"].as_str().unwrap());
    let cards: Vec<&str> = hand["cards"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c.as_str().unwrap())
        .collect();
    let direction = hand["direction"].as_str().filter(|&d| d != "hold");
    let passes: Vec<&str> = hand["passes"]
        .as_array()
        .map(|p| p.iter().map(|p| p.as_str().unwrap()).collect())
        .unwrap_or_default();
    let giver = |seat: usize| {
        let direction = direction.unwrap();
        (0..players)
            .find(|&g| receiver(direction, g, players) == seat)
            .unwrap()
    };
    // Each seat's cards after the pass, to find the holder of the 2 of clubs, who leads in
    // Hearts (public once it is played: a referee tells every seat).
    let held: Vec<Vec<String>> = (0..players)
        .map(|seat| {
            let mut cards = dealt[seat].clone();
            if direction.is_some() {
                cards.retain(|card| !passes[seat].split(' ').any(|p| p == card));
                cards.extend(passes[giver(seat)].split(' ').map(str::to_owned));
            }
            cards
        })
        .collect();
    let leader = match game {
        "hearts-full" => (0..players)
            .find(|&s| held[s].iter().any(|c| c == "C2"))
            .unwrap(),
        // The first hand is dealt by the last seat: the first seat bids and leads first.
        _ => 0,
    };
    let mut compared = 0;
    for seat in 0..players {
        let mut start = json!({
            "cmd": "start", "game": game, "players": players, "agent": agents[seat], "seat": seat,
            "hand": dealt[seat].join(" "), "leader": leader, "samples": 3, "nodes": 400,
            "seed": seed,
        });
        if let Some(direction) = direction {
            start["passed"] =
                json!({"seat": receiver(direction, seat, players), "cards": passes[seat]});
            start["received"] = json!({"seat": giver(seat), "cards": passes[giver(seat)]});
        }
        if game == "spades-full" {
            start["bids"] = hand["bids"].clone();
        }
        let mut server = Server::start(None);
        let started = server.expect(&start, "started");
        assert_eq!(started["seats"], json!([seat]));
        for (ply, &card) in cards.iter().enumerate() {
            let legal = server.expect(&json!({"cmd": "legal"}), "legal");
            if legal["to_move"] == seat {
                let best = server.expect(&json!({"cmd": "go"}), "best");
                assert_eq!(
                    best["move"], card,
                    "{game} seed {seed}: seat {seat} ({}), card {ply}",
                    agents[seat]
                );
                assert!(legal["moves"].as_array().unwrap().contains(&best["move"]));
                compared += 1;
            } else {
                assert_eq!(legal["moves"], json!([]));
                server.expect(&json!({"cmd": "move", "move": card}), "moved");
            }
        }
        let position = server.expect(&json!({"cmd": "position"}), "position");
        assert_eq!(position["over"], true);
        assert_eq!(position["hand"], "");
        server.quit();
    }
    compared
}

#[test]
fn hidden_hand_seats_given_only_their_view_decide_as_play_does() {
    let agents4 = ["pimc-paranoid", "rules", "random", "pimc-vote-maxn"];
    // An opponent model among them: the served seat draws its deals by it as `maxn play`'s.
    let agents3 = [
        "pimc-speculative:model=rules:draws=2",
        "pimc-paranoid",
        "rules",
    ];
    for seed in [1, 2] {
        // Every card of every seat: 52 with four players, 51 with three.
        assert_eq!(hidden_seats("hearts-full", 4, &agents4, seed), 52);
        assert_eq!(hidden_seats("hearts-full", 3, &agents3, seed), 51);
        assert_eq!(hidden_seats("spades-full", 4, &agents4, seed), 52);
        assert_eq!(hidden_seats("spades-full", 3, &agents3, seed), 51);
    }
}

/// Valid requests, the fuzz's seeds (no `quit`: the session must go on).
const REQUESTS: [&str; 11] = [
    r#"{"cmd":"hello","protocol":1}"#,
    r#"{"cmd":"start","game":"hearts","players":3,"agent":"paranoid","nodes":200,"seed":1}"#,
    r#"{"cmd":"start","game":"chinese-checkers","players":3,"agent":"speculative","nodes":200,"seats":[0,2],"tt_mb":1}"#,
    r#"{"cmd":"start","game":"spades","agent":"mcts:seed=2:trees=2","nodes":200,"deal":"N:AQ987.A.Q987542.K853 KT54.QJT7.K3.AQJT976 J632.K9865432.AJT6.4"}"#,
    r#"{"cmd":"start","game":"hearts-full","players":4,"agent":"pimc-paranoid","samples":2,"nodes":100,"seat":2,"hand":"S7 S6 S4 HA HK HQ H8 H6 H5 H3 DT D6 C2","leader":2}"#,
    r#"{"cmd":"start","game":"spades-full","players":3,"agent":"rules","seat":1,"hand":"SK ST S5 S4 HQ HJ HT H7 DK D3 CA CQ CJ CT C9 C7 C6","leader":0,"bids":[6,4,3],"bags":[1,0,2]}"#,
    r#"{"cmd":"move","move":"C2"}"#,
    r#"{"cmd":"go"}"#,
    r#"{"cmd":"go","nodes":100,"depth":3}"#,
    r#"{"cmd":"legal"}"#,
    r#"{"cmd":"position"}"#,
];

/// `line` with one field's value replaced by a value of another kind or an edge (a number
/// out of range, a seat that is not one, a card that is not dealt, a wrong list), a field
/// dropped or an unknown one added: valid JSON, for the checks behind the parsing.
fn mutate_field(line: &str, rng: &mut SplitMix64) -> Vec<u8> {
    let mut value: Value = serde_json::from_str(line).unwrap();
    let object = value.as_object_mut().unwrap();
    let keys: Vec<String> = object.keys().cloned().collect();
    let key = &keys[rng.below(keys.len() as u64) as usize];
    let values = [
        json!(null),
        json!(-1),
        json!(0),
        json!(7),
        json!(u64::MAX),
        json!(1.5),
        json!(""),
        json!("S7 S7"),
        json!("ZZ"),
        json!("hearts"),
        json!("pimc-paranoid"),
        json!([]),
        json!([9]),
        json!([0, 0]),
        json!({"seat": 9, "cards": "C2 C3 C4"}),
        json!(true),
        json!("a1-a2"),
        json!("mcts:trees=100000000"),
        json!(300),
        json!("chinese-checkers"),
    ];
    match rng.below(5) {
        0 => {
            object.remove(key);
        }
        1 => {
            object.insert("colour".into(), json!("blue"));
        }
        _ => {
            object.insert(
                key.clone(),
                values[rng.below(values.len() as u64) as usize].clone(),
            );
        }
    }
    value.to_string().into_bytes()
}

/// `line` changed by one to three random edits: bytes replaced, deleted, inserted or
/// duplicated, the line cut short, a number made extreme.
fn mutate(line: &str, rng: &mut SplitMix64) -> Vec<u8> {
    const BYTES: &[u8] = b"{}[]\":,0123456789-+eE. x\\\t\xff\x00\xc3";
    const NUMBERS: [&str; 6] = [
        "18446744073709551616",
        "-1",
        "1e308",
        "0",
        "4294967296",
        "999999999999",
    ];
    let mut bytes = line.as_bytes().to_vec();
    for _ in 0..=rng.below(3) {
        let at = rng.below(bytes.len() as u64 + 1) as usize;
        let byte = BYTES[rng.below(BYTES.len() as u64) as usize];
        match rng.below(6) {
            0 if at < bytes.len() => bytes[at] = byte,
            1 if at < bytes.len() => {
                let end = (at + 1 + rng.below(8) as usize).min(bytes.len());
                bytes.drain(at..end);
            }
            2 => bytes.insert(at, byte),
            3 => bytes.truncate(at),
            4 if at < bytes.len() => {
                let end = (at + 1 + rng.below(12) as usize).min(bytes.len());
                let chunk = bytes[at..end].to_vec();
                bytes.splice(at..at, chunk);
            }
            _ => {
                let digit = bytes.iter().position(|b| b.is_ascii_digit());
                if let Some(start) = digit {
                    let end = start
                        + bytes[start..]
                            .iter()
                            .take_while(|b| b.is_ascii_digit())
                            .count();
                    let number = NUMBERS[rng.below(NUMBERS.len() as u64) as usize];
                    bytes.splice(start..end, number.bytes());
                }
            }
        }
    }
    bytes.retain(|&b| b != b'\n');
    bytes
}

/// Sends `count` mutated requests (and a few hostile lines) to a server under a 4 GiB
/// address-space limit: every line gets one answer, every line that is not JSON an error
/// naming its line, no internal error, and the session still answers afterwards.
fn fuzz(count: usize, seed: u64) {
    let mut rng = SplitMix64::new(seed);
    let mut server = Server::start(Some(4 << 30));
    let mut number = 1; // the hello
    let mut answers = std::collections::BTreeMap::<String, usize>::new();
    let mut send = |server: &mut Server, line: &[u8]| {
        number += 1;
        let answer = server.send_bytes(line);
        *answers
            .entry(answer["answer"].as_str().unwrap_or("?").to_owned())
            .or_default() += 1;
        let text = String::from_utf8_lossy(line);
        assert!(answer["answer"].is_string(), "{text} -> {answer}");
        let message = answer["message"].as_str().unwrap_or_default();
        assert!(!message.contains("internal error"), "{text} -> {answer}");
        if serde_json::from_slice::<Value>(line).is_err() {
            assert_eq!(answer["answer"], "error", "{text} -> {answer}");
            assert_eq!(answer["line"], number, "{text} -> {answer}");
            assert!(!message.is_empty());
        }
        answer
    };
    send(&mut server, REQUESTS[1].as_bytes());
    let nested = format!("{}{}", "[".repeat(100_000), "]".repeat(100_000));
    let hostile: [&[u8]; 6] = [
        b"",
        b"null",
        b"\xff\xfe",
        b"{\"cmd\":\"hello\"",
        &[b'x'; 70_000],
        nested.as_bytes(),
    ];
    for line in hostile {
        let answer = send(&mut server, line);
        assert_eq!(answer["answer"], "error", "{answer}");
    }
    for round in 0..count {
        let base = REQUESTS[rng.below(REQUESTS.len() as u64) as usize];
        let line = if rng.below(2) == 0 {
            mutate(base, &mut rng)
        } else {
            mutate_field(base, &mut rng)
        };
        let parsed: Option<Value> = serde_json::from_slice(&line).ok();
        if parsed.as_ref().is_some_and(|v| v["cmd"] == "quit") {
            continue;
        }
        send(&mut server, &line);
        if round % 25 == 0 {
            let hello = send(&mut server, REQUESTS[0].as_bytes());
            assert_eq!(
                hello["answer"], "hello",
                "the session answers after line {number}"
            );
        }
    }
    let position = send(&mut server, br#"{"cmd":"position"}"#);
    assert_eq!(position["answer"], "position", "{position}");
    server.quit();
    // Most mutated lines are refused, some still valid: both paths were taken.
    eprintln!("answers to {count} mutated lines: {answers:?}");
    assert!(
        answers["error"] > count / 3 && answers.len() >= 4,
        "{answers:?}"
    );
}

#[test]
fn mutated_lines_get_error_lines_and_the_session_goes_on() {
    fuzz(400, 1);
}

#[test]
#[ignore = "thousands of lines: run with --ignored"]
fn mutated_lines_get_error_lines_and_the_session_goes_on_heavy() {
    for seed in 2..6 {
        fuzz(2_500, seed);
    }
}

#[test]
fn refusals_name_what_and_where_and_change_nothing() {
    let mut server = Server::start(None);
    let error = |answer: &Value, field: Option<&str>, pieces: &[&str]| {
        assert_eq!(answer["answer"], "error", "{answer}");
        assert_eq!(answer["field"].as_str(), field, "{answer}");
        for piece in pieces {
            assert!(
                answer["message"].as_str().unwrap().contains(piece),
                "{answer} lacks {piece}"
            );
        }
    };
    // Another version: the error names both.
    let answer = server.send(r#"{"cmd":"hello","protocol":2}"#);
    error(&answer, Some("protocol"), &["protocol 1, not 2"]);
    assert_eq!(answer["line"], 2);
    error(
        &server.send(r#"{"cmd":"go"}"#),
        Some("cmd"),
        &["send start first"],
    );
    error(
        &server.send(r#"{"cmd":"start","game":"go","agent":"paranoid"}"#),
        Some("game"),
        &["hearts", "chinese-checkers"],
    );
    error(
        &server.send(r#"{"cmd":"start","game":"hearts","agent":"paranoid","seats":[3]}"#),
        Some("seats"),
        &["seat 3"],
    );
    error(
        &server.send(r#"{"cmd":"start","game":"hearts","agent":"pimc-paranoid"}"#),
        Some("agent"),
        &["hidden-hand"],
    );
    // A served seat is given its pass and the bids: an agent's way of choosing them is refused.
    error(
        &server.send(r#"{"cmd":"start","game":"hearts-full","agent":"pimc-paranoid:pass=searched","seat":0,"hand":"S7 S6 S4 HA HK HQ H8 H6 H5 H3 DT D6 C2","leader":0}"#),
        Some("agent"),
        &["pass=searched", "given it (`passed`)"],
    );
    error(
        &server.send(r#"{"cmd":"start","game":"hearts","agent":"paranoid","hand":"C2"}"#),
        Some("hand"),
        &["hidden hands"],
    );
    error(
        &server.send(r#"{"cmd":"start","game":"hearts","agent":"paranoid","nodes":0}"#),
        Some("nodes"),
        &["give 1 to"],
    );
    error(
        &server.send(r#"{"cmd":"start","game":"hearts","agent":"paranoid","colour":1}"#),
        None,
        &["unknown field `colour`"],
    );
    error(
        &server.send(r#"{"cmd":"go",}"#),
        None,
        &["trailing comma (at column 13)"],
    );
    let started = server.send(
        r#"{"cmd":"start","game":"hearts","agent":"paranoid","nodes":3000,"seed":4,"seats":[1,2]}"#,
    );
    assert_eq!(started["to_move"], 0);
    error(
        &server.send(r#"{"cmd":"go"}"#),
        None,
        &["player 0 is to move", "1 and 2"],
    );
    error(
        &server.send(r#"{"cmd":"move","move":"SA"}"#),
        Some("move"),
        &["SA"],
    );
    server.expect(&json!({"cmd": "move", "move": "C2"}), "moved");
    // A budget for one move: within it; the next move has the agent's own again.
    let best = server.expect(&json!({"cmd": "go", "nodes": 40}), "best");
    assert!(best["decision"]["nodes"].as_u64().unwrap() <= 40, "{best}");
    let best = server.expect(&json!({"cmd": "go"}), "best");
    assert!(best["decision"]["nodes"].as_u64().unwrap() > 40, "{best}");
    let position = server.expect(&json!({"cmd": "position"}), "position");
    assert_eq!(position["moves"].as_array().unwrap().len(), 3);
    let long = format!(r#"{{"cmd":"move","move":"{}"}}"#, "x".repeat(70_000));
    error(&server.send(&long), None, &["at most 65536"]);
    // Every legal move is a move, beyond those the game generates for the agent (here
    // Chinese Checkers keeping its best move only).
    let all = json!({"cmd": "start", "game": "chinese-checkers", "agent": "paranoid"});
    server.expect(&all, "started");
    let every = server.expect(&json!({"cmd": "legal"}), "legal")["moves"].clone();
    let best = json!({"cmd": "start", "game": "chinese-checkers", "agent": "paranoid", "top_k": 1});
    server.expect(&best, "started");
    let only = server.expect(&json!({"cmd": "legal"}), "legal")["moves"].clone();
    assert_eq!(only.as_array().unwrap().len(), 1);
    let other = every
        .as_array()
        .unwrap()
        .iter()
        .find(|&mv| *mv != only[0])
        .unwrap();
    server.expect(&json!({"cmd": "move", "move": other}), "moved");
    // A hidden-hand seat: a card another seat cannot hold, and one of its own it may not play.
    let hand = "S7 S6 S4 HA HK HQ H8 H6 H5 H3 DT D6 C2";
    let start = json!({"cmd": "start", "game": "hearts-full", "agent": "rules", "seat": 2, "hand": hand, "leader": 2});
    assert_eq!(server.expect(&start, "started")["to_move"], 2);
    error(
        &server.send(r#"{"cmd":"move","move":"HA"}"#),
        Some("move"),
        &["not a legal card"],
    );
    let best = server.expect(&json!({"cmd": "go"}), "best");
    assert_eq!(best["move"], "C2");
    error(
        &server.send(r#"{"cmd":"move","move":"HK"}"#),
        Some("move"),
        &["seat 3 cannot hold HK"],
    );
    error(
        &server.send(r#"{"cmd":"go"}"#),
        None,
        &["player 3 is to move"],
    );
    let legal = server.expect(&json!({"cmd": "legal"}), "legal");
    assert_eq!(legal, json!({"answer": "legal", "to_move": 3, "moves": []}));
    server.quit();
}

#[test]
fn the_strict_win_rule_plays_on_where_the_default_calls_the_game_won() {
    // Reached in an OpenSpiel game: two goals are full by maxn's default rule (a full goal with
    // one own piece wins), so the default refuses the position; OpenSpiel's strict rule (all
    // ten holes the mover's own) plays on.
    let position = "a/1a/a2/4/bbbbb1a2accc/bba4a1ccc/bb7cc/ba2aa3c/8c/10/11/12/13/4/3/2/1 b";
    let mut server = Server::start(None);
    let start = |rule: Option<&str>| {
        let mut request = json!({"cmd": "start", "game": "chinese-checkers", "agent": "paranoid",
            "nodes": 2000, "position": position});
        if let Some(rule) = rule {
            request["win_rule"] = json!(rule);
        }
        request
    };
    let refused = server.send(&start(None).to_string());
    assert_eq!(refused["answer"], "error", "{refused}");
    assert_eq!(refused["field"], "position", "{refused}");
    let refused = server.send(&start(Some("lenient")).to_string());
    assert_eq!(refused["field"], "win_rule", "{refused}");
    assert!(
        refused["message"].as_str().unwrap().contains("strict"),
        "{refused}"
    );
    server.expect(&start(Some("strict")), "started");
    let best = server.expect(&json!({"cmd": "go"}), "best");
    assert!(best["move"].is_string(), "{best}");
    let cards =
        json!({"cmd": "start", "game": "hearts", "agent": "paranoid", "win_rule": "strict"});
    assert_eq!(server.send(&cards.to_string())["field"], "win_rule");
    // An agent option past its bound is refused, naming the bound.
    let trees = json!({"cmd": "start", "game": "hearts", "agent": "mcts:trees=5000"});
    let refused = server.send(&trees.to_string());
    assert_eq!(refused["field"], "agent", "{refused}");
    assert!(
        refused["message"].as_str().unwrap().contains("1024"),
        "{refused}"
    );
    server.quit();
}
