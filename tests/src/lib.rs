//! Shared helpers for the cross-crate tests and benchmarks.
