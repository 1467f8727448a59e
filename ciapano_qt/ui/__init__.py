"""Everything Qt, grouped by purpose: app/ (start-up, settings, language, help), session/ (the
match, computer players, autosave), models/, table/ (the card table and its art), dialogs/,
text/ (the words shown)."""
