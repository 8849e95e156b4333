//! Games as data: a [`Variant`] is a struct of typed rule settings with defaults (in the manner of
//! Fairy-Stockfish), built by one short definition per game; a child game starts from its parent
//! and changes a few fields (`alice` is `chess` with two boards and the transfer switched on).
//! [`ids`] and [`build`] form the registry of playable games.

mod about;
mod alice;
mod alice_family;
mod blocking_double;
mod chess;
mod dodgson;
mod fortress;
mod four_chesscom;
mod four_conventional;
mod four_ffa;
mod four_teams;
mod looking_glass;
mod options;
mod orwell;
mod plain;
mod registry;
mod start;

pub use about::{about, family, About};
pub use options::{parse_option, ChoiceSpec, OptionSpec};
pub use registry::{build, ids};
pub use start::{white_and_black, Placed, Start};

use crate::geometry::{Cell, CellSet, Geometry, GeometryError, GeometrySpec};
use crate::piece::{AttackTable, Facing, PieceDef, PieceKind, Player, TargetSets, Turned};
use crate::position::Setup;
use crate::rules::castling::CastleLine;
use crate::rules::{
    CaptureRules, CaptureScoring, CastleDef, DiceRules, DrawRules, Passing, PawnRules,
    PerpetualPower, Royalty, Transfer, Victory, ZeroMoves, Zobrist,
};
use crate::rules::{Elimination, Freeze, MateRemoval, PartnerPawns, Placement, PointsRace};

/// A player as the game presents him.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayerInfo {
    /// `White`.
    pub name: String,
    /// A CSS colour for the pieces: `#f8f8f8`.
    pub colour: String,
    /// The letter in texts: `w`.
    pub letter: char,
    /// The way this player's pieces face unless a text says otherwise.
    pub facing: Facing,
}

/// How a game writes its moves for people.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum MoveStyle {
    /// Standard algebraic notation (`Nf3`, `exd5`), with the board suffix in the Alice family.
    #[default]
    San,
    /// The long form of Orwell Chess: piece letter (none for a pawn), square of departure, `-`
    /// or `x`, square of arrival, `=X` for a promotion: `c3-d4`, `Dd7xf9`, `d5xd6=M`.
    Long,
}

/// Why a game cannot be built.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum VariantError {
    /// No game has this id.
    UnknownGame {
        id: String,
        known: Vec<&'static str>,
    },
    /// The game has no option of this name.
    UnknownOption {
        game: String,
        name: String,
        allowed: Vec<&'static str>,
    },
    /// The option does not take this value.
    BadValue {
        option: String,
        value: String,
        allowed: Vec<&'static str>,
    },
    /// An option is not written `name=value`, or is given twice.
    BadSyntax(String),
    /// The game's own definition is inconsistent (a bug in the definition).
    Definition(String),
}

fn list(items: &[&str]) -> String {
    if items.is_empty() {
        "none".to_string()
    } else {
        items.join(", ")
    }
}

impl std::fmt::Display for VariantError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            VariantError::UnknownGame { id, known } => {
                let id = crate::excerpt::excerpt(id);
                write!(f, "unknown game '{id}'; the games are: {}", list(known))
            }
            VariantError::UnknownOption {
                game,
                name,
                allowed,
            } => write!(
                f,
                "{game} has no option '{}'; its options are: {}",
                crate::excerpt::excerpt(name),
                list(allowed)
            ),
            VariantError::BadValue {
                option,
                value,
                allowed,
            } => write!(
                f,
                "option {option} cannot be '{}'; allowed values: {}",
                crate::excerpt::excerpt(value),
                list(allowed)
            ),
            VariantError::BadSyntax(msg) | VariantError::Definition(msg) => f.write_str(msg),
        }
    }
}

impl std::error::Error for VariantError {}

impl From<GeometryError> for VariantError {
    fn from(e: GeometryError) -> VariantError {
        VariantError::Definition(e.to_string())
    }
}

