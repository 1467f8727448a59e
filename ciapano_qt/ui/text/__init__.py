"""Words the interface shows: engine messages, rule and level names, formats, card names."""
