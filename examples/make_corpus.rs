//! Writes the fuzzing corpus `tests/corpus/`: valid inputs of every reader, from short seeded
//! random games of every game id (position texts, moves with the position they are played in,
//! links and game records). Run `cargo run --release --example make_corpus` after a change to a
//! format; `tests/fuzz_readers.rs` mutates these inputs.

use quadrille::ai::Rng;
use quadrille::game::Step;
use quadrille::notation::game_record;
use quadrille::notation::link::encode_steps;
use quadrille::notation::{lan, san};
use quadrille::position::Position;
use quadrille::variant;
use std::fmt::Write as _;
use std::path::Path;

/// The separator between two records in `records.txt`.
const RECORD_END: &str = "%%";

fn main() -> std::io::Result<()> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus");
    for id in variant::ids() {
        let v = variant::build(id, &[]).expect("every listed game builds");
        let (mut positions, mut moves, mut links, mut records) =
            (String::new(), String::new(), String::new(), String::new());
        for game in 0..3u64 {
            let seed = 11 + game;
            let dice = v.has_dice().then_some(seed);
            let start = Position::start(&v);
            let mut rng = Rng::new(seed);
            let mut pos = start.clone();
            let mut steps = Vec::new();
            while steps.len() < 12 * (game as usize + 1) && !pos.outcome().is_over() {
                let step = if pos.needs_roll() {
                    match pos.seeded_roll(seed) {
                        Some(r) => Step::Roll(r),
                        None => break,
                    }
                } else {
                    let legal = pos.legal_moves();
                    if legal.is_empty() {
                        break;
                    }
                    let m = legal[rng.below(legal.len() as u64) as usize];
                    let text = pos.to_text();
                    let _ = writeln!(moves, "{text}\t{}", san(&pos, &m));
                    let _ = writeln!(moves, "{text}\t{}", lan(&pos, &m));
                    Step::Move(m)
                };
                pos = step.apply(&pos);
                steps.push(step);
                if steps.len() % 4 == 0 {
                    let _ = writeln!(positions, "{}", pos.to_text());
                }
            }
            let _ = writeln!(links, "{}", encode_steps(&start, dice, &steps, steps.len()));
            let _ = writeln!(
                records,
                "{}{RECORD_END}",
                game_record::write(&start, dice, &steps)
            );
        }
        let dir = root.join(id);
        std::fs::create_dir_all(&dir)?;
        std::fs::write(dir.join("positions.txt"), positions)?;
        std::fs::write(dir.join("moves.txt"), moves)?;
        std::fs::write(dir.join("links.txt"), links)?;
        std::fs::write(dir.join("records.txt"), records)?;
    }
    Ok(())
}
