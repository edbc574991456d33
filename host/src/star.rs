//! `jiugong star`: the pentagram digit filling ("君子不忘其旧") and other star polygons.

use crate::cli::Budget;
use crate::cli::{self, ValueError, usage};
use crate::progress::{self, GaveUp, drive};
use anyhow::Result;
use clap::{Args, ValueEnum};
use jiugong_core::search::{Progress, Resumable};
use jiugong_core::star::{Filling, Fillings, PENTAGRAM_POINTS, Star, StarError, paper_fill};
use std::io::Write;
use std::process::ExitCode;

/// A start point as written: `ROW,COL` of the 9×9 matrix, or a point name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PointArg {
    /// 1-based row and column of the pentagram's matrix.
    RowCol(u32, u32),
    /// A letter A..J (pentagram) or a number (any star).
    Name(String),
}

/// Parses `--start ROW,COL`.
pub fn parse_row_col(text: &str) -> Result<PointArg, ValueError> {
    let (r, c) = cli::number_pair(text, "ROW,COL", &[','], "write e.g. 1,5")?;
    Ok(PointArg::RowCol(r, c))
}

/// Parses `N/K`.
pub fn parse_polygon(text: &str) -> Result<(u8, u8), ValueError> {
    const WHAT: &str = "N/K";
    let (n, k) = cli::number_pair(text, WHAT, &['/'], "write e.g. 7/3")?;
    let bad = || ValueError::range(text, WHAT, StarError::BadPolygon { n, k });
    let (n8, k8) = (
        u8::try_from(n).map_err(|_| bad())?,
        u8::try_from(k).map_err(|_| bad())?,
    );
    Star::polygon(n8, k8).map_err(|e| ValueError::range(text, WHAT, e))?;
    Ok((n8, k8))
}

/// `jiugong star`'s arguments.
#[derive(Args, Debug)]
#[command(group(clap::ArgGroup::new("from").args(["start", "point", "all"])))]
pub struct StarArgs {
    /// Start at ROW,COL of the pentagram's 9×9 matrix (1-based), e.g. 1,5.
    #[arg(long, value_name = "ROW,COL", value_parser = parse_row_col)]
    start: Option<PointArg>,
    /// Start at a point: A..J on the pentagram, a number on {n/k} (tips first).
    #[arg(long, value_name = "POINT")]
    point: Option<String>,
    /// paper: the document's algorithm (pentagram; the default there); search: every filling.
    #[arg(long, value_enum)]
    method: Option<StarMethod>,
    /// Every start point.
    #[arg(long)]
    all: bool,
    /// Another star polygon, e.g. 7/2.
    #[arg(long, value_name = "N/K", value_parser = parse_polygon)]
    polygon: Option<(u8, u8)>,
    /// Give up after this many nodes per start (search) [default: 200,000,000, a few
    /// seconds].
    #[arg(long, value_name = "NODES", value_parser = cli::parse_budget)]
    budget: Option<u64>,
    /// JSON Lines output: one object per start.
    #[arg(long)]
    json: bool,
}

/// How `jiugong star` fills the star.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum StarMethod {
    /// The paper's BASIC algorithm (the pentagram only).
    Paper,
    /// Every filling, by search.
    Search,
}

fn point_name(star_is_pentagram: bool, p: usize) -> String {
    if star_is_pentagram {
        let (r, c) = PENTAGRAM_POINTS[p];
        format!("{} ({r},{c})", Star::letter(p))
    } else {
        p.to_string()
    }
}

/// The point `arg` names on `star` (`pentagram`: the paper's star, with its letters and
/// matrix); a name that is not a point is a usage error.
pub fn resolve(star: &Star, pentagram: bool, arg: &PointArg) -> Result<usize> {
    match arg {
        PointArg::RowCol(r, c) => {
            if !pentagram {
                return Err(usage(
                    "--start ROW,COL names a point of the pentagram's 9×9 matrix; for {n/k} use --point NUMBER",
                ));
            }
            Star::pentagram_point(*r, *c).map_err(usage)
        }
        PointArg::Name(name) => {
            let t = name.trim();
            if pentagram {
                let mut chars = t.chars();
                if let (Some(ch), None) = (chars.next(), chars.next()) {
                    let up = ch.to_ascii_uppercase();
                    if ('A'..='J').contains(&up) {
                        return Ok(up as usize - 'A' as usize);
                    }
                }
                return Err(usage(format_args!(
                    "'{t}' is not a point of the pentagram: name one of A to J"
                )));
            }
            match t.parse::<usize>() {
                Ok(p) if p < star.points() => Ok(p),
                _ => Err(usage(format_args!(
                    "'{t}' is not a point of this star: points are numbered {} (tips first)",
                    cli::range(0, star.points() as u64 - 1)
                ))),
            }
        }
    }
}

fn matrix_text(f: &Filling) -> String {
    f.matrix()
        .iter()
        .map(|row| String::from_utf8_lossy(row).into_owned())
        .collect()
}

/// Nodes a search may spend per start when no `--budget` is given: a few seconds.
pub const DEFAULT_BUDGET: u64 = 200_000_000;

