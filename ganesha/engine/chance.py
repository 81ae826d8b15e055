"""The game's only source of randomness: a tiny counter-style generator held in the state.

Why not ``random.Random``: its state is 625 integers (heavy to copy on every AI clone and to
save), and seeding one is slow. SplitMix64 keeps its whole state in one int, so a clone copies it
for free, a save needs nothing beyond the config seed, and an AI can *re-randomise the unseen bag*
on a copy simply by giving the copy a different chance seed (``GameState.reseed_chance``). The bag
itself is a multiset of gem counts with no order: the "bag order" is nothing but the future
output of this generator, so replacing it is exactly a fresh sample of the hidden draws.
"""

from __future__ import annotations

_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15


def mix_seed(*parts: int) -> int:
    """Fold several ints into one 64-bit seed (used for the game seed and AI re-seeding)."""
    state = 0x243F6A8885A308D3
    for part in parts:
        state = _splitmix((state ^ (part & _MASK)) & _MASK)[1]
    return state


def _splitmix(state: int) -> tuple[int, int]:
    state = (state + _GOLDEN) & _MASK
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return state, z ^ (z >> 31)


class Chance:
    """Seeded generator; ``below(n)`` is the only draw the rules need."""

    __slots__ = ("state",)

    def __init__(self, state: int) -> None:
        self.state = state & _MASK

    def below(self, n: int) -> int:
        """A uniform int in ``range(n)`` (bias below 2**-50 for the small n used here)."""
        self.state = s = (self.state + _GOLDEN) & _MASK
        z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return (z ^ (z >> 31)) % n

    def copy(self) -> Chance:
        other = Chance.__new__(Chance)  # the state is already masked: skip __init__
        other.state = self.state
        return other
