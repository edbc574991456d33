//! Undo and redo lists of a fixed length: the newest step pushed, the oldest dropped to
//! make room.

use heapless::Vec;

/// Pushes `step` onto `list`, dropping the oldest first when the list is full; whether
/// one was dropped.
///
/// ```
/// use heapless::Vec;
/// use jiugong_calc::toolkit::steps;
///
/// let mut list: Vec<u8, 2> = Vec::new();
/// assert!(!steps::push(&mut list, 1));
/// assert!(!steps::push(&mut list, 2));
/// assert!(steps::push(&mut list, 3));
/// assert_eq!(list, [2, 3]);
/// ```
pub fn push<T, const N: usize>(list: &mut Vec<T, N>, step: T) -> bool {
    let full = list.is_full();
    if full && N > 0 {
        list.remove(0);
    }
    // Room was made (a list of no room takes nothing).
    let _ = list.push(step);
    full
}
