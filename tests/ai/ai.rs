//! The computer player: only legal moves, mates found, no move (and no panic) when the game is
//! over, the same seed gives the same choice, the strongest level beats the random player, and
//! the command line's `bestmove` and `match`.

use crate::common;
use common::cli;

use quadrille::ai::{
    best_move, can_ponder, level_move, ponder, random_move, Agent, Limits, NoClock, Rng, Searcher,
    MAX_LEVEL,
};
use quadrille::notation::{parse_move, san};
use quadrille::position::{GameResult, Outcome, Player, Position};
use quadrille::variant;

fn game(id: &str) -> std::sync::Arc<quadrille::variant::Variant> {
    variant::build(id, &[]).expect("the game exists")
}

fn pos(id: &str, text: &str) -> Position {
    Position::from_text(&game(id), text).expect("a legal position")
}

fn after(id: &str, moves: &str) -> Position {
    let mut p = Position::start(&game(id));
    for token in moves.split_whitespace() {
        let m = parse_move(&p, token).unwrap_or_else(|e| panic!("{token}: {e}"));
        p = p.play(&m);
    }
    p
}

fn nodes(n: u64) -> Limits {
    Limits {
        nodes: Some(n),
        ..Limits::default()
    }
}

fn depth(d: u32) -> Limits {
    Limits {
        depth: Some(d),
        ..Limits::default()
    }
}

fn is_checkmate(p: &Position) -> bool {
    matches!(
        p.outcome(),
        Outcome::Over {
            result: GameResult::Checkmate,
            ..
        }
    )
}

#[test]
fn every_catalogue_piece_has_a_value() {
    let all = quadrille::piece::orthodox()
        .into_iter()
        .chain(quadrille::piece::orwell());
    for def in all {
        assert!(def.value > 0, "{} has no value", def.name);
    }
    let q = quadrille::piece::queen().value;
    let r = quadrille::piece::rook().value;
    let p = quadrille::piece::pawn().value;
    assert!(q > r && r > p, "queen > rook > pawn");
}

#[test]
fn only_legal_moves_in_many_positions() {
    for id in ["chess", "alice"] {
        let mut rng = Rng::new(7);
        let mut searcher = Searcher::new();
        let mut checked = 0;
        for g in 0..6 {
            let mut p = Position::start(&game(id));
            for ply in 0..60 {
                if p.outcome().is_over() {
                    break;
                }
                if ply % 5 == 0 {
                    let level = [1, 3, 5, MAX_LEVEL][(ply / 5) % 4];
                    let m = level_move(&mut searcher, &p, level, g, &nodes(600), &NoClock)
                        .expect("a move in an ongoing game");
                    assert!(p.is_legal(&m), "{id}: illegal {m:?} in {}", p.to_text());
                    checked += 1;
                }
                let moves = p.legal_moves();
                let m = moves[rng.below(moves.len() as u64) as usize];
                p = p.play(&m);
            }
        }
        assert!(checked > 30, "{id}: only {checked} positions checked");
    }
}

#[test]
fn mate_in_one_in_chess() {
    // Black's king on g8 behind its own pawns; Ra8 checks along the eighth rank, f8 and h8 are
    // on that rank, and nothing of Black's can interpose or capture.
    let p = pos("chess", "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1");
    let mut s = Searcher::new();
    let r = s.search(&p, &depth(3), &NoClock).expect("a move");
    assert_eq!(san(&p, &r.best), "Ra8#");
    assert_eq!(r.mate_in(), Some(1));
    assert!(is_checkmate(&p.play(&r.best)));
}

#[test]
fn mate_in_one_in_alice() {
    // alice.md: 1.e4 d5 2.Be2 dxe4 3.Bb5#, 1.e4 d6 2.Bc4 Qxd2 3.Bb5# and 1.e4 e5 2.Qh5 Nf6
    // 3.Qxe5# are checkmates.
    for (moves, level) in [
        ("e4 d5 Be2 dxe4", 1),
        ("e4 d5 Be2 dxe4", MAX_LEVEL),
        ("e4 d6 Bc4 Qxd2", MAX_LEVEL),
        ("e4 e5 Qh5 Nf6", MAX_LEVEL),
    ] {
        let p = after("alice", moves);
        let m = best_move(&p, level, 5, &depth(3), &NoClock).expect("a move");
        let next = p.play(&m);
        assert!(is_checkmate(&next), "level {level} played {}", san(&p, &m));
        assert_eq!(
            next.outcome(),
            Outcome::Over {
                result: GameResult::Checkmate,
                winners: vec![Player(0)]
            }
        );
    }
}

