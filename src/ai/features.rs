//! Named switches of the search, so that a change to the search can be measured by playing the
//! build with it against the build without it (`quadrille match --players
//! level8,level8:-lmr --sprt 0,40`). Every switch is deterministic: none brings timing or
//! chance into the search. The defaults are the switches kept because they won such a match;
//! a switch kept in one game only is turned on by that game's own switches
//! (`Variant::search_switches`), over which a player's changes ([`Switches`]) apply. A switch
//! that lost was removed with its code, and `docs/strength.md` keeps the record of what was
//! tried ("Switches removed"). `ponder` is the driver's, not the search's, and off.

use crate::variant::Variant;

/// The switches of the search, each on or off.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Features {
    /// Searches a position in check one ply deeper.
    pub check_extension: bool,
    /// Null-move pruning (where the game allows it: two sides, officers on the board).
    pub null_move: bool,
    /// Late-move reductions of quiet moves.
    pub lmr: bool,
    /// Quiescence skips captures of a guarded piece worth less than the capturer when standing
    /// pat is below alpha by less than the capturer's worth (a losing capture, as far as one
    /// recapture shows).
    pub losing_captures: bool,
    /// Static cut-off ("reverse futility pruning"): a node of a null window three plies or less
    /// from the leaves, not in check, returns its static score when it beats beta by a margin.
    pub static_cutoff: bool,
    /// Futility pruning: one or two plies from the leaves, in a null window, quiet moves are
    /// skipped when the static score falls short of alpha by a margin.
    pub futility: bool,
    /// Pondering, for whoever drives the searcher (`quadrille match`; the page's worker does the
    /// same in the person's time): after its move the player searches the position where its
    /// opponent is to move, so that its table holds the replies when its turn comes. Games of
    /// two sides only (the table of a paranoid search belongs to its root player).
    pub ponder: bool,
    /// Quiescence out of check tests a move's legality only when it comes to it, and stands pat
    /// without asking whether any move is legal (`search/lazy_quiescence.rs`).
    pub lazy_quiescence: bool,
    /// The evaluation takes the numbers tuned on games for the game, where it has a set
    /// (`weights.rs`, `quadrille tune`); elsewhere it changes nothing.
    pub tuned: bool,
    /// Move-count ("late-move") pruning: near the leaves, in a null window, not in check, after
    /// 3 + depth² quiet moves the remaining quiet moves that give no check are skipped.
    pub move_count_pruning: bool,
    /// The full search generates a node's moves without their legality and tests each only
    /// when it comes to it (after a cut-off the rest are never tested); the same moves are
    /// searched in the same order as with the legal moves, so the tree is the same, found with
    /// fewer tests.
    pub lazy_search: bool,
    /// With a time limit, iterations go on starting until the time is up (the best move of an
    /// unfinished iteration counts once its first move is searched), instead of stopping
    /// when half the time is gone. Under a node or depth limit it changes nothing.
    pub full_time: bool,
    /// Move ordering puts the captures that lose material by static exchange evaluation after
    /// the quiet moves, instead of among the other captures.
    pub see_order: bool,
    /// The quiescence search in check tests each evasion's legality only when it comes to it
    /// (after a cut-off the rest are never tested): the same moves in the same order as with
    /// the legal moves, so the tree is the same, found with fewer tests
    /// (`search/lazy_quiescence.rs`).
    pub lazy_evasions: bool,
    /// With `see_order`, the moves of the full search and of quiescence are sorted without the
    /// exchange test, and a capture is tested only when the search comes to it (`Walk` in
    /// `order.rs`): the same moves in the same order, so the tree is the same, found with
    /// fewer exchange evaluations (none after a cut-off).
    pub lazy_exchanges: bool,
    /// With `tuned`: Alice Chess takes the numbers fitted to level 8's own deeper search
    /// (`tuned/alice-labels.txt`, `quadrille label` with `quadrille uci` as the engine) instead
    /// of those fitted to the results of its games; elsewhere it changes nothing.
    pub own_labels: bool,
    /// In a points race (chess.com's free-for-all): each player's points count in the
    /// evaluation, and dead pieces (of players out, or resigned but for the walking king) are
    /// worth nothing, neither as material nor as victims, attackers or threats.
    pub race_eval: bool,
    /// Best-reply search in games of three or more sides scored by what is taken (Not a
    /// Dodgson System Chess; elsewhere it changes nothing): where an opponent of the root
    /// player is to move, the moves of every opponent are searched, one of them moving and the
    /// others passing, so that the root player's next move comes after one reply instead of a
    /// round (`search/moves.rs`).
    pub best_reply: bool,
    /// In games of two sides of several players each (the partnership games, where a node has
    /// some four times the moves of chess and the search stays shallow): move-count pruning at
    /// every depth of a null window after 1 + depth²/5 quiet moves (1, 1, 2, 4, 6 at depths 1
    /// to 5), and late-move reductions from the third move at depth 2 or more, by 2 + (depth -
    /// 5)/3 + depth/8 + the move's place/30 plies (one less in a full window); elsewhere it
    /// changes nothing.
    pub selective: bool,
    /// The evaluation counts a king's cells attacked by two or more enemy players as a danger
    /// of its own (120 centipawns, scaled by the game phase as the rest of the king's danger),
    /// where the game's numbers leave that term out: a mate by two opponents together, as
    /// 4pchess's evaluation counts it. It changes only games of more than two players.
    pub converging: bool,
    /// Move ordering puts the quiet moves whose piece gives check before the other quiet moves
    /// (after the killers), as 4pchess orders its quiet checks (4pchess also counts the checks
    /// a move uncovers).
    pub check_order: bool,
    /// With `lmr`, in games where `selective` does not apply: in a null window (off the
    /// principal variation) a late quiet move is reduced by ln(depth) × ln(move number) / 2
    /// plies, rounded, where that is more than the one or two plies of the default (three or
    /// four plies for the late moves of nodes eight or more plies from the leaves), as engines
    /// of two players cut their trees.
    pub deep_lmr: bool,
    /// With `null_move`: the null move in games with a transfer between boards too (the Alice
    /// family), where every move takes its piece to another board, so that having to move
    /// often costs more than passing would.
    pub null_boards: bool,
    /// The history of quiet moves kept per player, and moved the way engines of two players
    /// move it: the quiet move that cuts off gains, the quiet moves searched before it lose,
    /// each change by less the nearer the score is to its bound (`order.rs`, "gravity").
    pub gravity: bool,
    /// With `gravity` and `lmr`: a late quiet move is reduced by a ply less for every 6,000 of
    /// its history score and a ply more for every 6,000 below zero (at most two either way,
    /// leaving at least the child's first ply).
    pub history_lmr: bool,
    /// Aspiration windows: each iteration from depth 4 on is searched first with a narrow window
    /// around the score of the one before, widened on the side where the score falls outside
    /// (`search/root.rs`).
    pub aspiration: bool,
    /// The transposition table lets a key take any of the four slots of its bucket (one line of
    /// the processor's cache) and replaces the entry worth least, by depth and age, instead of
    /// giving each key one slot that keeps the deeper entry of the search (`tt.rs`).
    pub buckets: bool,
    /// A search cut as the engines of two players cut theirs (not with `selective`): late
    /// quiet moves reduced from the third move at depth 2 or more by ln(depth) × ln(move
    /// number) / 2 plies, rounded, and a ply more in a null window; move-count pruning up to
    /// six plies from the leaves (not three); futility up to six plies, judged at the depth the
    /// move would be reduced to; and near the leaves, captures that lose more than a pawn per
    /// ply left by static exchange evaluation skipped (`search/prune.rs`).
    pub steep: bool,
    /// In games where taking a king is a move (chess.com's four-player games, the free-for-all
    /// games that capture kings), a royal piece counts as a victim worth far more than any other
    /// piece (the exchange evaluation's royal worth): its capture comes first in the order of the
    /// moves and is never left out of quiescence as hopeless or as losing to a recapture.
    pub royal_victims: bool,
    /// In games of teams where taking a king is a move: a node where the next player may take a
    /// royal piece of a partner of the player to move counts as a node in check for the
    /// search (no standing pat, no null move, no static cut-off, futility, move-count pruning or
    /// reduction, the check extension), since the partner moves only after the threat is
    /// carried out; and a move that leaves such a threat for the next player counts as a check.
    pub partner_guard: bool,
    /// In games of more than two players: a move whose piece attacks the royal piece of any
    /// enemy where it lands counts as a check (not pruned, not reduced), not only a check on the
    /// next player; in the partnership game a check on the opponent who moves after the
    /// partner is half of a mate by two.
    pub any_check: bool,
    /// In games with check, a steeper king danger, nearer 4pchess's: beyond four enemy attacks
    /// around a king each further attack costs `KING_ATTACK_STEP` more (`weights.rs`) (the
    /// fitted tables stop growing at five), and two enemies attacking together cost at least
    /// `KING_ATTACK_CONVERGING`.
    pub king_attack: bool,
}

