//! Reading the protocol's lines with a bound on their length: a line longer than the bound is
//! read through to its end and dropped, never held whole.

use std::io::BufRead;

/// The longest line the protocol reads, in bytes (the newline not counted): a deal or a
/// Chinese Checkers position with every option fits many times over.
pub const MAX_LINE_BYTES: usize = 64 * 1024;

/// One line read.
#[derive(Debug, PartialEq, Eq)]
pub enum Line {
    /// The line's text, its line ending (`\n` or `\r\n`) removed.
    Text(String),
    /// A line of this many bytes, longer than [`MAX_LINE_BYTES`]: dropped.
    TooLong(usize),
    /// A line that is not UTF-8; the byte offset of the first invalid byte.
    NotUtf8(usize),
}

/// The next line of `input`, or `None` at the end of the input. A last line without a
/// newline counts as a line.
pub fn read_line(input: &mut impl BufRead) -> std::io::Result<Option<Line>> {
    let mut bytes = Vec::new();
    let mut length = 0usize;
    let mut any = false;
    loop {
        let buffer = match input.fill_buf() {
            Ok(buffer) => buffer,
            Err(error) if error.kind() == std::io::ErrorKind::Interrupted => continue,
            Err(error) => return Err(error),
        };
        if buffer.is_empty() {
            break;
        }
        any = true;
        let (chunk, ends) = match buffer.iter().position(|&b| b == b'\n') {
            Some(at) => (&buffer[..at], true),
            None => (buffer, false),
        };
        length += chunk.len();
        if length <= MAX_LINE_BYTES {
            bytes.extend_from_slice(chunk);
        }
        let used = chunk.len() + usize::from(ends);
        input.consume(used);
        if ends {
            break;
        }
    }
    if !any {
        return Ok(None);
    }
    if length > MAX_LINE_BYTES {
        return Ok(Some(Line::TooLong(length)));
    }
    if bytes.last() == Some(&b'\r') {
        bytes.pop();
    }
    Ok(Some(match String::from_utf8(bytes) {
        Ok(text) => Line::Text(text),
        Err(error) => Line::NotUtf8(error.utf8_error().valid_up_to()),
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_are_split_bounded_and_checked() {
        let long = "x".repeat(MAX_LINE_BYTES + 1);
        let text = format!("a\r\n{long}\nb\n?\n\nlast");
        let mut bytes = text.into_bytes();
        let bad = bytes.iter().position(|&b| b == b'?').unwrap();
        bytes[bad] = 0xff; // never a byte of UTF-8
        let mut input = std::io::BufReader::with_capacity(16, &bytes[..]);
        let mut lines = Vec::new();
        while let Some(line) = read_line(&mut input).unwrap() {
            lines.push(line);
        }
        assert_eq!(
            lines,
            [
                Line::Text("a".into()),
                Line::TooLong(MAX_LINE_BYTES + 1),
                Line::Text("b".into()),
                Line::NotUtf8(0),
                Line::Text(String::new()),
                Line::Text("last".into()),
            ]
        );
    }
}
