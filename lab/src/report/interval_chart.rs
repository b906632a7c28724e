//! SVG charts of means with their confidence intervals, on a linear scale.

use std::path::Path;

use plotters::prelude::*;

use super::chart::write_svg;
use super::file::{OutputError, OutputFile};
use maxn_play::Estimate;

/// Writes an SVG chart to `file`: one bar per labelled estimate, with its 95% interval as an
/// error bar.
pub fn interval_chart(
    file: OutputFile,
    title: &str,
    y_label: &str,
    bars: &[(String, Estimate)],
) -> Result<(), OutputError> {
    write_svg(file, |path| draw(path, title, y_label, bars))
}

fn draw(
    path: &Path,
    title: &str,
    y_label: &str,
    bars: &[(String, Estimate)],
) -> Result<(), Box<dyn std::error::Error>> {
    if bars.is_empty() {
        return Err("nothing to plot".into());
    }
    let ends = |e: &Estimate| e.interval().unwrap_or((e.mean, e.mean));
    let low = bars.iter().map(|(_, e)| ends(e).0).fold(0.0, f64::min);
    let high = bars.iter().map(|(_, e)| ends(e).1).fold(f64::MIN, f64::max);
    let high = if high > low { high * 1.1 } else { low + 1.0 };
    let root = SVGBackend::new(path, (900, 520)).into_drawing_area();
    root.fill(&WHITE)?;
    let mut chart = ChartBuilder::on(&root)
        .caption(title, ("sans-serif", 20))
        .margin(16)
        .x_label_area_size(40)
        .y_label_area_size(90)
        .build_cartesian_2d((0..bars.len()).into_segmented(), low..high)?;
    chart
        .configure_mesh()
        .disable_x_mesh()
        .y_desc(y_label)
        .x_labels(bars.len())
        .x_label_formatter(&|v| match v {
            SegmentValue::CenterOf(i) => bars.get(*i).map(|b| b.0.clone()).unwrap_or_default(),
            _ => String::new(),
        })
        .draw()?;
    let fill = Palette99::pick(0).to_rgba();
    chart.draw_series(bars.iter().enumerate().map(|(i, (_, estimate))| {
        let mut rect = Rectangle::new(
            [
                (SegmentValue::Exact(i), 0.0),
                (SegmentValue::Exact(i + 1), estimate.mean),
            ],
            fill.filled(),
        );
        rect.set_margin(0, 0, 24, 24);
        rect
    }))?;
    // The interval: a vertical line with a dot at each end (plotters' error bars need a
    // feature the workspace does not enable).
    let intervals: Vec<(usize, f64, f64)> = bars
        .iter()
        .enumerate()
        .filter_map(|(i, (_, estimate))| estimate.interval().map(|(low, high)| (i, low, high)))
        .collect();
    chart.draw_series(intervals.iter().map(|&(i, low, high)| {
        let x = SegmentValue::CenterOf(i);
        PathElement::new(vec![(x.clone(), low), (x, high)], BLACK.stroke_width(2))
    }))?;
    chart.draw_series(intervals.iter().flat_map(|&(i, low, high)| {
        [low, high].map(|y| Circle::new((SegmentValue::CenterOf(i), y), 4, BLACK.filled()))
    }))?;
    root.present()?;
    Ok(())
}
