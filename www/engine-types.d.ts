// The engine's answers, as the page receives them: the types of what the WebAssembly bindings
// (src/wasm.rs and src/wasm/*.rs, through serde-wasm-bindgen's JSON-compatible serialiser) and the
// computer player's worker (www/ai-worker.js) hand to the page. Written by hand from the Rust
// structs that produce them (named beside each type below): when a struct changes, change its type
// here, and `npm run typecheck` shows every page module that reads it.
//
// A type declaration file only: nothing here runs, and the page loads no such file. Modules use
// the types in JSDoc comments: `/** @type {import('./engine-types.js').Snapshot} */`.
//
// Serialisation: a Rust `Option` that is `None` arrives as `null`, a tuple or a fixed array as an
// array, cells (`u16`) and players (`u8`) as numbers.

// ---------------------------------------------------------------------------------------------
// The games (`games()`, src/wasm.rs `GameEntry`; src/wasm/options.rs `OptionEntry`).

/** One option of a game, offered for a new game: a switch, or a choice among named values. */
export interface GameOption {
  name: string;
  /** One line for people. */
  help: string;
  /** The default value: `'true'` or `'false'` for a switch, one of `choices` otherwise. */
  value: string;
  /** The values of a choice (`setup`: `modern`, `classic`, ...), the default first; empty for a switch. */
  choices: string[];
}

/** A playable game, as `games()` lists them. */
export interface GameEntry {
  id: string;
  name: string;
  /** The family the chooser groups it in. */
  family: string;
  /** One line about it. */
  summary: string;
  /** Its options with their default values. */
  options: GameOption[];
}

// ---------------------------------------------------------------------------------------------
// What does not change during a game (`Game.info()`, src/wasm/out.rs `InfoOut`).

/** A board (`BoardOut`). */
export interface Board {
  width: number;
  height: number;
  /** Its letter: `A`, `B`, `C`. */
  name: string;
}

/** A cell of a board; its index in `Geometry.cells` is its number (`CellOut`). */
export interface Cell {
  board: number;
  file: number;
  rank: number;
  light: boolean;
  /** `e4`, or `e4/B` in games of several boards. */
  name: string;
}

/** A side of a cell that no move crosses (`WallOut`, the fortress board). */
export interface Wall {
  board: number;
  file: number;
  rank: number;
  side: 'north' | 'east' | 'south' | 'west';
}

/** The boards and their cells (`GeometryOut`). */
export interface Geometry {
  boards: Board[];
  cells: Cell[];
  /** The ranks wrap round (the cylinder). */
  wraps: boolean;
  walls: Wall[];
}

export type Facing = 'up' | 'down' | 'left' | 'right';

/** A player of the game (`PlayerOut`). */
export interface Player {
  name: string;
  /** A CSS colour. */
  colour: string;
  letter: string;
  /** The way his army faces. */
  facing: Facing;
}

/** What does not change during a game (`InfoOut`). */
export interface GameInfo {
  id: string;
  name: string;
  geometry: Geometry;
  players: Player[];
  /** The game's options as `[name, value]`. */
  options: [string, string][];
  startToMove: number;
  /** Played with dice. */
  dice: boolean;
  /** Pawn-like pieces face other ways than their owner's: the page shows their facing. */
  facingArrows: boolean;
  /** The number of sides (players or teams who are not enemies). */
  sides: number;
  /** The problem solver takes this game (two players, no dice, check and mate). */
  problems: boolean;
}

// ---------------------------------------------------------------------------------------------
// The viewed ply (`Game.snapshot()`, src/wasm/out.rs `SnapshotOut` and the records it holds).

/** A piece on a cell (`PieceOut`). */
export interface Piece {
  cell: number;
  owner: number;
  /** The capital letter of its kind. */
  letter: string;
  name: string;
  pawn: boolean;
  facing: Facing;
  /** The points race: a dead piece (its owner out), which blocks and never moves. */
  dead?: boolean;
  /** The points race: a resigned player's king, which walks on. */
  walking?: boolean;
}

/** A legal move, or a proposal (`MoveOut`). */
export interface Move {
  from: number;
  /** Where it lands on the board where it is played. */
  to: number;
  /** Where the piece ends (another board in the looking-glass games). */
  arrive: number;
  /** The capital letter of the piece it promotes to. */
  promotion: string | null;
  promotionName: string | null;
  san: string;
  lan: string;
  /** Games with dice: the die it uses. */
  die: number | null;
  pass: boolean;
  /** The placement step: the capital letter of the piece it places. */
  drop: string | null;
}

