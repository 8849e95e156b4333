//! Orthodox chess (FIDE rules): the base of every other game.

use super::{family, white_and_black, Start, Variant, VariantError};
use crate::geometry::chessboards;
use crate::piece::{orthodox, PieceKind, Player};
use crate::rules::{Area, CastleDef, DrawRules, PawnRules, Royalty};

/// The kinds of the orthodox catalogue (`piece::orthodox()`: K Q R B N P), in its order.
pub const KING: PieceKind = PieceKind(0);
pub const QUEEN: PieceKind = PieceKind(1);
pub const ROOK: PieceKind = PieceKind(2);
pub const BISHOP: PieceKind = PieceKind(3);
pub const KNIGHT: PieceKind = PieceKind(4);
pub const PAWN: PieceKind = PieceKind(5);

/// The queen, rook, bishop and knight of the orthodox catalogue.
pub const PROMOTIONS: [PieceKind; 4] = [QUEEN, ROOK, BISHOP, KNIGHT];

/// The back row from the queen's rook's side: the queen beside the king.
pub const BACK_ROW: [PieceKind; 8] = [ROOK, KNIGHT, BISHOP, QUEEN, KING, BISHOP, KNIGHT, ROOK];

/// A row of eight pawns.
pub const PAWNS: [PieceKind; 8] = [PAWN; 8];

/// White's army, rank by rank from file a: the back row on rank 1, the pawns on rank 2. Black's
/// is the same mirrored.
pub const ARMY: [(u8, &[PieceKind]); 2] = [(0, &BACK_ROW), (1, &PAWNS)];

/// Orthodox chess.
pub fn define() -> Result<Variant, VariantError> {
    let mut v = Variant::new("chess", "Chess", chessboards(1))?;
    v.family = family::ORTHODOX;
    v.summary = "The usual game on one board, the base the others build on.";
    v.players = white_and_black();
    v.pieces = orthodox();
    v.start = Start::facing_armies(&ARMY, 8, [0, 0]);
    v.royalty = Royalty::orthodox();
    v.castling = [
        CastleDef::orthodox(Player(0), 0),
        CastleDef::orthodox(Player(1), 7),
    ]
    .concat();
    v.pawns = PawnRules {
        double_step: vec![
            vec![Area::Rank {
                board: Some(0),
                rank: 1,
            }],
            vec![Area::Rank {
                board: Some(0),
                rank: 6,
            }],
        ],
        en_passant: true,
        promotion_zone: vec![
            vec![Area::Rank {
                board: None,
                rank: 7,
            }],
            vec![Area::Rank {
                board: None,
                rank: 0,
            }],
        ],
        promotion_choices: PROMOTIONS.to_vec(),
        ..PawnRules::default()
    };
    v.draws = DrawRules::fide();
    v.plain_fen = true;
    Ok(v)
}