impl Default for Features {
    fn default() -> Features {
        Features {
            check_extension: true,
            null_move: true,
            lmr: true,
            losing_captures: true,
            static_cutoff: true,
            futility: true,
            ponder: false,
            lazy_quiescence: true,
            tuned: true,
            move_count_pruning: true,
            lazy_search: true,
            full_time: true,
            see_order: true,
            lazy_evasions: true,
            lazy_exchanges: true,
            own_labels: true,
            race_eval: true,
            best_reply: true,
            selective: false,
            converging: false,
            check_order: false,
            deep_lmr: false,
            null_boards: true,
            gravity: false,
            history_lmr: false,
            aspiration: false,
            buckets: false,
            steep: false,
            royal_victims: false,
            partner_guard: false,
            any_check: false,
            king_attack: false,
        }
    }
}

/// The names of the switches, as the command line writes them.
pub const NAMES: [&str; 32] = [
    "check_extension",
    "null_move",
    "lmr",
    "losing_captures",
    "static_cutoff",
    "futility",
    "ponder",
    "lazy_quiescence",
    "tuned",
    "move_count_pruning",
    "lazy_search",
    "full_time",
    "see_order",
    "lazy_evasions",
    "lazy_exchanges",
    "own_labels",
    "race_eval",
    "best_reply",
    "selective",
    "converging",
    "check_order",
    "deep_lmr",
    "null_boards",
    "gravity",
    "history_lmr",
    "aspiration",
    "buckets",
    "steep",
    "royal_victims",
    "partner_guard",
    "any_check",
    "king_attack",
];

