"""The game session: the controller that owns the match, the computer players' workers, the
autosave and resume, and the file actions (open, export)."""
