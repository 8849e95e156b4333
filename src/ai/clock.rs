//! Time for the search, injected by the caller: the search never reads a system clock itself,
//! so it runs unchanged in WebAssembly (where `std::time::Instant` is not available). The native
//! command line passes a closure over `Instant`; the page will pass one over `performance.now()`.

/// A source of "now", in milliseconds from any fixed start.
pub trait Clock {
    /// Milliseconds since some fixed moment.
    fn now_ms(&self) -> u64;
}

impl<F: Fn() -> u64> Clock for F {
    fn now_ms(&self) -> u64 {
        self()
    }
}

/// A clock that never moves: for searches limited only by depth or nodes (fully reproducible).
#[derive(Clone, Copy, Debug, Default)]
pub struct NoClock;

impl Clock for NoClock {
    fn now_ms(&self) -> u64 {
        0
    }
}
