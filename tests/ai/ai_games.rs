//! The computer player in every game the registry lists (so a game is covered as soon as it
//! lands): only legal moves and complete turns, no answer (and no panic) when the game is over,
//! the multi-player search and the chance search on small Orwell Chess positions, and the command
//! line with three players and dice.

use crate::common;
use common::cli;

use quadrille::ai::{sides, think, turns, Agent, Limits, NoClock, Rng, Searcher, Thought};
use quadrille::notation::parse_move;
use quadrille::position::{Outcome, Position};
use quadrille::variant::{self, Variant};
use std::sync::Arc;

fn game(id: &str) -> Arc<Variant> {
    variant::build(id, &[]).expect("the game exists")
}

fn nodes(n: u64) -> Limits {
    Limits {
        nodes: Some(n),
        ..Limits::default()
    }
}

fn decide(pos: &Position, agent: Agent, seed: u64, limits: &Limits) -> Option<Thought> {
    let mut searcher = Searcher::new();
    think(
        &mut searcher,
        pos,
        agent,
        seed,
        limits,
        &NoClock,
        &mut |_| {},
    )
}

/// Plays the moves of a decision, checking each is legal; in a game with dice they must make a
/// whole turn (the turn passes, or the game ends).
fn play_checked(pos: &Position, t: &Thought) -> Position {
    assert!(!t.moves.is_empty(), "a decision without a move");
    let mover = pos.to_move();
    let mut cur = pos.clone();
    for (i, m) in t.moves.iter().enumerate() {
        assert!(
            cur.is_legal(m),
            "illegal move {m:?} in {} ({})",
            cur.to_text(),
            pos.variant().id()
        );
        cur = cur.play(m);
        let turn_over = cur.to_move() != mover || cur.needs_roll() || cur.outcome().is_over();
        if pos.variant().has_dice() {
            assert_eq!(
                turn_over,
                i + 1 == t.moves.len(),
                "the turn must end with the last move"
            );
        }
    }
    if !pos.variant().has_dice() {
        assert_eq!(t.moves.len(), 1);
    }
    cur
}

#[test]
fn only_legal_moves_in_every_game() {
    let agents = [
        Agent::Random,
        Agent::Level(1),
        Agent::Level(3),
        Agent::Level(5),
        Agent::Level(8),
    ];
    for id in variant::ids() {
        let v = game(id);
        let mut rng = Rng::new(11);
        let mut decisions = 0;
        for g in 0..3u64 {
            let mut p = Position::start(&v);
            for step in 0..40usize {
                if p.outcome().is_over() {
                    break;
                }
                if p.needs_roll() {
                    p = p.roll_from_seed(g + 100).expect("a roll");
                }
                let agent = agents[(step + g as usize) % agents.len()];
                let t = decide(&p, agent, rng.next_u64(), &nodes(400))
                    .unwrap_or_else(|| panic!("{id}: no decision in {}", p.to_text()));
                p = play_checked(&p, &t);
                decisions += 1;
            }
        }
        assert!(decisions >= 20, "{id}: only {decisions} decisions checked");
    }
}

