//! Singular extensions (the `singular` switch): when the transposition table holds a move that
//! scored well in a search nearly as deep as this one, the node's other moves are searched half
//! as deep with a null window a little below that score. If none of them reaches it, the
//! table's move is the only good move of the node, and it is searched one ply deeper.

use super::moves::Node;
use super::{Run, MATE_BOUND};
use crate::ai::order::Sorting;
use crate::ai::tt::{from_tt, Bound, Entry};
use crate::position::{Move, Position};

/// The shallowest node whose table move is tested.
const SINGULAR_DEPTH: i32 = 6;
/// How far below the stored score the other moves must stay, per ply of depth left.
const SINGULAR_MARGIN: i32 = 2;
/// How much shallower than the node the table's result may be.
const SINGULAR_TABLE_DEPTH: i32 = 3;

impl Run<'_> {
    /// With `singular`: the move of the table `entry` when it is singular in the node `node` of
    /// `pos` (whose moves are `moves`, sorted as `how` says, pseudo-legal when `lazy`); `None`
    /// when it is not, or the node is not tested. Lines already twice as long as the root's
    /// depth are not extended further.
    pub(super) fn singular(
        &mut self,
        pos: &Position,
        moves: &[Move],
        how: Sorting,
        lazy: bool,
        entry: Option<Entry>,
        node: Node,
    ) -> Option<Move> {
        if !self.features.singular
            || node.depth < SINGULAR_DEPTH
            || node.ply as i32 >= 2 * self.root_depth
            || self.sides.paranoid()
        {
            return None;
        }
        let e = entry?;
        let m = e.best?;
        if e.depth < node.depth - SINGULAR_TABLE_DEPTH || e.bound == Bound::Upper {
            return None;
        }
        let score = from_tt(e.score, node.ply);
        if score.abs() >= MATE_BOUND {
            return None;
        }
        let bar = score - SINGULAR_MARGIN * node.depth;
        let others: Vec<Move> = moves.iter().filter(|x| **x != m).copied().collect();
        let probe = Node {
            depth: (node.depth - 1) / 2,
            alpha: bar - 1,
            beta: bar,
            singular: None,
            ..node
        };
        let found = self.search_moves(pos, &others, how, lazy.then(|| pos.legality()), probe);
        (!self.stopped && found.best < bar).then_some(m)
    }
}
