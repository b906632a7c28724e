//! Plain-text tables for the terminal, numbers as the papers print them.

use std::io::Write;

/// A table printed with aligned columns: the first `text_columns` columns left-aligned (they
/// hold names), the rest right-aligned (they hold numbers).
#[derive(Debug, Default)]
pub struct TextTable {
    rows: Vec<Vec<String>>,
    text_columns: usize,
}

impl TextTable {
    /// A table with these column headers, the first `text_columns` of them holding text.
    pub fn new(headers: &[&str], text_columns: usize) -> Self {
        let header = headers.iter().map(|h| h.to_string()).collect();
        Self {
            rows: vec![header],
            text_columns,
        }
    }

    /// Appends a row.
    pub fn row(&mut self, cells: Vec<String>) {
        self.rows.push(cells);
    }

    /// Prints the table.
    pub fn print(&self, out: &mut impl Write) -> std::io::Result<()> {
        let columns = self.rows.iter().map(Vec::len).max().unwrap_or(0);
        let widths: Vec<usize> = (0..columns)
            .map(|c| {
                self.rows
                    .iter()
                    .filter_map(|r| r.get(c))
                    .map(|s| s.chars().count())
                    .max()
                    .unwrap_or(0)
            })
            .collect();
        for (index, row) in self.rows.iter().enumerate() {
            let cells: Vec<String> = row
                .iter()
                .zip(&widths)
                .enumerate()
                .map(|(c, (cell, &width))| {
                    if c < self.text_columns {
                        format!("{cell:<width$}")
                    } else {
                        format!("{cell:>width$}")
                    }
                })
                .collect();
            writeln!(out, "{}", cells.join("  ").trim_end())?;
            if index == 0 {
                let rule: usize = widths.iter().sum::<usize>() + 2 * widths.len().saturating_sub(1);
                writeln!(out, "{}", "-".repeat(rule))?;
            }
        }
        Ok(())
    }
}

/// A number with thousands separators, as the papers print node counts.
pub fn thousands(x: f64) -> String {
    let digits = format!("{:.0}", x.round());
    let (sign, digits) = digits
        .strip_prefix('-')
        .map_or(("", digits.as_str()), |d| ("-", d));
    let mut out = String::new();
    for (i, ch) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(ch);
    }
    format!("{sign}{out}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn thousands_groups_digits() {
        assert_eq!(thousands(0.0), "0");
        assert_eq!(thousands(999.4), "999");
        assert_eq!(thousands(1000.0), "1,000");
        assert_eq!(thousands(3_330_000_000.0), "3,330,000,000");
        assert_eq!(thousands(-1234.0), "-1,234");
    }

    #[test]
    fn columns_are_aligned() {
        let mut table = TextTable::new(&["algorithm", "nodes"], 1);
        table.row(vec!["maxn".into(), "1,000".into()]);
        table.row(vec!["speculative".into(), "7".into()]);
        let mut out = Vec::new();
        table.print(&mut out).unwrap();
        let text = String::from_utf8(out).unwrap();
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[0], "algorithm    nodes");
        assert_eq!(lines[2], "maxn         1,000");
        assert_eq!(lines[3], "speculative      7");
    }
}
