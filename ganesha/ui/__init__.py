"""The pygame-ce user interface: scenes on a stack, widgets that emit intents, one controller
that turns intents into engine actions. Nothing here decides a rule: legality comes from
``GameState.legal_actions()``."""
