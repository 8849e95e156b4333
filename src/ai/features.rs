//! Named switches of the search, so that a change to the search can be measured by playing the
//! build with it against the build without it (`quadrille match --players
//! level8,level8:-aspiration --sprt 0,40`). Every switch is deterministic: none brings timing or
//! chance into the search. The defaults are the switches kept because they won such a match
//! (`docs/strength.md`); a switch that lost stays off by default, so it can still be measured.

/// The switches of the search, each on or off.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Features {
    /// Searches a position in check one ply deeper.
    pub check_extension: bool,
    /// Null-move pruning (where the game allows it: two sides, officers on the board).
    pub null_move: bool,
    /// Late-move reductions of quiet moves.
    pub lmr: bool,
    /// Each iteration from the second on starts with a narrow window around the score of the one
    /// before, widened when the score falls outside.
    pub aspiration: bool,
    /// Quiescence skips captures of a guarded piece worth less than the capturer when standing
    /// pat is below alpha by less than the capturer's worth (a losing capture, as far as one
    /// recapture shows).
    pub losing_captures: bool,
    /// Games with a transfer between boards: mobility counts only moves whose arrival square
    /// on the other board is free (`eval_boards.rs`).
    pub board_mobility: bool,
    /// Games with a transfer between boards: a bonus for pieces that can pass to the board of
    /// an enemy royal piece, the closer to its square the more (`eval_boards.rs`).
    pub board_reach: bool,
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
    /// The first ply of the quiescence search also tries the quiet moves that give check (in
    /// Alice games most mates come from a quiet move that passes to the king's board).
    pub quiet_checks: bool,
    /// Quiescence out of check tests a move's legality only when it comes to it, and stands pat
    /// without asking whether any move is legal (`search/lazy_quiescence.rs`).
    pub lazy_quiescence: bool,
    /// The evaluation takes the numbers tuned on games for the game, where it has a set
    /// (`weights.rs`, `quadrille tune`); elsewhere it changes nothing.
    pub tuned: bool,
    /// With `lmr`: reductions from a table of ln(depth) x ln(move number) (`search/reduce.rs`),
    /// less for killers and moves of a good history, more off the principal variation.
    pub lmr_table: bool,
    /// History with a malus and a gravity: on a quiet cut-off the quiet moves searched before
    /// the cutter lose what it gains, and every update pulls the score back towards zero so that
    /// it stays within bounds (`order.rs`).
    pub history_malus: bool,
    /// Move-count ("late-move") pruning: near the leaves, in a null window, not in check, after
    /// 3 + depth² quiet moves the remaining quiet moves that give no check are skipped.
    pub move_count_pruning: bool,
    /// Null move with a reduction growing with the depth and with the margin by which the
    /// static score beats beta (`search/reduce.rs`), instead of 2 or 3 plies.
    pub null_margin: bool,
    /// Internal iterative reduction: a node 4 plies or more from the leaves without a move from
    /// the table is searched one ply less.
    pub iir: bool,
    /// The full search generates a node's moves without their legality and tests each only
    /// when it comes to it (after a cut-off the rest are never tested); the same moves are
    /// searched in the same order as with the legal moves, so the tree is the same, found with
    /// fewer tests.
    pub lazy_search: bool,
    /// With a time limit, iterations go on starting until the time is up (the best move of an
    /// unfinished iteration counts once its first move is searched), instead of stopping
    /// when half the time is gone. Under a node or depth limit it changes nothing.
    pub full_time: bool,
    /// With `static_cutoff`: the static cut-off also in nodes four to seven plies from the
    /// leaves (with the same margin per ply), not only up to three.
    pub deep_static_cutoff: bool,
    /// The transposition table keeps two results in each pair of slots: the deeper one and the
    /// latest (`tt.rs`), instead of one a slot.
    pub tt_buckets: bool,
    /// The full search treats a losing capture (the capturer worth more than its victim and
    /// attacked where it arrives, as `losing_captures` judges it in quiescence) as a quiet move:
    /// it may be reduced and pruned like one.
    pub losing_late: bool,
    /// Quiescence skips the captures that lose material by static exchange evaluation
    /// (`see.rs`: every capture that can follow on the square, from board to board in the
    /// Alice family) instead of the one-recapture test of `losing_captures`.
    pub see_quiescence: bool,
    /// Move ordering puts the captures that lose material by static exchange evaluation after
    /// the quiet moves, instead of among the other captures.
    pub see_order: bool,
    /// Near the leaves, in a null window, not in check: a move (not the first) that gives no
    /// check and loses more by static exchange evaluation than a pawn per ply left is skipped.
    pub see_prune: bool,
    /// As `losing_late`, with the capture judged by static exchange evaluation: the full search
    /// reduces and prunes like a quiet move a capture that loses material once the exchanges
    /// on its square are played out (`see.rs`).
    pub see_late: bool,
    /// The countermove heuristic: a quiet move that cut off after a move is remembered as the
    /// answer to that move (by its cells of departure and arrival), and is tried after the
    /// killers, before the other quiet moves, wherever that move is played again.
    pub counter_move: bool,
    /// The follow-up history (`follow.rs`): quiet moves are also ordered by how often they cut
    /// off right after the move that led to the node (named by piece and cell of arrival).
    pub follow_history: bool,
    /// The quiescence search reads and writes the transposition table: a stored bound that
    /// settles the node returns at once, the stored move is tried first, and the result is kept
    /// (as depth 0, never over a deeper result) for the quiescence searches that meet the
    /// position again (`search/quiescence.rs`).
    pub qs_table: bool,
    /// King safety in games with a transfer between boards (the Alice family) also counts the
    /// enemy attacks on the squares around a royal piece on the boards from which a move passes
    /// to its board: the pieces there can arrive next to it, and its own moves land there
    /// (`eval.rs`).
    pub zone_across: bool,
    /// The quiescence search in check tests each evasion's legality only when it comes to it
    /// (after a cut-off the rest are never tested): the same moves in the same order as with
    /// the legal moves, so the tree is the same, found with fewer tests
    /// (`search/lazy_quiescence.rs`).
    pub lazy_evasions: bool,
    /// With `check_extension`: instead of every position in check, the move that gives check is
    /// searched one ply deeper, and only when it loses nothing by the exchanges on its square
    /// (`see.rs`): a checking piece that is simply taken is not worth the ply (in the Alice
    /// family a piece often checks from the other board where it can be taken at once).
    pub check_see: bool,
    /// With `see_order`, the moves of the full search and of quiescence are sorted without the
    /// exchange test, and a capture is tested only when the search comes to it (`Walk` in
    /// `order.rs`): the same moves in the same order, so the tree is the same, found with
    /// fewer exchange evaluations (none after a cut-off).
    pub lazy_exchanges: bool,
    /// Late-move reductions apply to quiet moves that give check too (the player in check is
    /// still searched a ply deeper by `check_extension`): in the Alice family many quiet
    /// moves give check, each by a piece passing to the board of the enemy king.
    pub reduce_checks: bool,
    /// Whether the static score of the player to move has risen since his side's last turn
    /// ("improving") sets how hard nodes near the leaves are cut: when it has, the static
    /// cut-off asks a ply's margin less; when it has not, move-count pruning skips the quiet
    /// moves beyond half as many (`search/prune.rs`), as in Stockfish.
    pub improving: bool,
    /// With `tuned`: Alice Chess takes the numbers fitted to level 8's own deeper search
    /// (`tuned/alice-labels.txt`, `quadrille label` with `quadrille uci` as the engine) instead
    /// of those fitted to the results of its games; elsewhere it changes nothing.
    pub own_labels: bool,
    /// Singular extensions (`search/singular.rs`): six plies or more from the leaves, the move
    /// of the table is searched a ply deeper when the other moves, searched half as deep, all
    /// stay below its stored score by a margin.
    pub singular: bool,
    /// Mate-threat extension: a node where the null move (passing) is mated is searched one
    /// ply deeper, so that the moves that meet the threat are seen to the end; only at fewer
    /// plies from the root than the iteration's depth.
    pub mate_threat: bool,
    /// Correction of the static score (`search/correction.rs`): by how much searches found the
    /// static score wrong, remembered by where the pawns stand and who moves, is added to the
    /// static score of later positions with the same pawns (games of two sides).
    pub correction: bool,
}

