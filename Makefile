# Skirmish Studio — developer commands. GNU make.
#   make run     set up the virtual environment if needed, start the app
#   make test    set up, run the suite (offscreen, 2 workers, soak tests excluded)
#   make package build and smoke-test the folder build and the wheel into dist/
# See README.md for the rest.

PYTHON ?= python3
VENV := .venv
VPY := $(VENV)/bin/python
STAMP := $(VENV)/.installed
PYTEST_ARGS ?=

# Qt translations: every resources/i18n/**/*.ts compiles to a .qm beside it.
TS_FILES := $(shell find resources/i18n -name '*.ts' 2>/dev/null)
QM_FILES := $(TS_FILES:.ts=.qm)

PY_CHECK := import sys; sys.exit(0 if sys.version_info >= (3, 11) else 1)

.PHONY: setup run test soak bench lint lock clean translations qt-libraries package FORCE

# On Linux, the system libraries Qt loads are checked with ldd before Qt's tools or the app
# run: a missing one stops make with the one command that installs it, not Qt's own message
# (editor/system_libraries.py). `make run` checks the platform plugin the app will use too.
QT_CHECK_ARGS :=
run: QT_CHECK_ARGS := --gui

setup: $(STAMP) $(QM_FILES) | qt-libraries
	@test -x $(VENV)/bin/skirmish-studio || { echo "error: $(VENV)/bin/skirmish-studio is missing after install" >&2; exit 1; }

$(VPY):
	@command -v $(PYTHON) >/dev/null 2>&1 || { echo "error: '$(PYTHON)' not found. Install Python 3.11 or newer, or run: make PYTHON=/path/to/python3.11 ..." >&2; exit 1; }
	@$(PYTHON) -c '$(PY_CHECK)' || { echo "error: Skirmish Studio needs Python 3.11 or newer; '$(PYTHON)' is $$($(PYTHON) -c 'import platform; print(platform.python_version())'). Run: make PYTHON=/path/to/python3.11 ..." >&2; exit 1; }
	$(PYTHON) -m venv $(VENV)

# Reinstall when the dependency files change, or when the entry point script went missing.
$(STAMP): pyproject.toml constraints.txt $(if $(wildcard $(VENV)/bin/skirmish-studio),,FORCE) | $(VPY)
	@$(VPY) -c '$(PY_CHECK)' || { echo "error: $(VENV) was made with Python older than 3.11; run 'make clean' then 'make setup' (with PYTHON=python3.11 or newer)." >&2; exit 1; }
	$(VENV)/bin/pip install --quiet -c constraints.txt -e '.[test,dev]'
	@touch $@

qt-libraries: $(STAMP)
	@$(VPY) -m editor.system_libraries $(QT_CHECK_ARGS)

%.qm: %.ts $(STAMP) | qt-libraries
	$(VENV)/bin/pyside6-lrelease -silent $< -qm $@

# Refresh the .ts files from the sources (new strings appear unfinished; translate them in
# Qt Linguist or by hand, then `make setup` compiles them). A test fails while any is unfinished.
translations: $(STAMP)
	$(VENV)/bin/pyside6-lupdate -no-obsolete -locations none $(shell find editor/ui -name "*.py") -ts resources/i18n/skirmish_en.ts resources/i18n/skirmish_fr.ts

run: setup
	$(VENV)/bin/skirmish-studio-gui

test: setup
	QT_QPA_PLATFORM=offscreen $(VPY) -m pytest -m "not soak" -n 2 -q $(PYTEST_ARGS)

soak: setup
	SKIRMISH_SOAK=1 QT_QPA_PLATFORM=offscreen $(VPY) -m pytest -m soak -q --timeout=3600 $(PYTEST_ARGS)

# The folder build (PyInstaller) and the wheel, built and smoke-tested on this machine, into
# dist/ (packaging/make_package.py; docs/packaging.md). Not part of `make test`.
PACKAGE_STAMP := $(VENV)/.package-installed
$(PACKAGE_STAMP): $(STAMP)
	$(VENV)/bin/pip install --quiet -c constraints.txt -e '.[test,dev,package]'
	@touch $@

package: setup $(PACKAGE_STAMP)
	$(VPY) packaging/make_package.py

bench: setup
	$(VPY) benchmarks/run.py

lint: setup
	$(VENV)/bin/ruff check editor tests benchmarks
	$(VENV)/bin/lint-imports

# Regenerate the lock file from the ranges in pyproject.toml, in a throwaway venv.
lock:
	@$(PYTHON) -c '$(PY_CHECK)' || { echo "error: 'make lock' needs Python 3.11 or newer as PYTHON" >&2; exit 1; }
	@set -e; tmp=$$(mktemp -d); trap 'rm -rf "$$tmp"' EXIT; \
	$(PYTHON) -m venv "$$tmp/venv"; \
	"$$tmp/venv/bin/pip" install --quiet -e '.[test,dev,package]'; \
	{ echo "# Lock file: exact versions of every package in the resolved environment."; \
	  echo "# Used by 'make setup' (pip install -c constraints.txt -e '.[test,dev]') and 'make package'."; \
	  echo "# Regenerate with 'make lock' (fresh venv, install -e '.[test,dev,package]' from the"; \
	  echo "# ranges in pyproject.toml, then pip freeze --exclude-editable). Do not edit by hand."; \
	  echo "# Python $$("$$tmp/venv/bin/python" -c 'import platform; print(platform.python_version())')"; \
	  "$$tmp/venv/bin/pip" freeze --exclude-editable; } > constraints.txt.new; \
	mv constraints.txt.new constraints.txt
	@echo "constraints.txt updated; run 'make setup' to apply it."

clean:
	rm -rf $(VENV) .pytest_cache .hypothesis .ruff_cache build dist *.egg-info benchmarks/out
	find . -path ./.git -prune -o -name __pycache__ -type d -prune -exec rm -rf {} +
	rm -f $(QM_FILES)
