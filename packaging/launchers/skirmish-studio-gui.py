"""The folder build's ``skirmish-studio-gui``: the window, without a console on Windows."""

import sys

from editor.app import main

sys.exit(main())
