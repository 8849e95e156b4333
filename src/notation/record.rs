//! Game records: the moves of a game as people write them down.
//!
//! A record is a list of moves separated by white space or commas, in the style of PGN movetext.
//! [`tokens`] keeps only the moves: move numbers (`12.`, `12...`, glued as in `1.e4`), comments in
//! braces and after `;`, variations in parentheses, annotation marks (`!`, `?`, `!?`, `$1`), tag lines
//! (`[Event "..."]`) and result tokens (`1-0`, `0-1`, `1/2-1/2`, `*`) are dropped. [`tags`] reads the
//! tag lines into name and value pairs (a record may carry `[Game "alice"]` and `[Position "..."]`).

/// The result tokens a record may end with. They are not moves.
pub const RESULTS: [&str; 5] = ["1-0", "0-1", "1/2-1/2", "½-½", "*"];

/// The move tokens of a game record, in order, with everything that is not a move removed.
///
/// Annotation marks glued to a move (`e4!?`) are removed; check and mate marks (`+`, `#`) are kept,
/// since they are part of the move's text.
pub fn tokens(record: &str) -> Vec<String> {
    let mut out = Vec::new();
    for word in words(record) {
        if let Some(token) = clean_token(&word) {
            out.push(token);
        }
    }
    out
}

/// The result a record ends with: its last word when that is a result token (`½-½` read as
/// `1/2-1/2`), else its `[Result]` tag; `None` when neither gives one.
pub fn final_result(record: &str) -> Option<&'static str> {
    let last = words(record).pop();
    let tagged = tag(&tags(record), "Result")
        .map(str::trim)
        .map(str::to_string);
    let token = last.filter(|w| RESULTS.contains(&w.as_str())).or(tagged)?;
    let token = if token == "½-½" {
        "1/2-1/2"
    } else {
        token.as_str()
    };
    RESULTS.iter().find(|r| **r == token).copied()
}

/// The tag pairs of a record's tag lines (`[Game "alice"]` gives `("Game", "alice")`), in order.
///
/// Within a value, `\"` stands for a quote and `\\` for a backslash, as in PGN. Brackets that are not
/// a well-formed tag (a name, then a quoted value) are skipped.
pub fn tags(record: &str) -> Vec<(String, String)> {
    let mut out = Vec::new();
    let mut scan = Scanner::new(record);
    while let Some(c) = scan.peek() {
        match c {
            '{' => scan.skip_braces(),
            ';' => scan.skip_line(),
            '[' => {
                let inside = scan.take_brackets();
                if let Some(pair) = parse_tag(&inside) {
                    out.push(pair);
                }
            }
            _ => {
                scan.bump();
            }
        }
    }
    out
}

/// The value of the first tag with this name (compared without regard to case), if any.
pub fn tag<'a>(tags: &'a [(String, String)], name: &str) -> Option<&'a str> {
    tags.iter()
        .find(|(n, _)| n.eq_ignore_ascii_case(name))
        .map(|(_, v)| v.as_str())
}

/// Splits the record into raw words, leaving out comments, variations and bracketed tags.
fn words(record: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut current = String::new();
    let mut scan = Scanner::new(record);
    let flush = |current: &mut String, out: &mut Vec<String>| {
        if !current.is_empty() {
            out.push(std::mem::take(current));
        }
    };
    while let Some(c) = scan.peek() {
        match c {
            '{' => {
                flush(&mut current, &mut out);
                scan.skip_braces();
            }
            ';' => {
                flush(&mut current, &mut out);
                scan.skip_line();
            }
            '(' => {
                flush(&mut current, &mut out);
                scan.skip_parens();
            }
            '[' => {
                flush(&mut current, &mut out);
                scan.take_brackets();
            }
            c if c.is_whitespace() || c == ',' => {
                flush(&mut current, &mut out);
                scan.bump();
            }
            c => {
                current.push(c);
                scan.bump();
            }
        }
    }
    flush(&mut current, &mut out);
    out
}

/// The move in a raw word, if there is one: drops a leading move number, annotation marks and
/// words that are results, numbers or marks alone.
fn clean_token(word: &str) -> Option<String> {
    if RESULTS.contains(&word) {
        return None;
    }
    // A leading move number: digits followed by one or more dots (`12.`, `12...`, `1.e4`).
    let digits = word.chars().take_while(|c| c.is_ascii_digit()).count();
    let mut rest = word;
    if digits > 0 && word[digits..].starts_with('.') {
        rest = word[digits..].trim_start_matches('.');
    } else if word.starts_with("...") || word.starts_with('…') {
        // Black's move after a comment: `... e5`.
        rest = word.trim_start_matches(['.', '…']);
    }
    // Numeric annotation glyphs (`$1`) are marks, not moves.
    if rest.starts_with('$') && rest[1..].chars().all(|c| c.is_ascii_digit()) {
        return None;
    }
    let rest = rest.trim_end_matches(['!', '?']);
    if rest.is_empty() || RESULTS.contains(&rest) {
        return None;
    }
    Some(rest.to_string())
}

