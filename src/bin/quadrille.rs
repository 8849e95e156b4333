//! The `quadrille` command line. All the work is in [`quadrille::cli`]; see `quadrille --help`.

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    std::process::exit(quadrille::cli::main());
}

/// The command line has no meaning in the browser; this keeps a wasm32 build of every target working.
#[cfg(target_arch = "wasm32")]
fn main() {}
