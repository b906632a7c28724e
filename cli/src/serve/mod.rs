//! `maxn serve`: one agent driven from another program, JSON lines on standard input and
//! output (docs/serve.md, message by message). Synchronous: every request line gets exactly
//! one answer line, written before the next request is read; the server never speaks
//! unasked.
//!
//! A refused line gets an `error` answer naming the line, the field at fault when one is,
//! and what is wrong; the session stays as it was and the server reads on. Lines are
//! bounded ([`input::MAX_LINE_BYTES`]) and so is every number a client may ask for
//! ([`protocol`]'s `MAX_*`).

mod hidden;
mod input;
mod open;
mod protocol;
mod served;
mod start;

use std::io::{BufRead, Write};
use std::panic::{AssertUnwindSafe, catch_unwind};

use crate::error::CliError;
use clap::Args;
use input::{Line, MAX_LINE_BYTES, read_line};
use protocol::{Answer, PROTOCOL_VERSION, Request, ServeError};
use served::Served;

/// `maxn serve`: no flags; everything is said in the protocol.
#[derive(Debug, Args)]
pub struct ServeArgs {}

/// The server's state between lines.
#[derive(Default)]
struct Server {
    greeted: bool,
    session: Option<Box<dyn Served>>,
}

impl Server {
    /// The answer to one line of text, and whether the server stops after it.
    fn answer(&mut self, text: &str) -> (Result<Answer, ServeError>, bool) {
        let request: Request = match serde_json::from_str(text) {
            Ok(request) => request,
            Err(error) => return (Err(ServeError::request(json_error(&error))), false),
        };
        if let Request::Hello { protocol } = request {
            if protocol != PROTOCOL_VERSION {
                return (
                    Err(ServeError::field(
                        "protocol",
                        format!("this server speaks protocol {PROTOCOL_VERSION}, not {protocol}"),
                    )),
                    false,
                );
            }
            self.greeted = true;
            return (
                Ok(Answer::Hello {
                    protocol: PROTOCOL_VERSION,
                    engine: "maxn",
                    version: env!("CARGO_PKG_VERSION"),
                }),
                false,
            );
        }
        if !self.greeted {
            return (
                Err(ServeError::field(
                    "cmd",
                    format!(
                        "say hello first: {{\"cmd\":\"hello\",\"protocol\":{PROTOCOL_VERSION}}}"
                    ),
                )),
                false,
            );
        }
        if let Request::Quit {} = request {
            return (Ok(Answer::Bye {}), true);
        }
        if let Request::Start(start) = request {
            return (
                start::start(&start).map(|session| {
                    let answer = session.started();
                    self.session = Some(session);
                    answer
                }),
                false,
            );
        }
        let Some(session) = self.session.as_mut() else {
            return (
                Err(ServeError::field("cmd", "no game: send start first")),
                false,
            );
        };
        let answer = match request {
            Request::Move { mv } => session.play(&mv),
            Request::Go {
                nodes,
                depth,
                time_ms,
            } => {
                if nodes.is_none() && depth.is_none() && time_ms.is_none() {
                    session.go(None)
                } else {
                    match session.budget() {
                        Some(own) => start::per_move(own, nodes, depth, time_ms)
                            .and_then(|budget| session.go(Some(budget))),
                        None => Err(ServeError::field(
                            "nodes",
                            "the agent has no budget to change for one move",
                        )),
                    }
                }
            }
            Request::Legal {} => Ok(session.legal()),
            Request::Position {} => Ok(session.position()),
            Request::Hello { .. } | Request::Start(_) | Request::Quit {} => {
                unreachable!("answered above")
            }
        };
        (answer, false)
    }
}

/// A JSON error as the protocol reports it: what serde found, and the column.
fn json_error(error: &serde_json::Error) -> String {
    let message = error.to_string();
    // serde_json ends its messages with " at line L column C"; every request is one line.
    match message.rsplit_once(" at line ") {
        Some((what, place)) => {
            let column = place
                .split_once(" column ")
                .map_or(place, |(_, column)| column);
            format!("{what} (at column {column})")
        }
        None => message,
    }
}

/// Runs the server until `quit` or the end of the input.
pub fn run(_args: &ServeArgs) -> Result<(), CliError> {
    let stdin = std::io::stdin();
    let mut input = stdin.lock();
    let mut output = std::io::stdout().lock();
    serve(&mut input, &mut output)
}

/// Serves the requests of `input`, writing the answers to `output`.
fn serve(input: &mut impl BufRead, output: &mut impl Write) -> Result<(), CliError> {
    let mut server = Server::default();
    let mut number = 0;
    while let Some(line) = read_line(input)? {
        number += 1;
        let (answer, stop) = match line {
            Line::Text(text) => {
                // A panic would be a bug: answered as an error, the game dropped, the server
                // going on, so that one bad game does not end a client's session.
                match catch_unwind(AssertUnwindSafe(|| server.answer(&text))) {
                    Ok(answered) => answered,
                    Err(_) => {
                        server.session = None;
                        (
                            Err(ServeError::request(
                                "internal error: the game was dropped; send start",
                            )),
                            false,
                        )
                    }
                }
            }
            Line::TooLong(length) => (
                Err(ServeError::request(format!(
                    "a line of {length} bytes: at most {MAX_LINE_BYTES}"
                ))),
                false,
            ),
            Line::NotUtf8(at) => (
                Err(ServeError::request(format!("not UTF-8 (at byte {at})"))),
                false,
            ),
        };
        let answer = answer.unwrap_or_else(|error| Answer::Error {
            line: number,
            field: error.field.map(str::to_owned),
            message: error.message,
        });
        writeln!(output, "{}", answer.to_json_line())?;
        output.flush()?;
        if stop {
            break;
        }
    }
    Ok(())
}
