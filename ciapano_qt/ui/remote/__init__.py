"""The app's remote play: the networked session, its link to a host or a club, rejoining,
and the hosted table kept on disk; shared by the local-network and online lobbies."""
