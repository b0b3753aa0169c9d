"""A line-of-sight table stored as a bit matrix (schema version 2; PRODUCT §5 "Save / open a
1,000-zone scenario", §2b "the derived table is stored with the scenario").

A derived table lists, for every zone, the zones it sees: on 1,000 zones that is 1,000 JSON
rows of hundreds of ids, 3 MB of text to write, read and parse. As a matrix it is one bit per
pair, 125 kB, decoded by numpy. The matrix's rows are the table's viewers in order; its columns
are the viewers followed by the zones seen that are no viewer, in order of first appearance;
bit (r, c) (numpy ``packbits`` order, each row padded to whole bytes) says that viewer r sees
column c. A table fits when each row lists its zones once each, in column order (a derived
table always does: rows and lists are sorted by id); one that does not (an authored table in
another order) keeps its JSON rows, so what is loaded always equals what was saved. A table
is read back as a ``LosMatrix`` with its rows left unbuilt (``LosTable.of_matrix``), and one
that holds a matrix (derived, or read) is written from it as it is. Pure Python and numpy: no
SQL, no Qt.
"""

from __future__ import annotations

import json
from itertools import chain

import numpy as np

from editor.model.board import LosMatrix, LosTable, Rows

Stored = tuple[str, str, bytes]
"""(viewers JSON, extra columns JSON, packed bits): a ``sightline_matrices`` row's parts."""


def encode_table(table: LosTable) -> Stored | None:
    """The stored parts of ``table``; None when its rows do not fit. A table holding a matrix
    is written from it without building its rows."""
    matrix = table.matrix
    if matrix is None:
        return encode(table.rows)
    viewers = list(matrix.viewers)
    extra = list(matrix.ids[len(viewers):])
    return _dumps(viewers), _dumps(extra), np.packbits(matrix.seen, axis=1).tobytes()


def encode(rows: Rows) -> Stored | None:
    """The stored parts of ``rows``; None when they do not fit. Vectorised: a 1,000-zone table
    lists some 300,000 pairs."""
    viewers = [viewer for viewer, _ in rows]
    if len(set(viewers)) != len(viewers):
        return None
    counts = np.fromiter((len(seen) for _, seen in rows), dtype=np.int64, count=len(rows))
    flat = np.array(list(chain.from_iterable(seen for _, seen in rows)), dtype=object)
    known = np.array(viewers, dtype=object)
    viewer_set = set(viewers)
    extra = [target for target in dict.fromkeys(flat.tolist()) if target not in viewer_set]
    names = np.concatenate([known, np.array(extra, dtype=object)]).astype(str)
    order = np.argsort(names, kind="stable")
    columns = order[np.searchsorted(names[order], flat.astype(str))] if flat.size else flat
    columns = columns.astype(np.int64)
    row_of = np.repeat(np.arange(len(rows)), counts)
    same_row = row_of[1:] == row_of[:-1]
    if (same_row & (columns[1:] <= columns[:-1])).any():
        return None  # a row out of column order, or listing a zone twice
    matrix = np.zeros((len(viewers), len(names)), dtype=bool)
    matrix[row_of, columns] = True
    bits = np.packbits(matrix, axis=1).tobytes()
    return _dumps(viewers), _dumps(extra), bits


def decode(viewers_json: str, extra_json: str, bits: bytes) -> LosMatrix:
    """The matrix of stored parts; ValueError when they do not agree (a damaged file)."""
    viewers, extra = _ids(viewers_json), _ids(extra_json)
    count = len(viewers) + len(extra)
    width = -(-count // 8)
    if len(bits) != len(viewers) * width:
        raise ValueError("LOS matrix size does not match its zones")
    packed = np.frombuffer(bits, dtype=np.uint8).reshape(len(viewers), width)
    seen = np.unpackbits(packed, axis=1, count=count).view(bool)
    return LosMatrix(tuple(viewers + extra), seen)


def _ids(text: str) -> list[str]:
    ids = json.loads(text)
    if type(ids) is not list or not all(type(i) is str for i in ids):
        raise ValueError("LOS matrix ids are not a list of texts")
    return ids


def _dumps(ids: list[str]) -> str:
    return json.dumps(ids, ensure_ascii=False, separators=(",", ":"))