/// A game: its boards, players, pieces, start position and rule components. The fields are the
/// typed settings a definition changes; the tables derived from them are built by
/// [`Variant::finish`] (called by [`build`]).
#[derive(Clone)]
pub struct Variant {
    /// The id in texts, links and on the command line: `alice`.
    pub id: &'static str,
    /// The name for people: `Alice Chess`.
    pub name: &'static str,
    /// The family the page lists the game in: one of [`family::ALL`].
    pub family: &'static str,
    /// One line for people on what makes the game different, ending with a full stop.
    pub summary: &'static str,
    pub players: Vec<PlayerInfo>,
    /// Teams, one number per player: players of the same team are not enemies. Empty: every
    /// player for himself.
    pub teams: Vec<u8>,
    /// Duels, one number per player: a player captures and checks only the other player of his
    /// duel, and every other piece blocks him (Blocking Double Chess). Empty: no duels; then
    /// enemies are the players of other teams.
    pub duels: Vec<u8>,
    pub pieces: Vec<PieceDef>,
    /// The start position, as data (`start.rs`).
    pub start: Start,
    pub royalty: Royalty,
    pub transfer: Option<Transfer>,
    /// Zero moves: a piece only passes to another board (needs `transfer`).
    pub zero_moves: Option<ZeroMoves>,
    pub castling: Vec<CastleDef>,
    pub pawns: PawnRules,
    pub draws: DrawRules,
    /// Dice: a turn is a roll, then one move per usable die (`None`: one move per turn).
    pub dice: Option<DiceRules>,
    /// Who may capture whom: shifting alliances, the truce between royal pieces.
    pub captures: CaptureRules,
    /// Perpetual power: the capturer of a royal piece becomes this kind.
    pub power: Option<PerpetualPower>,
    /// Ways to win at once after a capture, and whether results are scored.
    pub victory: Victory,
    /// Whether a player with no legal move passes.
    pub passing: Passing,
    /// The end at the first elimination, scored by what was taken from that player.
    pub scoring: Option<CaptureScoring>,
    /// How moves are written for people: SAN, or the long form of Orwell Chess.
    pub move_style: MoveStyle,
    /// Positions are written as plain FEN (one board, two players, no game prefix).
    pub plain_fen: bool,
    /// The switches this game accepts.
    pub option_specs: Vec<OptionSpec>,
    /// The options of several named values this game accepts.
    pub choice_specs: Vec<ChoiceSpec>,
    /// Savard's royal rules: king capture, players out, the duty to move (off by default).
    pub elimination: Elimination,
    /// Frozen players (the traditional four-handed game; off by default).
    pub freeze: Freeze,
    /// A pawn swapping places with, or jumping over, a partner's pawn (off by default).
    pub partner_pawns: PartnerPawns,
    /// An en passant chance stays open to every opponent until the pawn's owner moves again
    /// (otherwise only the next player may take it).
    pub en_passant_lasts: bool,
    /// Pieces in hand dropped into one's own zone before play (off by default).
    pub placement: Option<Placement>,
    /// A checkmated player's pieces leave the board, kings are never captured, a stalemated
    /// player passes (off by default).
    pub mate_removal: MateRemoval,
    /// chess.com's points race: points, dead pieces, the end and the ranking (off by default).
    pub points_race: PointsRace,
    /// The game's own switches of the search, changes to the defaults as players write them
    /// (`+check_order`; `ai/features.rs`), for the changes that won their tests in this game.
    pub search_switches: &'static str,
    geometry: Geometry,
    option_values: Vec<(String, String)>,
    derived: Derived,
}