/** The cells of a move shown on the board (`LastMoveOut`). */
export interface LastMove {
  from: number;
  to: number;
  arrive: number;
}

/** The status of the viewed ply (`StatusOut`). */
export interface Status {
  toMove: number;
  inCheck: boolean;
  /** The cells of the royal pieces in check. */
  checked: number[];
  over: boolean;
  /** `ongoing`, or how the game ended: `checkmate`, `resignation`, `agreement`, `time forfeit`... */
  result: string;
  winners: number[];
  /** The status line, for people. */
  text: string;
}

/** The dice of the player to move (`DiceOut`, src/wasm/dice.rs). */
export interface Dice {
  needsRoll: boolean;
  roll: [number, number] | null;
  /** Which dice of the roll are used. */
  used: [boolean, boolean];
  /** The unused dice that have a legal move. */
  usable: number[];
  /** No unused die can be used: the only move is the pass. */
  onlyPass: boolean;
  /** The seed of the game's dice, as decimal text. */
  seed: string;
}

/** A royal piece and where it stands (`RoyalOut`). */
export interface Royal {
  cell: number;
  letter: string;
  name: string;
}

/** A player in a game with dice (`PlayerStateOut`). */
export interface PlayerState {
  /** The opponent he captured last. */
  lastCaptured: number | null;
  royals: Royal[];
  /** How many pieces he has. */
  pieces: number;
}

/** One move of a turn with dice (`TurnMoveOut`). */
export interface TurnMove {
  text: string;
  die: number | null;
  /** The ply after this move. */
  ply: number;
  pass: boolean;
}

/** One turn of a game with dice: the roll, then its moves (`TurnOut`). */
export interface Turn {
  player: number;
  roll: [number, number];
  /** The ply after the roll. */
  ply: number;
  moves: TurnMove[];
  /** The turn in the inventor's notation: `1,3: c3-d4, pass`. */
  text: string;
}

/** What one player took from one other player (`TakenOut`, src/wasm/scores.rs). */
export interface Taken {
  /** The letters of the pieces: `QPP`. */
  letters: string;
  points: number;
}

/** One place of a ranking (`StandingOut`). */
export interface Standing {
  player: number;
  points: number;
  /** The count of each tie-break, in order. */
  ties: number[];
  place: number;
}

/** A ranking if `victim` were (or is) the player eliminated (`RankingOut`). */
export interface Ranking {
  victim: number;
  standings: Standing[];
  winners: number[];
  /** How the first place is decided, for people. */
  explanation: string;
}

/** The score panel of a game scored by captures (`ScoringOut`). */
export interface Scoring {
  /** `taken[capturer][victim]`. */
  taken: Taken[][];
  /** Per player: the ranking if he were eliminated now. */
  ifEliminated: Ranking[];
  /** The final ranking, once a player is eliminated. */
  result: Ranking | null;
  /** The tie-breaks, in order: `more rooks`, `fewer pawns`. */
  tieBreaks: string[];
  /** What each piece scores: `Q 3 · R B N 2 · P 1`. */
  values: string;
  /** Pieces left on the board per player. */
  piecesLeft: number[];
  /** The name of each piece letter: `[['Q', 'queen'], ...]`. */
  names: [string, string][];
}

/** One player's seat in a game of more than two players with check (`SeatOut`, src/wasm/seats.rs). */
export interface Seat {
  partner: number | null;
  /** His king was captured: he is out of the game. */
  out: boolean;
  inCheck: boolean;
  frozen: boolean;
  /** He is to move with no safe move, and must move all the same. */
  mustMove: boolean;
  /** The last move he made, up to the viewed ply. */
  lastMove: LastMove | null;
}

/** One duel of Blocking Double Chess (`DuelOut`, src/wasm/duels.rs). */
export interface Duel {
  players: number[];
  result: 'ongoing' | 'won' | 'drawn';
  winner: number | null;
  /** Why it ended (`checkmate`, `stalemate`...); empty while it goes on. */
  reason: string;
}

/** A piece a player has lost (`LostOut`). */
export interface Lost {
  letter: string;
  name: string;
  /** Its value in hundredths of a pawn. */
  value: number;
}

