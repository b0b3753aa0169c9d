"""Maps from other tools: Universal VTT files read (``uvtt``), their image decoded within limits
(``image``) and the whole made into a scenario of a rule system (``convert``); the store writes
it (``editor.store.maps``). Part of the pure core: no Qt, no SQLAlchemy (``docs/maps.md``)."""