/// Runs `jiugong star`.
pub fn run(job: StarArgs) -> Result<ExitCode> {
    let pentagram = job.polygon.is_none();
    let budget = Budget::new(job.budget, DEFAULT_BUDGET);
    // The paper's method is the default for the pentagram; {n/k} has only the search.
    let paper = match job.method {
        Some(m) => m == StarMethod::Paper,
        None => pentagram,
    };
    let start = job.start.clone().or(job.point.clone().map(PointArg::Name));
    let star = match job.polygon {
        Some((n, k)) => Star::polygon(n, k)?,
        None => Star::pentagram(),
    };
    if paper && !pentagram {
        return Err(usage(
            "the paper's algorithm walks the pentagram's drawing order; use --method search for {n/k}",
        ));
    }
    let starts: Vec<usize> = match (&start, job.all) {
        (Some(_), true) => return Err(usage("give a start or --all, not both")),
        (Some(arg), false) => vec![resolve(&star, pentagram, arg)?],
        (None, true) => (0..star.points()).collect(),
        (None, false) => vec![0],
    };
    let stdout = crate::files::stdout()?;
    let mut out = std::io::BufWriter::new(stdout.lock());
    let mut complete = true;
    let mut found_any = false;
    let shape = job.polygon.unwrap_or((5, 2));
    for (i, &start) in starts.iter().enumerate() {
        let found = if paper {
            Found {
                fillings: vec![paper_fill(start)?],
                exhausted: true,
                nodes: 10,
            }
        } else {
            search(&star, start, budget)?
        };
        complete &= found.exhausted;
        found_any |= !found.fillings.is_empty();
        let answer = Answer {
            shape,
            start,
            pentagram,
            paper,
        };
        if job.json {
            writeln!(out, "{}", answer.json(&found))?;
        } else {
            answer.write(&mut out, &found)?;
            if i + 1 < starts.len() {
                writeln!(out)?;
            }
        }
    }
    out.flush()?;
    if !complete {
        return Ok(cli::gave_up(
            budget.nodes,
            budget,
            "the budget is per start; the count is incomplete",
        ));
    }
    if !found_any {
        // None, as the knight and Klotski say it: a complete search that found nothing.
        return Ok(cli::unanswered(format_args!(
            "no filling of {{{}/{}}} from {} (exhaustive search)",
            shape.0,
            shape.1,
            if starts.len() == 1 {
                point_name(pentagram, starts[0])
            } else {
                "any point".to_string()
            }
        )));
    }
    Ok(ExitCode::SUCCESS)
}

/// The fillings found from one start, and whether the search went through them all.
struct Found {
    fillings: Vec<Filling>,
    /// The search ended (every filling found), not the budget.
    exhausted: bool,
    nodes: u64,
}

/// Every filling of `star` from `start` the budget allows, a progress bar shown.
fn search(star: &Star, start: usize, budget: Budget) -> Result<Found> {
    let mut search = Fillings::new(star, start)?;
    let mut fillings = Vec::new();
    let bar = progress::nodes("fillings");
    let exhausted = loop {
        let grant = budget.nodes.saturating_sub(search.nodes());
        match drive(&mut search, &bar, grant, 0) {
            Ok(Progress::Found) => fillings.push(search.filling()),
            Ok(_) => break true,
            Err(GaveUp) => break false,
        }
    };
    bar.finish_and_clear();
    Ok(Found {
        fillings,
        exhausted,
        nodes: search.nodes(),
    })
}

/// How the fillings from one start are written: the star, the start, and the method.
struct Answer {
    shape: (u8, u8),
    start: usize,
    pentagram: bool,
    paper: bool,
}

impl Answer {
    /// The fillings as one JSON line.
    fn json(&self, found: &Found) -> serde_json::Value {
        let list: Vec<serde_json::Value> = found
            .fillings
            .iter()
            .map(|f| {
                let mut v = serde_json::json!({ "order": f.order() });
                if self.pentagram {
                    let letters: String = f
                        .order()
                        .iter()
                        .map(|&p| Star::letter(p as usize))
                        .collect();
                    v["letters"] = letters.into();
                    v["matrix"] = matrix_text(f)
                        .lines()
                        .map(str::to_owned)
                        .collect::<Vec<_>>()
                        .into();
                }
                v
            })
            .collect();
        serde_json::json!({
            "star": format!("{}/{}", self.shape.0, self.shape.1),
            "start": self.start,
            "start_name": point_name(self.pentagram, self.start),
            "method": if self.paper { "paper" } else { "search" },
            "count": found.fillings.len(),
            "complete": found.exhausted,
            "nodes": found.nodes,
            "fillings": list,
        })
    }

    /// The fillings as text: the paper's printout, or each filling then their count.
    fn write(&self, out: &mut impl Write, found: &Found) -> std::io::Result<()> {
        if self.paper {
            // Exactly the BASIC program's printout: 9 rows of 9 characters.
            if let Some(f) = found.fillings.first() {
                out.write_all(matrix_text(f).as_bytes())?;
            }
            return Ok(());
        }
        for f in &found.fillings {
            if self.pentagram {
                out.write_all(matrix_text(f).as_bytes())?;
                writeln!(out)?;
            } else {
                let seq: Vec<String> = f.order().iter().map(u8::to_string).collect();
                writeln!(out, "{}", seq.join(" "))?;
            }
        }
        let more = if found.exhausted {
            ""
        } else {
            " so far (budget ran out)"
        };
        let count = found.fillings.len();
        writeln!(
            out,
            "{count} filling{} from {} on {{{}/{}}}{more}",
            if count == 1 { "" } else { "s" },
            point_name(self.pentagram, self.start),
            self.shape.0,
            self.shape.1
        )
    }
}
