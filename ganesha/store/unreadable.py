"""Why a player's file is refused, said twice: in English for the log (the exception's
message) and in the player's language for the notice (``said``), so a Russian notice holds no
English words besides the file's name and the place in its document. A document that breaks
its schema is named by the kind of fault (a key missing, a key the game never writes, a value
of the wrong kind, a value the game does not allow) and the place as msgspec gives it
(``$.turns[3]``); msgspec's own English sentence goes to the log only."""

from __future__ import annotations

import msgspec

from ganesha.data.i18n import translate


class UnreadableFile(Exception):
    """The file exists but is not what it should be: the message says why in English (for the
    log), ``said`` in the player's language (for the notice)."""

    def __init__(self, message: str, said: str) -> None:
        super().__init__(message)
        self.said = said


def not_text(name: str) -> UnreadableFile:
    return UnreadableFile(f"{name} is not UTF-8 text",
                          translate("{name} is not UTF-8 text", name=name))


def damaged(name: str) -> UnreadableFile:
    return UnreadableFile(f"{name} is damaged (not valid JSON)",
                          translate("{name} is damaged (not valid JSON)", name=name))


def too_deep(name: str) -> UnreadableFile:
    return UnreadableFile(f"{name} is nested too deeply",
                          translate("{name} is nested too deeply", name=name))


def not_a_file(name: str) -> UnreadableFile:
    return UnreadableFile(f"{name} is not a file", translate("{name} is not a file", name=name))


def too_large(name: str, size: int | None = None) -> UnreadableFile:
    told = f" ({size} bytes)" if size is not None else ""
    return UnreadableFile(f"{name} is too large{told}",
                          translate("{name} is too large", name=name))


def no_file(name: str) -> UnreadableFile:
    return UnreadableFile(f"there is no file {name}", translate("there is no file {name}",
                                                                name=name))


def cannot_open(name: str, error: str | None, reading: bool = False) -> UnreadableFile:
    """The system's own words (``error``, English) go to the log only."""
    verb = "read" if reading else "open"
    return UnreadableFile(f"cannot {verb} {name}: {error}",
                          translate("{name} cannot be read", name=name))


def off_schema(name: str, exc: msgspec.ValidationError) -> UnreadableFile:
    return UnreadableFile(f"{name} is not what the game writes: {exc}",
                          translate("{name} is not what the game writes: {fault}", name=name,
                                    fault=schema_words(exc)))


def schema_words(exc: msgspec.ValidationError) -> str:
    """The kind of fault msgspec found and where, in the player's words."""
    detail, _, where = str(exc).partition(" - at `")
    place = where.rstrip("`") or "$"
    if detail.startswith("Object "):  # the key missing or unknown is named at the place
        place += "." + detail.rpartition(" `")[2].rstrip("`")
    if detail.startswith("Object missing required field"):
        fault = translate("a key is missing")
    elif detail.startswith("Object contains unknown field"):
        fault = translate("a key the game does not write")
    elif detail.startswith("Expected") and ", got " in detail:
        fault = translate("a value of the wrong kind")
    elif detail.startswith(("Expected", "Invalid")):  # a bound, a length, an enum's value
        fault = translate("a value the game does not allow")
    else:  # a schema's own rule (ganesha.store.schemas): its sentence is the player's already
        fault = detail
    return translate("{fault} at {place}", fault=fault, place=place)


__all__ = ["UnreadableFile", "cannot_open", "damaged", "no_file", "not_a_file", "not_text",
           "off_schema", "schema_words", "too_deep", "too_large"]