/// Tables built from the settings by [`Variant::finish`].
#[derive(Clone, Debug, Default)]
struct Derived {
    attacks: AttackTable,
    zobrist: Zobrist,
    /// Per cell, a bit per player: a pawn of that player may double-step from here.
    double_step: Vec<u8>,
    /// Per cell, a bit per player: a pawn of that player promotes here.
    promotion: Vec<u8>,
    /// Per castling definition, per board: its cells there.
    castle_lines: Vec<Vec<Option<CastleLine>>>,
    /// Per castling definition, the cells of its king and rook on each board where it fits.
    castle_homes: Vec<Vec<(Cell, Cell)>>,
    /// The cells of the king's and the rook's squares of every castling definition on every
    /// board; `None` when the board has more cells than a set holds.
    castle_cells: Option<CellSet>,
    /// Per cell, where an en passant capture onto it may start (`pawns::en_passant_origins`);
    /// empty in a game without en passant captures, or on too large a board.
    en_passant_origins: Vec<CellSet>,
    /// With a transfer, per cell, the same square on each board it may lead to, and how many
    /// boards that is (`Transfer::squares_table`).
    transfer_squares: (usize, Vec<Option<Cell>>),
    /// Per player, a bit per enemy ([`Variant::enemies`]).
    foes: Vec<u8>,
    /// Per piece kind and facing (`kind * 4 + facing`), its atoms turned by the facing: only
    /// for the facings of the players (a piece a text turns another way moves by its atoms).
    turned: Vec<Vec<Turned>>,
    /// Per piece kind and facing, as `turned`: its targets as sets, where they serve.
    targets: Vec<Option<TargetSets>>,
    /// Whether the legal moves may come from the words of the board (`plain.rs`).
    plain_words: bool,
    start: Option<Setup>,
}

impl std::fmt::Debug for Variant {
    /// The id and the options: the tables would drown them.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Variant({}", self.id)?;
        for (name, value) in &self.option_values {
            write!(f, " {name}={value}")?;
        }
        write!(f, ")")
    }
}

impl Variant {
    /// An empty game on the given boards, every rule component at its default (switched off):
    /// to be filled in by a definition and finished with [`Variant::finish`]. Only definitions in this crate make games; everyone else uses
    /// [`build`], which always returns finished ones.
    pub(crate) fn new(
        id: &'static str,
        name: &'static str,
        spec: GeometrySpec,
    ) -> Result<Variant, VariantError> {
        Ok(Variant {
            id,
            name,
            family: "",
            summary: "",
            players: Vec::new(),
            teams: Vec::new(),
            duels: Vec::new(),
            pieces: Vec::new(),
            start: Start::default(),
            royalty: Royalty::default(),
            transfer: None,
            zero_moves: None,
            castling: Vec::new(),
            pawns: PawnRules::default(),
            draws: DrawRules::default(),
            dice: None,
            captures: CaptureRules::default(),
            power: None,
            victory: Victory::default(),
            passing: Passing::default(),
            scoring: None,
            move_style: MoveStyle::default(),
            plain_fen: false,
            option_specs: Vec::new(),
            choice_specs: Vec::new(),
            elimination: Elimination::default(),
            freeze: Freeze::default(),
            partner_pawns: PartnerPawns::default(),
            en_passant_lasts: false,
            placement: None,
            mate_removal: MateRemoval::default(),
            points_race: PointsRace::default(),
            search_switches: "",
            geometry: Geometry::new(spec)?,
            option_values: Vec::new(),
            derived: Derived::default(),
        })
    }

    /// Replaces the boards.
    pub fn set_geometry(&mut self, spec: GeometrySpec) -> Result<(), VariantError> {
        self.geometry = Geometry::new(spec)?;
        Ok(())
    }

