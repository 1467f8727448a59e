"""Club play: the lobby's schema and the client's core, shared by the club server, the CLI and
the app."""
