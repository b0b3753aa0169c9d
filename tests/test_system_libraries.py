"""The check of Qt's system libraries that ``make setup`` and ``make run`` do before Qt loads:
a faked ``ldd`` on PATH says what is missing, and the check prints the one command that
installs it (README, "Quick start")."""

from __future__ import annotations

import os
import shutil
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from editor import system_libraries as libs

ROOT = Path(__file__).resolve().parents[1]

ISSUE_OUTPUT = """\
{plugin}:
\tlinux-vdso.so.1 (0x00007ffd6a5f3000)
\tlibQt6XcbQpa.so.6 => {qt}/lib/libQt6XcbQpa.so.6 (0x00007f0d1c000000)
\tlibxcb-cursor.so.0 => /lib/x86_64-linux-gnu/libxcb-cursor.so.0 (0x00007f0d1bfe0000)
\tlibxcb-icccm.so.4 => not found
\tlibxcb-keysyms.so.1 => not found
\tlibxcb.so.1 => /lib/x86_64-linux-gnu/libxcb.so.1 (0x00007f0d1bf00000)
{printsupport}:
\tlibxcb-icccm.so.4 => not found
"""
"""What ldd printed on the machine of the report: xcb-cursor there, icccm and keysyms not."""


def fake_pyside(root: Path) -> Path:
    pyside = root / "PySide6"
    for name in libs.QT_LIBRARIES:
        path = pyside / "Qt" / "lib" / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(b"")
    platforms = pyside / "Qt" / "plugins" / "platforms"
    platforms.mkdir(parents=True)
    for name in ("xcb", "offscreen", "wayland"):
        (platforms / f"libq{name}.so").write_bytes(b"")
    return pyside


def fake_ldd(folder: Path, output: str) -> Path:
    """An ``ldd`` that writes its arguments to ``ldd.args`` and prints ``output`` (a Python
    script, so it needs nothing else on PATH)."""
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "ldd.out").write_text(output)
    script = folder / "ldd"
    script.write_text(
        f"#!{sys.executable}\n"
        "import pathlib, sys\n"
        f"folder = pathlib.Path({str(folder)!r})\n"
        "(folder / 'ldd.args').write_text('\\n'.join(sys.argv[1:]))\n"
        "sys.stdout.write((folder / 'ldd.out').read_text())\n"
    )
    script.chmod(script.stat().st_mode | stat.S_IXUSR)
    return folder


@pytest.fixture
def pyside(tmp_path) -> Path:
    return fake_pyside(tmp_path / "site")


@pytest.fixture
def as_user(monkeypatch):
    monkeypatch.setattr(os, "geteuid", lambda: 1000)


def issue_output(pyside: Path) -> str:
    qt = pyside / "Qt"
    return ISSUE_OUTPUT.format(
        plugin=qt / "plugins" / "platforms" / "libqxcb.so",
        qt=qt,
        printsupport=qt / "lib" / "libQt6PrintSupport.so.6",
    )


def with_ldd(monkeypatch, tmp_path, output: str) -> Path:
    folder = fake_ldd(tmp_path / "bin", output)
    monkeypatch.setenv("PATH", str(folder))
    return folder


def test_missing_xcb_libraries_give_the_one_apt_command(monkeypatch, tmp_path, pyside, as_user):
    with_ldd(monkeypatch, tmp_path, issue_output(pyside))
    message = libs.check(gui=True, environ={}, pyside=pyside)
    assert message.splitlines() == [
        "Qt cannot start with its xcb platform plugin: these system libraries are missing:",
        "    libxcb-icccm.so.4 libxcb-keysyms.so.1",
        "Install them (Debian, Ubuntu) with:",
        "    sudo apt-get install libxcb-icccm4 libxcb-keysyms1",
        "On Fedora (package names not checked):",
        "    sudo dnf install xcb-util-keysyms xcb-util-wm",
        "Then run the same make command again.",
    ]  # libxcb-cursor0 is there: Qt's own message named it wrongly


