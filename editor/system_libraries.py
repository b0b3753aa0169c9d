"""The system libraries Qt needs on Linux, found before Qt is loaded, and the command that
installs the missing ones.

PySide6's wheels bring Qt itself, but Qt's libraries and its platform plugins load libraries of
the system (X11 and xcb, xkb, GL, fontconfig and FreeType, GLib, D-Bus) that a bare Linux may
lack. Qt then stops with a message of its own that names the wrong package (it names
``libxcb-cursor0`` whatever is missing), and Qt's tools fail the same way during set-up. So
``make setup`` and ``make run`` ask ``ldd`` first which libraries the dynamic loader cannot
find for Qt's libraries and for the platform plugin the application will use, map them to
package names and print the one command that installs them (README, "Quick start"). Where
there is no ``ldd`` (macOS, Windows) nothing is checked.

The Debian names were checked on Debian 12 (bookworm) with ``apt-cache policy``, against
``dpkg -S`` for the installed packages and ``dpkg -c`` for the others; the Fedora names were not
checked and are shown as such. ``ldd`` names only the libraries the loader reaches, not those
that a missing one would need in turn: the package manager brings those with it.

Run as ``python -m editor.system_libraries [--gui]``; exit status 0 when nothing is missing
or nothing can be checked, 1 (with the message on stderr) when libraries are missing. Must not
import Qt: it runs where Qt cannot load.
"""

from __future__ import annotations

import importlib.util
import os
import re
import shutil
import subprocess
import sys
from collections.abc import Callable, Iterable, Mapping, Sequence
from pathlib import Path

DEBIAN_PACKAGES = {
    "libEGL.so.1": "libegl1",
    "libGL.so.1": "libgl1",
    "libGLX.so.0": "libglx0",
    "libGLdispatch.so.0": "libglvnd0",
    "libOpenGL.so.0": "libopengl0",
    "libX11.so.6": "libx11-6",
    "libX11-xcb.so.1": "libx11-xcb1",
    "libXau.so.6": "libxau6",
    "libXdmcp.so.6": "libxdmcp6",
    "libxcb.so.1": "libxcb1",
    "libxcb-cursor.so.0": "libxcb-cursor0",
    "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-image.so.0": "libxcb-image0",
    "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libxcb-randr.so.0": "libxcb-randr0",
    "libxcb-render.so.0": "libxcb-render0",
    "libxcb-render-util.so.0": "libxcb-render-util0",
    "libxcb-shape.so.0": "libxcb-shape0",
    "libxcb-shm.so.0": "libxcb-shm0",
    "libxcb-sync.so.1": "libxcb-sync1",
    "libxcb-util.so.1": "libxcb-util1",
    "libxcb-xfixes.so.0": "libxcb-xfixes0",
    "libxcb-xinput.so.0": "libxcb-xinput0",
    "libxcb-xkb.so.1": "libxcb-xkb1",
    "libxkbcommon.so.0": "libxkbcommon0",
    "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
    "libfontconfig.so.1": "libfontconfig1",
    "libfreetype.so.6": "libfreetype6",
    "libpng16.so.16": "libpng16-16",
    "libbrotlicommon.so.1": "libbrotli1",
    "libbrotlidec.so.1": "libbrotli1",
    "libexpat.so.1": "libexpat1",
    "libglib-2.0.so.0": "libglib2.0-0",
    "libgthread-2.0.so.0": "libglib2.0-0",
    "libdbus-1.so.3": "libdbus-1-3",
    "libz.so.1": "zlib1g",
    "libzstd.so.1": "libzstd1",
    "libbsd.so.0": "libbsd0",
    "libmd.so.0": "libmd0",
}
"""Library file (soname) → the Debian 12 package that ships it."""

