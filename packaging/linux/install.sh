#!/bin/sh
# Install (or, with --uninstall, remove) the Skirmish Studio folder build for one user, or for
# everyone with PREFIX=/usr/local (as root). Run from the unpacked archive:
#   ./install.sh               installs under ~/.local
#   PREFIX=/usr/local ./install.sh
#   ./install.sh --uninstall
# What goes where: the program folder in PREFIX/lib/skirmish-studio, the two commands linked in
# PREFIX/bin, the desktop entry, the icon, the .skirmish file type and the AppStream metadata
# under PREFIX/share. Nothing else is touched; the library and settings stay in the user's
# data folder.
set -eu

PREFIX="${PREFIX:-$HOME/.local}"
HERE="$(cd "$(dirname "$0")" && pwd)"
APP_DIR="$PREFIX/lib/skirmish-studio"
BIN_DIR="$PREFIX/bin"
SHARE="$PREFIX/share"
DESKTOP="$SHARE/applications/skirmish-studio.desktop"
ICON="$SHARE/icons/hicolor/scalable/apps/skirmish-studio.svg"
MIME="$SHARE/mime/packages/skirmish-studio-mime.xml"
METAINFO="$SHARE/metainfo/io.github.skirmish_studio.SkirmishStudio.metainfo.xml"

refresh() {
    if command -v update-mime-database >/dev/null 2>&1; then
        update-mime-database "$SHARE/mime" >/dev/null 2>&1 || true
    fi
    if command -v update-desktop-database >/dev/null 2>&1; then
        update-desktop-database "$SHARE/applications" >/dev/null 2>&1 || true
    fi
    if command -v gtk-update-icon-cache >/dev/null 2>&1; then
        gtk-update-icon-cache -q -t "$SHARE/icons/hicolor" >/dev/null 2>&1 || true
    fi
}

if [ "${1:-}" = "--uninstall" ]; then
    rm -rf "$APP_DIR"
    rm -f "$BIN_DIR/skirmish-studio" "$BIN_DIR/skirmish-studio-gui" "$DESKTOP" "$ICON" \
        "$MIME" "$METAINFO"
    refresh
    echo "Skirmish Studio removed from $PREFIX."
    exit 0
fi
if [ -n "${1:-}" ]; then
    echo "usage: [PREFIX=folder] $0 [--uninstall]" >&2
    exit 2
fi
if [ ! -x "$HERE/skirmish-studio/skirmish-studio" ]; then
    echo "error: $HERE/skirmish-studio/skirmish-studio is missing; run this script from the unpacked archive." >&2
    exit 1
fi

mkdir -p "$PREFIX/lib" "$BIN_DIR" "$(dirname "$DESKTOP")" "$(dirname "$ICON")" \
    "$(dirname "$MIME")" "$(dirname "$METAINFO")"
rm -rf "$APP_DIR"
cp -R "$HERE/skirmish-studio" "$APP_DIR"
ln -sf "$APP_DIR/skirmish-studio" "$BIN_DIR/skirmish-studio"
ln -sf "$APP_DIR/skirmish-studio-gui" "$BIN_DIR/skirmish-studio-gui"
# The entry starts the installed program by its full path, whether or not PREFIX/bin is on PATH.
sed "s|^Exec=skirmish-studio-gui|Exec=$APP_DIR/skirmish-studio-gui|" \
    "$HERE/share/skirmish-studio.desktop" > "$DESKTOP"
cp "$HERE/share/skirmish-studio.svg" "$ICON"
cp "$HERE/share/skirmish-studio-mime.xml" "$MIME"
cp "$HERE/share/io.github.skirmish_studio.SkirmishStudio.metainfo.xml" "$METAINFO"
refresh
echo "Skirmish Studio installed in $APP_DIR; start it from the applications menu or with $BIN_DIR/skirmish-studio-gui."