impl Default for Features {
    fn default() -> Features {
        Features {
            check_extension: true,
            null_move: true,
            lmr: true,
            aspiration: false,
            losing_captures: true,
            board_mobility: false,
            board_reach: false,
            static_cutoff: true,
            futility: true,
            ponder: false,
            quiet_checks: false,
            lazy_quiescence: true,
            tuned: true,
            lmr_table: false,
            history_malus: false,
            move_count_pruning: true,
            null_margin: false,
            iir: false,
            lazy_search: true,
            full_time: true,
            deep_static_cutoff: false,
            tt_buckets: false,
            losing_late: false,
            see_quiescence: false,
            see_order: true,
            see_prune: false,
            see_late: false,
            counter_move: false,
            follow_history: false,
            qs_table: false,
            zone_across: false,
            lazy_evasions: true,
            check_see: false,
            lazy_exchanges: true,
            reduce_checks: false,
            improving: false,
            own_labels: true,
            singular: false,
            mate_threat: false,
            correction: false,
        }
    }
}

/// The names of the switches, as the command line writes them.
pub const NAMES: [&str; 40] = [
    "check_extension",
    "null_move",
    "lmr",
    "aspiration",
    "losing_captures",
    "board_mobility",
    "board_reach",
    "static_cutoff",
    "futility",
    "ponder",
    "quiet_checks",
    "lazy_quiescence",
    "tuned",
    "lmr_table",
    "history_malus",
    "move_count_pruning",
    "null_margin",
    "iir",
    "lazy_search",
    "full_time",
    "deep_static_cutoff",
    "tt_buckets",
    "losing_late",
    "see_quiescence",
    "see_order",
    "see_prune",
    "see_late",
    "counter_move",
    "follow_history",
    "qs_table",
    "zone_across",
    "lazy_evasions",
    "check_see",
    "lazy_exchanges",
    "reduce_checks",
    "improving",
    "own_labels",
    "singular",
    "mate_threat",
    "correction",
];

