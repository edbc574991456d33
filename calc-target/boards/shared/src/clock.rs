//! Ticks from two clocks a board may have: one that counts whole seconds (a real-time
//! clock) and one that counts fast at a rate it cannot be sure of (a free-running timer).
//! The seconds keep the pace right; the fast counter, measured against them, spreads each
//! second's ticks evenly. If the counter does not move at all, a second's ticks come at once.

use jiugong_calc::TICKS_PER_SECOND;

/// The app's ticks, paced by a seconds clock and a fast counter.
#[derive(Clone, Debug)]
pub struct TickClock {
    /// The seconds clock's last reading, and the counter's value when it changed to it.
    second: u32,
    second_began: u32,
    /// Whether `second_began` was seen at the change (the first second is partial).
    measured: bool,
    /// The counter's counts in one second: nominal until one second is measured.
    per_second: u32,
    /// Ticks due in the seconds before `second`, and ticks handed out.
    ticks_before: u32,
    given: u32,
}

impl TickClock {
    /// A clock started now, at `seconds` on the seconds clock and `counter` on the fast one,
    /// which counts up about `nominal` times a second.
    pub fn new(seconds: u32, counter: u32, nominal: u32) -> TickClock {
        TickClock {
            second: seconds,
            second_began: counter,
            measured: false,
            per_second: nominal,
            ticks_before: 0,
            given: 0,
        }
    }

    /// Ticks due since the last call, given the clocks now: usually 0 or 1.
    pub fn due(&mut self, seconds: u32, counter: u32) -> u32 {
        if seconds != self.second {
            // A clock set back, or a long stall, counts as a few seconds at most.
            let elapsed = seconds.wrapping_sub(self.second).clamp(1, 5);
            let ended = if self.measured {
                if elapsed == 1 {
                    self.per_second = counter.wrapping_sub(self.second_began);
                }
                self.ticks_before + TICKS_PER_SECOND // a whole second: all its ticks
            } else {
                self.given // the first, partial second: what it had
            };
            self.ticks_before = ended.max(self.given) + (elapsed - 1) * TICKS_PER_SECOND;
            self.second = seconds;
            self.second_began = counter;
            self.measured = true;
        }
        let now = self.ticks_before + self.within(counter);
        let due = now.saturating_sub(self.given);
        self.given += due;
        due
    }

    /// Ticks into the current second at `counter` (at most a second's less one).
    fn within(&self, counter: u32) -> u32 {
        if self.per_second == 0 {
            return 0;
        }
        let counts = u64::from(counter.wrapping_sub(self.second_began));
        let ticks = counts * u64::from(TICKS_PER_SECOND) / u64::from(self.per_second);
        ticks.min(u64::from(TICKS_PER_SECOND - 1)) as u32
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Runs a clock whose counter really counts `rate` a second (the board assumes
    /// `nominal`) for `seconds`, read every `step` counts from `start` seconds past a
    /// second: the ticks due at each whole second.
    fn run(rate: u32, nominal: u32, step: u32, start: u32, seconds: u32) -> heapless::Vec<u32, 16> {
        let mut counter = start;
        let mut clock = TickClock::new(0, counter, nominal);
        let mut total = 0;
        let mut at_seconds = heapless::Vec::new();
        let mut second = 0;
        while counter < start + seconds * rate {
            counter += step;
            let s = counter / rate;
            total += clock.due(s, counter);
            if s != second {
                second = s;
                let _ = at_seconds.push(total);
            }
        }
        at_seconds
    }

    #[test]
    fn a_counter_at_its_nominal_rate_gives_fifty_ticks_a_second() {
        // The first second, which the clock cannot know is whole, gives at most 49.
        let ticks = run(32_768, 32_768, 100, 0, 5);
        assert_eq!(ticks.as_slice(), [49, 99, 149, 199, 249]);
    }

    #[test]
    fn a_counter_at_another_rate_is_measured_after_a_second() {
        // 368 times faster than assumed: the first second is partial and the next measures
        // the rate; from then on the pace is the seconds clock's.
        let ticks = run(32_768 * 368, 32_768, 32_768, 16_000_000, 6);
        let (first, rest) = (ticks[1], &ticks[1..]);
        for pair in rest.windows(2) {
            assert_eq!(pair[1] - pair[0], TICKS_PER_SECOND, "{ticks:?}");
        }
        assert!(first <= 2 * TICKS_PER_SECOND, "{ticks:?}");
    }

    #[test]
    fn ticks_within_a_second_are_spread_evenly() {
        let mut clock = TickClock::new(7, 0, 1000);
        let due: u32 = (1..=500).map(|c| clock.due(7, c)).sum();
        assert_eq!(due, 25, "half a second");
        // A counter that never moves: each second's ticks come when it ends.
        let mut still = TickClock::new(7, 5, 1000);
        assert_eq!(still.due(7, 5), 0);
        let first = still.due(8, 5);
        let second = still.due(9, 5);
        assert_eq!((first, second), (0, TICKS_PER_SECOND));
    }
}
