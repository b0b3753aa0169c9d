"""The Linux desktop integration files are consistent with each other and with the app."""

from __future__ import annotations

import configparser
import xml.etree.ElementTree as ET
from pathlib import Path

PACKAGING = Path(__file__).resolve().parents[1] / "packaging"
MIME = "application/x-skirmish-scenario"


def _desktop() -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # keys are case-sensitive
    parser.read(PACKAGING / "skirmish-studio.desktop", encoding="utf-8")
    return parser["Desktop Entry"]


def test_desktop_entry_launches_the_gui_and_opens_scenarios():
    entry = _desktop()
    assert entry["Type"] == "Application"
    assert entry["Exec"].split()[0] == "skirmish-studio-gui"
    assert MIME in entry["MimeType"].split(";")
    assert entry["Icon"] == "skirmish-studio"
    assert "Game" in entry["Categories"].split(";")


def test_mime_type_declares_the_skirmish_glob():
    ns = {"m": "http://www.freedesktop.org/standards/shared-mime-info"}
    root = ET.parse(PACKAGING / "skirmish-studio-mime.xml").getroot()
    mime = root.find("m:mime-type", ns)
    assert mime.get("type") == MIME
    assert mime.find("m:glob", ns).get("pattern") == "*.skirmish"


def test_appstream_metadata_names_the_desktop_entry_and_file_type():
    root = ET.parse(PACKAGING / "io.github.skirmish_studio.SkirmishStudio.metainfo.xml").getroot()
    assert root.get("type") == "desktop-application"
    assert root.findtext("id") == "io.github.skirmish_studio.SkirmishStudio"
    assert root.find("launchable").text == "skirmish-studio.desktop"
    assert MIME in [m.text for m in root.iter("mediatype")]
    assert root.findtext("name") == "Skirmish Studio" and root.findtext("summary")


def test_icon_is_a_valid_svg():
    root = ET.parse(PACKAGING / "skirmish-studio.svg").getroot()
    assert root.tag.endswith("svg") and root.get("viewBox")
