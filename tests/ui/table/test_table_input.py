"""A turn played with synthetic mouse events on the real table scene."""

from __future__ import annotations

from ganesha.engine import (
    EndTurn,
    GameConfig,
    Phase,
    Place,
    SkipSpice,
    Take,
    new_game,
)
from ganesha.ui.table.intents import AltarGem, HandOver, ToSlot
from tests.helpers.positions import find, plain_hex, two_gem_position
from tests.helpers.table import TableFactory, dialog_of


def test_drag_a_gem_to_the_treasury_then_end_the_turn(table_factory: TableFactory) -> None:
    t = table_factory(spices=False)
    state = t.state
    h = plain_hex(state)
    colour = state.altar_gems()[h]
    seat = state.current_player
    tile = t.layout.tiles[seat]
    t.drag(t.layout.hex_centres[h], tile.treasury_rect.center)
    assert Take(h) in state.history
    t.settle(1.5)  # the planned placement happens once phase 2 begins
    assert Place(colour, "treasury") in state.history
    assert state.phase == Phase.SACRIFICE
    assert state.seat(seat).treasury.get(colour) == 1
    end = next(b for b in t.scene.buttons if b.intent == EndTurn())
    t.click(end.rect.center)
    assert state.current_player != seat
    assert state.history[-1] == EndTurn()


def test_click_select_then_click_a_destiny_slot(table_factory: TableFactory) -> None:
    t = table_factory(spices=False, seed=4)
    state = t.state
    h = plain_hex(state)
    colour = state.altar_gems()[h]
    seat = state.current_player
    t.click(t.layout.hex_centres[h])
    assert t.scene.input.selected == AltarGem(h)
    assert ToSlot(0) in t.controller.targets_for(AltarGem(h))
    t.click(t.layout.tiles[seat].slots[0].center)
    t.settle(1.5)
    assert state.seat(seat).slots[0] == colour


def test_an_illegal_drop_glides_back_and_says_why(table_factory: TableFactory) -> None:
    t = table_factory(spices=False)
    state = t.state
    h = plain_hex(state)
    before = len(state.history)
    t.drag(t.layout.hex_centres[h], t.layout.centre)  # onto the mandala: not a place for it
    assert len(state.history) == before
    assert "Treasury" in t.scene.effects.notice
    assert any(f.dest == ("hex", h) for f in t.scene.effects.animator.flights)  # gliding home
    t.settle(1.0)
    assert not t.scene.effects.animator.flights
    assert h in state.altar_gems()


def test_a_two_gem_take_shows_the_allowed_hexes(table_factory: TableFactory) -> None:
    state, first, second, far = two_gem_position()
    t = table_factory(state)
    seat = state.current_player
    tile = t.layout.tiles[seat]
    t.drag(t.layout.hex_centres[first], tile.treasury_rect.center)
    assert state.phase == Phase.SECOND
    t.frame()
    assert set(state.second_gem_hexes()) >= {second}
    # a hex that is not next to the first one is refused and the gem goes home
    t.drag(t.layout.hex_centres[far], tile.treasury_rect.center)
    assert state.phase == Phase.SECOND
    assert "next to the first" in t.scene.effects.notice
    t.settle(0.6)
    t.drag(t.layout.hex_centres[second], tile.slots[1].center)
    assert state.history[-1] == Take(second)
    t.settle(2.0)
    assert state.phase == Phase.SACRIFICE
    assert not state.held_gems()


def test_spice_dialog_offers_skip(table_factory: TableFactory) -> None:
    for seed in range(100):
        state = new_game(GameConfig(players=2, seed=seed))
        for h in sorted(state.spice_tokens()):
            if h not in state.altar_gems():
                continue
            probe = state.clone()
            probe.apply(Take(h))
            if probe.phase == Phase.SPICE:
                t = table_factory(state)
                seat = state.current_player
                t.drag(t.layout.hex_centres[h], t.layout.tiles[seat].treasury_rect.center)
                assert state.phase == Phase.SPICE
                dialog = t.scene.dialog
                assert dialog is not None
                skip = next(b for b in dialog.buttons if b.intent == SkipSpice())
                t.click(skip.rect.center)
                assert state.phase != Phase.SPICE
                return
    raise AssertionError("no spice position found")


def _play_until(state, stop, seed: int = 0):
    from ganesha.ai import make_player
    player = make_player("random", seed)
    while not stop(state):
        state.apply(player.choose(state))
    return state


def test_sacrifice_by_dragging_a_treasury_gem_onto_ganesha(table_factory: TableFactory) -> None:
    from ganesha.engine import COLOURS, Sacrifice
    for seed in range(50):
        state = _play_until(new_game(GameConfig(players=2, seed=seed)), lambda s: s.is_over or (
            s.phase == Phase.SACRIFICE and any(
                isinstance(a, Sacrifice) and a.gem and a.gem == a.colour for a in s.legal_actions())
            and not any(isinstance(a, Sacrifice) and a.gem and a.gem != a.colour
                        for a in s.legal_actions())), seed)
        if not state.is_over:
            break
    action = next(a for a in state.legal_actions() if isinstance(a, Sacrifice) and a.gem)
    t = table_factory(state)
    seat = state.current_player
    filled = state.mandala_filled()[action.colour]
    cell = t.layout.tiles[seat].treasury_cells[COLOURS.index(action.gem)]
    t.drag(cell.center, t.layout.centre)
    assert state.history[-1] == action
    assert state.mandala_filled()[action.colour] > filled
    t.settle(3.0)  # the gems fly to their slots one by one, then the next player goes on


