//! The start position of every game, built as data by its definition, against the position text
//! the game's definition held before starts were built as data (the `START` constants of
//! `src/variant/`, copied here as they were). The text is read by the position-text reader, which
//! the start builder does not use, so the two are independent: same pieces on the same squares,
//! facing the same way, same castling rights, hands and move counters.

use quadrille::position::Position;
use quadrille::variant;

/// Each game's old start text, without the game prefix: the fields the old constants wrote.
const OLD_STARTS: &[(&str, &str)] = &[
    (
        "chess",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    ),
    (
        "alice",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR;8/8/8/8/8/8/8/8 w KQkq - 0 1",
    ),
    (
        "orwell",
        "7/1bEbEbDbEbE1/bGbJbPbRbPbJbG/1bE~dbE~dbDbE~dbE~d1/7/\
1rErErDrErE1/rGrJrPrRrPrJrG/1rE~drE~drDrE~drE~d1/7/\
1wEwEwDwEwE1/wGwJwPwRwPwJwG/1wE~dwE~dwDwE~dwE~d1 w - - 0 1 --- -",
    ),
    (
        "alice2",
        "8/8/8/8/8/8/PPPPPPPP/RNBQKBNR;rnbqkbnr/pppppppp/8/8/8/8/8/8 w KQkq - 0 1",
    ),
    (
        "ms-alice",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR;8/8/8/8/8/8/8/8 w KQkq - 0 1",
    ),
    (
        "odonohue",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR;8/8/8/8/8/8/8/8 w KQkq - 0 1",
    ),
    (
        "duo",
        "8/8/8/8/8/8/PPPPPPPP/RNBQKBNR;rnbqkbnr/pppppppp/8/8/8/8/8/8 w KQkq - 0 1",
    ),
    (
        "alice-8x4",
        "rqkr/nbbn/pppp/4/4/PPPP/NBBN/RQKR;4/4/4/4/4/4/4/4 w - - 0 1",
    ),
    (
        "alice3",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR;8/8/8/8/8/8/8/8;8/8/8/8/8/8/8/8 w KQkq - 0 1",
    ),
    (
        "chess-glass",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR;8/8/8/8/8/8/8/8 w KQkq - 0 1",
    ),
    (
        "orwell-glass",
        "7/1bEbEbDbEbE1/bGbJbPbRbPbJbG/1bE~dbE~dbDbE~dbE~d1/7/\
1rErErDrErE1/rGrJrPrRrPrJrG/1rE~drE~drDrE~drE~d1/7/\
1wEwEwDwEwE1/wGwJwPwRwPwJwG/1wE~dwE~dwDwE~dwE~d1;7/7/7/7/7/7/7/7/7/7/7/7 w - - 0 1 --- -",
    ),
    (
        "dodgson",
        "bRbNbBbQbBbNbR/bPbPbPbPbPbPbP/7/7/wPwPwPwPwPwPwP/wRwNwBwQwBwNwR;\
gRgNgBgQgBgNgR/gPgPgPgPgPgPgP/7/7/rPrPrPrPrPrPrP/rRrNrBrQrBrNrR w - - 0 1",
    ),
    (
        "four-teams",
        "yRyNyByKyQyByNyR/yPyPyPyPyPyPyPyP/8/\
bRbP10rPrR/bNbP10rPrN/bBbP10rPrB/bKbP10rPrQ/bQbP10rPrK/bBbP10rPrB/bNbP10rPrN/bRbP10rPrR/\
8/wPwPwPwPwPwPwPwP/wRwNwBwQwKwBwNwR w wKQrKQyKQbKQ - 0 1",
    ),
    (
        "four-ffa",
        "yRyNyByKyQyByNyR/yPyPyPyPyPyPyPyP/8/\
bRbP10rPrR/bNbP10rPrN/bBbP10rPrB/bKbP10rPrQ/bQbP10rPrK/bBbP10rPrB/bNbP10rPrN/bRbP10rPrR/\
8/wPwPwPwPwPwPwPwP/wRwNwBwQwKwBwNwR w wKQrKQyKQbKQ - 0 1",
    ),
    (
        "four-conventional",
        "yRyNyByKyQyByNyR/yPyPyPyPyPyPyPyP/8/\
bRbP10rPrR/bNbP10rPrN/bBbP10rPrB/bKbP10rPrQ/bQbP10rPrK/bBbP10rPrB/bNbP10rPrN/bRbP10rPrR/\
8/wPwPwPwPwPwPwPwP/wRwNwBwQwKwBwNwR w - - 0 1",
    ),
    (
        "blocking-double",
        "bRbNbBbQbKbBbNbR/bPbPbPbPbPbPbPbP/8/\
yRyP10rPrR/yNyP10rPrN/yByP10rPrB/yQyP10rPrQ/yKyP10rPrK/yByP10rPrB/yNyP10rPrN/yRyP10rPrR/\
8/wPwPwPwPwPwPwPwP/wRwNwBwQwKwBwNwR w wKQrKQbKQyKQ - 0 1",
    ),
    (
        "blocking-double-128",
        "bRbNbBbQbKbBbNbR/bPbPbPbPbPbPbPbP/\
yRyP8rPrR/yNyP8rPrN/yByP8rPrB/yQyP8rPrQ/yKyP8rPrK/yByP8rPrB/yNyP8rPrN/yRyP8rPrR/\
wPwPwPwPwPwPwPwP/wRwNwBwQwKwBwNwR w wKQrKQbKQyKQ - 0 1",
    ),
    (
        "fortress",
        "8/8/4yRyNyByQyKyByNyR4/4yPyPyPyPyPyPyPyP4/\
bRbP8rPrR/bNbP8rPrN/bBbP8rPrB/bQbP8rPrK/bKbP8rPrQ/bBbP8rPrB/bNbP8rPrN/bRbP8rPrR/\
4wPwPwPwPwPwPwPwP4/4wRwNwBwKwQwBwNwR4/8/8 w wKQbKQyKQrKQ - 0 1 RBN/RBN/RBN/RBN",
    ),
];

