//! Unit tests of positions: perft from the start of `chess` and `alice` at small depths.

use super::*;
use crate::variant;

#[test]
fn start_perft_small_depths() {
    let chess = variant::build("chess", &[]).unwrap();
    let p = Position::start(&chess);
    assert_eq!([1, 2, 3].map(|d| p.perft(d)), [20, 400, 8902]);
    let alice = variant::build("alice", &[]).unwrap();
    let p = Position::start(&alice);
    assert_eq!([1, 2, 3].map(|d| p.perft(d)), [20, 400, 9384]);
}