#[test]
fn mate_in_two_in_chess() {
    // Two rooks against a king in the corner: 1.Ra7 (h7 and g7 are now covered; Black's only
    // move is Kg8) 2.Rb8#. There is no mate in one: Ra8+ and Rb8+ let the king out to g7 or h7.
    let p = pos("chess", "7k/8/8/8/8/8/8/RR5K w - - 0 1");
    let mut s = Searcher::new();
    let r = s.search(&p, &depth(5), &NoClock).expect("a move");
    assert_eq!(r.mate_in(), Some(3), "mate in two moves is three plies");
    // Check the claim with the rules alone: every Black reply allows a mate in one.
    let next = p.play(&r.best);
    let replies = next.legal_moves();
    assert!(!replies.is_empty());
    for reply in replies {
        let q = next.play(&reply);
        let mates = q.legal_moves().iter().any(|m| is_checkmate(&q.play(m)));
        assert!(mates, "after {} there is no mate", san(&next, &reply));
    }
}

#[test]
fn no_move_when_the_game_is_over() {
    let cases = [
        // Fool's mate: White is checkmated.
        (
            "chess",
            "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3",
        ),
        // Black's king on h8 has no move and is not in check: stalemate.
        ("chess", "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1"),
        // Only kings: a draw.
        ("chess", "8/8/8/4k3/8/8/8/4K3 w - - 0 1"),
        // Fifty moves without a capture or a pawn move.
        ("chess", "8/8/8/4k3/8/8/3R4/4K3 w - - 100 80"),
    ];
    let mut positions: Vec<Position> = cases.iter().map(|(g, t)| pos(g, t)).collect();
    positions.push(after("alice", "e4 d5 Be2 dxe4 Bb5"));
    // Threefold repetition by knight moves.
    positions.push(after("chess", "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8"));
    for p in &positions {
        assert!(p.outcome().is_over(), "{} should be over", p.to_text());
        let mut s = Searcher::new();
        assert!(s.search(p, &depth(4), &NoClock).is_none());
        assert!(s.search_scored(p, &depth(2), &NoClock).is_none());
        assert!(random_move(p, 1).is_none());
        for level in 1..=MAX_LEVEL {
            assert!(best_move(p, level, 3, &depth(3), &NoClock).is_none());
        }
    }
}

#[test]
fn the_same_seed_gives_the_same_move() {
    let positions = [
        Position::start(&game("chess")),
        after("chess", "e4 e5 Nf3 Nc6 Bc4 Bc5"),
        after("alice", "e4 d5 Nf3"),
        after("chess", "d4 d5 c4 e6 Nc3 Nf6"),
    ];
    let mut differs = false;
    for p in &positions {
        let choose = |seed| {
            let mut s = Searcher::new();
            level_move(&mut s, p, 1, seed, &depth(2), &NoClock).expect("a move")
        };
        for seed in [1u64, 2, 3, 4, 5] {
            assert_eq!(choose(seed), choose(seed), "seed {seed} in {}", p.to_text());
            assert_eq!(random_move(p, seed), random_move(p, seed));
        }
        differs |= (1..8).any(|seed| choose(seed) != choose(0));
    }
    assert!(
        differs,
        "the beginner should not always play the same move whatever the seed"
    );
}

