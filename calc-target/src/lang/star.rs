//! The words of the star screen.

super::phrases! {
    /// A phrase of the star screen.
    pub enum Phrase in star {
    }
}
