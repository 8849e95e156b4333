//! How a position stands: the game goes on, or it is over and who won; and perft, which counts
//! the leaves of the legal move tree.
//!
//! Perft follows `shared/rules/README.md`: a position where the game is over is not expanded.
//! A position over by a rule while moves remain (repetition, fifty moves, dead material) counts
//! as one leaf; a position with no legal move (checkmate, stalemate) has no moves to count, as
//! in the standard perft of orthodox chess. Games with dice count turns instead of moves
//! (`dice_perft.rs`).

use super::{Move, Position};
use crate::piece::Player;
use crate::rules::draws::{DrawRules, Material, MaterialDraw};
use crate::rules::Win;

/// Why a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameResult {
    Checkmate,
    Stalemate,
    Repetition,
    FiftyMoves,
    BareKings,
    DeadPosition,
    /// A player owns every royal piece (Orwell Chess).
    AllRoyals,
    /// A player reduced an opponent to a single piece (Orwell Chess).
    SinglePiece,
    /// The game ended by elimination: a player lost his last piece and the others are scored by
    /// what they took from him (games that score the first elimination), or every player of the
    /// other sides is out, their kings captured (four-player chess).
    Elimination,
    /// No player can move (in a game where a player who cannot move passes).
    NobodyCanMove,
    /// Every duel is over (Blocking Double Chess): the team result decides.
    Duels,
}

impl GameResult {
    /// The result's name: `checkmate`, `stalemate`, `repetition`, `fifty-moves`, `bare-kings`,
    /// `dead-position`, `all-royals`, `single-piece`, `elimination`, `nobody-can-move`, `duels`.
    pub fn as_str(self) -> &'static str {
        match self {
            GameResult::AllRoyals => "all-royals",
            GameResult::SinglePiece => "single-piece",
            GameResult::Elimination => "elimination",
            GameResult::NobodyCanMove => "nobody-can-move",
            GameResult::Duels => "duels",
            GameResult::Checkmate => "checkmate",
            GameResult::Stalemate => "stalemate",
            GameResult::Repetition => "repetition",
            GameResult::FiftyMoves => "fifty-moves",
            GameResult::BareKings => "bare-kings",
            GameResult::DeadPosition => "dead-position",
        }
    }
}

/// Whether the game goes on, and if not, why it ended and who won (nobody for a draw).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    Ongoing,
    Over {
        result: GameResult,
        winners: Vec<Player>,
    },
}

impl Outcome {
    /// `ongoing`, or the name of the result.
    pub fn as_str(&self) -> &'static str {
        match self {
            Outcome::Ongoing => "ongoing",
            Outcome::Over { result, .. } => result.as_str(),
        }
    }

    /// Whether the game is over.
    pub fn is_over(&self) -> bool {
        !matches!(self, Outcome::Ongoing)
    }
}

impl Position {
    /// The state of the game. Checkmate and stalemate come first (a mate on the hundredth ply
    /// is a mate); then the draws by material, the fifty-move rule and repetition.
    ///
    /// ```
    /// use quadrille::notation::parse_move;
    /// use quadrille::position::{GameResult, Outcome, Position};
    /// use quadrille::variant;
    /// let chess = variant::build("chess", &[]).unwrap();
    /// let mut pos = Position::start(&chess);
    /// for text in ["f3", "e5", "g4", "Qh4"] {
    ///     pos = pos.play(&parse_move(&pos, text).unwrap());
    /// }
    /// let black = pos.variant().players()[1].letter;
    /// match pos.outcome() {
    ///     Outcome::Over { result, winners } => {
    ///         assert_eq!(result, GameResult::Checkmate);
    ///         assert_eq!(winners.len(), 1);
    ///         assert_eq!(pos.variant().players()[winners[0].index()].letter, black);
    ///     }
    ///     Outcome::Ongoing => panic!("the fool's mate is a mate"),
    /// }
    /// ```
    pub fn outcome(&self) -> Outcome {
        let v = &*self.variant;
        if let Some((win, winner)) = self.decided() {
            return Outcome::Over {
                result: win_result(win),
                winners: vec![winner],
            };
        }
        if let Some(o) = self.duels_outcome() {
            return o;
        }
        if let Some(o) = self.points_outcome() {
            return o;
        }
        if let Some(ranking) = self.ranking() {
            return Outcome::Over {
                result: GameResult::Elimination,
                winners: ranking.winners,
            };
        }
        if let Some(o) = self
            .elimination_outcome()
            .or_else(|| self.frozen_outcome())
            .or_else(|| self.mate_removal_outcome())
        {
            // Those rules say only whether the game is won, mated or stuck; a game that goes on
            // by them may still be drawn by rule.
            if o.is_over() {
                return o;
            }
            return self.ended_by_rule().map_or(Outcome::Ongoing, draw);
        }
        // In a game with dice a player always has a move after his roll (the pass, at worst).
        if !v.has_dice() && !self.has_legal_move() {
            if self.in_check() {
                let loser = self.to_move;
                let winners = (0..v.players.len() as u8)
                    .map(Player)
                    .filter(|&p| v.enemies(p, loser))
                    .collect();
                return Outcome::Over {
                    result: GameResult::Checkmate,
                    winners,
                };
            }
            if v.draws.stalemate {
                return draw(GameResult::Stalemate);
            }
            if v.passing.when_stuck && !self.others_can_move() {
                return draw(GameResult::NobodyCanMove);
            }
        }
        match self.ended_by_rule() {
            Some(result) => draw(result),
            None => Outcome::Ongoing,
        }
    }

