//! The words of the sliding screen.

super::phrases! {
    /// A phrase of the sliding screen.
    pub enum Phrase in sliding {
    }
}
