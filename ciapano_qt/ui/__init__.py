"""Everything Qt: app start-up, controller, table, dialogs, settings and card rendering."""
