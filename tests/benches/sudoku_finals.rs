//! `finals` of 1,000,000 grids to a file, side by side with writing the same number of
//! bytes of zeros (a plain buffered write) to the same directory: the I/O bound.

use criterion::{Criterion, Throughput};
use jiugong_tests::{benchmarking, best_of};
use std::io::Write;
use std::path::Path;

const GRIDS: u64 = 1_000_000;
const BYTES: u64 = GRIDS * 163 - 1;

fn plain_write(path: &Path) {
    let file = std::fs::File::create(path).unwrap();
    let mut w = std::io::BufWriter::with_capacity(jiugong::files::BUFFER, file);
    let zeros = vec![0u8; 1 << 16];
    let mut left = BYTES as usize;
    while left > 0 {
        let n = left.min(zeros.len());
        w.write_all(&zeros[..n]).unwrap();
        left -= n;
    }
    w.flush().unwrap();
}

fn main() {
    let dir = tempfile::tempdir_in(env!("CARGO_TARGET_TMPDIR")).unwrap();
    let finals_path = dir.path().join("sudoku.txt");
    let zeros_path = dir.path().join("zeros.bin");
    let mut c = Criterion::default().sample_size(10).configure_from_args();
    let mut group = c.benchmark_group("finals_1M");
    group.throughput(Throughput::Bytes(BYTES));
    group.bench_function("jiugong finals", |b| {
        b.iter(|| jiugong::sudoku::finals(GRIDS, 1, &finals_path).unwrap())
    });
    group.bench_function("plain write of zeros", |b| {
        b.iter(|| plain_write(&zeros_path))
    });
    group.finish();
    c.final_summary();
    if !benchmarking() {
        return;
    }
    assert_eq!(std::fs::metadata(&finals_path).unwrap().len(), BYTES);
    let a = best_of(5, || {
        jiugong::sudoku::finals(GRIDS, 1, &finals_path).unwrap()
    });
    let b = best_of(5, || plain_write(&zeros_path));
    let mb = BYTES as f64 / 1e6;
    println!("\nfinals of 1,000,000 grids ({mb:.0} MB), best of 5:");
    println!("  jiugong finals        {a:.3} s  {:.0} MB/s", mb / a);
    println!("  plain write of zeros  {b:.3} s  {:.0} MB/s", mb / b);
    println!("  ratio finals/plain    {:.2}x (goal: within 2x)", a / b);
}
