"""Old home of the menu widgets and the menu base, kept only as re-exports for the replay scene
(the table's) until it imports :mod:`ganesha.ui.widgets` and :mod:`.menu_base` itself; then this
module goes. Nothing is defined here."""

from ..widgets.choice import Choice
from ..widgets.control import Control, focus_ring
from ..widgets.form import Form
from ..widgets.push_button import PushButton
from ..widgets.slider import Slider
from ..widgets.text_field import TextField
from .menu_base import MenuScene, paint_backdrop

__all__ = ["Choice", "Control", "Form", "MenuScene", "PushButton", "Slider", "TextField",
           "focus_ring", "paint_backdrop"]
