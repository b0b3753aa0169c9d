"""``skirmish-studio-gui``: start the Qt application (imported lazily so the CLI needs no Qt)."""

from __future__ import annotations

import sys
from collections.abc import Sequence


def main(argv: Sequence[str] | None = None) -> int:
    import gc

    gc.disable()  # until the library is open: ``editor.ui.application.run`` turns it back on
    from editor.ui.application import run

    return run(list(sys.argv if argv is None else argv))


if __name__ == "__main__":
    sys.exit(main())
