//! SVG heat maps of a square matrix of shares (a round-robin's pairwise points), with each
//! cell's value and interval written in it.

use std::path::Path;

use plotters::prelude::*;

use super::chart::write_svg;
use super::file::{OutputError, OutputFile};
use maxn_play::Estimate;

/// Writes a heat map to `file`: `cells[row][column]` is the row agent's share against the
/// column agent (in `0 ..= 1`; `None` on the diagonal), coloured from red (0) through white
/// (0.5) to blue (1), each cell labelled with its mean and 95% half-width.
pub fn heat_map(
    file: OutputFile,
    title: &str,
    labels: &[String],
    cells: &[Vec<Option<Estimate>>],
) -> Result<(), OutputError> {
    write_svg(file, |path| draw(path, title, labels, cells))
}

/// Red for 0, white for 0.5, blue for 1.
fn colour(share: f64) -> RGBColor {
    let share = share.clamp(0.0, 1.0);
    let fade = |full: f64| (255.0 - (255.0 - full) * (2.0 * (share - 0.5)).abs()) as u8;
    if share < 0.5 {
        RGBColor(255, fade(80.0), fade(80.0))
    } else {
        RGBColor(fade(70.0), fade(110.0), 255)
    }
}

fn draw(
    path: &Path,
    title: &str,
    labels: &[String],
    cells: &[Vec<Option<Estimate>>],
) -> Result<(), Box<dyn std::error::Error>> {
    let n = labels.len();
    if n == 0 {
        return Err("nothing to plot".into());
    }
    let (cell, left, top) = (110i32, 140i32, 70i32);
    let size = (
        (left + cell * n as i32 + 20) as u32,
        (top + cell * n as i32 + 40) as u32,
    );
    let root = SVGBackend::new(path, size).into_drawing_area();
    root.fill(&WHITE)?;
    let text = |size: i32| ("sans-serif", size).into_font().color(&BLACK);
    root.draw(&Text::new(title.to_owned(), (10, 12), text(18)))?;
    root.draw(&Text::new(
        "row agent's points per game against the column agent (95% interval)".to_owned(),
        (10, 36),
        text(13),
    ))?;
    for (i, label) in labels.iter().enumerate() {
        let offset = i as i32 * cell;
        root.draw(&Text::new(
            label.clone(),
            (8, top + offset + cell / 2),
            text(14),
        ))?;
        root.draw(&Text::new(
            label.clone(),
            (left + offset + 8, top - 14),
            text(14),
        ))?;
    }
    for (row, row_cells) in cells.iter().enumerate() {
        for (column, estimate) in row_cells.iter().enumerate() {
            let x = left + column as i32 * cell;
            let y = top + row as i32 * cell;
            let fill = estimate.map_or(RGBColor(220, 220, 220), |e| colour(e.mean));
            root.draw(&Rectangle::new(
                [(x, y), (x + cell - 2, y + cell - 2)],
                fill.filled(),
            ))?;
            if let Some(e) = estimate {
                root.draw(&Text::new(
                    format!("{:.2}", e.mean),
                    (x + 34, y + 40),
                    text(18),
                ))?;
                let half = e.half_width.map_or("-".to_owned(), |h| format!("± {h:.2}"));
                root.draw(&Text::new(half, (x + 32, y + 66), text(13)))?;
            }
        }
    }
    root.present()?;
    Ok(())
}
