//! SVG charts of node counts, on a log scale (the counts span orders of magnitude).

use std::path::Path;

use plotters::prelude::*;

use super::file::{OutputError, OutputFile};

/// One line of a chart: a name for the legend and its points.
#[derive(Clone, Debug)]
pub struct Series {
    /// The legend's label.
    pub name: String,
    /// `(x, y)` points, `y > 0`.
    pub points: Vec<(f64, f64)>,
    /// Drawn as crosses without a line, for reference figures such as a paper's.
    pub reference: bool,
    /// Index into the palette: a paper's figure takes the colour of our line it compares with.
    pub color: usize,
}

/// Writes an SVG line chart of `series` with a logarithmic y axis to `file`.
pub fn log_line_chart(
    file: OutputFile,
    title: &str,
    x_label: &str,
    y_label: &str,
    series: &[Series],
) -> Result<(), OutputError> {
    write_svg(file, |path| draw(path, title, x_label, y_label, series))
}

/// Draws into `file` with `draw`, which plotters' SVG backend gives the file's path.
pub(super) fn write_svg(
    file: OutputFile,
    draw: impl FnOnce(&Path) -> Result<(), Box<dyn std::error::Error>>,
) -> Result<(), OutputError> {
    let path = file.path().to_owned();
    // The backend writes the file by path; creating it early only proved that it can.
    drop(file);
    draw(&path).map_err(|e| OutputError(format!("{}: cannot draw the chart: {e}", path.display())))
}

fn draw(
    path: &Path,
    title: &str,
    x_label: &str,
    y_label: &str,
    series: &[Series],
) -> Result<(), Box<dyn std::error::Error>> {
    let points = || series.iter().flat_map(|s| s.points.iter().copied());
    let (x_min, x_max) = points().fold((f64::MAX, f64::MIN), |(lo, hi), (x, _)| {
        (lo.min(x), hi.max(x))
    });
    let (y_min, y_max) = points().fold((f64::MAX, f64::MIN), |(lo, hi), (_, y)| {
        (lo.min(y), hi.max(y))
    });
    if !(x_min <= x_max && y_min > 0.0) {
        return Err("no positive data to plot".into());
    }
    let x_pad = ((x_max - x_min) * 0.05).max(0.5);
    let root = SVGBackend::new(path, (800, 520)).into_drawing_area();
    root.fill(&WHITE)?;
    let mut chart = ChartBuilder::on(&root)
        .caption(title, ("sans-serif", 20))
        .margin(16)
        .x_label_area_size(40)
        .y_label_area_size(90)
        .build_cartesian_2d(
            (x_min - x_pad)..(x_max + x_pad),
            (decade_below(y_min)..decade_above(y_max)).log_scale(),
        )?;
    chart
        .configure_mesh()
        .x_desc(x_label)
        .y_desc(y_label)
        .x_labels(((x_max - x_min) as usize + 1).clamp(2, 12))
        .x_label_formatter(&|x| {
            if x.fract() == 0.0 {
                format!("{x:.0}")
            } else {
                String::new()
            }
        })
        .light_line_style(WHITE)
        .y_label_formatter(&|y| format!("{y:.0e}"))
        .draw()?;
    for line in series {
        let color = Palette99::pick(line.color).to_rgba();
        if line.reference {
            chart
                .draw_series(
                    line.points
                        .iter()
                        .map(|&p| Cross::new(p, 7, color.stroke_width(2))),
                )?
                .label(&line.name)
                .legend(move |(x, y)| Cross::new((x + 10, y), 5, color.stroke_width(2)));
        } else {
            chart
                .draw_series(LineSeries::new(
                    line.points.iter().copied(),
                    color.stroke_width(2),
                ))?
                .label(&line.name)
                .legend(move |(x, y)| {
                    PathElement::new(vec![(x, y), (x + 20, y)], color.stroke_width(2))
                });
            chart.draw_series(
                line.points
                    .iter()
                    .map(|&p| Circle::new(p, 3, color.filled())),
            )?;
        }
    }
    chart
        .configure_series_labels()
        .position(SeriesLabelPosition::UpperLeft)
        .background_style(WHITE.mix(0.85))
        .border_style(BLACK)
        .draw()?;
    root.present()?;
    Ok(())
}

