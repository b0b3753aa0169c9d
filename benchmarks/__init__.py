"""Benchmarks (``make bench``); a package so that tests can reuse ``scenario_factory``."""