/// Plays one game; returns the winner's seat, if any.
fn play(id: &str, agents: [Agent; 2], seed: u64, limits: &Limits, max_plies: u32) -> Option<usize> {
    let mut p = Position::start(&game(id));
    let mut searchers = [Searcher::new(), Searcher::new()];
    for _ in 0..max_plies {
        if p.outcome().is_over() {
            break;
        }
        let seat = p.to_move().index();
        let m = agents[seat]
            .choose(&mut searchers[seat], &p, seed, limits, &NoClock)
            .expect("a move in an ongoing game");
        assert!(p.is_legal(&m));
        p = p.play(&m);
    }
    match p.outcome() {
        Outcome::Over { winners, .. } if winners.len() == 1 => Some(winners[0].index()),
        _ => None,
    }
}

#[test]
fn the_strongest_level_beats_random() {
    for id in ["chess", "alice"] {
        let mut wins = 0;
        for g in 0..4u64 {
            let strong = (g % 2) as usize;
            let mut agents = [Agent::Random, Agent::Random];
            agents[strong] = Agent::Level(MAX_LEVEL);
            if play(id, agents, g, &nodes(1500), 200) == Some(strong) {
                wins += 1;
            }
        }
        assert!(
            wins >= 3,
            "{id}: level {MAX_LEVEL} won only {wins} of 4 against random"
        );
    }
}

#[test]
fn command_line_bestmove() {
    let (code, out, _) = cli(&[
        "bestmove",
        "chess",
        "--position",
        "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1",
        "--depth",
        "3",
    ]);
    assert_eq!(code, 0);
    assert_eq!(out.lines().last(), Some("Ra8#"));
    assert!(
        out.lines().next().is_some_and(|l| l.contains("mate 1")),
        "{out}"
    );
    let (code, out, _) = cli(&[
        "bestmove", "alice", "--level", "2", "--nodes", "500", "--seed", "9",
    ]);
    assert_eq!(code, 0);
    let last = out.lines().last().expect("a move");
    let start = Position::start(&game("alice"));
    assert!(
        parse_move(&start, last).is_ok(),
        "'{last}' is not a legal move"
    );
    // Mistakes: a level out of range, an unknown game, a finished game.
    assert_eq!(cli(&["bestmove", "chess", "--level", "9"]).0, 2);
    assert_eq!(cli(&["bestmove", "chess", "--frob", "1"]).0, 2);
    assert_eq!(cli(&["bestmove", "nosuchgame"]).0, 1);
    let (code, _, err) = cli(&[
        "bestmove",
        "chess",
        "--position",
        "8/8/8/4k3/8/8/8/4K3 w - - 0 1",
    ]);
    assert_eq!(code, 1);
    assert!(err.contains("over"), "{err}");
}