impl Features {
    fn slot(&mut self, name: &str) -> Option<&mut bool> {
        Some(match name {
            "check_extension" => &mut self.check_extension,
            "null_move" => &mut self.null_move,
            "lmr" => &mut self.lmr,
            "aspiration" => &mut self.aspiration,
            "losing_captures" => &mut self.losing_captures,
            "board_mobility" => &mut self.board_mobility,
            "board_reach" => &mut self.board_reach,
            "static_cutoff" => &mut self.static_cutoff,
            "futility" => &mut self.futility,
            "ponder" => &mut self.ponder,
            "quiet_checks" => &mut self.quiet_checks,
            "lazy_quiescence" => &mut self.lazy_quiescence,
            "tuned" => &mut self.tuned,
            "lmr_table" => &mut self.lmr_table,
            "history_malus" => &mut self.history_malus,
            "move_count_pruning" => &mut self.move_count_pruning,
            "null_margin" => &mut self.null_margin,
            "iir" => &mut self.iir,
            "lazy_search" => &mut self.lazy_search,
            "full_time" => &mut self.full_time,
            "deep_static_cutoff" => &mut self.deep_static_cutoff,
            "tt_buckets" => &mut self.tt_buckets,
            "losing_late" => &mut self.losing_late,
            "see_quiescence" => &mut self.see_quiescence,
            "see_order" => &mut self.see_order,
            "see_prune" => &mut self.see_prune,
            "see_late" => &mut self.see_late,
            "counter_move" => &mut self.counter_move,
            "follow_history" => &mut self.follow_history,
            "qs_table" => &mut self.qs_table,
            "zone_across" => &mut self.zone_across,
            "lazy_evasions" => &mut self.lazy_evasions,
            "check_see" => &mut self.check_see,
            "lazy_exchanges" => &mut self.lazy_exchanges,
            "reduce_checks" => &mut self.reduce_checks,
            "improving" => &mut self.improving,
            "own_labels" => &mut self.own_labels,
            "singular" => &mut self.singular,
            "mate_threat" => &mut self.mate_threat,
            "correction" => &mut self.correction,
            _ => return None,
        })
    }

    /// The defaults changed by `text`: switch names, each after `+` (on) or `-` (off), for
    /// example `-aspiration+lmr`. An empty text gives the defaults.
    pub fn parse(text: &str) -> Result<Features, String> {
        let mut f = Features::default();
        let mut rest = text.trim();
        while !rest.is_empty() {
            let on = match rest.as_bytes()[0] {
                b'+' => true,
                b'-' => false,
                _ => {
                    return Err(format!(
                        "'{}': write each switch after + (on) or - (off), for example -aspiration",
                        crate::excerpt::excerpt(text)
                    ))
                }
            };
            rest = &rest[1..];
            let end = rest.find(['+', '-']).unwrap_or(rest.len());
            let name = &rest[..end];
            rest = &rest[end..];
            let slot = f.slot(name).ok_or_else(|| {
                format!(
                    "'{}' is not a switch of the search; the switches are {}",
                    crate::excerpt::excerpt(name),
                    NAMES.join(", ")
                )
            })?;
            *slot = on;
        }
        Ok(f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_switches_on_and_off() {
        assert_eq!(Features::parse("").unwrap(), Features::default());
        let f = Features::parse("-null_move+aspiration").unwrap();
        assert!(!f.null_move);
        assert!(f.aspiration);
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

    #[test]
    fn rejects_unknown_names_and_missing_signs() {
        assert!(Features::parse("-speed")
            .unwrap_err()
            .contains("not a switch"));
        assert!(Features::parse("lmr").unwrap_err().contains("+ (on)"));
        assert!(Features::parse("+").is_err());
    }
}
