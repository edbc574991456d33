//! The firmware's boot block: any five words are read without panicking, as "no block"
//! unless they start with the magic word, and what is read writes back to the same reading.
#![no_main]

use jiugong_board::boot::{BootParams, MAGIC, WORDS};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let mut words = [0u32; WORDS];
    for (w, chunk) in words.iter_mut().zip(data.chunks(4)) {
        let mut b = [0u8; 4];
        b[..chunk.len()].copy_from_slice(chunk);
        *w = u32::from_le_bytes(b);
    }
    let params = BootParams::from_words(words);
    if words[0] != MAGIC {
        assert_eq!(params, BootParams::default());
    }
    assert_eq!(BootParams::from_words(params.to_words()), params);
});
