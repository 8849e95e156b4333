//! Game options: named settings a player may change (`en_passant=true`, `setup=classic`), each
//! declared by the game that offers it with a getter and a setter on the typed fields of
//! [`Variant`]. Most are switches ([`OptionSpec`]); a few choose one of several named values
//! ([`ChoiceSpec`]).

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

/// An option that takes one of several named values (`setup=modern`); the first is the default.
#[derive(Clone, Debug)]
pub struct ChoiceSpec {
    pub name: &'static str,
    /// One line for people.
    pub help: &'static str,
    /// The values, the default first.
    pub values: &'static [&'static str],
    /// Reads the current value (an index into `values`) from the game.
    pub get: fn(&Variant) -> usize,
    /// Sets the value (an index into `values`).
    pub set: fn(&mut Variant, usize),
}

impl ChoiceSpec {
    /// Applies `value` to `v`, or says which values are allowed.
    pub fn apply(&self, v: &mut Variant, value: &str) -> Result<(), VariantError> {
        let value = value.trim();
        match self.values.iter().position(|&x| x == value) {
            Some(i) => {
                (self.set)(v, i);
                Ok(())
            }
            None => Err(VariantError::BadValue {
                option: self.name.to_string(),
                value: value.to_string(),
                allowed: self.values.to_vec(),
            }),
        }
    }

    /// The current value's name.
    pub fn value(&self, v: &Variant) -> &'static str {
        self.values.get((self.get)(v)).copied().unwrap_or("")
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
