//! `quadrille solve` as a user runs it: a problem from the command line in text and JSON, a
//! Popeye file with twins, and mistakes. Expected solutions are counted by hand or taken from
//! Popeye's reference output of the Andernach 2025 problems.

use crate::common::{fails, json, quadrille, stdout};

/// Black's king on h8 has only h7 (the white king on f7 holds g7 and g8); then Rh1 mates.
const H1: &str = "7k/5K2/8/8/8/8/8/R7 b - - 0 1";

#[test]
fn a_problem_from_the_command_line() {
    let o = quadrille(&["solve", "chess", "--position", H1, "--stip", "h#1"], "");
    assert_eq!(stdout(&o), "1.Kh7 Rh1#\n1 solution\n");
    // The same position as a direct mate: White to move, Rh1# at once.
    let o = quadrille(
        &["solve", "chess", "--position", H1, "--stip", "#1", "--json"],
        "",
    );
    let v = json(&o);
    assert_eq!(v["status"], "solved");
    assert_eq!(v["keys"][0]["move"]["san"], "Rh1#");
    assert_eq!(v["keys"][0]["move"]["from"], "a1");
    assert_eq!(v["keys"][0]["move"]["to"], "h1");
    assert_eq!(v["keys"][0]["move"]["board"], "A");
    let o = quadrille(&["solve", "chess", "--position", H1, "--stip", "#1"], "");
    assert_eq!(stdout(&o), "1.Rh1#!\nsolved: one key\n");
}

#[test]
fn a_popeye_file_with_a_twin() {
    // Andernach 2025, 4th place (Rittirsch & Pachl); the solutions are Popeye's.
    let file = "begin
author Manfred Rittirsch & Franz Pachl
pieces white kh1 rg2 pe6g3g6 white AliceB bf7
       black rd2e7 bd5g7 pd3g4 black AliceB kf8
stip h#2
twin move h1 h2
end";
    let text = stdout(&quadrille(&["solve", "--popeye"], file));
    assert!(text.contains("1.Bb7/B Re2/B 2.Ra7/B e7/B#"), "{text}");
    assert!(text.contains("b) move h1 h2"), "{text}");
    assert!(text.contains("1.Rb2/B Rg1/B 2.Ba1/B g7/B#"), "{text}");
    let v = json(&quadrille(&["solve", "--popeye", "--json"], file));
    assert_eq!(v["game"], "alice");
    assert_eq!(v["twins"].as_array().unwrap().len(), 2);
    assert_eq!(v["twins"][1]["lines"][0][3]["san"], "g7/B#");
}

#[test]
fn mistakes_are_reported() {
    let e = fails(&["solve", "chess", "--position", H1], "", 2);
    assert!(e.contains("needs --stip"), "{e}");
    let e = fails(&["solve", "chess", "--position", H1, "--stip", "#0"], "", 1);
    assert!(e.contains("at least 1"), "{e}");
    let e = fails(
        &["solve", "orwell", "--position", "x", "--stip", "#2"],
        "",
        1,
    );
    assert!(e.contains("bad position"), "{e}");
    let e = fails(&["solve", "--popeye"], "begin pieces white gra1 end", 1);
    assert!(e.contains("piece 'gr'"), "{e}");
    // A proof game in a file is reported and the next problem solved.
    let out = stdout(&quadrille(
        &["solve", "--popeye"],
        "begin stip dia3 next pieces white kf7 ra1 black kh8 stip h#1 end",
    ));
    assert!(out.contains("proof games are not supported"), "{out}");
    assert!(out.contains("1.Kh7 Rh1#"), "{out}");
}
