"""Files the app keeps between runs: the autosave, exports, statistics and logs. No Qt.

The desktop app passes in its app-data folder (from ``QStandardPaths``); everything here is
plain Python, so the CLI, the soak test and the tests use the same code as the app.
"""