/// The old start text of a game, if it is one of the games that had one.
fn old_start(id: &str) -> Option<&'static str> {
    OLD_STARTS.iter().find(|(g, _)| *g == id).map(|(_, t)| *t)
}

#[test]
fn every_old_game_is_still_played() {
    let ids = variant::ids();
    for (id, _) in OLD_STARTS {
        assert!(ids.contains(id), "{id} is no longer a game");
    }
}

#[test]
fn every_start_is_the_position_its_old_text_described() {
    for (id, old) in OLD_STARTS {
        let v = variant::build(id, &[]).unwrap();
        let start = Position::start(&v);
        let read = Position::from_text(&v, old)
            .unwrap_or_else(|e| panic!("{id}: the old start text no longer reads: {e}"));
        assert_eq!(start.setup(), read.setup(), "{id}");
        assert_eq!(start.key(), read.key(), "{id}");
        // The text written starts with the old text; games whose text has fields the old
        // constant left out write them after it.
        let prefix = if v.plain_fen {
            String::new()
        } else {
            format!("{id}:")
        };
        let text = start.to_text();
        assert!(
            text.starts_with(&format!("{prefix}{old}")),
            "{id}: the start is written\n{text}\nnot\n{prefix}{old}"
        );
    }
}

#[test]
fn options_do_not_move_the_pieces_of_a_start() {
    // An option changes rules, not the array: the start with every option switched on has the
    // same placement as the old text.
    for id in variant::ids() {
        let Some(old) = old_start(id) else { continue };
        let plain = variant::build(id, &[]).unwrap();
        let placement = old.split(' ').next().unwrap();
        for (name, _) in plain.options() {
            let v = variant::build(id, &[(name.clone(), "true".to_string())]).unwrap();
            let text = Position::start(&v).to_text();
            assert!(text.contains(placement), "{id} {name}=true: {text}");
        }
    }
}
