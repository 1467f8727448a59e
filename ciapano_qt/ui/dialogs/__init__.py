"""The dialogs: hand summary, statistics, replay, last trick, score sheet, new match,
settings."""
