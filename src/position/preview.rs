//! A cheap look at the position after a move, for the search's pruning decisions.
//!
//! Playing a move settles the turn: in the games with freezing, duels, or checkmated players
//! leaving the board, the next player's turn stands only if he has a legal move, which costs a
//! gathering of attackers and a walk over his moves. The search asks of most moves near the
//! leaves only whether they give check (and what stands where), and then prunes many of them;
//! a preview answers that without settling, and the move is played in full only when searched.

use super::{Move, Player, Position};

impl Position {
    /// The cells after a legal move, and the turn passed to the next player in turn order who
    /// is still in the game, without the tests that settle it where they search for moves
    /// ([`Position::settles_by_search`]) and without the key, repetition history and duels
    /// brought up to date: a position only to ask what stands where and whether that player
    /// is in check. Where settling costs nothing, it is [`Position::play`].
    pub(crate) fn preview(&self, m: &Move) -> Position {
        self.play_with(m, !self.settles_by_search())
    }

    /// The position after the legal move `m`, given its preview (`seen`): the preview itself
    /// where it is the move played, else the move played.
    pub(crate) fn play_previewed(&self, m: &Move, seen: Position) -> Position {
        if self.settles_by_search() {
            self.play(m)
        } else {
            seen
        }
    }

    /// Whether settling the turn after a move searches for legal moves (freezing, duels,
    /// checkmated players leaving the board), which makes [`Position::play`] much dearer than
    /// [`Position::preview`].
    pub(crate) fn settles_by_search(&self) -> bool {
        let v = &*self.variant;
        v.freeze.on || v.mate_removal.on || !v.duels.is_empty()
    }

    /// For [`Position::preview`]: the turn passes from `from` to the next player in turn order
    /// who is not out of the game, without asking who can play (the key is left as it was).
    pub(super) fn pass_turn_unsettled(&mut self, from: Player) {
        let n = self.variant.players.len();
        let mut p = self.variant.next_player(from);
        for _ in 1..n {
            if !self.is_out(p) && !self.duel_over_for(p) {
                break;
            }
            p = self.variant.next_player(p);
        }
        self.to_move = p;
    }
}

#[cfg(test)]
mod tests {
    use crate::position::Position;
    use crate::variant;

    /// Along random games of every game, for every legal move: where settling the turn costs
    /// nothing, the preview is the move played (key and turn included); elsewhere, whenever
    /// the move played gives the turn to the player the preview gives it to (nobody was passed
    /// over), the preview holds the same cells and says the same about check. (A move that
    /// checkmates a player leaving the board takes his army off only when played.)
    #[test]
    fn a_preview_shows_the_cells_and_the_check_of_the_move_played() {
        for id in variant::ids() {
            let v = variant::build(id, &[]).expect("the game builds");
            let mut pos = Position::start(&v);
            let mut seed = 5u64;
            let (mut compared, mut dear) = (0, 0);
            for _ in 0..60 {
                seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1);
                if pos.needs_roll() {
                    pos = pos.roll_from_seed(seed).expect("a game with dice");
                }
                let moves = pos.legal_moves();
                if moves.is_empty() || pos.outcome().is_over() {
                    pos = Position::start(&v);
                    continue;
                }
                for m in &moves {
                    let (played, seen) = (pos.play(m), pos.preview(m));
                    let at = || format!("{id}: {m:?} in {}", pos.to_text());
                    if !pos.settles_by_search() {
                        assert_eq!(played.key(), seen.key(), "{}", at());
                        assert_eq!(played.to_move(), seen.to_move(), "{}", at());
                    } else if played.to_move() == seen.to_move() {
                        dear += 1;
                    }
                    if played.to_move() == seen.to_move() {
                        assert_eq!(played.cells(), seen.cells(), "{}", at());
                        assert_eq!(played.in_check(), seen.in_check(), "{}", at());
                        compared += 1;
                    }
                }
                pos = pos.play(&moves[(seed >> 33) as usize % moves.len()]);
            }
            assert!(compared > 100, "{id}: only {compared} moves compared");
            if pos.settles_by_search() {
                assert!(dear > 100, "{id}: {dear} previews compared");
            }
        }
    }
}
