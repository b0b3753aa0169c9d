"""The library file's version marks, in a module that imports neither SQLAlchemy nor the model,
so the quick listing read at start-up (``editor.store.listing``) can check a file before the
store is imported. ``editor.store.schema`` re-exports them (``schema.SCHEMA_VERSION``).
"""

from __future__ import annotations

FIRST_SCHEMA_VERSION = 1
"""The oldest schema version ever released: a ``user_version`` below it is not a library."""
SCHEMA_VERSION = 2
"""2: a derived line-of-sight table is one bit matrix (``sightline_matrices``), not JSON rows."""
APPLICATION_ID = 0x536B5374
"""``PRAGMA application_id`` of a library: "SkSt" in ASCII."""