/// The power of ten at or below `y`, so the axis starts on a labelled decade.
fn decade_below(y: f64) -> f64 {
    10f64.powf(y.log10().floor())
}

/// The power of ten above `y`.
fn decade_above(y: f64) -> f64 {
    10f64.powf(y.log10().floor() + 1.0)
}

/// One category of a bar chart: our measurement and, where there is one, a reference figure.
#[derive(Clone, Debug)]
pub struct Bar {
    /// The category's label under the axis.
    pub label: String,
    /// Our figure, drawn as a bar (`> 0`).
    pub ours: f64,
    /// The reference figure (a paper's), drawn as a cross over the bar.
    pub reference: Option<f64>,
}

/// Writes an SVG bar chart with a logarithmic y axis to `file`: one bar per category for our
/// figure, a cross for the reference figure.
pub fn log_bar_chart(
    file: OutputFile,
    title: &str,
    y_label: &str,
    reference_name: &str,
    bars: &[Bar],
) -> Result<(), OutputError> {
    write_svg(file, |path| {
        draw_bars(path, title, y_label, reference_name, bars)
    })
}

fn draw_bars(
    path: &Path,
    title: &str,
    y_label: &str,
    reference_name: &str,
    bars: &[Bar],
) -> Result<(), Box<dyn std::error::Error>> {
    let values = || {
        bars.iter()
            .flat_map(|b| std::iter::once(b.ours).chain(b.reference))
    };
    let y_min = values().fold(f64::MAX, f64::min);
    let y_max = values().fold(f64::MIN, f64::max);
    if bars.is_empty() || y_min <= 0.0 {
        return Err("no positive data to plot".into());
    }
    let (low, high) = (decade_below(y_min), decade_above(y_max));
    let root = SVGBackend::new(path, (900, 520)).into_drawing_area();
    root.fill(&WHITE)?;
    let mut chart = ChartBuilder::on(&root)
        .caption(title, ("sans-serif", 20))
        .margin(16)
        .x_label_area_size(40)
        .y_label_area_size(90)
        .build_cartesian_2d((0..bars.len()).into_segmented(), (low..high).log_scale())?;
    chart
        .configure_mesh()
        .disable_x_mesh()
        .light_line_style(WHITE)
        .y_desc(y_label)
        .x_labels(bars.len())
        .x_label_formatter(&|v| match v {
            SegmentValue::CenterOf(i) => bars.get(*i).map(|b| b.label.clone()).unwrap_or_default(),
            _ => String::new(),
        })
        .y_label_formatter(&|y| format!("{y:.0e}"))
        .draw()?;
    let ours = Palette99::pick(0).to_rgba();
    let reference = Palette99::pick(1).to_rgba();
    chart
        .draw_series(bars.iter().enumerate().map(|(i, bar)| {
            let mut rect = Rectangle::new(
                [
                    (SegmentValue::Exact(i), low),
                    (SegmentValue::Exact(i + 1), bar.ours),
                ],
                ours.filled(),
            );
            rect.set_margin(0, 0, 12, 12);
            rect
        }))?
        .label("ours")
        .legend(move |(x, y)| Rectangle::new([(x, y - 5), (x + 15, y + 5)], ours.filled()));
    chart
        .draw_series(bars.iter().enumerate().filter_map(|(i, bar)| {
            bar.reference
                .map(|y| Cross::new((SegmentValue::CenterOf(i), y), 8, reference.stroke_width(3)))
        }))?
        .label(reference_name)
        .legend(move |(x, y)| Cross::new((x + 8, y), 5, reference.stroke_width(3)));
    chart
        .configure_series_labels()
        .position(SeriesLabelPosition::UpperRight)
        .background_style(WHITE.mix(0.85))
        .border_style(BLACK)
        .draw()?;
    root.present()?;
    Ok(())
}
