// The chess problem solver's answers as the page receives them (src/wasm/problem.rs), and the
// worker's messages about problems. Kept apart from engine-types.d.ts, which refers to them.

/** A move of a solution (`MoveOut`). */
export interface ProblemMove {
  /** In the game's notation with the board of arrival (`Qe8/B`), and in long algebraic notation. */
  san: string;
  lan: string;
  /** Its index in the legal moves of the position before it. */
  index: number;
  /** The link in `starts` the line begins at, and the indices that play it up to this move. */
  start: number;
  path: number[];
}

/** A move of the side that forces, with what follows it (`AttackOut`). */
export interface ProblemAttack {
  move: ProblemMove;
  check: boolean;
  goal: boolean;
  /** The shortest threats (after a pass of the other side). */
  threat: ProblemAttack[];
  zugzwang: boolean;
  /** The defences, each with the shortest continuations (two or more are duals). */
  variations: ProblemDefence[];
  /** The answers that refute a try. */
  refutations: ProblemMove[];
}

/** A move of the side that defends (`DefenceOut`). */
export interface ProblemDefence {
  move: ProblemMove;
  goal: boolean;
  replies: ProblemAttack[];
}

/** A solved problem (`SolutionOut`). */
export interface ProblemSolution {
  stipulation: string;
  status: 'solved' | 'cooked' | 'no solution';
  /** Links the moves' paths start from; the first is the problem itself, with its stipulation. */
  starts: string[];
  keys: ProblemAttack[];
  tries: ProblemAttack[];
  set: ProblemDefence[];
  /** A helpmate's or series-helpmate's solutions, each in the order played. */
  lines: ProblemMove[][];
  /** As problemists write it. */
  text: string;
  nodes: number;
}

/** How far a search has come: first moves searched of all, and positions. */
export interface ProblemProgress {
  done: number;
  total: number;
  nodes: number;
}

/** A problem (or twin) of a Popeye input text (`PopeyeOut`). */
export interface PopeyeProblem {
  /** The problem's place in the text, from 1. */
  number: number;
  /** The problem's link ('' when it cannot be opened, see `error`). */
  link: string;
  stipulation: string;
  about: string[];
  twin: string;
  tries: boolean;
  set: boolean;
  /** Why this problem cannot be opened, or null. */
  error: string | null;
}

/** What the page asks the worker about a problem. */
export type ProblemRequest = {
  type: 'solve';
  id: number;
  link: string;
  stipulation: string;
  tries: boolean;
  set: boolean;
};

/** What the worker answers about a problem. */
export type ProblemAnswer =
  | { type: 'solving'; id: number; progress: ProblemProgress }
  | { type: 'solved'; id: number; solution: ProblemSolution };
