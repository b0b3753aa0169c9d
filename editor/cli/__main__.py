"""``python -m editor.cli``: the same as the ``skirmish-studio`` command."""

import sys

from editor.cli import main

sys.exit(main())