#[test]
fn no_answer_and_no_panic_when_the_game_is_over() {
    // In every game: a game played out by random turns to its end (or to a long limit), then
    // every agent asked there.
    for id in variant::ids() {
        let v = game(id);
        let mut p = Position::start(&v);
        let mut rng = Rng::new(5);
        for _ in 0..3000 {
            if p.outcome().is_over() {
                break;
            }
            if p.needs_roll() {
                p = p.roll_from_seed(9).expect("a roll");
            }
            let t = decide(&p, Agent::Random, rng.next_u64(), &nodes(1)).expect("a move");
            p = play_checked(&p, &t);
        }
        if p.outcome().is_over() {
            for agent in [Agent::Random, Agent::Level(1), Agent::Level(8)] {
                assert!(decide(&p, agent, 1, &nodes(500)).is_none(), "{id}");
            }
        }
    }
    // Orwell Chess: White has just reduced Red to a single piece; and a player who must roll.
    let v = game("orwell");
    let won = {
        // Take the Pao on c6 with the Dabbabah from a4 on a roll of 2 to reach the won position.
        let p = Position::from_text(&v, ORWELL_WIN)
            .expect("a position")
            .roll([2, 4])
            .expect("a roll");
        let m = parse_move(&p, "Da4xc6").expect("legal");
        let after = p.play(&m);
        assert!(after.outcome().is_over(), "Red is left with one piece");
        after
    };
    let start = Position::start(&v);
    assert!(start.needs_roll());
    for p in [&won, &start] {
        for agent in [Agent::Random, Agent::Level(1), Agent::Level(8)] {
            assert!(decide(p, agent, 1, &nodes(500)).is_none());
        }
    }
    // Chess: checkmate and stalemate, where there is no legal move.
    let chess = game("chess");
    for text in [
        "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3",
        "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1",
    ] {
        let p = Position::from_text(&chess, text).expect("a position");
        assert!(p.legal_moves().is_empty());
        for level in 1..=8 {
            assert!(decide(&p, Agent::Level(level), 1, &nodes(200)).is_none());
        }
    }
}

/// White's Dabbabah on a4 can take Red's Pao on c6, leaving Red a single piece: a win at once.
const ORWELL_WIN: &str = "7/7/1bJ1bR3/7/7/7/2rPrR3/7/wD6/7/3wR3/7 w - - 0 1 --- -";

#[test]
fn the_chance_search_takes_a_win_on_the_roll() {
    let v = game("orwell");
    let p = Position::from_text(&v, ORWELL_WIN)
        .expect("a position")
        .roll([2, 4])
        .expect("a roll");
    for level in [1, 4, 8] {
        for seed in 0..4 {
            let t = decide(&p, Agent::Level(level), seed, &nodes(20_000)).expect("a turn");
            let after = play_checked(&p, &t);
            assert!(
                matches!(after.outcome(), Outcome::Over { ref winners, .. } if winners.len() == 1 && winners[0] == p.to_move()),
                "level {level} seed {seed} did not win"
            );
        }
    }
    // With a roll that cannot move the Dabbabah there is no win, and the turn is still legal.
    let p = Position::from_text(&v, ORWELL_WIN)
        .expect("a position")
        .roll([1, 4])
        .expect("a roll");
    let t = decide(&p, Agent::Level(8), 1, &nodes(50_000)).expect("a turn");
    play_checked(&p, &t);
    assert!(turns(&p).len() > 1);
}

/// White's Pao on a6 is attacked by Red's Dabbabah on c8; White has only it and his Raja.
/// Black's Berlinpeono on g11 (out of the Dabbabah's reach) gives Black a second piece: a
/// player left with a single piece means the game was won (`tests/orwell_setups.rs`).
const ORWELL_DEFENCE: &str = "7/6bE/3bR3/7/2rD4/7/wP1rR4/7/7/7/3wR3/7 w - - 0 1 --- -";

#[test]
fn the_chance_search_keeps_out_of_a_loss() {
    // White has two pieces: the Raja on d2 and a Pao on a6, which Red's Dabbabah on c8 attacks
    // (c8-b7-a6). Reduced to one piece, White
    // would lose. With a roll of 5 and 1, White can move the Pao away or the Raja; the search
    // must save the Pao.
    let v = game("orwell");
    let p = Position::from_text(&v, ORWELL_DEFENCE)
        .expect("a position")
        .roll([5, 1])
        .expect("a roll");
    let t = decide(&p, Agent::Level(8), 1, &nodes(200_000)).expect("a turn");
    let after = play_checked(&p, &t);
    // Whatever Red rolls with a 2, he must not be able to take a White piece and win at once.
    let red = after.roll([2, 3]).expect("a roll");
    let loses = red.legal_moves().iter().any(|m| {
        let q = red.play(m);
        matches!(q.outcome(), Outcome::Over { ref winners, .. } if !winners.contains(&p.to_move()))
    });
    assert!(!loses, "White left a piece for Red to take and win");
}