def test_final_stage_by_click(table_factory: TableFactory) -> None:
    from ganesha.engine import COLOURS, FinalPlace
    state = _play_until(new_game(GameConfig(players=2, seed=3)),
                        lambda s: s.phase == Phase.FINAL, 3)
    t = table_factory(state)
    seat = state.current_player
    gem = next(a.gem for a in state.legal_actions() if isinstance(a, FinalPlace))
    assert "final stage" in t.controller.prompt()
    t.click(t.layout.tiles[seat].treasury_cells[COLOURS.index(gem)].center)
    t.click(t.layout.centre)
    assert state.history[-1] == FinalPlace(gem)


def test_ginger_hands_the_screen_to_the_chosen_player(table_factory: TableFactory) -> None:
    from ganesha.ai import make_player
    from ganesha.engine import AnswerTrade, Trade
    found = None
    for seed in range(300):
        state = new_game(GameConfig(players=3, seed=seed))
        player = make_player("random", seed)
        for _ in range(400):
            if state.is_over:
                break
            trades = [a for a in state.legal_actions() if isinstance(a, Trade)]
            if trades:
                found = (state, trades[0])
                break
            state.apply(player.choose(state))
        if found:
            break
    assert found, "no Ginger position found"
    state, trade = found
    t = table_factory(state)
    button = next(b for b in dialog_of(t).buttons if b.intent == trade)
    t.click(button.rect.center)
    assert state.phase == Phase.ANSWER
    name = state.config.seat_names[trade.seat]
    assert dialog_of(t).title == f"Pass to {name}"
    t.click(dialog_of(t).buttons[0].rect.center)  # "I am …"
    answers = [b for b in dialog_of(t).buttons if not isinstance(b.intent, HandOver)]
    assert answers
    assert all(isinstance(b.intent, AnswerTrade) for b in answers)
    t.click(answers[0].rect.center)
    assert isinstance(state.history[-1], AnswerTrade) or state.phase != Phase.ANSWER


def test_planned_placements_do_not_outlive_the_turn(table_factory: TableFactory) -> None:
    t = table_factory(spices=False)
    state = t.state
    t.controller.queue_placement("red", "slot1")  # e.g. the gem was given away with Ginger
    h = plain_hex(state)
    t.drag(t.layout.hex_centres[h], t.layout.tiles[state.current_player].treasury_rect.center)
    t.settle(1.5)
    end = next(b for b in t.scene.buttons if b.intent == EndTurn())
    t.click(end.rect.center)
    assert t.controller.planned == ()


def test_caraway_swaps_with_a_clicked_altar_gem(table_factory: TableFactory) -> None:
    from ganesha.engine import Swap
    for seed in range(300):
        state = new_game(GameConfig(players=3, seed=seed))
        for h in sorted(state.spice_tokens()):
            if h not in state.altar_gems():
                continue
            probe = state.clone()
            probe.apply(Take(h))
            swaps = [a for a in probe.legal_actions() if isinstance(a, Swap)]
            if probe.phase == Phase.SPICE and swaps:
                t = table_factory(state)
                seat = state.current_player
                t.drag(t.layout.hex_centres[h], t.layout.tiles[seat].treasury_rect.center)
                assert state.phase == Phase.SPICE
                assert not dialog_of(t).modal
                target = swaps[0].hex
                t.click(t.layout.hex_centres[target])
                assert state.history[-1] == Swap(target)
                return
    raise AssertionError("no Caraway position found")


def test_the_prompt_follows_the_colour_dialog(table_factory: TableFactory) -> None:
    """A yellow gem dropped on Ganesha asks which colour: the line under the dialog asks the
    same (it still said "drag a Treasury gem onto Ganesha"), and says so no longer once the
    dialog is cancelled."""
    from ganesha.engine import COLOURS, Sacrifice
    from ganesha.ui.kit.text import tr
    from ganesha.ui.table.intents import Dismiss

    def yellow_for_two(s) -> bool:
        return s.phase == Phase.SACRIFICE and not s.clove and sum(
            isinstance(a, Sacrifice) and a.gem == "yellow" for a in s.legal_actions()) >= 2

    state = find(yellow_for_two)
    t = table_factory(state)
    name = state.config.seat_names[state.current_player]
    before = t.controller.prompt()
    cell = t.layout.tiles[state.current_player].treasury_cells[COLOURS.index("yellow")]
    t.drag(cell.move(-t.layout.px(8), 0).center, t.layout.centre)
    assert t.controller.choice
    assert t.scene.dialog is not None
    assert t.controller.prompt() == tr(
        "{name}: choose the colour to place on the mandala, or cancel", name=name)
    t.controller.choose(Dismiss())
    assert t.controller.prompt() == before
