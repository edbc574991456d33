//! Key scripts (`jiugong sim --keys`, the firmware's tests): every word is a key, a tap or
//! an `UnknownKey` naming it, and a key's name or a tap's word reads back as itself. The
//! first keys and taps are handed to the app (without its ticks: long key sequences with ticks are the app's
//! property test).
#![no_main]

use jiugong_calc::{App, Press};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let mut app = App::new(u64::from(data.first().copied().unwrap_or(0)));
    for (i, press) in Press::parse_script(&text).enumerate() {
        match press {
            Ok(press) => {
                assert_eq!(Press::from_name(&press.to_string()), Ok(press));
                if i < 32 {
                    app.press(press);
                }
            }
            Err(unknown) => {
                assert!(!unknown.0.is_empty());
                assert!(!unknown.to_string().is_empty());
            }
        }
    }
});