/// Orwell Chess without dice: a game of three independent players moving one piece a turn,
/// which the paranoid alpha-beta search plays.
fn orwell_without_dice() -> Arc<Variant> {
    let mut v = (*game("orwell")).clone();
    v.dice = None;
    Arc::new(v)
}

#[test]
fn the_multi_player_search_wins_and_defends() {
    let v = orwell_without_dice();
    assert_eq!(sides(&v), 3);
    let p = Position::from_text(&v, ORWELL_WIN.trim_end_matches(" -")).expect("a position");
    for level in [1, 5, 8] {
        let t = decide(&p, Agent::Level(level), 3, &nodes(30_000)).expect("a move");
        let after = play_checked(&p, &t);
        assert!(after.outcome().is_over(), "level {level} missed the win");
    }
    // White's Pao on a6 stands attacked by Red's Dabbabah on c8; Red moves next (White, Red,
    // Black), and taking it would leave White a single piece: White must save it.
    let p = Position::from_text(&v, ORWELL_DEFENCE.trim_end_matches(" -")).expect("a position");
    let t = decide(&p, Agent::Level(8), 1, &nodes(200_000)).expect("a move");
    let cur = play_checked(&p, &t);
    assert_eq!(cur.to_move().index(), 1);
    for m in cur.legal_moves() {
        let q = cur.play(&m);
        assert!(
            !matches!(q.outcome(), Outcome::Over { ref winners, .. } if winners.iter().any(|w| w.index() == 1)),
            "Red can win after White's choice"
        );
    }
}

#[test]
fn the_same_seed_gives_the_same_turn() {
    let v = game("orwell");
    let mut p = Position::start(&v);
    let mut differs = false;
    for turn in 0..6u64 {
        p = p.roll_from_seed(77).expect("a roll");
        let a = decide(&p, Agent::Level(2), turn, &nodes(3000)).expect("a turn");
        let b = decide(&p, Agent::Level(2), turn, &nodes(3000)).expect("a turn");
        assert_eq!(a.moves, b.moves);
        let r1 = decide(&p, Agent::Random, turn, &nodes(1)).expect("a turn");
        let r2 = decide(&p, Agent::Random, turn, &nodes(1)).expect("a turn");
        assert_eq!(r1.moves, r2.moves);
        differs |= (1..6).any(|s| {
            decide(&p, Agent::Random, turn + 100 * s, &nodes(1)).map(|t| t.moves)
                != Some(r1.moves.clone())
        });
        p = play_checked(&p, &a);
        if p.outcome().is_over() {
            break;
        }
    }
    assert!(differs, "the random player should depend on the seed");
}

