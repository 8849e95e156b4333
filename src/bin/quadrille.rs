//! The `quadrille` command line. All the work is in [`quadrille::cli`]; see `quadrille --help`.

fn main() {
    std::process::exit(quadrille::cli::main());
}