impl Features {
    fn slot(&mut self, name: &str) -> Option<&mut bool> {
        Some(match name {
            "check_extension" => &mut self.check_extension,
            "null_move" => &mut self.null_move,
            "lmr" => &mut self.lmr,
            "losing_captures" => &mut self.losing_captures,
            "static_cutoff" => &mut self.static_cutoff,
            "futility" => &mut self.futility,
            "ponder" => &mut self.ponder,
            "lazy_quiescence" => &mut self.lazy_quiescence,
            "tuned" => &mut self.tuned,
            "move_count_pruning" => &mut self.move_count_pruning,
            "lazy_search" => &mut self.lazy_search,
            "full_time" => &mut self.full_time,
            "see_order" => &mut self.see_order,
            "lazy_evasions" => &mut self.lazy_evasions,
            "lazy_exchanges" => &mut self.lazy_exchanges,
            "own_labels" => &mut self.own_labels,
            "race_eval" => &mut self.race_eval,
            "best_reply" => &mut self.best_reply,
            "selective" => &mut self.selective,
            "converging" => &mut self.converging,
            "check_order" => &mut self.check_order,
            "deep_lmr" => &mut self.deep_lmr,
            "null_boards" => &mut self.null_boards,
            "gravity" => &mut self.gravity,
            "history_lmr" => &mut self.history_lmr,
            "aspiration" => &mut self.aspiration,
            "buckets" => &mut self.buckets,
            "steep" => &mut self.steep,
            "royal_victims" => &mut self.royal_victims,
            "partner_guard" => &mut self.partner_guard,
            "any_check" => &mut self.any_check,
            "king_attack" => &mut self.king_attack,
            _ => return None,
        })
    }

    /// The defaults changed by `text`: switch names, each after `+` (on) or `-` (off), for
    /// example `-lmr+ponder`. An empty text gives the defaults.
    pub fn parse(text: &str) -> Result<Features, String> {
        Ok(Switches::parse(text)?.over(Features::default()))
    }

    /// The switches of a search in `variant`'s game: the defaults changed by the game's own
    /// [`Variant::search_switches`] (the defaults where its text is not a list of switches,
    /// which a test of every game rules out).
    pub fn of_game(variant: &Variant) -> Features {
        Switches::parse(variant.search_switches)
            .unwrap_or_default()
            .over(Features::default())
    }
}

/// Changes to the switches, as a player or a game writes them (`-lmr+ponder`): the switches
/// turned on and those turned off, a bit each at its place in [`NAMES`]; the others keep the
/// values of whatever they are applied over (a game's own, [`Features::of_game`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Switches {
    on: u64,
    off: u64,
}

