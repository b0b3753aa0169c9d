"""The folder build's ``skirmish-studio``: the command line (the window without a command)."""

import sys

from editor.cli import main

sys.exit(main())
