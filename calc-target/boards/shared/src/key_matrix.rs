//! Key presses from a key matrix: for a board that sees only which keys are down (the
//! TI-Nspire's keypad registers), not key events.

use jiugong_calc::Key;

/// Ticks a held key waits before it repeats, then between repeats (at 50 ticks a second:
/// 0.4 s, then 12.5 a second).
const REPEAT_DELAY: u16 = 20;
const REPEAT_EVERY: u16 = 4;

/// Turns a key matrix read once a tick into key presses, for a board that sees only which keys
/// are down (a key matrix, not events): a key counts when it goes down; arrows and Undo
/// repeat while held, as a calculator's do. One key a tick: a second key pressed in the same
/// tick counts on the next.
#[derive(Clone, Debug, Default)]
pub struct KeyMatrix {
    /// The table's keys held at the last scan, one bit each.
    held: u32,
    /// Ticks the newest held key has been down.
    ticks: u16,
    /// The table index of the key that repeats, if one is held.
    repeating: Option<usize>,
}

impl KeyMatrix {
    /// The keys of `table` (at most 32) that are down now, one bit each.
    fn read<T>(table: &[T], down: impl Fn(&T) -> bool) -> u32 {
        let mut now = 0u32;
        for (i, entry) in table.iter().enumerate().take(32) {
            if down(entry) {
                now |= 1 << i;
            }
        }
        now
    }

    /// Takes the keys down now as already counted: a board does this once at start, so the
    /// key that launched the app, still held, does not reach it.
    pub fn settle<T>(&mut self, table: &[T], down: impl Fn(&T) -> bool) {
        self.held = KeyMatrix::read(table, down);
        self.repeating = None;
    }

    /// One scan of `table` (at most 32 keys), `down(entry)` telling whether its key is down
    /// now: the index of the key pressed (or repeated) this tick, if any.
    pub fn scan<T>(&mut self, table: &[T], down: impl Fn(&T) -> bool) -> Option<usize>
    where
        T: AsRef<Key>,
    {
        let now = KeyMatrix::read(table, down);
        let pressed = now & !self.held;
        if pressed != 0 {
            // The lowest new key counts now; the others stay "up" and count next tick.
            let first = pressed & pressed.wrapping_neg();
            self.held = (self.held & now) | first;
            let i = first.trailing_zeros() as usize;
            self.ticks = 0;
            self.repeating = table[i].as_ref().repeats().then_some(i);
            return Some(i);
        }
        self.held &= now;
        let i = self.repeating.filter(|&i| now & 1 << i != 0)?;
        self.ticks = self.ticks.saturating_add(1);
        let due = self.ticks >= REPEAT_DELAY && (self.ticks - REPEAT_DELAY) % REPEAT_EVERY == 0;
        due.then_some(i)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::keyboard::KEYBOARD;

    /// Scans `ticks` times with `down` held (table indices), collecting the keys counted.
    fn scan_held(pad: &mut KeyMatrix, down: &[usize], ticks: usize) -> heapless::Vec<Key, 64> {
        (0..ticks)
            .filter_map(|_| pad.scan(&KEYBOARD, |e| down.iter().any(|&i| *e == KEYBOARD[i])))
            .map(|i| KEYBOARD[i].key)
            .collect()
    }

    #[test]
    fn a_keypad_counts_presses_and_repeats_arrows() {
        let index = |key| KEYBOARD.iter().position(|e| e.key == key).unwrap();
        let (up, enter, five) = (index(Key::Up), index(Key::Ok), index(Key::Digit(5)));
        let mut pad = KeyMatrix::default();
        // OK held for a second counts once; Up held for a second repeats after 0.4 s.
        assert_eq!(scan_held(&mut pad, &[enter], 50), [Key::Ok]);
        assert_eq!(scan_held(&mut pad, &[], 1), []);
        let ups = scan_held(&mut pad, &[up], 50);
        assert_eq!(
            ups.len(),
            1 + (50 - 1 - REPEAT_DELAY as usize) / REPEAT_EVERY as usize + 1
        );
        assert!(ups.iter().all(|&k| k == Key::Up));
        // Two keys in one tick: both count, one a tick.
        assert_eq!(scan_held(&mut pad, &[], 1), []);
        assert_eq!(
            scan_held(&mut pad, &[enter, five], 3),
            [Key::Ok, Key::Digit(5)]
        );
        // A key already down at start does not count until it is pressed again.
        let mut pad = KeyMatrix::default();
        pad.settle(&KEYBOARD, |e| *e == KEYBOARD[enter]);
        assert_eq!(scan_held(&mut pad, &[enter], 5), []);
        assert_eq!(scan_held(&mut pad, &[], 1), []);
        assert_eq!(scan_held(&mut pad, &[enter], 1), [Key::Ok]);
    }
}
