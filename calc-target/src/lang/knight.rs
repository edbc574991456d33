//! The words of the knight screen.

super::phrases! {
    /// A phrase of the knight screen.
    pub enum Phrase in knight {
    }
}