#[test]
fn command_line_match() {
    let (code, out, err) = cli(&[
        "match",
        "chess",
        "--players",
        "level8,random",
        "--games",
        "2",
        "--nodes",
        "300",
        "--swap",
        "--max-plies",
        "40",
        "--seed",
        "4",
    ]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(out.lines().filter(|l| l.starts_with("game ")).count(), 2);
    // After each game, each player's figures so far: they add up to the games played.
    let so_far: Vec<&str> = out.lines().filter(|l| l.starts_with("so far")).collect();
    assert_eq!(so_far.len(), 2, "{out}");
    for (played, line) in so_far.iter().enumerate() {
        let records = line.split(": ").nth(1).expect("figures");
        for record in records.split(", ") {
            let wdl = record.split(' ').next_back().expect("w-d-l");
            let sum: u32 = wdl.split('-').map(|n| n.parse::<u32>().unwrap()).sum();
            assert_eq!(sum as usize, played + 1, "{line}");
        }
    }
    // Each player's wins, draws and losses add up to the number of games.
    for name in ["level8 (player 1)", "random (player 2)"] {
        let line = out
            .lines()
            .find(|l| l.trim_start().starts_with(name))
            .expect(name);
        let counts: Vec<u32> = line
            .split_whitespace()
            .skip(3)
            .take(3)
            .map(|w| w.parse().expect("a count"))
            .collect();
        assert_eq!(counts.iter().sum::<u32>(), 2, "{line}");
    }
    assert_eq!(
        cli(&["match", "chess", "--players", "level8", "--games", "1"]).0,
        2
    );
    assert_eq!(
        cli(&[
            "match",
            "chess",
            "--players",
            "level8,bogus",
            "--games",
            "1"
        ])
        .0,
        2
    );
    assert_eq!(cli(&["match", "chess", "--players", "random,random"]).0, 2);
}

#[test]
fn after_pondering_the_reply_needs_fewer_nodes() {
    for (id, opening) in [("chess", "e2e4 e7e5 g1f3"), ("alice", "e2e4 d7d5 e4d5")] {
        // The position after our move: the opponent is to move, and we ponder it.
        let pos = after(id, opening);
        let pondered = || {
            let mut s = Searcher::new();
            let d = ponder(&mut s, &pos, Agent::Level(8), &nodes(40_000), &NoClock);
            assert!(d.is_some_and(|d| d >= 3), "{id}: pondered to {d:?}");
            s
        };
        // The reply the pondering search expects, then five others.
        let expected = Searcher::new()
            .search(&pos, &nodes(40_000), &NoClock)
            .unwrap()
            .best;
        let mut replies = vec![expected];
        replies.extend(
            pos.legal_moves()
                .into_iter()
                .filter(|m| *m != expected)
                .take(5),
        );
        let (mut fresh_all, mut warm_all) = (0, 0);
        for (i, reply) in replies.iter().enumerate() {
            // Our search of the same depth after the reply, with a fresh table and with the
            // pondered one: the nodes it needs.
            let next = pos.play(reply);
            let fresh = Searcher::new()
                .search(&next, &depth(6), &NoClock)
                .unwrap()
                .nodes;
            let warm = pondered().search(&next, &depth(6), &NoClock).unwrap().nodes;
            if i == 0 {
                assert!(
                    2 * warm <= fresh,
                    "{id}, the expected reply: {warm} of {fresh}"
                );
            }
            fresh_all += fresh;
            warm_all += warm;
        }
        assert!(
            warm_all < fresh_all,
            "{id}, six replies: {warm_all} of {fresh_all}"
        );
    }
}

#[test]
fn no_pondering_with_dice_or_more_sides_or_at_the_end() {
    let mut s = Searcher::new();
    for id in ["orwell", "four-ffa", "dodgson"] {
        let start = Position::start(&game(id));
        assert!(!can_ponder(&start), "{id}");
        assert_eq!(
            ponder(&mut s, &start, Agent::Level(8), &nodes(100), &NoClock),
            None
        );
    }
    assert!(!can_ponder(&after("chess", "f2f3 e7e5 g2g4 d8h4")), "mated");
    let open = Position::start(&game("chess"));
    assert_eq!(
        ponder(&mut s, &open, Agent::Random, &nodes(100), &NoClock),
        None
    );
}

/// The root moves of a searcher (UCI's `searchmoves`): every level chooses among them alone,
/// its random choices too; moves not legal are left out, and with none legal every move counts.
#[test]
fn the_root_moves_limit_every_choice() {
    let start = Position::start(&game("chess"));
    let named = |texts: &[&str]| -> Vec<_> {
        texts
            .iter()
            .map(|t| parse_move(&start, t).unwrap())
            .collect()
    };
    let only = named(&["a3", "h3"]);
    let mut searcher = Searcher::new();
    searcher.set_root_moves(only.clone());
    assert_eq!(searcher.root_moves(&start), only);
    for level in 1..=MAX_LEVEL {
        for seed in 0..8 {
            let m = level_move(&mut searcher, &start, level, seed, &depth(2), &NoClock).unwrap();
            assert!(
                only.contains(&m),
                "level {level} seed {seed}: {}",
                san(&start, &m)
            );
        }
    }
    // After 1.e4 only ...a6 of these is Black's: a3 and h3 are White's moves.
    let black = after("chess", "e4");
    let a6 = parse_move(&black, "a6").unwrap();
    searcher.set_root_moves(vec![only[0], a6]);
    assert_eq!(searcher.root_moves(&black), vec![a6]);
    // None legal: all 20 moves of the start position.
    searcher.set_root_moves(vec![a6]);
    assert_eq!(searcher.root_moves(&start).len(), 20);
    searcher.set_root_moves(Vec::new());
    assert_eq!(searcher.root_moves(&start).len(), 20);
}
