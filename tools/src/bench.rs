//! BENCHMARKS.md's sections, from what a benchmark wrote: criterion's measurements read from
//! the JSON files it keeps (`target/criterion/**/new/{benchmark,estimates}.json`) and put in
//! a table, and the lines the benchmark printed itself (its side-by-side figures and
//! ratios) kept as they are. Criterion's own report on stdout — the times again, the change
//! since its previous run, whether that is noise — is left out: the table says the first,
//! and the rest says nothing about this run.

use anyhow::{Context, Result};
use serde::Deserialize;
use std::collections::HashMap;
use std::fmt::Write;
use std::path::Path;

/// One measurement as criterion keeps it.
#[derive(Clone, Debug, PartialEq)]
pub struct Measurement {
    /// `group/function[/value]`, as criterion names it on stdout.
    pub id: String,
    /// The typical time of one iteration and its 95% confidence interval, in nanoseconds:
    /// the slope of the linear fit where criterion made one, else the mean.
    pub time: (f64, f64, f64),
    /// Bytes or elements one iteration handles, if the benchmark said.
    pub throughput: Option<Throughput>,
}

/// What one iteration handles.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
pub enum Throughput {
    /// Bits.
    Bits(u64),
    /// Bytes.
    Bytes(u64),
    /// Bytes, shown in powers of ten (as [`Throughput::Bytes`] is here).
    BytesDecimal(u64),
    /// Elements (grids, puzzles, boards).
    Elements(u64),
    /// Elements, and the bytes they take.
    ElementsAndBytes {
        /// Elements.
        elements: u64,
        /// Bytes.
        bytes: u64,
    },
}

#[derive(Deserialize)]
struct Benchmark {
    full_id: String,
    throughput: Option<Throughput>,
}

#[derive(Deserialize)]
struct Estimate {
    point_estimate: f64,
    confidence_interval: Interval,
}

#[derive(Deserialize)]
struct Interval {
    lower_bound: f64,
    upper_bound: f64,
}

#[derive(Deserialize)]
struct Estimates {
    mean: Estimate,
    slope: Option<Estimate>,
}

/// Every measurement under criterion's folder, by id.
pub fn read_criterion(dir: &Path) -> Result<HashMap<String, Measurement>> {
    let mut found = HashMap::new();
    visit(dir, &mut found)?;
    Ok(found)
}

fn visit(dir: &Path, found: &mut HashMap<String, Measurement>) -> Result<()> {
    let entries =
        std::fs::read_dir(dir).with_context(|| format!("cannot read {}", dir.display()))?;
    for entry in entries {
        let path = entry?.path();
        if !path.is_dir() {
            continue;
        }
        if path.file_name().is_some_and(|n| n == "new") {
            let read = |name: &str| -> Result<String> {
                let file = path.join(name);
                std::fs::read_to_string(&file)
                    .with_context(|| format!("cannot read {}", file.display()))
            };
            let bench: Benchmark = serde_json::from_str(&read("benchmark.json")?)
                .with_context(|| format!("{}: not criterion's benchmark.json", path.display()))?;
            let est: Estimates = serde_json::from_str(&read("estimates.json")?)
                .with_context(|| format!("{}: not criterion's estimates.json", path.display()))?;
            let typical = est.slope.unwrap_or(est.mean);
            let ci = typical.confidence_interval;
            found.insert(
                bench.full_id.clone(),
                Measurement {
                    id: bench.full_id,
                    time: (ci.lower_bound, typical.point_estimate, ci.upper_bound),
                    throughput: bench.throughput,
                },
            );
        } else {
            visit(&path, found)?;
        }
    }
    Ok(())
}

/// Criterion's report lines after a benchmark's id: its figures, the change since the last
/// run and the verdict on it.
fn is_criterion_detail(line: &str) -> bool {
    let t = line.trim();
    line.starts_with(' ')
        && ["time:", "thrpt:", "change:"]
            .iter()
            .any(|w| t.starts_with(w))
        || [
            "No change in performance detected.",
            "Change within noise threshold.",
            "Performance has improved.",
            "Performance has regressed.",
        ]
        .contains(&t)
        || t.starts_with("Benchmarking ")
        || t.starts_with("Found ") && t.contains(" outliers among ")
        || t.contains("%) ")
            && ["high mild", "high severe", "low mild", "low severe"]
                .iter()
                .any(|kind| t.ends_with(kind))
        || t.starts_with("Gnuplot not found")
        || t.starts_with("WARNING: ")
}

