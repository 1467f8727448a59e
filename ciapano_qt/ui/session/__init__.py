"""The game session: the ``Session`` that owns the match (the only UI code that reads or
changes it), the computer players' workers, the autosave and resume, the file actions."""
