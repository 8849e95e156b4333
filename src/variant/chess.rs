//! Orthodox chess (FIDE rules): the base of every other game.

use super::{white_and_black, Variant, VariantError};
use crate::geometry::chessboards;
use crate::piece::{orthodox, PieceKind, Player};
use crate::rules::{Area, CastleDef, DrawRules, PawnRules, Royalty};

/// The queen, rook, bishop and knight of the orthodox catalogue (K Q R B N P).
pub const PROMOTIONS: [PieceKind; 4] = [PieceKind(1), PieceKind(2), PieceKind(3), PieceKind(4)];

/// Orthodox chess.
pub fn define() -> Result<Variant, VariantError> {
    let mut v = Variant::new("chess", "Chess", chessboards(1))?;
    v.players = white_and_black();
    v.pieces = orthodox();
    v.start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1".to_string();
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
        array_truce: false,
    };
    v.draws = DrawRules::fide();
    v.plain_fen = true;
    Ok(v)
}
