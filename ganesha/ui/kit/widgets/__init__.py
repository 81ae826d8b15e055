"""Small widgets. They draw themselves and report what the player did as an *intent* value;
they never touch the game state (the scene hands intents to the controller)."""