/** Everything about the viewed ply (`SnapshotOut`). */
export interface Snapshot {
  pieces: Piece[];
  /** The legal moves; the page plays one by its index here. */
  moves: Move[];
  /** The move list (SAN; a roll as `1,3:`), the whole game whatever ply is viewed. */
  history: string[];
  /** The ply viewed. */
  ply: number;
  /** How many steps were played. */
  length: number;
  status: Status;
  lastMove: LastMove | null;
  /** The game's link (the address hash without `#`), at the ply viewed. */
  link: string;
  /** The text of the viewed position. */
  position: string;
  /** Games with dice only. */
  dice: Dice | null;
  /** Games with dice: each player's last capture and royal pieces (else empty). */
  players: PlayerState[];
  /** Games with dice: the move list by turns (else empty). */
  turns: Turn[];
  scores: number[] | null;
  /** Games scored by captures only. */
  scoring: Scoring | null;
  /** Games of more than two players with check and without dice (else empty). */
  seats: Seat[];
  /** The player who made each step. */
  movers: number[];
  /** The round (move number) of each step. */
  rounds: number[];
  /** Per player, the letters of the pieces still in hand (the placement step). */
  hand: string[][];
  /** The game is in its placement step. */
  placing: boolean;
  /** Blocking Double Chess: the proposals of the player to move (else empty). */
  proposals: Move[];
  /** Blocking Double Chess: each duel (else empty). */
  duels: Duel[];
  /** Blocking Double Chess, once over: the team result. */
  teamResult: string | null;
  /** Blocking Double Chess: the player whose check the player to move must relieve. */
  reliefOwed: number | null;
  /** Per player, the pieces lost since the start, the most valuable first. */
  lost: Lost[][];
  /** The points race (chess.com's free-for-all) only. */
  race: Race | null;
}

/** One place of the final ranking of the points race (`PlaceOut`, src/wasm/race.rs). */
export interface Place {
  player: number;
  /** His final points. */
  points: number;
  /** 1 for the first; players level share a place. */
  place: number;
}

/** The points race at the viewed ply (`RaceOut`). */
export interface Race {
  /** Each player's points, in turn order. */
  points: number[];
  /** The players out, their pieces dead (the resigned among them). */
  dead: number[];
  /** The players who resigned: their king walks on. */
  walking: number[];
  /** Once the game is over by its rules: the players by final points, best first. */
  ranking: Place[] | null;
}

/** A cell a piece may be aimed at (`Target`, src/wasm/targets.rs): by number, or by name. */
export interface Target<C = number> {
  to: C;
  arrive: C;
}

// ---------------------------------------------------------------------------------------------
// The position editor (`Editor`, src/wasm/editor.rs).

/** A kind of piece of the game (`KindOut`). */
export interface PieceKind {
  kind: number;
  letter: string;
  name: string;
  pawn: boolean;
  royal: boolean;
}

/** A castling right (`CastlingOut`). */
export interface CastlingRight {
  index: number;
  player: number;
  letter: string;
  on: boolean;
  possible: boolean;
}

/** The setup being edited (`EditorView`). */
export interface EditorView {
  pieces: Piece[];
  toMove: number;
  castling: CastlingRight[];
  /** Why the setup is not a legal position, or null. */
  problem: string | null;
  /** The position text, when the setup is legal. */
  position: string | null;
}

// ---------------------------------------------------------------------------------------------
// The computer player (`Thinker.think`, src/wasm/ai.rs `ThoughtOut`), and the messages of its
// worker (www/ai-worker.js).

/** What the computer chose, or has found so far. */
export interface Thought {
  /** Each move's index in the legal moves of the position before it. */
  indices: number[];
  /** Blocking Double Chess: the index in `Snapshot.proposals` of a move proposed to the partner. */
  proposal: number | null;
  /** The moves in the game's notation. */
  moves: string[];
  /** Each move's cells, for a hint: `[from, to, arrive]`. */
  cells: [number, number, number][];
  /** The value for the player to move, in hundredths of a pawn; null for the random player. */
  score: number | null;
  /** The value for the first player's side (games of two sides). */
  first: number | null;
  /** Moves to mate (positive: the first player's side mates), games of two sides. */
  mate: number | null;
  depth: number;
  nodes: number;
  /** The expected continuation. */
  pv: string[];
}

/** What the page asks the worker: start with the engine's files, or think about a position. */
export type WorkerRequest =
  | { type: 'init'; glue: string; wasm: string }
  | {
      type: 'think';
      id: number;
      link: string;
      /** 0 is the random player, 1 to 8 the levels. */
      level: number;
      /** Milliseconds. */
      movetime: number;
      seed: number;
      /** False: an ordinary move only (the partner refused the last proposal). */
      proposals: boolean;
    }
  /** The analysis board: the best `lines` lines, deepened for at most `movetime` ms. */
  | { type: 'analyse'; id: number; link: string; lines: number; movetime: number }
  /** The analysis board: every move of the game's main line judged, `nodes` a search. */
  | { type: 'review'; id: number; link: string; nodes: number }
  /** The problem solver (problem-types.d.ts). */
  | import('./problem-types.js').ProblemRequest;

