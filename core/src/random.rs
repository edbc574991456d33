//! Small helpers over a caller's `rand_core` generator: the same seed gives the same numbers
//! on every machine, because only `next_u32` is used and the arithmetic is exact.

use rand_core::Rng;

/// A uniform integer in `0..n` (`n > 0`), without modulo bias (Lemire's method).
pub fn below<R: Rng + ?Sized>(rng: &mut R, n: u32) -> u32 {
    debug_assert!(n > 0);
    let n = n.max(1);
    let mut m = u64::from(rng.next_u32()) * u64::from(n);
    // The threshold (2³² mod n) is below n: a low word of n or more is taken without it
    // (and without its division).
    if (m as u32) < n {
        let threshold = n.wrapping_neg() % n;
        while (m as u32) < threshold {
            m = u64::from(rng.next_u32()) * u64::from(n);
        }
    }
    (m >> 32) as u32
}

/// Shuffles `items` in place (Fisher–Yates).
pub fn shuffle<R: Rng + ?Sized, T>(rng: &mut R, items: &mut [T]) {
    for i in (1..items.len()).rev() {
        let j = below(rng, i as u32 + 1) as usize;
        items.swap(i, j);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand_core::SeedableRng;
    use rand_xorshift::XorShiftRng;

    #[test]
    fn below_stays_in_range_and_covers_it() {
        let mut rng = XorShiftRng::seed_from_u64(7);
        let mut seen = [0u32; 7];
        for _ in 0..7000 {
            seen[below(&mut rng, 7) as usize] += 1;
        }
        assert!(seen.iter().all(|&n| n > 800), "{seen:?}");
    }

    /// The threshold worked out only when needed: the numbers Lemire's method draws when
    /// it works it out every time, rejections included (n near 2³¹ rejects half the draws).
    #[test]
    fn below_draws_what_the_plain_method_draws() {
        fn plain(rng: &mut XorShiftRng, n: u32) -> u32 {
            let threshold = n.wrapping_neg() % n;
            loop {
                let m = u64::from(rng.next_u32()) * u64::from(n);
                if (m as u32) >= threshold {
                    return (m >> 32) as u32;
                }
            }
        }
        let (mut a, mut b) = (XorShiftRng::seed_from_u64(3), XorShiftRng::seed_from_u64(3));
        for n in [
            1,
            2,
            3,
            7,
            10,
            81,
            1000,
            (1 << 31) + 1,
            u32::MAX - 2,
            u32::MAX,
        ] {
            for _ in 0..2000 {
                assert_eq!(below(&mut a, n), plain(&mut b, n), "n = {n}");
            }
        }
    }

    #[test]
    fn shuffle_is_a_permutation() {
        let mut rng = XorShiftRng::seed_from_u64(1);
        let mut v = [0u8, 1, 2, 3, 4, 5, 6, 7, 8];
        shuffle(&mut rng, &mut v);
        let mut sorted = v;
        sorted.sort_unstable();
        assert_eq!(sorted, [0, 1, 2, 3, 4, 5, 6, 7, 8]);
    }
}