FEDORA_PACKAGES = {
    "libEGL.so.1": "libglvnd-egl",
    "libGL.so.1": "libglvnd-glx",
    "libGLX.so.0": "libglvnd-glx",
    "libGLdispatch.so.0": "libglvnd",
    "libOpenGL.so.0": "libglvnd-opengl",
    "libX11.so.6": "libX11",
    "libX11-xcb.so.1": "libX11-xcb",
    "libXau.so.6": "libXau",
    "libXdmcp.so.6": "libXdmcp",
    "libxcb.so.1": "libxcb",
    "libxcb-cursor.so.0": "xcb-util-cursor",
    "libxcb-icccm.so.4": "xcb-util-wm",
    "libxcb-image.so.0": "xcb-util-image",
    "libxcb-keysyms.so.1": "xcb-util-keysyms",
    "libxcb-randr.so.0": "libxcb",
    "libxcb-render.so.0": "libxcb",
    "libxcb-render-util.so.0": "xcb-util-renderutil",
    "libxcb-shape.so.0": "libxcb",
    "libxcb-shm.so.0": "libxcb",
    "libxcb-sync.so.1": "libxcb",
    "libxcb-util.so.1": "xcb-util",
    "libxcb-xfixes.so.0": "libxcb",
    "libxcb-xinput.so.0": "libxcb",
    "libxcb-xkb.so.1": "libxcb",
    "libxkbcommon.so.0": "libxkbcommon",
    "libxkbcommon-x11.so.0": "libxkbcommon-x11",
    "libfontconfig.so.1": "fontconfig",
    "libfreetype.so.6": "freetype",
    "libpng16.so.16": "libpng",
    "libbrotlicommon.so.1": "libbrotli",
    "libbrotlidec.so.1": "libbrotli",
    "libexpat.so.1": "expat",
    "libglib-2.0.so.0": "glib2",
    "libgthread-2.0.so.0": "glib2",
    "libdbus-1.so.3": "dbus-libs",
    "libz.so.1": "zlib",
    "libzstd.so.1": "libzstd",
    "libbsd.so.0": "libbsd",
    "libmd.so.0": "libmd",
}
"""Library file → a Fedora package that ships it: not checked, and said so when shown."""

QT_LIBRARIES = ("libQt6PrintSupport.so.6", "libQt6Svg.so.6")
"""Between them these load every Qt library the application and Qt's tools use (PrintSupport
loads Widgets, Gui, D-Bus and Core); one ``ldd`` over them and a plugin takes a few
hundredths of a second."""
SETUP_PLATFORM = "offscreen"
"""The platform the test suite runs on (``make test``)."""
LDD_TIMEOUT_S = 20.0
NOT_FOUND = re.compile(r"^\s*(\S+)\s+=>\s+not found", re.MULTILINE)

Runner = Callable[[Sequence[Path]], str | None]
"""Runs ``ldd`` on the files and returns what it printed, or None when it could not run."""


def run_ldd(files: Sequence[Path]) -> str | None:
    """``ldd`` on ``files``; None where there is no ``ldd`` or it failed to run at all."""
    ldd = shutil.which("ldd")
    if ldd is None or not files:
        return None
    try:
        done = subprocess.run(
            [ldd, *map(str, files)],
            capture_output=True,
            text=True,
            timeout=LDD_TIMEOUT_S,
            check=False,
        )
    except (OSError, subprocess.SubprocessError):
        return None
    return done.stdout


def pyside_folder() -> Path | None:
    """Where PySide6 is installed, found without importing it (importing loads Qt)."""
    spec = importlib.util.find_spec("PySide6")
    if spec is None or not spec.submodule_search_locations:
        return None
    return Path(next(iter(spec.submodule_search_locations)))


def gui_platform(environ: Mapping[str, str]) -> str:
    """The platform plugin Qt will try first: the one ``QT_QPA_PLATFORM`` names (before any
    ``:options`` or ``;fallback``), else Wayland in a Wayland session, else xcb (X11)."""
    named = environ.get("QT_QPA_PLATFORM", "").split(";")[0].split(":")[0].strip()
    if named:
        return named
    return "wayland" if environ.get("WAYLAND_DISPLAY") else "xcb"