/** What the worker answers. */
export type WorkerAnswer =
  | { type: 'ready' }
  | { type: 'progress'; id: number; thought: Thought }
  /** `thought` is null when there is nothing to decide (the game is over, or a roll is due). */
  | { type: 'done'; id: number; thought: Thought | null }
  | { type: 'lines'; id: number; lines: AnalysisLines }
  /** `lines` is null when there is nothing to analyse (the game is over, or a roll is due). */
  | { type: 'analysed'; id: number; lines: AnalysisLines | null }
  | { type: 'judged'; id: number; judged: Judged }
  | { type: 'reviewed'; id: number; all: Judged[] }
  | { type: 'error'; id: number | null; message: string }
  | import('./problem-types.js').ProblemAnswer;

/** One line of the analysis board (src/wasm/analysis.rs `LineOut`). */
export interface AnalysisLine {
  /** Each move's index in the legal moves of the position before it. */
  indices: number[];
  /** The moves in the game's notation. */
  moves: string[];
  /** Each move's cells: `[from, to, arrive]`. */
  cells: [number, number, number][];
  /** The value for the player to move, in hundredths of a pawn or a mate score. */
  score: number;
  /** The value for the first player's side, and moves to mate (games of two sides). */
  first: number | null;
  mate: number | null;
  /** Games of more sides: each player's standing at the line's end, in turn order (or empty). */
  standings: number[];
}

/** The lines of one finished depth (src/wasm/analysis.rs `AnalysisOut`). */
export interface AnalysisLines {
  lines: AnalysisLine[];
  /** Plies, or turns in a game with dice. */
  depth: number;
  nodes: number;
}

/** One move (with dice, one turn) of a game judged (src/wasm/analysis.rs `JudgedOut`). */
export interface Judged {
  /** The ply of the position the move was played in. */
  ply: number;
  player: number;
  moves: string[];
  /** The value of the move played, and the best line, for the player who moved. */
  played: number;
  best: AnalysisLine;
  /** The value of the move played for the first player's side, and moves to mate (two sides). */
  first: number | null;
  mate: number | null;
  /** Winning chances lost against the best move, 0 to 2. */
  loss: number;
  mark: 'inaccuracy' | 'mistake' | 'blunder' | null;
}

// ---------------------------------------------------------------------------------------------
// The bindings themselves (the wasm-bindgen module Trunk's loader starts), as engine.js and the
// worker call them. wasm-bindgen types the answers above as `any`; these are their real shapes.

/** A game in progress (`Game`, src/wasm.rs). */
export interface GameHandle {
  info(): GameInfo;
  snapshot(): Snapshot;
  play(index: number): void;
  playText(text: string): void;
  moveIndex(text: string): number;
  premoveTargets(cell: number): Target[];
  rollDice(): void;
  rollWith(a: number, b: number): void;
  seed(): string;
  undo(): void;
  rewind(): void;
  goTo(ply: number): void;
  ply(): number;
  length(): number;
  positionText(): string;
  link(): string;
  canAgree(): boolean;
  canResign(player: number): boolean;
  goesOnWithout(player: number): boolean;
  playersIn(): Uint8Array;
  resign(player: number): void;
  claimWinRefusal(player: number): string | undefined;
  claimWin(player: number): void;
  timeOut(player: number): void;
  agreeDraw(): void;
  drawAnswer(player: number, level: number, movetime: number): boolean;
  defaultPlacement(): void;
  playProposal(index: number): void;
  /** `'accept'` or `'unwise'`. */
  answerProposal(index: number, level: number, movetime: number): string;
  record(): string;
  recordWithHeader(event: string, site: string, date: string, players: string[], noteSteps?: Uint32Array, noteTexts?: string[]): string;
  fen4(): string;
  editor(): EditorHandle;
  /** The stipulation the link carries ('' for none); an empty text removes it. */
  stipulation(): string;
  setStipulation(text: string): void;
  free(): void;
}

/** A position being set up (`Editor`, src/wasm/editor.rs). */
export interface EditorHandle {
  kinds(): PieceKind[];
  view(): EditorView;
  put(cell: number, owner: number, kind: number): void;
  remove(cell: number): void;
  clear(): void;
  reset(): void;
  setToMove(player: number): void;
  setCastling(index: number, on: boolean): void;
  toGame(): GameHandle;
  free(): void;
}

/** Options for a new game: `{ name: 'true' | 'false' }`. */
export type GameOptions = Record<string, string>;

