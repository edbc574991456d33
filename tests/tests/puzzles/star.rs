//! Document 000: every filling checked against the rule, on the pentagram and other stars
//! (the printouts through the CLI are `jiugong`'s CLI tests').

use jiugong_core::star::{Fillings, Star, is_filling, paper_fill};

#[test]
fn every_filling_follows_the_rule() {
    let pentagram = Star::pentagram();
    for start in 0..10 {
        assert!(is_filling(&pentagram, paper_fill(start).unwrap().order()));
    }
    for (n, k, per_start) in [
        (5, 2, Some(2)),
        (6, 2, Some(0)),
        (7, 2, Some(2)),
        (7, 3, Some(0)),
        (8, 3, Some(0)),
        (9, 4, None),
    ] {
        let star = Star::polygon(n, k).unwrap();
        let mut total = 0;
        for start in 0..star.points() {
            let fillings: Vec<_> = Fillings::new(&star, start).unwrap().collect();
            for f in &fillings {
                assert!(is_filling(&star, f.order()), "{{{n}/{k}}}");
                assert_eq!(f.order()[0] as usize, start);
            }
            if let Some(count) = per_start {
                assert_eq!(fillings.len(), count, "{{{n}/{k}}} from {start}");
            }
            total += fillings.len();
        }
        if (n, k) == (9, 4) {
            assert_eq!(total, 144);
        }
    }
}