impl Switches {
    /// Reads `text`: switch names, each after `+` (on) or `-` (off); a later change of a
    /// switch overrides an earlier one. An empty text changes nothing.
    pub fn parse(text: &str) -> Result<Switches, String> {
        let mut changes = Switches::default();
        let mut rest = text.trim();
        while !rest.is_empty() {
            let on = match rest.as_bytes()[0] {
                b'+' => true,
                b'-' => false,
                _ => {
                    return Err(format!(
                        "'{}': write each switch after + (on) or - (off), for example -lmr",
                        crate::excerpt::excerpt(text)
                    ))
                }
            };
            rest = &rest[1..];
            let end = rest.find(['+', '-']).unwrap_or(rest.len());
            let name = &rest[..end];
            rest = &rest[end..];
            let place = NAMES.iter().position(|&n| n == name).ok_or_else(|| {
                format!(
                    "'{}' is not a switch of the search; the switches are {}",
                    crate::excerpt::excerpt(name),
                    NAMES.join(", ")
                )
            })?;
            let bit = 1u64 << place;
            if on {
                changes.on |= bit;
                changes.off &= !bit;
            } else {
                changes.off |= bit;
                changes.on &= !bit;
            }
        }
        Ok(changes)
    }

    /// `base` with these changes.
    pub fn over(self, mut base: Features) -> Features {
        for (place, name) in NAMES.iter().enumerate() {
            let bit = 1u64 << place;
            if let Some(slot) = base.slot(name) {
                if self.on & bit != 0 {
                    *slot = true;
                } else if self.off & bit != 0 {
                    *slot = false;
                }
            }
        }
        base
    }

    /// The switches of a search in `variant`'s game: the game's own ([`Features::of_game`])
    /// with these changes.
    pub fn in_game(self, variant: &Variant) -> Features {
        self.over(Features::of_game(variant))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_switches_on_and_off() {
        assert_eq!(Features::parse("").unwrap(), Features::default());
        let f = Features::parse("-null_move+ponder").unwrap();
        assert!(!f.null_move);
        assert!(f.ponder);
        assert_eq!(f.lmr, Features::default().lmr);
        let f = Features::parse("-lmr-check_extension").unwrap();
        assert!(!f.lmr && !f.check_extension);
    }

    #[test]
    fn every_name_reaches_a_switch() {
        for name in NAMES {
            let on = Features::parse(&format!("+{name}")).unwrap();
            let off = Features::parse(&format!("-{name}")).unwrap();
            assert_ne!(on, off, "{name}");
        }
    }

    /// Changes apply over any base: the switches they name take their sign, the others keep
    /// the base's values; the later of two changes of one switch counts.
    #[test]
    fn changes_apply_over_a_base() {
        let base = Features {
            lmr: false,
            gravity: true,
            ..Features::default()
        };
        let f = Switches::parse("+lmr-null_move").unwrap().over(base);
        assert!(f.lmr && !f.null_move && f.gravity);
        assert_eq!(Switches::parse("").unwrap().over(base), base);
        let f = Switches::parse("+gravity-gravity").unwrap().over(base);
        assert!(!f.gravity);
        let f = Switches::parse("-lmr+lmr").unwrap().over(base);
        assert!(f.lmr);
    }

    /// Every game's own switches are a list of switches, and a player's changes apply over
    /// them.
    #[test]
    fn every_game_names_its_switches_rightly() {
        for id in crate::variant::ids() {
            let v = crate::variant::build(id, &[]).unwrap();
            let own = Switches::parse(v.search_switches);
            assert!(own.is_ok(), "{id}: {:?}", own.err());
            let of_game = Features::of_game(&v);
            assert_eq!(own.unwrap().over(Features::default()), of_game, "{id}");
            let changed = Switches::parse("-lmr+ponder").unwrap().in_game(&v);
            assert!(!changed.lmr && changed.ponder, "{id}");
            assert_eq!(changed.tuned, of_game.tuned, "{id}");
        }
    }

    #[test]
    fn rejects_unknown_names_and_missing_signs() {
        assert!(Features::parse("-speed")
            .unwrap_err()
            .contains("not a switch"));
        assert!(Features::parse("lmr").unwrap_err().contains("+ (on)"));
        assert!(Features::parse("+").is_err());
    }
}