/// Splits what a benchmark printed: the ids of criterion's measurements in the order they
/// came (an id alone on its line, or before `time:`), and every other line as printed.
pub fn split_output<'a>(
    stdout: &'a str,
    known: &HashMap<String, Measurement>,
) -> (Vec<String>, Vec<&'a str>) {
    let mut ids = Vec::new();
    let mut own = Vec::new();
    for line in stdout.lines() {
        let head = line.split("time:").next().unwrap_or(line).trim_end();
        if known.contains_key(head) {
            if !ids.iter().any(|i| i == head) {
                ids.push(head.to_string());
            }
        } else if !is_criterion_detail(line) {
            own.push(line.trim_end());
        }
    }
    // Blank lines: none at either end, never two in a row.
    let mut kept: Vec<&str> = Vec::new();
    for line in own {
        if !(line.is_empty() && kept.last().is_none_or(|l| l.is_empty())) {
            kept.push(line);
        }
    }
    while kept.last() == Some(&"") {
        kept.pop();
    }
    (ids, kept)
}

/// A time in nanoseconds, as a person reads it: `217.98 ms`.
pub fn time(ns: f64) -> String {
    let (value, unit) = if ns >= 1e9 {
        (ns / 1e9, "s")
    } else if ns >= 1e6 {
        (ns / 1e6, "ms")
    } else if ns >= 1e3 {
        (ns / 1e3, "µs")
    } else {
        (ns, "ns")
    };
    format!("{} {unit}", significant(value))
}

/// Four significant figures at most.
fn significant(value: f64) -> String {
    let decimals = if value >= 1000.0 {
        0
    } else if value >= 100.0 {
        1
    } else if value >= 10.0 {
        2
    } else {
        3
    };
    format!("{value:.decimals$}")
}

/// A rate per second: `713.1 MB/s` or `639.4 K elements/s`.
fn rate(per_iteration: Throughput, ns: f64) -> String {
    let per_second = |n: u64| n as f64 / (ns / 1e9);
    let scaled = |x: f64, unit: &str| {
        let (v, prefix) = if x >= 1e9 {
            (x / 1e9, "G")
        } else if x >= 1e6 {
            (x / 1e6, "M")
        } else if x >= 1e3 {
            (x / 1e3, "K")
        } else {
            (x, "")
        };
        format!("{} {prefix}{unit}/s", significant(v))
    };
    let elements = |n| scaled(per_second(n), " elements").replace("  ", " ");
    match per_iteration {
        Throughput::Bits(n) => scaled(per_second(n), "bit"),
        Throughput::Bytes(n) | Throughput::BytesDecimal(n) => scaled(per_second(n), "B"),
        Throughput::Elements(n) => elements(n),
        Throughput::ElementsAndBytes { elements: n, bytes } => {
            format!("{}, {}", elements(n), scaled(per_second(bytes), "B"))
        }
    }
}

