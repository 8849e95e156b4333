//! Game options: named settings a player may change (`en_passant=true`), each declared by the
//! game that offers it with a getter and a setter on the typed fields of [`Variant`].

use super::{Variant, VariantError};

/// One option of a game. Options are true/false switches.
#[derive(Clone, Debug)]
pub struct OptionSpec {
    pub name: &'static str,
    /// One line for people.
    pub help: &'static str,
    /// Reads the current value from the game.
    pub get: fn(&Variant) -> bool,
    /// Sets the value.
    pub set: fn(&mut Variant, bool),
}

/// The values a switch accepts.
pub const BOOL_VALUES: [&str; 2] = ["true", "false"];

impl OptionSpec {
    /// Applies `value` to `v`, or says which values are allowed.
    pub fn apply(&self, v: &mut Variant, value: &str) -> Result<(), VariantError> {
        let on = match value.trim() {
            "true" => true,
            "false" => false,
            other => {
                return Err(VariantError::BadValue {
                    option: self.name.to_string(),
                    value: other.to_string(),
                    allowed: BOOL_VALUES.to_vec(),
                })
            }
        };
        (self.set)(v, on);
        Ok(())
    }
}

/// Splits an option written `name=value`.
pub fn parse_option(text: &str) -> Result<(String, String), VariantError> {
    match text.split_once('=') {
        Some((name, value)) if !name.trim().is_empty() && !value.trim().is_empty() => {
            Ok((name.trim().to_string(), value.trim().to_string()))
        }
        _ => Err(VariantError::BadSyntax(format!(
            "option '{}' is not written name=value (for example en_passant=true)",
            crate::excerpt::excerpt(text)
        ))),
    }
}