    /// Builds the derived tables and checks the definition, including its start position. A copy
    /// of a game whose fields were changed must be finished again before use.
    pub fn finish(mut self) -> Result<Variant, VariantError> {
        let bad = |m: String| Err(VariantError::Definition(m));
        let n = self.players.len();
        if !family::ALL.contains(&self.family) || self.summary.is_empty() {
            return bad(format!(
                "{}: a game needs a family (one of {}) and a summary",
                self.id,
                list(&family::ALL)
            ));
        }
        if !(1..=8).contains(&n) {
            return bad(format!("{}: a game needs 1 to 8 players", self.id));
        }
        if self.pieces.is_empty() || self.pieces.len() > 64 {
            return bad(format!("{}: a game needs 1 to 64 kinds of piece", self.id));
        }
        if !self.teams.is_empty() && self.teams.len() != n {
            return bad(format!("{}: one team number per player", self.id));
        }
        if !self.duels.is_empty()
            && (self.duels.len() != n
                || self
                    .duels
                    .iter()
                    .any(|&d| d as usize >= crate::rules::duels::MAX_DUELS))
        {
            return bad(format!("{}: one duel number (below 4) per player", self.id));
        }
        if let Some(dice) = &self.dice {
            if let Err(e) = dice.check(self.pieces.len()) {
                return bad(format!("{}: {e}", self.id));
            }
        }
        if self
            .power
            .is_some_and(|p| p.kind.index() >= self.pieces.len())
        {
            return bad(format!(
                "{}: the perpetual power kind is not a piece",
                self.id
            ));
        }
        let geo = &self.geometry;
        let mask = |areas: &Vec<Vec<_>>| -> Vec<u8> {
            geo.cells()
                .map(|c| {
                    let info = geo.info(c);
                    areas
                        .iter()
                        .enumerate()
                        .filter(|(_, a)| a.iter().any(|a: &crate::rules::Area| a.contains(info)))
                        .fold(0u8, |m, (p, _)| m | 1 << p)
                })
                .collect()
        };
        let double_step = mask(&self.pawns.double_step);
        let promotion = mask(&self.pawns.promotion_zone);
        let castle_lines: Vec<Vec<Option<CastleLine>>> = self
            .castling
            .iter()
            .map(|d| {
                (0..geo.board_count() as u8)
                    .map(|b| d.on_board(geo, b))
                    .collect()
            })
            .collect();
        let castle_homes = castle_lines
            .iter()
            .map(|lines| lines.iter().flatten().map(|l| (l.king, l.rook)).collect())
            .collect();
        let turned: Vec<Vec<Turned>> = (self.pieces.iter())
            .flat_map(|def| {
                Facing::ALL.map(|f| match self.players.iter().any(|p| p.facing == f) {
                    true => def.atoms.iter().map(|a| Turned::new(a, f, geo)).collect(),
                    false => Vec::new(),
                })
            })
            .collect();
        let mut targets: Vec<Option<TargetSets>> = (self.pieces.iter())
            .zip(turned.chunks(4))
            .flat_map(|(def, t)| t.iter().map(|t| TargetSets::new(&def.atoms, t, geo)))
            .collect();
        if targets.iter().all(Option::is_none) {
            // No piece has them: the move generator's look-up ends at once.
            targets = Vec::new();
        }
        self.derived = Derived {
            attacks: AttackTable::new(&self.pieces, geo),
            zobrist: Zobrist::new(geo.len(), self.pieces.len(), n, self.castling.len()),
            double_step,
            promotion,
            castle_lines,
            castle_homes,
            castle_cells: crate::rules::castling::castle_cells(geo, &self.castling),
            en_passant_origins: match self.pawns.en_passant {
                true => crate::rules::pawns::en_passant_origins(geo, &self.pieces),
                false => Vec::new(),
            },
            transfer_squares: self
                .transfer
                .map_or_else(Default::default, |t| t.squares_table(geo)),
            foes: (0..n.min(8) as u8)
                .map(|a| {
                    (0..n.min(8) as u8)
                        .filter(|&b| self.enemies(Player(a), Player(b)))
                        .fold(0, |bits, b| bits | 1 << b)
                })
                .collect(),
            targets,
            turned,
            plain_words: false,
            start: None,
        };
        self.derived.plain_words = plain::words_serve(&self);
        self.option_values = self
            .option_specs
            .iter()
            .map(|s| (s.name.to_string(), (s.get)(&self).to_string()))
            .chain(
                self.choice_specs
                    .iter()
                    .map(|s| (s.name.to_string(), s.value(&self).to_string())),
            )
            .collect();
        let setup = self.start.setup(&self).and_then(|s| {
            crate::position::validate(&self, &s)
                .map(|_| s)
                .map_err(|e| e.to_string())
        });
        match setup {
            Ok(s) => self.derived.start = Some(s),
            Err(e) => return bad(format!("{}: bad start position: {e}", self.id)),
        }
        Ok(self)
    }

