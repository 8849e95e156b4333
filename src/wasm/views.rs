//! The two big answers to the page, built from the game in progress: what does not change
//! during a game (`info`) and everything about the viewed ply (`snapshot`). Pure conversion: the
//! game logic is in `crate::game`.

use super::out::*;
use super::{dice, duels, placement, race, scores, seats};
use crate::game::{Game, Status};
use crate::geometry::{board_letter, Side};
use crate::position::Position;

/// What does not change during a game started from `start`.
pub(super) fn info_out(start: &Position) -> InfoOut {
    let v = start.variant();
    let geo = v.geometry();
    let geometry = GeometryOut {
        boards: (0..geo.board_count())
            .map(|b| {
                let shape = geo.board(b as u8);
                BoardOut {
                    width: shape.width,
                    height: shape.height,
                    name: board_letter(b as u8).to_string(),
                }
            })
            .collect(),
        cells: geo
            .cells()
            .map(|c| {
                let i = geo.info(c);
                CellOut {
                    board: i.board,
                    file: i.file,
                    rank: i.rank,
                    light: i.light,
                    name: geo.cell_name(c),
                }
            })
            .collect(),
        wraps: geo.wraps(),
        walls: (0..geo.board_count() as u8)
            .flat_map(|b| {
                geo.board(b).walls.iter().map(move |w| WallOut {
                    board: b,
                    file: w.file,
                    rank: w.rank,
                    side: match w.side {
                        Side::North => "north",
                        Side::East => "east",
                        Side::South => "south",
                        Side::West => "west",
                    },
                })
            })
            .collect(),
    };
    let players = v
        .players()
        .iter()
        .map(|p| PlayerOut {
            name: p.name.clone(),
            colour: p.colour.clone(),
            letter: p.letter.to_string(),
            facing: facing_name(p.facing),
        })
        .collect();
    InfoOut {
        id: v.id().to_string(),
        name: v.name().to_string(),
        geometry,
        players,
        options: v.options(),
        start_to_move: start.to_move().0,
        dice: v.has_dice(),
        facing_arrows: start.pieces().iter().any(|(_, p)| {
            v.piece(p.kind).pawn
                && v.players().get(p.owner.index()).map(|i| i.facing) != Some(p.facing)
        }),
        sides: crate::ai::sides(v),
        problems: crate::problem::takes(v),
    }
}

/// The status as the page receives it.
pub(super) fn status_out(s: Status) -> StatusOut {
    StatusOut {
        to_move: s.to_move.0,
        in_check: s.in_check,
        checked: s.checked.iter().map(|c| c.0).collect(),
        over: s.over,
        result: s.result.to_string(),
        winners: s.winners.iter().map(|w| w.0).collect(),
        text: s.text,
    }
}

/// Everything about the viewed ply of `game`.
pub(super) fn snapshot_out(game: &Game) -> SnapshotOut {
    let pos = game.current();
    let v = game.variant();
    let (movers, rounds) = game.movers().into_iter().map(|(p, r)| (p.0, r)).unzip();
    SnapshotOut {
        pieces: pos
            .pieces()
            .into_iter()
            .map(|(cell, p)| piece_in(pos, cell.0, p))
            .collect(),
        moves: pos
            .legal_moves()
            .into_iter()
            .map(|m| move_out(pos, &m))
            .collect(),
        history: game.steps().iter().map(|p| p.san.clone()).collect(),
        ply: game.ply(),
        length: game.length(),
        status: status_out(game.status()),
        last_move: game.last_move().map(|m| last_move_out(&m)),
        link: game.link(),
        position: pos.to_text(),
        dice: dice::dice_out(pos, game.seed()),
        players: dice::players_out(pos),
        turns: game.turns().into_iter().map(dice::turn_out).collect(),
        scores: pos.scores(),
        scoring: scores::scoring_out(pos),
        seats: game.seats().into_iter().map(seats::seat_out).collect(),
        movers,
        rounds,
        hand: placement::hands_out(pos),
        placing: pos.placing(),
        proposals: duels::proposals_out(pos),
        duels: duels::duels_out(pos),
        team_result: pos.team_result_text(),
        relief_owed: pos.relief_owed().map(|p| p.0),
        lost: crate::position::lost_pieces(game.start(), pos)
            .into_iter()
            .map(|kinds| {
                kinds
                    .into_iter()
                    .map(|k| {
                        let d = v.piece(k);
                        LostOut {
                            letter: d.letter.to_string(),
                            name: d.name.to_string(),
                            value: d.value,
                        }
                    })
                    .collect()
            })
            .collect(),
        race: race::race_out(pos),
    }
}
