"""Qt item models over the game session, for the views to read."""
