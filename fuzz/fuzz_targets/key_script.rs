//! Key scripts (`jiugong sim --keys`, the firmware's tests): every word is a key or an
//! `UnknownKey` naming it, and a key's name reads back as the key. The first keys are
//! handed to the app (without its ticks: long key sequences with ticks are the app's
//! property test).
#![no_main]

use jiugong_calc::{App, Key};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let mut app = App::new(u64::from(data.first().copied().unwrap_or(0)));
    for (i, key) in Key::parse_script(&text).enumerate() {
        match key {
            Ok(key) => {
                assert_eq!(Key::from_name(&key.to_string()), Ok(key));
                if i < 32 {
                    app.handle(key);
                }
            }
            Err(unknown) => {
                assert!(!unknown.0.is_empty());
                assert!(!unknown.to_string().is_empty());
            }
        }
    }
});