    /// The game's id: `alice`.
    pub fn id(&self) -> &'static str {
        self.id
    }

    /// The game's name for people: `Alice Chess`.
    pub fn name(&self) -> &'static str {
        self.name
    }

    /// The boards.
    pub fn geometry(&self) -> &Geometry {
        &self.geometry
    }

    /// The players in turn order.
    pub fn players(&self) -> &[PlayerInfo] {
        &self.players
    }

    /// The player after `p` in turn order.
    pub fn next_player(&self, p: Player) -> Player {
        Player(((p.index() + 1) % self.players.len()) as u8)
    }

    /// The player before `p` in turn order.
    pub fn previous_player(&self, p: Player) -> Player {
        let n = self.players.len();
        Player(((p.index() + n - 1) % n) as u8)
    }

    /// Whether `a` and `b` are enemies (they may capture and check each other): players of the
    /// same duel in a game of duels, otherwise players of different teams.
    #[inline]
    pub fn enemies(&self, a: Player, b: Player) -> bool {
        if !self.duels.is_empty() {
            return a != b && self.duels.get(a.index()) == self.duels.get(b.index());
        }
        a != b && (self.teams.is_empty() || self.teams[a.index()] != self.teams[b.index()])
    }

    /// Whether `a` and `b` play on the same side for the result: the same player, or partners of
    /// one team.
    #[inline]
    pub fn same_team(&self, a: Player, b: Player) -> bool {
        a == b || (!self.teams.is_empty() && self.teams.get(a.index()) == self.teams.get(b.index()))
    }

    /// The duel of a player, in a game of duels.
    #[inline]
    pub fn duel_of(&self, p: Player) -> Option<u8> {
        self.duels.get(p.index()).copied()
    }

    /// The number of duels (0 in other games).
    pub fn duel_count(&self) -> usize {
        self.duels
            .iter()
            .map(|&d| d as usize + 1)
            .max()
            .unwrap_or(0)
    }

    /// The players of duel `d`, in turn order.
    pub fn duel_players(&self, d: u8) -> Vec<Player> {
        (0..self.duels.len() as u8)
            .map(Player)
            .filter(|&p| self.duel_of(p) == Some(d))
            .collect()
    }

    /// The piece catalogue.
    pub fn pieces(&self) -> &[PieceDef] {
        &self.pieces
    }

    /// The definition of a kind of piece. Kinds come from this game's catalogue.
    #[inline]
    pub fn piece(&self, kind: PieceKind) -> &PieceDef {
        &self.pieces[kind.index()]
    }

    /// The upper-case letter of a kind of piece: `N` (`?` for a kind not in the catalogue).
    pub fn piece_letter(&self, kind: PieceKind) -> char {
        self.pieces.get(kind.index()).map_or('?', |d| d.letter)
    }

    /// The English name of a kind of piece: `knight`.
    pub fn piece_name(&self, kind: PieceKind) -> &str {
        self.pieces.get(kind.index()).map_or("unknown", |d| d.name)
    }

    /// The kind written by an upper-case letter, if any.
    pub fn kind_by_letter(&self, letter: char) -> Option<PieceKind> {
        self.pieces
            .iter()
            .position(|d| d.letter == letter)
            .map(|i| PieceKind(i as u8))
    }

    /// Every option of the game and its current value, as `(name, value)`.
    pub fn options(&self) -> Vec<(String, String)> {
        self.option_values.clone()
    }

    /// The attack table of the catalogue.
    #[inline]
    pub fn attack_table(&self) -> &AttackTable {
        &self.derived.attacks
    }

    /// The Zobrist numbers.
    #[inline]
    pub fn zobrist(&self) -> &Zobrist {
        &self.derived.zobrist
    }

    /// Whether a pawn of `p` may double-step from `c`.
    #[inline]
    pub fn double_step_from(&self, p: Player, c: Cell) -> bool {
        self.derived
            .double_step
            .get(c.index())
            .is_some_and(|m| m & (1 << p.index()) != 0)
    }

    /// Whether a pawn of `p` promotes on `c`.
    #[inline]
    pub fn promotes_on(&self, p: Player, c: Cell) -> bool {
        self.derived
            .promotion
            .get(c.index())
            .is_some_and(|m| m & (1 << p.index()) != 0)
    }

    /// The atoms of a piece of `kind` facing `facing`, turned by the facing, in the order of
    /// its atoms (empty for a kind outside the catalogue, or a facing no player has).
    #[inline]
    pub fn turned_atoms(&self, kind: PieceKind, facing: Facing) -> &[Turned] {
        self.derived
            .turned
            .get(kind.index() * 4 + facing.index())
            .map_or(&[], |t| &t[..])
    }

    /// The targets of a piece of `kind` facing `facing` as sets ([`TargetSets`]), where they
    /// serve.
    #[inline]
    pub fn target_sets(&self, kind: PieceKind, facing: Facing) -> Option<&TargetSets> {
        self.derived
            .targets
            .get(kind.index() * 4 + facing.index())?
            .as_ref()
    }

    /// Whether the legal moves may come straight from the words of the board: a plain game of
    /// one board and two players (`plain.rs`), such as orthodox chess.
    #[inline]
    pub fn plain_words(&self) -> bool {
        self.derived.plain_words
    }

    /// A bit per enemy of `me` ([`Variant::enemies`]), from a table built with the game.
    #[inline]
    pub fn foes(&self, me: Player) -> u8 {
        self.derived.foes.get(me.index()).copied().unwrap_or(0)
    }

    /// With a transfer, the same square as `to` on each board a piece landing on `to` may
    /// transfer to, in the order of `Transfer::target_boards` (`None` where it does not exist).
    #[inline]
    pub fn transfer_squares(&self, to: Cell) -> &[Option<Cell>] {
        let (per_cell, table) = &self.derived.transfer_squares;
        let start = to.index() * per_cell;
        table.get(start..start + per_cell).unwrap_or(&[])
    }

    /// The cells of the king and the rook of castling definition `i` on each board where it
    /// fits ([`Variant::castle_line`]), in the order of the boards.
    #[inline]
    pub fn castle_homes(&self, i: usize) -> &[(Cell, Cell)] {
        self.derived.castle_homes.get(i).map_or(&[], |h| &h[..])
    }

    /// The cells of the king's and the rook's squares of every castling definition on every
    /// board (`None` on a board with more cells than a set holds).
    #[inline]
    pub fn castle_cells(&self) -> Option<&CellSet> {
        self.derived.castle_cells.as_ref()
    }

    /// Whether an en passant capture onto `target` may start from `from`: a capturing leap of
    /// some pawn, facing some way, leads there (true when the game keeps no table).
    #[inline]
    pub fn en_passant_may_start(&self, from: Cell, target: Cell) -> bool {
        self.derived
            .en_passant_origins
            .get(target.index())
            .is_none_or(|o| o.contains(from))
    }

    /// The cells where an en passant capture onto one of the `targets` may start (see
    /// [`Variant::en_passant_may_start`]); `None` where that is not known (a game without en
    /// passant captures, or too large a board).
    pub fn en_passant_starts(&self, targets: impl Iterator<Item = Cell>) -> Option<CellSet> {
        let origins = &self.derived.en_passant_origins;
        let mut out = CellSet::EMPTY;
        for t in targets {
            out = out.or(origins.get(t.index())?);
        }
        Some(out)
    }

    /// Castling definition `i` placed on `board`, if it fits there.
    #[inline]
    pub fn castle_line(&self, i: usize, board: u8) -> Option<&CastleLine> {
        self.derived
            .castle_lines
            .get(i)?
            .get(board as usize)?
            .as_ref()
    }

    /// The start position, checked by [`Variant::finish`].
    pub(crate) fn start_setup(&self) -> Option<&Setup> {
        self.derived.start.as_ref()
    }

    /// Whether turns are rolls of dice.
    #[inline]
    pub fn has_dice(&self) -> bool {
        self.dice.is_some()
    }

    /// The kinds of piece a die showing `face` allows (none in a game without dice).
    pub fn die_kinds(&self, face: u8) -> &[PieceKind] {
        self.dice.as_ref().map_or(&[], |d| d.kinds(face))
    }

    /// The letter of a player: `w`.
    pub fn player_letter(&self, p: Player) -> char {
        self.players.get(p.index()).map_or('?', |i| i.letter)
    }

    /// The name of a player: `White`.
    pub fn player_name(&self, p: Player) -> &str {
        self.players.get(p.index()).map_or("?", |i| &i.name)
    }
}
