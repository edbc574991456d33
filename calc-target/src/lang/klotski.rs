//! The words of the klotski screen.

super::phrases! {
    /// A phrase of the klotski screen.
    pub enum Phrase in klotski {
    }
}
