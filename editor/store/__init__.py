"""Persistence adapters: the SQLite library (the only SQLAlchemy user) and portable files."""