/// The section's body: criterion's measurements as a table, then the benchmark's own lines
/// in a code block.
pub fn section(ids: &[String], known: &HashMap<String, Measurement>, own: &[&str]) -> String {
    let mut out = String::new();
    if !ids.is_empty() {
        out.push_str("| benchmark | time (95% interval) | throughput |\n|---|---|---|\n");
        for id in ids {
            let m = &known[id];
            let (low, typical, high) = m.time;
            let thrpt = m
                .throughput
                .map_or_else(|| "—".into(), |t| rate(t, typical));
            let _ = writeln!(
                out,
                "| {id} | {} ({} – {}) | {thrpt} |",
                time(typical),
                time(low),
                time(high)
            );
        }
        out.push('\n');
    }
    if !own.is_empty() {
        out.push_str("```\n");
        for line in own {
            out.push_str(line);
            out.push('\n');
        }
        out.push_str("```\n");
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn known() -> HashMap<String, Measurement> {
        let m = |id: &str, t| Measurement {
            id: id.into(),
            time: (t * 0.9, t, t * 1.1),
            throughput: Some(Throughput::Bytes(163_000_000)),
        };
        [
            m("finals_1M/jiugong finals", 217.98e6),
            m("finals_1M/plain", 114.45e6),
        ]
        .into_iter()
        .map(|m| (m.id.clone(), m))
        .collect()
    }

    /// What criterion and the benchmark print, as captured from a real run.
    const STDOUT: &str = "\
finals_1M/jiugong finals
                        time:   [213.77 ms 217.98 ms 222.44 ms]
                        thrpt:  [698.83 MiB/s 713.14 MiB/s 727.19 MiB/s]
                 change:
                        time:   [−9.4518% −2.0275% +5.6708%] (p = 0.65 > 0.05)
                        thrpt:  [−5.3665% +2.0694% +10.438%]
                        No change in performance detected.
Found 1 outliers among 10 measurements (10.00%)
  1 (10.00%) high mild
finals_1M/plain         time:   [110.40 ms 114.45 ms 121.14 ms]
                        thrpt:  [1.2531 GiB/s 1.3264 GiB/s 1.3750 GiB/s]


finals of 1,000,000 grids (163 MB), best of 5:
  jiugong finals        0.199 s  818 MB/s
  ratio finals/plain    1.90x (goal: within 2x)
";

    #[test]
    fn criterion_lines_go_and_the_benchmarks_own_stay() {
        let known = known();
        let (ids, own) = split_output(STDOUT, &known);
        assert_eq!(ids, ["finals_1M/jiugong finals", "finals_1M/plain"]);
        assert_eq!(
            own,
            [
                "finals of 1,000,000 grids (163 MB), best of 5:",
                "  jiugong finals        0.199 s  818 MB/s",
                "  ratio finals/plain    1.90x (goal: within 2x)",
            ]
        );
        let text = section(&ids, &known, &own);
        assert!(!text.contains("change"), "{text}");
        assert!(
            text.contains(
                "| finals_1M/jiugong finals | 218.0 ms (196.2 ms – 239.8 ms) | 747.8 MB/s |"
            ),
            "{text}"
        );
        assert!(text.ends_with("within 2x)\n```\n"), "{text}");
    }

    #[test]
    fn times_read_as_people_write_them() {
        assert_eq!(time(1.5), "1.500 ns");
        assert_eq!(time(9_942_700.0), "9.943 ms");
        assert_eq!(time(2.5e9), "2.500 s");
        assert_eq!(
            rate(Throughput::Elements(50_000), 76.876e6),
            "650.4 K elements/s"
        );
    }

    #[test]
    fn criterion_json_is_read_back() {
        let dir = std::env::temp_dir().join(format!("bench-json-{}", std::process::id()));
        let new = dir.join("group/fn/new");
        std::fs::create_dir_all(&new).unwrap();
        std::fs::write(
            new.join("benchmark.json"),
            r#"{"group_id":"group","function_id":"fn","value_str":null,"throughput":{"Elements":10},"full_id":"group/fn","directory_name":"group/fn","title":"group/fn"}"#,
        )
        .unwrap();
        let interval = |p: f64| {
            format!(
                r#"{{"confidence_interval":{{"confidence_level":0.95,"lower_bound":{},"upper_bound":{}}},"point_estimate":{p},"standard_error":1.0}}"#,
                p - 1.0,
                p + 1.0
            )
        };
        std::fs::write(
            new.join("estimates.json"),
            format!(
                r#"{{"mean":{},"median":{},"median_abs_dev":{},"slope":null,"std_dev":{}}}"#,
                interval(100.0),
                interval(99.0),
                interval(1.0),
                interval(2.0)
            ),
        )
        .unwrap();
        let found = read_criterion(&dir).unwrap();
        std::fs::remove_dir_all(&dir).unwrap();
        assert_eq!(
            found["group/fn"],
            Measurement {
                id: "group/fn".into(),
                time: (99.0, 100.0, 101.0),
                throughput: Some(Throughput::Elements(10)),
            }
        );
    }
}