    /// A draw by a rule that applies whatever moves remain: material, fifty moves, repetition.
    pub(crate) fn ended_by_rule(&self) -> Option<GameResult> {
        if let Some((win, _)) = self.decided() {
            return Some(win_result(win));
        }
        if self.eliminated.is_some() {
            return Some(GameResult::Elimination);
        }
        if let Some(end) = self.elimination_end() {
            return Some(end);
        }
        if !self.variant.duels.is_empty() {
            return self.duels_end();
        }
        let v = &*self.variant;
        let d = &v.draws;
        let dead_minor = d.dead_minor && self.players_in_game() == 2;
        if d.bare_kings || dead_minor {
            let mut m = Material::default();
            // In the points race only the pieces of the players still in can mate.
            let race = v.points_race.on;
            for p in self.squares.iter().flatten() {
                if race && self.is_out(p.owner) {
                    continue;
                }
                let def = v.piece(p.kind);
                if !def.royal {
                    m.men += 1;
                    m.minors += def.minor as u32;
                    // Both draws need at most one man besides the kings.
                    if m.men > 1 {
                        break;
                    }
                }
            }
            let rules = DrawRules { dead_minor, ..*d };
            match rules.material_draw(m) {
                Some(MaterialDraw::BareKings) => return Some(GameResult::BareKings),
                Some(MaterialDraw::DeadPosition) => return Some(GameResult::DeadPosition),
                None => {}
            }
        }
        if d.fifty_moves
            .is_some_and(|n| self.halfmove >= n * self.players_in_game())
        {
            return Some(GameResult::FiftyMoves);
        }
        if let Some(n) = d.repetition {
            // No earlier position since the last capture or pawn move: nothing to compare.
            let seen = if self.history.is_empty() {
                0
            } else {
                let key = self.repetition_key();
                self.history.count(key)
            };
            if seen + 1 >= n as usize {
                return Some(GameResult::Repetition);
            }
        }
        None
    }

    /// How many players are still in the game (all of them, in games where nobody leaves).
    pub(crate) fn players_in_game(&self) -> u32 {
        let out = self.out_players();
        (0..self.variant.players.len() as u8)
            .filter(|&p| out & (1 << (p & 7)) == 0)
            .count() as u32
    }

    /// What repetition compares: the key, with the frozen players and the en passant chances
    /// that last, which the key leaves out (two positions are the same only when the same
    /// players may move and the same captures are possible).
    pub(crate) fn repetition_key(&self) -> u64 {
        let z = self.variant.zobrist();
        self.key ^ z.frozen(self.frozen | self.dead) ^ self.ep_open.key(z)
    }

    /// The number of leaves of the legal move tree `depth` plies deep. See the module
    /// documentation for positions where the game is over.
    pub fn perft(&self, depth: u32) -> u64 {
        if self.variant.has_dice() {
            return self.perft_dice(depth);
        }
        if depth == 0 || self.ended_by_rule().is_some() {
            return 1;
        }
        let moves = self.legal_moves();
        if depth == 1 {
            return moves.len() as u64;
        }
        moves.iter().map(|m| self.play(m).perft(depth - 1)).sum()
    }

    /// Perft split by the first move: each legal move with the leaves below it. In a game with
    /// dice, the first move of the turn, with the leaves below the turns that start with it
    /// (nothing before the roll: see [`Position::divide_rolls`]).
    pub fn divide(&self, depth: u32) -> Vec<(Move, u64)> {
        if self.variant.has_dice() {
            return self.divide_dice(depth);
        }
        if depth == 0 || self.ended_by_rule().is_some() {
            return Vec::new();
        }
        self.legal_moves()
            .into_iter()
            .map(|m| {
                let n = self.play(&m).perft(depth - 1);
                (m, n)
            })
            .collect()
    }
}

fn win_result(win: Win) -> GameResult {
    match win {
        Win::AllRoyals => GameResult::AllRoyals,
        Win::SinglePiece => GameResult::SinglePiece,
    }
}

fn draw(result: GameResult) -> Outcome {
    Outcome::Over {
        result,
        winners: Vec::new(),
    }
}
