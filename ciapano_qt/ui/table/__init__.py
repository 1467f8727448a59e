"""The card table: a QGraphicsScene with animated card items, and its view."""
