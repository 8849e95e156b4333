//! Short quotes of what people typed, for error messages: a message quotes at most the start
//! of a long input, so a megabyte of bad text gives a message of one line.

/// The most characters of an input a message quotes.
pub const EXCERPT_CHARS: usize = 60;

/// `text` as a message quotes it: the whole text when it is short, otherwise its first
/// [`EXCERPT_CHARS`] characters followed by an ellipsis.
pub fn excerpt(text: &str) -> String {
    match text.char_indices().nth(EXCERPT_CHARS) {
        None => text.to_string(),
        Some((end, _)) => format!("{}…", &text[..end]),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn short_texts_are_quoted_whole_and_long_ones_cut() {
        assert_eq!(excerpt("e4"), "e4");
        let sixty = "x".repeat(EXCERPT_CHARS);
        assert_eq!(excerpt(&sixty), sixty);
        let long = "é".repeat(1000);
        let quoted = excerpt(&long);
        assert_eq!(quoted.chars().count(), EXCERPT_CHARS + 1);
        assert!(quoted.ends_with('…'));
    }
}