def test_the_check_looks_at_qt_and_the_plugin_the_app_will_use(monkeypatch, tmp_path, pyside):
    folder = with_ldd(monkeypatch, tmp_path, "")
    plugins = pyside / "Qt" / "plugins" / "platforms"
    expected_qt = [str(pyside / "Qt" / "lib" / name) for name in libs.QT_LIBRARIES]
    for environ, plugin in (
        ({}, "libqxcb.so"),
        ({"QT_QPA_PLATFORM": "xcb:nomitshm"}, "libqxcb.so"),
        ({"QT_QPA_PLATFORM": "offscreen"}, "libqoffscreen.so"),
        ({"WAYLAND_DISPLAY": "wayland-0"}, "libqwayland.so"),
        ({"WAYLAND_DISPLAY": "wayland-0", "QT_QPA_PLATFORM": "xcb"}, "libqxcb.so"),
    ):
        assert libs.check(gui=True, environ=environ, pyside=pyside) is None
        args = (folder / "ldd.args").read_text().split()
        assert args == [*expected_qt, str(plugins / plugin)], environ
    libs.check(gui=False, environ={"QT_QPA_PLATFORM": "xcb"}, pyside=pyside)
    assert (folder / "ldd.args").read_text().split()[-1] == str(plugins / "libqoffscreen.so")


def test_nothing_missing_says_nothing(monkeypatch, tmp_path, pyside):
    with_ldd(monkeypatch, tmp_path, "\tlibxcb.so.1 => /lib/x86_64-linux-gnu/libxcb.so.1 (0x1)\n")
    assert libs.check(gui=True, environ={}, pyside=pyside) is None


def test_without_ldd_nothing_is_checked(monkeypatch, tmp_path, pyside):
    empty = tmp_path / "empty"
    empty.mkdir()
    monkeypatch.setenv("PATH", str(empty))
    assert libs.check(gui=True, environ={}, pyside=pyside) is None


def test_outside_linux_ldd_is_not_run(monkeypatch, tmp_path, pyside):
    folder = with_ldd(monkeypatch, tmp_path, issue_output(pyside))
    monkeypatch.setattr(sys, "platform", "darwin")
    assert libs.check(gui=True, environ={}, pyside=pyside) is None
    assert not (folder / "ldd.args").exists()


def test_a_library_without_a_known_package_is_named(monkeypatch, tmp_path, pyside, as_user):
    with_ldd(monkeypatch, tmp_path, "\tlibGL.so.1 => not found\n\tlibfoo.so.3 => not found\n")
    message = libs.check(gui=True, environ={}, pyside=pyside)
    lines = message.splitlines()
    assert "    sudo apt-get install libgl1" in lines
    assert "No package is known here" in lines[-3] and "apt-file search" in lines[-3]
    assert lines[-2] == "    libfoo.so.3"


def test_as_root_the_command_needs_no_sudo(monkeypatch, tmp_path, pyside):
    monkeypatch.setattr(os, "geteuid", lambda: 0)
    with_ldd(monkeypatch, tmp_path, issue_output(pyside))
    message = libs.check(gui=True, environ={}, pyside=pyside)
    assert "    apt-get install libxcb-icccm4 libxcb-keysyms1" in message.splitlines()
    assert "sudo" not in message


def test_the_message_follows_the_locale(monkeypatch, tmp_path, pyside, as_user):
    with_ldd(monkeypatch, tmp_path, issue_output(pyside))
    message = libs.check(gui=True, environ={"LANG": "fr_FR.UTF-8"}, pyside=pyside)
    assert message.startswith("Qt ne peut pas démarrer avec son greffon de plateforme xcb")
    assert "    sudo apt-get install libxcb-icccm4 libxcb-keysyms1" in message.splitlines()
    assert libs.language({"LC_ALL": "en_GB.UTF-8", "LANG": "fr_FR.UTF-8"}) == "en"


