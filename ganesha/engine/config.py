"""The fixed facts of one game: seats, board side, options and seed."""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any

from ganesha.engine.boards import DEFAULT_NAMES, SIDES
from ganesha.engine.errors import ConfigError, SaveError

#: The largest seed a game accepts (a 63-bit whole number, so it survives JSON and SQLite).
SEED_MAX = (1 << 63) - 1
#: How many players a game may have.
PLAYER_COUNTS = (2, 3, 4)


@dataclass(frozen=True, slots=True)
class GameConfig:
    """Everything chosen before the first move; with the action list it determines the game.

    ``drum_bonus`` and ``fourth_seat_bonus`` are the English rulebook's rules (on by default);
    switching them off gives the Russian rulebook's game. ``first_player`` None means "drawn at
    random from the seed". ``names`` defaults to Asha, Ravi, Meera, Dev.
    """

    players: int = 2
    side: str = "day"
    spices: bool = True
    drum_bonus: bool = True
    fourth_seat_bonus: bool = True
    seed: int = 0
    first_player: int | None = None
    names: tuple[str, ...] | None = None

    def __post_init__(self) -> None:
        # Exact types, not isinstance: a bool is an int, an IntEnum is an int, and ``3.0 in
        # (2, 3, 4)`` is true; each of these once passed the check and broke the game later.
        if type(self.players) is not int or self.players not in PLAYER_COUNTS:
            raise ConfigError(f"players must be 2, 3 or 4, not {self.players!r}")
        if type(self.side) is not str or self.side not in SIDES:
            raise ConfigError(f"side must be 'day' or 'night', not {self.side!r}")
        for flag in ("spices", "drum_bonus", "fourth_seat_bonus"):
            if type(getattr(self, flag)) is not bool:
                raise ConfigError(f"{flag} must be true or false")
        if type(self.seed) is not int or not 0 <= self.seed <= SEED_MAX:
            raise ConfigError(f"seed must be a whole number from 0 to {SEED_MAX}")
        if self.first_player is not None and (
                type(self.first_player) is not int or not 0 <= self.first_player < self.players):
            raise ConfigError(f"first_player must be a seat from 0 to {self.players - 1}")
        if self.names is not None and (
                type(self.names) is not tuple or len(self.names) != self.players
                or not all(type(n) is str and 0 < len(n) <= 40 for n in self.names)):
            raise ConfigError("names must be one non-empty name (≤ 40 characters) per seat")

    @property
    def seat_names(self) -> tuple[str, ...]:
        return self.names if self.names is not None else DEFAULT_NAMES[: self.players]

    def to_dict(self) -> dict[str, Any]:
        data = asdict(self)
        data["names"] = list(self.names) if self.names is not None else None
        return data

    @classmethod
    def from_dict(cls, data: Any) -> GameConfig:
        """Build from saved data; anything malformed raises :class:`SaveError`."""
        if not isinstance(data, dict):
            raise SaveError("the game settings in the save are not an object")
        known = set(cls.__dataclass_fields__)
        unknown = set(data) - known
        if unknown:
            raise SaveError(f"unknown game settings in the save: {sorted(unknown)}")
        values = dict(data)
        if isinstance(values.get("names"), list):
            values["names"] = tuple(values["names"])
        try:
            return cls(**values)
        except ConfigError as exc:
            raise SaveError(f"bad game settings in the save: {exc}") from exc
