"""Compiled translations (``ciapano_<lang>.qm``), written by ``tools/i18n.py release``."""
