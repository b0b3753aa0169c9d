"""The Qt user interface: every PySide6 import of the application lives under this package."""
