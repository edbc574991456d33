//! The app's saved games (`App::restore`), any bytes: a state that restores saves again to
//! the same bytes' meaning (restored once more, it draws the same screen's words); one that
//! does not starts the app fresh, with a notice, and the app still draws and plays.
#![no_main]

use jiugong_calc::{App, Key, state};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let mut app = App::new(1);
    let restored = app.restore(data).is_ok();
    let mut words = String::new();
    app.describe(&mut words).expect("a description");
    if restored {
        let mut saved = vec![0u8; state::MAX_BYTES];
        let n = app.save(&mut saved).expect("a restored app saves");
        let mut again = App::new(1);
        again
            .restore(&saved[..n])
            .expect("what the app saved restores");
        let mut again_words = String::new();
        again.describe(&mut again_words).expect("a description");
        assert_eq!(words, again_words);
    }
    // The app plays on from whatever it holds.
    for key in [Key::Down, Key::Ok, Key::Back] {
        app.handle(key);
        let _ = app.tick();
    }
});