/// Reads `Name "value"` (the inside of a tag line's brackets).
fn parse_tag(inside: &str) -> Option<(String, String)> {
    let inside = inside.trim();
    let name_len = inside
        .find(|c: char| !(c.is_alphanumeric() || c == '_'))
        .unwrap_or(inside.len());
    if name_len == 0 {
        return None;
    }
    let name = &inside[..name_len];
    let rest = inside[name_len..].trim_start();
    let mut chars = rest.strip_prefix('"')?.chars();
    let mut value = String::new();
    loop {
        match chars.next()? {
            '\\' => value.push(chars.next()?),
            '"' => break,
            c => value.push(c),
        }
    }
    if !chars.as_str().trim().is_empty() {
        return None;
    }
    Some((name.to_string(), value))
}

/// A small cursor over the characters of a record.
struct Scanner<'a> {
    chars: std::iter::Peekable<std::str::Chars<'a>>,
}

impl<'a> Scanner<'a> {
    fn new(text: &'a str) -> Scanner<'a> {
        Scanner {
            chars: text.chars().peekable(),
        }
    }

    fn peek(&mut self) -> Option<char> {
        self.chars.peek().copied()
    }

    fn bump(&mut self) -> Option<char> {
        self.chars.next()
    }

    /// Skips a `{comment}` (braces do not nest in PGN); an unclosed comment runs to the end.
    fn skip_braces(&mut self) {
        for c in self.chars.by_ref() {
            if c == '}' {
                break;
            }
        }
    }

    /// Skips to the end of the line.
    fn skip_line(&mut self) {
        for c in self.chars.by_ref() {
            if c == '\n' {
                break;
            }
        }
    }

    /// Skips a `(variation)`, which may hold nested variations and comments.
    fn skip_parens(&mut self) {
        let mut depth = 0usize;
        while let Some(c) = self.peek() {
            match c {
                '{' => self.skip_braces(),
                '(' => {
                    depth += 1;
                    self.bump();
                }
                ')' => {
                    self.bump();
                    depth -= 1;
                    if depth == 0 {
                        return;
                    }
                }
                _ => {
                    self.bump();
                }
            }
        }
    }

    /// Takes a `[...]` group and returns what is inside, honouring quoted strings.
    fn take_brackets(&mut self) -> String {
        self.bump();
        let mut inside = String::new();
        let mut quoted = false;
        while let Some(c) = self.bump() {
            match c {
                '"' => {
                    quoted = !quoted;
                    inside.push(c);
                }
                '\\' if quoted => {
                    inside.push(c);
                    if let Some(next) = self.bump() {
                        inside.push(next);
                    }
                }
                ']' if !quoted => break,
                c => inside.push(c),
            }
        }
        inside
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn drops_numbers_comments_marks_and_results() {
        let record =
            "[Event \"test\"]\n[Game \"alice\"]\n\n1.e4 d5 2. Be2!? {a comment, with commas} \
                      dxe4 ; to the end of the line 3.Qh5\n3...Bb5# (3...Kd7 4.Qxf7#) $1 1-0";
        assert_eq!(tokens(record), ["e4", "d5", "Be2", "dxe4", "Bb5#"]);
    }

    #[test]
    fn commas_separate_moves() {
        assert_eq!(tokens("e4,e5, Nf3 ,Nc6"), ["e4", "e5", "Nf3", "Nc6"]);
    }

    #[test]
    fn results_are_not_moves() {
        for r in ["1-0", "0-1", "1/2-1/2", "*"] {
            assert!(tokens(&format!("1. e4 e5 {r}")).len() == 2, "{r}");
        }
        // Castling with zeros is a move, not a result.
        assert_eq!(tokens("1. 0-0 0-0-0"), ["0-0", "0-0-0"]);
    }

    #[test]
    fn black_continuation_after_comment() {
        assert_eq!(tokens("1. e4 {good} 1... e5 ... Nf6"), ["e4", "e5", "Nf6"]);
    }

    #[test]
    fn reads_tag_pairs() {
        let record =
            "[Game \"alice\"]\n[Position \"rnb/8 w\"] [Note \"say \\\"hi\\\" ]\"]\n1. e4 [bad]";
        let t = tags(record);
        assert_eq!(
            t,
            [
                ("Game".to_string(), "alice".to_string()),
                ("Position".to_string(), "rnb/8 w".to_string()),
                ("Note".to_string(), "say \"hi\" ]".to_string()),
            ]
        );
        assert_eq!(tag(&t, "position"), Some("rnb/8 w"));
        assert_eq!(tag(&t, "Event"), None);
    }

    #[test]
    fn tags_inside_comments_are_ignored() {
        assert!(tags("{ [Game \"chess\"] } e4").is_empty());
    }

    #[test]
    fn empty_record_has_no_moves() {
        assert!(tokens("").is_empty());
        assert!(tokens("  \n { only a comment } *").is_empty());
    }
}
