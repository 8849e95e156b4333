//! Draws by rule: stalemate, threefold repetition, the fifty-move rule, bare kings, and the
//! dead positions of orthodox chess (king and one minor piece against king).
//!
//! The fifty-move rule is counted over every player still in the game: the game is drawn when
//! each of them has made fifty moves since the last capture or pawn move (100 plies with two
//! players, 200 with four, fewer once players are out).

/// The draw component. The default has no draws by rule.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct DrawRules {
    /// A player with no legal move who is not in check draws (otherwise he passes).
    pub stalemate: bool,
    /// The game is drawn when a position occurs for this many times (3); `None`: never.
    pub repetition: Option<u8>,
    /// The game is drawn when every player still in the game has made this many moves (50)
    /// since the last capture or pawn move; `None`: never.
    pub fifty_moves: Option<u32>,
    /// The game is drawn when only royal pieces are left.
    pub bare_kings: bool,
    /// The game is drawn when only royal pieces and one minor piece are left and only two
    /// players are still in the game (FIDE dead positions).
    pub dead_minor: bool,
}

impl DrawRules {
    /// No draws by rule (the default).
    pub fn none() -> DrawRules {
        DrawRules::default()
    }

    /// The draws of orthodox chess.
    pub fn fide() -> DrawRules {
        DrawRules {
            stalemate: true,
            repetition: Some(3),
            fifty_moves: Some(50),
            bare_kings: true,
            dead_minor: true,
        }
    }

    /// The draws of the four-player games on one board: the orthodox ones but stalemate, which
    /// their own rules of elimination, freezing or removal decide (see
    /// `docs/rules-decisions.md`, "Every game ends").
    pub fn four_player() -> DrawRules {
        DrawRules {
            stalemate: false,
            ..DrawRules::fide()
        }
    }
}

/// What is left on the board, as far as the material draws care.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Material {
    /// Pieces that are not royal.
    pub men: u32,
    /// Of those, minor pieces.
    pub minors: u32,
}

/// A draw by material, if the rules declare one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MaterialDraw {
    BareKings,
    DeadPosition,
}

impl DrawRules {
    /// Whether the material left ends the game.
    pub fn material_draw(&self, m: Material) -> Option<MaterialDraw> {
        if self.bare_kings && m.men == 0 {
            Some(MaterialDraw::BareKings)
        } else if self.dead_minor && m.men == 1 && m.minors == 1 {
            Some(MaterialDraw::DeadPosition)
        } else {
            None
        }
    }
}
