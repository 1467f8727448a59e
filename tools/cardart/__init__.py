"""Ciapanò card art generator.

Draws the Milanese (French-suited) and Bergamasche (Italian-suited) packs as deterministic
SVG: no randomness, stable element order and fixed number formatting, so a regenerated file
is byte-identical. Run ``python -m tools.cardart`` from the repository root.
"""
