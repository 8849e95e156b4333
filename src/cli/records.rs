//! `quadrille match --records FILE`: every game of a match written to FILE as it ends, in the
//! game record form the page and `quadrille play` read (PGN-like tags, then the moves), so that
//! the games can be looked at afterwards.

use super::players::GamePlayed;
use super::Failure;
use crate::excerpt::excerpt;
use crate::notation::game_record::Header;
use std::fs::File;
use std::io::Write;

/// Where the records go, if anywhere.
#[derive(Default)]
pub(super) struct Records {
    file: Option<File>,
}

impl Records {
    /// Creates (or empties) the file at `path`; no path, no records.
    pub fn create(path: Option<&str>) -> Result<Records, Failure> {
        let file = match path {
            None => None,
            Some(p) => Some(File::create(p).map_err(|e| {
                Failure::Input(format!("--records: cannot write '{}': {e}", excerpt(p)))
            })?),
        };
        Ok(Records { file })
    }

    /// Appends the record of game number `number`, played by `players` (a name per seat, in turn
    /// order).
    pub fn write(
        &self,
        number: u32,
        played: &GamePlayed,
        players: Vec<String>,
    ) -> Result<(), Failure> {
        let Some(mut file) = self.file.as_ref() else {
            return Ok(());
        };
        let header = Header {
            event: "quadrille match".to_string(),
            site: format!("game {number}"),
            date: "????.??.??".to_string(),
            players,
            ..Header::default()
        };
        let text = played.game.record_with_header(&header);
        writeln!(file, "{}\n", text.trim_end())?;
        Ok(())
    }
}
