"""Registers every computer level beyond ``random`` (imported by ``base.make_player``)."""

from .base import register
from .expert import ExpertPlayer
from .rule_players import EasyPlayer, MediumPlayer
from .search import HardPlayer

register("easy", EasyPlayer)
register("medium", MediumPlayer)
register("hard", HardPlayer, search=True)
register("expert", ExpertPlayer, search=True, table=True)