/** The computer player of one worker (`Thinker`, src/wasm/ai.rs). */
export interface ThinkerHandle {
  think(
    link: string,
    level: number,
    movetime: number,
    seed: number,
    progress: (thought: Thought) => void,
    proposals?: boolean,
  ): Thought | null;
  analyse(link: string, lines: number, movetime: number, progress: (lines: AnalysisLines) => void): AnalysisLines | null;
  review(link: string, nodes: number, progress: (judged: Judged) => void): Judged[];
  solveProblem(
    link: string,
    stipulation: string,
    tries: boolean,
    set: boolean,
    progress: (p: import('./problem-types.js').ProblemProgress) => void,
  ): import('./problem-types.js').ProblemSolution;
  free(): void;
}

/** The wasm-bindgen module: its functions and classes. */
export interface Bindings {
  /** Starts the module (the loader's `init`). */
  default(init?: { module_or_path: string | URL }): Promise<unknown>;
  games(): GameEntry[];
  readablePart(text: string): string;
  readPopeye(text: string): import('./problem-types.js').PopeyeProblem[];
  takePanic(): string | undefined;
  targetsAt(id: string, options: GameOptions | null, text: string, cell: string): Target<string>[];
  Game: {
    new (id: string, options: GameOptions | null): GameHandle;
    fromText(id: string, options: GameOptions | null, text: string): GameHandle;
    fromLink(text: string): GameHandle;
    fromRecord(text: string, fallback: string | null): GameHandle;
    fromPosition(text: string, fallback: string, options: GameOptions | null): GameHandle;
  };
  Thinker: { new (): ThinkerHandle };
}

// ---------------------------------------------------------------------------------------------
// The engine as the page calls it (www/engine.js `openEngine`): each call returns the engine's
// answer or throws an Error with a message for people (an `EngineCrash` after a panic).

/** The header of an exported game record: PGN's roster of tags. */
export interface RecordHeader {
  event: string;
  site: string;
  /** `2026.11.23`. */
  date: string;
  /** Who played each seat, in turn order ('' for unknown). */
  players: string[];
  /** Comments after steps of the main line: [the step's index, the text]. */
  notes?: [number, string][];
}

export interface Engine {
  games(): GameEntry[];
  create(id: string, options?: GameOptions | null): GameHandle;
  fromText(id: string, options: GameOptions | null, text: string): GameHandle;
  /** The part of a broken link that can be read, or ''. */
  readablePart(text: string): string;
  /** The problems and twins of a Popeye input text. */
  readPopeye(text: string): import('./problem-types.js').PopeyeProblem[];
  /** The stipulation a game's link carries ('' for none), and setting it ('' removes it). */
  stipulation(g: GameHandle): string;
  setStipulation(g: GameHandle, text: string): void;
  fromLink(text: string): GameHandle;
  info(g: GameHandle): GameInfo;
  snapshot(g: GameHandle): Snapshot;
  play(g: GameHandle, index: number): void;
  playText(g: GameHandle, text: string): void;
  moveIndex(g: GameHandle, text: string): number;
  premoveTargets(g: GameHandle, cell: number): Target[];
  undo(g: GameHandle): void;
  rewind(g: GameHandle): void;
  canAgree(g: GameHandle): boolean;
  canResign(g: GameHandle, player: number): boolean;
  playersIn(g: GameHandle): number[];
  goesOnWithout(g: GameHandle, player: number): boolean;
  resign(g: GameHandle, player: number): void;
  claimWinRefusal(g: GameHandle, player: number): string | undefined;
  claimWin(g: GameHandle, player: number): void;
  timeOut(g: GameHandle, player: number): void;
  agreeDraw(g: GameHandle): void;
  drawAnswer(g: GameHandle, player: number, level: number, movetime: number): boolean;
  defaultPlacement(g: GameHandle): void;
  playProposal(g: GameHandle, index: number): void;
  /** `'accept'` or `'unwise'`. */
  answerProposal(g: GameHandle, index: number, level: number, movetime: number): string;
  roll(g: GameHandle): void;
  goTo(g: GameHandle, ply: number): void;
  fromRecord(text: string, fallback?: string | null): GameHandle;
  fromPosition(text: string, fallback: string, options?: GameOptions | null): GameHandle;
  record(g: GameHandle): string;
  recordWithHeader(g: GameHandle, header: RecordHeader): string;
  /** The viewed position in chess.com's FEN4, or '' for games it does not write. */
  fen4(g: GameHandle): string;
  editor(g: GameHandle): EditorHandle;
  /** Runs `fn(editor)` with the engine's errors handled as for every call. */
  edit<T>(ed: EditorHandle, fn: (ed: EditorHandle) => T): T;
  release(g: GameHandle): void;
}
