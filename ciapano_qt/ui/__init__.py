"""Everything Qt: app start-up, controller, table, dialogs, settings and card rendering."""

from . import qtcompat as _qtcompat  # noqa: F401  (first: the binding's reference-count fix)