#[test]
fn command_line_plays_orwell() {
    // The whole turn for a given roll: the win.
    let (code, out, err) = cli(&[
        "bestmove",
        "orwell",
        "--position",
        ORWELL_WIN,
        "--set",
        "roll=4,2",
        "--nodes",
        "5000",
    ]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(out.lines().last(), Some("2,4: Da4xc6"), "{out}");
    // From the start, the roll comes from the seed; the turn is written with its roll.
    let (code, out, err) = cli(&["bestmove", "orwell", "--seed", "3", "--nodes", "3000"]);
    assert_eq!(code, 0, "{err}");
    let last = out.lines().last().expect("a turn");
    let start = Position::start(&game("orwell"));
    let roll = start.seeded_roll(3).expect("a roll");
    let mut dice = [roll[0], roll[1]];
    dice.sort();
    let (head, _) = last.split_once(':').expect("the roll, then the moves");
    let mut written: Vec<u8> = head.split(',').map(|d| d.parse().expect("a die")).collect();
    written.sort();
    assert_eq!(written, dice.to_vec(), "{last}");
    // A match of three seats: each seat's wins, draws and losses add up to the games.
    let (code, out, err) = cli(&[
        "match",
        "orwell",
        "--players",
        "level8,random,level1",
        "--games",
        "3",
        "--nodes",
        "300",
        "--swap",
        "--max-plies",
        "60",
        "--seed",
        "2",
    ]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(out.lines().filter(|l| l.starts_with("game ")).count(), 3);
    for seat in ["White", "Red", "Black"] {
        let line = out
            .lines()
            .find(|l| l.trim_start().starts_with(seat))
            .expect(seat);
        let sum: u32 = line
            .split_whitespace()
            .skip(1)
            .map(|w| w.parse::<u32>().expect("a count"))
            .sum();
        assert_eq!(sum, 3, "{line}");
    }
    assert_eq!(
        cli(&[
            "match",
            "orwell",
            "--players",
            "level8,random",
            "--games",
            "1"
        ])
        .0,
        2
    );
}

#[test]
fn two_teams_of_three_players_are_searched_as_two_sides() {
    // Orwell Chess without dice, White and Black one team against Red: the turn passes from Black
    // to his team-mate White, which the search must not count as a change of side.
    let mut v = (*orwell_without_dice()).clone();
    v.teams = vec![0, 1, 0];
    let v = Arc::new(v);
    assert_eq!(sides(&v), 2);
    let p = Position::from_text(&v, ORWELL_WIN.trim_end_matches(" -")).expect("a position");
    let t = decide(&p, Agent::Level(8), 1, &nodes(30_000)).expect("a move");
    let after = play_checked(&p, &t);
    assert!(after.outcome().is_over(), "the win was missed");
    // Random play with the teams: every decision legal, none after the end.
    let mut rng = Rng::new(3);
    let mut cur = Position::start(&v);
    for _ in 0..30 {
        if cur.outcome().is_over() {
            assert!(decide(&cur, Agent::Level(8), 1, &nodes(300)).is_none());
            break;
        }
        let agent = if cur.to_move().index() == 1 {
            Agent::Random
        } else {
            Agent::Level(8)
        };
        let t = decide(&cur, agent, rng.next_u64(), &nodes(800)).expect("a move");
        cur = play_checked(&cur, &t);
    }
}

#[test]
fn in_a_game_with_dice_each_level_below_the_strongest_strays_more_than_the_one_above() {
    // At 2,000 nodes the chance search of levels 4 to 8 chooses every turn by the static score
    // alone (it never finishes a second turn), so before levels were spread by noise and random
    // turns in games with dice they all chose the same turns. Now a lower level should stray from
    // the strongest level's choice more often than a higher one, and level 7 now and then.
    let v = game("orwell");
    let mut rng = Rng::new(23);
    let mut positions = Vec::new();
    let mut p = Position::start(&v);
    while positions.len() < 40 {
        if p.outcome().is_over() {
            p = Position::start(&v);
        }
        if p.needs_roll() {
            p = p.roll_from_seed(rng.next_u64()).expect("a roll");
        }
        positions.push(p.clone());
        let t = decide(&p, Agent::Random, rng.next_u64(), &nodes(1)).expect("a turn");
        p = play_checked(&p, &t);
    }
    let turns = |level: u8| -> Vec<_> {
        positions
            .iter()
            .enumerate()
            .map(|(i, p)| {
                decide(p, Agent::Level(level), i as u64, &nodes(2000))
                    .expect("a turn")
                    .moves
            })
            .collect()
    };
    let best = turns(8);
    let strays = |level: u8| {
        turns(level)
            .iter()
            .zip(&best)
            .filter(|(a, b)| a != b)
            .count()
    };
    let (four, seven) = (strays(4), strays(7));
    assert!(
        seven > 0,
        "level 7 chose level 8's turn in all 40 positions"
    );
    assert!(
        four > seven,
        "level 4 strayed from level 8's turn {four} times, level 7 {seven}"
    );
}
