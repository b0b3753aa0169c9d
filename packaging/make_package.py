"""``make package``: build the folder build and the wheel on this machine, and try both.

Run with the development interpreter (``.venv``, with the ``package`` extra installed); the
same script serves Linux, Windows and macOS (``.github/workflows/package.yml``). Steps, each
stopping the build with a message when it fails (``docs/packaging.md``):

1. PyInstaller builds ``packaging/skirmish-studio.spec`` into ``build/package/dist``;
2. the built program is smoke-tested from a folder outside the repository: ``--version``
   prints the version, ``list --json`` shows the three samples in a fresh library, and
   ``screenshot --view editor`` of a sample renders offscreen to a PNG of the asked size;
3. the folder is archived into ``dist/``: on Linux a ``.tar.gz`` with ``install.sh`` and the
   desktop files (tried: installed under a temporary prefix and run from there) and a
   ``.deb`` where ``dpkg-deb`` exists; on Windows and macOS a ``.zip``;
4. the wheel is built into ``dist/``, installed with its dependencies (the versions of
   ``constraints.txt``) into a fresh virtual environment, and its commands are tried there.

Standard library only; ``--skip-wheel`` and ``--skip-folder`` leave out a part.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import shutil
import struct
import subprocess
import sys
import tarfile
import tempfile
import time
import venv
import zipfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import bundle  # noqa: E402

ROOT = bundle.ROOT
BUILD = ROOT / "build" / "package"
DIST = ROOT / "dist"
SAMPLES = {"night-market", "frozen-trench", "depot-raid"}
WINDOW_SECONDS = 10
EXE = ".exe" if sys.platform == "win32" else ""
SHARE_FILES = (
    "skirmish-studio.desktop",
    "skirmish-studio.svg",
    "skirmish-studio-mime.xml",
    "io.github.skirmish_studio.SkirmishStudio.metainfo.xml",
)


class Failed(Exception):
    """A step failed; the message says which and why."""


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--skip-folder", action="store_true", help="do not build the folder")
    parser.add_argument("--skip-wheel", action="store_true", help="do not build the wheel")
    args = parser.parse_args(argv)
    version = bundle.version()
    DIST.mkdir(exist_ok=True)
    try:
        if not args.skip_folder:
            folder = build_folder()
            smoke_test(folder / f"skirmish-studio{EXE}", version)
            for archive in archive_folder(folder, version):
                print(f"package: wrote {archive.relative_to(ROOT)} ({_mib(archive)})")
        if not args.skip_wheel:
            wheel = build_wheel()
            try_wheel(wheel, version)
            print(f"package: wrote {wheel.relative_to(ROOT)} ({_mib(wheel)})")
    except Failed as failure:
        print(f"package: FAILED: {failure}", file=sys.stderr)
        return 1
    return 0


def build_folder() -> Path:
    started = time.monotonic()
    bundle.ensure_translations()  # the recipe carries the compiled translations
    _run([sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
          "--distpath", str(BUILD / "dist"), "--workpath", str(BUILD / "work"),
          str(ROOT / "packaging" / "skirmish-studio.spec")], "PyInstaller")
    folder = BUILD / "dist" / "skirmish-studio"
    print(f"package: folder build in {time.monotonic() - started:.0f} s, "
          f"{_tree_bytes(folder) / (1 << 20):.0f} MiB: {folder.relative_to(ROOT)}")
    return folder


def smoke_test(program: Path, version: str) -> None:
    """The three checks of the built (or installed) ``program``, run outside the repository."""
    with tempfile.TemporaryDirectory(prefix="skirmish-smoke-") as scratch:
        scratch_dir = Path(scratch)
        env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
        env.pop("PYTHONPATH", None)
        env.pop("SKIRMISH_STUDIO_LIBRARY", None)
        library = str(scratch_dir / "library.sqlite")

        def run(*args: str) -> str:
            started = time.monotonic()
            done = subprocess.run([str(program), *args], cwd=scratch_dir, env=env,
                                  capture_output=True, text=True, timeout=300)
            if done.returncode != 0:
                raise Failed(f"{program.name} {' '.join(args)} exited {done.returncode}: "
                             f"{done.stderr.strip()}")
            print(f"package:   {program.name} {args[0] if args else ''} "
                  f"{' '.join(a for a in args[1:] if not a.startswith(scratch))} "
                  f"ok in {time.monotonic() - started:.1f} s")
            return done.stdout

        shown = run("--version").strip()
        if shown != f"skirmish-studio {version}":
            raise Failed(f"--version printed {shown!r}, not 'skirmish-studio {version}'")
        names = {row["name"] for row in json.loads(run("--library", library, "--json", "list"))}
        if names != SAMPLES:
            raise Failed(f"a fresh library lists {sorted(names)}, not {sorted(SAMPLES)}")
        picture = scratch_dir / "editor.png"
        run("--library", library, "screenshot", "night-market", "--view", "editor",
            "--size", "1280x800", "-o", str(picture))
        if png_size(picture) != (1280, 800):
            raise Failed(f"the editor screenshot is {png_size(picture)}, not 1280x800")
        window_stays_open(program.with_name(f"skirmish-studio-gui{EXE}"), scratch_dir, env)


def window_stays_open(program: Path, scratch: Path, env: dict[str, str]) -> None:
    """The window program starts (offscreen, on a scratch library and user folders) and is
    still running after ``WINDOW_SECONDS``: it got as far as its event loop."""
    env = dict(env, SKIRMISH_STUDIO_LIBRARY=str(scratch / "window-library"))
    for name in ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"):
        env[name] = str(scratch / name.lower())
    started = time.monotonic()
    window = subprocess.Popen([str(program)], cwd=scratch, env=env, stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, text=True)
    try:
        code = window.wait(timeout=WINDOW_SECONDS)
    except subprocess.TimeoutExpired:
        window.terminate()
        window.communicate(timeout=30)
        print(f"package:   {program.name} opens the window and keeps running "
              f"({time.monotonic() - started:.0f} s)")
        return
    raise Failed(f"{program.name} exited {code} at start: {window.communicate()[1].strip()}")


def png_size(path: Path) -> tuple[int, int] | None:
    head = path.read_bytes()[:24] if path.exists() else b""
    if not head.startswith(b"\x89PNG\r\n\x1a\n"):
        return None
    return struct.unpack(">II", head[16:24])


def archive_folder(folder: Path, version: str) -> list[Path]:
    machine = platform.machine().lower() or "unknown"
    if sys.platform.startswith("linux"):
        stem = f"skirmish-studio-{version}-linux-{machine}"
        staging = BUILD / stem
        shutil.rmtree(staging, ignore_errors=True)
        shutil.copytree(folder, staging / "skirmish-studio", symlinks=True)
        (staging / "share").mkdir()
        for name in SHARE_FILES:
            shutil.copy2(ROOT / "packaging" / name, staging / "share" / name)
        shutil.copy2(ROOT / "packaging" / "linux" / "install.sh", staging / "install.sh")
        try_install_script(staging, version)
        archive = DIST / f"{stem}.tar.gz"
        with tarfile.open(archive, "w:gz") as tar:
            tar.add(staging, arcname=stem)
        archives = [archive]
        if shutil.which("dpkg-deb"):
            archives.append(build_deb(folder, version))
        return archives
    source = folder.parent / "Skirmish Studio.app" if sys.platform == "darwin" else folder
    system = "macos" if sys.platform == "darwin" else "windows"
    archive = DIST / f"skirmish-studio-{version}-{system}-{machine}.zip"
    with zipfile.ZipFile(archive, "w", zipfile.ZIP_DEFLATED) as zipped:
        for path in sorted(source.rglob("*")):
            zipped.write(path, Path(source.name) / path.relative_to(source))
    return [archive]


def try_install_script(staging: Path, version: str) -> None:
    """``install.sh`` under a temporary prefix: the files land, the installed program runs."""
    with tempfile.TemporaryDirectory(prefix="skirmish-prefix-") as prefix:
        env = {**os.environ, "PREFIX": prefix}
        _run(["sh", str(staging / "install.sh")], "install.sh", env=env)
        share = Path(prefix) / "share"
        expected = [
            Path(prefix) / "bin" / "skirmish-studio",
            share / "applications" / "skirmish-studio.desktop",
            share / "icons" / "hicolor" / "scalable" / "apps" / "skirmish-studio.svg",
            share / "mime" / "packages" / "skirmish-studio-mime.xml",
            share / "metainfo" / "io.github.skirmish_studio.SkirmishStudio.metainfo.xml",
        ]
        missing = [str(p) for p in expected if not p.exists()]
        if missing:
            raise Failed(f"install.sh did not install {', '.join(missing)}")
        entry = (share / "applications" / "skirmish-studio.desktop").read_text()
        if f"Exec={prefix}/lib/skirmish-studio/skirmish-studio-gui %f" not in entry:
            raise Failed("install.sh wrote a desktop entry that does not start the program")
        smoke_test(Path(prefix) / "bin" / "skirmish-studio", version)
        _run(["sh", str(staging / "install.sh"), "--uninstall"], "install.sh --uninstall", env=env)
        if any(p.exists() for p in expected):
            raise Failed("install.sh --uninstall left files behind")
    print("package:   install.sh installs, runs and uninstalls under a temporary prefix")


def build_deb(folder: Path, version: str) -> Path:
    """A ``.deb`` of the same folder: /opt/skirmish-studio, the commands and desktop files."""
    arch = {"x86_64": "amd64", "aarch64": "arm64"}.get(platform.machine(), platform.machine())
    root = BUILD / "deb"
    shutil.rmtree(root, ignore_errors=True)
    shutil.copytree(folder, root / "opt" / "skirmish-studio", symlinks=True)
    (root / "usr" / "bin").mkdir(parents=True)
    for name in ("skirmish-studio", "skirmish-studio-gui"):
        (root / "usr" / "bin" / name).symlink_to(f"/opt/skirmish-studio/{name}")
    share = root / "usr" / "share"
    places = {
        "skirmish-studio.desktop": share / "applications",
        "skirmish-studio.svg": share / "icons" / "hicolor" / "scalable" / "apps",
        "skirmish-studio-mime.xml": share / "mime" / "packages",
        "io.github.skirmish_studio.SkirmishStudio.metainfo.xml": share / "metainfo",
    }
    for name, place in places.items():
        place.mkdir(parents=True, exist_ok=True)
        shutil.copy2(ROOT / "packaging" / name, place / name)
    (root / "DEBIAN").mkdir()
    installed_kib = _tree_bytes(root) // 1024
    (root / "DEBIAN" / "control").write_text(
        "Package: skirmish-studio\n"
        f"Version: {version}\n"
        f"Architecture: {arch}\n"
        "Maintainer: Skirmish Studio <skirmish-studio@users.noreply.github.com>\n"
        f"Installed-Size: {installed_kib}\n"
        "Section: games\n"
        "Priority: optional\n"
        "Description: scenario editor and solo play assistant for miniature skirmish games\n"
        " Author scenarios on zone boards or free tables, print unit cards and run guided\n"
        " solo games in which the application plays the villains.\n",
        encoding="utf-8",
    )
    deb = DIST / f"skirmish-studio_{version}_{arch}.deb"
    # gzip: xz takes minutes on a 270 MiB tree for a tenth less.
    _run(["dpkg-deb", "--root-owner-group", "-Zgzip", "--build", str(root), str(deb)], "dpkg-deb")
    return deb


def build_wheel() -> Path:
    for old in DIST.glob("skirmish_studio-*.whl"):
        old.unlink()
    _run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--quiet", "-w", str(DIST),
          str(ROOT)], "pip wheel", env={**os.environ, "PIP_CONSTRAINT": str(_constraints())})
    (wheel,) = DIST.glob("skirmish_studio-*.whl")
    return wheel


def try_wheel(wheel: Path, version: str) -> None:
    """Install ``wheel`` with its dependencies into a fresh environment and try its commands."""
    with tempfile.TemporaryDirectory(prefix="skirmish-wheel-") as scratch:
        target = Path(scratch) / "venv"
        venv.create(target, with_pip=True)
        python = target / ("Scripts" if sys.platform == "win32" else "bin") / f"python{EXE}"
        _run([str(python), "-m", "pip", "install", "--quiet", "-c", str(_constraints()),
              str(wheel)], "pip install of the wheel into a fresh environment")
        scripts = python.parent
        if not (scripts / f"skirmish-studio-gui{EXE}").exists():
            raise Failed("the wheel installs no skirmish-studio-gui command")
        smoke_test(scripts / f"skirmish-studio{EXE}", version)
    print("package:   the wheel installs into a fresh environment and runs there")


def _constraints() -> Path:
    return ROOT / "constraints.txt"


def _run(command: list[str], what: str, env: dict[str, str] | None = None) -> None:
    done = subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True)
    if done.returncode != 0:
        tail = "\n".join((done.stdout + done.stderr).strip().splitlines()[-20:])
        raise Failed(f"{what} exited {done.returncode}:\n{tail}")


def _tree_bytes(folder: Path) -> int:
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink())


def _mib(path: Path) -> str:
    return f"{path.stat().st_size / (1 << 20):.0f} MiB"


if __name__ == "__main__":
    sys.exit(main())
