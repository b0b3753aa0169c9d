"""Documents own the truth: a document holds its model value, one history, and tells its
listeners what changed. Pure Python (no Qt): the UI subscribes to change records.
"""