def test_the_set_up_check_names_qt_not_a_platform(monkeypatch, tmp_path, pyside, as_user):
    """During ``make setup`` (Qt's translation tool, then the offscreen tests) the message
    is about Qt's libraries."""
    with_ldd(monkeypatch, tmp_path, "\tlibglib-2.0.so.0 => not found\n"
                                    "\tlibgthread-2.0.so.0 => not found\n")
    message = libs.check(gui=False, environ={}, pyside=pyside)
    assert message.startswith("Qt cannot load:")
    assert "    sudo apt-get install libglib2.0-0" in message.splitlines()


def test_the_module_stops_with_status_1_and_the_command_on_stderr(tmp_path):
    """Run as ``make run`` runs it, with the real PySide6 folder and the faked ldd."""
    if not sys.platform.startswith("linux"):
        pytest.skip("the check runs on Linux only")
    from editor.system_libraries import pyside_folder

    output = issue_output(pyside_folder())
    folder = fake_ldd(tmp_path / "bin", output)
    env = {"PATH": str(folder), "LANG": "C.UTF-8"}
    done = subprocess.run(
        [sys.executable, "-m", "editor.system_libraries", "--gui"],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=60, check=False,
    )
    assert done.returncode == 1 and done.stdout == ""
    assert "apt-get install libxcb-icccm4 libxcb-keysyms1" in done.stderr
    (folder / "ldd.out").write_text("")
    done = subprocess.run(
        [sys.executable, "-m", "editor.system_libraries", "--gui"],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=60, check=False,
    )
    assert (done.returncode, done.stdout, done.stderr) == (0, "", "")


def test_make_checks_before_qt_runs():
    make = shutil.which("make")
    if make is None:
        pytest.skip("no make here")

    def dry_run(target: str) -> list[str]:
        done = subprocess.run(
            [make, "-n", target], cwd=ROOT, capture_output=True, text=True, timeout=60,
            check=True,
        )
        return done.stdout.splitlines()

    run = dry_run("run")
    check = next(i for i, line in enumerate(run) if "-m editor.system_libraries --gui" in line)
    assert check < next(i for i, line in enumerate(run) if "skirmish-studio-gui" in line)
    test = dry_run("test")
    check = next(i for i, line in enumerate(test) if "-m editor.system_libraries" in line)
    assert "--gui" not in test[check]
    assert check < next(i for i, line in enumerate(test) if "pytest" in line)


def test_the_readme_lists_packages_of_the_table():
    """The README's command for a bare Debian 12 names only packages the check knows, and
    every package that ships the libraries of Qt's xcb plugin that such a system lacks."""
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    start = text.index("sudo apt-get install ")
    command = text[start : text.index("```", start)].replace("\\\n", " ")
    named = command.split()[3:]
    assert named == sorted(named) and set(named) <= set(libs.DEBIAN_PACKAGES.values())
    bare_debian_lacks = [  # what ldd said for libqxcb.so in a debootstrap minbase chroot
        "libdbus-1.so.3", "libEGL.so.1", "libfontconfig.so.1", "libfreetype.so.6", "libGL.so.1",
        "libglib-2.0.so.0", "libgthread-2.0.so.0", "libX11-xcb.so.1", "libX11.so.6",
        "libxcb-cursor.so.0", "libxcb-icccm.so.4", "libxcb-image.so.0", "libxcb-keysyms.so.1",
        "libxcb-randr.so.0", "libxcb-render-util.so.0", "libxcb-render.so.0",
        "libxcb-shape.so.0", "libxcb-shm.so.0", "libxcb-sync.so.1", "libxcb-util.so.1",
        "libxcb-xfixes.so.0", "libxcb-xkb.so.1", "libxcb.so.1", "libxkbcommon-x11.so.0",
        "libxkbcommon.so.0",
    ]
    assert libs.install_command(bare_debian_lacks, as_root=False) == " ".join(command.split())
