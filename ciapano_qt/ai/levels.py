"""Registers every computer level beyond ``random`` (imported by ``base.make_player``)."""
