//! PGN4 cases written by hand.

use super::*;

#[test]
fn reads_a_short_record() {
    let text = "[Variant \"Teams\"]\n[RuleVariants \"EnPassant\"]\n[StartFen4 \"4PC\"]\n\n1. h2-h3 .. b7-c7 .. g13-g12 .. m8-l8\n";
    let read = read(text, None).unwrap();
    assert_eq!(read.variant.id(), "4pc-teams");
    assert_eq!(read.steps.len(), 4);
}