def qt_files(pyside: Path, platform: str) -> list[Path]:
    """Qt's libraries and the plugin of ``platform`` inside the PySide6 folder (those present)."""
    qt = pyside / "Qt"
    files = [qt / "lib" / name for name in QT_LIBRARIES]
    files.append(qt / "plugins" / "platforms" / f"libq{platform}.so")
    return [path for path in files if path.is_file()]


def missing_libraries(files: Sequence[Path], run: Runner = run_ldd) -> list[str]:
    """The libraries ``ldd`` says the loader cannot find for ``files``, sorted, each once."""
    output = run(files)
    if not output:
        return []
    return sorted(set(NOT_FOUND.findall(output)), key=str.lower)


def packages(libraries: Iterable[str], table: Mapping[str, str]) -> tuple[list[str], list[str]]:
    """(packages that ship ``libraries``, each once and sorted; the libraries not in ``table``)."""
    found = sorted({table[name] for name in libraries if name in table})
    unknown = [name for name in libraries if name not in table]
    return found, unknown


def install_command(libraries: Iterable[str], as_root: bool) -> str | None:
    """The one Debian command that installs the packages of ``libraries`` (None if none known)."""
    names, _unknown = packages(libraries, DEBIAN_PACKAGES)
    if not names:
        return None
    return ("" if as_root else "sudo ") + "apt-get install " + " ".join(names)


def language(environ: Mapping[str, str]) -> str:
    """French when the locale variables say so (the order gettext reads them), else English."""
    for name in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = environ.get(name, "")
        if value:
            return "fr" if value.lower().startswith("fr") else "en"
    return "en"


def report(libraries: Sequence[str], platform: str | None, lang: str, as_root: bool) -> str:
    """What to tell the user: what is missing, for what, and the command that installs it.
    Lists and commands go on lines of their own, whole (message parameters are cut short)."""
    from editor.messages import translate

    if platform is None:
        lines = [translate("setup.qt_libraries_missing", lang)]
    else:
        lines = [translate("setup.platform_libraries_missing", lang, platform=platform)]
    lines.append("    " + " ".join(libraries))
    command = install_command(libraries, as_root)
    if command is not None:
        lines += [translate("setup.install_debian", lang), f"    {command}"]
    fedora, _unknown = packages(libraries, FEDORA_PACKAGES)
    if fedora:
        dnf = ("" if as_root else "sudo ") + "dnf install " + " ".join(fedora)
        lines += [translate("setup.install_fedora", lang), f"    {dnf}"]
    _names, unknown = packages(libraries, DEBIAN_PACKAGES)
    if unknown:
        lines += [translate("setup.unknown_libraries", lang), "    " + " ".join(unknown)]
    lines.append(translate("setup.then_again", lang))
    return "\n".join(lines)


def check(
    gui: bool,
    environ: Mapping[str, str] | None = None,
    run: Runner = run_ldd,
    pyside: Path | None = None,
) -> str | None:
    """The message to show when Qt lacks system libraries here, else None. ``gui`` checks the
    platform plugin the application will use; otherwise the one the test suite uses."""
    environ = os.environ if environ is None else environ
    if not sys.platform.startswith("linux"):
        return None
    pyside = pyside or pyside_folder()
    if pyside is None:
        return None
    platform = gui_platform(environ) if gui else SETUP_PLATFORM
    missing = missing_libraries(qt_files(pyside, platform), run)
    if not missing:
        return None
    as_root = hasattr(os, "geteuid") and os.geteuid() == 0
    return report(missing, platform if gui else None, language(environ), as_root)


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    message = check(gui="--gui" in args)
    if message is None:
        return 0
    print(message, file=sys.stderr)
    return 1


if __name__ == "__main__":
    sys.exit(main())
