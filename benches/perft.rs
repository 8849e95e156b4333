//! `cargo bench --bench perft`: perft speed in nodes per second for chess (start position and
//! Kiwipete) and Alice chess (start position, depth 5), the same measurement as `quadrille bench`.
//! Give a depth after `--` to replace every position's own depth: `cargo bench --bench perft -- 3`.

fn main() {
    // `cargo bench` passes `--bench`; a plain number is a depth.
    let depth = std::env::args().skip(1).find_map(|a| a.parse::<u32>().ok());
    let mut out = std::io::stdout();
    if let Err(e) = quadrille::cli::bench::run(depth, &mut out) {
        match e {
            quadrille::cli::Failure::Input(message) | quadrille::cli::Failure::Usage(message) => {
                eprintln!("perft bench: {message}")
            }
            quadrille::cli::Failure::Output(e) => eprintln!("perft bench: {e}"),
        }
        std::process::exit(1);
    }
}
